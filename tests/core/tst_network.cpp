#include "io/cataloguefile.h"
#include "io/estimatejson.h"
#include "io/scenariofile.h"
#include "model/estimate.h"
#include "model/network.h"

#include <QJsonArray>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// The network between nodes: stated by the scenario, known from the offer, or not known and then said so, with a
// range over the plausible fabrics; a run inside one node never depends on it.
class TestNetwork : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void singleNodeRunDoesNotDependOnTheNetwork_data();
    void singleNodeRunDoesNotDependOnTheNetwork();
    void unknownNetworkIsSaidAndSpansThePlausibleFabrics_data();
    void unknownNetworkIsSaidAndSpansThePlausibleFabrics();
    void statedNetworkReplacesTheOffersOwn_data();
    void statedNetworkReplacesTheOffersOwn();
    void offerWithoutClusterNetworkKeepsItsWarning();
};

namespace {

const QString Unpublished = u"test-unpublished-network"_s;

// The embedded catalogue with an 8× H100 offer whose network nobody published, as a SkyPilot import has it.
Catalogue catalogueWith(ClusterNetwork network, double gbps)
{
    Catalogue c = embeddedCatalogue();
    Offer o = *c.offer(u"kova-h100-sxm"_s);
    o.id = Unpublished;
    o.network = network;
    o.networkGbpsPerGpu = gbps;
    c.offers.append(o);
    return c;
}

// The seed's 8 B model trained on 20 B tokens on `gpus` GPUs of the unpublished offer.
Scenario run(int gpus, Sharding sharding)
{
    Scenario s = defaultScenario();
    s.cluster.offerId = Unpublished;
    s.cluster.gpus = gpus;
    s.training.sharding = sharding;
    s.training.durationHours.reset();
    s.training.tokensB = 20;
    return s;
}

Estimate estimateOn(const Scenario& s, const Catalogue& c)
{
    auto e = estimate(s, c);
    if (!e.ok())
        qFatal("%s", qPrintable(e.error().toString()));
    return e.value();
}

bool hasWarning(const Estimate& e, const QString& id)
{
    for (const Warning& w : e.warnings)
        if (w.id == id)
            return true;
    return false;
}

} // namespace

void TestNetwork::singleNodeRunDoesNotDependOnTheNetwork_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<Sharding>("sharding");
    QTest::newRow("1 GPU") << 1 << Sharding::DDP;
    QTest::newRow("4 GPUs, ZeRO-3") << 4 << Sharding::ZeRO3;
    QTest::newRow("8 GPUs, ZeRO-3") << 8 << Sharding::ZeRO3;
    QTest::newRow("8 GPUs, DDP") << 8 << Sharding::DDP;
}

// Inside one node the GPUs talk over NVLink: an unknown, absent, slow, fast or stated network changes nothing.
void TestNetwork::singleNodeRunDoesNotDependOnTheNetwork()
{
    QFETCH(int, gpus);
    QFETCH(Sharding, sharding);
    const Scenario s = run(gpus, sharding);
    const Estimate unknown = estimateOn(s, catalogueWith(ClusterNetwork::Unknown, 0));
    QVERIFY(!unknown.network.multiNode);
    QVERIFY(!unknown.network.spread);
    QVERIFY(!hasWarning(unknown, u"network_unknown"_s));
    Scenario stated = s;
    stated.cluster.network = StatedNetwork { ClusterNetwork::Ethernet, 1 };
    const QList<Estimate> others { estimateOn(s, catalogueWith(ClusterNetwork::None, 0)),
        estimateOn(s, catalogueWith(ClusterNetwork::Ethernet, 1)),
        estimateOn(s, catalogueWith(ClusterNetwork::InfiniBand, 400)),
        estimateOn(stated, catalogueWith(ClusterNetwork::Unknown, 0)) };
    for (const Estimate& e : others) {
        QCOMPARE(e.compute.wallHours, unknown.compute.wallHours);
        QCOMPARE(e.compute.wallHoursRange.p10, unknown.compute.wallHoursRange.p10);
        QCOMPARE(e.compute.wallHoursRange.p90, unknown.compute.wallHoursRange.p90);
        QCOMPARE(e.modes.first().total, unknown.modes.first().total);
        QVERIFY(!e.network.spread);
    }
}

