#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/estimate.h"
#include "tests/shippedscenarios.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <limits>

using namespace Kova;
using namespace Qt::StringLiterals;

// Scenario files: every bad input is rejected with the key named; a round trip keeps what it does not know.
class TestScenario : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rejectsBadValues_data();
    void rejectsBadValues();
    void rejectsNonFiniteValuesOfADocument_data();
    void rejectsNonFiniteValuesOfADocument();
    void rejectsBadText_data();
    void rejectsBadText();
    void rejectsUnknownOffer();
    void rejectsInconsistentLayouts_data();
    void rejectsInconsistentLayouts();
    void rejectsAchievedTflopsAbovePeak();
    void readsAndWritesAStatedNetwork_data();
    void readsAndWritesAStatedNetwork();
    void replicatesKeyValueHeadsOnAWiderTensorParallelGroup_data();
    void replicatesKeyValueHeadsOnAWiderTensorParallelGroup();
    void readsTheNewKeysAndTheirDefaults();
    void acceptsTheShippedScenarios_data();
    void acceptsTheShippedScenarios();
    void derivesAShapeFromParameters();
    void roundTripKeepsUnknownKeys();
    void roundTripKeepsEditsAndSeed();
};

namespace {

const QString SeedFile = QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/seed-h100-72h.kova.json");

QByteArray seedBytes()
{
    QFile f(SeedFile);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A scenario's bytes with `path` ("training.mfu", "seed") set to `value`, or removed when value is undefined.
QByteArray with(const QByteArray& bytes, const QString& path, const QJsonValue& value)
{
    QJsonObject root = QJsonDocument::fromJson(bytes).object();
    const QStringList parts = path.split(u'.');
    auto set = [&value](QJsonObject& o, const QString& key) {
        if (value.isUndefined())
            o.remove(key);
        else
            o.insert(key, value);
    };
    if (parts.size() == 1) {
        set(root, parts[0]);
    } else {
        QJsonObject section = root.value(parts[0]).toObject();
        set(section, parts[1]);
        root.insert(parts[0], section);
    }
    return QJsonDocument(root).toJson();
}

// The seed scenario with `path` set to `value`, or removed when value is undefined.
QByteArray seedWith(const QString& path, const QJsonValue& value)
{
    return with(seedBytes(), path, value);
}

// The seed scenario with several keys set, given as {"training.tensor_parallel": 8, ...}.
QByteArray seedWithAll(const QJsonObject& changes)
{
    QByteArray bytes = seedBytes();
    for (auto it = changes.begin(); it != changes.end(); ++it)
        bytes = with(bytes, it.key(), it.value());
    return bytes;
}

} // namespace

void TestScenario::rejectsBadValues_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("problem");
    const QJsonValue none(QJsonValue::Undefined);
    // Wrong types.
    QTest::newRow("mfu as text") << u"training.mfu"_s << QJsonValue(u"high"_s) << u"training.mfu"_s
                                 << u"expected a number"_s;
    QTest::newRow("gpus as text") << u"cluster.gpus"_s << QJsonValue(u"8"_s) << u"cluster.gpus"_s
                                  << u"expected a number"_s;
    QTest::newRow("params as bool") << u"model.params_b"_s << QJsonValue(true) << u"model.params_b"_s
                                    << u"expected a number"_s;
    QTest::newRow("method as number") << u"training.method"_s << QJsonValue(3) << u"training.method"_s
                                      << u"expected a string"_s;
    QTest::newRow("phases as object") << u"cluster.phases"_s << QJsonValue(QJsonObject()) << u"cluster.phases"_s
                                      << u"expected an array"_s;
    QTest::newRow("storage as text") << u"storage"_s << QJsonValue(u"big"_s) << u"storage"_s << u"expected an object"_s;
    QTest::newRow("attention as text") << u"training.attention_flops"_s << QJsonValue(u"yes"_s)
                                       << u"training.attention_flops"_s << u"expected true or false"_s;
    // Negative and zero where they make no sense.
    QTest::newRow("negative gpus") << u"cluster.gpus"_s << QJsonValue(-8) << u"cluster.gpus"_s << u"out of range"_s;
    QTest::newRow("negative dataset") << u"storage.dataset_gb"_s << QJsonValue(-1) << u"storage.dataset_gb"_s
                                      << u"out of range"_s;
    QTest::newRow("negative mtbi") << u"interruptions.mtbi_hours"_s << QJsonValue(-1) << u"interruptions.mtbi_hours"_s
                                   << u"out of range"_s;
    QTest::newRow("tiny mtbi") << u"interruptions.mtbi_hours"_s << QJsonValue(5e-324) << u"interruptions.mtbi_hours"_s
                               << u"must be 0 (not modelled) or at least 0.001 h"_s;
    QTest::newRow("tiny gpu mtbf") << u"interruptions.gpu_mtbf_hours"_s << QJsonValue(5e-324)
                                   << u"interruptions.gpu_mtbf_hours"_s
                                   << u"must be 0 (not modelled) or at least 0.001 h"_s;
    QTest::newRow("negative bid") << u"spot.bid"_s << QJsonValue(-1) << u"spot.bid"_s << u"out of range"_s;
    QTest::newRow("zero mfu") << u"training.mfu"_s << QJsonValue(0) << u"training.mfu"_s << u"greater than 0"_s;
    QTest::newRow("negative measured tokens/s") << u"training.measured_tokens_per_s_per_gpu"_s << QJsonValue(-5)
                                                << u"training.measured_tokens_per_s_per_gpu"_s << u"out of range"_s;
    QTest::newRow("zero virtual pipeline stages") << u"training.virtual_pipeline_stages"_s << QJsonValue(0)
                                                  << u"training.virtual_pipeline_stages"_s << u"out of range"_s;
    QTest::newRow("mfu above 1") << u"training.mfu"_s << QJsonValue(1.5) << u"training.mfu"_s << u"out of range"_s;
    QTest::newRow("half a gpu") << u"cluster.gpus"_s << QJsonValue(8.5) << u"cluster.gpus"_s << u"whole number"_s;
    QTest::newRow("fractional seed") << u"seed"_s << QJsonValue(1.5) << u"seed"_s << u"whole number"_s;
    // NaN-like strings are text, not numbers.
    QTest::newRow("NaN string") << u"training.mfu"_s << QJsonValue(u"NaN"_s) << u"training.mfu"_s
                                << u"expected a number"_s;
    QTest::newRow("Infinity string") << u"model.params_b"_s << QJsonValue(u"Infinity"_s) << u"model.params_b"_s
                                     << u"expected a number"_s;
    // Huge values.
    QTest::newRow("huge params") << u"model.params_b"_s << QJsonValue(1e300) << u"model.params_b"_s
                                 << u"out of range"_s;
    QTest::newRow("huge gpus") << u"cluster.gpus"_s << QJsonValue(1e12) << u"cluster.gpus"_s << u"out of range"_s;
    QTest::newRow("huge egress") << u"storage.egress_gb"_s << QJsonValue(1e20) << u"storage.egress_gb"_s
                                 << u"out of range"_s;
    QTest::newRow("huge duration") << u"training.duration_hours"_s << QJsonValue(1e30) << u"training.duration_hours"_s
                                   << u"out of range"_s;
    // Exactly one of tokens_b and duration_hours.
    QTest::newRow("both tokens and hours")
        << u"training.tokens_b"_s << QJsonValue(100) << u"training.tokens_b"_s << u"exactly one"_s;
    QTest::newRow("neither tokens nor hours")
        << u"training.duration_hours"_s << none << u"training.tokens_b"_s << u"exactly one"_s;
    // Choices.
    QTest::newRow("unknown precision") << u"training.precision"_s << QJsonValue(u"fp3"_s) << u"training.precision"_s
                                       << u"\"fp3\" is not one of"_s;
    QTest::newRow("unknown mode") << u"mode"_s << QJsonValue(u"cheap"_s) << u"mode"_s << u"is not one of"_s;
    QTest::newRow("unknown sharding") << u"training.sharding"_s << QJsonValue(u"zero4"_s) << u"training.sharding"_s
                                      << u"is not one of"_s;
    // Required parts and consistency.
    QTest::newRow("no model") << u"model"_s << none << u"model"_s << u"is required"_s;
    QTest::newRow("no offer") << u"cluster.offer"_s << none << u"cluster.offer"_s << u"is required"_s;
    QTest::newRow("8 gpus, t = 3") << u"training.tensor_parallel"_s << QJsonValue(3) << u"cluster.gpus"_s
                                   << u"tensor × pipeline"_s;
    QTest::newRow("heads do not divide") << u"model.heads"_s << QJsonValue(30) << u"model.heads"_s
                                         << u"not divisible"_s;
    QTest::newRow("trace without bid") << u"spot"_s << QJsonValue(QJsonObject { { "trace"_L1, u"t.csv"_s } })
                                       << u"spot.bid"_s << u"is required"_s;
    QTest::newRow("NUL in the trace path")
        << u"spot"_s << QJsonValue(QJsonObject { { "trace"_L1, u"good.csv\u0000.evil"_s }, { "bid"_L1, 2.0 } })
        << u"spot.trace"_s << u"a file path cannot hold control characters"_s;
    // The cluster's network (cluster.network): a known fabric and a positive Gb/s per GPU.
    const auto network = [](const QJsonValue& fabric, const QJsonValue& gbps) {
        QJsonObject n;
        if (!fabric.isUndefined())
            n.insert("fabric"_L1, fabric);
        if (!gbps.isUndefined())
            n.insert("gbps_per_gpu"_L1, gbps);
        return QJsonValue(n);
    };
    QTest::newRow("network of 0 Gb/s") << u"cluster.network"_s << network(u"infiniband"_s, 0)
                                       << u"cluster.network.gbps_per_gpu"_s << u"greater than 0"_s;
    QTest::newRow("negative network") << u"cluster.network"_s << network(u"roce"_s, -400)
                                      << u"cluster.network.gbps_per_gpu"_s << u"out of range"_s;
    QTest::newRow("network as text") << u"cluster.network"_s << network(u"efa"_s, u"fast"_s)
                                     << u"cluster.network.gbps_per_gpu"_s << u"expected a number"_s;
    QTest::newRow("unknown fabric") << u"cluster.network"_s << network(u"myrinet"_s, 400) << u"cluster.network.fabric"_s
                                    << u"\"myrinet\" is not one of: infiniband"_s;
    QTest::newRow("fabric none") << u"cluster.network"_s << network(u"none"_s, 400) << u"cluster.network.fabric"_s
                                 << u"\"none\" is not one of"_s;
    QTest::newRow("fabric unknown") << u"cluster.network"_s << network(u"unknown"_s, 400) << u"cluster.network.fabric"_s
                                    << u"\"unknown\" is not one of"_s;
    QTest::newRow("no fabric") << u"cluster.network"_s << network(none, 400) << u"cluster.network.fabric"_s
                               << u"is required"_s;
    QTest::newRow("no Gb/s") << u"cluster.network"_s << network(u"efa"_s, none) << u"cluster.network.gbps_per_gpu"_s
                             << u"is required"_s;
    QTest::newRow("network not an object")
        << u"cluster.network"_s << QJsonValue(400) << u"cluster.network"_s << u"expected an object"_s;
    // Versions.
    QTest::newRow("newer version") << u"kova_scenario"_s << QJsonValue(2) << u"kova_scenario"_s << u"newer"_s;
    QTest::newRow("not a scenario") << u"kova_scenario"_s << none << u"kova_scenario"_s << u"not a Kova scenario"_s;
    QTest::newRow("version zero") << u"kova_scenario"_s << QJsonValue(0) << u"kova_scenario"_s << u"out of range"_s;
}

