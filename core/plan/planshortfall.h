#pragma once

#include "model/warnings.h"
#include "plan/marketplanner.h"

namespace Kova {

// The first limit no plan gets past, in the order a plan is built: a usable GPU count, the memory, the offers'
// contiguous capacity, then the request's deadline or budget.
enum class PlanObstacle { GpuCount, Memory, Capacity, Deadline, Budget };
// The words for the obstacles in `plan --json`.
constexpr std::array<KeyEntry<PlanObstacle>, 5> keyTable(PlanObstacle)
{
    return { { { PlanObstacle::GpuCount, QLatin1StringView("gpu_count") },
        { PlanObstacle::Memory, QLatin1StringView("memory") },
        { PlanObstacle::Capacity, QLatin1StringView("capacity") },
        { PlanObstacle::Deadline, QLatin1StringView("deadline") },
        { PlanObstacle::Budget, QLatin1StringView("budget") } } };
}

// Why a plan request has no answer, with the figures that say by how much, and the nearest plan that would pass.
struct PlanShortfall
{
    PlanObstacle obstacle = PlanObstacle::Deadline;
    // Memory: the least memory per GPU any usable GPU count and sharding needs, and the most any offered GPU holds.
    double leastMemoryGb = 0;
    int leastMemoryGpus = 0;
    Sharding leastMemorySharding = Sharding::ZeRO3;
    double largestVramGb = 0;
    QString largestGpuId;
    QList<FitSuggestion> layouts; // layouts that would fit on that GPU (the engine's own search)
    // Capacity: the fewest GPUs on which the model fits, and the most any offer whose GPU can hold it has in one place.
    int fewestGpusThatFit = 0;
    int largestCapacity = 0;
    // Deadline or budget: the limit, and the plan nearest to it (the fastest, or the cheapest).
    double limit = 0;
    std::optional<PlanCandidate> nearest;
    // A plan that would meet the limit if the offers had room for more GPUs in one place (capacity ignored).
    std::optional<PlanCandidate> withMoreCapacity;
    bool nearestIgnoresCapacity = false; // `nearest` comes from the search with capacity ignored

    double overBy() const; // how far `nearest` is past the limit: hours or money
};

// Why `market` (marketPlans() of `s` over `c` and `space`) has no plan for `request`; call it only when none meets
// the limit. Searches again with the capacity ignored when the capacity is in the way.
PlanShortfall explainShortfall(const Scenario& s, const Catalogue& c, const MarketPlans& market,
    const PlanRequest& request, const PlanSpace& space = {});

} // namespace Kova