void TestNetwork::unknownNetworkIsSaidAndSpansThePlausibleFabrics_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<Sharding>("sharding");
    QTest::newRow("16 GPUs, ZeRO-3") << 16 << Sharding::ZeRO3;
    QTest::newRow("64 GPUs, ZeRO-3") << 64 << Sharding::ZeRO3;
    QTest::newRow("64 GPUs, DDP") << 64 << Sharding::DDP;
}

// A multi-node run on an unpublished network: the warning names cluster.network, the point stays the fallback's,
// and the P10–P90 ends move by the time at 400 and at 12.5 Gb/s per GPU.
void TestNetwork::unknownNetworkIsSaidAndSpansThePlausibleFabrics()
{
    QFETCH(int, gpus);
    QFETCH(Sharding, sharding);
    const Scenario s = run(gpus, sharding);
    const Catalogue c = catalogueWith(ClusterNetwork::Unknown, 0);
    const Estimate e = estimateOn(s, c);
    QVERIFY(e.network.multiNode);
    QCOMPARE(e.network.origin, NetworkOrigin::Unknown);
    QVERIFY(e.network.spread);
    QVERIFY(hasWarning(e, u"network_unknown"_s));
    for (const Warning& w : e.warnings)
        if (w.id == u"network_unknown"_s)
            QCOMPARE(w.field, u"cluster.network"_s);

    // The point is the no-cluster-network fallback's, as before, and the slow end; the fast end is the time on
    // 400 Gb/s per GPU, computed by the same model.
    const Offer& listed = *c.offer(Unpublished);
    const GpuModel& gpu = *c.gpu(listed.gpuId);
    Scenario rounded = s;
    rounded.training.globalBatchTokens = roundedBatchSequences(s.model, s.training, gpus) * s.model.seqLen;
    Offer none = listed;
    none.network = ClusterNetwork::None;
    Offer fastOffer = listed;
    fastOffer.network = ClusterNetwork::InfiniBand;
    fastOffer.networkGbpsPerGpu = HighPlausibleGbpsPerGpu;
    const ComputeEstimate fallback = estimateCompute(rounded, none, gpu, gpus, sharding);
    const ComputeEstimate fast = estimateCompute(rounded, fastOffer, gpu, gpus, sharding);
    QCOMPARE(e.compute.wallHours, fallback.wallHours);
    const NetworkSpread& spread = *e.network.spread;
    QCOMPARE(spread.fastFactor, fast.stepSeconds / fallback.stepSeconds);
    QCOMPARE(spread.slowFactor, 1.0);
    QCOMPARE(spread.lowGbpsPerGpu, FallbackNetworkGbps / 8);
    QVERIFY(spread.fastFactor < 1.0);
    QCOMPARE(e.compute.wallHoursRange.p10, fallback.wallHoursRange.p10 * spread.fastFactor);
    QCOMPARE(e.compute.wallHoursRange.p90, fallback.wallHoursRange.p90);
    QCOMPARE(e.compute.gpuHoursRange.p10, fallback.gpuHoursRange.p10 * spread.fastFactor);
    QVERIFY(qAbs(e.compute.wallHoursRange.p10 / fast.wallHoursRange.p10 - 1) < 1e-9);
    // The widening is said once, as the range's reason; the model's own range does not widen for the network twice.
    QCOMPARE(e.compute.uncertaintyReasons.count(UncertaintyReason::NetworkUnknown), 1);
    QVERIFY(!fallback.uncertaintyReasons.contains(UncertaintyReason::NetworkUnknown));
    QCOMPARE(e.compute.rangeLogSigma, fallback.rangeLogSigma);
    // ZeRO-3 on 64 GPUs is dominated by its gathers on 25 Gb/s: the fast network more than halves its time.
    if (gpus == 64 && sharding == Sharding::ZeRO3)
        QVERIFY(spread.fastFactor < 0.5);

    const QJsonObject json = estimateToJson(e).value("network"_L1).toObject();
    QCOMPARE(json.value("origin"_L1).toString(), u"unknown"_s);
    QVERIFY(json.value("gbps_per_gpu"_L1).isNull());
    QCOMPARE(json.value("plausible_gbps_per_gpu"_L1).toArray(), (QJsonArray { 25.0 / 8, 400.0 }));
    QCOMPARE(json.value("time_factors"_L1).toArray(), (QJsonArray { spread.fastFactor, spread.slowFactor }));
    const QJsonArray reasons
        = estimateToJson(e).value("compute"_L1).toObject().value("uncertainty_reasons"_L1).toArray();
    QVERIFY(reasons.contains(u"network_unknown"_s));
}

