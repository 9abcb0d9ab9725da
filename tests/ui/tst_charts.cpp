#include "charts/breakdownchart.h"
#include "charts/chartgrid.h"
#include "charts/memorychart.h"
#include "charts/modecostchart.h"
#include "charts/timecostchart.h"
#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/costbreakdown.h"
#include "model/names.h"
#include "models/lineitemmodel.h"
#include "tests/shippedscenarios.h"
#include "tests/ui/legibility.h"
#include "text/format.h"
#include "text/language.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>
#include <QValueAxis>

using namespace Qt::StringLiterals;
using namespace Kova;

class TestCharts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chartsShowCoresFigures_data();
    void chartsShowCoresFigures();
    void chartsFollowAnEdit();
    void hiddenChartsWaitUntilShown();
    void editsFasterThanFramesEndOnTheLastFigures();
    void aQuietEditIsShownAtTheNextTurn();
    void anUnsoldModeMarksWhatIsPriced();
    void barAmountsReadAsMoney_data();
    void barAmountsReadAsMoney();
    void timeAxisHoldsStillWhenAPlanGoesBackAndForth_data();
    void timeAxisHoldsStillWhenAPlanGoesBackAndForth();
    void everyPlanOfTheSweepNamesItselfUnderThePointer();
    void shownLegendsNameEachEntryOnce_data();
    void shownLegendsNameEachEntryOnce();
    void legendHasNoEmptySlotAfterAnUndo_data();
    void legendHasNoEmptySlotAfterAnUndo();
    void timeCostShowsOnlyTheGpuCountsTheOfferSupplies_data();
    void timeCostShowsOnlyTheGpuCountsTheOfferSupplies();

private:
    static Scenario scenarioFile(const QString& name);
};

// The seed's offer sells on-demand and interruptible capacity, no spot: a plan in spot is priced at the
// cheapest mode it sells (Estimate::priced()), and the star, the bill and the modes chart say so.
void TestCharts::anUnsoldModeMarksWhatIsPriced()
{
    Scenario s = defaultScenario();
    s.mode = PurchaseMode::Spot;
    ScenarioDocument doc(embeddedCatalogue(), s);
    doc.recomputeNow();
    const Estimate& e = doc.estimate();
    QVERIFY(!e.mode(PurchaseMode::Spot));
    const ModeEstimate* priced = e.priced(PurchaseMode::Spot);
    QVERIFY(priced);
    QCOMPARE(priced->mode, PurchaseMode::Interruptible);
    QCOMPARE(priced->total, 491.84);
    const QString note = pricedInsteadNote(PurchaseMode::Interruptible, PurchaseMode::Spot);
    QCOMPARE(note, u"interruptible priced: this offer sells no spot"_s);

    ChartGrid grid;
    grid.show();
    grid.setDocument(&doc);
    // The star at the priced plan.
    QCOMPARE(grid.timeCost()->currentSeries()->count(), 1);
    QCOMPARE(grid.timeCost()->currentSeries()->at(0), QPointF(priced->wallHours, priced->total));
    // The modes chart names the priced bar.
    const QStringList categories = grid.modeCost()->categories();
    QVERIFY2(std::any_of(categories.cbegin(), categories.cend(), [&](const QString& c) { return c.startsWith(note); }),
        qPrintable(categories.join(u" | "_s)));
    // The categories are not drawn (each row's colour is its legend entry): the chosen mode's empty row says on
    // the chart itself that the offer does not sell it, within the plot, clear of the legend.
    QTest::qWait(50);
    QStringList shown;
    for (QGraphicsSimpleTextItem* label : grid.modeCost()->amountLabels())
        if (label->isVisible()) {
            shown << label->text();
            const QRectF box = label->mapRectToItem(grid.modeCost()->chart(), label->boundingRect());
            QVERIFY2(box.right() <= grid.modeCost()->chart()->plotArea().right() + 0.5, qPrintable(label->text()));
        }
    const QString unsold = u"spot (chosen): not offered"_s;
    QVERIFY2(shown.contains(unsold) || shown.contains(QString(unsold).replace(u": "_s, u":\n"_s)),
        qPrintable(shown.join(u" | "_s)));
    // The bill's priced mode reads so, in bold as a chosen mode.
    LineItemModel bill;
    bill.setEstimate(e, PurchaseMode::Spot);
    QStringList modes;
    for (int r = 0; r < bill.rowCount(); ++r)
        modes << bill.index(r, LineItemModel::ItemColumn).data().toString();
    QVERIFY2(modes.contains(note), qPrintable(modes.join(u" | "_s)));
    const QModelIndex row = bill.index(int(modes.indexOf(note)), LineItemModel::ItemColumn);
    QVERIFY(row.data(Qt::FontRole).value<QFont>().bold());
}

