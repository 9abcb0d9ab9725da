#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/estimate.h"
#include "simulation/montecarlo.h"

#include <QTest>
#include <algorithm>

using namespace Kova;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Kova::PurchaseMode)

// The inputs of the Monte Carlo simulation of a plan, and the histograms of its samples.
class TestPlanSimulation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void costAtExpectedWallIsTheModeTotal_data();
    void costAtExpectedWallIsTheModeTotal();
    void costGrowsWithGpuAndVolumeRates();
    void onlyInterruptibleModesDrawInterruptions_data();
    void onlyInterruptibleModesDrawInterruptions();
    void modeTheOfferDoesNotSellIsNotSimulated_data();
    void modeTheOfferDoesNotSellIsNotSimulated();
    void phasesArePartOfEveryRunsWallClock_data();
    void phasesArePartOfEveryRunsWallClock();
    void volumeIsKeptForTheWallClockAndTheRetention_data();
    void volumeIsKeptForTheWallClockAndTheRetention();
    void histogramCountsEverySample_data();
    void histogramCountsEverySample();
};

namespace {

Scenario interruptedScenario()
{
    Scenario s = defaultScenario();
    s.interruptions.mtbiHours = 12;
    s.storage.retentionDays = 7;
    s.storage.egressGb = 50;
    s.cluster.phases.append({ .name = u"tune"_s, .gpus = 1, .hours = 4, .mode = PurchaseMode::OnDemand });
    return s;
}

// The embedded catalogue, where the scenario's offer can also be reserved for a month at $1.20 (a
// 72-hour run pays the whole term, 720 h) and bought at auction for $0.70.
const Catalogue& catalogueWithEveryMode()
{
    static const Catalogue c = [] {
        Catalogue c = embeddedCatalogue();
        for (Offer& o : c.offers)
            if (o.id == defaultScenario().cluster.offerId) {
                o.prices.perGpuHour[static_cast<int>(PurchaseMode::Reserved)] = 1.20;
                o.prices.perGpuHour[static_cast<int>(PurchaseMode::Spot)] = 0.70;
                o.prices.reservedTermMonths = 1;
            }
        return c;
    }();
    return c;
}

Estimate estimateOf(const Scenario& s, const Catalogue& c = catalogueWithEveryMode())
{
    auto e = estimate(s, c, { .today = QDate(2026, 11, 30), .withWarnings = false, .withFitByGpu = false });
    return e.ok() ? e.value() : Estimate {};
}

// The main run's expected wall-clock: the mode's wall-clock without its phases.
double expectedMainWall(const ModeEstimate& me)
{
    double phases = 0;
    for (const CostLine& l : me.lines)
        if (l.id == CostLineId::Phase)
            phases += l.hours;
    return me.wallHours - phases;
}

} // namespace

void TestPlanSimulation::costAtExpectedWallIsTheModeTotal_data()
{
    QTest::addColumn<bool>("interrupted");
    QTest::addColumn<PurchaseMode>("mode");
    QTest::newRow("seed run, interruptible ($491.84)") << false << PurchaseMode::Interruptible;
    QTest::newRow("seed run, on demand") << false << PurchaseMode::OnDemand;
    QTest::newRow("interruptions, retention, egress, a phase") << true << PurchaseMode::Interruptible;
    QTest::newRow("the same on demand") << true << PurchaseMode::OnDemand;
    QTest::newRow("reserved: the whole term is billed ($6,912 + volume)") << false << PurchaseMode::Reserved;
    QTest::newRow("reserved with retention, egress, a phase") << true << PurchaseMode::Reserved;
}

