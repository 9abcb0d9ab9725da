#include "billtext.h"

namespace Kova {

BillQuantity billQuantity(const CostLine& l)
{
    switch (l.id) {
    case CostLineId::GpuTime:
    case CostLineId::InterruptionOverhead:
    case CostLineId::Phase:
        return { l.gpus * l.hours, BillText::tr("GPU-hours"), QLatin1StringView("gpu_hours") };
    case CostLineId::CheckpointVolume:
        return { l.gb * l.days / DaysPerMonth, BillText::tr("GB-months"), QLatin1StringView("gb_months") };
    case CostLineId::DatasetIngress:
    case CostLineId::Egress:
        return { l.gb, BillText::tr("GB"), QLatin1StringView("gb") };
    }
    return {};
}

} // namespace Kova