// The names of the modes chart's sets with a bar, in the legend's order: the modes, then the market's references.
static QStringList drawnModes(const ChartGrid& grid)
{
    QList<const QBarSet*> sets;
    for (PurchaseMode m : AllPurchaseModes)
        sets << grid.modeCost()->barSet(m);
    for (auto r : { ModeCostChart::Reference::MarketOnDemand, ModeCostChart::Reference::MarketSpot })
        sets << grid.modeCost()->referenceSet(r);
    QStringList drawn;
    for (const QBarSet* set : sets)
        for (int i = 0; i < set->count(); ++i)
            if (set->at(i) > 0) {
                drawn << set->label();
                break;
            }
    return drawn;
}

Scenario TestCharts::scenarioFile(const QString& name)
{
    return loadScenario(QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/") + name).value();
}

void TestCharts::chartsShowCoresFigures_data()
{
    addShippedScenarioRows();
}

void TestCharts::chartsShowCoresFigures()
{
    QFETCH(QString, file);
    const Catalogue& c = embeddedCatalogue();
    const Scenario s = scenarioFile(file);
    ScenarioDocument doc(c, s);
    ChartGrid grid;
    grid.setDocument(&doc);
    const Estimate e = estimate(s, c).value();

    // (1) one bar per mode the offer sells, each in its own row, then the market's reference bars; the
    // legend lists only what is drawn.
    int row = 0;
    QStringList drawn;
    for (PurchaseMode m : AllPurchaseModes) {
        const ModeEstimate* me = e.mode(m);
        if (!me && m != s.mode)
            continue;
        QBarSet* set = grid.modeCost()->barSet(m);
        QCOMPARE(set->at(row), me ? centsShown(me->total) : 0.0);
        for (int other = 0; other < set->count(); ++other)
            if (other != row)
                QCOMPARE(set->at(other), 0.0);
        if (me)
            drawn << purchaseModeName(m);
        ++row;
    }
    if (e.market.onDemandGpuTime) {
        QCOMPARE(grid.modeCost()->referenceSet(ModeCostChart::Reference::MarketOnDemand)->at(row++),
            centsShown(*e.market.onDemandGpuTime));
        drawn << grid.modeCost()->referenceSet(ModeCostChart::Reference::MarketOnDemand)->label();
    }
    if (e.market.spotGpuTime) {
        QCOMPARE(grid.modeCost()->referenceSet(ModeCostChart::Reference::MarketSpot)->at(row++),
            centsShown(*e.market.spotGpuTime));
        drawn << grid.modeCost()->referenceSet(ModeCostChart::Reference::MarketSpot)->label();
    }
    QCOMPARE(grid.modeCost()->categories().size(), row);
    QCOMPARE(drawnModes(grid), drawn);
    // The chosen mode is marked in its row's name.
    QVERIFY2(grid.modeCost()->categories().join(u'|').contains(u"(chosen)"_s),
        qPrintable(grid.modeCost()->categories().join(u'|')));
    // (2) every kind of line of every mode the offer has, as core totals it; the stack is the mode's total.
    for (int i = 0; i < e.modes.size(); ++i) {
        double stacked = 0;
        for (LineKind k : AllLineKinds) {
            QBarSet* set = grid.breakdown()->lineSet(k);
            QCOMPARE(set->count(), e.modes.size());
            QCOMPARE(set->at(i), kindTotal(e.modes[i], k));
            stacked += set->at(i);
        }
        QCOMPARE(grid.breakdown()->lineSet(LineKind::GpuTime)->at(i), e.modes[i].lines.first().amount);
        QVERIFY(qFuzzyCompare(stacked, e.modes[i].total));
    }
    // (3) one point per plan of the sweep, the front, and the current plan.
    const QList<PlanCandidate> sweep = sweepPlans(s, c, scenarioPlanSpace(s));
    qsizetype points = 0;
    for (PurchaseMode m : AllPurchaseModes)
        points += grid.timeCost()->modeSeries(m)->count();
    QCOMPARE(points, sweep.size());
    QCOMPARE(grid.timeCost()->paretoSeries()->count(), paretoFront(sweep).size());
    const ModeEstimate* chosen = e.mode(s.mode);
    QVERIFY(chosen);
    QCOMPARE(grid.timeCost()->currentSeries()->count(), 1);
    QCOMPARE(grid.timeCost()->currentSeries()->at(0), QPointF(chosen->wallHours, chosen->total));
    // (4) the current plan's P10–P90 whisker: from core's range, none when the hours are fixed.
    if (e.compute.fixedDuration) {
        QCOMPARE(grid.timeCost()->currentRangeSeries()->count(), 0);
    } else {
        QCOMPARE(grid.timeCost()->currentRangeSeries()->count(), 2);
        QCOMPARE(
            grid.timeCost()->currentRangeSeries()->at(0), QPointF(chosen->wallHoursRange.p10, chosen->totalRange.p10));
        QCOMPARE(
            grid.timeCost()->currentRangeSeries()->at(1), QPointF(chosen->wallHoursRange.p90, chosen->totalRange.p90));
        QVERIFY(chosen->totalRange.p10 < chosen->total && chosen->total < chosen->totalRange.p90);
    }
    // (5) memory parts and each GPU model's usable VRAM.
    QCOMPARE(grid.memory()->partSet(MemoryPart::Weights)->at(0), e.memory.weightsGb);
    QCOMPARE(grid.memory()->partSet(MemoryPart::Optimizer)->at(0), e.memory.optimizerGb);
    QCOMPARE(grid.memory()->partSet(MemoryPart::Activations)->at(0), e.memory.activationsGb);
    const QList<double> vram = grid.memory()->usableVram();
    QCOMPARE(vram.size(), e.fitByGpu.size());
    for (int i = 0; i < vram.size(); ++i)
        QCOMPARE(vram[i], e.fitByGpu[i].usableVramGb);
}

void TestCharts::chartsFollowAnEdit()
{
    ScenarioDocument doc(embeddedCatalogue());
    ChartGrid grid;
    grid.show();
    grid.setDocument(&doc);
    doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; });
    doc.recomputeNow();
    const double interruptible = doc.estimate().mode(PurchaseMode::Interruptible)->total;
    QCOMPARE(grid.modeCost()->barSet(PurchaseMode::Interruptible)->at(1), interruptible); // after on demand
    // 16 GPUs for 72 h at $0.840: the GPU line doubles the seed's $483.84.
    QCOMPARE(grid.breakdown()->lineSet(LineKind::GpuTime)->at(1), 967.68);
}

