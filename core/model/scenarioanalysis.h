#pragma once

#include "model/estimate.h"
#include "model/planner.h"

namespace Kova {

// One editorial tier's estimate of the same workload, for the side-by-side mode chart.
struct TierEstimate
{
    QString tierId;
    Estimate estimate;
};

// Everything the window shows for one scenario, all of it computed by core.
struct ScenarioAnalysis
{
    Estimate estimate;
    QList<TierEstimate> tiers;
    QList<PlanCandidate> gpuSweep; // the scenario's offer and sharding across GPU counts
    QList<PlanCandidate> paretoFront;
};

// The estimate, the tiers' estimates, the GPU sweep and its Pareto front; fails as estimate() does.
Result<ScenarioAnalysis> analyseScenario(const Scenario& s, const Catalogue& c);

} // namespace Kova
