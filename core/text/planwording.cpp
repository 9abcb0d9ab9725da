#include "text/planwording.h"

#include "model/names.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct PlanText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::PlanText)
};

QString gpuName(const Catalogue& c, const QString& id)
{
    const GpuModel* gpu = c.gpu(id);
    return gpu ? gpu->name : id;
}

QString memoryShortfall(const PlanShortfall& s, const Catalogue& c, const Formatter& f)
{
    QString text = PlanText::tr("No plan: no offer has enough memory. The run needs at least %1 per GPU (%2 on %3 "
                                "GPUs); the largest GPU offered, the %4, holds %5.")
                       .arg(f.gb(s.leastMemoryGb), shardingName(s.leastMemorySharding),
                           f.locale().toString(s.leastMemoryGpus), gpuName(c, s.largestGpuId), f.gb(s.largestVramGb));
    QStringList layouts;
    for (const FitSuggestion& l : s.layouts)
        layouts << PlanText::tr("%1 from %2 GPUs").arg(l.change, f.locale().toString(l.gpus));
    return text + u' '
        + (layouts.isEmpty() ? PlanText::tr("No change of layout the engine tries fits on it either.")
                             : PlanText::tr("These layouts would fit on it: %1.")
                                   .arg(layouts.join(PlanText::tr("; ", "between layouts"))));
}

QString capacityShortfall(const PlanShortfall& s, const Formatter& f, const PlanDescriber& describe)
{
    QString text = PlanText::tr("No plan: no offer has the room. The model fits from %1 GPUs, but the offers whose "
                                "GPUs can hold it have at most %2 in one place.")
                       .arg(f.locale().toString(s.fewestGpusThatFit), f.locale().toString(s.largestCapacity));
    if (s.nearest)
        text += u' '
            + PlanText::tr("With more GPUs in one place, the nearest plan would be: %1.").arg(describe(*s.nearest));
    return text;
}

QString limitShortfall(const PlanShortfall& s, const Formatter& f, const PlanDescriber& describe)
{
    const bool deadline = s.obstacle == PlanObstacle::Deadline;
    QString text = deadline ? PlanText::tr("No plan finishes within %1.").arg(f.wallClock(s.limit))
                            : PlanText::tr("No plan costs %1 or less.").arg(f.money(s.limit));
    if (s.nearest)
        text += u' '
            + (deadline ? PlanText::tr("The fastest plan takes %1, %2 over the deadline: %3.")
                              .arg(f.wallClock(s.nearest->wallHours), f.wallClock(s.overBy()), describe(*s.nearest))
                        : PlanText::tr("The cheapest plan costs %1, %2 over the budget: %3.")
                              .arg(f.money(s.nearest->total), f.money(s.overBy()), describe(*s.nearest)));
    if (s.withMoreCapacity)
        text += u' '
            + PlanText::tr("With more GPUs in one place than the offers list, this plan would meet it: %1.")
                  .arg(describe(*s.withMoreCapacity));
    return text;
}

} // namespace

QString shortfallText(
    const PlanShortfall& shortfall, const Catalogue& c, const Formatter& f, const PlanDescriber& describe)
{
    switch (shortfall.obstacle) {
    case PlanObstacle::GpuCount:
        return PlanText::tr("No plan: no GPU count the search tries is a whole number of tensor × pipeline parallel "
                            "groups that the global batch can keep busy.");
    case PlanObstacle::Memory:
        return memoryShortfall(shortfall, c, f);
    case PlanObstacle::Capacity:
        return capacityShortfall(shortfall, f, describe);
    case PlanObstacle::Deadline:
    case PlanObstacle::Budget:
        return limitShortfall(shortfall, f, describe);
    }
    return {};
}

QString choiceText(const PlanChoice& choice, const PlanRequest& request, const Formatter& f)
{
    if (!choice.chosen || !choice.best)
        return {};
    const PlanCandidate& a = *choice.chosen;
    const PlanCandidate& b = *choice.best;
    if (a.offerIndex == b.offerIndex && a.gpus == b.gpus && a.mode == b.mode && a.sharding == b.sharding)
        return {};
    const double percent = request.tolerance * 100;
    const QString tolerance = f.percent(percent, percent == std::round(percent) ? 0 : 1);
    if (request.goal == PlanGoal::CheapestWithinDeadline)
        return PlanText::tr("Chosen among the plans within %1 of the cheapest that meets the deadline (%2): whole "
                            "nodes first, then the fewest GPUs.")
            .arg(tolerance, f.money(choice.best->total));
    return PlanText::tr("Chosen among the plans within %1 of the fastest that fits the budget (%2): whole nodes "
                        "first, then the fewest GPUs.")
        .arg(tolerance, f.wallClock(choice.best->wallHours));
}