void TestCharts::hiddenChartsWaitUntilShown()
{
    ScenarioDocument doc(embeddedCatalogue());
    ChartGrid grid;
    grid.setDocument(&doc);
    const double before = grid.breakdown()->lineSet(LineKind::GpuTime)->at(1);
    doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; });
    doc.recomputeNow();
    QVERIFY(grid.isStale());
    QCOMPARE(grid.breakdown()->lineSet(LineKind::GpuTime)->at(1), before);
    grid.show();
    QVERIFY(!grid.isStale());
    QCOMPARE(grid.breakdown()->lineSet(LineKind::GpuTime)->at(1), 967.68);
}

void TestCharts::editsFasterThanFramesEndOnTheLastFigures()
{
    ScenarioDocument doc(embeddedCatalogue());
    ChartGrid grid;
    grid.show();
    grid.setDocument(&doc);
    QSignalSpy recomputed(&doc, &ScenarioDocument::estimateChanged);
    // A drag: five steps before the event loop turns; the charts are updated once, with the last step.
    for (int gpus : { 16, 24, 32, 40, 48 })
        QVERIFY(doc.edit(u"cluster.gpus"_s, [gpus](Scenario& s) { s.cluster.gpus = gpus; }, true));
    QVERIFY(doc.isRecomputePending());
    QTRY_VERIFY(!doc.isRecomputePending());
    QCOMPARE(recomputed.size(), 1);
    QCOMPARE(doc.estimate().gpus, 48);
    // 48 GPUs for 72 h at $0.840: six times the seed's $483.84 GPU line.
    QCOMPARE(grid.breakdown()->lineSet(LineKind::GpuTime)->at(1), 2903.04);
    const ModeEstimate* onDemand = doc.estimate().mode(PurchaseMode::OnDemand);
    QCOMPARE(grid.modeCost()->barSet(PurchaseMode::OnDemand)->at(0), onDemand->total);
    const ModeEstimate* chosen = doc.estimate().mode(doc.scenario().mode);
    QCOMPARE(grid.timeCost()->currentSeries()->at(0), QPointF(chosen->wallHours, chosen->total));
    QCOMPARE(grid.memory()->partSet(MemoryPart::Optimizer)->at(0), doc.estimate().memory.optimizerGb);

    // More steps within the frame that follows: recomputed one frame after the previous time, at the last step.
    for (int gpus : { 56, 64 })
        QVERIFY(doc.edit(u"cluster.gpus"_s, [gpus](Scenario& s) { s.cluster.gpus = gpus; }, true));
    QTRY_VERIFY(!doc.isRecomputePending());
    QCOMPARE(recomputed.size(), 2);
    QCOMPARE(grid.breakdown()->lineSet(LineKind::GpuTime)->at(1), 483.84 * 8);
    QCOMPARE(
        grid.modeCost()->barSet(PurchaseMode::OnDemand)->at(0), doc.estimate().mode(PurchaseMode::OnDemand)->total);
}

