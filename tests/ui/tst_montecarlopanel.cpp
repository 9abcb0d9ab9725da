#include "app/clisimulation.h"
#include "charts/histogramchart.h"
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/estimate.h"
#include "panels/montecarlopanel.h"

#include <QAbstractAxis>
#include <QChart>
#include <QCommandLineParser>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Kova::Scenario)

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
    void windowAndCommandLineGiveTheSameDistribution_data();
    void windowAndCommandLineGiveTheSameDistribution();
    void modeTheOfferDoesNotSellIsNotSimulated();
    void withoutInterruptionsItSaysHowToModelThem();
    void chartsAreNamedForWhatTheyShow_data();
    void chartsAreNamedForWhatTheyShow();

private:
    Scenario m_scenario;
    Estimate m_estimate;
};

namespace {

constexpr int SlowRuns = 4000000; // long enough on any machine to be cancelled midway

MonteCarloResult coreResult(const Scenario& s, const Estimate& e, int runs)
{
    MonteCarloOptions o;
    o.runs = runs;
    return simulatePlan(planSimulation(s, e).value(), o);
}

// Runs one simulation on the panel to its end; false when it did not finish in time.
bool simulateToTheEnd(MonteCarloPanel& panel, const Scenario& s, const Estimate& e)
{
    QSignalSpy finished(&panel, &MonteCarloPanel::finished);
    panel.simulate(s, e);
    return finished.wait(30000);
}

Estimate estimateOf(const Scenario& s)
{
    auto e = estimate(s, embeddedCatalogue());
    return e.ok() ? e.value() : Estimate {};
}

// What `kova-planner estimate FILE --monte-carlo RUNS` computes for the scenario: its "monte_carlo"
// object, or its error.
Result<QJsonObject> commandLineMonteCarlo(const Scenario& s, const Estimate& e, int runs)
{
    QCommandLineParser parser;
    parser.addOption(Cli::monteCarloOption());
    if (!parser.parse({ u"kova-planner"_s, u"--monte-carlo"_s, QString::number(runs) }))
        return InputError { {}, {}, parser.errorText() };
    const auto simulations = Cli::estimateSimulations(parser, u"run.kova.json"_s, s, e);
    if (!simulations)
        return simulations.error();
    return simulations.value().value("monte_carlo"_L1).toObject();
}

Quantiles quantilesOf(const QJsonObject& o)
{
    return { o.value("mean"_L1).toDouble(), o.value("p50"_L1).toDouble(), o.value("p90"_L1).toDouble() };
}

Scenario withPhases(Scenario s, PurchaseMode mode)
{
    s.mode = mode;
    s.cluster.phases.append({ .name = u"smoke test"_s, .gpus = 8, .hours = 2, .mode = PurchaseMode::OnDemand });
    s.cluster.phases.append({ .name = u"evaluation"_s, .gpus = 1, .hours = 5.5, .mode = PurchaseMode::OnDemand });
    return s;
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
    QCOMPARE(panel.costChart()->p50Marker()->name(), u"P50"_s);
    QVERIFY2(panel.costChart()->p50Text().startsWith(u"P50 "_s), qPrintable(panel.costChart()->p50Text()));
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
    QVERIFY(simulateToTheEnd(panel, m_scenario, m_estimate));
    const MonteCarloOutcome first = panel.outcome();
    QVERIFY(simulateToTheEnd(panel, m_scenario, m_estimate));
    QCOMPARE(panel.outcome().result.costSamples, first.result.costSamples);
    QCOMPARE(panel.outcome().cost.counts, first.cost.counts);

    Scenario reseeded = m_scenario;
    reseeded.seed = m_scenario.seed + 1;
    QVERIFY(simulateToTheEnd(panel, reseeded, m_estimate));
    QVERIFY(panel.outcome().result.costSamples != first.result.costSamples);
}

void TestMonteCarloPanel::windowAndCommandLineGiveTheSameDistribution_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<bool>("interrupted"); // false: every run lasts the estimate's wall-clock
    const auto pretraining
        = loadScenario(QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/llama-70b-pretrain.kova.json"));
    QVERIFY(pretraining.ok());
    QTest::newRow("seed run, interruptible, MTBI 10 h") << m_scenario << true;
    QTest::newRow("70B pretraining: interruptible, with a debug phase") << pretraining.value() << true;
    QTest::newRow("seed run, interruptible, two phases") << withPhases(m_scenario, PurchaseMode::Interruptible) << true;
    QTest::newRow("seed run, on demand, two phases") << withPhases(m_scenario, PurchaseMode::OnDemand) << false;
}

void TestMonteCarloPanel::windowAndCommandLineGiveTheSameDistribution()
{
    QFETCH(Scenario, scenario);
    QFETCH(bool, interrupted);
    constexpr int Runs = 5000;
    const Estimate e = estimateOf(scenario);
    const ModeEstimate* me = e.mode(scenario.mode);
    QVERIFY(me);
    MonteCarloPanel panel;
    panel.setRuns(Runs);
    QVERIFY(simulateToTheEnd(panel, scenario, e));
    const MonteCarloResult& window = panel.outcome().result;

    const auto cli = commandLineMonteCarlo(scenario, e, Runs);
    QVERIFY2(cli.ok(), qPrintable(cli.ok() ? QString() : cli.error().toString()));
    QCOMPARE(cli.value().value("runs"_L1).toInt(), Runs);
    QCOMPARE(cli.value().value("mode"_L1).toString(), QString(keyOf(scenario.mode)));
    const Quantiles wall = quantilesOf(cli.value().value("wall_hours"_L1).toObject());
    const Quantiles cost = quantilesOf(cli.value().value("cost"_L1).toObject());
    QCOMPARE(window.wallHours.mean, wall.mean);
    QCOMPARE(window.wallHours.p50, wall.p50);
    QCOMPARE(window.wallHours.p90, wall.p90);
    QCOMPARE(window.cost.mean, cost.mean);
    QCOMPARE(window.cost.p50, cost.p50);
    QCOMPARE(window.cost.p90, cost.p90);

    // The phases are part of every run's wall-clock: no run ends before the work and the phases are done.
    double phases = 0;
    for (const Phase& ph : scenario.cluster.phases)
        phases += ph.hours;
    const auto [shortest, longest] = std::minmax_element(window.wallSamples.begin(), window.wallSamples.end());
    QCOMPARE_GE(*shortest, e.compute.wallHours + phases);
    if (!interrupted) { // every run is the estimate's, phases included
        QCOMPARE_LE(std::abs(*longest - me->wallHours), 1e-9 * me->wallHours);
        QCOMPARE_LE(std::abs(window.cost.p90 - me->total), 1e-9 * me->total);
    }
}

void TestMonteCarloPanel::modeTheOfferDoesNotSellIsNotSimulated()
{
    MonteCarloPanel panel;
    panel.setRuns(2000);
    QVERIFY(simulateToTheEnd(panel, m_scenario, m_estimate));
    QCOMPARE(panel.outcome().result.runs, 2000);

    QSignalSpy finished(&panel, &MonteCarloPanel::finished);
    Scenario reserved = m_scenario; // the seed's offer sells on-demand and interruptible capacity only
    reserved.mode = PurchaseMode::Reserved;
    const Estimate e = estimateOf(reserved);
    QVERIFY(!e.mode(PurchaseMode::Reserved));
    panel.simulate(reserved, e);
    QVERIFY(!panel.isRunning());
    QTest::qWait(300);
    QCOMPARE(finished.count(), 0);
    QCOMPARE(panel.outcome().result.runs, 0); // the previous plan's figures are gone
    QVERIFY(panel.costChart()->outline()->points().isEmpty());

    // It says why, in the command line's words.
    const auto cli = commandLineMonteCarlo(reserved, e, 2000);
    QVERIFY(!cli.ok());
    QCOMPARE(cli.error().key, u"mode"_s);
    const auto* summary = panel.findChild<QLabel*>(u"monteCarloSummary"_s);
    QVERIFY(summary);
    QVERIFY2(summary->text().contains(cli.error().problem), qPrintable(summary->text()));
    QVERIFY2(cli.error().problem.contains(u"reserved"_s), qPrintable(cli.error().problem));
}

void TestMonteCarloPanel::withoutInterruptionsItSaysHowToModelThem()
{
    MonteCarloPanel panel;
    panel.setRuns(2000);
    panel.setVisible(true);
    QVERIFY(simulateToTheEnd(panel, m_scenario, m_estimate));
    QVERIFY(panel.costChart()->isVisible());

    Scenario still = m_scenario;
    still.interruptions.mtbiHours = 0; // not modelled: every run would be the estimate
    const Estimate e = estimateOf(still);
    QVERIFY(!e.checkpoint.modelled);
    panel.simulate(still, e);
    QVERIFY(!panel.isRunning());
    QCOMPARE(panel.outcome().result.runs, 0);
    // No empty axes: the message alone, which says what to set.
    QVERIFY(!panel.costChart()->isVisible());
    QVERIFY(!panel.wallChart()->isVisible());
    const auto* summary = panel.findChild<QLabel*>(u"monteCarloSummary"_s);
    QVERIFY(summary);
    QVERIFY2(summary->text().startsWith(u"Nothing to simulate"_s), qPrintable(summary->text()));
    QVERIFY2(summary->text().contains(u"mean time between interruptions"_s), qPrintable(summary->text()));
}

QTEST_MAIN(TestMonteCarloPanel)
void TestMonteCarloPanel::chartsAreNamedForWhatTheyShow_data()
{
    QTest::addColumn<bool>("wallClock");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("axis");
    QTest::newRow("cost") << false << u"Cost of a run"_s << u"Cost"_s;
    // The wall-clock time a run takes, not when it finishes.
    QTest::newRow("wall-clock") << true << u"Duration"_s << u"Wall-clock time (h)"_s;
}

void TestMonteCarloPanel::chartsAreNamedForWhatTheyShow()
{
    QFETCH(bool, wallClock);
    QFETCH(QString, title);
    QFETCH(QString, axis);
    MonteCarloPanel panel;
    HistogramChart* chart = wallClock ? panel.wallChart() : panel.costChart();
    QCOMPARE(chart->chart()->title(), title);
    QVERIFY2(chart->chart()->axes(Qt::Horizontal).constFirst()->titleText().startsWith(axis),
        qPrintable(chart->chart()->axes(Qt::Horizontal).constFirst()->titleText()));
}

#include "tst_montecarlopanel.moc"