void TestScenario::rejectsBadValues()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, key);
    QFETCH(QString, problem);
    const auto r = parseScenario(seedWith(path, value), u"bad.kova.json"_s);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().file, u"bad.kova.json"_s);
    QCOMPARE(r.error().key, key);
    QVERIFY2(r.error().problem.contains(problem), qPrintable(r.error().problem));
    QVERIFY(r.error().toString().startsWith(u"bad.kova.json: "_s + key));
    // The same judgement on the parsed document, as the window checks an edit.
    const auto fromDocument
        = scenarioFromJson(QJsonDocument::fromJson(seedWith(path, value)).object(), u"bad.kova.json"_s);
    QVERIFY(!fromDocument.ok());
    QCOMPARE(fromDocument.error().key, r.error().key);
    QCOMPARE(fromDocument.error().problem, r.error().problem);
}

void TestScenario::rejectsNonFiniteValuesOfADocument_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::newRow("NaN mfu") << u"mfu"_s << std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("infinite duration") << u"duration_hours"_s << std::numeric_limits<double>::infinity();
    QTest::newRow("minus infinite dataset") << u"dataset_gb"_s << -std::numeric_limits<double>::infinity();
}

// A document built in memory can hold what no JSON text can: an edit's NaN or infinity is refused by name.
void TestScenario::rejectsNonFiniteValuesOfADocument()
{
    QFETCH(QString, key);
    QFETCH(double, value);
    QJsonObject document = QJsonDocument::fromJson(seedBytes()).object();
    const QString section = key == u"dataset_gb"_s ? u"storage"_s : u"training"_s;
    QJsonObject part = document.value(section).toObject();
    part.insert(key, value);
    document.insert(section, part);
    const auto r = scenarioFromJson(document, u"edited.kova.json"_s);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().key, section + u'.' + key);
    QVERIFY2(r.error().problem.contains(u"finite"_s), qPrintable(r.error().problem));
}

