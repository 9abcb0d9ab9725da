#include "plan/scenarioanalysis.h"

#include "model/throughput.h"

#include <algorithm>
#include <limits>

namespace Kova {

std::optional<double> TierRank::costPerEflop(const OfferQuote& q) const
{
    if (!q.sold || !q.fits || usefulEflop <= 0)
        return std::nullopt;
    return q.total / usefulEflop;
}

QList<TierRank> rankTiers(const Scenario& s, const Catalogue& c)
{
    QList<TierRank> ranks;
    const Offer* first = c.tiers.isEmpty() ? nullptr : c.offer(c.tiers.constFirst().offerId);
    if (std::none_of(c.tiers.cbegin(), c.tiers.cend(), [&c](const Tier& t) { return c.offer(t.offerId); }))
        return ranks;
    const Scenario work = workloadOf(s, c);
    double usefulEflop = 0;
    if (first && c.gpu(first->gpuId))
        usefulEflop = estimateCompute(work, *first, *c.gpu(first->gpuId), work.cluster.gpus, work.training.sharding)
                          .trainingFlops
            / 1e18;

    for (const Tier& tier : c.tiers) {
        const Offer* offer = c.offer(tier.offerId);
        if (!offer)
            continue;
        TierRank r { tier.id, offer->id, {}, {}, {}, usefulEflop };
        r.atTier = quoteOffer(work, c, *offer);
        if (const auto best = cheapestOffer(work, c, offer->gpuId)) {
            r.bestOfferId = c.offers.at(best->offer).id;
            r.atBest = best->quote;
        }
        ranks.append(r);
    }
    auto key = [](const TierRank& r) {
        const auto tier = r.costPerEflop(r.atTier);
        const auto best = r.costPerEflop(r.atBest);
        return std::min(tier.value_or(std::numeric_limits<double>::infinity()),
            best.value_or(std::numeric_limits<double>::infinity()));
    };
    std::stable_sort(ranks.begin(), ranks.end(), [&](const TierRank& a, const TierRank& b) { return key(a) < key(b); });
    return ranks;
}

PlanSpace scenarioPlanSpace(const Scenario& s)
{
    PlanSpace space;
    space.offerIds = { s.cluster.offerId };
    space.shardings = { s.training.sharding };
    space.respectContiguousCapacity = true; // a count the offer cannot supply is no point of its curve
    space.allowUnconfirmedNetwork = true; // the scenario's own offer: its warnings say what is not confirmed
    return space;
}

void CostTimeExtent::include(const PlanCandidate& p)
{
    if (p.wallHours <= 0 || p.total <= 0)
        return;
    leastHours = leastHours > 0 ? std::min(leastHours, p.wallHours) : p.wallHours;
    leastTotal = leastTotal > 0 ? std::min(leastTotal, p.total) : p.total;
    mostHours = std::max(mostHours, p.wallHours);
    mostTotal = std::max(mostTotal, p.total);
}

void CostTimeExtent::include(const CostTimeCurve& curve)
{
    for (const PlanCandidate& p : curve.plans)
        include(p);
    if (curve.current)
        include(*curve.current);
}

CostTimeCurve costTimeCurve(const Scenario& s, const Estimate& e, const QList<PlanCandidate>& sweep)
{
    CostTimeCurve curve;
    const ModeEstimate* priced = e.priced(s.mode);
    curve.mode = priced ? priced->mode : s.mode;
    for (const PlanCandidate& p : sweep)
        if (p.mode == curve.mode)
            curve.plans.append(p);
    curve.front = paretoFront(curve.plans);
    if (priced)
        curve.current
            = PlanCandidate { 0, e.gpus, priced->mode, s.training.sharding, priced->total, priced->wallHours };
    return curve;
}

Result<ScenarioAnalysis> analyseScenario(const Scenario& s, const Catalogue& c)
{
    auto main = estimate(s, c);
    if (!main)
        return main.error();
    ScenarioAnalysis a;
    a.estimate = std::move(main).value();
    a.tiers = rankTiers(s, c);

    a.gpuSweep = sweepPlans(s, c, scenarioPlanSpace(s));
    a.paretoFront = paretoFront(a.gpuSweep);
    a.curve = costTimeCurve(s, a.estimate, a.gpuSweep);
    return a;
}

} // namespace Kova
