#include "model/estimate.h"

#include "model/scenariokeys.h"
#include "model/warnings.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct EstimateText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Estimate)
};

CheckpointPlan checkpointPlan(const InterruptionSettings& i)
{
    CheckpointPlan p;
    p.modelled = i.mtbiHours > 0;
    if (!p.modelled) {
        p.intervalMin = i.checkpointIntervalMin.value_or(0);
        return p;
    }
    const double delta = i.checkpointWriteMin / 60.0;
    p.youngMin = youngIntervalHours(delta, i.mtbiHours) * 60.0;
    p.dalyMin = dalyIntervalHours(delta, i.mtbiHours) * 60.0;
    p.intervalMin = i.checkpointIntervalMin.value_or(p.dalyMin);
    return p;
}

} // namespace

ModeEstimate estimateMode(const Scenario& s, const Offer& offer, PurchaseMode mode, const ComputeEstimate& compute)
{
    ModeEstimate me;
    me.mode = mode;
    me.ratePerGpuHour = *offer.prices.price(mode);
    me.reservedTermMonths = mode == PurchaseMode::Reserved ? offer.prices.reservedTermMonths : 0;
    const double gpus = s.cluster.gpus;
    const double work = compute.wallHours;
    const double wall = isInterruptible(mode) ? expectedWallHours(interruptionModel(s, work)) : work;

    double phaseHours = 0;
    const double billed = mode == PurchaseMode::Reserved ? billedReservedHours(work, me.reservedTermMonths) : work;
    me.lines.append(gpuLine(CostLineId::GpuTime, gpus, billed, me.ratePerGpuHour));
    if (wall > work)
        me.lines.append(gpuLine(CostLineId::InterruptionOverhead, gpus, wall - work, me.ratePerGpuHour));
    for (const Phase& ph : s.cluster.phases) {
        const double rate = offer.prices.price(ph.mode).value_or(me.ratePerGpuHour);
        me.lines.append(gpuLine(CostLineId::Phase, ph.gpus, ph.hours, rate, ph.name));
        phaseHours += ph.hours;
    }
    me.wallHours = wall + phaseHours;
    const StoragePlan& st = s.storage;
    me.lines.append(
        volumeLine(st.checkpointVolumeGb, volumeDays(me.wallHours, st.retentionDays), offer.volumePerGbMonth));
    me.lines.append(transferLine(CostLineId::DatasetIngress, st.datasetGb, offer.ingressPerGb));
    if (st.egressGb > 0)
        me.lines.append(transferLine(CostLineId::Egress, st.egressGb, offer.egressPerGb));
    for (const CostLine& l : std::as_const(me.lines))
        me.total += l.amount;
    return me;
}

namespace {

MarketComparison marketComparison(const Catalogue& c, const Offer& offer, double gpus, double work)
{
    MarketComparison m;
    const MarketPrice* price = c.marketFor(offer.gpuId);
    if (!price)
        return m;
    m.onDemandRate = price->onDemandMedian;
    m.spotRate = price->spot;
    if (price->onDemandMedian)
        m.onDemandGpuTime = gpuTimeAmount(gpus, work, *price->onDemandMedian);
    if (price->spot)
        m.spotGpuTime = gpuTimeAmount(gpus, work, *price->spot);
    return m;
}

QList<GpuFit> fitByGpu(const Scenario& s, const Catalogue& c)
{
    QList<GpuFit> out;
    const MemoryBreakdown mem = memoryPerGpu(s.model, s.training, s.cluster.gpus);
    for (const GpuModel& g : c.gpus)
        out.append({ .gpuId = g.id,
            .usableVramGb = g.usableVramGb,
            .fits = mem.totalGb() <= g.usableVramGb,
            .minGpus = minimumGpus(s.model, s.training, g.usableVramGb) });
    return out;
}

} // namespace

