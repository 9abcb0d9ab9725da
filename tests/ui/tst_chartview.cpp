#include "charts/chartgrid.h"
#include "charts/chartview.h"
#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "tests/ui/offscreenscreen.h"

#include <QApplication>
#include <QChart>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QLabel>
#include <QScreen>
#include <QTest>
#include <QVBoxLayout>
#include <QValueAxis>
#include <cmath>

using namespace Qt::StringLiterals;
using namespace Kova;

// What a chart costs after a change of its data, and what it shows then: a new range of a value axis
// relabels the axis without laying the chart out again, its labels stay round and start at 0, the window
// around the charts is painted once, after the change, a chart that did not change is not painted again,
// and what is on screen is what the chart now holds (Qt keeps the pixels of the charts' texts).
class TestChartView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valueAxisShowsRoundLabelsFromZero_data();
    void valueAxisShowsRoundLabelsFromZero();
    void newRangesOnlyRelabelTheAxis();
    void settlingPaintsTheWindowOnceAfterTheChange();
    void anUnchangedChartIsNotPaintedAgain();
    void chartsOnScreenShowTheirLatestFigures_data();
    void chartsOnScreenShowTheirLatestFigures();
};

namespace {

// A chart view whose one value axis the test fits, beside (left) or below (bottom) the plot.
class FittedChart : public ChartView
{
public:
    explicit FittedChart(Qt::Alignment side)
        : ChartView(u"Fitted"_s)
    {
        axis = makeValueAxis(u"Cost"_s, u"%.0f"_s);
        chart()->addAxis(axis, side);
    }
    void fit(double top) { fitValueAxis(axis, top, 1.0); }
    QValueAxis* axis;
};

// Counts the events of one type delivered to the objects it watches.
class EventCount : public QObject
{
public:
    explicit EventCount(QEvent::Type type)
        : m_type(type)
    {
    }
    int count = 0;

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == m_type)
            ++count;
        return false;
    }

private:
    QEvent::Type m_type;
};

// Whether `value` is a whole multiple of 1, 2, 2.5 or 5 × 10^k for some k ≥ 0 (2.5 only from 25).
bool isRoundStep(double value)
{
    if (value < 1 || value != std::round(value))
        return false;
    const double unit = std::pow(10.0, std::floor(std::log10(value)));
    for (double m : { 1.0, 2.0, 2.5, 5.0 })
        if (value == m * unit && (m != 2.5 || unit >= 10))
            return true;
    return false;
}

// The pixels a widget shows on screen: the window's backing store, not a new rendering of the widget.
QImage onScreen(QWidget* w)
{
    const QPoint at = w->mapTo(w->window(), QPoint(0, 0));
    return w->screen()
        ->grabWindow(w->window()->winId(), at.x(), at.y(), w->width(), w->height())
        .toImage()
        .convertToFormat(QImage::Format_RGB32);
}

} // namespace

void TestChartView::valueAxisShowsRoundLabelsFromZero_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<double>("top");
    for (const auto& [name, side] : { std::pair { "left", Qt::AlignLeft }, std::pair { "bottom", Qt::AlignBottom } })
        for (double top : { 0.4, 7.0, 480.0, 1943.36, 36000.0, 3.6e7 })
            QTest::addRow("%s, %g", name, top) << int(side) << top;
}

void TestChartView::valueAxisShowsRoundLabelsFromZero()
{
    QFETCH(int, side);
    QFETCH(double, top);
    FittedChart view { Qt::Alignment(side) };
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.fit(top);
    QCoreApplication::processEvents();
    const QValueAxis* axis = view.axis;
    QCOMPARE(axis->min(), 0.0);
    QCOMPARE_GE(axis->max(), top);
    QCOMPARE_LE(axis->max(), std::max(2 * top, 1.0)); // the data fills at least half of it
    // Labels at multiples of a round step from 0, at most six.
    const bool fixed = axis->tickType() == QValueAxis::TicksFixed;
    const double step = fixed ? axis->max() / (axis->tickCount() - 1) : axis->tickInterval();
    const int labels = fixed ? axis->tickCount() : int(std::floor(axis->max() / step + 1e-9)) + 1;
    QCOMPARE_GE(labels, 2);
    QCOMPARE_LE(labels, 6);
    QVERIFY2(isRoundStep(step), qPrintable(u"%1 labels up to %2"_s.arg(labels).arg(axis->max())));
}

