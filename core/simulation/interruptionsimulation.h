#pragma once

#include "model/interruptions.h"
#include "simulation/random.h"

#include <QList>
#include <atomic>
#include <functional>

namespace Kova {

// The mean, median and 90th percentile of a simulated quantity.
struct Quantiles
{
    double mean = 0, p50 = 0, p90 = 0;
};

// The Monte Carlo's outcome: quantiles and every run's samples, for the charts.
struct MonteCarloResult
{
    int runs = 0;
    bool cancelled = false;
    Quantiles wallHours;
    Quantiles cost;
    QList<double> wallSamples; // every run's wall-clock hours, in run order
    QList<double> costSamples;
};

// Cost of one simulated run as a function of its wall-clock hours (GPU time, volume days, ...).
using CostOfWall = std::function<double(double wallHours)>;

// How many runs, from which seed, on how many threads, with cancel and progress hooks.
struct MonteCarloOptions
{
    int runs = 10000;
    quint64 seed = 1;
    int threads = 0; // 0: the global thread pool; results do not depend on it
    std::atomic_bool* cancel = nullptr;
    std::function<void(int done, int total)> progress;
};

// Simulates the run `runs` times with exponential interruptions; runs are drawn in fixed chunks, each
// seeded from (seed, chunk), so the result is the same whatever the thread count.
MonteCarloResult simulateInterruptions(
    const InterruptionModel& m, const CostOfWall& cost, const MonteCarloOptions& options);

// The most interruptions one Monte Carlo may draw, all runs together (a minute or two on one core): a
// request beyond it is refused before it starts, so that a simulation always ends.
constexpr double MonteCarloDrawBudget = 1e9;
// About how many random draws `runs` runs take: one per run and one per expected interruption
// (expectedWallHours / M, restarts included).
double expectedDraws(const InterruptionModel& m, int runs);

// One simulated run's wall-clock hours; exposed for tests and benchmarks.
double simulateOneRun(const InterruptionModel& m, Xoshiro256& rng);

} // namespace Kova