void TestScenario::rejectsBadText_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("problem");
    // Not JSON at all: the line and column of the mistake.
    QTest::newRow("NaN literal") << QByteArray("\"params_b\": 8,") << QByteArray("\"params_b\": NaN,") << u"line 5"_s;
    QTest::newRow("Infinity literal") << QByteArray("\"gpus\": 8,") << QByteArray("\"gpus\": Infinity,")
                                      << u"line 28"_s;
    QTest::newRow("trailing comma") << QByteArray("\"vocab\": 128256") << QByteArray("\"vocab\": 128256,")
                                    << u"invalid JSON at line 1"_s;
    QTest::newRow("an array") << QByteArray("{\n  \"kova_scenario\"") << QByteArray("[{\n  \"kova_scenario\"")
                              << u"line"_s;
    // 1e999 overflows a double: Qt's parser calls it an illegal number.
    QTest::newRow("1e999") << QByteArray("\"params_b\": 8,") << QByteArray("\"params_b\": 1e999,") << u"line 5"_s;
}

void TestScenario::rejectsBadText()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, problem);
    QByteArray bytes = seedBytes();
    QVERIFY(bytes.contains(from));
    bytes.replace(from, to);
    const auto r = parseScenario(bytes, u"bad.kova.json"_s);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().toString().contains(problem), qPrintable(r.error().toString()));
}