void TestCharts::aQuietEditIsShownAtTheNextTurn()
{
    ScenarioDocument doc(embeddedCatalogue());
    ChartGrid grid;
    grid.show();
    grid.setDocument(&doc);
    QTest::qWait(40); // more than a frame since the document's first estimate
    QVERIFY(doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; }));
    QVERIFY(doc.isRecomputePending());
    // No frame to wait for: the next turns of the event loop recompute it.
    QTRY_VERIFY(!doc.isRecomputePending());
    QCOMPARE(grid.breakdown()->lineSet(LineKind::GpuTime)->at(1), 967.68);
}

void TestCharts::barAmountsReadAsMoney_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("spotMedian"); // the seed's GPU line at the market's spot median, $691.20
    QTest::addColumn<QString>("onDemandMedian"); // and at its on-demand median, $1,382.40
    QTest::newRow("English") << u"en"_s << u"$691.20"_s << u"$1,382.40"_s;
    // French: a comma, the trailing zero kept, narrow no-break spaces in the thousands and before "$ US".
    QTest::newRow("French") << u"fr"_s << u"691,20\u00a0$\u00a0US"_s << u"1\u202f382,40\u00a0$\u00a0US"_s;
}

// The modes chart prints each bar's amount as the bill and the report write money (Qt Charts' own bar labels
// dropped the trailing zero: "691,2 $ US"), whole, at the end of its bar, and follows the bar when the chart is
// resized or the amounts change.
void TestCharts::barAmountsReadAsMoney()
{
    QFETCH(QString, language);
    QFETCH(QString, spotMedian);
    QFETCH(QString, onDemandMedian);
    applyLanguage(language); // the locale and the translations ("$ US")
    const auto restore = qScopeGuard([] { applyLanguage(u"en"_s); });
    ScenarioDocument doc(embeddedCatalogue());
    ChartGrid grid;
    grid.resize(1000, 700);
    grid.show();
    grid.setDocument(&doc);
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    ModeCostChart* chart = grid.modeCost();
    const Formatter f;

    // Each row's amount, in the order of the rows: the modes the offer sells, then the market's references.
    const auto check = [&](const QList<double>& amounts) {
        QCoreApplication::processEvents(); // Qt Charts lays the chart out at the next turn
        const QList<QGraphicsSimpleTextItem*> labels = chart->amountLabels();
        QCOMPARE(labels.size(), amounts.size());
        const QRectF whole = chart->chart()->rect();
        for (qsizetype row = 0; row < labels.size(); ++row) {
            QGraphicsSimpleTextItem* label = labels[row];
            QCOMPARE(label->text(), f.money(amounts[row]));
            QVERIFY(label->isVisible());
            // Whole: inside the plot (clear of the legend), never under the chart's edge.
            const QRectF box = label->mapRectToItem(chart->chart(), label->boundingRect());
            QVERIFY2(whole.contains(box), qPrintable(label->text()));
            QVERIFY2(box.right() <= chart->chart()->plotArea().right() + 0.5, qPrintable(label->text()));
            // At the end of its own bar: level with it, just after it or just inside its end.
            const QPointF end
                = chart->chart()->mapToPosition(QPointF(amounts[row], qreal(row)), chart->chart()->series().first());
            QVERIFY2(std::abs(box.center().y() - end.y()) < 1.0, qPrintable(label->text()));
            QVERIFY2(box.left() >= end.x() || box.right() <= end.x(), qPrintable(label->text()));
            QVERIFY2(
                std::abs(box.left() - end.x()) < 6 || std::abs(box.right() - end.x()) < 6, qPrintable(label->text()));
        }
    };
    const auto rowAmounts = [&] {
        QList<double> out;
        const Estimate& e = doc.estimate();
        for (PurchaseMode m : AllPurchaseModes)
            if (const ModeEstimate* me = e.mode(m))
                out << me->total;
        out << *e.market.onDemandGpuTime << *e.market.spotGpuTime;
        return out;
    };
    const QList<double> seed = rowAmounts();
    check(seed);
    QStringList texts;
    for (QGraphicsSimpleTextItem* label : chart->amountLabels())
        texts << label->text();
    QVERIFY2(texts.contains(spotMedian), qPrintable(texts.join(u" | "_s)));
    QVERIFY2(texts.contains(onDemandMedian), qPrintable(texts.join(u" | "_s)));

    // Narrower: the amounts move with their bars.
    grid.resize(640, 420);
    QTRY_COMPARE(chart->width() < 400, true);
    check(seed);
    // Other amounts: new texts at the bars' new ends.
    QVERIFY(doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; }));
    doc.recomputeNow();
    check(rowAmounts());
}

