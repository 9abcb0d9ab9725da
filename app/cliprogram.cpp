#include "app/cliprogram.h"

#include "app/clioutput.h"
#include "io/programfile.h"
#include "io/programjson.h"
#include "model/names.h"
#include "plan/plannames.h"
#include "report/programwording.h"
#include "sources/catalogueinuse.h"
#include "text/format.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct ProgramReportText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::ProgramText)
};

QString pad(const QString& s, int width)
{
    return s.leftJustified(width, u' ');
}
QString padLeft(const QString& s, int width)
{
    return s.rightJustified(width, u' ');
}

QString runLabel(const Program& p, int run)
{
    return run >= 0 && run < p.runs.size() ? terminalSafe(titleText(programRunName(p.runs.at(run)), 24)) : QString();
}

QString optionHeading(const ProgramOption& o, const ProgramCosting& c, const Formatter& f)
{
    switch (o.kind) {
    case ProgramOptionKind::Reserved: {
        const QString name = programOptionName(o);
        const QString burst = o.burstMode
            ? ProgramReportText::tr("the rest on demand at %1 per GPU-hour").arg(f.gpuHourRate(o.burstRatePerGpuHour))
            : ProgramReportText::tr("no bursting: the offer sells no on-demand capacity, so K covers the peak");
        if (o.reservedGpus == 0)
            return ProgramReportText::tr("%1 — at %2 per GPU-hour, reserving nothing is cheapest: every run on demand")
                .arg(name, f.gpuHourRate(o.effectiveRatePerGpuHour));
        if (o.termMonths == 0)
            return ProgramReportText::tr("%1 — %2 GPUs booked for the hours the runs use them at %3 per GPU-hour; %4")
                .arg(name, f.number(o.reservedGpus, 0), f.gpuHourRate(o.effectiveRatePerGpuHour), burst);
        return ProgramReportText::tr("%1 — %2 GPUs for %Ln term(s) at %3 per GPU-hour, %4 used; %5", nullptr, o.terms)
            .arg(name, f.number(o.reservedGpus, 0), f.gpuHourRate(o.effectiveRatePerGpuHour),
                f.percent(o.utilisation * 100, 1), burst);
    }
    case ProgramOptionKind::Owned:
        return ProgramReportText::tr("Owned nodes — %1 × %2, %3 used, %4 per busy GPU-hour")
            .arg(f.number(o.nodes, 0), terminalSafe(c.owning->server.name), f.percent(o.utilisation * 100, 1),
                f.gpuHourRate(o.ratePerGpuHour));
    default:
        return ProgramReportText::tr("%1 — %2 per GPU-hour")
            .arg(programOptionTitle(o.kind), f.gpuHourRate(o.ratePerGpuHour));
    }
}

// A reserved term's price source, break-even and commitment past the horizon, under its heading.
QString reservedNotes(const Program& p, const ProgramOption& o, const Formatter& f)
{
    QString text;
    if (o.termFromProgram) {
        text += u"  "_s + ProgramReportText::tr("Price quoted in the program file (reserved.per_gpu_hour).") + u'\n';
    } else {
        QString source = terminalSafe(catalogueText(o.reservedTerm.source));
        if (o.reservedTerm.observed.isValid())
            source += u", "_s + f.date(o.reservedTerm.observed);
        text += u"  "_s + ProgramReportText::tr("Price: %1").arg(source) + u'\n';
    }
    if (o.reservedTerm.upfrontPerGpu > 0)
        text += u"  "_s
            + ProgramReportText::tr(
                "Upfront %1 per GPU and term, spread over the term's hours: %2 per GPU-hour in all.")
                  .arg(f.money(o.reservedTerm.upfrontPerGpu), f.gpuHourRate(o.effectiveRatePerGpuHour))
            + u'\n';
    if (o.breakEvenUtilisation && o.termMonths > 0)
        text += u"  "_s
            + ProgramReportText::tr("The term pays against on-demand from %1 of its committed hours busy.")
                  .arg(f.percent(*o.breakEvenUtilisation * 100, 1))
            + u'\n';
    if (o.commitmentAfterHorizon > 0)
        text += u"  "_s
            + ProgramReportText::tr("The term runs past the horizon: %1 of the total is owed for the months after %2; "
                                    "%3 falls inside the horizon.")
                  .arg(f.money(o.commitmentAfterHorizon), f.date(p.end().addDays(-1)), f.money(o.totalInHorizon))
            + u'\n';
    return text;
}