void TestScenario::rejectsInconsistentLayouts_data()
{
    QTest::addColumn<QJsonObject>("changes");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("problem");
    // The seed: 32 layers, 32 heads, 4,096 tokens, a global batch of 1,024 sequences on 8 GPUs.
    QTest::newRow("heads across tensor parallel")
        << QJsonObject { { "model.heads"_L1, 4 }, { "training.tensor_parallel"_L1, 8 } } << u"model.heads"_s
        << u"4 heads cannot be split across tensor_parallel = 8"_s;
    // 16 key/value heads neither split over 6 ranks nor replicate evenly on them (4 is replicated on 8: accepted).
    QTest::newRow("kv heads across tensor parallel")
        << QJsonObject { { "model.hidden"_L1, 6144 }, { "model.heads"_L1, 48 }, { "model.kv_heads"_L1, 16 },
               { "training.tensor_parallel"_L1, 6 }, { "cluster.gpus"_L1, 12 } }
        << u"model.kv_heads"_s << u"16 key/value heads cannot be split across tensor_parallel = 6"_s;
    QTest::newRow("kv heads do not group the heads")
        << QJsonObject { { "model.kv_heads"_L1, 5 } } << u"model.kv_heads"_s << u"32 heads cannot share 5"_s;
    QTest::newRow("more stages than layers")
        << QJsonObject { { "cluster.gpus"_L1, 64 }, { "training.pipeline_parallel"_L1, 64 } }
        << u"training.pipeline_parallel"_s << u"64 pipeline stages for 32 layers"_s;
    QTest::newRow("more chunks than layers")
        << QJsonObject { { "training.pipeline_parallel"_L1, 8 }, { "training.virtual_pipeline_stages"_L1, 8 } }
        << u"training.virtual_pipeline_stages"_s << u"8 × 8 model chunks for 32 layers"_s;
    QTest::newRow("micro-batch above the batch") << QJsonObject { { "training.micro_batch"_L1, 2048 } }
                                                 << u"training.micro_batch"_s << u"larger than the global batch"_s;
    QTest::newRow("unknown framework") << QJsonObject { { "training.framework"_L1, u"jax"_s } }
                                       << u"training.framework"_s
                                       << u"\"jax\" is not one of: megatron, deepspeed, fsdp, zero_paper"_s;
    QTest::newRow("unknown lora target") << QJsonObject {
        { "training.lora_targets"_L1, QJsonArray { u"q"_s, u"qkv"_s } }
    } << u"training.lora_targets[1]"_s << u"\"qkv\" is not one of: q, k, v, o, gate, up, down"_s;
    QTest::newRow("lora target twice") << QJsonObject { { "training.lora_targets"_L1, QJsonArray { u"q"_s, u"q"_s } } }
                                       << u"training.lora_targets[1]"_s << u"listed twice"_s;
    QTest::newRow("no lora target") << QJsonObject { { "training.lora_targets"_L1, QJsonArray {} } }
                                    << u"training.lora_targets"_s << u"at least one"_s;
    QTest::newRow("flash attention as text") << QJsonObject { { "training.flash_attention"_L1, u"yes"_s } }
                                             << u"training.flash_attention"_s << u"true or false"_s;
    QTest::newRow("negative gpu mtbf") << QJsonObject { { "interruptions.gpu_mtbf_hours"_L1, -1 } }
                                       << u"interruptions.gpu_mtbf_hours"_s << u"out of range"_s;
}

