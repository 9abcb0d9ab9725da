#include "io/cataloguefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Catalogue documents: whole or rejected with the key named; the embedded one loads with its sources.
class TestCatalogue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void acceptsAMinimalCatalogue();
    void rejects_data();
    void rejects();
    void embeddedLoads();
    void embeddedGpuFigures_data();
    void embeddedGpuFigures();
    void embeddedOffersCarryTheirSources();
};

namespace {

QJsonObject minimal()
{
    const QJsonObject gpu { { "id"_L1, u"g1"_s }, { "name"_L1, u"GPU one"_s }, { "vram_gb"_L1, 80 },
        { "memory_bandwidth_tbs"_L1, 3.35 }, { "tflops"_L1, QJsonObject { { "bf16"_L1, 989.4 } } },
        { "link"_L1, QJsonObject { { "kind"_L1, u"nvlink"_s }, { "gbs"_L1, 900 } } }, { "tdp_w"_L1, 700 },
        { "source"_L1, u"datasheet"_s } };
    QJsonObject gpu2 = gpu;
    gpu2.insert("id"_L1, u"g2"_s);
    const QJsonObject offer { { "id"_L1, u"o1"_s }, { "provider"_L1, u"P"_s }, { "gpu"_L1, u"g1"_s },
        { "gpus_per_node"_L1, 8 }, { "intra_node_link"_L1, u"nvlink"_s },
        { "network"_L1, QJsonObject { { "kind"_L1, u"infiniband"_s }, { "gbps_per_gpu"_L1, 400 } } },
        { "region"_L1, u"eu"_s }, { "prices"_L1, QJsonObject { { "on_demand"_L1, 2.0 } } },
        { "volume_per_gb_month"_L1, 0.08 }, { "availability"_L1, QJsonObject { { "status"_L1, u"available"_s } } },
        { "source"_L1, u"price page"_s }, { "observed"_L1, u"2026-11-01"_s } };
    QJsonObject offer2 = offer;
    offer2.insert("id"_L1, u"o2"_s);
    offer2.insert("gpu"_L1, u"g2"_s);
    return { { "kova_catalogue"_L1, 1 }, { "gpus"_L1, QJsonArray { gpu, gpu2 } },
        { "offers"_L1, QJsonArray { offer, offer2 } },
        { "tiers"_L1, QJsonArray { QJsonObject { { "id"_L1, u"good"_s }, { "offer"_L1, u"o1"_s } } } } };
}

// Sets (or removes, for an undefined value) the value at a path such as "offers[1].prices.on_demand".
QJsonValue withValue(const QJsonValue& at, QStringList parts, const QJsonValue& value)
{
    if (parts.isEmpty())
        return value;
    const QString part = parts.takeFirst();
    static const QRegularExpression indexed(u"^(\\w+)\\[(\\d+)\\]$"_s);
    const auto m = indexed.match(part);
    QJsonObject o = at.toObject();
    const QString key = m.hasMatch() ? m.captured(1) : part;
    if (m.hasMatch()) {
        QJsonArray a = o.value(key).toArray();
        const int i = m.captured(2).toInt();
        a.replace(i, withValue(a.at(i), parts, value));
        o.insert(key, a);
    } else if (parts.isEmpty() && value.isUndefined()) {
        o.remove(key);
    } else {
        o.insert(key, withValue(o.value(key), parts, value));
    }
    return o;
}

QByteArray minimalWith(const QString& path, const QJsonValue& value)
{
    return QJsonDocument(withValue(minimal(), path.split(u'.'), value).toObject()).toJson();
}

} // namespace

void TestCatalogue::acceptsAMinimalCatalogue()
{
    const auto c = parseCatalogue(QJsonDocument(minimal()).toJson(), u"feed.json"_s);
    QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error().toString()));
    QCOMPARE(c.value().offers.size(), 2);
    QCOMPARE(c.value().offer(u"o2"_s)->gpuId, u"g2"_s);
    QCOMPARE(c.value().offer(u"o1"_s)->observed, QDate(2026, 11, 1));
    QCOMPARE(c.value().offer(u"o1"_s)->feed, u"feed.json"_s);
    QCOMPARE(c.value().gpu(u"g1"_s)->usableVramGb, 80.0);
    QCOMPARE(c.value().tierOf(u"o1"_s)->id, u"good"_s);
}

