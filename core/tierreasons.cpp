#include "tierreasons.h"

#include <QtGlobal>

namespace Kova {

namespace {

const char* const Reasons[] = {
    //: Reason of the "Good" tier (A100 SXM4); the French is the seed page's own sentence.
    QT_TRANSLATE_NOOP(
        "Kova::Tier", "Proven 80 GB HBM2e workhorse: unbeatable $/step for experiments up to 13B and LoRA-heavy labs."),
    //: Reason of the "Better" tier (H100 SXM); the French is the seed page's own sentence.
    QT_TRANSLATE_NOOP("Kova::Tier",
        "The default choice: Transformer Engine FP8, 3.35 TB/s, wide availability in every major region."),
    //: Reason of the "Best" tier (B200); the French is the seed page's own sentence.
    QT_TRANSLATE_NOOP("Kova::Tier",
        "192 GB HBM3e and Blackwell FP4/FP8: the shortest wall-clock time when the deadline is the budget."),
};

} // namespace

QStringList editorialTierReasons()
{
    QStringList out;
    for (const char* r : Reasons)
        out << QString::fromUtf8(r);
    return out;
}

} // namespace Kova
