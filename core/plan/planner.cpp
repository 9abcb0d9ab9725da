#include "plan/planner.h"

#include "model/network.h"
#include "plan/gpucount.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace Kova {

QList<int> defaultGpuCounts()
{
    QList<int> counts { 1, 2, 4 };
    for (int g = 8; g <= 2048; g += g < 64 ? 8 : g < 256 ? 32 : 128)
        counts.append(g);
    return counts;
}

bool PlanSpace::includes(const Offer& offer) const
{
    auto named = [&](const QStringList& names) {
        return std::any_of(names.begin(), names.end(),
            [&](const QString& n) { return offer.provider.compare(n.trimmed(), Qt::CaseInsensitive) == 0; });
    };
    return (offerIds.isEmpty() || offerIds.contains(offer.id)) && (providers.isEmpty() || named(providers))
        && !named(excludedProviders);
}

bool PlanSpace::allowsNetwork(const Scenario& s, const Offer& offer, int gpus) const
{
    if (gpus > offer.gpusPerNode && offer.singleNodeOnly())
        return false;
    return allowUnconfirmedNetwork || !networkUnknown(s, offer, gpus);
}

bool PlanSpace::hasRoom(const Offer& offer, int gpus) const
{
    return !respectContiguousCapacity || !offer.maxContiguousGpus || gpus <= *offer.maxContiguousGpus;
}

Scenario workloadOf(const Scenario& s, const Catalogue& c)
{
    if (!s.training.durationHours)
        return s;
    Scenario w = s;
    const Offer* offer = c.offer(s.cluster.offerId);
    const GpuModel* gpu = offer ? c.gpu(offer->gpuId) : nullptr;
    if (!gpu)
        return s;
    const ComputeEstimate compute = estimateCompute(s, *offer, *gpu, s.cluster.gpus, s.training.sharding);
    w.training.tokensB = compute.tokens / 1e9;
    w.training.durationHours.reset();
    return w;
}

QList<PlanCandidate> sweepPlans(const Scenario& s, const Catalogue& c, const PlanSpace& space)
{
    const Scenario work = workloadOf(s, c);
    const QList<int> counts = space.gpuCounts.isEmpty() ? defaultGpuCounts() : space.gpuCounts;
    const int group = work.training.tensorParallel * work.training.pipelineParallel;
    // A throughput measured on the scenario's GPU says nothing of another GPU: there, Kova's model gives it.
    const Offer* own = c.offer(s.cluster.offerId);
    const QString measuredGpu = own ? own->gpuId : QString();
    QList<PlanCandidate> out;
    Scenario trial = work;
    for (int oi = 0; oi < c.offers.size(); ++oi) {
        const Offer& offer = c.offers[oi];
        const GpuModel* gpu = c.gpu(offer.gpuId);
        if (!gpu || !space.includes(offer))
            continue;
        trial.training.measuredTokensPerSecondPerGpu
            = gpu->id == measuredGpu ? work.training.measuredTokensPerSecondPerGpu : std::nullopt;
        for (Sharding sharding : space.shardings) {
            trial.training.sharding = sharding;
            for (int gpus : counts) {
                if (gpus % group != 0 || !isUsableGpuCount(offer, trial.training, gpus)
                    || !space.allowsNetwork(work, offer, gpus))
                    continue;
                if (!space.hasRoom(offer, gpus))
                    continue;
                if (!batchCoversGpus(trial.model, trial.training, gpus))
                    continue;
                if (memoryPerGpu(trial.model, trial.training, gpus).totalGb() > gpu->usableVramGb)
                    continue;
                trial.cluster.gpus = gpus;
                const ComputeEstimate compute = estimateCompute(trial, offer, *gpu, gpus, sharding);
                for (PurchaseMode mode : AllPurchaseModes) {
                    if (!offer.prices.has(mode))
                        continue;
                    const ModeEstimate me = estimateMode(trial, offer, mode, compute);
                    // A run the interruptions never let finish is no plan (see neverFinishes()).
                    if (!std::isfinite(me.total) || !(me.wallHours <= MaxExpectedWallHours))
                        continue;
                    out.append({ oi, gpus, mode, sharding, me.total, me.wallHours, offer.gpusPerNode,
                        networkUnknown(work, offer, gpus) });
                }
            }
        }
    }
    return out;
}

namespace {

// The sweep's order (offer, sharding, GPU count, mode): of two plans alike in cost and time, the first wins.
bool sweepsBefore(const PlanCandidate& a, const PlanCandidate& b)
{
    return std::tuple(a.offerIndex, int(a.sharding), a.gpus, int(a.mode))
        < std::tuple(b.offerIndex, int(b.sharding), b.gpus, int(b.mode));
}

// Cheaper, then faster, then first in the sweep.
bool cheaper(const PlanCandidate& a, const PlanCandidate& b)
{
    if (a.total != b.total)
        return a.total < b.total;
    return a.wallHours != b.wallHours ? a.wallHours < b.wallHours : sweepsBefore(a, b);
}

// Faster, then cheaper, then first in the sweep.
bool faster(const PlanCandidate& a, const PlanCandidate& b)
{
    if (a.wallHours != b.wallHours)
        return a.wallHours < b.wallHours;
    return a.total != b.total ? a.total < b.total : sweepsBefore(a, b);
}

} // namespace

