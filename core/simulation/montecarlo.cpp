#include "simulation/montecarlo.h"

#include "model/names.h"
#include "model/scenariokeys.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct MonteCarloText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::MonteCarlo)
};

double phaseHours(const ModeEstimate& mode)
{
    double hours = 0;
    for (const CostLine& l : mode.lines)
        if (l.id == CostLineId::Phase)
            hours += l.hours;
    return hours;
}

} // namespace

CostOfWall costOfWall(const Scenario& s, const Estimate& e, const ModeEstimate& mode)
{
    double billedGpuTime = 0, gpus = 0, rate = 0, fixed = 0;
    double volumeGb = 0, volumeRate = 0;
    for (const CostLine& l : mode.lines) {
        switch (l.id) {
        case CostLineId::GpuTime:
            billedGpuTime += l.amount; // a reserved term is billed whole, however short the run
            gpus = l.gpus;
            rate = l.rate;
            break;
        case CostLineId::InterruptionOverhead:
            break; // part of the simulated wall-clock
        case CostLineId::CheckpointVolume:
            volumeGb = l.gb;
            volumeRate = l.rate;
            break;
        case CostLineId::Phase:
        case CostLineId::DatasetIngress:
        case CostLineId::Egress:
            fixed += l.amount;
            break;
        }
    }
    const double work = e.compute.wallHours, phases = phaseHours(mode);
    const double retentionDays = s.storage.retentionDays;
    // The lines of estimateMode() for a main run that took `wallHours` instead of the expected time:
    // hours beyond the work are the interruption overhead, billed like the GPU time.
    return [=](double wallHours) {
        const double days = volumeDays(wallHours + phases, retentionDays);
        return billedGpuTime + gpuTimeAmount(gpus, wallHours - work, rate) + volumeAmount(volumeGb, days, volumeRate)
            + fixed;
    };
}

QString noPriceToSimulate(PurchaseMode mode)
{
    return MonteCarloText::tr("the offer has no %1 price to simulate").arg(purchaseModeName(mode));
}

Result<PlanSimulation> planSimulation(const Scenario& s, const Estimate& e)
{
    const ModeEstimate* me = e.mode(s.mode);
    if (!me)
        return InputError { {}, ScenarioKey::Mode, noPriceToSimulate(s.mode) };
    PlanSimulation sim;
    sim.mode = me->mode;
    sim.model = interruptionModel(s, e.compute.wallHours, sim.mode);
    sim.phaseHours = phaseHours(*me);
    sim.cost = costOfWall(s, e, *me);
    sim.seed = s.seed;
    return sim;
}

std::optional<QString> monteCarloOverBudget(const PlanSimulation& plan, int runs)
{
    const double draws = expectedDraws(plan.model, runs);
    if (draws <= MonteCarloDrawBudget)
        return std::nullopt;
    const QLocale l;
    return MonteCarloText::tr("%1 runs would draw about %2 interruptions, over the budget of %3 for one simulation; "
                              "simulate at most %4 runs")
        .arg(l.toString(runs), l.toString(draws, 'g', 3), l.toString(qint64(MonteCarloDrawBudget)),
            l.toString(qint64(std::max(1.0, std::floor(double(runs) * MonteCarloDrawBudget / draws)))));
}

MonteCarloResult simulatePlan(const PlanSimulation& plan, MonteCarloOptions options)
{
    options.seed = plan.seed;
    MonteCarloResult r = simulateInterruptions(plan.model, plan.cost, options);
    if (r.cancelled)
        return r;
    for (double& w : r.wallSamples)
        w += plan.phaseHours;
    r.wallHours.mean += plan.phaseHours;
    r.wallHours.p50 += plan.phaseHours;
    r.wallHours.p90 += plan.phaseHours;
    return r;
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
