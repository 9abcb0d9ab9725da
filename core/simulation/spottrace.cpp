#include "simulation/spottrace.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// The shortest checkpoint interval replayed (the scenario file's own minimum, 0.01 min).
constexpr double MinIntervalHours = 0.01 / 60.0;

} // namespace

double traceMtbiHours(const SpotTrace& trace, double bid)
{
    double available = 0;
    int rises = 0;
    for (qsizetype i = 0; i + 1 < trace.hours.size(); ++i) {
        if (trace.prices[i] <= bid)
            available += trace.hours[i + 1] - trace.hours[i];
        else if (i > 0 && trace.prices[i - 1] <= bid)
            ++rises;
    }
    return rises > 0 ? available / rises : 0.0;
}

SpotReplay replaySpot(
    const SpotTrace& trace, const InterruptionModel& run, int gpus, double bid, const std::atomic_bool* cancel)
{
    SpotReplay r;
    if (run.workHours <= 0) {
        r.finished = true;
        return r;
    }
    const double interval = std::max(run.intervalHours, MinIntervalHours);
    bool holding = false;
    double restartLeft = 0; // restart still to go before computing again
    double segmentDone = 0; // time spent in the current segment: compute, then its checkpoint write
    qint64 steps = 0;
    auto stop = [&] {
        if (++steps < SpotReplayStepBudget && (steps % 1048576 != 0 || !cancel || !cancel->load()))
            return false;
        r.overBudget = steps >= SpotReplayStepBudget;
        return true;
    };
    for (qsizetype i = 0; i + 1 < trace.hours.size(); ++i) {
        if (stop()) {
            r.wallHours = trace.hours[i];
            return r;
        }
        const double price = trace.prices[i], end = trace.hours[i + 1];
        if (price > bid) {
            if (holding) {
                ++r.interruptions;
                holding = false;
                segmentDone = 0;
                restartLeft = run.restartHours;
            }
            continue;
        }
        holding = true;
        for (double t = trace.hours[i]; t < end;) {
            if (stop()) {
                r.wallHours = t;
                return r;
            }
            double step = end - t;
            if (restartLeft > 0) {
                step = std::min(step, restartLeft);
                restartLeft -= step;
            } else {
                const double compute = std::min(interval, run.workHours - r.workHoursDone);
                const double left = compute + run.checkpointHours - segmentDone;
                if (left <= step) {
                    step = left;
                    segmentDone = 0;
                    const bool last = compute >= run.workHours - r.workHoursDone;
                    r.workHoursDone = last ? run.workHours : r.workHoursDone + compute;
                } else {
                    segmentDone += step;
                }
            }
            t += step;
            r.gpuHoursPaid += gpus * step;
            r.gpuCost += gpus * step * price;
            if (r.workHoursDone >= run.workHours) {
                r.finished = true;
                r.wallHours = t;
                return r;
            }
        }
    }
    r.wallHours = trace.endHours();
    return r;
}

InterruptionModel spotReplayModel(const Scenario& s, double workHours, const SpotTrace& trace)
{
    InterruptionModel m;
    m.workHours = workHours;
    m.checkpointHours = s.interruptions.checkpointWriteMin / 60.0;
    m.restartHours = s.interruptions.restartMin / 60.0;
    m.mtbiHours = traceMtbiHours(trace, s.spot.bid.value_or(0));
    if (s.interruptions.checkpointIntervalMin)
        m.intervalHours = *s.interruptions.checkpointIntervalMin / 60.0;
    else if (m.mtbiHours > 0)
        m.intervalHours = std::max(dalyIntervalHours(m.checkpointHours, m.mtbiHours), MinIntervalHours);
    else
        m.intervalHours = workHours;
    return m;
}

QJsonObject spotReplayToJson(const SpotReplay& r, const InterruptionModel& run, double bid)
{
    return { { "bid"_L1, bid }, { "checkpoint_interval_min"_L1, run.intervalHours * 60.0 },
        { "trace_mtbi_hours"_L1, run.mtbiHours }, { "wall_hours"_L1, r.wallHours }, { "gpu_cost"_L1, r.gpuCost },
        { "gpu_hours"_L1, r.gpuHoursPaid }, { "work_hours_done"_L1, r.workHoursDone },
        { "interruptions"_L1, r.interruptions }, { "finished"_L1, r.finished } };
}

} // namespace Kova
