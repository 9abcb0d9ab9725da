#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/costbreakdown.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Kova;

// lineTotal(): the amount of all the lines of one kind, as the breakdown chart shows it.
class TestLineTotals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lineTotalSumsTheLinesOfOneKind_data();
    void lineTotalSumsTheLinesOfOneKind();
};

void TestLineTotals::lineTotalSumsTheLinesOfOneKind_data()
{
    QTest::addColumn<QList<int>>("phaseGpus");
    QTest::addColumn<QList<double>>("phaseHours");
    QTest::addColumn<double>("egressGb");
    QTest::newRow("seed: no phase, no egress") << QList<int> {} << QList<double> {} << 0.0;
    QTest::newRow("one phase") << QList<int> { 8 } << QList<double> { 6.0 } << 0.0;
    QTest::newRow("two phases and egress") << QList<int> { 8, 16 } << QList<double> { 6.0, 2.5 } << 140.0;
}

void TestLineTotals::lineTotalSumsTheLinesOfOneKind()
{
    QFETCH(QList<int>, phaseGpus);
    QFETCH(QList<double>, phaseHours);
    QFETCH(double, egressGb);
    const Catalogue& c = embeddedCatalogue();
    Scenario s = defaultScenario();
    for (int i = 0; i < phaseGpus.size(); ++i)
        s.cluster.phases.append({ u"phase %1"_s.arg(i), phaseGpus[i], phaseHours[i], PurchaseMode::OnDemand });
    s.storage.egressGb = egressGb;
    const Estimate e = estimate(s, c).value();
    const Offer* offer = c.offer(s.cluster.offerId);
    const double onDemandRate = *offer->prices.price(PurchaseMode::OnDemand);
    double phaseAmount = 0;
    for (int i = 0; i < phaseGpus.size(); ++i)
        phaseAmount += gpuTimeAmount(phaseGpus[i], phaseHours[i], onDemandRate);
    for (const ModeEstimate& me : e.modes) {
        QCOMPARE(lineTotal(me, CostLineId::Phase), phaseAmount);
        QCOMPARE(lineTotal(me, CostLineId::GpuTime), me.lines.first().amount);
        QCOMPARE(lineTotal(me, CostLineId::Egress), transferAmount(egressGb, offer->egressPerGb.value_or(0)));
        double all = 0;
        for (int k = 0; k <= int(CostLineId::Phase); ++k)
            all += lineTotal(me, CostLineId(k));
        QVERIFY2(qFuzzyCompare(all, me.total), qPrintable(u"%1 vs %2"_s.arg(all).arg(me.total)));
    }
    // The seed's run: 8 H100 × 72 h × $0.840 interruptible = $483.84 of GPU time.
    if (phaseGpus.isEmpty())
        QCOMPARE(lineTotal(*e.mode(PurchaseMode::Interruptible), CostLineId::GpuTime), 483.84);
}

QTEST_GUILESS_MAIN(TestLineTotals)
#include "tst_linetotals.moc"
