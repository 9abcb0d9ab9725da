#include "text/tierreasons.h"

#include <QCoreApplication>
#include <QtGlobal>

using namespace Qt::StringLiterals;

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

QString tierName(const QString& tierId)
{
    //: Editorial tier of an offer, as in the seed's table: Good / Better / Best.
    if (tierId == "good"_L1)
        return QCoreApplication::translate("Kova::Tier", "Good", "tier");
    if (tierId == "better"_L1)
        return QCoreApplication::translate("Kova::Tier", "Better", "tier");
    if (tierId == "best"_L1)
        return QCoreApplication::translate("Kova::Tier", "Best", "tier");
    return tierId;
}

QString tierReason(const Tier& tier)
{
    return QCoreApplication::translate("Kova::Tier", tier.reason.toUtf8().constData());
}

} // namespace Kova
