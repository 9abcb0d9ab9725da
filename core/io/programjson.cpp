#include "io/programjson.h"

#include "io/estimatejson.h"
#include "model/names.h"
#include "plan/plannames.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

QJsonValue dateJson(const QDate& d)
{
    return d.isValid() ? QJsonValue(d.toString(Qt::ISODate)) : QJsonValue();
}

QJsonObject figureToJson(const SourcedFigure& f)
{
    return QJsonObject { { "value"_L1, f.value }, { "source"_L1, f.source }, { "observed"_L1, dateJson(f.observed) },
        { "from_program"_L1, f.fromProgram } };
}

QJsonObject lineToJson(const Program& p, const ProgramLine& l)
{
    const QString runLabel = l.run >= 0 && l.run < p.runs.size() ? p.runs.at(l.run).label : QString();
    QJsonObject o { { "id"_L1, keyOf(l.id) }, { "label"_L1, programLineLabel(l, runLabel, QLocale()) },
        { "amount"_L1, l.amount } };
    if (l.id == ProgramLineId::RunBill) {
        o.insert("run"_L1, l.run);
        o.insert("count"_L1, l.count);
        o.insert("bill"_L1, costLineToJson(l.bill));
    } else {
        o.insert("unit"_L1, keyOf(l.unit));
        o.insert("quantity"_L1, l.quantity);
        o.insert("rate"_L1, l.rate);
    }
    if (l.id == ProgramLineId::RunPhases) {
        o.insert("run"_L1, l.run);
        o.insert("count"_L1, l.count);
        o.insert("phases"_L1, l.phases);
    }
    return o;
}

QJsonObject optionToJson(const Program& p, const ProgramOption& o)
{
    QJsonArray lines;
    for (const ProgramLine& l : o.lines)
        lines.append(lineToJson(p, l));
    QJsonObject j { { "kind"_L1, keyOf(o.kind) }, { "total"_L1, o.total }, { "gpu_hours"_L1, o.gpuHours },
        { "rate_per_gpu_hour"_L1, o.ratePerGpuHour }, { "lines"_L1, lines }, { "energy_kwh"_L1, o.energy.kwh },
        { "kg_co2e"_L1, o.energy.kgCo2e } };
    if (o.kind == ProgramOptionKind::Reserved) {
        j.insert("reserved_gpus"_L1, o.reservedGpus);
        j.insert("term_months"_L1, o.termMonths);
        j.insert("terms"_L1, o.terms);
        j.insert("upfront_per_gpu"_L1, o.reservedTerm.upfrontPerGpu);
        j.insert("effective_rate_per_gpu_hour"_L1, o.effectiveRatePerGpuHour);
        j.insert("burst_mode"_L1, o.burstMode ? QJsonValue(keyOf(*o.burstMode)) : QJsonValue());
        j.insert("burst_rate_per_gpu_hour"_L1, o.burstMode ? QJsonValue(o.burstRatePerGpuHour) : QJsonValue());
        j.insert(
            "break_even_utilisation"_L1, o.breakEvenUtilisation ? QJsonValue(*o.breakEvenUtilisation) : QJsonValue());
        j.insert("commitment_after_horizon"_L1, o.commitmentAfterHorizon);
        j.insert("total_in_horizon"_L1, o.totalInHorizon);
        j.insert("price_source"_L1,
            QJsonObject { { "source"_L1, o.reservedTerm.source }, { "source_url"_L1, o.reservedTerm.sourceUrl },
                { "observed"_L1, dateJson(o.reservedTerm.observed) }, { "from_program"_L1, o.termFromProgram } });
        QJsonArray curve;
        for (const ReservedCurvePoint& pt : o.curve)
            curve.append(QJsonObject { { "gpus"_L1, pt.gpus }, { "total"_L1, pt.total } });
        j.insert("curve"_L1, curve);
    }
    if (o.kind == ProgramOptionKind::Owned) {
        j.insert("nodes"_L1, o.nodes);
        // The program's total against the GPUs owned, a whole number of nodes each (the sweep of nodes).
        QJsonArray curve;
        for (const ReservedCurvePoint& pt : o.curve)
            curve.append(QJsonObject { { "gpus"_L1, pt.gpus }, { "total"_L1, pt.total } });
        j.insert("nodes_curve"_L1, curve);
    }
    if (o.kind == ProgramOptionKind::Reserved || o.kind == ProgramOptionKind::Owned) {
        j.insert("utilisation"_L1, o.utilisation);
        j.insert("burst_gpu_hours"_L1, o.burstGpuHours);
    }
    return j;
}