QString optionBlock(const Program& p, const ProgramOption& o, const ProgramCosting& c, const Formatter& f)
{
    QString text = optionHeading(o, c, f) + u'\n';
    if (o.kind == ProgramOptionKind::Reserved)
        text += reservedNotes(p, o, f);
    for (const ProgramLine& l : o.lines)
        text += u"  "_s + pad(programLineLabel(l, runLabel(p, l.run), f.locale()), 60)
            + pad(ProgramWording::lineFormula(l, f), 40) + u" = "_s + padLeft(f.money(l.amount), 15) + u'\n';
    text += u"  "_s + pad(ProgramReportText::tr("Total"), 100) + u"   "_s + padLeft(f.money(o.total), 15) + u'\n';
    text += u"  "_s
        + ProgramReportText::tr("%1 GPU-hours; energy %2, %3 (not costs)")
              .arg(f.number(o.gpuHours, 1), f.kwh(o.energy.kwh), f.kgCo2e(o.energy.kgCo2e))
        + u"\n\n"_s;
    return text;
}

QString figureLine(const QString& name, const QString& value, const SourcedFigure& s, const Formatter& f)
{
    QString source = terminalSafe(catalogueText(s.source));
    if (s.observed.isValid())
        source += u", "_s + f.date(s.observed);
    return u"  "_s + pad(name, 24) + pad(value, 26) + u' ' + source + u'\n';
}

