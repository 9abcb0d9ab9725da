#pragma once

#include <QList>

#include <atomic>
#include <functional>

namespace Kova {

// Young 1974, "A first order approximation to the optimum checkpoint interval": τ = √(2·δ·M).
double youngIntervalHours(double checkpointHours, double mtbiHours);

// Daly 2006, "A higher order estimate of the optimum checkpoint interval for restart dumps", eq. 37:
// τ = √(2δM)·[1 + ⅓·√(δ/2M) + (δ/2M)/9] − δ for δ < 2M, else τ = M
// (as in LLNL SCR, scripts/common/scr_ckpt_interval.py).
double dalyIntervalHours(double checkpointHours, double mtbiHours);

struct InterruptionModel
{
    double workHours = 0;       // failure-free compute time
    double intervalHours = 1;   // compute between checkpoints
    double checkpointHours = 0; // δ, time to write one checkpoint
    double restartHours = 0;    // R, time to restart and reload
    double mtbiHours = 0;       // M, mean time between interruptions (exponential)
};

// Expected wall-clock hours with exponentially distributed interruptions striking at any time, restarts
// included: a segment of length L = τ + δ takes M·e^{R/M}·(e^{L/M} − 1) on average (Daly 2006, eq. 13),
// summed over the run's segments (the last one shorter).
double expectedWallHours(const InterruptionModel& m);

struct Quantiles
{
    double mean = 0, p50 = 0, p90 = 0;
};

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
MonteCarloResult simulateInterruptions(const InterruptionModel& m, const CostOfWall& cost,
                                       const MonteCarloOptions& options);

// One simulated run's wall-clock hours; exposed for tests and benchmarks.
class Xoshiro256;
double simulateOneRun(const InterruptionModel& m, Xoshiro256& rng);

// xoshiro256++ (Blackman & Vigna 2019), seeded through splitmix64.
class Xoshiro256
{
public:
    explicit Xoshiro256(quint64 seed);
    quint64 next();
    double uniform01() { return double(next() >> 11) * 0x1.0p-53; }
    double exponential(double mean); // ziggurat method, core/ziggurat.cpp

private:
    quint64 m_s[4];
};

} // namespace Kova
