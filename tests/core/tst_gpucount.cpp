#include "plan/gpucount.h"

#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// The GPU counts the window's slider and arrows step through: parts of a node that divide it or whole
// nodes, in whole tensor × pipeline parallel groups.
class TestGpuCount : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void usableCounts_data();
    void usableCounts();
    void stepsLandOnUsableCounts_data();
    void stepsLandOnUsableCounts();
};

namespace {
Offer offerOf(int gpusPerNode)
{
    Offer o;
    o.gpusPerNode = gpusPerNode;
    return o;
}
Training parallel(int tensor, int pipeline = 1)
{
    Training t;
    t.tensorParallel = tensor;
    t.pipelineParallel = pipeline;
    return t;
}
} // namespace

void TestGpuCount::usableCounts_data()
{
    QTest::addColumn<int>("perNode");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<bool>("usable");
    QTest::newRow("1 of 8") << 8 << 1 << 1 << true;
    QTest::newRow("4 of 8") << 8 << 1 << 4 << true;
    QTest::newRow("3 of 8: does not divide a node") << 8 << 1 << 3 << false;
    QTest::newRow("12 on 8-GPU nodes: a node and a half") << 8 << 1 << 12 << false;
    QTest::newRow("16: two nodes") << 8 << 1 << 16 << true;
    QTest::newRow("4 with tensor parallel 8") << 8 << 8 << 4 << false;
    QTest::newRow("24 with tensor parallel 8") << 8 << 8 << 24 << true;
    QTest::newRow("24 with tensor parallel 16") << 8 << 16 << 24 << false;
    QTest::newRow("single-GPU instances: 7") << 1 << 1 << 7 << true;
    QTest::newRow("0") << 8 << 1 << 0 << false;
}

void TestGpuCount::usableCounts()
{
    QFETCH(int, perNode);
    QFETCH(int, tensor);
    QFETCH(int, gpus);
    QFETCH(bool, usable);
    QCOMPARE(isUsableGpuCount(offerOf(perNode), parallel(tensor), gpus), usable);
}

void TestGpuCount::stepsLandOnUsableCounts_data()
{
    QTest::addColumn<int>("tensor");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("wanted");
    QTest::addColumn<int>("expected");
    QTest::newRow("8 up one: 16") << 1 << 8 << 9 << 16;
    QTest::newRow("8 down one: 4") << 1 << 8 << 7 << 4;
    QTest::newRow("4 up one: 8") << 1 << 4 << 5 << 8;
    QTest::newRow("2 up one: 4") << 1 << 2 << 3 << 4;
    QTest::newRow("a jump past usable ones: the first at or past it") << 1 << 8 << 100 << 104;
    QTest::newRow("tensor parallel 16, 16 up one: 32") << 16 << 16 << 17 << 32;
    QTest::newRow("tensor parallel 16, 16 down: none, stays") << 16 << 16 << 15 << 16;
    QTest::newRow("past the most: stays") << 1 << 2048 << 2049 << 2048;
}

void TestGpuCount::stepsLandOnUsableCounts()
{
    QFETCH(int, tensor);
    QFETCH(int, from);
    QFETCH(int, wanted);
    QFETCH(int, expected);
    QCOMPARE(steppedGpuCount(offerOf(8), parallel(tensor), from, wanted, 2048), expected);
}

QTEST_GUILESS_MAIN(TestGpuCount)
#include "tst_gpucount.moc"
