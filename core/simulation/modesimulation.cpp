#include "simulation/modesimulation.h"

#include "simulation/montecarlo.h"

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

bool interruptible(PurchaseMode m)
{
    return m == PurchaseMode::Interruptible || m == PurchaseMode::Spot;
}

QJsonObject quantilesToJson(const Quantiles& q)
{
    return { { "mean"_L1, q.mean }, { "p50"_L1, q.p50 }, { "p90"_L1, q.p90 } };
}

} // namespace

MonteCarloResult simulateMode(const Scenario& s, const Estimate& e, PurchaseMode mode, MonteCarloOptions options)
{
    const ModeEstimate* me = e.mode(mode);
    Q_ASSERT(me);
    const double work = e.compute.wallHours;
    InterruptionModel model = interruptionModel(s, work);
    if (!interruptible(mode))
        model.mtbiHours = 0;
    double phaseHours = 0;
    for (const Phase& ph : s.cluster.phases)
        phaseHours += ph.hours;
    const CostOfWall cost = costOfWall(s, e, *me);
    MonteCarloResult r = simulateInterruptions(model, cost, options);
    if (r.cancelled)
        return r;
    for (double& w : r.wallSamples)
        w += phaseHours;
    r.wallHours.mean += phaseHours;
    r.wallHours.p50 += phaseHours;
    r.wallHours.p90 += phaseHours;
    return r;
}

QJsonObject monteCarloToJson(const MonteCarloResult& r, quint64 seed)
{
    return { { "runs"_L1, r.runs }, { "seed"_L1, double(seed) }, { "wall_hours"_L1, quantilesToJson(r.wallHours) },
        { "cost"_L1, quantilesToJson(r.cost) } };
}

} // namespace Kova
