#include "io/estimatejson.h"

#include "model/names.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

QJsonValue opt(const std::optional<double>& v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}
QJsonValue opt(const std::optional<int>& v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject costLineToJson(const CostLine& l)
{
    // The label in the language of the run, as the warnings' messages.
    QJsonObject o { { "id"_L1, keyOf(l.id) }, { "label"_L1, costLineLabel(l, QLocale()) }, { "amount"_L1, l.amount },
        { "rate"_L1, l.rate } };
    if (l.id == CostLineId::GpuTime || l.id == CostLineId::InterruptionOverhead || l.id == CostLineId::Phase) {
        o.insert("gpus"_L1, l.gpus);
        o.insert("hours"_L1, l.hours);
    } else {
        o.insert("gb"_L1, l.gb);
    }
    if (l.id == CostLineId::CheckpointVolume)
        o.insert("days"_L1, l.days);
    if (!l.priceKnown)
        o.insert("price_known"_L1, false);
    return o;
}

namespace {

QJsonArray rangeToJson(const Interval& r)
{
    return QJsonArray { r.p10, r.p90 };
}

} // namespace

QJsonObject energyToJson(const EnergyEstimate& e)
{
    QJsonObject o { { "kwh"_L1, e.kwh }, { "kg_co2e"_L1, e.kgCo2e }, { "gpu_hours"_L1, e.gpuHours },
        { "watts_per_gpu"_L1, e.wattsPerGpu }, { "pue"_L1, e.pue }, { "grid_kg_per_kwh"_L1, e.gridKgPerKwh },
        { "grid_area"_L1, e.gridArea ? QJsonValue(keyOf(*e.gridArea)) : QJsonValue() } };
    if (e.gridArea) {
        const GridIntensity& g = gridIntensity(*e.gridArea);
        o.insert("grid_year"_L1, g.year);
        o.insert("grid_source"_L1, QString::fromUtf8(g.source));
    }
    return o;
}

namespace {

// The network between nodes the estimate used; the plausible networks and their time factors when it is unknown.
QJsonObject networkToJson(const RunNetwork& n)
{
    const bool known = n.origin != NetworkOrigin::Unknown;
    QJsonObject o { { "origin"_L1, keyOf(n.origin) }, { "fabric"_L1, keyOf(n.fabric) },
        { "gbps_per_gpu"_L1, known ? QJsonValue(n.gbpsPerGpu) : QJsonValue() }, { "multi_node"_L1, n.multiNode },
        { "plausible_gbps_per_gpu"_L1, QJsonValue() }, { "time_factors"_L1, QJsonValue() } };
    if (n.spread) {
        o.insert("plausible_gbps_per_gpu"_L1, QJsonArray { n.spread->lowGbpsPerGpu, n.spread->highGbpsPerGpu });
        o.insert("time_factors"_L1, QJsonArray { n.spread->fastFactor, n.spread->slowFactor });
    }
    return o;
}

QJsonObject modeToJson(const ModeEstimate& m)
{
    QJsonArray lines;
    for (const CostLine& l : m.lines)
        lines.append(costLineToJson(l));
    QJsonObject o { { "rate_per_gpu_hour"_L1, m.ratePerGpuHour }, { "lines"_L1, lines }, { "total"_L1, m.total },
        { "wall_hours"_L1, m.wallHours }, { "total_range"_L1, rangeToJson(m.totalRange) },
        { "energy_kwh"_L1, m.energy.kwh }, { "kg_co2e"_L1, m.energy.kgCo2e } };
    if (m.mode == PurchaseMode::Reserved)
        o.insert("term_months"_L1, m.reservedTermMonths);
    // Preemptions and hardware failures this mode sees (null: none modelled).
    o.insert("mtbi_hours"_L1, m.mtbiHours > 0 ? QJsonValue(m.mtbiHours) : QJsonValue());
    return o;
}

} // namespace

QJsonObject moeToJson(const MoeEstimate& m)
{
    return QJsonObject { { "total_params_b"_L1, m.totalParamsB }, { "active_params_b"_L1, m.activeParamsB },
        { "shape_params_b"_L1, m.shapeParamsB }, { "expert_parallel"_L1, m.expertParallel },
        { "expert_parallel_in_node"_L1, m.expertParallelInNode }, { "all_to_all_bus_gbs"_L1, m.allToAllBusGBs },
        { "all_to_all_seconds_per_step"_L1, m.allToAllSecondsPerStep }, { "all_to_all_overlapped"_L1, m.overlapped },
        { "imbalance_factor"_L1, m.imbalanceFactor } };
}

QJsonObject estimateToJson(const Estimate& e)
{
    const MemoryBreakdown& m = e.memory;
    QJsonObject memory { { "per_gpu_gb"_L1, m.totalGb() }, { "weights_gb"_L1, m.weightsGb },
        { "gradients_gb"_L1, m.gradientsGb }, { "optimizer_gb"_L1, m.optimizerGb },
        { "activations_gb"_L1, m.activationsGb }, { "overhead_gb"_L1, m.overheadGb },
        { "paged_optimizer_gb"_L1, m.pagedOptimizerGb }, { "fits"_L1, e.fits }, { "min_gpus"_L1, opt(e.minGpus) } };
    QJsonObject compute { { "training_flops"_L1, e.compute.trainingFlops }, { "gpu_hours"_L1, e.compute.gpuHours },
        { "wall_hours"_L1, e.compute.wallHours }, { "tokens"_L1, e.compute.tokens }, { "mfu"_L1, e.compute.mfu.mfu },
        { "precision"_L1, keyOf(e.compute.precision) }, { "fixed_duration"_L1, e.compute.fixedDuration },
        { "gpu_hours_range"_L1, rangeToJson(e.compute.gpuHoursRange) },
        { "wall_hours_range"_L1, rangeToJson(e.compute.wallHoursRange) },
        { "tokens_range"_L1, rangeToJson(e.compute.tokensRange) }, { "mfu_source"_L1, keyOf(e.compute.mfu.origin) } };
    // Why the range is as wide as it is: the log-normal spread behind it and what widened it (new keys).
    QJsonArray reasons;
    for (const UncertaintyReason r : e.compute.uncertaintyReasons)
        reasons.append(keyOf(r));
    compute.insert("range_log_sigma"_L1, e.compute.rangeLogSigma);
    compute.insert("uncertainty_reasons"_L1, reasons);
    compute.insert("run_goodput"_L1, e.compute.runGoodput);
    QJsonObject checkpoint { { "young_interval_min"_L1,
                                 e.checkpoint.modelled ? QJsonValue(e.checkpoint.youngMin) : QJsonValue() },
        { "daly_interval_min"_L1, e.checkpoint.modelled ? QJsonValue(e.checkpoint.dalyMin) : QJsonValue() },
        { "interval_min"_L1, e.checkpoint.modelled ? QJsonValue(e.checkpoint.intervalMin) : QJsonValue() },
        { "mtbi_hours"_L1, e.checkpoint.modelled ? QJsonValue(e.checkpoint.mtbiHours) : QJsonValue() } };
    QJsonObject modes;
    for (const ModeEstimate& me : e.modes)
        modes.insert(keyOf(me.mode), modeToJson(me));
    QJsonObject market { { "on_demand_gpu_time"_L1, opt(e.market.onDemandGpuTime) },
        { "spot_gpu_time"_L1, opt(e.market.spotGpuTime) } };
    QJsonArray warnings;
    for (const Warning& w : e.warnings)
        warnings.append(QJsonObject { { "id"_L1, w.id }, { "message"_L1, w.message }, { "field"_L1, w.field } });
    QJsonArray fit;
    for (const GpuFit& f : e.fitByGpu)
        fit.append(QJsonObject { { "gpu"_L1, f.gpuId }, { "usable_vram_gb"_L1, f.usableVramGb }, { "fits"_L1, f.fits },
            { "min_gpus"_L1, opt(f.minGpus) } });
    memory.insert("by_gpu"_L1, fit);
    QJsonObject out { { "scenario"_L1, e.scenario }, { "currency"_L1, e.currency }, { "offer"_L1, e.offerId },
        { "gpus"_L1, e.gpus }, { "memory"_L1, memory }, { "compute"_L1, compute }, { "checkpoint"_L1, checkpoint },
        { "modes"_L1, modes }, { "market"_L1, market }, { "warnings"_L1, warnings },
        { "energy"_L1, energyToJson(e.energy) }, { "network"_L1, networkToJson(e.network) } };
    // Only a mixture-of-experts model has the section, so that a dense estimate reads as before.
    if (e.moe)
        out.insert("moe"_L1, moeToJson(*e.moe));
    return out;
}

} // namespace Kova
