// The program report's layout: the recommendation, the runs, the options side by side and line by line, the
// two charts, the assumptions with their sources, the notice.
#include "model/names.h"
#include "plan/plannames.h"
#include "programcharts.h"
#include "programreport.h"
#include "programwording.h"
#include "reportcanvas.h"
#include "reportsections.h"
#include "reportstyle.h"
#include "reporttable.h"
#include "reporttext.h"
#include "text/format.h"

#include <QPainter>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

QString subtitleOf(const ProgramReportContent& c)
{
    return Report::tr("%1 · %2 · %Ln run(s) over %3 from %4 · prices in %5", nullptr, int(c.costing.schedule.size()))
        .arg(offerTitle(c.offer), catalogueText(c.offer.region),
            Report::tr("%Ln month(s)", nullptr, c.program.horizonMonths),
            ProgramWording::monthText(c.program.start, c.meta.locale), c.costing.currency);
}

// One sentence comparing another option with the recommended one.
QString optionSentence(const ProgramOption& other, const ProgramOption& best, const Formatter& f)
{
    const QString name = ProgramWording::optionTitle(other, f.locale());
    const double diff = other.total - best.total;
    const double share = best.total > 0 ? 100.0 * std::abs(diff) / best.total : 0;
    if (std::abs(diff) < 0.005)
        return Report::tr("%1 would cost the same, %2.").arg(name, f.money(other.total));
    return (diff > 0 ? Report::tr("%1 would cost %2: %3 more (+%4).") : Report::tr("%1 would cost %2: %3 less (−%4)."))
        .arg(name, f.money(other.total), f.money(std::abs(diff)), f.percent(share, 0));
}

QStringList summarySentences(const ProgramReportContent& content, const Formatter& f)
{
    const ProgramCosting& c = content.costing;
    const ProgramOption* best = c.recommendedOption();
    QStringList out { ProgramWording::recommendationSentence(c, f) };
    if (!best)
        return out;
    for (const ProgramOption& o : c.options)
        if (const QString unpaid = ProgramWording::commitmentDoesNotPaySentence(o, f); !unpaid.isEmpty())
            out << unpaid;
        else if (o.kind != best->kind)
            out << optionSentence(o, *best, f);
    if (const ProgramOption* r = c.option(ProgramOptionKind::Reserved); r && r->reservedGpus > 0)
        out << Report::tr("Reserving %Ln GPU(s) gives the lowest total of the reserved option; they are busy %1 of "
                          "the committed hours and %2 GPU-hours burst on demand.",
            nullptr, r->reservedGpus)
                   .arg(f.percent(r->utilisation * 100, 0), f.number(r->burstGpuHours, 0));
    if (const ProgramOption* o = c.option(ProgramOptionKind::Owned))
        out << Report::tr(
            "Owning %Ln node(s) keeps its GPUs busy %1 of the hours: %2 per busy GPU-hour.", nullptr, o->nodes)
                   .arg(f.percent(o->utilisation * 100, 0), f.gpuHourRate(o->ratePerGpuHour));
    out << ProgramWording::breakEvenSentences(c, f);
    out << Report::tr("Energy: %1, %2 (not costs: not in the totals).")
               .arg(f.kwh(c.energy.kwh), f.kgCo2e(c.energy.kgCo2e));
    return out;
}

bool drawRecommendation(ReportCanvas& canvas, const ProgramReportContent& content, const Formatter& f)
{
    const ProgramOption* best = content.costing.recommendedOption();
    if (!drawHeading(canvas, Report::tr("Recommendation"), 120))
        return false;
    const QStringList sentences = summarySentences(content, f);
    return drawSummaryBox(canvas,
        { { 0, 0.5,
              best ? Report::tr("Recommended: %1").arg(programOptionTitle(best->kind)) : Report::tr("Recommended"),
              best ? f.money(best->total) : Report::tr("—", "no figure"), true },
            { 0.53, 0.23, Report::tr("GPU-hours"), f.number(content.costing.gpuHours, 0) },
            { 0.78, 0.22, Report::tr("Peak GPUs"), f.locale().toString(content.costing.peakGpus) } },
        sentences);
}

bool drawRuns(ReportCanvas& canvas, const ProgramReportContent& content, const Formatter& f)
{
    if (!drawHeading(canvas, Report::tr("The runs")))
        return false;
    const QLocale& l = f.locale();
    QList<ReportRow> rows;
    for (const ProgramRunCosting& rc : content.costing.runs) {
        const ProgramRun& run = content.program.runs.at(rc.run);
        const QString when
            = run.whenIsMonth ? ProgramWording::monthText(run.when, l) : ProgramWording::dayText(run.when, l);
        const QString spacing = run.count <= 1 ? Report::tr("once")
            : run.everyMonths > 0              ? Report::tr("every %Ln month(s)", nullptr, run.everyMonths)
                                               : Report::tr("back to back");
        rows << ReportRow { { ProgramWording::runName(run) + u'\n' + titleText(run.scenario.name, 80),
            l.toString(run.count), when + u'\n' + spacing, l.toString(rc.estimate.gpus),
            f.number(rc.estimate.compute.gpuHours, 0) } };
    }
    const QList<ReportColumn> columns { { Report::tr("Run"), 3.2 }, { Report::tr("Times"), 0.8, Qt::AlignRight },
        { Report::tr("From"), 1.7 }, { Report::tr("GPUs"), 0.8, Qt::AlignRight },
        { Report::tr("GPU-hours each"), 1.3, Qt::AlignRight } };
    return drawReportTable(canvas, columns, rows);
}

