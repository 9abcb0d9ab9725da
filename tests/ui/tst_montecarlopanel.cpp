#include "histogramchart.h"
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/estimate.h"
#include "montecarlopanel.h"

#include <QLineSeries>
#include <QSignalSpy>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// The Monte Carlo panel: runs core's simulation off the GUI thread, reports progress, cancels, and
// charts exactly core's figures.
class TestMonteCarloPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void runChartsCoreFigures_data();
    void runChartsCoreFigures();
    void progressEndsAtTheRunCount();
    void cancelStopsWithoutAResult_data();
    void cancelStopsWithoutAResult();
    void newRequestReplacesTheRunningOne();
    void burstOfRequestsRunsOnce();
    void sameSeedSameDistribution();

private:
    Scenario m_scenario;
    Estimate m_estimate;
};

namespace {

constexpr int SlowRuns = 4000000; // long enough on any machine to be cancelled midway

MonteCarloResult coreResult(const Scenario& s, const Estimate& e, int runs)
{
    const auto sim = planSimulation(s, e);
    MonteCarloOptions o;
    o.runs = runs;
    o.seed = sim->seed;
    return simulateInterruptions(sim->model, sim->cost, o);
}

} // namespace

void TestMonteCarloPanel::initTestCase()
{
    m_scenario = defaultScenario();
    m_scenario.interruptions.mtbiHours = 10;
    auto e = estimate(m_scenario, embeddedCatalogue());
    QVERIFY(e.ok());
    m_estimate = e.value();
}

void TestMonteCarloPanel::runChartsCoreFigures_data()
{
    QTest::addColumn<int>("runs");
    QTest::addColumn<int>("bins");
    QTest::newRow("one chunk") << 1000 << 20;
    QTest::newRow("several chunks") << 10000 << 40;
}

void TestMonteCarloPanel::runChartsCoreFigures()
{
    QFETCH(int, runs);
    QFETCH(int, bins);
    MonteCarloPanel panel;
    panel.setRuns(runs);
    panel.setBins(bins);
    QSignalSpy finished(&panel, &MonteCarloPanel::finished);
    panel.simulate(m_scenario, m_estimate);
    QVERIFY(panel.isRunning());
    QVERIFY(finished.wait(30000));
    QVERIFY(!panel.isRunning());

    const MonteCarloResult expected = coreResult(m_scenario, m_estimate, runs);
    const MonteCarloOutcome& got = panel.outcome();
    QCOMPARE(got.result.runs, runs);
    QCOMPARE(got.cost.total(), runs);
    QCOMPARE(got.wallHours.total(), runs);
    QCOMPARE(got.cost.counts.size(), bins);
    QCOMPARE(got.result.cost.p50, expected.cost.p50);
    QCOMPARE(got.result.cost.p90, expected.cost.p90);
    QCOMPARE(got.result.wallHours.p50, expected.wallHours.p50);
    QCOMPARE(got.result.wallHours.p90, expected.wallHours.p90);

    // The chart draws each bin as a step at its count, and the markers at core's quantiles.
    const QList<QPointF> steps = panel.costChart()->outline()->points();
    QCOMPARE(steps.size(), 2 * bins);
    double drawn = 0;
    for (qsizetype i = 0; i < steps.size(); i += 2)
        drawn += steps.at(i).y();
    QCOMPARE(drawn, double(runs));
    QCOMPARE(panel.costChart()->p50Marker()->points().first().x(), expected.cost.p50);
    QCOMPARE(panel.costChart()->p90Marker()->points().first().x(), expected.cost.p90);
    QCOMPARE(panel.wallChart()->p50Marker()->points().first().x(), expected.wallHours.p50);
    QCOMPARE(panel.wallChart()->p90Marker()->points().first().x(), expected.wallHours.p90);
    QVERIFY(panel.costChart()->p50Marker()->name().startsWith(u"P50 "_s));
    const QString tip = panel.costChart()->binToolTip(0);
    QVERIFY2(tip.contains(u"%1 run"_s.arg(got.cost.counts.at(0))), qPrintable(tip));
    QVERIFY2(tip.contains(u"$"_s), qPrintable(tip));
}

