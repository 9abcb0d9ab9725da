#include "programtext.h"

#include "model/names.h"
#include "text/format.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

QString ProgramText::optionTitle(ProgramOptionKind kind)
{
    switch (kind) {
    case ProgramOptionKind::OnDemand:
        return tr("All on-demand");
    case ProgramOptionKind::Interruptible:
        return tr("All interruptible");
    case ProgramOptionKind::Spot:
        return tr("All spot");
    case ProgramOptionKind::Reserved:
        return tr("Reserved + on-demand burst");
    case ProgramOptionKind::Owned:
        return tr("Owned nodes");
    }
    return {};
}

QString ProgramText::optionTitle(const ProgramOption& o, const QLocale& l)
{
    switch (o.kind) {
    case ProgramOptionKind::Reserved:
        if (o.termMonths > 0)
            return tr("Reserved %n GPU(s) for %1 + burst", nullptr, o.reservedGpus)
                .arg(tr("%n month(s)", "a reserved term", o.termMonths));
        return tr("Reserved %n GPU(s) + burst", nullptr, o.reservedGpus);
    case ProgramOptionKind::Owned:
        return tr("Own %n node(s)", nullptr, o.nodes);
    default:
        break;
    }
    Q_UNUSED(l)
    return optionTitle(o.kind);
}

QString ProgramText::runName(const ProgramRun& run)
{
    QString name = run.scenarioFile.isEmpty() ? run.label : run.scenarioFile.section(u'/', -1);
    for (QLatin1StringView suffix : { ".kova.json"_L1, ".json"_L1 })
        if (name.endsWith(suffix) && name.size() > suffix.size()) {
            name.chop(suffix.size());
            break;
        }
    return titleText(name.isEmpty() ? run.scenario.name : name, 60);
}

QString ProgramText::lineLabel(const ProgramLine& line, const Program& program, const Formatter& f)
{
    switch (line.id) {
    case ProgramLineId::RunBill: {
        const QString run = line.run >= 0 && line.run < program.runs.size() ? runName(program.runs.at(line.run))
                                                                            : QString::number(line.run + 1);
        return tr("%1: %2", "a run of the program: a line of its bill").arg(run, f.lineLabel(line.bill));
    }
    case ProgramLineId::ReservedCommitment:
        return tr("Reserved commitment");
    case ProgramLineId::OnDemandBurst:
        return tr("Burst on demand");
    case ProgramLineId::OwnedCapital:
        return tr("Capital (depreciation and financing)");
    case ProgramLineId::OwnedHosting:
        return tr("Hosting (colocation)");
    case ProgramLineId::OwnedPower:
        return tr("Electricity");
    case ProgramLineId::OwnedSupport:
        return tr("Hardware support");
    case ProgramLineId::OwnedStaff:
        return tr("Operations staff");
    }
    return {};
}

QString ProgramText::lineFormula(const ProgramLine& line, const Formatter& f)
{
    const QLocale& l = f.locale();
    switch (line.unit) {
    case ProgramUnit::Bill:
        if (line.count == 1)
            return f.lineFormula(line.bill);
        return tr("%1 × %2 runs", "a line of one run's bill, times the runs")
            .arg(f.lineFormula(line.bill), l.toString(line.count));
    case ProgramUnit::GpuHours:
        return tr("%1 GPU-h × %2").arg(f.number(line.quantity, 0), f.gpuHourRate(line.rate));
    case ProgramUnit::NodeMonths:
        return tr("%1 node-months × %2").arg(compact(line.quantity, l, 1), f.money(line.rate));
    case ProgramUnit::KwMonths:
        return tr("%1 kW-months × %2").arg(f.number(line.quantity, 1), f.money(line.rate));
    case ProgramUnit::Kwh:
        return tr("%1 kWh × %2").arg(f.number(line.quantity, 0), f.rate(line.rate));
    case ProgramUnit::CapexYears:
        return tr("%1 of capex-years × %2 a year").arg(f.money(line.quantity), f.percent(line.rate * 100, 1));
    }
    return {};
}

QString ProgramText::monthText(const QDate& month, const QLocale& locale)
{
    return locale.toString(month, tr("MMM yyyy", "a month on the program's timeline"));
}

QString ProgramText::recommendationSentence(const ProgramCosting& c, const Formatter& f)
{
    const ProgramOption* best = c.recommendedOption();
    if (!best)
        return tr("No way of buying this program could be costed.");
    const QString title = optionTitle(*best, f.locale());
    const ProgramOption* onDemand = c.option(ProgramOptionKind::OnDemand);
    if (!onDemand || onDemand == best || onDemand->total <= 0)
        return tr("Recommended: %1, %2 in total.").arg(title, f.money(best->total));
    const double saved = onDemand->total - best->total;
    return tr("Recommended: %1, %2 in total: %3 less than all on-demand (−%4).")
        .arg(title, f.money(best->total), f.money(saved), f.percent(100.0 * saved / onDemand->total, 1));
}

QStringList ProgramText::breakEvenSentences(const ProgramCosting& c, const Formatter& f)
{
    QStringList out;
    for (const BreakEven& b : c.breakEvens) {
        const QString against
            = tr("%1 (%2 per GPU-hour)").arg(purchaseModeName(b.mode), f.gpuHourRate(b.ratePerGpuHour));
        if (!b.utilisation)
            out << tr("Owning never pays off against %1: the rate does not even pay the GPUs' electricity.")
                       .arg(against);
        else if (*b.utilisation > 1)
            out << tr("Owning never pays off against %1: it would take %2 utilisation.")
                       .arg(against, f.percent(*b.utilisation * 100, 0));
        else
            out << tr("Owning pays off from %1 utilisation against %2.")
                       .arg(f.percent(*b.utilisation * 100, 0), against);
    }
    return out;
}

QString ProgramText::sourceText(const SourcedFigure& figure, const QLocale& locale)
{
    if (figure.fromProgram)
        return tr("the program file");
    if (!figure.observed.isValid())
        return figure.source;
    return tr("%1, %2", "a figure's source and the date it was observed")
        .arg(figure.source, dateText(figure.observed, locale));
}

} // namespace Kova