QList<PlanCandidate> paretoFront(QList<PlanCandidate> candidates)
{
    std::sort(candidates.begin(), candidates.end(), faster);
    QList<PlanCandidate> front;
    for (const PlanCandidate& p : candidates)
        if (front.isEmpty() || p.total < front.last().total)
            front.append(p);
    return front;
}

std::optional<PlanCandidate> cheapestWithinDeadline(const QList<PlanCandidate>& candidates, double deadlineHours)
{
    std::optional<PlanCandidate> best;
    for (const PlanCandidate& p : candidates)
        if (p.wallHours <= deadlineHours && (!best || cheaper(p, *best)))
            best = p;
    return best;
}

std::optional<PlanCandidate> fastestWithinBudget(const QList<PlanCandidate>& candidates, double budget)
{
    std::optional<PlanCandidate> best;
    for (const PlanCandidate& p : candidates)
        if (p.total <= budget && (!best || faster(p, *best)))
            best = p;
    return best;
}

bool meetsLimit(const PlanCandidate& p, const PlanRequest& request)
{
    return request.goal == PlanGoal::CheapestWithinDeadline ? p.wallHours <= request.limit : p.total <= request.limit;
}

std::optional<PlanCandidate> acceptablePlan(const QList<PlanCandidate>& candidates, const PlanRequest& request)
{
    const bool byCost = request.goal == PlanGoal::CheapestWithinDeadline;
    const auto best
        = byCost ? cheapestWithinDeadline(candidates, request.limit) : fastestWithinBudget(candidates, request.limit);
    if (!best)
        return best;
    auto measure = [byCost](const PlanCandidate& p) { return byCost ? p.total : p.wallHours; };
    const double ceiling = measure(*best) * (1 + std::max(0.0, request.tolerance));
    // A gap within the tolerance is under the estimate's ±11 % spread; whole nodes and fewer GPUs are easier to get.
    auto preferred = [&](const PlanCandidate& a, const PlanCandidate& b) {
        if (a.wholeNodes() != b.wholeNodes())
            return a.wholeNodes();
        if (a.gpus != b.gpus)
            return a.gpus < b.gpus;
        return byCost ? cheaper(a, b) : faster(a, b);
    };
    std::optional<PlanCandidate> chosen;
    for (const PlanCandidate& p : candidates)
        if (meetsLimit(p, request) && measure(p) <= ceiling && (!chosen || preferred(p, *chosen)))
            chosen = p;
    return chosen;
}

namespace {

bool samePlan(const PlanCandidate& a, const PlanCandidate& b)
{
    return a.offerIndex == b.offerIndex && a.gpus == b.gpus && a.mode == b.mode && a.sharding == b.sharding;
}

void addTradeOff(QList<PlanTradeOff>& out, const std::optional<PlanCandidate>& plan, PlanRole role)
{
    if (!plan)
        return;
    for (PlanTradeOff& t : out)
        if (samePlan(t.plan, *plan)) {
            t.roles.append(role);
            return;
        }
    out.append({ *plan, { role } });
}

} // namespace

PlanChoice choosePlan(const QList<PlanCandidate>& candidates, const PlanRequest& request)
{
    PlanChoice choice;
    choice.chosen = acceptablePlan(candidates, request);
    choice.best = request.goal == PlanGoal::CheapestWithinDeadline ? cheapestWithinDeadline(candidates, request.limit)
                                                                   : fastestWithinBudget(candidates, request.limit);
    if (!choice.chosen)
        return choice;
    std::optional<PlanCandidate> cheapest, fastest, fewest;
    for (const PlanCandidate& p : candidates) {
        if (!meetsLimit(p, request))
            continue;
        if (!cheapest || cheaper(p, *cheapest))
            cheapest = p;
        if (!fastest || faster(p, *fastest))
            fastest = p;
        if (!fewest || p.gpus < fewest->gpus || (p.gpus == fewest->gpus && cheaper(p, *fewest)))
            fewest = p;
    }
    addTradeOff(choice.tradeOffs, choice.chosen, PlanRole::Chosen);
    addTradeOff(choice.tradeOffs, cheapest, PlanRole::Cheapest);
    addTradeOff(choice.tradeOffs, fastest, PlanRole::Fastest);
    addTradeOff(choice.tradeOffs, fewest, PlanRole::FewestGpus);
    return choice;
}

Scenario applyPlan(const Scenario& s, const Catalogue& c, const PlanCandidate& plan)
{
    Scenario out = workloadOf(s, c);
    out.cluster.offerId = c.offers.value(plan.offerIndex).id;
    out.cluster.gpus = plan.gpus;
    out.mode = plan.mode;
    out.training.sharding = plan.sharding;
    return out;
}

} // namespace Kova
