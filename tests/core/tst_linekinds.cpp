#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/costbreakdown.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Kova;

// The kinds of cost line the breakdown charts show: every line has one kind, every kind has lines, and
// kindTotal() sums the lines of one kind so that the kinds add up to the mode's total.
class TestLineKinds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyLineHasItsKind_data();
    void everyLineHasItsKind();
    void everyKindHasLines();
    void kindTotalSumsTheLinesOfOneKind_data();
    void kindTotalSumsTheLinesOfOneKind();
};

void TestLineKinds::everyLineHasItsKind_data()
{
    QTest::addColumn<CostLineId>("line");
    QTest::addColumn<LineKind>("kind");
    QTest::newRow("GPU time") << CostLineId::GpuTime << LineKind::GpuTime;
    QTest::newRow("checkpoint volume") << CostLineId::CheckpointVolume << LineKind::Storage;
    QTest::newRow("dataset import") << CostLineId::DatasetIngress << LineKind::Transfers;
    QTest::newRow("egress") << CostLineId::Egress << LineKind::Transfers;
    QTest::newRow("interruption overhead") << CostLineId::InterruptionOverhead << LineKind::Overhead;
    QTest::newRow("phase") << CostLineId::Phase << LineKind::Phases;
}

void TestLineKinds::everyLineHasItsKind()
{
    QFETCH(CostLineId, line);
    QFETCH(LineKind, kind);
    QCOMPARE(lineKind(line), kind);
}

void TestLineKinds::everyKindHasLines()
{
    // Phase is the last CostLineId: every line, from the first to it, falls in one of the kinds.
    QSet<int> reached;
    for (int id = 0; id <= int(CostLineId::Phase); ++id) {
        const LineKind kind = lineKind(CostLineId(id));
        QVERIFY(std::find(AllLineKinds.begin(), AllLineKinds.end(), kind) != AllLineKinds.end());
        reached.insert(int(kind));
    }
    QCOMPARE(reached.size(), qsizetype(AllLineKinds.size()));
}

void TestLineKinds::kindTotalSumsTheLinesOfOneKind_data()
{
    QTest::addColumn<QList<int>>("phaseGpus");
    QTest::addColumn<QList<double>>("phaseHours");
    QTest::addColumn<double>("egressGb");
    QTest::newRow("seed: no phase, no egress") << QList<int> {} << QList<double> {} << 0.0;
    QTest::newRow("one phase") << QList<int> { 8 } << QList<double> { 6.0 } << 0.0;
    QTest::newRow("two phases and egress") << QList<int> { 8, 16 } << QList<double> { 6.0, 2.5 } << 140.0;
}

void TestLineKinds::kindTotalSumsTheLinesOfOneKind()
{
    QFETCH(QList<int>, phaseGpus);
    QFETCH(QList<double>, phaseHours);
    QFETCH(double, egressGb);
    const Catalogue& c = embeddedCatalogue();
    Scenario s = defaultScenario();
    for (int i = 0; i < phaseGpus.size(); ++i)
        s.cluster.phases.append({ .name = u"phase %1"_s.arg(i),
            .gpus = phaseGpus[i],
            .hours = phaseHours[i],
            .mode = PurchaseMode::OnDemand });
    s.storage.egressGb = egressGb;
    const Estimate e = estimate(s, c).value();
    const Offer* offer = c.offer(s.cluster.offerId);
    const double onDemandRate = *offer->prices.price(PurchaseMode::OnDemand);
    double phaseAmount = 0;
    for (int i = 0; i < phaseGpus.size(); ++i)
        phaseAmount += gpuTimeAmount(phaseGpus[i], phaseHours[i], onDemandRate);
    for (const ModeEstimate& me : e.modes) {
        QCOMPARE(kindTotal(me, LineKind::Phases), phaseAmount);
        QCOMPARE(kindTotal(me, LineKind::GpuTime), me.lines.first().amount);
        QCOMPARE(kindTotal(me, LineKind::Transfers),
            transferAmount(s.storage.datasetGb, offer->ingressPerGb.value_or(0))
                + transferAmount(egressGb, offer->egressPerGb.value_or(0)));
        double all = 0;
        for (LineKind k : AllLineKinds)
            all += kindTotal(me, k);
        QVERIFY2(qFuzzyCompare(all, me.total), qPrintable(u"%1 vs %2"_s.arg(all).arg(me.total)));
    }
    // The seed's run: 8 H100 × 72 h × $0.840 interruptible = $483.84 of GPU time.
    if (phaseGpus.isEmpty())
        QCOMPARE(kindTotal(*e.mode(PurchaseMode::Interruptible), LineKind::GpuTime), 483.84);
}

QTEST_GUILESS_MAIN(TestLineKinds)
#include "tst_linekinds.moc"