void TestScenario::rejectsInconsistentLayouts()
{
    QFETCH(QJsonObject, changes);
    QFETCH(QString, key);
    QFETCH(QString, problem);
    const auto r = parseScenario(seedWithAll(changes), u"bad.kova.json"_s);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().file, u"bad.kova.json"_s);
    QCOMPARE(r.error().key, key);
    QVERIFY2(r.error().problem.contains(problem), qPrintable(r.error().problem));
}

void TestScenario::rejectsAchievedTflopsAbovePeak()
{
    // The H100 SXM's dense BF16 peak is 989.4 TFLOP/s: 989.4 is accepted, 1,000 is not.
    const auto atPeak = parseScenario(seedWith(u"training.achieved_tflops"_s, 989.4), u"s.kova.json"_s);
    QVERIFY(atPeak.ok());
    QVERIFY(estimate(atPeak.value(), embeddedCatalogue()).ok());
    const auto above = parseScenario(seedWith(u"training.achieved_tflops"_s, 1000), u"s.kova.json"_s);
    QVERIFY(above.ok());
    const auto e = estimate(above.value(), embeddedCatalogue());
    QVERIFY(!e.ok());
    QCOMPARE(e.error().key, u"training.achieved_tflops"_s);
    QVERIFY2(e.error().problem.contains(u"989.4"_s), qPrintable(e.error().problem));
}

void TestScenario::readsAndWritesAStatedNetwork_data()
{
    QTest::addColumn<QString>("fabric");
    QTest::addColumn<int>("value");
    QTest::addColumn<double>("gbps");
    QTest::newRow("infiniband") << u"infiniband"_s << int(ClusterNetwork::InfiniBand) << 400.0;
    QTest::newRow("roce") << u"roce"_s << int(ClusterNetwork::RoCE) << 400.0;
    QTest::newRow("efa") << u"efa"_s << int(ClusterNetwork::Efa) << 50.0;
    QTest::newRow("gpudirect_tcpx") << u"gpudirect_tcpx"_s << int(ClusterNetwork::GpuDirectTcpx) << 200.0;
    QTest::newRow("ethernet") << u"ethernet"_s << int(ClusterNetwork::Ethernet) << 12.5;
    QTest::newRow("nvlink_switch") << u"nvlink_switch"_s << int(ClusterNetwork::NVLinkSwitch) << 7200.0;
}