QString ownershipBlock(const ProgramCosting& c, const Formatter& f)
{
    const OwnershipAssumptions& a = *c.owning;
    QString text = ProgramReportText::tr("Cost per owned GPU-hour by utilisation (%1 nodes' fixed costs spread over "
                                         "the busy hours):")
                       .arg(f.number(a.nodes, 0))
        + u'\n';
    for (qsizetype i = 0; i < c.ownershipCurve.size(); i += 2) {
        const OwnershipCurvePoint& pt = c.ownershipCurve.at(i);
        text += u"  "_s + padLeft(f.percent(pt.utilisation * 100, 0), 6) + u"  "_s + f.gpuHourRate(pt.costPerGpuHour)
            + u'\n';
    }
    text += ProgramReportText::tr("Owning pays against renting from a utilisation of:") + u'\n';
    for (const BreakEven& b : c.breakEvens) {
        QString at;
        if (!b.utilisation)
            at = ProgramReportText::tr("never (the rate does not pay the electricity)");
        else if (*b.utilisation > 1)
            at = ProgramReportText::tr("never (%1 needed)").arg(f.percent(*b.utilisation * 100, 1));
        else
            at = f.percent(*b.utilisation * 100, 1);
        const QString mode = b.mode == PurchaseMode::Reserved
            ? (b.termMonths > 0 ? ProgramReportText::tr("%1 %Ln months", nullptr, b.termMonths)
                                : ProgramReportText::tr("%1 no minimum"))
                  .arg(purchaseModeTitle(b.mode))
            : purchaseModeTitle(b.mode);
        text += u"  "_s + pad(mode + u' ' + f.gpuHourRate(b.ratePerGpuHour), 30) + at + u'\n';
    }
    text += ProgramReportText::tr("Ownership assumptions (source, date):") + u'\n';
    text += figureLine(ProgramReportText::tr("Server price"), f.money(a.server.price.value), a.server.price, f);
    text += figureLine(ProgramReportText::tr("Node overhead per GPU"),
        ProgramReportText::tr("%1 W").arg(f.number(a.server.overheadWattsPerGpu.value, 1)),
        a.server.overheadWattsPerGpu, f);
    text += u"  "_s + pad(ProgramReportText::tr("GPU TDP"), 24)
        + pad(ProgramReportText::tr("%1 W").arg(f.number(a.gpuTdpWatts, 0)), 26) + u' '
        + terminalSafe(catalogueText(a.gpuTdpSource)) + u'\n';
    text += figureLine(
        ProgramReportText::tr("Busy GPU power"), f.percent(a.gpuPowerFraction.value * 100, 0), a.gpuPowerFraction, f);
    text += figureLine(ProgramReportText::tr("PUE"), f.number(a.pue.value, 2), a.pue, f);
    text += figureLine(ProgramReportText::tr("Electricity"),
        ProgramReportText::tr("%1 per kWh").arg(f.rate(a.electricityPerKwh.value)), a.electricityPerKwh, f);
    text += figureLine(ProgramReportText::tr("Hosting"),
        ProgramReportText::tr("%1 per kW-month").arg(f.money(a.hostingPerKwMonth.value)), a.hostingPerKwMonth, f);
    text += figureLine(
        ProgramReportText::tr("Support per year"), f.percent(a.supportPerYear.value * 100, 1), a.supportPerYear, f);
    text += figureLine(
        ProgramReportText::tr("Staff per year"), f.percent(a.staffPerYear.value * 100, 1), a.staffPerYear, f);
    text += figureLine(ProgramReportText::tr("Depreciation"),
        ProgramReportText::tr("%1 months").arg(f.number(a.depreciationMonths.value, 0)), a.depreciationMonths, f);
    text += figureLine(
        ProgramReportText::tr("Residual value"), f.percent(a.residualFraction.value * 100, 1), a.residualFraction, f);
    text += figureLine(
        ProgramReportText::tr("Financing rate"), f.percent(a.financingPerYear.value * 100, 2), a.financingPerYear, f);
    return text + u'\n';
}

} // namespace