void TestPlanSimulation::costAtExpectedWallIsTheModeTotal()
{
    QFETCH(bool, interrupted);
    QFETCH(PurchaseMode, mode);
    const Scenario s = interrupted ? interruptedScenario() : defaultScenario();
    const Estimate e = estimateOf(s);
    const ModeEstimate* me = e.mode(mode);
    QVERIFY(me);
    const CostOfWall cost = costOfWall(s, e, *me);
    QCOMPARE_LE(std::abs(cost(expectedMainWall(*me)) - me->total), 1e-9 * me->total);
    if (!interrupted && mode == PurchaseMode::Interruptible)
        QCOMPARE_LE(std::abs(cost(72) - 491.84), 1e-9);
    if (!interrupted && mode == PurchaseMode::Reserved) // 8 GPUs × 720 h × $1.20, not 72 h
        QCOMPARE_GE(cost(72), 8 * 720 * 1.20);
}

void TestPlanSimulation::costGrowsWithGpuAndVolumeRates()
{
    const Scenario s = defaultScenario();
    const Estimate e = estimateOf(s);
    const CostOfWall cost = costOfWall(s, e, *e.mode(PurchaseMode::Interruptible));
    // One more hour: 8 GPUs × $0.840 + 500 GB × $0.08/GB-month / 30 days / 24 h.
    QCOMPARE_LE(std::abs(cost(73) - cost(72) - (8 * 0.84 + 500 * 0.08 / 30.0 / 24.0)), 1e-9);
}

void TestPlanSimulation::onlyInterruptibleModesDrawInterruptions_data()
{
    QTest::addColumn<PurchaseMode>("mode");
    QTest::addColumn<double>("mtbi");
    QTest::newRow("interruptible") << PurchaseMode::Interruptible << 12.0;
    QTest::newRow("spot") << PurchaseMode::Spot << 12.0;
    QTest::newRow("on demand") << PurchaseMode::OnDemand << 0.0;
    QTest::newRow("reserved") << PurchaseMode::Reserved << 0.0;
}

void TestPlanSimulation::onlyInterruptibleModesDrawInterruptions()
{
    QFETCH(PurchaseMode, mode);
    QFETCH(double, mtbi);
    Scenario s = interruptedScenario();
    s.mode = mode;
    s.seed = 42;
    const auto sim = planSimulation(s, estimateOf(s));
    QVERIFY(sim);
    QCOMPARE(isInterruptible(mode), mtbi > 0);
    QCOMPARE(sim.value().mode, mode);
    QCOMPARE(sim.value().model.mtbiHours, mtbi);
    QCOMPARE(sim.value().model.workHours, 72.0);
    QCOMPARE(sim.value().seed, quint64(42));
}

void TestPlanSimulation::modeTheOfferDoesNotSellIsNotSimulated_data()
{
    QTest::addColumn<PurchaseMode>("mode");
    QTest::addColumn<QString>("problem");
    QTest::newRow("spot") << PurchaseMode::Spot << u"the offer has no spot price to simulate"_s;
    QTest::newRow("reserved") << PurchaseMode::Reserved << u"the offer has no reserved price to simulate"_s;
}

void TestPlanSimulation::modeTheOfferDoesNotSellIsNotSimulated()
{
    QFETCH(PurchaseMode, mode);
    QFETCH(QString, problem);
    Scenario s = interruptedScenario();
    s.mode = mode;
    const Estimate e = estimateOf(s, embeddedCatalogue()); // the seed's offer: on demand and interruptible only
    QVERIFY(e.cheapest());
    const auto sim = planSimulation(s, e);
    QVERIFY(!sim);
    QCOMPARE(sim.error().key, u"mode"_s);
    QCOMPARE(sim.error().problem, problem);
    QCOMPARE(noPriceToSimulate(mode), problem);
}

void TestPlanSimulation::phasesArePartOfEveryRunsWallClock_data()
{
    QTest::addColumn<PurchaseMode>("mode");
    QTest::newRow("interruptible") << PurchaseMode::Interruptible;
    QTest::newRow("on demand") << PurchaseMode::OnDemand;
}