void TestCharts::shownLegendsNameEachEntryOnce_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QSize>("size");
    for (const QString& file : shippedScenarioFiles()) {
        // Small charts group the VRAM chart's GPU models (six bars), large ones show each model (thirteen).
        QTest::addRow("%s, small", qPrintable(file)) << file << QSize(700, 500);
        QTest::addRow("%s, large", qPrintable(file)) << file << QSize(1400, 1000);
    }
}

// What a user reads in each chart's legend once the charts are on screen: every entry drawn once (the VRAM
// chart has a line a GPU model, all named "VRAM", only the first in its legend).
void TestCharts::shownLegendsNameEachEntryOnce()
{
    QFETCH(QString, file);
    QFETCH(QSize, size);
    ScenarioDocument doc(embeddedCatalogue(), scenarioFile(file));
    doc.recomputeNow();
    ChartGrid grid;
    grid.setDocument(&doc);
    grid.resize(size);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    QTest::qWait(50);
    for (QChartView* view : grid.findChildren<QChartView*>()) {
        const QStringList shown = Legibility::legendEntries(view);
        QStringList once = shown;
        once.removeDuplicates();
        QVERIFY2(shown == once, qPrintable(view->chart()->title() + u": "_s + shown.join(u", "_s)));
        // The modes chart's legend: exactly the bars it draws.
        if (view == grid.modeCost())
            QCOMPARE(shown, drawnModes(grid));
    }
}