QJsonObject ownershipToJson(const ProgramCosting& c)
{
    const OwnershipAssumptions& a = *c.owning;
    QJsonObject server { { "id"_L1, a.server.id }, { "name"_L1, a.server.name }, { "gpu"_L1, a.server.gpuId },
        { "gpus_per_node"_L1, a.server.gpusPerNode }, { "price"_L1, figureToJson(a.server.price) },
        { "overhead_watts_per_gpu"_L1, figureToJson(a.server.overheadWattsPerGpu) } };
    QJsonObject figures { { "gpu_power_fraction"_L1, figureToJson(a.gpuPowerFraction) },
        { "pue"_L1, figureToJson(a.pue) }, { "electricity_per_kwh"_L1, figureToJson(a.electricityPerKwh) },
        { "hosting_per_kw_month"_L1, figureToJson(a.hostingPerKwMonth) },
        { "support_per_year"_L1, figureToJson(a.supportPerYear) },
        { "staff_per_year"_L1, figureToJson(a.staffPerYear) },
        { "depreciation_months"_L1, figureToJson(a.depreciationMonths) },
        { "residual_fraction"_L1, figureToJson(a.residualFraction) },
        { "financing_per_year"_L1, figureToJson(a.financingPerYear) } };
    QJsonArray curve;
    for (const OwnershipCurvePoint& pt : c.ownershipCurve)
        curve.append(
            QJsonObject { { "utilisation"_L1, pt.utilisation }, { "cost_per_gpu_hour"_L1, pt.costPerGpuHour } });
    QJsonArray breakEvens;
    for (const BreakEven& b : c.breakEvens) {
        QJsonObject o { { "mode"_L1, keyOf(b.mode) }, { "rate_per_gpu_hour"_L1, b.ratePerGpuHour },
            { "utilisation"_L1, b.utilisation ? QJsonValue(*b.utilisation) : QJsonValue() } };
        if (b.mode == PurchaseMode::Reserved)
            o.insert("term_months"_L1, b.termMonths);
        breakEvens.append(o);
    }
    return QJsonObject { { "server"_L1, server }, { "gpu_tdp_watts"_L1, a.gpuTdpWatts }, { "nodes"_L1, a.nodes },
        { "figures"_L1, figures }, { "fixed_cost_per_gpu_hour"_L1, ownedFixedCostPerGpuHour(a) },
        { "cost_curve"_L1, curve }, { "break_even"_L1, breakEvens } };
}

} // namespace

QJsonObject programCostingToJson(const Program& p, const ProgramCosting& c)
{
    QJsonObject program { { "name"_L1, p.name }, { "start"_L1, dateJson(p.start) },
        { "end"_L1, dateJson(p.end().addDays(-1)) }, { "horizon_months"_L1, p.horizonMonths },
        { "horizon_hours"_L1, c.horizonHours }, { "offer"_L1, c.offerId }, { "currency"_L1, c.currency } };
    QJsonArray runs;
    for (const ProgramRunCosting& rc : c.runs) {
        const ProgramRun& run = p.runs.at(rc.run);
        QJsonObject modes;
        for (const ModeEstimate& me : rc.estimate.modes)
            modes.insert(keyOf(me.mode), me.total);
        runs.append(QJsonObject { { "label"_L1, run.label },
            { "scenario_file"_L1, run.scenarioFile.isEmpty() ? QJsonValue() : QJsonValue(run.label) },
            { "scenario"_L1, rc.estimate.scenario }, { "count"_L1, run.count }, { "when"_L1, dateJson(run.when) },
            { "every_months"_L1, run.everyMonths },
            { "same_scenario_as"_L1, run.sameScenarioAs >= 0 ? QJsonValue(run.sameScenarioAs) : QJsonValue() },
            { "gpus"_L1, run.scenario.cluster.gpus }, { "total_per_run"_L1, modes },
            { "energy"_L1, energyToJson(rc.estimate.energy) } });
    }
    QJsonArray schedule;
    for (const ScheduledRun& s : c.schedule)
        schedule.append(QJsonObject { { "run"_L1, s.run }, { "repeat"_L1, s.repeat }, { "start"_L1, dateJson(s.start) },
            { "start_hour"_L1, s.startHour }, { "hours"_L1, s.hours }, { "gpus"_L1, s.gpus } });
    QJsonArray options;
    for (const ProgramOption& o : c.options)
        options.append(optionToJson(p, o));
    QJsonArray reserved;
    for (const ReservedCurvePoint& pt : c.reservedCurve)
        reserved.append(QJsonObject { { "gpus"_L1, pt.gpus }, { "total"_L1, pt.total } });
    return QJsonObject { { "kova_program_costing"_L1, ProgramCostingJsonVersion }, { "program"_L1, program },
        { "runs"_L1, runs }, { "schedule"_L1, schedule }, { "peak_gpus"_L1, c.peakGpus },
        { "gpu_hours"_L1, c.gpuHours }, { "options"_L1, options },
        { "recommended"_L1, c.recommended ? QJsonValue(keyOf(*c.recommended)) : QJsonValue() },
        { "recommended_option"_L1, c.recommendedIndex >= 0 ? QJsonValue(c.recommendedIndex) : QJsonValue() },
        { "reserved_curve"_L1, reserved }, { "ownership"_L1, c.owning ? QJsonValue(ownershipToJson(c)) : QJsonValue() },
        { "energy"_L1, energyToJson(c.energy) } };
}

} // namespace Kova
