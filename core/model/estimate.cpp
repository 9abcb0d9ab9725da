#include "model/estimate.h"

#include "model/names.h"
#include "model/scenariokeys.h"
#include "model/warnings.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct EstimateText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Estimate)
};

} // namespace

double effectiveMtbiHours(const InterruptionSettings& i, int gpus, PurchaseMode mode)
{
    const double preemptions = isInterruptible(mode) && i.mtbiHours > 0 ? 1.0 / i.mtbiHours : 0.0;
    const double failures = i.gpuMtbfHours > 0 ? gpus / i.gpuMtbfHours : 0.0;
    const double rate = preemptions + failures;
    return rate > 0 ? 1.0 / rate : 0.0;
}

CheckpointPlan checkpointPlan(const Scenario& s, PurchaseMode mode)
{
    const InterruptionSettings& i = s.interruptions;
    CheckpointPlan p;
    p.mtbiHours = effectiveMtbiHours(i, s.cluster.gpus, mode);
    p.modelled = p.mtbiHours > 0;
    if (!p.modelled) {
        p.intervalMin = i.checkpointIntervalMin.value_or(0);
        return p;
    }
    const double delta = i.checkpointWriteMin / 60.0;
    p.youngMin = youngIntervalHours(delta, p.mtbiHours) * 60.0;
    p.dalyMin = dalyIntervalHours(delta, p.mtbiHours) * 60.0;
    p.intervalMin = i.checkpointIntervalMin.value_or(p.dalyMin);
    return p;
}