void TestMonteCarloPanel::progressEndsAtTheRunCount()
{
    MonteCarloPanel panel;
    panel.setRuns(20000);
    QSignalSpy progress(&panel, &MonteCarloPanel::progressChanged);
    QSignalSpy finished(&panel, &MonteCarloPanel::finished);
    panel.simulate(m_scenario, m_estimate);
    QVERIFY(finished.wait(30000));
    QVERIFY(!progress.isEmpty());
    int last = -1;
    for (const QList<QVariant>& args : std::as_const(progress)) {
        QCOMPARE_GE(args.at(0).toInt(), last);
        QCOMPARE(args.at(1).toInt(), 20000);
        last = args.at(0).toInt();
    }
    QCOMPARE(last, 20000);
}

void TestMonteCarloPanel::cancelStopsWithoutAResult_data()
{
    QTest::addColumn<bool>("started");
    QTest::newRow("waiting to start") << false;
    QTest::newRow("running") << true;
}

void TestMonteCarloPanel::cancelStopsWithoutAResult()
{
    QFETCH(bool, started);
    MonteCarloPanel panel;
    panel.setRuns(SlowRuns);
    QSignalSpy progress(&panel, &MonteCarloPanel::progressChanged);
    QSignalSpy finished(&panel, &MonteCarloPanel::finished);
    QSignalSpy cancelled(&panel, &MonteCarloPanel::cancelled);
    panel.simulate(m_scenario, m_estimate);
    QVERIFY(panel.isRunning());
    if (started)
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last().at(0).toInt() > 0, 30000);
    panel.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 1, 30000);
    QCOMPARE(finished.count(), 0);
    QVERIFY(!panel.isRunning());
    QCOMPARE(panel.outcome().result.runs, 0);
    if (started)
        QCOMPARE_LT(progress.last().at(0).toInt(), SlowRuns);
}

void TestMonteCarloPanel::newRequestReplacesTheRunningOne()
{
    MonteCarloPanel panel;
    panel.setRuns(SlowRuns);
    QSignalSpy finished(&panel, &MonteCarloPanel::finished);
    QSignalSpy cancelled(&panel, &MonteCarloPanel::cancelled);
    panel.simulate(m_scenario, m_estimate);
    panel.setRuns(3000);
    panel.simulate(m_scenario, m_estimate);
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).value<MonteCarloResult>().runs, 3000);
    QCOMPARE(cancelled.count(), 0); // replaced, not cancelled by the user
}

void TestMonteCarloPanel::burstOfRequestsRunsOnce()
{
    MonteCarloPanel panel;
    panel.setRuns(2000);
    QSignalSpy finished(&panel, &MonteCarloPanel::finished);
    QSignalSpy progress(&panel, &MonteCarloPanel::progressChanged);
    for (int gpus : { 8, 16, 24, 32, 40 }) { // a slider drag
        Scenario s = m_scenario;
        s.cluster.gpus = gpus;
        panel.simulate(s, m_estimate);
    }
    QVERIFY(finished.wait(30000));
    QTest::qWait(400);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(progress.last().at(0).toInt(), 2000);
}

void TestMonteCarloPanel::sameSeedSameDistribution()
{
    MonteCarloPanel panel;
    panel.setRuns(5000);
    QSignalSpy finished(&panel, &MonteCarloPanel::finished);
    panel.simulate(m_scenario, m_estimate);
    QVERIFY(finished.wait(30000));
    const MonteCarloOutcome first = panel.outcome();
    panel.simulate(m_scenario, m_estimate);
    QVERIFY(finished.wait(30000));
    QCOMPARE(panel.outcome().result.costSamples, first.result.costSamples);
    QCOMPARE(panel.outcome().cost.counts, first.cost.counts);

    Scenario reseeded = m_scenario;
    reseeded.seed = m_scenario.seed + 1;
    panel.simulate(reseeded, m_estimate);
    QVERIFY(finished.wait(30000));
    QVERIFY(panel.outcome().result.costSamples != first.result.costSamples);
}

QTEST_MAIN(TestMonteCarloPanel)
#include "tst_montecarlopanel.moc"
