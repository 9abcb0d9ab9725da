#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/estimate.h"

#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// The figures of the seed page « L'entraînement de LLM sur GPU cloud », reproduced exactly.
class TestSeedFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tierPrices_data();
    void tierPrices();
    void workedRunLines_data();
    void workedRunLines();
    void workedRunTotal();
    void onDemandGpuLine();
    void marketLines();
};

void TestSeedFigures::tierPrices_data()
{
    QTest::addColumn<QString>("tier");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<double>("onDemand");
    QTest::addColumn<double>("interruptible");
    QTest::newRow("good") << u"good"_s << u"a100-sxm4-80gb"_s << 0.468 << 0.234;
    QTest::newRow("better") << u"better"_s << u"h100-sxm"_s << 1.680 << 0.840;
    QTest::newRow("best") << u"best"_s << u"b200"_s << 6.475 << 3.237;
}

void TestSeedFigures::tierPrices()
{
    QFETCH(QString, tier);
    QFETCH(QString, gpu);
    QFETCH(double, onDemand);
    QFETCH(double, interruptible);
    const Catalogue& c = embeddedCatalogue();
    const auto t = std::find_if(c.tiers.begin(), c.tiers.end(), [&](const Tier& x) { return x.id == tier; });
    QVERIFY(t != c.tiers.end());
    const Offer* o = c.offer(t->offerId);
    QVERIFY(o);
    QCOMPARE(o->gpuId, gpu);
    QCOMPARE(*o->prices.price(PurchaseMode::OnDemand), onDemand);
    QCOMPARE(*o->prices.price(PurchaseMode::Interruptible), interruptible);
    QCOMPARE(o->gpusPerNode, 8);
    QCOMPARE(o->volumePerGbMonth.value(), 0.08);
    QCOMPARE(o->ingressPerGb.value(), 0.01);
}

static Estimate seedEstimate()
{
    auto e = estimate(defaultScenario(), embeddedCatalogue(),
        { .today = QDate(2026, 11, 30), .withWarnings = true, .withFitByGpu = true });
    return e.value();
}

void TestSeedFigures::workedRunLines_data()
{
    QTest::addColumn<int>("line");
    QTest::addColumn<double>("amount");
    // 8 × 72 h × $0.840; 500 GB × $0.08 × 3 days / 30; 400 GB × $0.01.
    QTest::newRow("gpu time") << int(CostLineId::GpuTime) << 483.84;
    QTest::newRow("checkpoint volume") << int(CostLineId::CheckpointVolume) << 4.00;
    QTest::newRow("dataset import") << int(CostLineId::DatasetIngress) << 4.00;
}

void TestSeedFigures::workedRunLines()
{
    QFETCH(int, line);
    QFETCH(double, amount);
    const Estimate e = seedEstimate(); // kept alive: m points into it
    const ModeEstimate* m = e.mode(PurchaseMode::Interruptible);
    QVERIFY(m);
    const auto l = std::find_if(m->lines.begin(), m->lines.end(), [&](const CostLine& x) { return int(x.id) == line; });
    QVERIFY(l != m->lines.end());
    QCOMPARE(l->amount, amount);
}

void TestSeedFigures::workedRunTotal()
{
    const Estimate e = seedEstimate(); // kept alive: m points into it
    const ModeEstimate* m = e.mode(PurchaseMode::Interruptible);
    QCOMPARE(m->total, 491.84);
    QCOMPARE(m->wallHours, 72.0);
}

void TestSeedFigures::onDemandGpuLine()
{
    const Estimate e = seedEstimate(); // kept alive: m points into it
    const ModeEstimate* m = e.mode(PurchaseMode::OnDemand);
    QVERIFY(m);
    QCOMPARE(m->lines.first().amount, 967.68);
}

void TestSeedFigures::marketLines()
{
    const Estimate e = seedEstimate();
    QCOMPARE(*e.market.onDemandGpuTime, 1382.40);
    QCOMPARE(*e.market.spotGpuTime, 691.20);
}

QTEST_GUILESS_MAIN(TestSeedFigures)
#include "tst_seedfigures.moc"
