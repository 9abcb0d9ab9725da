#pragma once

#include "model/estimate.h"
#include "model/scenario.h"
#include "simulation/interruptionsimulation.h"

#include <QList>
#include <optional>

namespace Kova {

// What simulating a plan's interruptions needs: the model of its main run, what a run costs for a
// given wall-clock, and the scenario's seed.
struct PlanSimulation
{
    PurchaseMode mode = PurchaseMode::OnDemand;
    InterruptionModel model;
    CostOfWall cost;
    quint64 seed = 0;
};

// The cost of one run from a mode's lines when its main run took `wallHours` (interruptions
// included): the billed GPU time plus the hours beyond the work at the mode's rate, the checkpoint
// volume for its days; phases and transfers are fixed. At the expected wall-clock it equals the mode's
// total. The one cost model of the window's and the command line's Monte Carlo.
CostOfWall costOfWall(const Scenario& s, const Estimate& e, const ModeEstimate& mode);

// The scenario's purchase mode, or the cheapest one the offer has when it lacks it; interruptions are
// only drawn for interruptible and spot capacity, as in estimateMode(). Empty without any priced mode.
std::optional<PlanSimulation> planSimulation(const Scenario& s, const Estimate& e);

// Samples counted in equal-width bins from the smallest to the largest sample (the largest falls in
// the last bin); a single bin when all samples are equal.
struct Histogram
{
    double lower = 0;
    double binWidth = 0;
    QList<int> counts;

    int total() const;
    double binStart(qsizetype bin) const { return lower + double(bin) * binWidth; }
    double upper() const { return binStart(counts.size()); }
};

Histogram histogram(const QList<double>& samples, int bins);

} // namespace Kova