void TestPlanSimulation::phasesArePartOfEveryRunsWallClock()
{
    QFETCH(PurchaseMode, mode);
    Scenario s = interruptedScenario(); // 72 h of work and a 4-hour phase
    s.mode = mode;
    const Estimate e = estimateOf(s);
    const auto sim = planSimulation(s, e);
    QVERIFY(sim);
    QCOMPARE(sim.value().phaseHours, 4.0);
    MonteCarloOptions options;
    options.runs = 2000;
    options.seed = 7; // not used: the plan runs from the scenario's seed
    const MonteCarloResult r = simulatePlan(sim.value(), options);
    QCOMPARE(r.runs, 2000);
    const auto [shortest, longest] = std::minmax_element(r.wallSamples.begin(), r.wallSamples.end());
    QCOMPARE_GE(*shortest, 76.0);
    QCOMPARE_GE(r.wallHours.p50, 76.0);
    if (!isInterruptible(mode)) { // every run is the estimate's 76 h
        QCOMPARE(*longest, 76.0);
        QCOMPARE(r.wallHours.p90, e.mode(mode)->wallHours);
    }
    options.seed = s.seed;
    const MonteCarloResult again = simulatePlan(sim.value(), options);
    QCOMPARE(again.costSamples, r.costSamples);
}

void TestPlanSimulation::volumeIsKeptForTheWallClockAndTheRetention_data()
{
    QTest::addColumn<bool>("interrupted");
    QTest::addColumn<double>("days");
    // The seed on demand: 72 h, no retention: 3 days of 500 GB at $0.08/GB-month = $4.00.
    QTest::newRow("seed run") << false << 3.0;
    // 72 h and a 4-hour phase on demand, kept 7 days after.
    QTest::newRow("a phase and a week of retention") << true << 76.0 / 24.0 + 7.0;
}

void TestPlanSimulation::volumeIsKeptForTheWallClockAndTheRetention()
{
    QFETCH(bool, interrupted);
    QFETCH(double, days);
    const Scenario s = interrupted ? interruptedScenario() : defaultScenario();
    const ModeEstimate onDemand = *estimateOf(s).mode(PurchaseMode::OnDemand);
    const auto volume = std::find_if(onDemand.lines.begin(), onDemand.lines.end(),
        [](const CostLine& l) { return l.id == CostLineId::CheckpointVolume; });
    QVERIFY(volume != onDemand.lines.end());
    QCOMPARE(volume->days, days);
    QCOMPARE(volume->days, volumeDays(onDemand.wallHours, s.storage.retentionDays));
    QCOMPARE_LE(std::abs(volume->amount - 500 * 0.08 * days / 30.0), 1e-12);
    if (!interrupted)
        QCOMPARE_LE(std::abs(volume->amount - 4.0), 1e-12);
}

void TestPlanSimulation::histogramCountsEverySample_data()
{
    QTest::addColumn<QList<double>>("samples");
    QTest::addColumn<int>("bins");
    QTest::addColumn<QList<int>>("counts");
    QTest::addColumn<double>("lower");
    QTest::addColumn<double>("width");
    QTest::newRow("largest in the last bin")
        << QList<double> { 0, 1, 2, 3, 4 } << 2 << QList<int> { 2, 3 } << 0.0 << 2.0;
    QTest::newRow("four bins") << QList<double> { 10, 11, 11.5, 13.9, 14 } << 4 << QList<int> { 1, 2, 0, 2 } << 10.0
                               << 1.0;
    QTest::newRow("all equal: one bin") << QList<double> { 5, 5, 5 } << 10 << QList<int> { 3 } << 4.9975 << 0.005;
    QTest::newRow("no samples") << QList<double> {} << 10 << QList<int> {} << 0.0 << 0.0;
}

void TestPlanSimulation::histogramCountsEverySample()
{
    QFETCH(QList<double>, samples);
    QFETCH(int, bins);
    QFETCH(QList<int>, counts);
    QFETCH(double, lower);
    QFETCH(double, width);
    const Histogram h = histogram(samples, bins);
    QCOMPARE(h.counts, counts);
    QCOMPARE(h.total(), samples.size());
    QCOMPARE_LE(std::abs(h.lower - lower), 1e-12);
    QCOMPARE_LE(std::abs(h.binWidth - width), 1e-12);
}

QTEST_GUILESS_MAIN(TestPlanSimulation)
#include "tst_plansimulation.moc"
