#include "io/scenariofile.h"
#include "simulation/spottrace.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Spot price traces: the CSV reader's errors, and runs replayed over hand-computed traces.
class TestSpotTrace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rejects_data();
    void rejects();
    void acceptsCrLfAndBlankLines();
    void replay_data();
    void replay();
    void traceMtbi_data();
    void traceMtbi();
    void replayModelFollowsTheScenario();
    void tracePathIsRelativeToTheScenario();
};

namespace {

SpotTrace trace(const QByteArray& csv)
{
    auto t = parseSpotTrace(csv, u"trace.csv"_s);
    return t.ok() ? t.value() : SpotTrace {};
}

// 10 h of work in segments of 4 h, 0.5 h checkpoints, 0.25 h restarts.
InterruptionModel tenHours()
{
    return { 10, 4, 0.5, 0.25, 0 };
}

} // namespace

void TestSpotTrace::rejects_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("problem");
    QTest::newRow("empty") << QByteArray() << u"line 1, column 1"_s << u"header"_s;
    QTest::newRow("wrong header") << QByteArray("time,price\n0,1\n1,1\n") << u"line 1, column 1"_s << u"header"_s;
    QTest::newRow("one field") << QByteArray("hour,price\n0,1\n1\n") << u"line 3, column 2"_s << u"two fields"_s;
    QTest::newRow("three fields") << QByteArray("hour,price\n0,1,2\n1,1\n") << u"line 2, column 5"_s << u"two fields"_s;
    QTest::newRow("price as words") << QByteArray("hour,price\n0,abc\n1,1\n") << u"line 2, column 3"_s
                                    << u"not a price"_s;
    QTest::newRow("negative price") << QByteArray("hour,price\n0, -1\n1,1\n") << u"line 2, column 3"_s
                                    << u"not a price"_s;
    QTest::newRow("nan price") << QByteArray("hour,price\n0,nan\n1,1\n") << u"line 2, column 3"_s << u"not a price"_s;
    QTest::newRow("infinite hour") << QByteArray("hour,price\n0,1\n1e400,1\n") << u"line 3, column 1"_s
                                   << u"not an hour"_s;
    QTest::newRow("not from 0") << QByteArray("hour,price\n1,1\n2,1\n") << u"line 2, column 1"_s << u"hour 0"_s;
    QTest::newRow("not ascending") << QByteArray("hour,price\n0,1\n2,1\n2,1\n") << u"line 4, column 1"_s
                                   << u"ascending"_s;
    QTest::newRow("going back") << QByteArray("hour,price\n0,1\n2,1\n\n1,1\n") << u"line 5, column 1"_s
                                << u"ascending"_s;
    QTest::newRow("one row") << QByteArray("hour,price\n0,1\n") << u"line 2, column 1"_s << u"at least two rows"_s;
}

void TestSpotTrace::rejects()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, where);
    QFETCH(QString, problem);
    const auto t = parseSpotTrace(csv, u"/data/prices.csv"_s);
    QVERIFY(!t.ok());
    QCOMPARE(t.error().file, u"/data/prices.csv"_s);
    QCOMPARE(t.error().key, where);
    QVERIFY2(t.error().problem.contains(problem), qPrintable(t.error().problem));
    QVERIFY(t.error().toString().startsWith(u"/data/prices.csv: "_s + where + u": "_s));
}

void TestSpotTrace::acceptsCrLfAndBlankLines()
{
    const auto t = parseSpotTrace("hour,price\r\n0,1.25\r\n\r\n 1.5 , 2\r\n3,0\r\n", u"t.csv"_s);
    QVERIFY2(t.ok(), t.ok() ? "" : qPrintable(t.error().toString()));
    QCOMPARE(t.value().hours, (QList<double> { 0, 1.5, 3 }));
    QCOMPARE(t.value().prices, (QList<double> { 1.25, 2, 0 }));
    QCOMPARE(t.value().endHours(), 3.0);
}

void TestSpotTrace::replay_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<double>("bid");
    QTest::addColumn<double>("wall");
    QTest::addColumn<double>("cost");
    QTest::addColumn<double>("gpuHours");
    QTest::addColumn<double>("done");
    QTest::addColumn<int>("interruptions");
    QTest::addColumn<bool>("finished");
    // All runs: 2 GPUs, 10 h of work in segments 4 + 0.5, 4 + 0.5, 2 + 0.5 (11.5 h uninterrupted), restart 0.25 h.
    // Always under the bid: 11.5 h × 2 GPUs × $1 = $23.
    QTest::newRow("never interrupted") << QByteArray("hour,price\n0,1\n100,1\n") << 1.5 << 11.5 << 23.0 << 23.0 << 10.0
                                       << 0 << true;
    // A price equal to the bid still runs.
    QTest::newRow("price at the bid") << QByteArray("hour,price\n0,2\n100,2\n") << 2.0 << 11.5 << 46.0 << 23.0 << 10.0
                                      << 0 << true;
    // $3 > $2 from 5 h to 7 h: segment 1 saved at 4.5 h, 0.5 h of segment 2 lost at 5 h ($1 × 5 h × 2 = $10);
    // restart 7 → 7.25, segment 2 to 11.75, segment 3 to 14.25: 7.25 h × 2 × $1.5 = $21.75; $31.75 in all.
    QTest::newRow("one interruption") << QByteArray("hour,price\n0,1\n5,3\n7,1.5\n100,1.5\n") << 2.0 << 14.25 << 31.75
                                      << 24.5 << 10.0 << 1 << true;
    // Above the bid at the start is a wait, not an interruption, and the first start costs no restart:
    // waits 2 h, then runs 11.5 h → 13.5 h, $23.
    QTest::newRow("late start") << QByteArray("hour,price\n0,5\n2,1\n20,1\n") << 2.0 << 13.5 << 23.0 << 23.0 << 10.0
                                << 0 << true;
    // The trace ends at 6 h: segment 1 saved (4 h of work), 1.5 h into segment 2; $12 for 12 GPU-hours.
    QTest::newRow("trace too short") << QByteArray("hour,price\n0,1\n6,1\n") << 2.0 << 6.0 << 12.0 << 12.0 << 4.0 << 0
                                     << false;
    // Interrupted at 4.2 h while writing checkpoint 1 (all 4.2 h lost), again at 5.1 h during the restart
    // begun at 5 h; restart 6 → 6.25, then 4.5 + 4.5 + 2.5 → 17.75 h. Paid 4.2 + 0.1 + 11.75 = 16.05 h × 2 × $1.
    QTest::newRow("interrupted while saving and restarting")
        << QByteArray("hour,price\n0,1\n4.2,9\n5,1\n5.1,9\n6,1\n50,1\n") << 2.0 << 17.75 << 32.1 << 32.1 << 10.0 << 2
        << true;
    // Never under the bid: nothing runs, nothing is paid.
    QTest::newRow("never under the bid") << QByteArray("hour,price\n0,5\n24,5\n") << 2.0 << 24.0 << 0.0 << 0.0 << 0.0
                                         << 0 << false;
}