void TestCatalogue::rejects_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("problem");
    const QJsonValue none(QJsonValue::Undefined);
    QTest::newRow("duplicate gpu") << u"gpus[1].id"_s << QJsonValue(u"g1"_s) << u"gpus[1].id"_s
                                   << u"duplicate GPU id"_s;
    QTest::newRow("duplicate offer") << u"offers[1].id"_s << QJsonValue(u"o1"_s) << u"offers[1].id"_s
                                     << u"duplicate offer id"_s;
    QTest::newRow("unknown gpu") << u"offers[0].gpu"_s << QJsonValue(u"h999"_s) << u"offers[0].gpu"_s
                                 << u"unknown GPU \"h999\""_s;
    QTest::newRow("empty prices") << u"offers[0].prices"_s << QJsonValue(QJsonObject()) << u"offers[0].prices"_s
                                  << u"at least one price"_s;
    QTest::newRow("no prices") << u"offers[0].prices"_s << none << u"offers[0].prices"_s << u"is required"_s;
    QTest::newRow("negative price") << u"offers[0].prices.on_demand"_s << QJsonValue(-1)
                                    << u"offers[0].prices.on_demand"_s << u"out of range"_s;
    QTest::newRow("price as text") << u"offers[1].prices.on_demand"_s << QJsonValue(u"$2"_s)
                                   << u"offers[1].prices.on_demand"_s << u"expected a number"_s;
    QTest::newRow("month 13") << u"offers[0].observed"_s << QJsonValue(u"2026-13-01"_s) << u"offers[0].observed"_s
                              << u"not a date"_s;
    QTest::newRow("words for a date") << u"offers[1].observed"_s << QJsonValue(u"yesterday"_s)
                                      << u"offers[1].observed"_s << u"not a date"_s;
    QTest::newRow("slashed date") << u"offers[0].availability.confirmed"_s << QJsonValue(u"2026/11/30"_s)
                                  << u"offers[0].availability.confirmed"_s << u"not a date"_s;
    QTest::newRow("no observed date") << u"offers[0].observed"_s << none << u"offers[0].observed"_s << u"is required"_s;
    QTest::newRow("newer format") << u"kova_catalogue"_s << QJsonValue(2) << u"kova_catalogue"_s << u"newer"_s;
    QTest::newRow("not a catalogue") << u"kova_catalogue"_s << none << u"kova_catalogue"_s << u"not a Kova catalogue"_s;
    QTest::newRow("tier of an unknown offer")
        << u"tiers[0].offer"_s << QJsonValue(u"o9"_s) << u"tiers[0].offer"_s << u"unknown offer"_s;
    QTest::newRow("no bf16") << u"gpus[0].tflops"_s << QJsonValue(QJsonObject { { "fp8"_L1, 100 } })
                             << u"gpus[0].tflops.bf16"_s << u"BF16"_s;
    QTest::newRow("unknown network") << u"offers[0].network.kind"_s << QJsonValue(u"carrier pigeon"_s)
                                     << u"offers[0].network.kind"_s << u"is not one of"_s;
    QTest::newRow("offer as text") << u"offers[1]"_s << QJsonValue(u"o2"_s) << u"offers[1]"_s
                                   << u"expected an object"_s;
    // prices.reserved_terms: each term once, at least a month, a positive price, each value of its type.
    const auto term = [](const QJsonValue& months, const QJsonValue& rate) {
        return QJsonObject { { "term_months"_L1, months }, { "per_gpu_hour"_L1, rate } };
    };
    const QString terms = u"offers[0].prices.reserved_terms"_s;
    QTest::newRow("negative term price") << terms << QJsonValue(QJsonArray { term(12, -1.0) })
                                         << terms + u"[0].per_gpu_hour"_s << u"out of range"_s;
    QTest::newRow("duplicate term") << terms << QJsonValue(QJsonArray { term(12, 1.0), term(36, 0.6), term(12, 0.9) })
                                    << terms + u"[2].term_months"_s
                                    << u"listed twice (also at " + terms + u"[0].term_months)"_s;
    QTest::newRow("term of 0 months") << terms << QJsonValue(QJsonArray { term(0, 1.0) })
                                      << terms + u"[0].term_months"_s << u"out of range"_s;
    QTest::newRow("term of a month and a half")
        << terms << QJsonValue(QJsonArray { term(1.5, 1.0) }) << terms + u"[0].term_months"_s << u"whole number"_s;
    QTest::newRow("term as text") << terms << QJsonValue(QJsonArray { term(u"1 year"_s, 1.0) })
                                  << terms + u"[0].term_months"_s << u"expected a number"_s;
    QTest::newRow("term missing") << terms << QJsonValue(QJsonArray { QJsonObject { { "per_gpu_hour"_L1, 1.0 } } })
                                  << terms + u"[0].term_months"_s << u"is required"_s;
    QTest::newRow("term as a number") << terms << QJsonValue(QJsonArray { 12 }) << terms + u"[0]"_s
                                      << u"expected an object"_s;
    QTest::newRow("negative upfront") << terms
                                      << QJsonValue(QJsonArray { QJsonObject { { "term_months"_L1, 12 },
                                             { "per_gpu_hour"_L1, 1.0 }, { "upfront_per_gpu"_L1, -100 } } })
                                      << terms + u"[0].upfront_per_gpu"_s << u"out of range"_s;
    QTest::newRow("bad term date") << terms
                                   << QJsonValue(QJsonArray { QJsonObject { { "term_months"_L1, 12 },
                                          { "per_gpu_hour"_L1, 1.0 }, { "observed"_L1, u"last year"_s } } })
                                   << terms + u"[0].observed"_s << u"not a date"_s;
    QTest::newRow("term of the reserved object again")
        << u"offers[1].prices"_s
        << QJsonValue(QJsonObject { { "on_demand"_L1, 2.0 },
               { "reserved"_L1, QJsonObject { { "per_gpu_hour"_L1, 1.0 }, { "term_months"_L1, 12 } } },
               { "reserved_terms"_L1, QJsonArray { term(12, 0.9) } } })
        << u"offers[1].prices.reserved_terms[0].term_months"_s
        << u"listed twice (also at offers[1].prices.reserved.term_months)"_s;
}

