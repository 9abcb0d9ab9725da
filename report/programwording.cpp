#include "programwording.h"

#include "model/names.h"
#include "plan/plannames.h"
#include "text/format.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
// "5,840 GPU-hours × $1.200": a quantity in its unit times a rate.
QString quantityTimesRate(const QString& quantity, ProgramUnit unit, const QString& rate)
{
    return ProgramWording::tr("%1 %2 × %3", "quantity, its unit, × rate").arg(quantity, programUnitName(unit), rate);
}
} // namespace

QString ProgramWording::optionTitle(const ProgramOption& o, const QLocale& l)
{
    switch (o.kind) {
    case ProgramOptionKind::Reserved:
        if (!o.burstMode)
            return o.termMonths > 0
                ? tr("%1: %Ln GPU(s) for %2, no bursting (no on-demand price)",
                      "reserved K GPUs for a term; the offer sells nothing to burst on", o.reservedGpus)
                      .arg(programOptionTitle(o.kind), tr("%Ln month(s)", "a reserved term", o.termMonths))
                : tr("%1: %Ln GPU(s) booked as used, no bursting (no on-demand price)",
                      "reserved K GPUs with no minimum term; the offer sells nothing to burst on", o.reservedGpus)
                      .arg(programOptionTitle(o.kind));
        if (o.termMonths > 0)
            return tr(
                "%1: %Ln GPU(s) for %2 + on-demand", "reserved K GPUs for a term, the rest on demand", o.reservedGpus)
                .arg(programOptionTitle(o.kind), tr("%Ln month(s)", "a reserved term", o.termMonths));
        return tr("%1: %Ln GPU(s) + on-demand", "reserved K GPUs, the rest on demand", o.reservedGpus)
            .arg(programOptionTitle(o.kind));
    case ProgramOptionKind::Owned:
        return tr("%1: %2", "owned nodes: how many").arg(programOptionTitle(o.kind), l.toString(o.nodes));
    default:
        break;
    }
    return programOptionTitle(o.kind);
}

QString ProgramWording::runName(const ProgramRun& run)
{
    QString name = run.scenarioFile.isEmpty() ? run.label : run.scenarioFile.section(u'/', -1);
    for (QLatin1StringView suffix : { ".kova.json"_L1, ".json"_L1 })
        if (name.endsWith(suffix) && name.size() > suffix.size()) {
            name.chop(suffix.size());
            break;
        }
    return titleText(name.isEmpty() ? run.scenario.name : name, 60);
}

QString ProgramWording::lineLabel(const ProgramLine& line, const Program& program, const Formatter& f)
{
    const QString run
        = line.run >= 0 && line.run < program.runs.size() ? runName(program.runs.at(line.run)) : QString();
    return programLineLabel(line, run, f.locale());
}

QString ProgramWording::lineFormula(const ProgramLine& line, const Formatter& f)
{
    const QLocale& l = f.locale();
    // A line left out for want of a price says so once, not "× 4 runs".
    if (line.unit == ProgramUnit::Bill)
        return line.count == 1 || !line.bill.priceKnown
            ? f.lineFormula(line.bill)
            : tr("%1 × %2 runs", "a line of one run's bill, times the runs")
                  .arg(f.lineFormula(line.bill, line.count), l.toString(line.count));
    // The quantity and the rate with the decimals that multiply out to the amount shown (format.h).
    const auto money = [&](double v, int decimals) { return l.toCurrencyString(v, f.currencySymbol(), decimals); };
    switch (line.unit) {
    case ProgramUnit::Bill:
        break;
    case ProgramUnit::GpuHours: {
        const auto d = decimalsThatMultiplyOut(line.quantity, 0, line.rate, 3, line.count, line.amount);
        const QString formula
            = quantityTimesRate(f.number(line.quantity, d.first), line.unit, money(line.rate, d.second));
        // A run's phases summed by rate (RunPhases) are one run's GPU-hours, times the runs.
        return line.count == 1
            ? formula
            : tr("%1 × %2 runs", "a line of one run's bill, times the runs").arg(formula, l.toString(line.count));
    }
    case ProgramUnit::NodeMonths:
    case ProgramUnit::KwMonths: {
        const auto d = decimalsThatMultiplyOut(line.quantity, 1, line.rate, 2, 1, line.amount);
        return quantityTimesRate(compact(line.quantity, l, d.first), line.unit, money(line.rate, d.second));
    }
    case ProgramUnit::Kwh: {
        const auto d = decimalsThatMultiplyOut(line.quantity, 0, line.rate, rateDecimals(line.rate), 1, line.amount);
        return quantityTimesRate(f.number(line.quantity, d.first), line.unit, money(line.rate, d.second));
    }
    case ProgramUnit::CapexYears: {
        // A percentage per year of the capex-years: the rate is a fraction, shown in percent.
        const auto d = decimalsThatMultiplyOut(line.quantity, 2, line.rate * 100, 1, 0.01, line.amount);
        return quantityTimesRate(money(line.quantity, d.first), line.unit, f.percent(line.rate * 100, d.second));
    }
    }
    return {};
}

QString ProgramWording::monthText(const QDate& month, const QLocale& locale)
{
    return locale.toString(month, tr("MMM yyyy", "a month on the program's timeline"));
}

QString ProgramWording::dayText(const QDate& day, const QLocale& locale)
{
    return locale.toString(day, tr("MMM d, yyyy", "a day on the program's timeline, as monthText() with the day"));
}

QString ProgramWording::recommendationSentence(const ProgramCosting& c, const Formatter& f)
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

QString ProgramWording::commitmentDoesNotPaySentence(const ProgramOption& o, const Formatter& f)
{
    if (o.kind != ProgramOptionKind::Reserved || o.reservedGpus > 0 || !o.burstMode || !o.breakEvenUtilisation)
        return {};
    const QString term = o.termMonths > 0
        ? tr("for %Ln month(s)", "a reserved term, after \"Reserving GPUs\"", o.termMonths)
        : tr("with no minimum term", "a reserved booking with no term, after \"Reserving GPUs\"");
    const QString reserved = f.gpuHourRate(o.effectiveRatePerGpuHour);
    const QString burst = f.gpuHourRate(o.burstRatePerGpuHour);
    if (*o.breakEvenUtilisation >= 1)
        return tr("Reserving GPUs %1 never pays: %2 per committed GPU-hour is no less than %3 %4.",
            "term; reserved rate; burst rate; burst mode")
            .arg(term, reserved, burst, purchaseModeName(*o.burstMode));
    return tr("Reserving GPUs %1 does not pay for this program: all %2 costs less. A reserved GPU pays off only "
              "if busy at least %3 of the committed hours (%4 per committed GPU-hour against %5 %2).",
        "term; burst mode; break-even utilisation; reserved rate; burst rate")
        .arg(term, purchaseModeName(*o.burstMode), f.percent(*o.breakEvenUtilisation * 100, 0), reserved, burst);
}

QStringList ProgramWording::breakEvenSentences(const ProgramCosting& c, const Formatter& f)
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

QString ProgramWording::sourceText(const SourcedFigure& figure, const QLocale& locale)
{
    if (figure.fromProgram)
        return tr("the program file");
    if (!figure.observed.isValid())
        return catalogueText(figure.source);
    return tr("%1, %2", "a figure's source and the date it was observed")
        .arg(catalogueText(figure.source), dateText(figure.observed, locale));
}

} // namespace Kova