void TestCharts::legendHasNoEmptySlotAfterAnUndo_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("edit"); // "offer ID", "hours H" (a fixed duration) or "tokens B" (billions)
    QTest::addColumn<QString>("entry"); // the legend entry the edit hides or shows, and the undo brings back
    QTest::addColumn<QSize>("size");
    const QString seed = u"seed-h100-72h.kova.json"_s, llama = u"llama-70b-pretrain.kova.json"_s;
    for (const QSize size : { QSize(700, 500), QSize(1400, 1000) }) {
        const QByteArray at = QByteArray::number(size.width()) + 'x' + QByteArray::number(size.height());
        QTest::addRow("an offer selling on demand only hides a mode, %s", at.constData())
            << seed << u"offer lambda-h100-sxm"_s << u"interruptible"_s << size;
        QTest::addRow("an offer selling spot hides interruptible, %s", at.constData())
            << seed << u"offer vast-h100-sxm"_s << u"interruptible"_s << size;
        QTest::addRow("a fixed duration hides the likely range, %s", at.constData())
            << llama << u"hours 48"_s << u"P10–P90"_s << size;
        QTest::addRow("training by tokens shows the likely range, %s", at.constData())
            << seed << u"tokens 20"_s << u"P10–P90"_s << size;
    }
}

// Whether a legend of the grid has an entry naming `entry`.
static bool anyLegendNames(const ChartGrid& grid, const QString& entry)
{
    for (const QChartView* view : grid.findChildren<QChartView*>())
        for (const QString& shown : Legibility::legendEntries(view))
            if (shown.contains(entry))
                return true;
    return false;
}

