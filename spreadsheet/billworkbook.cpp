#include "billexport.h"
#include "billtext.h"
#include "model/names.h"
#include "text/format.h"
#include "workbookparts.h"

#include <QMap>
#include <QSet>
#include <memory>
#include <xlsxwriter.h>

using namespace Qt::StringLiterals;

namespace Kova {

using namespace Workbook;

namespace {

// Columns of a scenario sheet: line, quantity, unit, rate, amount (= quantity × rate), detail.
enum Column { LineCol, QuantityCol, UnitCol, RateCol, AmountCol, DetailCol };

// Where a scenario sheet keeps what the summary refers to.
struct SheetCells
{
    QString name;
    QMap<PurchaseMode, int> totalRow;
    int energyRow = -1; // the scenario's mode's energy (B) and carbon rows
    int carbonRow = -1;
};

// One purchase mode: its lines, the total as a SUM, then energy and carbon outside the total.
int writeMode(
    Sheet& sh, const Formats& fm, const ModeEstimate& me, const Formatter& f, int row, SheetCells& cells, bool chosen)
{
    QString title
        = purchaseModeTitle(me.mode) + u" — "_s + BillText::tr("%1 per GPU-hour").arg(f.gpuHourRate(me.ratePerGpuHour));
    if (chosen)
        title += u" ("_s + BillText::tr("the scenario's mode") + u')';
    sh.text(row++, LineCol, title, fm.bold);
    const QStringList headers { BillText::tr("Line"), BillText::tr("Quantity"), BillText::tr("Unit"),
        BillText::tr("Rate"), BillText::tr("Amount"), BillText::tr("Detail") };
    for (int c = 0; c < headers.size(); ++c)
        sh.text(row, c, headers.at(c), fm.header);
    ++row;
    const int first = row;
    for (const CostLine& l : me.lines) {
        const BillQuantity q = billQuantity(l);
        sh.text(row, LineCol, f.lineLabel(l));
        sh.number(row, QuantityCol, q.quantity, fm.quantity);
        sh.text(row, UnitCol, q.unit);
        sh.number(row, RateCol, l.rate, fm.rate);
        sh.formula(
            row, AmountCol, u"="_s + cellName(row, QuantityCol) + u'*' + cellName(row, RateCol), l.amount, fm.money);
        sh.text(row, DetailCol, f.lineFormula(l));
        ++row;
    }
    sh.text(row, LineCol, BillText::tr("Total"), fm.bold);
    sh.formula(row, AmountCol, u"=SUM("_s + cellName(first, AmountCol) + u':' + cellName(row - 1, AmountCol) + u')',
        me.total, fm.total);
    cells.totalRow.insert(me.mode, row);
    ++row;
    const EnergyEstimate& e = me.energy;
    sh.text(row, LineCol, energyLineName(), fm.note);
    sh.number(row, QuantityCol, e.kwh, fm.energy);
    sh.text(row, UnitCol, BillText::tr("kWh"), fm.note);
    sh.text(row, DetailCol, f.energyFormula(e), fm.note);
    const int energyRow = row++;
    sh.text(row, LineCol, carbonLineName(), fm.note);
    sh.formula(row, QuantityCol, u"="_s + cellName(energyRow, QuantityCol) + u'*' + cellName(row, RateCol), e.kgCo2e,
        fm.energy);
    sh.text(row, UnitCol, BillText::tr("kg CO₂e"), fm.note);
    sh.number(row, RateCol, e.gridKgPerKwh, fm.intensity);
    sh.text(row, DetailCol, BillText::tr("kg CO₂e per kWh: %1").arg(f.gridSource(e)), fm.note);
    if (chosen) {
        cells.energyRow = energyRow;
        cells.carbonRow = row;
    }
    return row + 2;
}

SheetCells writeScenario(lxw_workbook* wb, const Formats& fm, const ExportedBill& b, const BillExport& ex,
    QSet<QString>& taken, lxw_error& error)
{
    SheetCells cells;
    cells.name = sheetName(b.scenario.name, taken);
    Sheet sh(workbook_add_worksheet(wb, utf8(cells.name).constData()), error);
    sh.widths({ 34, 14, 12, 14, 16, 44 });
    const Formatter f(ex.locale, b.estimate.currency);
    int row = 0;
    sh.text(row++, LineCol, b.scenario.name, fm.title);
    sh.text(row, LineCol, BillText::tr("Offer"));
    sh.text(row++, QuantityCol, offerTitle(b.offer) + u" ("_s + catalogueText(b.offer.region) + u')');
    sh.text(row, LineCol, BillText::tr("GPUs"));
    sh.number(row++, QuantityCol, b.estimate.gpus, fm.integer);
    sh.text(row, LineCol, BillText::tr("Prices observed"));
    sh.date(row++, QuantityCol, b.offer.observed, fm.date);
    sh.text(row, LineCol, BillText::tr("Currency"));
    sh.text(row++, QuantityCol, b.estimate.currency);
    sh.text(row, LineCol, BillText::tr("Exported"));
    sh.date(row++, QuantityCol, ex.date, fm.date);
    sh.text(row++, LineCol,
        BillText::tr("Change a quantity or a rate: the amounts and totals follow. Energy and carbon are not costs "
                     "and stay out of the totals."),
        fm.note);
    ++row;
    const ModeEstimate* chosen
        = b.estimate.mode(b.scenario.mode) ? b.estimate.mode(b.scenario.mode) : b.estimate.cheapest();
    for (const ModeEstimate& me : b.estimate.modes)
        row = writeMode(sh, fm, me, f, row, cells, chosen && chosen->mode == me.mode);
    sh.text(row, LineCol,
        BillText::tr("A guide, not a recommendation: confirm availability, prices and terms with the provider."),
        fm.note);
    return cells;
}

// The summary: one row per scenario, each mode's total taken from its sheet, the cheapest as MIN, and a
// total row of SUMs.
void writeSummary(
    lxw_worksheet* ws, const Formats& fm, const BillExport& ex, const QList<SheetCells>& sheets, lxw_error& error)
{
    Sheet sh(ws, error);
    QList<PurchaseMode> modes;
    for (PurchaseMode m : AllPurchaseModes)
        for (const ExportedBill& b : ex.bills)
            if (b.estimate.mode(m) && !modes.contains(m)) {
                modes << m;
                break;
            }
    const int modeCol = 3;
    const int cheapestCol = modeCol + int(modes.size());
    const int energyCol = cheapestCol + 1;
    const int carbonCol = energyCol + 1;
    QList<double> widths { 40, 36, 8 };
    for (int i = 0; i < modes.size() + 4; ++i)
        widths << 17;
    sh.widths(widths);
    const QString currency = ex.bills.value(0).estimate.currency;
    sh.text(0, 0, ex.bills.size() > 1 ? BillText::tr("Cost comparison") : BillText::tr("Cost summary"), fm.title);
    sh.text(1, 0, BillText::tr("Exported"));
    sh.date(1, 1, ex.date, fm.date);
    sh.text(2, 0, BillText::tr("Currency"));
    sh.text(2, 1, currency);
    const CurrencyConversion& cv = ex.conversion;
    const std::optional<double> perUnit
        = cv.applies(currency) ? cv.rate->convert(1.0, currency, cv.display) : std::nullopt;
    const int rateRow = 3;
    if (perUnit) {
        sh.text(rateRow, 0, BillText::tr("Exchange rate: %1 per %2").arg(cv.display, currency));
        sh.number(rateRow, 1, *perUnit, fm.exchange);
        sh.date(rateRow, 2, cv.rate->date, fm.date);
        sh.text(rateRow, 3,
            cv.rate->origin == ExchangeRate::Origin::Ecb ? BillText::tr("ECB reference rate")
                                                         : BillText::tr("typed by hand"),
            fm.note);
    }
    const int head = 5;
    QStringList headers { BillText::tr("Scenario"), BillText::tr("Offer"), BillText::tr("GPUs") };
    for (PurchaseMode m : modes)
        headers << purchaseModeTitle(m);
    headers << BillText::tr("Cheapest") << BillText::tr("Energy (kWh)") << BillText::tr("Carbon (kg CO₂e)");
    const int convertedCol = carbonCol + 1;
    if (perUnit)
        headers << BillText::tr("Cheapest in %1").arg(cv.display);
    for (int c = 0; c < headers.size(); ++c)
        sh.text(head, c, headers.at(c), fm.header);
    int row = head + 1;
    for (qsizetype i = 0; i < ex.bills.size(); ++i, ++row) {
        const ExportedBill& b = ex.bills.at(i);
        const SheetCells& cells = sheets.at(i);
        sh.text(row, 0, b.scenario.name);
        sh.text(row, 1, offerTitle(b.offer));
        sh.number(row, 2, b.estimate.gpus, fm.integer);
        for (qsizetype m = 0; m < modes.size(); ++m)
            if (const ModeEstimate* me = b.estimate.mode(modes.at(m)))
                sh.formula(row, modeCol + int(m),
                    u"="_s + sheetReference(cells.name, cells.totalRow.value(me->mode), AmountCol), me->total,
                    fm.money);
        const ModeEstimate* cheapest = b.estimate.cheapest();
        sh.formula(row, cheapestCol, u"=MIN("_s + cellName(row, modeCol) + u':' + cellName(row, cheapestCol - 1) + u')',
            cheapest ? cheapest->total : 0, fm.money);
        if (perUnit)
            sh.formula(row, convertedCol,
                u"="_s + cellName(row, cheapestCol) + u"*$B$"_s + QString::number(rateRow + 1),
                (cheapest ? cheapest->total : 0) * *perUnit, fm.displayMoney);
        if (cells.energyRow >= 0) {
            sh.formula(row, energyCol, u"="_s + sheetReference(cells.name, cells.energyRow, QuantityCol),
                b.estimate.energy.kwh, fm.energy);
            sh.formula(row, carbonCol, u"="_s + sheetReference(cells.name, cells.carbonRow, QuantityCol),
                b.estimate.energy.kgCo2e, fm.energy);
        }
    }
    sh.text(row, 0, BillText::tr("Total"), fm.bold);
    double cheapestSum = 0;
    for (const ExportedBill& b : ex.bills)
        if (const ModeEstimate* c = b.estimate.cheapest())
            cheapestSum += c->total;
    double kwh = 0;
    double kg = 0;
    for (const ExportedBill& b : ex.bills)
        kwh += b.estimate.energy.kwh, kg += b.estimate.energy.kgCo2e;
    const std::array<std::pair<int, double>, 3> sums { { { cheapestCol, cheapestSum }, { energyCol, kwh },
        { carbonCol, kg } } };
    for (const auto& [c, cached] : sums)
        sh.formula(row, c, u"=SUM("_s + cellName(head + 1, c) + u':' + cellName(row - 1, c) + u')', cached,
            c == cheapestCol ? fm.total : fm.energy);
    if (perUnit)
        sh.formula(row, convertedCol,
            u"=SUM("_s + cellName(head + 1, convertedCol) + u':' + cellName(row - 1, convertedCol) + u')',
            cheapestSum * *perUnit, fm.displayMoney);
    sh.text(row + 2, 0,
        BillText::tr("Energy and carbon are those of each scenario's own purchase mode; they are not costs."), fm.note);
}

} // namespace

QByteArray billWorkbook(const BillExport& ex, QString* problem)
{
    const QString title = ex.bills.size() > 1 ? BillText::tr("Cost comparison") : BillText::tr("Cost summary");
    return workbookBytes(title, problem, [&](lxw_workbook* wb, lxw_error& error) {
        const Formats fm(wb, ex.bills.value(0).estimate.currency, ex.locale, ex.conversion.display);
        QSet<QString> taken;
        const QString summaryName = sheetName(BillText::tr("Summary"), taken);
        lxw_worksheet* summary = workbook_add_worksheet(wb, utf8(summaryName).constData());
        QList<SheetCells> sheets;
        for (const ExportedBill& b : ex.bills)
            sheets << writeScenario(wb, fm, b, ex, taken, error);
        writeSummary(summary, fm, ex, sheets, error);
    });
}

} // namespace Kova