void TestSpotTrace::replay()
{
    QFETCH(QByteArray, csv);
    QFETCH(double, bid);
    QFETCH(double, wall);
    QFETCH(double, cost);
    QFETCH(double, gpuHours);
    QFETCH(double, done);
    QFETCH(int, interruptions);
    QFETCH(bool, finished);
    const SpotTrace t = trace(csv);
    QVERIFY(t.hours.size() >= 2);
    const SpotReplay r = replaySpot(t, tenHours(), 2, bid);
    QCOMPARE(r.wallHours, wall);
    QCOMPARE(r.gpuCost + 1.0, cost + 1.0); // + 1: $0 compares by its distance to $1
    QCOMPARE(r.gpuHoursPaid + 1.0, gpuHours + 1.0);
    QCOMPARE(r.workHoursDone + 1.0, done + 1.0);
    QCOMPARE(r.interruptions, interruptions);
    QCOMPARE(r.finished, finished);
}

void TestSpotTrace::traceMtbi_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<double>("mtbi");
    // 98 h at or below $2 and one rise above it → 98 h.
    QTest::newRow("one rise") << QByteArray("hour,price\n0,1\n5,3\n7,1.5\n100,1.5\n") << 98.0;
    // 4.2 + 0.1 + 44 = 48.3 h below and two rises → 24.15 h.
    QTest::newRow("two rises") << QByteArray("hour,price\n0,1\n4.2,9\n5,1\n5.1,9\n6,1\n50,1\n") << 24.15;
    // Starting above the bid is no rise; never rising means no interruptions (0).
    QTest::newRow("no rise") << QByteArray("hour,price\n0,5\n2,1\n20,1\n") << 0.0;
}

void TestSpotTrace::traceMtbi()
{
    QFETCH(QByteArray, csv);
    QFETCH(double, mtbi);
    QCOMPARE(traceMtbiHours(trace(csv), 2.0) + 1.0, mtbi + 1.0);
}

void TestSpotTrace::replayModelFollowsTheScenario()
{
    Scenario s = defaultScenario();
    s.spot.bid = 2.0;
    const SpotTrace t = trace("hour,price\n0,1\n4.2,9\n5,1\n5.1,9\n6,1\n50,1\n");
    // No interval in the scenario: Daly's for δ = 2 min and the trace's M = 24.15 h.
    InterruptionModel m = spotReplayModel(s, 72, t);
    QCOMPARE(m.workHours, 72.0);
    QCOMPARE(m.checkpointHours, 2.0 / 60.0);
    QCOMPARE(m.restartHours, 10.0 / 60.0);
    QCOMPARE(m.mtbiHours, 24.15);
    QCOMPARE(m.intervalHours, dalyIntervalHours(2.0 / 60.0, 24.15));
    // The scenario's own interval wins.
    s.interruptions.checkpointIntervalMin = 90;
    QCOMPARE(spotReplayModel(s, 72, t).intervalHours, 1.5);
    // A trace that never rises above the bid: one checkpoint at the end.
    s.interruptions.checkpointIntervalMin.reset();
    QCOMPARE(spotReplayModel(s, 72, trace("hour,price\n0,1\n100,1\n")).intervalHours, 72.0);
}

void TestSpotTrace::tracePathIsRelativeToTheScenario()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(u"traces"_s));
    QFile f(dir.filePath(u"traces/h100.csv"_s));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("hour,price\n0,1\n10,1\n");
    f.close();
    const QString scenarioFile = dir.filePath(u"run.kova.json"_s);
    const QString path = spotTraceFile(scenarioFile, u"traces/h100.csv"_s);
    QCOMPARE(path, dir.filePath(u"traces/h100.csv"_s));
    QVERIFY(loadSpotTrace(path).ok());
    QCOMPARE(spotTraceFile(scenarioFile, u"/abs/t.csv"_s), u"/abs/t.csv"_s);
    const auto missing = loadSpotTrace(dir.filePath(u"nope.csv"_s));
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().file, dir.filePath(u"nope.csv"_s));
}

QTEST_GUILESS_MAIN(TestSpotTrace)
#include "tst_spottrace.moc"