void TestCatalogue::rejects()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, key);
    QFETCH(QString, problem);
    const auto c = parseCatalogue(minimalWith(path, value), u"https://feed.example/catalogue.json"_s);
    QVERIFY(!c.ok());
    QCOMPARE(c.error().file, u"https://feed.example/catalogue.json"_s);
    QCOMPARE(c.error().key, key);
    QVERIFY2(c.error().problem.contains(problem), qPrintable(c.error().problem));
}

void TestCatalogue::embeddedLoads()
{
    const Catalogue& c = embeddedCatalogue();
    QVERIFY(c.gpus.size() >= 7);
    QVERIFY(c.offers.size() >= 10);
    QCOMPARE(c.tiers.size(), 3);
    const MarketPrice* h100 = c.marketFor(u"h100-sxm"_s);
    QVERIFY(h100);
    QCOMPARE(*h100->onDemandMedian, 2.40);
    QCOMPARE(*h100->spot, 1.20);
    QVERIFY(c.gpu(u"mi300x"_s)->secondarySourced);
    QCOMPARE(c.gpu(u"b200"_s)->usableVramGb, 180.0);
}

void TestCatalogue::embeddedGpuFigures_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<double>("bf16");
    QTest::addColumn<double>("vram");
    QTest::addColumn<double>("bandwidth");
    // Dense peaks and memory from the reference table (NVIDIA datasheets; glennklockwood.com).
    QTest::newRow("A100") << u"a100-sxm4-80gb"_s << 312.0 << 80.0 << 2.039;
    QTest::newRow("H100 SXM") << u"h100-sxm"_s << 989.4 << 80.0 << 3.35;
    QTest::newRow("H100 PCIe") << u"h100-pcie"_s << 756.0 << 80.0 << 2.0;
    QTest::newRow("H200") << u"h200-sxm"_s << 989.4 << 141.0 << 4.8;
    QTest::newRow("B200") << u"b200"_s << 2250.0 << 192.0 << 8.0;
    QTest::newRow("L40S") << u"l40s"_s << 362.0 << 48.0 << 0.864;
}

void TestCatalogue::embeddedGpuFigures()
{
    QFETCH(QString, gpu);
    QFETCH(double, bf16);
    QFETCH(double, vram);
    QFETCH(double, bandwidth);
    const GpuModel* g = embeddedCatalogue().gpu(gpu);
    QVERIFY(g);
    QCOMPARE(g->peakTflops(Precision::BF16), bf16);
    QCOMPARE(g->vramGb, vram);
    QCOMPARE(g->memoryBandwidthTBs, bandwidth);
    QVERIFY(!g->source.isEmpty());
}

void TestCatalogue::embeddedOffersCarryTheirSources()
{
    for (const Offer& o : embeddedCatalogue().offers) {
        QVERIFY2(o.observed.isValid(), qPrintable(o.id));
        QVERIFY2(!o.source.isEmpty(), qPrintable(o.id));
        QVERIFY2(o.provider == "Kova"_L1 || o.sourceUrl.startsWith(u"https://"_s), qPrintable(o.id));
        QVERIFY2(embeddedCatalogue().gpu(o.gpuId), qPrintable(o.id));
    }
}

QTEST_GUILESS_MAIN(TestCatalogue)
#include "tst_catalogue.moc"
