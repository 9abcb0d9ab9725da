#include "plan/programcosting.h"

#include <QTest>

using namespace Kova;

namespace {
// Runs given as (start hour, hours, GPUs).
QList<ScheduledRun> scheduleOf(const QList<std::tuple<double, double, int>>& runs)
{
    QList<ScheduledRun> schedule;
    for (const auto& [start, hours, gpus] : runs) {
        ScheduledRun s;
        s.startHour = start;
        s.hours = hours;
        s.gpus = gpus;
        schedule << s;
    }
    return schedule;
}
} // namespace

// The busy GPUs of a schedule as steps, what the program window draws instead of one bar per run when a program
// has many runs: each step the GPUs busy from its hour on, no step that changes nothing.
class TestBusyGpuSteps : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepsAreTheGpusBusyFromEachInstant_data();
    void stepsAreTheGpusBusyFromEachInstant();
    void tenThousandRunsBackToBackAreOneStep();
};

void TestBusyGpuSteps::stepsAreTheGpusBusyFromEachInstant_data()
{
    using Runs = QList<std::tuple<double, double, int>>;
    QTest::addColumn<Runs>("runs");
    QTest::addColumn<QList<BusyStep>>("steps");
    QTest::newRow("no run") << Runs {} << QList<BusyStep> {};
    QTest::newRow("one run") << Runs { { 10, 5, 8 } } << QList<BusyStep> { { 10, 8 }, { 15, 0 } };
    QTest::newRow("overlapping: 8, then 24, then 16")
        << Runs { { 0, 100, 8 }, { 50, 100, 16 } } << QList<BusyStep> { { 0, 8 }, { 50, 24 }, { 100, 16 }, { 150, 0 } };
    QTest::newRow("apart: back to 0 between them")
        << Runs { { 0, 10, 8 }, { 20, 10, 8 } } << QList<BusyStep> { { 0, 8 }, { 10, 0 }, { 20, 8 }, { 30, 0 } };
    QTest::newRow("back to back, same GPUs: one step")
        << Runs { { 0, 10, 8 }, { 10, 10, 8 } } << QList<BusyStep> { { 0, 8 }, { 20, 0 } };
    QTest::newRow("back to back, other GPUs")
        << Runs { { 0, 10, 8 }, { 10, 10, 16 } } << QList<BusyStep> { { 0, 8 }, { 10, 16 }, { 20, 0 } };
    QTest::newRow("starting together: one step")
        << Runs { { 5, 10, 8 }, { 5, 20, 4 } } << QList<BusyStep> { { 5, 12 }, { 15, 4 }, { 25, 0 } };
    QTest::newRow("a run of no hours changes nothing")
        << Runs { { 0, 10, 8 }, { 5, 0, 64 } } << QList<BusyStep> { { 0, 8 }, { 10, 0 } };
    QTest::newRow("only a run of no hours") << Runs { { 5, 0, 64 } } << QList<BusyStep> {};
}

void TestBusyGpuSteps::stepsAreTheGpusBusyFromEachInstant()
{
    using Runs = QList<std::tuple<double, double, int>>;
    QFETCH(Runs, runs);
    QFETCH(QList<BusyStep>, steps);
    QCOMPARE(busyGpuSteps(scheduleOf(runs)), steps);
}

void TestBusyGpuSteps::tenThousandRunsBackToBackAreOneStep()
{
    QList<std::tuple<double, double, int>> runs;
    for (int k = 0; k < 10000; ++k)
        runs.append({ k * 0.75, 0.75, 8 });
    QCOMPARE(busyGpuSteps(scheduleOf(runs)), (QList<BusyStep> { { 0, 8 }, { 7500, 0 } }));
}

QTEST_APPLESS_MAIN(TestBusyGpuSteps)
#include "tst_busygpusteps.moc"
