#include "charts/modecostchart.h"
#include "charts/timecostchart.h"
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "models/comparisonmodel.h"
#include "models/lineitemmodel.h"
#include "panels/comparisonpanel.h"
#include "panels/costpanel.h"
#include "panels/sidebysideview.h"
#include "shell/mainwindow.h"
#include "tests/ui/legibility.h"
#include "tests/ui/offscreenscreen.h"
#include "tests/ui/windowparts.h"
#include "text/format.h"

#include <QAction>
#include <QBarSet>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSplitter>
#include <QTableView>
#include <QTest>
#include <QTextDocument>
#include <cmath>

using namespace Kova;
using namespace WindowParts;
using namespace Qt::StringLiterals;

// The open scenarios' bills and charts side by side: a column per open scenario, in the tabs' order, each
// with its chosen mode's bar and its whole bill, following edits, opened and closed scenarios.
class TestSideBySide : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Legibility::setUpApplication(); }
    void aColumnPerOpenScenario();
    void columnsFollowAnEdit();
    void aClosedScenarioLeavesItsColumn();
    void theViewMenuOpensIt();
    void comparisonChartReadsCheapAndDearRunsOnLogAxes();
    void overlayDrawsEachScenariosCurveOnSharedAxes_data();
    void overlayDrawsEachScenariosCurveOnSharedAxes();
    void comparisonChangedBehindATabShowsWholeWhenRaised();
    void aLegendEntryShownAgainShowsItsName();
};

namespace {

// The amount the bill shows for the chosen mode's total (its top-level row for that mode).
QString billTotal(const ScenarioColumn* column)
{
    const LineItemModel* model = column->bill()->model();
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex mode = model->index(r, LineItemModel::AmountColumn);
        if (mode.data(LineItemModel::PurchaseModeRole).toInt() == int(column->document()->scenario().mode))
            return mode.data().toString();
    }
    return {};
}

QString expectedTotal(const ScenarioDocument* d)
{
    return Formatter(QLocale(), d->estimate().currency).money(d->estimate().mode(d->scenario().mode)->total);
}

} // namespace

void TestSideBySide::aColumnPerOpenScenario()
{
    MainWindow w;
    QVERIFY(Legibility::openShipped(w, u"seed-h100-72h"_s));
    QVERIFY(Legibility::openShipped(w, u"lora-13b-a100"_s));
    w.show();
    comparison(w)->showSideBySide();
    SideBySideView* side = comparison(w)->sideBySide();
    QVERIFY(QTest::qWaitForWindowExposed(side));
    const QList<ScenarioDocument*> documents = w.scenarios()->documents();
    QCOMPARE(side->columns().size(), documents.size());
    for (int i = 0; i < documents.size(); ++i) {
        const ScenarioColumn* column = side->columns().at(i);
        QCOMPARE(column->document(), documents.at(i));
        QCOMPARE(billTotal(column), expectedTotal(documents.at(i)));
        const PurchaseMode mode = documents.at(i)->scenario().mode;
        QVERIFY(Legibility::legendEntries(column->chart()).contains(column->chart()->barSet(mode)->label()));
    }
    // Side by side: each column to the right of the one before.
    for (int i = 1; i < side->columns().size(); ++i)
        QCOMPARE_GE(side->columns().at(i)->x(), side->columns().at(i - 1)->x() + side->columns().at(i - 1)->width());
}

void TestSideBySide::columnsFollowAnEdit()
{
    MainWindow w;
    QVERIFY(Legibility::openShipped(w, u"seed-h100-72h"_s));
    w.show();
    comparison(w)->showSideBySide();
    SideBySideView* side = comparison(w)->sideBySide();
    QVERIFY(QTest::qWaitForWindowExposed(side));
    ScenarioDocument* seed = w.scenarios()->documents().constLast();
    const ScenarioColumn* column = side->columns().constLast();
    QCOMPARE(billTotal(column), Formatter().money(491.84));
    seed->edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; });
    seed->recomputeNow();
    // 16 GPUs for 72 h at $0.840: the GPU line doubles the seed's $483.84, with the same $8 of storage and import.
    QCOMPARE(billTotal(column), Formatter().money(975.68));
    QCOMPARE(column->chart()->barSet(PurchaseMode::Interruptible)->at(1),
        centsShown(seed->estimate().mode(PurchaseMode::Interruptible)->total));
}