// Issue 28 item 5e: after an edit that hides a legend entry (or shows one) and its undo, every legend is drawn as it
// was before the edit: no empty slot where the entry was hidden, no entry back without its name.
void TestCharts::legendHasNoEmptySlotAfterAnUndo()
{
    QFETCH(QString, file);
    QFETCH(QString, edit);
    QFETCH(QString, entry);
    QFETCH(QSize, size);
    ScenarioDocument doc(embeddedCatalogue(), scenarioFile(file));
    doc.recomputeNow();
    ChartGrid grid;
    grid.setDocument(&doc);
    grid.resize(size);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    QTest::qWait(50);
    const QList<QChartView*> views = grid.findChildren<QChartView*>();
    QHash<QChartView*, QStringList> before;
    for (QChartView* view : views)
        before.insert(view, Legibility::drawnLegend(view));
    const bool listed = anyLegendNames(grid, entry);
    const QString value = edit.section(u' ', 1);
    QVERIFY(doc.edit(edit.startsWith(u"offer"_s) ? u"cluster.offer"_s : u"training"_s, [&](Scenario& s) {
        if (edit.startsWith(u"offer"_s)) {
            s.cluster.offerId = value;
        } else if (edit.startsWith(u"hours"_s)) {
            s.training.tokensB.reset();
            s.training.durationHours = value.toDouble();
        } else {
            s.training.durationHours.reset();
            s.training.tokensB = value.toDouble();
        }
    }));
    doc.recomputeNow();
    QTest::qWait(50);
    QCOMPARE(anyLegendNames(grid, entry), !listed); // the edit did hide (or show) the entry
    // Edited, each legend reads as it does on charts opened on the edited scenario.
    ScenarioDocument edited(embeddedCatalogue(), doc.scenario());
    edited.recomputeNow();
    ChartGrid fresh;
    fresh.setDocument(&edited);
    fresh.resize(size);
    fresh.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fresh));
    QTest::qWait(50);
    const QList<QChartView*> freshViews = fresh.findChildren<QChartView*>();
    QCOMPARE(freshViews.size(), views.size());
    for (qsizetype i = 0; i < views.size(); ++i)
        QCOMPARE(Legibility::drawnLegend(views[i]), Legibility::drawnLegend(freshViews[i]));
    fresh.hide();
    doc.undoStack()->undo();
    doc.recomputeNow();
    QTest::qWait(50);
    QCOMPARE(anyLegendNames(grid, entry), listed);
    for (QChartView* view : views)
        QCOMPARE(Legibility::drawnLegend(view), before.value(view));
}

void TestCharts::timeAxisHoldsStillWhenAPlanGoesBackAndForth_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    // The seed's times span 0.1 to 1,000 h at 8 GPUs, 1 to 10,000 h at 64: one decade more at each end.
    QTest::newRow("8 and 64 GPUs") << 8 << 64;
    QTest::newRow("64 and 8 GPUs") << 64 << 8;
    QTest::newRow("6 and 96 GPUs") << 6 << 96;
    // 1 to 1,000 h at 24 GPUs, within 48's.
    QTest::newRow("24 and 48 GPUs") << 24 << 48;
}

