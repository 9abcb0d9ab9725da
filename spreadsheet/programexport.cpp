#include "programexport.h"

#include "billexport.h"
#include "billtext.h"
#include "model/names.h"
#include "plan/plannames.h"
#include "workbookparts.h"

#include <memory>

namespace Kova {

using namespace Workbook;

namespace {

// Columns of an option sheet: line, quantity, unit, rate, count, amount (= quantity × rate × count), detail.
enum Column { LineCol, QuantityCol, UnitCol, RateCol, CountCol, AmountCol, DetailCol };

QString runName(const Program& p, int run)
{
    return run >= 0 && run < p.runs.size() ? programRunName(p.runs.at(run)) : QString();
}

// The owned option's assumptions, each in a cell: the rows their values are in (column B).
struct OwnedCells
{
    int nodes, price, months, depreciation, residual, financing, hosting, kwPerNode, electricity, support, staff;
};

OwnedCells writeOwnedAssumptions(Sheet& sh, const Formats& fm, const ProgramExport& ex, int& row)
{
    const OwnershipAssumptions& a = *ex.costing.owning;
    const ProgramOption* o = ex.costing.option(ProgramOptionKind::Owned);
    const Formatter f(ex.locale, ex.costing.currency);
    auto source = [&](int r, const SourcedFigure& s) {
        QString text = catalogueText(s.source);
        if (s.observed.isValid())
            text += u", "_s + f.date(s.observed);
        sh.text(r, DetailCol, text, fm.note);
    };
    OwnedCells c {};
    sh.text(row++, LineCol, BillText::tr("Assumptions (change them: the lines follow)"), fm.bold);
    auto put = [&](const QString& label, double value, lxw_format* format, const SourcedFigure* s) {
        sh.text(row, LineCol, label);
        sh.number(row, QuantityCol, value, format);
        if (s)
            source(row, *s);
        return row++;
    };
    c.nodes = put(BillText::tr("Nodes"), o->nodes, fm.integer, nullptr);
    c.price = put(BillText::tr("Server price per node"), a.server.price.value, fm.money, &a.server.price);
    c.months = put(BillText::tr("Months of the program"), ex.program.horizonMonths, fm.integer, nullptr);
    c.depreciation
        = put(BillText::tr("Depreciation (months)"), a.depreciationMonths.value, fm.integer, &a.depreciationMonths);
    c.residual = put(BillText::tr("Residual value"), a.residualFraction.value, fm.percent, &a.residualFraction);
    c.financing
        = put(BillText::tr("Financing rate per year"), a.financingPerYear.value, fm.percent, &a.financingPerYear);
    c.hosting = put(BillText::tr("Hosting per kW-month"), a.hostingPerKwMonth.value, fm.money, &a.hostingPerKwMonth);
    c.kwPerNode = put(BillText::tr("Provisioned kW per node"),
        provisionedKw(a.server.gpusPerNode, a.gpuTdpWatts, a.server.overheadWattsPerGpu.value), fm.quantity,
        &a.server.overheadWattsPerGpu);
    c.electricity = put(BillText::tr("Electricity per kWh"), a.electricityPerKwh.value, fm.rate, &a.electricityPerKwh);
    c.support = put(BillText::tr("Support per year"), a.supportPerYear.value, fm.percent, &a.supportPerYear);
    c.staff = put(BillText::tr("Staff per year"), a.staffPerYear.value, fm.percent, &a.staffPerYear);
    ++row;
    return c;
}

QString b(int row)
{
    return cellName(row, QuantityCol);
}

// The quantity and rate of an owned line as formulas of the assumptions; empty when the line has none.
std::pair<QString, QString> ownedFormulas(const ProgramLine& l, const OwnedCells& c)
{
    const QString capexYears = b(c.nodes) + u'*' + b(c.price) + u'*' + b(c.months) + u"/12"_s;
    switch (l.id) {
    case ProgramLineId::OwnedCapital: {
        // The annuity of monthlyCapitalCost(): (P − R·(1+i)^−n)·i / (1 − (1+i)^−n), straight line at 0 %.
        const QString i = u'(' + b(c.financing) + u"/12)"_s;
        const QString n = b(c.depreciation);
        const QString residual = b(c.price) + u'*' + b(c.residual);
        return { b(c.nodes) + u'*' + b(c.months),
            u"IF("_s + b(c.financing) + u"=0,("_s + b(c.price) + u'-' + residual + u")/"_s + n + u",("_s + b(c.price)
                + u'-' + residual + u"*(1+"_s + i + u")^-"_s + n + u")*"_s + i + u"/(1-(1+"_s + i + u")^-"_s + n
                + u"))"_s };
    }
    case ProgramLineId::OwnedHosting:
        return { b(c.nodes) + u'*' + b(c.kwPerNode) + u'*' + b(c.months), b(c.hosting) };
    case ProgramLineId::OwnedPower:
        return { QString(), b(c.electricity) };
    case ProgramLineId::OwnedSupport:
        return { capexYears, b(c.support) };
    case ProgramLineId::OwnedStaff:
        return { capexYears, b(c.staff) };
    default:
        return {};
    }
}

struct OptionCells
{
    QString sheet;
    int totalRow = 0;
};

OptionCells writeOption(lxw_workbook* wb, const Formats& fm, const ProgramExport& ex, const ProgramOption& o,
    QSet<QString>& taken, lxw_error& error)
{
    OptionCells cells;
    cells.sheet = sheetName(programOptionName(o), taken);
    Sheet sh(workbook_add_worksheet(wb, utf8(cells.sheet).constData()), error);
    sh.widths({ 44, 16, 14, 14, 8, 18, 60 });
    const Formatter f(ex.locale, ex.costing.currency);
    int row = 0;
    sh.text(row++, LineCol, programOptionName(o), fm.title);
    sh.text(row++, LineCol, BillText::tr("Change a quantity, a rate or a count: the amounts and the total follow."),
        fm.note);
    ++row;
    std::optional<OwnedCells> owned;
    if (o.kind == ProgramOptionKind::Owned && ex.costing.owning)
        owned = writeOwnedAssumptions(sh, fm, ex, row);
    const QStringList headers { BillText::tr("Line"), BillText::tr("Quantity"), BillText::tr("Unit"),
        BillText::tr("Rate"), BillText::tr("Count"), BillText::tr("Amount"), BillText::tr("Detail") };
    for (int c = 0; c < headers.size(); ++c)
        sh.text(row, c, headers.at(c), fm.header);
    ++row;
    const int first = row;
    for (const ProgramLine& l : o.lines) {
        sh.text(row, LineCol, programLineLabel(l, runName(ex.program, l.run), ex.locale));
        if (l.id == ProgramLineId::RunBill) {
            const BillQuantity q = billQuantity(l.bill);
            sh.number(row, QuantityCol, q.quantity, fm.quantity);
            sh.text(row, UnitCol, q.unit);
            sh.number(row, RateCol, l.bill.rate, fm.rate);
            sh.text(row, DetailCol, f.lineFormula(l.bill, l.count), fm.note);
        } else {
            const auto [quantity, rate] = owned ? ownedFormulas(l, *owned) : std::pair<QString, QString> {};
            if (quantity.isEmpty())
                sh.number(row, QuantityCol, l.quantity, fm.quantity);
            else
                sh.formula(row, QuantityCol, u'=' + quantity, l.quantity, fm.quantity);
            sh.text(row, UnitCol, programUnitName(l.unit));
            lxw_format* rateFormat = l.unit == ProgramUnit::CapexYears ? fm.percent : fm.rate;
            if (rate.isEmpty())
                sh.number(row, RateCol, l.rate, rateFormat);
            else
                sh.formula(row, RateCol, u'=' + rate, l.rate, rateFormat);
        }
        sh.number(row, CountCol, l.count, fm.integer);
        sh.formula(row, AmountCol,
            u"="_s + cellName(row, QuantityCol) + u'*' + cellName(row, RateCol) + u'*' + cellName(row, CountCol),
            l.amount, fm.money);
        ++row;
    }
    sh.text(row, LineCol, BillText::tr("Total"), fm.bold);
    sh.formula(row, AmountCol, u"=SUM("_s + cellName(first, AmountCol) + u':' + cellName(row - 1, AmountCol) + u')',
        o.total, fm.total);
    cells.totalRow = row;
    row += 2;
    sh.text(row, LineCol, energyLineName(), fm.note);
    sh.number(row, QuantityCol, o.energy.kwh, fm.quantity);
    sh.text(row++, UnitCol, BillText::tr("kWh"), fm.note);
    sh.text(row, LineCol, carbonLineName(), fm.note);
    sh.number(row, QuantityCol, o.energy.kgCo2e, fm.quantity);
    sh.text(row++, UnitCol, BillText::tr("kg CO₂e"), fm.note);
    return cells;
}

void writeSummary(
    lxw_worksheet* ws, const Formats& fm, const ProgramExport& ex, const QList<OptionCells>& sheets, lxw_error& error)
{
    Sheet sh(ws, error);
    sh.widths({ 36, 20, 14, 18, 18, 18 });
    const Program& p = ex.program;
    const ProgramCosting& c = ex.costing;
    int row = 0;
    sh.text(row++, 0, p.name.isEmpty() ? BillText::tr("Program") : p.name, fm.title);
    sh.text(row, 0, BillText::tr("Offer"));
    sh.text(row++, 1, offerTitle(ex.offer) + u" ("_s + catalogueText(ex.offer.region) + u')');
    sh.text(row, 0, BillText::tr("From"));
    sh.date(row++, 1, p.start, fm.date);
    sh.text(row, 0, BillText::tr("To"));
    sh.date(row++, 1, p.end().addDays(-1), fm.date);
    sh.text(row, 0, BillText::tr("Currency"));
    sh.text(row++, 1, c.currency);
    sh.text(row, 0, BillText::tr("Exported"));
    sh.date(row++, 1, ex.date, fm.date);
    ++row;
    const QStringList headers { BillText::tr("Way to buy"), BillText::tr("Total"), BillText::tr("GPU-hours"),
        BillText::tr("Energy (kWh)"), BillText::tr("Carbon (kg CO₂e)") };
    for (int col = 0; col < headers.size(); ++col)
        sh.text(row, col, headers.at(col), fm.header);
    const int first = ++row;
    for (qsizetype i = 0; i < c.options.size(); ++i, ++row) {
        const ProgramOption& o = c.options.at(i);
        sh.text(row, 0, programOptionName(o), c.isRecommended(o) ? fm.bold : nullptr);
        sh.formula(
            row, 1, u"="_s + sheetReference(sheets.at(i).sheet, sheets.at(i).totalRow, AmountCol), o.total, fm.money);
        sh.number(row, 2, o.gpuHours, fm.quantity);
        sh.number(row, 3, o.energy.kwh, fm.quantity);
        sh.number(row, 4, o.energy.kgCo2e, fm.quantity);
    }
    sh.text(row, 0, BillText::tr("Lowest"), fm.bold);
    const ProgramOption* best = c.recommendedOption();
    sh.formula(
        row, 1, u"=MIN("_s + cellName(first, 1) + u':' + cellName(row - 1, 1) + u')', best ? best->total : 0, fm.total);
    row += 2;
    sh.text(row, 0, BillText::tr("Runs"), fm.bold);
    ++row;
    const QStringList runHeaders { BillText::tr("Scenario"), BillText::tr("Count"), BillText::tr("GPUs"),
        BillText::tr("First start"), BillText::tr("Every (months)") };
    for (int col = 0; col < runHeaders.size(); ++col)
        sh.text(row, col, runHeaders.at(col), fm.header);
    ++row;
    for (const ProgramRun& run : p.runs) {
        sh.text(row, 0, programRunName(run));
        sh.number(row, 1, run.count, fm.integer);
        sh.number(row, 2, run.scenario.cluster.gpus, fm.integer);
        sh.date(row, 3, run.when, fm.date);
        sh.number(row++, 4, run.everyMonths, fm.integer);
    }
    sh.text(row + 1, 0,
        BillText::tr("A guide, not a recommendation: confirm availability, prices and terms with the provider."),
        fm.note);
}

} // namespace

QByteArray programWorkbook(const ProgramExport& ex, QString* problem)
{
    return workbookBytes(ex.program.name, problem, [&](lxw_workbook* wb, lxw_error& error) {
        const Formats fm(wb, ex.costing.currency, ex.locale, ex.costing.currency);
        QSet<QString> taken;
        lxw_worksheet* summary
            = workbook_add_worksheet(wb, utf8(sheetName(BillText::tr("Summary"), taken)).constData());
        QList<OptionCells> sheets;
        for (const ProgramOption& o : ex.costing.options)
            sheets << writeOption(wb, fm, ex, o, taken, error);
        writeSummary(summary, fm, ex, sheets, error);
    });
}

QByteArray programCsv(const ProgramExport& ex)
{
    QString text = csvRow({ u"program"_s, u"offer"_s, u"currency"_s, u"option"_s, u"line"_s, u"run"_s, u"label"_s,
        u"quantity"_s, u"unit"_s, u"rate"_s, u"count"_s, u"amount"_s, u"term_months"_s });
    for (const ProgramOption& o : ex.costing.options) {
        // The reserved options differ by their term alone: its months tell their rows apart (empty otherwise).
        const QString term = o.kind == ProgramOptionKind::Reserved ? QString::number(o.termMonths) : QString();
        for (const ProgramLine& l : o.lines) {
            const QString run = runName(ex.program, l.run);
            const QString label = programLineLabel(l, run, ex.locale);
            if (l.id == ProgramLineId::RunBill) {
                const BillQuantity q = billQuantity(l.bill);
                text += csvRow({ ex.program.name, ex.costing.offerId, ex.costing.currency, keyOf(o.kind),
                    keyOf(l.bill.id), run, label, csvNumber(q.quantity), q.key, csvNumber(l.bill.rate),
                    QString::number(l.count), csvNumber(l.amount), term });
            } else {
                text += csvRow({ ex.program.name, ex.costing.offerId, ex.costing.currency, keyOf(o.kind), keyOf(l.id),
                    l.id == ProgramLineId::RunPhases ? run : QString(), label, csvNumber(l.quantity), keyOf(l.unit),
                    csvNumber(l.rate), QString::number(l.count), csvNumber(l.amount), term });
            }
        }
    }
    return text.toUtf8();
}

std::optional<QString> saveProgramExport(const ProgramExport& ex, const QString& path)
{
    const auto format = exportFormatFor(path);
    if (!format)
        return BillText::tr("%1: give a file name ending in .xlsx or .csv").arg(path);
    QString problem;
    const QByteArray bytes = *format == ExportFormat::Xlsx ? programWorkbook(ex, &problem) : programCsv(ex);
    return saveExportBytes(path, bytes, problem);
}

} // namespace Kova