bool drawOptionsTable(ReportCanvas& canvas, const ProgramReportContent& content, const Formatter& f)
{
    if (!drawHeading(canvas, Report::tr("The ways to buy it, side by side")))
        return false;
    const ProgramOption* best = content.costing.recommendedOption();
    QList<ReportRow> rows;
    for (const ProgramOption& o : content.costing.options) {
        const bool recommended = content.costing.isRecommended(o);
        const bool capacity = o.kind == ProgramOptionKind::Reserved || o.kind == ProgramOptionKind::Owned;
        QString name = ProgramWording::optionTitle(o, f.locale());
        if (recommended)
            name += u'\n' + Report::tr("(recommended)");
        rows << ReportRow { { name, f.money(o.total),
                                best && !recommended ? (o.total >= best->total ? u"+"_s : u"−"_s)
                                        + f.money(std::abs(o.total - best->total))
                                                     : QString(),
                                f.number(o.gpuHours, 0), f.gpuHourRate(o.ratePerGpuHour),
                                capacity ? f.percent(o.utilisation * 100, 0) : Report::tr("—", "no figure") },
            recommended ? ReportRow::Kind::Total : ReportRow::Kind::Normal };
    }
    // "Utilisation" is one word in both languages: its column as wide as the word in bold (the option's name wraps).
    const QList<ReportColumn> columns { { Report::tr("Option"), 1.7 }, { Report::tr("Total"), 1.8, Qt::AlignRight },
        { Report::tr("Against the best"), 1.8, Qt::AlignRight }, { Report::tr("GPU-hours"), 1.0, Qt::AlignRight },
        { Report::tr("Per GPU-hour"), 1.3, Qt::AlignRight }, { Report::tr("Utilisation"), 1.2, Qt::AlignRight } };
    return drawReportTable(canvas, columns, rows);
}

bool drawOptionLines(ReportCanvas& canvas, const ProgramReportContent& content, const Formatter& f)
{
    if (!drawHeading(canvas, Report::tr("Each option line by line"), 150))
        return false;
    for (const ProgramOption& o : content.costing.options) {
        QString title = ProgramWording::optionTitle(o, f.locale());
        if (content.costing.isRecommended(o))
            title += u" · "_s + Report::tr("recommended");
        if (!drawBillHeading(canvas, title))
            return false;
        QList<ReportRow> rows;
        for (const ProgramLine& line : o.lines)
            rows << ReportRow { { ProgramWording::lineLabel(line, content.program, f),
                ProgramWording::lineFormula(line, f), u"="_s, f.money(line.amount) } };
        rows << ReportRow { { Report::tr("Total"), QString(), u"="_s, f.money(o.total) }, ReportRow::Kind::Total };
        rows << ReportRow { { energyLineName(), f.energyFormula(o.energy), u"="_s, f.kwh(o.energy.kwh) },
            ReportRow::Kind::Note };
        const QList<ReportColumn> columns { { Report::tr("Item"), 2.6 }, { Report::tr("Quantity × rate"), 2.5 },
            { QString(), 0.25, Qt::AlignHCenter }, { Report::tr("Amount"), 1.6, Qt::AlignRight } };
        if (!drawReportTable(canvas, columns, rows))
            return false;
    }
    return true;
}