// cluster.network is read, written back as read, and absent from a file that did not state it.
void TestScenario::readsAndWritesAStatedNetwork()
{
    QFETCH(QString, fabric);
    QFETCH(int, value);
    QFETCH(double, gbps);
    QVERIFY(!parseScenario(seedBytes(), u"seed.kova.json"_s).value().cluster.network);
    QVERIFY(!scenarioToJson(parseScenario(seedBytes(), u"seed.kova.json"_s).value())
            .value("cluster"_L1)
            .toObject()
            .contains("network"_L1));
    const QJsonObject stated { { "fabric"_L1, fabric }, { "gbps_per_gpu"_L1, gbps } };
    const auto read = parseScenario(seedWith(u"cluster.network"_s, stated), u"net.kova.json"_s);
    QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error().toString()));
    QVERIFY(read.value().cluster.network);
    QCOMPARE(int(read.value().cluster.network->fabric), value);
    QCOMPARE(read.value().cluster.network->gbpsPerGpu, gbps);
    const QJsonObject written = scenarioToJson(read.value()).value("cluster"_L1).toObject();
    QCOMPARE(written.value("network"_L1).toObject(), stated);
    Scenario cleared = read.value();
    cleared.cluster.network.reset();
    QVERIFY(!scenarioToJson(cleared).value("cluster"_L1).toObject().contains("network"_L1));
}

void TestScenario::replicatesKeyValueHeadsOnAWiderTensorParallelGroup_data()
{
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<int>("perRank");
    QTest::addColumn<double>("extraParams");
    // The seed's shape: 32 layers, h = 4,096, 32 heads of 128. A replicated head adds its key and value
    // projections, 2 × 4,096 × 128 per layer, less the share the rank held anyway.
    const double perHead = 32 * 2.0 * 4096 * 128;
    QTest::newRow("8 kv heads on 8 ranks: split") << 8 << 8 << 1 << 0.0;
    QTest::newRow("4 kv heads on 8 ranks: each on 2") << 4 << 8 << 1 << perHead * (1 - 4.0 / 8);
    QTest::newRow("2 kv heads on 8 ranks: each on 4") << 2 << 8 << 1 << perHead * (1 - 2.0 / 8);
    QTest::newRow("multi-query on 4 ranks") << 1 << 4 << 1 << perHead * (1 - 1.0 / 4);
    QTest::newRow("16 kv heads on 4 ranks: split") << 16 << 4 << 4 << 0.0;
}

// A tensor-parallel group wider than the key/value heads replicates them instead of being refused; memory
// counts the replicas' weights and keys/values, and the data-parallel gradients with them.
void TestScenario::replicatesKeyValueHeadsOnAWiderTensorParallelGroup()
{
    QFETCH(int, kvHeads);
    QFETCH(int, tensorParallel);
    QFETCH(int, perRank);
    QFETCH(double, extraParams);
    const auto read = parseScenario(
        seedWithAll({ { "model.kv_heads"_L1, kvHeads }, { "training.tensor_parallel"_L1, tensorParallel } }),
        u"gqa.kova.json"_s);
    QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error().toString()));
    const Scenario& s = read.value();
    QCOMPARE(kvHeadsPerRank(s.model, tensorParallel), perRank);
    QCOMPARE(replicatedKvParamsPerRank(s.model, s.training), extraParams);
    QCOMPARE(paramsPerRank(s.model, s.training), s.model.paramsB * 1e9 / tensorParallel + extraParams);
    // The keys and values each rank keeps are those of its perRank heads, replicas included.
    ModelShape split = s.model;
    split.kvHeads = perRank * tensorParallel;
    QCOMPARE(activationBytesPerLayer(s.model, s.training), activationBytesPerLayer(split, s.training));
    const MemoryBreakdown mem = memoryPerGpu(s.model, s.training, s.cluster.gpus);
    Training unreplicated = s.training;
    const double statesWithout
        = modelStates(unreplicated.framework, unreplicated.sharding, s.model.paramsB * 1e9 / tensorParallel,
            s.cluster.gpus / tensorParallel, largestLayerParams(s.model, tensorParallel))
              .weights;
    QCOMPARE(mem.weightsGb > statesWithout / 1e9, extraParams > 0);
    QVERIFY(estimate(s, embeddedCatalogue()).ok());
}