void TestNetwork::statedNetworkReplacesTheOffersOwn_data()
{
    QTest::addColumn<int>("offerNetwork");
    QTest::addColumn<double>("offerGbps");
    QTest::newRow("over an unknown network") << int(ClusterNetwork::Unknown) << 0.0;
    QTest::newRow("over no cluster network") << int(ClusterNetwork::None) << 0.0;
    QTest::newRow("over a slower one") << int(ClusterNetwork::Ethernet) << 25.0;
}

// cluster.network is the cluster's network: the same time as an offer that has it, no warning, no widening.
void TestNetwork::statedNetworkReplacesTheOffersOwn()
{
    QFETCH(int, offerNetwork);
    QFETCH(double, offerGbps);
    Scenario s = run(64, Sharding::ZeRO3);
    s.cluster.network = StatedNetwork { ClusterNetwork::InfiniBand, 400 };
    const Estimate stated = estimateOn(s, catalogueWith(ClusterNetwork(offerNetwork), offerGbps));
    Scenario plain = s;
    plain.cluster.network.reset();
    const Estimate known = estimateOn(plain, catalogueWith(ClusterNetwork::InfiniBand, 400));
    QCOMPARE(stated.compute.wallHours, known.compute.wallHours);
    QCOMPARE(stated.compute.wallHoursRange.p10, known.compute.wallHoursRange.p10);
    QCOMPARE(stated.compute.wallHoursRange.p90, known.compute.wallHoursRange.p90);
    QCOMPARE(stated.network.origin, NetworkOrigin::Scenario);
    QCOMPARE(stated.network.gbpsPerGpu, 400.0);
    QVERIFY(!stated.network.spread);
    QVERIFY(!hasWarning(stated, u"network_unknown"_s));
    QVERIFY(!hasWarning(stated, u"no_cluster_network"_s));
    QCOMPARE(estimateToJson(stated).value("network"_L1).toObject().value("origin"_L1).toString(), u"scenario"_s);
    // Another offer of the market keeps its own network: the statement is about the scenario's cluster.
    Offer other = *catalogueWith(ClusterNetwork::Unknown, 0).offer(Unpublished);
    other.id = u"another-offer"_s;
    QCOMPARE(withStatedNetwork(s, other).network, ClusterNetwork::Unknown);
    QCOMPARE(networkOrigin(s, other), NetworkOrigin::Unknown);
}

// An offer sold as single nodes (network "none") is known to have no cluster network: the existing warning, and
// no range over fabrics it does not have.
void TestNetwork::offerWithoutClusterNetworkKeepsItsWarning()
{
    const Estimate e = estimateOn(run(64, Sharding::ZeRO3), catalogueWith(ClusterNetwork::None, 0));
    QVERIFY(hasWarning(e, u"no_cluster_network"_s));
    QVERIFY(!hasWarning(e, u"network_unknown"_s));
    QCOMPARE(e.network.origin, NetworkOrigin::Offer);
    QVERIFY(!e.network.spread);
}

QTEST_GUILESS_MAIN(TestNetwork)
#include "tst_network.moc"
