#include "simulation/interruptionsimulation.h"

#include <QTest>
#include <cmath>

using namespace Kova;
using namespace Qt::StringLiterals;

// Checkpoint intervals (Young 1974, Daly 2006), the expected wall-clock time and its Monte Carlo check.
class TestInterruptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void youngInterval_data();
    void youngInterval();
    void dalyInterval_data();
    void dalyInterval();
    void expectedWallHours_data();
    void expectedWallHours();
    void monteCarloMeanMatchesExpectation_data();
    void monteCarloMeanMatchesExpectation();
    void sameResultWhateverTheThreads();
    void differentSeedsDiffer();
    void costFollowsEachRun();
    void cancelStopsTheSimulation();
    void exponentialDrawsHaveTheirMean();
    void exponentialDrawsFollowTheDistribution_data();
    void exponentialDrawsFollowTheDistribution();
};

namespace {

InterruptionModel model(double work, double interval, double checkpoint, double restart, double mtbi)
{
    return { work, interval, checkpoint, restart, mtbi };
}

// The seeds' run with an interruption every 8 h on average: 72 h of work, 2 min checkpoints, 10 min
// restarts, Daly's interval for δ = 1/30 h and M = 8 h: 0.70824 h.
InterruptionModel seedWithMtbi8()
{
    return model(72, 0.7082435712900687, 1.0 / 30.0, 1.0 / 6.0, 8);
}

} // namespace

void TestInterruptions::youngInterval_data()
{
    QTest::addColumn<double>("delta");
    QTest::addColumn<double>("mtbi");
    QTest::addColumn<double>("tau");
    // τ = √(2δM): δ = 5 min = 1/12 h, M = 24 h → √(2 × 24 / 12) = √4 = 2 h.
    QTest::newRow("5 min, 24 h") << 1.0 / 12.0 << 24.0 << 2.0;
    // δ = 2 min = 1/30 h, M = 8 h → √(16/30) = 0.7302967 h (43.8 min).
    QTest::newRow("2 min, 8 h") << 1.0 / 30.0 << 8.0 << 0.7302967433402214;
    // δ = 0.5 h, M = 100 h → √100 = 10 h.
    QTest::newRow("30 min, 100 h") << 0.5 << 100.0 << 10.0;
}

void TestInterruptions::youngInterval()
{
    QFETCH(double, delta);
    QFETCH(double, mtbi);
    QFETCH(double, tau);
    QCOMPARE(youngIntervalHours(delta, mtbi), tau);
}

void TestInterruptions::dalyInterval_data()
{
    QTest::addColumn<double>("delta");
    QTest::addColumn<double>("mtbi");
    QTest::addColumn<double>("tau");
    // τ = √(2δM)·[1 + ⅓√(δ/2M) + (δ/2M)/9] − δ.
    // δ = 1/12 h, M = 24 h: δ/2M = 1/576, √ = 1/24; τ = 2 × (1 + 1/72 + 1/5184) − 1/12
    // = 2 + 0.0277778 + 0.0003858 − 0.0833333 = 1.9448302 h.
    QTest::newRow("5 min, 24 h") << 1.0 / 12.0 << 24.0 << 1.94483024691358;
    // δ = 1/30 h, M = 8 h: δ/2M = 1/480, √ = 0.0456435; τ = 0.7302967 × (1 + 0.0152145 + 0.0002315) − 0.0333333
    // = 0.7082436 h.
    QTest::newRow("2 min, 8 h") << 1.0 / 30.0 << 8.0 << 0.7082435712900687;
    // δ ≥ 2M: τ = M.
    QTest::newRow("10 h, 4 h") << 10.0 << 4.0 << 4.0;
    QTest::newRow("8 h, 4 h") << 8.0 << 4.0 << 4.0;
}

void TestInterruptions::dalyInterval()
{
    QFETCH(double, delta);
    QFETCH(double, mtbi);
    QFETCH(double, tau);
    QCOMPARE(dalyIntervalHours(delta, mtbi), tau);
}

void TestInterruptions::expectedWallHours_data()
{
    QTest::addColumn<InterruptionModel>("m");
    QTest::addColumn<double>("hours");
    // A segment of L hours takes M·e^{R/M}·(e^{L/M} − 1) on average (Daly 2006).
    // 2 h of work in two 1 h segments, no checkpoint or restart cost, M = 1 h: 2 × (e − 1) = 3.4365637 h.
    QTest::newRow("two segments") << model(2, 1, 0, 0, 1) << 3.43656365691809;
    // 10 h in segments of 4 h, δ = 0.5 h, R = 0.25 h, M = 20 h: two of 4.5 h and one of 2 + 0.5 h;
    // 20·e^{0.0125} = 20.251570; × (e^{0.225} − 1 = 0.2523227) = 5.1099309; × (e^{0.125} − 1 = 0.1331485)
    // = 2.6964651; 2 × 5.1099309 + 2.6964651 = 12.9163269 h.
    QTest::newRow("uneven last segment") << model(10, 4, 0.5, 0.25, 20) << 12.916326898632157;
    // The seeds' run at M = 8 h: 101 segments of 0.7082 + 0.0333 h and a last one of 0.4674 + 0.0333 h.
    QTest::newRow("seed, mtbi 8 h") << seedWithMtbi8() << 80.66031337353463;
    // No interruptions modelled: the work itself.
    QTest::newRow("no interruptions") << model(72, 72, 0, 0, 0) << 72.0;
}

void TestInterruptions::expectedWallHours()
{
    QFETCH(InterruptionModel, m);
    QFETCH(double, hours);
    QCOMPARE(Kova::expectedWallHours(m), hours);
}

