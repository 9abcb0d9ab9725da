#include "charts/chartview.h"
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "shell/mainwindow.h"
#include "tests/ui/offscreenscreen.h"
#include "tests/ui/openfile.h"
#include "tests/ui/windowparts.h"

#include <QApplication>
#include <QChartView>
#include <QDockWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>
#include <cmath>

using namespace Kova;
using namespace WindowParts;
using namespace Qt::StringLiterals;

// A large, realistic run (16,384 GPUs for 1,300 h, about $36 M) opens as fast as a small one: a chart's
// value axis changing its range by many orders of magnitude is laid out with a tick interval that suits the
// new range, never with the old interval over it (millions of tick items, minutes of a frozen window).
class TestLargeRun : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void valueAxisNeverHoldsManyTicks_data();
    void valueAxisNeverHoldsManyTicks();
    void largeRunKeepsEveryAxisToAFewTicks_data();
    void largeRunKeepsEveryAxisToAFewTicks();

private:
    QTemporaryDir m_dir;
};

namespace {

// A chart view whose one value axis the test fits.
class FittedChart : public ChartView
{
public:
    FittedChart()
        : ChartView(u"Fitted"_s)
    {
        axis = makeValueAxis(u"Cost"_s, u"%.0f"_s);
        chart()->addAxis(axis, Qt::AlignLeft);
    }
    void fit(double top) { fitValueAxis(axis, top); }
    QValueAxis* axis;
};

// Ticks the axis lays out now: Qt Charts lays it out again at every change of its range or interval.
double ticksOn(const QValueAxis* axis)
{
    if (axis->tickType() != QValueAxis::TicksDynamic || axis->tickInterval() <= 0)
        return axis->tickCount();
    return (axis->max() - axis->min()) / axis->tickInterval();
}

} // namespace

void TestLargeRun::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestLargeRun::valueAxisNeverHoldsManyTicks_data()
{
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::newRow("$500 to $36 M") << 500.0 << 3.6e7;
    QTest::newRow("$10 to 10^15") << 10.0 << 1e15;
    QTest::newRow("10^15 to $10") << 1e15 << 10.0;
    QTest::newRow("$70 to $300k and back") << 70.0 << 3e5;
}

void TestLargeRun::valueAxisNeverHoldsManyTicks()
{
    QFETCH(double, from);
    QFETCH(double, to);
    FittedChart view;
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.fit(from);
    // At every step Qt Charts lays out (a new range, a new interval), the axis holds a few ticks.
    double most = ticksOn(view.axis);
    auto check = [&] { most = std::max(most, ticksOn(view.axis)); };
    connect(view.axis, &QValueAxis::rangeChanged, this, check);
    connect(view.axis, &QValueAxis::tickIntervalChanged, this, check);
    view.fit(to);
    view.fit(from);
    QCOMPARE_LE(most, 20.0);
    QCOMPARE_GE(view.axis->max(), from);
}

void TestLargeRun::largeRunKeepsEveryAxisToAFewTicks_data()
{
    QTest::addColumn<bool>("comparisonShown");
    QTest::newRow("comparison hidden, then shown") << false;
    QTest::newRow("comparison shown") << true;
}

void TestLargeRun::largeRunKeepsEveryAxisToAFewTicks()
{
    QFETCH(bool, comparisonShown);
    Scenario large
        = loadScenario(QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/seed-h100-72h.kova.json")).value();
    large.name = u"405B-class run, 16,384 GPUs for 1,300 h"_s;
    large.cluster.gpus = 16384;
    large.training.durationHours = 1300;
    const QString path = m_dir.filePath(u"large.kova.json"_s);
    QVERIFY(!saveScenarioFile(large, path));

    MainWindow w;
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* comparisonDock = w.findChild<QDockWidget*>(u"ComparisonDock"_s);
    QVERIFY(comparisonDock);
    if (comparisonShown)
        comparisonDock->raise();
    QCoreApplication::processEvents();

    // Every value axis of every chart, at every layout Qt Charts does while the large run comes in.
    double most = 0;
    int axes = 0;
    const auto watch = [&] {
        for (QChartView* view : w.findChildren<QChartView*>())
            for (QAbstractAxis* a : view->chart()->axes())
                if (auto* axis = qobject_cast<QValueAxis*>(a); axis && !axis->property("kovaWatched").toBool()) {
                    axis->setProperty("kovaWatched", true);
                    ++axes;
                    auto check = [&most, axis] { most = std::max(most, ticksOn(axis)); };
                    connect(axis, &QValueAxis::rangeChanged, this, check);
                    connect(axis, &QValueAxis::tickIntervalChanged, this, check);
                }
    };
    watch();
    QVERIFY(axes > 0);
    QVERIFY(OpenFile::scenario(*w.scenarios(), path));
    QTRY_VERIFY_WITH_TIMEOUT(w.scenarios()->currentDocument()->hasEstimate(), 30000);
    QCOMPARE_GT(w.scenarios()->currentDocument()->estimate().modes.first().total, 1e7);
    QCoreApplication::processEvents();
    w.grab();
    if (!comparisonShown) {
        watch();
        comparisonDock->raise();
        QCoreApplication::processEvents();
        w.grab();
    }
    watch(); // axes made for the new run: their final layout
    for (QChartView* view : w.findChildren<QChartView*>())
        for (QAbstractAxis* a : view->chart()->axes())
            if (auto* axis = qobject_cast<QValueAxis*>(a))
                most = std::max(most, ticksOn(axis));
    QCOMPARE_LE(most, 20.0);
}

int main(int argc, char** argv)
{
    if (!useOffscreenScreen(u"largerun"_s, 1600, 1000))
        return 3;
    QApplication app(argc, argv);
    TestLargeRun test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_largerun.moc"