bool drawProgramAssumptions(ReportCanvas& canvas, const ProgramReportContent& content, const Formatter& f)
{
    if (!drawHeading(canvas, Report::tr("Assumptions and their sources")))
        return false;
    const QLocale& l = f.locale();
    const ProgramCosting& c = content.costing;
    auto source = [&](const SourcedFigure& s) { return ProgramWording::sourceText(s, l); };
    const QString offerSource
        = Report::tr("%1, %2").arg(catalogueText(content.offer.source), dateText(content.offer.observed, l));
    QList<ReportRow> rows;
    QStringList prices;
    for (PurchaseMode m : AllPurchaseModes)
        if (content.offer.prices.has(m))
            prices << purchaseModeName(m) + u' ' + f.gpuHourRate(*content.offer.prices.price(m));
    rows << ReportRow { { Report::tr("Offer's prices per GPU-hour"), prices.join(listSeparator()), offerSource } };
    for (const ProgramOption& r : c.options)
        if (r.kind == ProgramOptionKind::Reserved)
            rows << ReportRow { { Report::tr("Reserved term"),
                r.termMonths > 0
                    ? Report::tr("%Ln month(s), paid in full; %1 to cover the horizon", nullptr, r.termMonths)
                          .arg(Report::tr("%Ln term(s)", nullptr, r.terms))
                    : Report::tr("no minimum term"),
                r.termFromProgram ? Report::tr("the program file")
                                  : Report::tr("%1, %2").arg(
                                        catalogueText(r.reservedTerm.source), dateText(r.reservedTerm.observed, l)) } };
    rows << ReportRow { { Report::tr("Horizon"),
        Report::tr("%Ln month(s) from %1; a month counts 30 days", nullptr, content.program.horizonMonths)
            .arg(ProgramWording::monthText(content.program.start, l)),
        Report::tr("the program file") } };
    if (const auto& o = c.owning) {
        rows << ReportRow { { Report::tr("Server"),
            Report::tr("%1, %2 GPUs per node: %3")
                .arg(o->server.name, l.toString(o->server.gpusPerNode), f.money(o->server.price.value)),
            source(o->server.price) } };
        rows << ReportRow { { Report::tr("Nodes owned"),
            Report::tr("%Ln node(s)", nullptr,
                c.option(ProgramOptionKind::Owned) ? c.option(ProgramOptionKind::Owned)->nodes : o->nodes),
            content.program.owning.nodes ? Report::tr("the program file")
                                         : Report::tr("enough for the program's peak") } };
        rows << ReportRow { { Report::tr("GPU power"),
            Report::tr("%1 W TDP × %2 when busy")
                .arg(l.toString(qRound(o->gpuTdpWatts)), f.percent(o->gpuPowerFraction.value * 100, 0)),
            Report::tr("%1; %2", "two sources of one figure")
                .arg(catalogueText(o->gpuTdpSource), source(o->gpuPowerFraction)) } };
        rows << ReportRow { { Report::tr("Rest of the node"),
            Report::tr("%1 W per GPU").arg(l.toString(qRound(o->server.overheadWattsPerGpu.value))),
            source(o->server.overheadWattsPerGpu) } };
        rows << ReportRow { { Report::tr("Power usage effectiveness (PUE)"), compact(o->pue.value, l, 2),
            source(o->pue) } };
        rows << ReportRow { { Report::tr("Electricity"),
            Report::tr("%1 per kWh").arg(f.rate(o->electricityPerKwh.value)), source(o->electricityPerKwh) } };
        rows << ReportRow { { Report::tr("Hosting (colocation)"),
            Report::tr("%1 per kW per month").arg(f.money(o->hostingPerKwMonth.value)),
            source(o->hostingPerKwMonth) } };
        rows << ReportRow { { Report::tr("Hardware support"),
            Report::tr("%1 of the price a year").arg(f.percent(o->supportPerYear.value * 100, 1)),
            source(o->supportPerYear) } };
        rows << ReportRow { { Report::tr("Operations staff"),
            Report::tr("%1 of the price a year").arg(f.percent(o->staffPerYear.value * 100, 1)),
            source(o->staffPerYear) } };
        rows << ReportRow { { Report::tr("Depreciation"),
            Report::tr("%Ln month(s)", nullptr, qRound(o->depreciationMonths.value)), source(o->depreciationMonths) } };
        rows << ReportRow { { Report::tr("Residual value"),
            Report::tr("%1 of the price").arg(f.percent(o->residualFraction.value * 100, 0)),
            source(o->residualFraction) } };
        rows << ReportRow { { Report::tr("Financing"),
            o->financingPerYear.value > 0 ? Report::tr("%1 a year").arg(f.percent(o->financingPerYear.value * 100, 1))
                                          : Report::tr("paid cash"),
            source(o->financingPerYear) } };
    }
    return drawReportTable(canvas,
        { { Report::tr("Assumption"), 1.5 }, { Report::tr("Value"), 2.6 }, { Report::tr("Source"), 2.4 } }, rows,
        { ReportStyle::Body - 0.5, true, true });
}

} // namespace

bool layoutProgramReport(ReportCanvas& canvas, const ProgramReportContent& content)
{
    const Formatter f(content.meta.locale, content.costing.currency);
    return drawTitleBlock(canvas, content.meta, content.program.name, subtitleOf(content),
               Report::tr("KOVA PLANNER · PROGRAM REPORT"))
        && drawRecommendation(canvas, content, f) && drawOptionsTable(canvas, content, f)
        && drawRuns(canvas, content, f) && drawHeading(canvas, Report::tr("Total against the reserved GPUs"), 200)
        && drawReservedCurveChart(canvas, content, f)
        && drawHeading(canvas, Report::tr("Owning against renting: cost per GPU-hour by utilisation"), 220)
        && drawOwnershipChart(canvas, content, f) && drawOptionLines(canvas, content, f)
        && drawProgramAssumptions(canvas, content, f) && drawNotice(canvas);
}

} // namespace Kova
