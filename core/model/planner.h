#pragma once

#include "model/estimate.h"

#include <optional>

namespace Kova {

// The plans a sweep tries: GPU counts, shardings and offers.
struct PlanSpace
{
    QList<int> gpuCounts;
    QList<Sharding> shardings { Sharding::DDP, Sharding::ZeRO1, Sharding::ZeRO2, Sharding::ZeRO3 };
    QStringList offerIds; // empty: every offer
    bool respectContiguousCapacity = true;
};

// 1, 2, 4, 8 and multiples of 8 nodes' worth up to 2,048 GPUs.
QList<int> defaultGpuCounts();

// One plan of the sweep and what it costs and takes.
struct PlanCandidate
{
    int offerIndex = 0;
    int gpus = 0;
    PurchaseMode mode = PurchaseMode::OnDemand;
    Sharding sharding = Sharding::ZeRO3;
    double total = 0;
    double wallHours = 0;
};

// The amount of training a plan must deliver: a fixed-duration scenario is turned into the tokens its
// own configuration would process, so other GPU counts can be compared on the same work.
Scenario workloadOf(const Scenario& s, const Catalogue& c);

// Every plan that fits in memory (and in the offer's contiguous capacity), with its total and time.
QList<PlanCandidate> sweepPlans(const Scenario& s, const Catalogue& c, const PlanSpace& space);

// Plans no other plan beats on both cost and time, fastest first (of plans alike in both, the first in the sweep).
QList<PlanCandidate> paretoFront(QList<PlanCandidate> candidates);

// The cheapest plan that ends within `deadlineHours` (on a tie the faster, then the first in the sweep); none
// when no plan does.
std::optional<PlanCandidate> cheapestWithinDeadline(const QList<PlanCandidate>& candidates, double deadlineHours);
// The fastest plan whose total is within `budget` (on a tie the cheaper, then the first in the sweep); none
// when no plan is.
std::optional<PlanCandidate> fastestWithinBudget(const QList<PlanCandidate>& candidates, double budget);

// The scenario changed to follow a plan.
Scenario applyPlan(const Scenario& s, const Catalogue& c, const PlanCandidate& plan);

} // namespace Kova
