#include "plan/planshortfall.h"

#include "model/memory.h"
#include "plan/gpucount.h"

#include <algorithm>

namespace Kova {

double PlanShortfall::overBy() const
{
    if (!nearest)
        return 0;
    return obstacle == PlanObstacle::Budget ? nearest->total - limit : nearest->wallHours - limit;
}

namespace {

bool searched(const Offer& o, const Catalogue& c, const PlanSpace& space)
{
    return c.gpu(o.gpuId) && space.includes(o);
}

// The least memory per GPU over the usable GPU counts and the shardings; false when no count is usable.
bool findLeastMemory(const Scenario& work, const QList<int>& counts, const PlanSpace& space, PlanShortfall& out)
{
    const int group = work.training.tensorParallel * work.training.pipelineParallel;
    bool any = false;
    Training t = work.training;
    for (int gpus : counts) {
        if (gpus % group != 0 || !batchCoversGpus(work.model, work.training, gpus))
            continue;
        for (Sharding sharding : space.shardings) {
            t.sharding = sharding;
            const double gb = memoryPerGpu(work.model, t, gpus).totalGb();
            if (!any || gb < out.leastMemoryGb) {
                out.leastMemoryGb = gb;
                out.leastMemoryGpus = gpus;
                out.leastMemorySharding = sharding;
            }
            any = true;
        }
    }
    return any;
}

// The fewest GPUs on which the model fits on `gpu` (a usable count of `offer`), or 0.
int fewestThatFit(
    const Scenario& work, const QList<int>& counts, const PlanSpace& space, const Offer& offer, const GpuModel& gpu)
{
    Training t = work.training;
    for (int gpus : counts) {
        if (!isUsableGpuCount(offer, work.training, gpus) || !space.allowsNetwork(work, offer, gpus)
            || !batchCoversGpus(work.model, work.training, gpus))
            continue;
        for (Sharding sharding : space.shardings) {
            t.sharding = sharding;
            if (memoryPerGpu(work.model, t, gpus).totalGb() <= gpu.usableVramGb)
                return gpus;
        }
    }
    return 0;
}

} // namespace

PlanShortfall explainShortfall(const Scenario& s, const Catalogue& c, const MarketPlans& market,
    const PlanRequest& request, const PlanSpace& space)
{
    PlanShortfall out;
    out.limit = request.limit;
    const Scenario work = workloadOf(s, c);
    QList<int> counts = space.gpuCounts.isEmpty() ? defaultGpuCounts() : space.gpuCounts;
    std::sort(counts.begin(), counts.end());

    if (market.considered > 0) {
        out.obstacle = request.goal == PlanGoal::CheapestWithinDeadline ? PlanObstacle::Deadline : PlanObstacle::Budget;
        // The front's first plan is the fastest (of equals the cheaper), its last the cheapest (of equals the faster).
        const QList<PlanCandidate> front = paretoFront(market.plans);
        if (!front.isEmpty())
            out.nearest = out.obstacle == PlanObstacle::Deadline ? front.first() : front.last();
        if (space.respectContiguousCapacity) {
            PlanSpace roomy = space;
            roomy.respectContiguousCapacity = false;
            out.withMoreCapacity = acceptablePlan(marketPlans(s, c, roomy).plans, request);
        }
        return out;
    }

    if (!findLeastMemory(work, counts, space, out)) {
        out.obstacle = PlanObstacle::GpuCount;
        return out;
    }
    for (const Offer& o : c.offers) {
        if (!searched(o, c, space))
            continue;
        const GpuModel* gpu = c.gpu(o.gpuId);
        if (gpu->usableVramGb > out.largestVramGb) {
            out.largestVramGb = gpu->usableVramGb;
            out.largestGpuId = gpu->id;
        }
    }
    if (out.leastMemoryGb > out.largestVramGb) {
        out.obstacle = PlanObstacle::Memory;
        out.layouts = layoutsThatFit(work, out.largestVramGb);
        return out;
    }

    out.obstacle = PlanObstacle::Capacity;
    for (const Offer& o : c.offers) {
        if (!searched(o, c, space))
            continue;
        const int fewest = fewestThatFit(work, counts, space, o, *c.gpu(o.gpuId));
        if (fewest == 0)
            continue;
        if (out.fewestGpusThatFit == 0 || fewest < out.fewestGpusThatFit)
            out.fewestGpusThatFit = fewest;
        out.largestCapacity = std::max(out.largestCapacity, o.maxContiguousGpus.value_or(0));
    }
    PlanSpace roomy = space;
    roomy.respectContiguousCapacity = false;
    const QList<PlanCandidate> plans = marketPlans(s, c, roomy).plans;
    out.nearest = acceptablePlan(plans, request);
    out.nearestIgnoresCapacity = true;
    return out;
}

} // namespace Kova
