#pragma once

#include "io/spottracefile.h"
#include "model/interruptions.h"
#include "model/scenario.h"

#include <QJsonObject>
#include <atomic>

namespace Kova {

// The mean time the price stays at or below the bid before it rises above it (the trace's own
// mean time between interruptions); 0 when it never rises above the bid.
double traceMtbiHours(const SpotTrace& trace, double bid);

// What a run replayed over a spot price trace did and cost.
struct SpotReplay
{
    double wallHours = 0; // from hour 0 to the end of the run (or of the trace)
    double gpuCost = 0; // GPUs × the price paid for every hour the GPUs were held
    double gpuHoursPaid = 0;
    double workHoursDone = 0; // compute saved by checkpoints
    int interruptions = 0;
    bool finished = false;
    bool overBudget = false; // stopped after SpotReplayStepBudget steps: the figures are partial
};

// The most steps (checkpoint segments, restarts, price rows) one replay takes: about a second. A finer
// checkpoint interval over a longer trace stops there, and the replay says so.
constexpr qint64 SpotReplayStepBudget = 100'000'000;

// Replays a run over the trace: it holds the GPUs and progresses only while the price is at or below
// the bid, checkpointing every intervalHours of compute (checkpointHours each). A rise above the bid is
// an interruption: the work since the last checkpoint is lost and the next start costs restartHours.
// Stops at SpotReplayStepBudget steps (overBudget), or soon after `cancel` is set.
SpotReplay replaySpot(const SpotTrace& trace, const InterruptionModel& run, int gpus, double bid,
    const std::atomic_bool* cancel = nullptr);

// The scenario's run over the trace at its bid: its own checkpoint interval, or Daly's for the trace's
// mean time between interruptions at that bid.
InterruptionModel spotReplayModel(const Scenario& s, double workHours, const SpotTrace& trace);

// The replay and the run it used, for `estimate --json` (hours, minutes and costs as numbers).
QJsonObject spotReplayToJson(const SpotReplay& r, const InterruptionModel& run, double bid);

} // namespace Kova
