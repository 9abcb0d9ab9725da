#pragma once

#include "plan/planner.h"

#include <functional>

namespace Kova {

// The plans of a whole-market search that can still win, and how much of the market they stand for.
struct MarketPlans
{
    QList<PlanCandidate> plans; // costed: every plan that can be cheapest, fastest or on the Pareto front
    qsizetype candidates = 0; // offers × modes × shardings × GPU counts, before anything is ruled out
    qsizetype considered = 0; // of those, the plans that fit in memory, the batch and the offer's capacity
    qsizetype costed() const { return plans.size(); }
};

// sweepPlans() without costing the plans that cannot win. A run's time depends on the GPU model, the GPU
// count, the sharding and the interconnect, never on the provider's prices; its total grows with the
// time and with each price it pays. So for each interconnect group and GPU count only the sharding with
// the shortest run is costed, and only the offers no other offer of the group undercuts on every price
// (and matches in contiguous capacity). cheapestWithinDeadline(), fastestWithinBudget(), acceptablePlan(),
// choosePlan() and paretoFront() give the same plans over these as over the whole sweep (the plans kept have the
// same GPU counts and nodes as those they stand for, at no higher cost or time). GPU counts an offer cannot rent (not
// whole nodes nor a part of one that divides it) are never plans.
MarketPlans marketPlans(const Scenario& s, const Catalogue& c, const PlanSpace& space = {});

// The plan a buyer would accept from one provider.
struct ProviderPlan
{
    QString provider;
    PlanCandidate plan;
};

// For every provider of the offers `space` plans on, the plan acceptablePlan() picks among that provider's
// offers alone (each provider's market searched on its own: marketPlans() drops the offers another provider
// undercuts), cheapest first for a deadline and fastest first for a budget; providers with no plan meeting
// the limit are left out.
QList<ProviderPlan> bestPlanPerProvider(
    const Scenario& s, const Catalogue& c, const PlanRequest& request, const PlanSpace& space = {});

// What keeps the scenario as it stands (its GPU count and sharding) from running on an offer: the first a plan
// would be refused for (marketPlans()'s rules): a GPU count the offer does not rent, the memory, the network between
// its nodes (none sold, or none confirmed when the space does not allow it), its contiguous capacity.
enum class RunObstacle { None, GpuCount, Memory, Network, Capacity };

// The scenario's bill at one offer, as choosing that offer would price it.
struct OfferQuote
{
    bool sold = false; // the offer sells the scenario's purchase mode (else no total)
    bool fits = false; // the model fits in the offer's GPU memory on the scenario's GPU count
    double total = 0;
    double wallHours = 0;
    PurchaseMode mode = PurchaseMode::OnDemand; // the mode the total is priced in
    RunObstacle obstacle = RunObstacle::None; // of a sold quote

    // Whether the scenario can run at the offer as priced.
    bool runs() const { return sold && obstacle == RunObstacle::None; }
};

// The scenario (its GPU count, mode and sharding) moved onto every offer of the catalogue, in catalogue
// order; offers alike in GPU model and interconnect share one run-time computation.
// With `quoted`, only the offers it accepts are quoted; the others are left as not sold. `space` says which networks
// and capacities a run may count on (its offers and GPU counts are not read).
QList<OfferQuote> quoteOffers(const Scenario& s, const Catalogue& c,
    const std::function<bool(const Offer&)>& quoted = nullptr, const PlanSpace& space = {});
// quoteOffers(), and at the offers that do not sell the scenario's mode the scenario on demand instead (the quote's
// mode says which): a total for every offer that sells either.
QList<OfferQuote> quoteOffersOrOnDemand(const Scenario& s, const Catalogue& c, const PlanSpace& space = {});

// The scenario moved onto one offer of `c`.
OfferQuote quoteOffer(const Scenario& s, const Catalogue& c, const Offer& offer, const PlanSpace& space = {});

// A quote and the offer's index in the catalogue.
struct IndexedQuote
{
    qsizetype offer = -1;
    OfferQuote quote;
};

// The offer of GPU model `gpuId` where the scenario costs least, sold and fitting (the first in catalogue order
// among equal totals), as quoteOffers() would find it; only offers whose GPU time alone is under the best total
// found are quoted, once for offers that bill the run alike, so a market of 50,000 offers of one GPU is searched
// at each step of a slider.
std::optional<IndexedQuote> cheapestOffer(const Scenario& s, const Catalogue& c, const QString& gpuId);

} // namespace Kova
