#include "io/cataloguefile.h"
#include "io/estimatejson.h"
#include "io/scenariofile.h"
#include "model/energy.h"
#include "model/estimate.h"
#include "model/gpumodel.h"

#include <QJsonDocument>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Energy and carbon per run: each formula on worked examples, the grid table and its regions, the
// scenario's overrides, and the bill's totals left as they were.
class TestEnergy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void powerPerGpuIsTdpTimesUtilisationPlusOverhead_data();
    void powerPerGpuIsTdpTimesUtilisationPlusOverhead();
    void facilityEnergyIsGpuHoursTimesPowerTimesPue_data();
    void facilityEnergyIsGpuHoursTimesPowerTimesPue();
    void carbonIsEnergyTimesGridIntensity();
    void regionPicksTheGrid_data();
    void regionPicksTheGrid();
    void everyGridRowIsSourcedAndDated();
    void seedRunEnergyAndCarbon();
    void seedTotalsDoNotMove();
    void interruptionOverheadAndPhasesCountIdleReservedHoursDoNot();
    void scenarioOverridesTheDefaults();
    void badEnergyValuesAreRefusedWithTheirKey_data();
    void badEnergyValuesAreRefusedWithTheirKey();
    void energySectionRoundTrips();
    void jsonHasTheNewKeys();

private:
    static Scenario seedWith(const QJsonObject& energy);
};

Scenario TestEnergy::seedWith(const QJsonObject& energy)
{
    QJsonObject o = scenarioToJson(defaultScenario());
    o.insert("energy"_L1, energy);
    return parseScenario(QJsonDocument(o).toJson(), u"seed.kova.json"_s).value();
}

void TestEnergy::powerPerGpuIsTdpTimesUtilisationPlusOverhead_data()
{
    QTest::addColumn<double>("tdp");
    QTest::addColumn<double>("utilisation");
    QTest::addColumn<double>("overhead");
    QTest::addColumn<double>("watts");
    QTest::newRow("H100 at TDP, DGX overhead") << 700.0 << 1.0 << 575.0 << 1275.0;
    QTest::newRow("A100 at 80 %") << 400.0 << 0.8 << 575.0 << 895.0;
    QTest::newRow("B200 without overhead") << 1000.0 << 0.5 << 0.0 << 500.0;
}

void TestEnergy::powerPerGpuIsTdpTimesUtilisationPlusOverhead()
{
    QFETCH(double, tdp);
    QFETCH(double, utilisation);
    QFETCH(double, overhead);
    QFETCH(double, watts);
    QCOMPARE(powerPerGpuWatts(tdp, utilisation, overhead), watts);
}

void TestEnergy::facilityEnergyIsGpuHoursTimesPowerTimesPue_data()
{
    QTest::addColumn<double>("gpuHours");
    QTest::addColumn<double>("watts");
    QTest::addColumn<double>("pue");
    QTest::addColumn<double>("kwh");
    // The seed's run: 8 × 72 h at 1,275 W, PUE 1.58: 734.4 kWh at the servers, 1,160.352 kWh from the grid.
    QTest::newRow("seed run") << 576.0 << 1275.0 << 1.58 << 1160.352;
    QTest::newRow("PUE 1") << 1000.0 << 1000.0 << 1.0 << 1000.0;
    QTest::newRow("nothing run") << 0.0 << 1275.0 << 1.58 << 0.0;
}

void TestEnergy::facilityEnergyIsGpuHoursTimesPowerTimesPue()
{
    QFETCH(double, gpuHours);
    QFETCH(double, watts);
    QFETCH(double, pue);
    QFETCH(double, kwh);
    QVERIFY(qAbs(facilityKwh(gpuHours, watts, pue) - kwh) < 1e-9);
}

void TestEnergy::carbonIsEnergyTimesGridIntensity()
{
    QVERIFY(qAbs(carbonKg(1160.352, 0.436) - 505.913472) < 1e-9);
    QCOMPARE(carbonKg(1000, 0), 0.0);
}

