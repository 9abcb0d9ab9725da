#pragma once

#include "io/scenariofile.h"
#include "model/estimate.h"
#include "model/result.h"
#include "model/scenario.h"
#include "simulation/interruptionsimulation.h"

#include <QList>
#include <optional>

namespace Kova {

// The one Monte Carlo of a plan: the window and the command line both run planSimulation() then
// simulatePlan(), with one rule.
// - The mode simulated is the scenario's purchase mode. When the offer does not sell it there is nothing
//   to simulate: planSimulation() fails with noPriceToSimulate(), which the window and the command line
//   show; another mode is never simulated in its place.
// - Interruptions are drawn for interruptible modes only (isInterruptible), as in estimateMode().
// - A run's wall-clock is its main run, simulated, plus the phases' hours, fixed: the estimate's
//   wall-clock (ModeEstimate::wallHours) is its expectation.
// - A run's cost is the mode's cost lines for that wall-clock (costOfWall).
struct PlanSimulation
{
    PurchaseMode mode = PurchaseMode::OnDemand;
    InterruptionModel model; // the main run's
    double phaseHours = 0; // the phases' lines, added to every run's wall-clock
    CostOfWall cost; // of the main run's wall-clock
    quint64 seed = 0; // the scenario's
};

// The cost of one run from a mode's lines when its main run took `wallHours` (interruptions
// included): the billed GPU time, the hours beyond the work at the GPU time's rate, the checkpoint
// volume for the days of the whole wall-clock (phases included), the phases and transfers as billed. At
// the expected wall-clock it equals the mode's total.
CostOfWall costOfWall(const Scenario& s, const Estimate& e, const ModeEstimate& mode);

// "the offer has no spot price to simulate": why a plan has nothing to simulate.
QString noPriceToSimulate(PurchaseMode mode);

// The simulation of the scenario's mode, or an error on the key "mode" when the offer does not sell it.
Result<PlanSimulation> planSimulation(const Scenario& s, const Estimate& e);

// Why `runs` runs of the plan are too many to simulate (over MonteCarloDrawBudget draws), naming the runs
// and the budget; nothing when they are within it.
std::optional<QString> monteCarloOverBudget(const PlanSimulation& plan, int runs);

// Runs the plan options.runs times from the scenario's seed (the plan's; options.seed is not used):
// deterministic for a seed whatever the thread count. Wall-clock samples and quantiles include the
// phases.
MonteCarloResult simulatePlan(const PlanSimulation& plan, MonteCarloOptions options);

// Samples counted in equal-width bins from the smallest to the largest sample (the largest falls in
// the last bin); a single bin when all samples are equal.
struct Histogram
{
    double lower = 0;
    double binWidth = 0;
    QList<int> counts;

    // The number of samples counted.
    int total() const;
    // Where a bin begins; binStart(counts.size()) is where the last one ends.
    double binStart(qsizetype bin) const { return lower + double(bin) * binWidth; }
    double upper() const { return binStart(counts.size()); }
};

// The samples in `bins` equal bins, for the distribution charts of the window and the report.
Histogram histogram(const QList<double>& samples, int bins);

} // namespace Kova
