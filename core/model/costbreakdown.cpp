#include "model/costbreakdown.h"

namespace Kova {

LineKind lineKind(CostLineId id)
{
    switch (id) {
    case CostLineId::GpuTime:
        return LineKind::GpuTime;
    case CostLineId::InterruptionOverhead:
        return LineKind::Overhead;
    case CostLineId::Phase:
        return LineKind::Phases;
    case CostLineId::CheckpointVolume:
        return LineKind::Storage;
    case CostLineId::DatasetIngress:
    case CostLineId::Egress:
        return LineKind::Transfers;
    }
    return LineKind::GpuTime;
}

double kindTotal(const ModeEstimate& mode, LineKind kind)
{
    double sum = 0;
    for (const CostLine& l : mode.lines)
        if (lineKind(l.id) == kind)
            sum += l.amount;
    return sum;
}

} // namespace Kova