void TestScenario::readsTheNewKeysAndTheirDefaults()
{
    // A file written before these keys: Megatron-LM's accounting, FlashAttention and sequence parallelism on, no
    // interleaving, LoRA on every linear layer with α = 16, no hardware failures.
    const auto old = parseScenario(seedBytes(), u"seed.kova.json"_s);
    QVERIFY(old.ok());
    const Training& t = old.value().training;
    QCOMPARE(t.framework, Framework::Megatron);
    QVERIFY(t.flashAttention);
    QVERIFY(t.sequenceParallel);
    QCOMPARE(t.virtualPipelineStages, 1);
    QCOMPARE(t.loraTargets, allLoraTargets());
    QCOMPARE(t.loraAlpha, 16.0);
    QVERIFY(!pagedOptimizerOf(t));
    QCOMPARE(old.value().model.kvHeads, 0);
    QCOMPARE(kvHeadsOf(old.value().model), 32);
    QCOMPARE(old.value().interruptions.gpuMtbfHours, 0.0);

    const QJsonObject changes { { "model.kv_heads"_L1, 8 }, { "model.ffn_hidden"_L1, 14336 },
        { "training.method"_L1, u"qlora"_s }, { "training.framework"_L1, u"deepspeed"_s },
        { "training.flash_attention"_L1, false }, { "training.sequence_parallel"_L1, false },
        { "training.virtual_pipeline_stages"_L1, 2 }, { "training.lora_targets"_L1, QJsonArray { u"q"_s, u"v"_s } },
        { "training.lora_alpha"_L1, 32 }, { "training.paged_optimizer"_L1, false },
        { "training.double_quant"_L1, false }, { "interruptions.gpu_mtbf_hours"_L1, 50000 } };
    const auto read = parseScenario(seedWithAll(changes), u"new.kova.json"_s);
    QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error().toString()));
    const Scenario& s = read.value();
    QCOMPARE(s.model.kvHeads, 8);
    QCOMPARE(s.model.ffnHidden, 14336);
    QCOMPARE(s.training.framework, Framework::DeepSpeed);
    QVERIFY(!s.training.flashAttention);
    QVERIFY(!s.training.sequenceParallel);
    QCOMPARE(s.training.virtualPipelineStages, 2);
    QCOMPARE(s.training.loraTargets, (QList<LoraTarget> { LoraTarget::Query, LoraTarget::Value }));
    QCOMPARE(s.training.loraAlpha, 32.0);
    QCOMPARE(s.training.pagedOptimizer, std::optional<bool>(false));
    QVERIFY(!s.training.doubleQuant);
    QCOMPARE(s.interruptions.gpuMtbfHours, 50000.0);
    // Written and read again, every new key comes back.
    const auto again = parseScenario(scenarioToBytes(s), u"again.kova.json"_s);
    QVERIFY(again.ok());
    QCOMPARE(scenarioToJson(again.value()), scenarioToJson(s));
    QCOMPARE(again.value().training.loraTargets, s.training.loraTargets);
    QCOMPARE(again.value().interruptions.gpuMtbfHours, 50000.0);
}

void TestScenario::rejectsUnknownOffer()
{
    const auto s = parseScenario(seedWith(u"cluster.offer"_s, u"nope"_s), u"bad.kova.json"_s);
    QVERIFY(s.ok()); // the offer is looked up in a catalogue, which may be updated later
    const auto e = estimate(s.value(), embeddedCatalogue());
    QVERIFY(!e.ok());
    QCOMPARE(e.error().key, u"cluster.offer"_s);
    QVERIFY(e.error().problem.contains(u"\"nope\""_s));
}

void TestScenario::acceptsTheShippedScenarios_data()
{
    addShippedScenarioRows();
}

void TestScenario::acceptsTheShippedScenarios()
{
    QFETCH(QString, file);
    const auto s = loadScenario(QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/") + file);
    QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.error().toString()));
    QVERIFY(estimate(s.value(), embeddedCatalogue()).ok());
}