QString programText(const Program& p, const ProgramCosting& c, const Catalogue& catalogue, const QLocale& locale)
{
    const Formatter f(locale, c.currency);
    const Offer* offer = catalogue.offer(c.offerId);
    QString text = ProgramReportText::tr("%1 — %Ln month(s) from %2 to %3", nullptr, p.horizonMonths)
                       .arg(terminalSafe(titleText(p.name.isEmpty() ? QFileInfo(p.file).fileName() : p.name)),
                           f.date(p.start), f.date(p.end().addDays(-1)))
        + u'\n';
    if (offer)
        text += ProgramReportText::tr("Bought from %1 — %2")
                    .arg(terminalSafe(offer->provider + u' ' + offerName(*offer)),
                        terminalSafe(catalogueText(offer->region)))
            + u'\n';
    text += ProgramReportText::tr(
                "%Ln run(s) made, at most %1 GPUs at once, %2 GPU-hours on demand", nullptr, int(c.schedule.size()))
                .arg(f.number(c.peakGpus, 0), f.number(c.gpuHours, 1))
        + u"\n\n"_s;

    text += ProgramReportText::tr("Runs") + u'\n';
    for (const ProgramRunCosting& rc : c.runs) {
        const ProgramRun& run = p.runs.at(rc.run);
        const QString when = run.everyMonths > 0
            ? ProgramReportText::tr("every %Ln month(s) from %1", nullptr, run.everyMonths).arg(f.date(run.when))
            : (run.count > 1 ? ProgramReportText::tr("back to back from %1").arg(f.date(run.when))
                             : ProgramReportText::tr("from %1").arg(f.date(run.when)));
        text += u"  "_s + pad(runLabel(p, rc.run), 26)
            + pad(ProgramReportText::tr("%1 × %2 GPUs")
                      .arg(f.number(run.count, 0), f.number(run.scenario.cluster.gpus, 0)),
                16)
            + when + u'\n';
    }
    text += u'\n';

    text += ProgramReportText::tr("Ways to buy it (totals over the program)") + u'\n';
    for (const ProgramOption& o : c.options)
        text += u"  "_s + pad(programOptionName(o), 34) + padLeft(f.money(o.total), 18)
            + (c.isRecommended(o) ? u"  "_s + ProgramReportText::tr("(recommended: the lowest total)") : QString())
            + u'\n';
    if (const ProgramOption* best = c.recommendedOption()) {
        const ProgramOption* onDemand = c.option(ProgramOptionKind::OnDemand);
        if (onDemand && best->kind != ProgramOptionKind::OnDemand)
            text += ProgramReportText::tr("%1 saves %2 against buying every run on demand.")
                        .arg(programOptionName(*best), f.money(onDemand->total - best->total))
                + u'\n';
    }
    text += u'\n';

    for (const ProgramOption& o : c.options)
        text += optionBlock(p, o, c, f);

    for (const ProgramOption& o : c.options) {
        const bool owned = o.kind == ProgramOptionKind::Owned;
        if ((o.kind != ProgramOptionKind::Reserved && !owned) || o.curve.isEmpty())
            continue;
        text += (owned ? ProgramReportText::tr("%1: GPUs owned (whole nodes) against the program's total:")
                       : ProgramReportText::tr("%1: reserved GPUs against the program's total:"))
                    .arg(programOptionName(o))
            + u'\n';
        const int chosen = owned && c.owning ? o.nodes * std::max(1, c.owning->server.gpusPerNode) : o.reservedGpus;
        for (const ReservedCurvePoint& pt : o.curve) {
            const bool isLowest = pt.gpus == chosen;
            text += u"  "_s + padLeft(f.number(pt.gpus, 0), 6) + u"  "_s + padLeft(f.money(pt.total), 18)
                + (isLowest ? u"  "_s + ProgramReportText::tr("(lowest)") : QString()) + u'\n';
        }
        text += u'\n';
    }
    if (c.owning)
        text += ownershipBlock(c, f);
    else
        text += ProgramReportText::tr("Owned nodes: no server for this GPU in the reference table; give "
                                      "owning.server_price to price one.")
            + u"\n\n"_s;

    text += ProgramReportText::tr("Energy of the program, each run in its scenario's mode: %1, %2 (not costs)")
                .arg(f.kwh(c.energy.kwh), f.kgCo2e(c.energy.kgCo2e))
        + u'\n';
    return text;
}

namespace Cli {

int runProgram(const QStringList& args)
{
    QCommandLineParser parser;
    const QCommandLineOption json(u"json"_s, tr("Print JSON instead of a table."));
    const QCommandLineOption lang(
        u"lang"_s, tr("Language of the output: fr or en (default: the system's)."), u"fr|en"_s);
    parser.addHelpOption();
    parser.addOptions({ json, lang });
    parser.addPositionalArgument(u"args"_s, tr("FILE.kova-program.json"));
    if (auto code = parseCommand(parser, args, lang))
        return *code;
    if (parser.positionalArguments().size() != 1)
        return fail(tr("program: give exactly one program file"));
    const QString file = parser.positionalArguments().first();
    const auto program = loadProgram(file);
    if (!program)
        return fail(program.error().toString());
    const CatalogueInUse inUse = loadCatalogueInUse();
    const auto costing = costProgram(program.value(), inUse.catalogue(), defaultOwnershipReference());
    if (!costing)
        return fail(costing.error().toString());
    if (parser.isSet(json))
        out() << QJsonDocument(programCostingToJson(program.value(), costing.value())).toJson(QJsonDocument::Indented);
    else
        out() << programText(program.value(), costing.value(), inUse.catalogue(), QLocale());
    return 0;
}

} // namespace Cli

} // namespace Kova