QString planNetworkText(const Offer& offer, const PlanCandidate& plan, const Formatter& f)
{
    if (!plan.multiNode())
        return PlanText::tr("one node");
    if (plan.networkUnconfirmed)
        return PlanText::tr(
            "network not confirmed: the source states none between the %Ln-GPU nodes", nullptr, offer.gpusPerNode);
    if (offer.network == ClusterNetwork::None || offer.network == ClusterNetwork::Unknown
        || offer.networkGbpsPerGpu <= 0)
        return PlanText::tr("no cluster network");
    return PlanText::tr("%1, %2 Gb/s per GPU")
        .arg(clusterNetworkName(offer.network), f.number(offer.networkGbpsPerGpu, 0));
}

QString capacityText(const Offer& offer, const Formatter& f)
{
    if (!offer.maxContiguousGpus)
        return PlanText::tr("capacity unknown");
    return PlanText::tr("up to %1 GPUs in one place").arg(f.locale().toString(*offer.maxContiguousGpus));
}

QString runObstacleText(RunObstacle obstacle, const Offer& offer, int gpus, const Formatter& f)
{
    const QString count = f.locale().toString(gpus);
    switch (obstacle) {
    case RunObstacle::None:
        return {};
    case RunObstacle::GpuCount:
        if (offer.wholeNodesOnly() && gpus % std::max(1, offer.gpusPerNode) != 0)
            return PlanText::tr("The provider rents whole %Ln-GPU instances only; %1 GPUs are not a whole number of "
                                "them.",
                nullptr, offer.gpusPerNode)
                .arg(count);
        return PlanText::tr("%1 GPUs are not a count this offer rents (whole nodes or a part that divides one) in "
                            "whole tensor × pipeline parallel groups.")
            .arg(count);
    case RunObstacle::Memory:
        return PlanText::tr("The model does not fit in this GPU's memory on %Ln GPU(s).", nullptr, gpus);
    case RunObstacle::Network:
        if (offer.singleNodeOnly())
            return PlanText::tr("The run needs several nodes, and the provider sells no cluster of these %Ln-GPU "
                                "nodes.",
                nullptr, offer.gpusPerNode);
        return PlanText::tr("The run needs several %Ln-GPU nodes, and no source confirms a cluster network between "
                            "them: plans leave such runs out unless unconfirmed networks are allowed.",
            nullptr, offer.gpusPerNode);
    case RunObstacle::Capacity:
        return PlanText::tr("The provider lists at most %1 GPUs in one place; the run needs %2.")
            .arg(f.locale().toString(offer.maxContiguousGpus.value_or(0)), count);
    }
    return {};
}

QString runObstacleName(RunObstacle obstacle)
{
    switch (obstacle) {
    case RunObstacle::None:
        return {};
    case RunObstacle::GpuCount:
        //: Why a run cannot be had at an offer, in a table: the offer does not rent the run's GPU count.
        return PlanText::tr("GPU count");
    case RunObstacle::Memory:
        //: Why a run cannot be had at an offer, in a table: the GPU's memory.
        return PlanText::tr("memory");
    case RunObstacle::Network:
        //: Why a run cannot be had at an offer, in a table: the network between nodes.
        return PlanText::tr("network");
    case RunObstacle::Capacity:
        //: Why a run cannot be had at an offer, in a table: the GPUs the provider has in one place.
        return PlanText::tr("capacity");
    }
    return {};
}

QString priceOutlierText(const PriceCheck& check, const Catalogue& c, const QString& gpuId, const Formatter& f)
{
    return priceOutlierText(check, gpuName(c, gpuId), f);
}

QString priceOutlierText(const PriceCheck& check, const QString& gpuName, const Formatter& f)
{
    switch (check.outlier) {
    case PriceOutlier::None:
        return {};
    case PriceOutlier::FarBelowMedian:
        return PlanText::tr("price outlier: %1 on demand, under a third of the %2 median of %3")
            .arg(f.gpuHourRate(check.price), gpuName, f.gpuHourRate(check.median));
    case PriceOutlier::SpotEqualsOnDemand:
        return PlanText::tr("price outlier: spot equal to on demand at %1, far under the %2 median of %3")
            .arg(f.gpuHourRate(check.price), gpuName, f.gpuHourRate(check.median));
    }
    return {};
}

QString planFactsText(const PlanCandidate& p, const Catalogue& c, const QList<PriceCheck>& checks, const Formatter& f)
{
    const Offer& o = c.offers.at(p.offerIndex);
    QStringList facts { planNetworkText(o, p, f), capacityText(o, f),
        PlanText::tr("prices observed %1").arg(f.date(o.observed)) };
    if (const QString outlier = priceOutlierText(checks.value(p.offerIndex), c, o.gpuId, f); !outlier.isEmpty())
        facts << outlier;
    return facts.join(listSeparator());
}

} // namespace Kova
