#include "model/scenarioanalysis.h"

namespace Kova {

Result<ScenarioAnalysis> analyseScenario(const Scenario& s, const Catalogue& c)
{
    auto main = estimate(s, c);
    if (!main)
        return main.error();
    ScenarioAnalysis a;
    a.estimate = std::move(main).value();

    // The tiers run the same work (a fixed duration becomes its tokens), so a faster GPU finishes sooner.
    const Scenario work = workloadOf(s, c);
    EstimateOptions light;
    light.withWarnings = false;
    light.withFitByGpu = false;
    for (const Tier& tier : c.tiers) {
        Scenario t = work;
        t.cluster.offerId = tier.offerId;
        if (auto e = estimate(t, c, light))
            a.tiers.append({ tier.id, std::move(e).value() });
    }

    PlanSpace space;
    space.offerIds = { s.cluster.offerId };
    space.shardings = { s.training.sharding };
    space.respectContiguousCapacity = false;
    a.gpuSweep = sweepPlans(s, c, space);
    a.paretoFront = paretoFront(a.gpuSweep);
    return a;
}

} // namespace Kova