void TestSideBySide::aClosedScenarioLeavesItsColumn()
{
    MainWindow w;
    QVERIFY(Legibility::openShipped(w, u"seed-h100-72h"_s));
    QVERIFY(Legibility::openShipped(w, u"lora-13b-a100"_s));
    w.show();
    comparison(w)->showSideBySide();
    SideBySideView* side = comparison(w)->sideBySide();
    const int before = int(side->columns().size());
    ScenarioDocument* lora = w.scenarios()->documents().constLast();
    QVERIFY(w.scenarios()->closeDocument(int(w.scenarios()->documents().size()) - 1));
    QCOMPARE(side->columns().size(), before - 1);
    for (const ScenarioColumn* column : side->columns())
        QVERIFY(column->document() != lora);
    w.scenarios()->newScenario();
    QCOMPARE(side->columns().size(), before);
}

void TestSideBySide::theViewMenuOpensIt()
{
    MainWindow w;
    w.show();
    auto* action = w.findChild<QAction*>(u"showSideBySide"_s);
    QVERIFY(action);
    QVERIFY(!action->text().isEmpty());
    action->trigger();
    QVERIFY(comparison(w)->sideBySide());
    QVERIFY(comparison(w)->sideBySide()->isVisible());
}

// The comparison's chart: a $88 run beside a $360,000 one, on logarithmic axes, neither on the origin nor in a
// corner — each total and time at least a tenth of the axes' decades from their ends.
void TestSideBySide::comparisonChartReadsCheapAndDearRunsOnLogAxes()
{
    MainWindow w;
    QVERIFY(Legibility::openShipped(w, u"lora-13b-a100"_s));
    QVERIFY(Legibility::openShipped(w, u"llama-70b-pretrain"_s));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ComparisonChart* chart = comparison(w)->chart();
    chart->refresh();
    auto* x = qobject_cast<QLogValueAxis*>(chart->chart()->axes(Qt::Horizontal).value(0));
    auto* y = qobject_cast<QLogValueAxis*>(chart->chart()->axes(Qt::Vertical).value(0));
    QVERIFY(x && y);
    const auto share = [](const QLogValueAxis* axis, double v) {
        return (std::log10(v) - std::log10(axis->min())) / (std::log10(axis->max()) - std::log10(axis->min()));
    };
    int points = 0;
    for (const ComparisonChart::Curve& curve : chart->curves())
        for (const QPointF& p : curve.current->points()) {
            ++points;
            QVERIFY2(share(x, p.x()) > 0.1 && share(x, p.x()) < 0.95, qPrintable(QString::number(p.x())));
            QVERIFY2(share(y, p.y()) > 0.1 && share(y, p.y()) < 0.95, qPrintable(QString::number(p.y())));
        }
    QCOMPARE(points, 2); // the two opened (the first replaced the untouched new scenario)
}

void TestSideBySide::overlayDrawsEachScenariosCurveOnSharedAxes_data()
{
    // The seed's run fits 4 GPUs and its batch covers up to 1,024: the GPU counts of the sweep between them.
    // The LoRA fine-tune fits one A100 and its batch covers up to 64.
    const QList<int> Lora { 1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64 };
    const QList<int> Seed { 4, 8, 16, 24, 32, 40, 48, 56, 64, 96, 128, 160, 192, 224, 256, 384, 512, 640, 768, 896,
        1024 };
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QString>("cappedOffer"); // a copy of the seed on this offer is opened last; empty: none
    QTest::addColumn<QList<QList<int>>>("counts"); // each scenario's GPU counts, in the tabs' order
    QTest::newRow("seed and LoRA") << QStringList { u"seed-h100-72h"_s, u"lora-13b-a100"_s } << QString()
                                   << QList<QList<int>> { Seed, Lora };
    QTest::newRow("and the seed on an offer of 8 GPUs at most") << QStringList { u"seed-h100-72h"_s,
        u"lora-13b-a100"_s } << u"runpod-h100-community"_s << QList<QList<int>> { Seed, Lora, { 4, 8 } };
}