void TestInterruptions::monteCarloMeanMatchesExpectation_data()
{
    QTest::addColumn<InterruptionModel>("m");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("two segments, M = 1 h") << model(2, 1, 0, 0, 1) << quint64(1);
    QTest::newRow("uneven last segment") << model(10, 4, 0.5, 0.25, 20) << quint64(2);
    QTest::newRow("seed, mtbi 8 h") << seedWithMtbi8() << quint64(20261130);
    QTest::newRow("long restarts, M = 2 h") << model(10, 0.5, 0.1, 1, 2) << quint64(7);
}

void TestInterruptions::monteCarloMeanMatchesExpectation()
{
    QFETCH(InterruptionModel, m);
    QFETCH(quint64, seed);
    MonteCarloOptions o;
    o.runs = 100000;
    o.seed = seed;
    const MonteCarloResult r = simulateInterruptions(m, [](double w) { return w; }, o);
    QCOMPARE(r.runs, 100000);
    const double expected = Kova::expectedWallHours(m);
    QVERIFY2(std::abs(r.wallHours.mean / expected - 1.0) < 0.01,
        qPrintable(QString::number(r.wallHours.mean) + u" vs "_s + QString::number(expected)));
    QVERIFY(r.wallHours.p50 >= m.workHours);
    QVERIFY(r.wallHours.p90 >= r.wallHours.p50);
}

void TestInterruptions::sameResultWhateverTheThreads()
{
    MonteCarloOptions one;
    one.runs = 20000; // ten chunks, so the pool really splits them
    one.seed = 42;
    one.threads = 1;
    MonteCarloOptions pool = one;
    pool.threads = 0;
    const auto cost = [](double w) { return 8 * 0.84 * w; };
    const MonteCarloResult a = simulateInterruptions(seedWithMtbi8(), cost, one);
    const MonteCarloResult b = simulateInterruptions(seedWithMtbi8(), cost, pool);
    QCOMPARE(a.wallSamples, b.wallSamples);
    QCOMPARE(a.costSamples, b.costSamples);
    QCOMPARE(a.wallHours.p90, b.wallHours.p90);
    QCOMPARE(a.cost.mean, b.cost.mean);
}

void TestInterruptions::differentSeedsDiffer()
{
    MonteCarloOptions o;
    o.runs = 1000;
    o.seed = 1;
    const auto first = simulateInterruptions(seedWithMtbi8(), [](double w) { return w; }, o);
    o.seed = 2;
    const auto second = simulateInterruptions(seedWithMtbi8(), [](double w) { return w; }, o);
    QVERIFY(first.wallSamples != second.wallSamples);
}

void TestInterruptions::costFollowsEachRun()
{
    MonteCarloOptions o;
    o.runs = 5000;
    // 8 GPUs at $0.84 plus a fixed $8 of storage: the cost of every run follows its own wall-clock time.
    const auto r = simulateInterruptions(seedWithMtbi8(), [](double w) { return 8.0 + 8 * 0.84 * w; }, o);
    for (int i = 0; i < r.runs; ++i)
        QCOMPARE(r.costSamples[i], 8.0 + 8 * 0.84 * r.wallSamples[i]);
    QCOMPARE(r.cost.p50, 8.0 + 8 * 0.84 * r.wallHours.p50);
    QCOMPARE(r.cost.p90, 8.0 + 8 * 0.84 * r.wallHours.p90);
}

void TestInterruptions::cancelStopsTheSimulation()
{
    std::atomic_bool cancel { false };
    int reports = 0;
    MonteCarloOptions o;
    o.runs = 100000; // 49 chunks of 2,048 runs
    o.threads = 1;
    o.cancel = &cancel;
    o.progress = [&](int done, int total) {
        ++reports;
        QCOMPARE(total, 100000);
        if (done >= 4096)
            cancel = true;
    };
    const auto r = simulateInterruptions(seedWithMtbi8(), [](double w) { return w; }, o);
    QVERIFY(r.cancelled);
    QCOMPARE(r.runs, 0);
    QCOMPARE(reports, 2);
    QVERIFY(r.costSamples.isEmpty());
}

void TestInterruptions::exponentialDrawsHaveTheirMean()
{
    // The mean of 200,000 exponential draws of mean 8 is within 4 standard errors (8/√200000 × 4 = 0.072).
    Xoshiro256 rng(123);
    double sum = 0;
    for (int i = 0; i < 200000; ++i)
        sum += rng.exponential(8.0);
    QVERIFY(std::abs(sum / 200000 - 8.0) < 0.072);
}

void TestInterruptions::exponentialDrawsFollowTheDistribution_data()
{
    QTest::addColumn<double>("probability");
    // From the base layer to the top of the ziggurat, and the tail beyond r = 7.697 (P = 0.00045).
    for (double p : { 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 0.999, 0.9995, 0.9999 })
        QTest::addRow("P(X < x) = %g", p) << p;
}

void TestInterruptions::exponentialDrawsFollowTheDistribution()
{
    // The share of 1,000,000 draws of mean 1 below the quantile -ln(1 - p) is p within 5 standard errors.
    QFETCH(double, probability);
    constexpr int Draws = 1000000;
    const double quantile = -std::log1p(-probability);
    Xoshiro256 rng(2026);
    int below = 0;
    for (int i = 0; i < Draws; ++i) {
        const double x = rng.exponential(1.0);
        QVERIFY(std::isfinite(x) && x >= 0);
        below += x < quantile;
    }
    const double share = double(below) / Draws;
    const double tolerance = 5 * std::sqrt(probability * (1 - probability) / Draws);
    QVERIFY2(std::abs(share - probability) < tolerance,
        qPrintable(u"share %1, expected %2 ± %3"_s.arg(share).arg(probability).arg(tolerance)));
}

QTEST_GUILESS_MAIN(TestInterruptions)
#include "tst_interruptions.moc"