// The time axis shows every time of the chart in whole decades, at most one of them empty; a drag back and forth
// between two GPU counts lays it out on the way there at most, not at every step after (Qt Charts lays an axis
// out again at each change of its range).
void TestCharts::timeAxisHoldsStillWhenAPlanGoesBackAndForth()
{
    QFETCH(int, from);
    QFETCH(int, to);
    ScenarioDocument doc(embeddedCatalogue());
    ChartGrid grid;
    grid.show();
    grid.setDocument(&doc);
    const auto* axis = qobject_cast<QLogValueAxis*>(grid.timeCost()->chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(axis);
    QList<QXYSeries*> series { grid.timeCost()->currentSeries(), grid.timeCost()->currentRangeSeries() };
    for (PurchaseMode m : AllPurchaseModes)
        series << grid.timeCost()->modeSeries(m);
    const auto show = [&](int gpus) {
        QVERIFY(doc.edit(u"cluster.gpus"_s, [gpus](Scenario& s) { s.cluster.gpus = gpus; }));
        doc.recomputeNow();
        QCOMPARE(doc.estimate().gpus, gpus);
        double shortest = std::numeric_limits<double>::infinity(), longest = 0;
        for (const QXYSeries* s : std::as_const(series))
            for (const QPointF& p : s->points()) {
                shortest = std::min(shortest, p.x());
                longest = std::max(longest, p.x());
            }
        QCOMPARE_LE(axis->min(), shortest);
        QCOMPARE_GE(axis->max(), longest);
        const double first = std::floor(std::log10(shortest)), last = std::ceil(std::log10(longest * 1.001));
        QCOMPARE_LE((first - std::log10(axis->min())) + (std::log10(axis->max()) - last), 1.0 + 1e-9);
    };
    show(from);
    show(to);
    const auto shown = [axis] { return std::pair(axis->min(), axis->max()); };
    const auto range = shown();
    for (int i = 0; i < 3; ++i)
        for (int gpus : { from, to }) {
            show(gpus);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(shown(), range);
        }
}

// Each point of the cost-against-time chart, whatever its mode, names its plan when the pointer is on it.
void TestCharts::everyPlanOfTheSweepNamesItselfUnderThePointer()
{
    ScenarioDocument doc(embeddedCatalogue());
    ChartGrid grid;
    grid.resize(1000, 700);
    grid.show();
    grid.setDocument(&doc);
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    QCoreApplication::processEvents();
    TimeCostChart* chart = grid.timeCost();
    int pointed = 0;
    for (PurchaseMode m : AllPurchaseModes) {
        QScatterSeries* series = chart->modeSeries(m);
        for (const QPointF& p : series->points()) {
            const QPoint at = chart->mapFromScene(chart->chart()->mapToScene(chart->chart()->mapToPosition(p, series)));
            if (!chart->viewport()->rect().contains(at))
                continue;
            QToolTip::hideText();
            QTest::mouseMove(chart->viewport(), at);
            QTRY_VERIFY2(QToolTip::isVisible(), qPrintable(purchaseModeName(m)));
            // The plan's mode (the seed's modes cost apart: no point lies under another mode's).
            QVERIFY2(QToolTip::text().contains(purchaseModeName(m)), qPrintable(QToolTip::text()));
            ++pointed;
            break; // one a mode
        }
    }
    QCOMPARE_GE(pointed, 2); // the seed's offer sells two modes
}

void TestCharts::timeCostShowsOnlyTheGpuCountsTheOfferSupplies_data()
{
    QTest::addColumn<QString>("offer");
    QTest::addColumn<QList<int>>("counts");
    // The seed's own offer states no capacity: every count of the sweep its run fits and covers.
    QTest::newRow("no stated capacity") << u"kova-h100-sxm"_s
                                        << QList<int> { 4, 8, 16, 24, 32, 40, 48, 56, 64, 96, 128, 160, 192, 224, 256,
                                               384, 512, 640, 768, 896, 1024 };
    // RunPod and Lambda rent at most 8 GPUs in one place: nothing past one node.
    QTest::newRow("RunPod, 8 GPUs at most") << u"runpod-h100-community"_s << QList<int> { 4, 8 };
    QTest::newRow("Lambda, 8 GPUs at most") << u"lambda-h100-sxm"_s << QList<int> { 4, 8 };
}

// The seed's run on an offer: the cost-against-time chart shows each plan of a GPU count the offer can supply and
// none other, and the current plan is drawn high enough on the cost axis to read (not squashed onto it by plans
// the offer cannot supply).
void TestCharts::timeCostShowsOnlyTheGpuCountsTheOfferSupplies()
{
    QFETCH(QString, offer);
    QFETCH(QList<int>, counts);
    Scenario s = defaultScenario();
    s.cluster.offerId = offer;
    ScenarioDocument doc(embeddedCatalogue(), s);
    doc.recomputeNow();
    QVERIFY(doc.hasEstimate());
    ChartGrid grid;
    grid.setDocument(&doc);
    const TimeCostChart* chart = grid.timeCost();
    for (PurchaseMode m : AllPurchaseModes) {
        QList<int> shown;
        for (const PlanCandidate& p : chart->plans(m))
            shown << p.gpus;
        QCOMPARE(chart->modeSeries(m)->count(), shown.size());
        if (doc.estimate().mode(m))
            QCOMPARE(shown, counts);
        else
            QVERIFY(shown.isEmpty());
    }
    auto* costs = qobject_cast<QValueAxis*>(chart->chart()->axes(Qt::Vertical).value(0));
    QVERIFY(costs);
    QCOMPARE(chart->currentSeries()->count(), 1);
    QCOMPARE_GE(chart->currentSeries()->at(0).y(), 0.2 * costs->max());
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