// The comparison's chart: each open scenario's plans across exactly the GPU counts its offer supplies, in the mode
// that prices its plan, its current plan at its estimate, its legend entry named after it; every series on the
// same two logarithmic axes, whose decades hold every point.
void TestSideBySide::overlayDrawsEachScenariosCurveOnSharedAxes()
{
    QFETCH(QStringList, files);
    QFETCH(QString, cappedOffer);
    QFETCH(QList<QList<int>>, counts);
    MainWindow w;
    for (const QString& file : files)
        QVERIFY(Legibility::openShipped(w, file));
    if (!cappedOffer.isEmpty()) {
        Scenario s = defaultScenario();
        s.name = u"Seed on a small offer"_s;
        s.cluster.offerId = cappedOffer;
        w.scenarios()->addDocument(s);
    }
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QList<ScenarioDocument*> documents = w.scenarios()->documents();
    for (ScenarioDocument* d : documents)
        d->recomputeNow();
    QCOMPARE(documents.size(), counts.size());
    ComparisonChart* chart = comparison(w)->chart();
    chart->refresh();
    QCOMPARE(chart->curves().size(), documents.size());
    auto* x = qobject_cast<QLogValueAxis*>(chart->chart()->axes(Qt::Horizontal).value(0));
    auto* y = qobject_cast<QLogValueAxis*>(chart->chart()->axes(Qt::Vertical).value(0));
    QVERIFY(x && y);
    QCOMPARE(chart->chart()->axes().size(), 2);
    const auto within = [&](const QPointF& p) {
        return x->min() <= p.x() && p.x() <= x->max() && y->min() <= p.y() && p.y() <= y->max();
    };
    for (int i = 0; i < documents.size(); ++i) {
        const ComparisonChart::Curve& curve = chart->curves().at(i);
        const ScenarioDocument* d = documents.at(i);
        const ModeEstimate* priced = d->estimate().priced(d->scenario().mode);
        QVERIFY(priced);
        QList<int> gpus;
        QList<QPointF> points;
        for (const PlanCandidate& p : curve.shown.plans) {
            gpus << p.gpus;
            points << QPointF(p.wallHours, p.total);
            QCOMPARE(p.mode, priced->mode);
        }
        QCOMPARE(gpus, counts.at(i));
        QCOMPARE(curve.line->points(), points);
        QCOMPARE(curve.plans->points(), points);
        QCOMPARE(curve.current->points(), QList<QPointF> { QPointF(priced->wallHours, priced->total) });
        for (QXYSeries* s : { static_cast<QXYSeries*>(curve.line), static_cast<QXYSeries*>(curve.plans),
                 static_cast<QXYSeries*>(curve.front), static_cast<QXYSeries*>(curve.current) }) {
            QCOMPARE(s->attachedAxes().size(), 2);
            QVERIFY(s->attachedAxes().contains(x) && s->attachedAxes().contains(y));
            for (const QPointF& p : s->points())
                QVERIFY2(within(p), qPrintable(d->scenario().name));
        }
        // The curve's legend entry, the only one of its series; the name may be broken into lines.
        QList<QLegendMarker*> entries;
        for (QLegendMarker* marker : chart->chart()->legend()->markers())
            if ((marker->isVisible() || marker->series() == curve.line)
                && qobject_cast<QXYSeries*>(marker->series()) != nullptr
                && QList<QAbstractSeries*> { curve.line, curve.plans, curve.front, curve.current }.contains(
                    marker->series()))
                entries << marker;
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first()->series(), curve.line);
        QTextDocument entry;
        entry.setHtml(entries.first()->label());
        QCOMPARE(entry.toPlainText().simplified(), d->scenario().name);
    }
}