void TestEnergy::regionPicksTheGrid_data()
{
    QTest::addColumn<QString>("region");
    QTest::addColumn<int>("area");
    QTest::addColumn<double>("kgPerKwh");
    QTest::newRow("us-east-1") << u"us-east-1"_s << int(GridArea::UnitedStates) << 0.366;
    QTest::newRow("us-central1") << u"us-central1"_s << int(GridArea::UnitedStates) << 0.366;
    QTest::newRow("us") << u"US"_s << int(GridArea::UnitedStates) << 0.366;
    QTest::newRow("eu-west-3") << u"eu-west-3"_s << int(GridArea::EuropeanUnion) << 0.281;
    QTest::newRow("europe-west4") << u"europe-west4"_s << int(GridArea::EuropeanUnion) << 0.281;
    QTest::newRow("eu/us: mixed, world") << u"eu/us"_s << int(GridArea::World) << 0.436;
    QTest::newRow("multi-region") << u"multi-region"_s << int(GridArea::World) << 0.436;
    QTest::newRow("various") << u"various"_s << int(GridArea::World) << 0.436;
    QTest::newRow("user text starting with us") << u"usa-ish"_s << int(GridArea::World) << 0.436;
}

void TestEnergy::regionPicksTheGrid()
{
    QFETCH(QString, region);
    QFETCH(int, area);
    QFETCH(double, kgPerKwh);
    QCOMPARE(int(gridAreaForRegion(region)), area);
    QCOMPARE(gridIntensity(gridAreaForRegion(region)).kgPerKwh, kgPerKwh);
}

void TestEnergy::everyGridRowIsSourcedAndDated()
{
    for (const GridIntensity& g : gridIntensities()) {
        QVERIFY(qstrlen(g.source) > 10);
        QVERIFY(g.year >= 2018 && g.year <= 2026);
        QVERIFY(g.kgPerKwh > 0 && g.kgPerKwh < 1.2);
        QCOMPARE(gridIntensity(g.area).area, g.area);
    }
}

void TestEnergy::seedRunEnergyAndCarbon()
{
    const Estimate e = estimate(defaultScenario(), embeddedCatalogue()).value();
    const ModeEstimate* chosen = e.mode(PurchaseMode::Interruptible);
    QVERIFY(chosen);
    QCOMPARE(chosen->energy.gpuHours, 576.0);
    QCOMPARE(chosen->energy.wattsPerGpu, 1275.0);
    QVERIFY(qAbs(e.energy.kwh - 1160.352) < 1e-9);
    QCOMPARE(e.energy.gridArea, std::optional(GridArea::World)); // the Kova offers are "multi-region"
    QVERIFY(qAbs(e.energy.kgCo2e - 505.913472) < 1e-9);
}

void TestEnergy::seedTotalsDoNotMove()
{
    const Estimate e = estimate(defaultScenario(), embeddedCatalogue()).value();
    QCOMPARE(qRound64(e.mode(PurchaseMode::Interruptible)->lines.first().amount * 100), 48384);
    QCOMPARE(qRound64(e.mode(PurchaseMode::Interruptible)->total * 100), 49184);
    QCOMPARE(qRound64(e.mode(PurchaseMode::OnDemand)->lines.first().amount * 100), 96768);
}

void TestEnergy::interruptionOverheadAndPhasesCountIdleReservedHoursDoNot()
{
    Scenario s = defaultScenario();
    s.interruptions.mtbiHours = 10;
    s.cluster.phases = { Phase { u"tune on 1×"_s, 1, 4, PurchaseMode::OnDemand } };
    const Estimate e = estimate(s, embeddedCatalogue()).value();
    const ModeEstimate* inter = e.mode(PurchaseMode::Interruptible);
    const ModeEstimate* onDemand = e.mode(PurchaseMode::OnDemand);
    // On demand: 8 × 72 h + 1 × 4 h. Interruptible: its wall-clock is longer by the expected overhead.
    QCOMPARE(onDemand->energy.gpuHours, 8 * 72.0 + 4.0);
    QVERIFY(inter->energy.gpuHours > onDemand->energy.gpuHours);
    QVERIFY(qAbs(inter->energy.gpuHours - (8 * (inter->wallHours - 4) + 4)) < 1e-9);
    s.cluster.offerId = u"aws-p5-capacity-block"_s;
    s.cluster.phases.clear();
    s.mode = PurchaseMode::Reserved;
    Catalogue c = embeddedCatalogue();
    for (Offer& o : c.offers)
        if (o.id == s.cluster.offerId)
            o.prices.reservedTermMonths = 1;
    const auto reservedRun = estimate(s, c);
    QVERIFY(reservedRun.ok());
    const ModeEstimate* reserved = reservedRun.value().mode(PurchaseMode::Reserved);
    QVERIFY(reserved);
    QCOMPARE(reserved->lines.first().hours, 720.0); // billed for the month's term…
    QCOMPARE(reserved->energy.gpuHours, 8 * 72.0); // …run for 72 h
}