void TestChartView::newRangesOnlyRelabelTheAxis()
{
    FittedChart view { Qt::AlignLeft };
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.fit(480);
    QCoreApplication::processEvents();
    EventCount layouts(QEvent::LayoutRequest);
    view.chart()->installEventFilter(&layouts);
    // A drag across magnitudes: each step a new range, the labels wider or narrower.
    for (double top : { 700.0, 1943.36, 36000.0, 1200.0, 90.0, 480.0 }) {
        view.fit(top);
        QCoreApplication::processEvents();
        QCOMPARE_GE(view.axis->max(), top);
    }
    QCOMPARE(layouts.count, 0);
}

void TestChartView::settlingPaintsTheWindowOnceAfterTheChange()
{
    ScenarioDocument doc(embeddedCatalogue());
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* label = new QLabel(u"GPUs"_s);
    auto* grid = new ChartGrid;
    layout->addWidget(label);
    layout->addWidget(grid);
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    grid->setDocument(&doc);
    QCoreApplication::processEvents();
    EventCount paints(QEvent::Paint);
    label->installEventFilter(&paints);
    // Another view of the window changes before the charts do, as the bill does before them.
    label->setText(u"16 GPUs"_s);
    QVERIFY(doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; }));
    doc.recomputeNow();
    QCOMPARE(paints.count, 0);
    QCoreApplication::processEvents();
    QCOMPARE(paints.count, 1);
}

void TestChartView::anUnchangedChartIsNotPaintedAgain()
{
    ScenarioDocument doc(embeddedCatalogue());
    ChartGrid grid;
    grid.resize(900, 700);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.setDocument(&doc);
    QCoreApplication::processEvents();
    doc.recomputeNow(); // the charts settle at their size, their first texts kept as pixels
    QCoreApplication::processEvents();
    EventCount paints(QEvent::Paint);
    for (ChartView* chart : grid.findChildren<ChartView*>())
        chart->viewport()->installEventFilter(&paints);
    // The same estimate again: every chart is given the figures it already shows.
    doc.recomputeNow();
    QCoreApplication::processEvents();
    QCOMPARE(paints.count, 0);
    // A new estimate: the charts are painted again.
    QVERIFY(doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; }));
    doc.recomputeNow();
    QCoreApplication::processEvents();
    QCOMPARE_GT(paints.count, 0);
}

void TestChartView::chartsOnScreenShowTheirLatestFigures_data()
{
    QTest::addColumn<QList<int>>("gpuCounts");
    QTest::newRow("one step") << QList<int> { 16 };
    QTest::newRow("a drag across magnitudes") << QList<int> { 3, 300, 48, 7, 160, 16 };
}

void TestChartView::chartsOnScreenShowTheirLatestFigures()
{
    QFETCH(QList<int>, gpuCounts);
    ScenarioDocument doc(embeddedCatalogue());
    ChartGrid grid;
    grid.resize(900, 700);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.setDocument(&doc);
    QCoreApplication::processEvents();
    for (int gpus : gpuCounts) {
        QVERIFY(doc.edit(u"cluster.gpus"_s, [gpus](Scenario& s) { s.cluster.gpus = gpus; }));
        QTRY_VERIFY(!doc.isRecomputePending());
        QCoreApplication::processEvents();
    }
    // What each chart shows against the same chart with every item drawn anew (no kept pixels).
    for (ChartView* chart : grid.findChildren<ChartView*>()) {
        const QImage shown = onScreen(chart->viewport());
        const QList<QGraphicsItem*> items = chart->scene()->items();
        for (QGraphicsItem* item : items)
            item->update();
        chart->viewport()->repaint();
        QVERIFY2(onScreen(chart->viewport()) == shown, qPrintable(chart->accessibleName()));
    }
}

int main(int argc, char** argv)
{
    if (!useOffscreenScreen(u"chartview"_s, 1600, 1000))
        return 3;
    QApplication app(argc, argv);
    TestChartView test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_chartview.moc"