// The comparison is arranged when it shows, not at every change while another dock's tab hides it: a scenario
// opened meanwhile (a dearer run, wider figures) still shows whole, with no sideways scroll, once it is raised.
void TestSideBySide::comparisonChangedBehindATabShowsWholeWhenRaised()
{
    MainWindow w;
    QVERIFY(Legibility::openShipped(w, u"seed-h100-72h"_s));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* dock = qobject_cast<QDockWidget*>(comparison(w)->parentWidget()->parentWidget());
    QVERIFY(dock);
    const QList<QDockWidget*> tabbed = w.tabifiedDockWidgets(dock);
    QVERIFY(!tabbed.isEmpty());
    const auto onScreen = [&w] { return !comparison(w)->visibleRegion().isEmpty(); };
    dock->raise();
    QTRY_VERIFY(onScreen());
    tabbed.first()->raise();
    QTRY_VERIFY(!onScreen());
    QVERIFY(Legibility::openShipped(w, u"llama-70b-pretrain"_s));
    QVERIFY(Legibility::openShipped(w, u"lora-13b-a100"_s));
    QTest::qWait(50);
    dock->raise();
    QTRY_VERIFY(onScreen());
    QCoreApplication::processEvents();
    auto* table = comparison(w)->findChild<QTableView*>();
    QVERIFY(Legibility::onScreen(table->viewport()));
    QCOMPARE(table->model()->rowCount(), 3);
    const QAbstractItemView* view = table; // QTableView hides sizeHintForColumn()
    for (int c : { ComparisonModel::GpusColumn, ComparisonModel::TotalColumn, ComparisonModel::WallColumn })
        QVERIFY2(table->horizontalHeader()->sectionSize(c) >= view->sizeHintForColumn(c),
            qPrintable(u"column %1: %2 px for %3 px"_s.arg(c)
                    .arg(table->horizontalHeader()->sectionSize(c))
                    .arg(view->sizeHintForColumn(c))));
    // Arranged for the three: beside its chart, the table keeps the width its rows need; above it, their height.
    if (comparison(w)->findChild<QSplitter*>()->orientation() == Qt::Horizontal)
        QCOMPARE(table->minimumWidth(), comparison(w)->tableWidthNeeded());
    else
        QCOMPARE(table->minimumHeight(),
            table->horizontalHeader()->height() + table->verticalHeader()->length() + 2 * table->frameWidth());
    const QStringList cut = Legibility::cutInWindow(*comparison(w)) + Legibility::scrollsSideways(table);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
}

// The seed's plan has no likely range, the 70B pretraining's has: its legend entry in the chart of cost against
// time, hidden for the seed, comes back with its name when the pretraining opens beside it, not as a coloured
// square alone (Qt Charts kept its label cut to nothing).
void TestSideBySide::aLegendEntryShownAgainShowsItsName()
{
    MainWindow w;
    QVERIFY(Legibility::openShipped(w, u"seed-h100-72h"_s));
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    TimeCostChart* chart = w.findChild<TimeCostChart*>();
    QVERIFY(chart);
    QLegend* legend = chart->chart()->legend();
    QTRY_VERIFY(!legend->markers(chart->currentRangeSeries()).constFirst()->isVisible());
    QVERIFY(Legibility::openShipped(w, u"llama-70b-pretrain"_s));
    QTRY_VERIFY(legend->markers(chart->currentRangeSeries()).constFirst()->isVisible());
    QCoreApplication::processEvents();
    QStringList shown;
    for (QGraphicsItem* item : chart->scene()->items())
        if (auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item); text && text->isVisible())
            shown << text->toPlainText();
    for (QLegendMarker* marker : legend->markers())
        if (marker->isVisible())
            QVERIFY2(
                shown.contains(marker->label()), qPrintable(marker->label() + u" not in "_s + shown.join(u" | "_s)));
}

int main(int argc, char** argv)
{
    if (!useOffscreenScreen(u"sidebyside"_s, 1700, 1100))
        return 3;
    QApplication app(argc, argv);
    TestSideBySide test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sidebyside.moc"