void TestEnergy::scenarioOverridesTheDefaults()
{
    const Scenario s = seedWith(QJsonObject { { "gpu_utilisation"_L1, 0.8 }, { "overhead_w_per_gpu"_L1, 200 },
        { "pue"_L1, 1.1 }, { "grid_kg_per_kwh"_L1, 0.05 } });
    const Estimate e = estimate(s, embeddedCatalogue()).value();
    // 576 GPU-h × (700 × 0.8 + 200) W × 1.1 = 481.536 kWh; × 0.05 = 24.0768 kg.
    QCOMPARE(e.energy.wattsPerGpu, 760.0);
    QVERIFY(qAbs(e.energy.kwh - 481.536) < 1e-9);
    QVERIFY(!e.energy.gridArea);
    QVERIFY(qAbs(e.energy.kgCo2e - 24.0768) < 1e-9);
}

void TestEnergy::badEnergyValuesAreRefusedWithTheirKey_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::newRow("utilisation above 100 %") << u"gpu_utilisation"_s << QJsonValue(1.5);
    QTest::newRow("utilisation 0") << u"gpu_utilisation"_s << QJsonValue(0);
    QTest::newRow("utilisation negative") << u"gpu_utilisation"_s << QJsonValue(-0.2);
    QTest::newRow("PUE below 1") << u"pue"_s << QJsonValue(0.9);
    QTest::newRow("negative overhead") << u"overhead_w_per_gpu"_s << QJsonValue(-1);
    QTest::newRow("negative grid") << u"grid_kg_per_kwh"_s << QJsonValue(-0.1);
    QTest::newRow("grid as text") << u"grid_kg_per_kwh"_s << QJsonValue(u"low"_s);
}

void TestEnergy::badEnergyValuesAreRefusedWithTheirKey()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QJsonObject o = scenarioToJson(defaultScenario());
    o.insert("energy"_L1, QJsonObject { { key, value } });
    const auto parsed = parseScenario(QJsonDocument(o).toJson(), u"bad.kova.json"_s);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().file, u"bad.kova.json"_s);
    QCOMPARE(parsed.error().key, u"energy."_s + key);
}

void TestEnergy::energySectionRoundTrips()
{
    QVERIFY(!scenarioToJson(defaultScenario()).contains("energy"_L1)); // the seed file stays as it is
    const Scenario s = seedWith(QJsonObject { { "pue"_L1, 1.2 } });
    const QJsonObject written = scenarioToJson(s).value("energy"_L1).toObject();
    QCOMPARE(written.value("pue"_L1).toDouble(), 1.2);
    QVERIFY(written.value("grid_kg_per_kwh"_L1).isNull());
    const Scenario again = parseScenario(scenarioToBytes(s), u"again.kova.json"_s).value();
    QCOMPARE(again.energy, s.energy);
}

void TestEnergy::jsonHasTheNewKeys()
{
    const QJsonObject json = estimateToJson(estimate(defaultScenario(), embeddedCatalogue()).value());
    const QJsonObject energy = json.value("energy"_L1).toObject();
    QVERIFY(qAbs(energy.value("kwh"_L1).toDouble() - 1160.352) < 1e-9);
    QVERIFY(qAbs(energy.value("kg_co2e"_L1).toDouble() - 505.913472) < 1e-9);
    QCOMPARE(energy.value("grid_area"_L1).toString(), u"world"_s);
    QCOMPARE(energy.value("grid_year"_L1).toInt(), 2022);
    const QJsonObject inter = json.value("modes"_L1).toObject().value("interruptible"_L1).toObject();
    QVERIFY(qAbs(inter.value("energy_kwh"_L1).toDouble() - 1160.352) < 1e-9);
    QVERIFY(qAbs(inter.value("total"_L1).toDouble() - 491.84) < 1e-9);
}

QTEST_GUILESS_MAIN(TestEnergy)
#include "tst_energy.moc"
