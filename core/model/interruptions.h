#pragma once

namespace Kova {

// Young 1974, "A first order approximation to the optimum checkpoint interval": τ = √(2·δ·M).
double youngIntervalHours(double checkpointHours, double mtbiHours);

// Daly 2006, "A higher order estimate of the optimum checkpoint interval for restart dumps", eq. 37:
// τ = √(2δM)·[1 + ⅓·√(δ/2M) + (δ/2M)/9] − δ for δ < 2M, else τ = M
// (as in LLNL SCR, scripts/common/scr_ckpt_interval.py).
double dalyIntervalHours(double checkpointHours, double mtbiHours);

// A run as the checkpoint formulas see it; the Greek letters are Daly's.
struct InterruptionModel
{
    double workHours = 0; // failure-free compute time
    double intervalHours = 1; // compute between checkpoints
    double checkpointHours = 0; // δ, time to write one checkpoint
    double restartHours = 0; // R, time to restart and reload
    double mtbiHours = 0; // M, mean time between interruptions (exponential)
};

// Expected wall-clock hours with exponentially distributed interruptions striking at any time, restarts
// included: a segment of length L = τ + δ takes M·e^{R/M}·(e^{L/M} − 1) on average (Daly 2006, eq. 13),
// summed over the run's segments (the last one shorter).
double expectedWallHours(const InterruptionModel& m);

// The longest expected wall-clock a run may have, about 1,141 years: beyond it (or when the expectation
// overflows) the interruptions leave the run no chance to finish, and estimates refuse them.
constexpr double MaxExpectedWallHours = 1e7;
// Whether expectedWallHours(m) is finite and within MaxExpectedWallHours.
bool finishesWithinLimit(const InterruptionModel& m);

} // namespace Kova