ModeEstimate estimateMode(const Scenario& s, const Offer& offer, PurchaseMode mode, const ComputeEstimate& compute)
{
    ModeEstimate me;
    me.mode = mode;
    me.ratePerGpuHour = *offer.prices.price(mode);
    me.reservedTermMonths = mode == PurchaseMode::Reserved ? offer.prices.reservedTermMonths : 0;
    const double gpus = s.cluster.gpus;
    const double work = compute.wallHours;
    const InterruptionModel interruptions = interruptionModel(s, work, mode);
    const double wall = expectedWallHours(interruptions);
    me.mtbiHours = interruptions.mtbiHours;
    me.checkpointIntervalMin = me.mtbiHours > 0 ? interruptions.intervalHours * 60.0 : 0.0;

    double phaseHours = 0;
    me.lines.append(gpuTimeLine(s, offer, mode, work));
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

CostLine gpuTimeLine(const Scenario& s, const Offer& offer, PurchaseMode mode, double workHours)
{
    const double billed
        = mode == PurchaseMode::Reserved ? billedReservedHours(workHours, offer.prices.reservedTermMonths) : workHours;
    return gpuLine(CostLineId::GpuTime, s.cluster.gpus, billed, *offer.prices.price(mode));
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

// The same run taking `wallHours` of work instead.
ComputeEstimate withWallHours(ComputeEstimate c, double wallHours)
{
    c.gpuHours *= wallHours / c.wallHours;
    c.wallHours = wallHours;
    return c;
}

// The mode's bill, with the totals of its P10 and P90 compute time (every line grows with the hours).
ModeEstimate estimateModeWithRange(const Scenario& s, const Offer& offer, PurchaseMode mode, const ComputeEstimate& c)
{
    ModeEstimate me = estimateMode(s, offer, mode, c);
    me.totalRange = { me.total, me.total };
    me.wallHoursRange = { me.wallHours, me.wallHours };
    if (c.wallHoursRange.p10 == c.wallHours && c.wallHoursRange.p90 == c.wallHours)
        return me;
    const ModeEstimate low = estimateMode(s, offer, mode, withWallHours(c, c.wallHoursRange.p10));
    const ModeEstimate high = estimateMode(s, offer, mode, withWallHours(c, c.wallHoursRange.p90));
    me.totalRange = { low.total, high.total };
    me.wallHoursRange = { low.wallHours, high.wallHours };
    return me;
}

} // namespace

std::optional<QString> neverFinishes(const Scenario& s, const Offer& offer, const GpuModel& gpu)
{
    std::optional<double> work;
    for (PurchaseMode mode : AllPurchaseModes) {
        if (!offer.prices.has(mode) || effectiveMtbiHours(s.interruptions, s.cluster.gpus, mode) <= 0)
            continue;
        if (!work)
            work = estimateCompute(s, offer, gpu, s.cluster.gpus, s.training.sharding).wallHours;
        const InterruptionModel m = interruptionModel(s, *work, mode);
        if (finishesWithinLimit(m))
            continue;
        const auto n = [](double v) { return QString::number(v, 'g', 6); };
        return EstimateText::tr("with an interruption every %1 h on average, a restart of %2 min and a checkpoint "
                                "every %3 min, the run would never finish (its expected wall-clock is over %4 h); "
                                "lengthen interruptions.mtbi_hours or shorten interruptions.restart_min")
            .arg(n(m.mtbiHours), n(s.interruptions.restartMin), n(m.intervalHours * 60.0), n(MaxExpectedWallHours));
    }
    return std::nullopt;
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

const ModeEstimate* Estimate::priced(PurchaseMode chosen) const
{
    const ModeEstimate* me = mode(chosen);
    return me ? me : cheapest();
}

double runningGpuHours(const Scenario& s, const ModeEstimate& me)
{
    double phaseHours = 0;
    double phaseGpuHours = 0;
    for (const Phase& ph : s.cluster.phases) {
        phaseHours += ph.hours;
        phaseGpuHours += ph.gpus * ph.hours;
    }
    return s.cluster.gpus * (me.wallHours - phaseHours) + phaseGpuHours;
}

InterruptionModel interruptionModel(const Scenario& s, double workHours, PurchaseMode mode)
{
    const CheckpointPlan plan = checkpointPlan(s, mode);
    InterruptionModel m;
    m.workHours = workHours;
    m.mtbiHours = plan.mtbiHours;
    m.checkpointHours = plan.modelled ? s.interruptions.checkpointWriteMin / 60.0 : 0.0;
    m.restartHours = s.interruptions.restartMin / 60.0;
    m.intervalHours = plan.modelled ? std::max(plan.intervalMin / 60.0, 1e-6) : std::max(workHours, 1e-6);
    return m;
}

double roundedBatchSequences(const ModelShape& model, const Training& training, int gpus)
{
    const double dataParallel = std::max(1, gpus / (training.tensorParallel * training.pipelineParallel));
    const double perStep = dataParallel * training.microBatch;
    const double sequences = training.globalBatchTokens / model.seqLen;
    return std::max(1.0, std::round(sequences / perStep)) * perStep;
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
    const double peak
        = gpu->peakTflops(gpu->peakTflops(s.training.precision) > 0 ? s.training.precision : Precision::BF16);
    if (s.training.achievedTflops && *s.training.achievedTflops > peak)
        return InputError { s.name, ScenarioKey::TrainingAchievedTflops,
            EstimateText::tr("%1 TFLOP/s per GPU is above the %2's dense %3 peak of %4 TFLOP/s")
                .arg(QLocale::c().toString(*s.training.achievedTflops, 'g', 6), gpu->name,
                    precisionName(s.training.precision), QLocale::c().toString(peak, 'g', 6)) };
    // A global batch that is not a whole number of micro-batches per data-parallel rank is rounded, as frameworks do.
    Scenario run = s;
    run.training.globalBatchTokens = roundedBatchSequences(s.model, s.training, s.cluster.gpus) * s.model.seqLen;
    e.compute = estimateCompute(run, *offer, *gpu, s.cluster.gpus, s.training.sharding);
    e.moe = moeEstimate(run, *offer, *gpu, e.compute);
    // An unknown network between nodes is no one number: the range spans the plausible fabrics.
    e.network = runNetwork(s, *offer, s.cluster.gpus);
    e.network.spread = networkBounds(run, *offer, *gpu, s.cluster.gpus, s.training.sharding);
    if (e.network.spread)
        widenByNetwork(e.compute, *e.network.spread);
    // The plan shown is the chosen mode's. Without hardware failures it is the preemptible capacity's, whatever the
    // mode, as before gpu_mtbf_hours existed.
    e.checkpoint = checkpointPlan(s, s.interruptions.gpuMtbfHours > 0 ? s.mode : PurchaseMode::Interruptible);
    for (PurchaseMode m : AllPurchaseModes)
        if (offer->prices.has(m)) {
            e.modes.append(estimateModeWithRange(s, *offer, m, e.compute));
            e.modes.last().energy = estimateEnergy(runningGpuHours(s, e.modes.last()), *gpu, offer->region, s.energy);
        }
    if (const ModeEstimate* chosen = e.priced(s.mode))
        e.energy = chosen->energy;
    e.market = marketComparison(c, *offer, s.cluster.gpus, e.compute.wallHours);
    if (options.withWarnings)
        e.warnings = checkEstimate(s, c, withStatedNetwork(s, *offer), *gpu, e, options.today);
    return e;
}

} // namespace Kova
