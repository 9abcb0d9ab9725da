#pragma once

#include "model/estimate.h"
#include "plan/marketplanner.h"
#include "plan/planner.h"

namespace Kova {

// One editorial tier (Good, Better, Best) priced for the user's own run, next to the market's best offer of
// the tier's GPU model: the tiers are the seeds' picks, the ranking considers every offer of the catalogue.
struct TierRank
{
    QString tierId;
    QString offerId; // the tier's editorial offer
    OfferQuote atTier; // the run at that offer
    QString
        bestOfferId; // the cheapest offer of the same GPU model for the run (the tier's own when it is); may be empty
    OfferQuote atBest;
    double usefulEflop = 0; // the run's training work in EFLOP, 10¹⁸ FLOP (the same for every offer)

    // Cost per useful EFLOP (the seeds' "cost per useful compute"): the total over the work, once memory fit is
    // counted; none when the offer does not sell the mode or the model does not fit.
    std::optional<double> costPerEflop(const OfferQuote& q) const;
};

// One scenario's cost against time in the mode that prices its plan: a plan per GPU count its offer supplies
// (fewest GPUs first), their Pareto front, and the plan it holds now.
struct CostTimeCurve
{
    PurchaseMode mode = PurchaseMode::OnDemand;
    QList<PlanCandidate> plans;
    QList<PlanCandidate> front;
    std::optional<PlanCandidate> current;
};

// Everything the window shows for one scenario, all of it computed by core.
struct ScenarioAnalysis
{
    Estimate estimate;
    QList<TierRank> tiers; // ranked: rankTiers()
    QList<PlanCandidate> gpuSweep; // the scenario's offer and sharding across GPU counts
    QList<PlanCandidate> paretoFront;
    CostTimeCurve curve; // the sweep in the scenario's mode
};

// The catalogue's tiers for the scenario's run (the same work on every offer: a fixed duration becomes its
// tokens, so a faster GPU finishes sooner), each with the cheapest offer of its GPU model in the whole
// catalogue in the scenario's mode and GPU count. Ranked by the lower cost per useful EFLOP of the two,
// tiers that cannot run the scenario last, editorial order on a tie.
QList<TierRank> rankTiers(const Scenario& s, const Catalogue& c);

// The plans of the scenario's own offer and sharding across the GPU counts the offer can supply: whole nodes or
// a part of one it rents, no more than its capacity in one place, and one node when it sells no cluster.
PlanSpace scenarioPlanSpace(const Scenario& s);

// The sweep's plans in the mode that prices the scenario's plan (Estimate::priced()), their front and that plan.
CostTimeCurve costTimeCurve(const Scenario& s, const Estimate& e, const QList<PlanCandidate>& sweep);

// The wall-clock hours and totals several curves span, their plans and current plans with both above zero (what
// logarithmic axes can show); all zero when none is.
struct CostTimeExtent
{
    double leastHours = 0;
    double mostHours = 0;
    double leastTotal = 0;
    double mostTotal = 0;

    void include(const PlanCandidate& p);
    void include(const CostTimeCurve& curve);
};

// The estimate, the tiers' ranking, the GPU sweep over scenarioPlanSpace(), its Pareto front and its curve; fails as
// estimate() does.
Result<ScenarioAnalysis> analyseScenario(const Scenario& s, const Catalogue& c);

} // namespace Kova
