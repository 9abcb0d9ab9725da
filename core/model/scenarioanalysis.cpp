#include "model/scenarioanalysis.h"

#include "model/throughput.h"

#include <QSet>
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
    QSet<QString> gpus;
    for (const Tier& tier : c.tiers)
        if (const Offer* o = c.offer(tier.offerId))
            gpus.insert(o->gpuId);
    if (gpus.isEmpty())
        return ranks;
    // The offers of the tiers' GPU models, quoted together (offers alike in interconnect share one run time),
    // in place: a copy of them at each step of a slider costs more than their quotes.
    const Scenario work = workloadOf(s, c);
    const QList<OfferQuote> quotes = quoteOffers(work, c, [&gpus](const Offer& o) { return gpus.contains(o.gpuId); });
    double usefulEflop = 0;
    if (const Offer* first = c.offer(c.tiers.constFirst().offerId); first && c.gpu(first->gpuId))
        usefulEflop = estimateCompute(work, *first, *c.gpu(first->gpuId), work.cluster.gpus, work.training.sharding)
                          .trainingFlops
            / 1e18;

    for (const Tier& tier : c.tiers) {
        const Offer* offer = c.offer(tier.offerId);
        if (!offer)
            continue;
        TierRank r { tier.id, offer->id, {}, {}, {}, usefulEflop };
        for (qsizetype i = 0; i < c.offers.size(); ++i) {
            const Offer& o = c.offers[i];
            if (o.gpuId != offer->gpuId)
                continue;
            const OfferQuote& q = quotes[i];
            if (o.id == offer->id)
                r.atTier = q;
            if (q.sold && q.fits && (r.bestOfferId.isEmpty() || q.total < r.atBest.total)) {
                r.bestOfferId = o.id;
                r.atBest = q;
            }
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

Result<ScenarioAnalysis> analyseScenario(const Scenario& s, const Catalogue& c)
{
    auto main = estimate(s, c);
    if (!main)
        return main.error();
    ScenarioAnalysis a;
    a.estimate = std::move(main).value();
    a.tiers = rankTiers(s, c);

    PlanSpace space;
    space.offerIds = { s.cluster.offerId };
    space.shardings = { s.training.sharding };
    space.respectContiguousCapacity = false;
    space.allowUnconfirmedNetwork = true; // the scenario's own offer: its warnings say what is not confirmed
    a.gpuSweep = sweepPlans(s, c, space);
    a.paretoFront = paretoFront(a.gpuSweep);
    return a;
}

} // namespace Kova
