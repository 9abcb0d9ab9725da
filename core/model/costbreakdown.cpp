#include "model/costbreakdown.h"

namespace Kova {

double lineTotal(const ModeEstimate& mode, CostLineId id)
{
    double sum = 0;
    for (const CostLine& l : mode.lines)
        if (l.id == id)
            sum += l.amount;
    return sum;
}

} // namespace Kova
