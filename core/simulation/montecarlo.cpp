#include "simulation/montecarlo.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Kova {

CostOfWall costOfWall(const Scenario& s, const Estimate& e, const ModeEstimate& mode)
{
    double billedGpuTime = 0, phaseHours = 0, fixed = 0;
    double volumeGb = 0, volumeRate = 0;
    for (const CostLine& l : mode.lines) {
        switch (l.id) {
        case CostLineId::GpuTime:
            billedGpuTime += l.amount; // a reserved term is billed whole, however short the run
            break;
        case CostLineId::InterruptionOverhead:
            break; // part of the simulated wall-clock
        case CostLineId::CheckpointVolume:
            volumeGb = l.gb;
            volumeRate = l.rate;
            break;
        case CostLineId::Phase:
            phaseHours += l.hours;
            fixed += l.amount;
            break;
        case CostLineId::DatasetIngress:
        case CostLineId::Egress:
            fixed += l.amount;
            break;
        }
    }
    const double work = e.compute.wallHours, gpus = s.cluster.gpus, rate = mode.ratePerGpuHour;
    const double retentionDays = s.storage.retentionDays;
    // The lines of estimateMode() for a main run that took `wallHours` instead of the expected time:
    // hours beyond the work are the interruption overhead, billed at the mode's rate.
    return [=](double wallHours) {
        const double days = (wallHours + phaseHours) / 24.0 + retentionDays;
        return billedGpuTime + gpuTimeAmount(gpus, wallHours - work, rate) + volumeAmount(volumeGb, days, volumeRate)
            + fixed;
    };
}

std::optional<PlanSimulation> planSimulation(const Scenario& s, const Estimate& e)
{
    const ModeEstimate* me = e.mode(s.mode);
    if (!me)
        me = e.cheapest();
    if (!me)
        return std::nullopt;
    PlanSimulation sim;
    sim.mode = me->mode;
    sim.model = interruptionModel(s, e.compute.wallHours);
    if (sim.mode != PurchaseMode::Interruptible && sim.mode != PurchaseMode::Spot)
        sim.model.mtbiHours = 0;
    sim.cost = costOfWall(s, e, *me);
    sim.seed = s.seed;
    return sim;
}

int Histogram::total() const
{
    return std::accumulate(counts.begin(), counts.end(), 0);
}

Histogram histogram(const QList<double>& samples, int bins)
{
    Histogram h;
    if (samples.isEmpty() || bins < 1)
        return h;
    const auto [lo, hi] = std::minmax_element(samples.begin(), samples.end());
    h.lower = *lo;
    if (*hi <= *lo) {
        h.binWidth = std::max(std::abs(*lo) * 1e-3, 1e-9);
        h.lower = *lo - h.binWidth / 2;
        h.counts = { int(samples.size()) };
        return h;
    }
    h.binWidth = (*hi - *lo) / bins;
    h.counts.fill(0, bins);
    for (double v : samples)
        ++h.counts[std::min<qsizetype>(bins - 1, qsizetype((v - h.lower) / h.binWidth))];
    return h;
}

} // namespace Kova