std::optional<QString> neverFinishes(const Scenario& s, const Offer& offer, const GpuModel& gpu)
{
    if (s.interruptions.mtbiHours <= 0)
        return std::nullopt;
    bool interruptible = false;
    for (PurchaseMode m : AllPurchaseModes)
        interruptible = interruptible || (offer.prices.has(m) && isInterruptible(m));
    if (!interruptible)
        return std::nullopt;
    const double work = estimateCompute(s, offer, gpu, s.cluster.gpus, s.training.sharding).wallHours;
    const InterruptionModel m = interruptionModel(s, work);
    if (finishesWithinLimit(m))
        return std::nullopt;
    const auto n = [](double v) { return QString::number(v, 'g', 6); };
    return EstimateText::tr("with an interruption every %1 h on average, a restart of %2 min and a checkpoint every "
                            "%3 min, the run would never finish (its expected wall-clock is over %4 h); lengthen "
                            "interruptions.mtbi_hours or shorten interruptions.restart_min")
        .arg(n(s.interruptions.mtbiHours), n(s.interruptions.restartMin), n(m.intervalHours * 60.0),
            n(MaxExpectedWallHours));
}

const ModeEstimate* Estimate::mode(PurchaseMode m) const
{
    for (const ModeEstimate& me : modes)
        if (me.mode == m)
            return &me;
    return nullptr;
}

const ModeEstimate* Estimate::cheapest() const
{
    const ModeEstimate* best = nullptr;
    for (const ModeEstimate& me : modes)
        if (!best || me.total < best->total)
            best = &me;
    return best;
}

InterruptionModel interruptionModel(const Scenario& s, double workHours)
{
    const CheckpointPlan plan = checkpointPlan(s.interruptions);
    InterruptionModel m;
    m.workHours = workHours;
    m.mtbiHours = s.interruptions.mtbiHours;
    m.checkpointHours = plan.modelled ? s.interruptions.checkpointWriteMin / 60.0 : 0.0;
    m.restartHours = s.interruptions.restartMin / 60.0;
    m.intervalHours = plan.modelled ? std::max(plan.intervalMin / 60.0, 1e-6) : std::max(workHours, 1e-6);
    return m;
}

Result<Estimate> estimate(const Scenario& s, const Catalogue& c, const EstimateOptions& options)
{
    const Offer* offer = c.offer(s.cluster.offerId);
    if (!offer)
        return InputError { s.name, ScenarioKey::ClusterOffer,
            EstimateText::tr("unknown offer \"%1\"").arg(s.cluster.offerId) };
    const GpuModel* gpu = c.gpu(offer->gpuId);
    if (!gpu)
        return InputError { s.name, ScenarioKey::ClusterOffer,
            EstimateText::tr("offer \"%1\" names an unknown GPU").arg(offer->id) };

    if (const auto problem = neverFinishes(s, *offer, *gpu))
        return InputError { s.name, ScenarioKey::InterruptionsMtbiHours, *problem };

    Estimate e;
    e.scenario = s.name;
    e.currency = offer->currency;
    e.offerId = offer->id;
    e.gpus = s.cluster.gpus;
    e.memory = memoryPerGpu(s.model, s.training, s.cluster.gpus);
    e.fits = e.memory.totalGb() <= gpu->usableVramGb;
    e.minGpus = minimumGpus(s.model, s.training, gpu->usableVramGb);
    if (options.withFitByGpu)
        e.fitByGpu = fitByGpu(s, c);
    e.compute = estimateCompute(s, *offer, *gpu, s.cluster.gpus, s.training.sharding);
    e.checkpoint = checkpointPlan(s.interruptions);
    for (PurchaseMode m : AllPurchaseModes)
        if (offer->prices.has(m))
            e.modes.append(estimateMode(s, *offer, m, e.compute));
    e.market = marketComparison(c, *offer, s.cluster.gpus, e.compute.wallHours);
    if (options.withWarnings)
        e.warnings = checkEstimate(s, *offer, *gpu, e, options.today);
    return e;
}

} // namespace Kova