void TestScenario::derivesAShapeFromParameters()
{
    // 12·L·h² ≈ N with h = 128·L: 8e9 = 12 × 128² × L³ → L = 34.4; h = √(8e9 / (12 × 34)) = 4428 → 4 × 1,024 = 4096
    // (heads of 128 that split across 8), 32 heads; the layers refitted to N: 8e9 / (12 × 4096²) = 39.7 → 40.
    const auto s = parseScenario(seedWith(u"model"_s, QJsonObject { { "params_b"_L1, 8 } }), u"s.kova.json"_s);
    QVERIFY(s.ok());
    QCOMPARE(s.value().model.layers, 40);
    QCOMPARE(s.value().model.hidden, 4096);
    QCOMPARE(s.value().model.heads, 32);
    QCOMPARE(s.value().model.seqLen, 4096);
}

void TestScenario::roundTripKeepsUnknownKeys()
{
    QJsonObject root = QJsonDocument::fromJson(seedBytes()).object();
    root.insert("x_top"_L1, u"kept"_s);
    for (const char* section : { "model", "training", "cluster", "interruptions", "storage" }) {
        QJsonObject o = root.value(QLatin1StringView(section)).toObject();
        o.insert("x_"_L1 + QLatin1StringView(section), QJsonArray { 1, 2 });
        root.insert(QLatin1StringView(section), o);
    }
    QJsonObject cluster = root.value("cluster"_L1).toObject();
    cluster.insert("phases"_L1,
        QJsonArray { QJsonObject { { "name"_L1, u"tune"_s }, { "gpus"_L1, 1 }, { "hours"_L1, 2 },
            { "mode"_L1, u"on_demand"_s }, { "x_phase"_L1, true } } });
    root.insert("cluster"_L1, cluster);
    root.insert("spot"_L1, QJsonObject { { "bid"_L1, 1.0 }, { "trace"_L1, u"prices.csv"_s }, { "x_spot"_L1, 3 } });

    const auto first = parseScenario(QJsonDocument(root).toJson(), u"a.kova.json"_s);
    QVERIFY2(first.ok(), first.ok() ? "" : qPrintable(first.error().toString()));
    const QJsonObject saved = QJsonDocument::fromJson(scenarioToBytes(first.value())).object();
    QCOMPARE(saved.value("x_top"_L1).toString(), u"kept"_s);
    for (const char* section : { "model", "training", "cluster", "interruptions", "storage" })
        QCOMPARE(saved.value(QLatin1StringView(section)).toObject().value("x_"_L1 + QLatin1StringView(section)),
            QJsonValue(QJsonArray { 1, 2 }));
    const QJsonObject phase = saved.value("cluster"_L1).toObject().value("phases"_L1).toArray().at(0).toObject();
    QCOMPARE(phase.value("x_phase"_L1), QJsonValue(true));
    QCOMPARE(phase.value("name"_L1).toString(), u"tune"_s);
    QCOMPARE(saved.value("spot"_L1).toObject().value("x_spot"_L1), QJsonValue(3));
    QCOMPARE(saved.value("spot"_L1).toObject().value("trace"_L1).toString(), u"prices.csv"_s);
    // Saved again, it reads back to the same scenario.
    const auto second = parseScenario(scenarioToBytes(first.value()), u"a.kova.json"_s);
    QVERIFY(second.ok());
    QVERIFY(second.value() == first.value());
    QCOMPARE(second.value().cluster.phases.size(), 1);
}

void TestScenario::roundTripKeepsEditsAndSeed()
{
    auto s = parseScenario(seedBytes(), u"seed.kova.json"_s).value();
    s.cluster.gpus = 16;
    s.seed = 7;
    s.training.tokensB = 20;
    s.training.durationHours.reset();
    const auto back = parseScenario(scenarioToBytes(s), u"seed.kova.json"_s);
    QVERIFY(back.ok());
    QCOMPARE(back.value().cluster.gpus, 16);
    QCOMPARE(back.value().seed, quint64(7));
    QCOMPARE(*back.value().training.tokensB, 20.0);
    QVERIFY(!back.value().training.durationHours);
}

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
