#pragma once

#include "model/estimate.h"
#include "model/keys.h"

#include <optional>

namespace Kova {

// The plans a sweep tries: GPU counts, shardings and offers.
struct PlanSpace
{
    QList<int> gpuCounts;
    QList<Sharding> shardings { Sharding::DDP, Sharding::ZeRO1, Sharding::ZeRO2, Sharding::ZeRO3 };
    QStringList offerIds; // empty: every offer
    // Providers to plan on (empty: every one) and to leave out, compared without case.
    QStringList providers;
    QStringList excludedProviders;
    bool respectContiguousCapacity = true;
    // Multi-node plans on offers whose cluster network no source states: allowed, flagged, or not plans.
    bool allowUnconfirmedNetwork = false;

    // Whether the offer is among those the space plans on (its id and provider).
    bool includes(const Offer& offer) const;
    // Whether `gpus` GPUs of the offer are a plan of `s` as far as the network between its nodes goes: none when
    // the provider sells no cluster of its nodes; on a network nobody published (networkUnknown()), only when allowed.
    bool allowsNetwork(const Scenario& s, const Offer& offer, int gpus) const;
    // Whether the offer has room for `gpus` GPUs in one place: its contiguous capacity, when known and respected.
    bool hasRoom(const Offer& offer, int gpus) const;
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
    int gpusPerNode = 1; // the offer's node: a plan rents whole nodes, or a part of one that divides it
    bool networkUnconfirmed = false; // several nodes joined by a network no source states

    bool wholeNodes() const { return gpusPerNode <= 1 || gpus % gpusPerNode == 0; }
    bool multiNode() const { return gpus > gpusPerNode; }
};

// What a plan search is asked: the cheapest plan within a deadline, or the fastest within a budget.
enum class PlanGoal { CheapestWithinDeadline, FastestWithinBudget };

// Plans whose cost (or time) is within this share of the best plan's count as equally good: 2 %.
inline constexpr double DefaultPlanTolerance = 0.02;
// Past half the best plan's cost, "as good" means nothing: the most a user may set.
inline constexpr double MaxPlanTolerance = 0.5;

struct PlanRequest
{
    PlanGoal goal = PlanGoal::CheapestWithinDeadline;
    double limit = 0; // hours for a deadline, the catalogue's currency for a budget
    double tolerance = DefaultPlanTolerance; // a share: 0.02 is 2 %
};

// Why a plan is worth showing beside the chosen one.
enum class PlanRole { Chosen, Cheapest, Fastest, FewestGpus };
// The words for the roles in `plan --json`.
constexpr std::array<KeyEntry<PlanRole>, 4> keyTable(PlanRole)
{
    return { { { PlanRole::Chosen, QLatin1StringView("chosen") }, { PlanRole::Cheapest, QLatin1StringView("cheapest") },
        { PlanRole::Fastest, QLatin1StringView("fastest") },
        { PlanRole::FewestGpus, QLatin1StringView("fewest_gpus") } } };
}

// One of the few plans that matter, with every role it holds.
struct PlanTradeOff
{
    PlanCandidate plan;
    QList<PlanRole> roles;
};

// The answer to a plan request.
struct PlanChoice
{
    std::optional<PlanCandidate> chosen; // acceptablePlan(): what the planner recommends
    std::optional<PlanCandidate> best; // the strict best: cheapest within the deadline, or fastest within the budget
    // The chosen plan, then the cheapest, the fastest and the one with the fewest GPUs that meet the limit, each
    // plan once with all its roles; empty when no plan meets the limit.
    QList<PlanTradeOff> tradeOffs;
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

// Whether a plan meets the request's limit.
bool meetsLimit(const PlanCandidate& p, const PlanRequest& request);

// The plan a buyer would accept: among the plans meeting the limit whose cost (deadline) or time (budget) is within
// the tolerance of the strict best's, whole nodes first, then the fewest GPUs, then the cheaper (faster) one.
std::optional<PlanCandidate> acceptablePlan(const QList<PlanCandidate>& candidates, const PlanRequest& request);

// The chosen plan, the strict best and the trade-offs around them.
PlanChoice choosePlan(const QList<PlanCandidate>& candidates, const PlanRequest& request);

// The scenario changed to follow a plan.
Scenario applyPlan(const Scenario& s, const Catalogue& c, const PlanCandidate& plan);

} // namespace Kova
