#include "modesimulation.h"

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

bool interruptible(PurchaseMode m)
{
    return m == PurchaseMode::Interruptible || m == PurchaseMode::Spot;
}

double lineAmount(const ModeEstimate& me, CostLineId id)
{
    double sum = 0;
    for (const CostLine& l : me.lines)
        if (l.id == id)
            sum += l.amount;
    return sum;
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
    const double gpuTime = lineAmount(*me, CostLineId::GpuTime);
    const double fixed = lineAmount(*me, CostLineId::Phase) + lineAmount(*me, CostLineId::DatasetIngress)
        + lineAmount(*me, CostLineId::Egress);
    double volumeRate = 0, volumeGb = 0;
    for (const CostLine& l : me->lines)
        if (l.id == CostLineId::CheckpointVolume)
            volumeRate = l.rate, volumeGb = l.gb;
    const double gpus = s.cluster.gpus, rate = me->ratePerGpuHour, retention = s.storage.retentionDays;
    // The same lines as estimateMode, for a run that took `wall` hours instead of the expected time.
    const CostOfWall cost = [=](double wall) {
        return fixed + gpuTime + gpuTimeAmount(gpus, wall - work, rate)
            + volumeAmount(volumeGb, (wall + phaseHours) / 24.0 + retention, volumeRate);
    };
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
