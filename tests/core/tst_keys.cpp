// The enum words of files and `estimate --json` (model/keys.h) and the scenario key paths (model/scenariokeys.h).
#include "io/scenariofile.h"
#include "model/cost.h"
#include "model/scenariokeys.h"
#include "model/throughput.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>
#include <functional>

using namespace Kova;
using namespace Qt::StringLiterals;

namespace {

// One enum seen through the mechanism, its values as ints.
struct EnumKeys
{
    std::function<QString(int)> keyOf;
    std::function<std::optional<int>(QString)> fromKey;
    QStringList keys;
    int count = 0;
};

template <typename E> EnumKeys enumKeys()
{
    return { [](int v) { return QString(keyOf(E(v))); },
        [](const QString& k) {
            const std::optional<E> e = fromKey<E>(k);
            return e ? std::optional<int>(int(*e)) : std::nullopt;
        },
        keysOf<E>(), int(valuesOf<E>().size()) };
}

const QHash<QString, EnumKeys>& enums()
{
    static const QHash<QString, EnumKeys> all { { u"Precision"_s, enumKeys<Precision>() },
        { u"LinkKind"_s, enumKeys<LinkKind>() }, { u"PurchaseMode"_s, enumKeys<PurchaseMode>() },
        { u"ClusterNetwork"_s, enumKeys<ClusterNetwork>() }, { u"RentalUnit"_s, enumKeys<RentalUnit>() },
        { u"Availability"_s, enumKeys<Availability>() }, { u"TrainingMethod"_s, enumKeys<TrainingMethod>() },
        { u"Sharding"_s, enumKeys<Sharding>() }, { u"Recompute"_s, enumKeys<Recompute>() },
        { u"CostLineId"_s, enumKeys<CostLineId>() }, { u"Framework"_s, enumKeys<Framework>() },
        { u"LoraTarget"_s, enumKeys<LoraTarget>() }, { u"MfuOrigin"_s, enumKeys<MfuOrigin>() } };
    return all;
}

// The dotted paths of the values of a scenario document; an array counts as one value.
void collectPaths(const QJsonObject& o, const QString& prefix, QSet<QString>& paths)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString path = prefix.isEmpty() ? it.key() : prefix + u'.' + it.key();
        if (it.value().isObject())
            collectPaths(it.value().toObject(), path, paths);
        else
            paths.insert(path);
    }
}

// A scenario that sets every optional part, so that its file holds every key.
Scenario fullScenario()
{
    Scenario s = defaultScenario();
    s.training.method = TrainingMethod::QLoRA;
    s.training.pagedOptimizer = true;
    s.training.virtualPipelineStages = 2;
    s.model.kvHeads = 8;
    s.model.ffnHidden = 14336;
    s.model.experts = 8;
    s.model.expertsPerToken = 2;
    s.model.sharedExperts = 1;
    s.model.expertFfnHidden = 2048;
    s.model.denseLayers = 1;
    s.training.expertParallel = 2;
    s.training.overlapAllToAll = true;
    s.interruptions.gpuMtbfHours = 50000;
    // Not the defaults, which a file gets written back only when it had them.
    s.training.framework = Framework::DeepSpeed;
    s.training.flashAttention = false;
    s.training.sequenceParallel = false;
    s.training.mfu = 0.4;
    s.training.achievedTflops = 300;
    s.training.attentionFlops = false;
    s.training.measuredTokensPerSecondPerGpu = 2500;
    s.interruptions.checkpointIntervalMin = 30;
    s.cluster.phases = { Phase { u"tune"_s, 1, 2, PurchaseMode::Spot } };
    s.cluster.network = StatedNetwork { ClusterNetwork::InfiniBand, 400 };
    s.spot = { 2.5, u"trace.csv"_s };
    s.seed = 7;
    s.energy.pue = 1.2;
    return s;
}

QJsonObject written(const Scenario& s)
{
    return QJsonDocument::fromJson(scenarioToBytes(s)).object();
}

} // namespace

class TestKeys : public QObject
{
    Q_OBJECT

private slots:
    void keyRoundTrips_data();
    void keyRoundTrips();
    void keysAreUniquePerEnum_data();
    void keysAreUniquePerEnum();
    void scenarioKeysAreExactlyTheWrittenKeys();
    void unknownWordIsRefusedWithItsKey_data();
    void unknownWordIsRefusedWithItsKey();
};

// The words are a public contract (scenario files, the catalogue, `estimate --json`): pinned here literally.
void TestKeys::keyRoundTrips_data()
{
    QTest::addColumn<QString>("enumName");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("key");
    const QList<std::pair<QString, QStringList>> contract {
        { u"Precision"_s, { u"tf32"_s, u"bf16"_s, u"fp8"_s, u"fp4"_s } },
        { u"LinkKind"_s, { u"nvlink"_s, u"pcie"_s, u"infinity_fabric"_s } },
        { u"PurchaseMode"_s, { u"on_demand"_s, u"interruptible"_s, u"spot"_s, u"reserved"_s } },
        { u"ClusterNetwork"_s,
            { u"infiniband"_s, u"roce"_s, u"ethernet"_s, u"none"_s, u"efa"_s, u"gpudirect_tcpx"_s, u"nvlink_switch"_s,
                u"unknown"_s } },
        { u"RentalUnit"_s, { u"instance"_s, u"gpu"_s } },
        { u"Availability"_s, { u"available"_s, u"limited"_s, u"on_request"_s } },
        { u"TrainingMethod"_s, { u"full"_s, u"lora"_s, u"qlora"_s } },
        { u"Sharding"_s, { u"ddp"_s, u"zero1"_s, u"zero2"_s, u"zero3"_s } },
        { u"Recompute"_s, { u"none"_s, u"selective"_s, u"full"_s } },
        { u"Framework"_s, { u"megatron"_s, u"deepspeed"_s, u"fsdp"_s, u"zero_paper"_s } },
        { u"LoraTarget"_s, { u"q"_s, u"k"_s, u"v"_s, u"o"_s, u"gate"_s, u"up"_s, u"down"_s } },
        { u"CostLineId"_s,
            { u"gpu_time"_s, u"checkpoint_volume"_s, u"dataset_ingress"_s, u"egress"_s, u"interruption_overhead"_s,
                u"phase"_s } },
        { u"MfuOrigin"_s,
            { u"scenario_mfu"_s, u"scenario_achieved_tflops"_s, u"calibrated_model"_s,
                u"scenario_measured_tokens_per_s"_s } },
    };
    for (const auto& [name, keys] : contract) {
        QCOMPARE(enums().value(name).count, keys.size());
        for (int v = 0; v < keys.size(); ++v)
            QTest::addRow("%s %s", qPrintable(name), qPrintable(keys[v])) << name << v << keys[v];
    }
    QCOMPARE(contract.size(), enums().size());
}

void TestKeys::keyRoundTrips()
{
    QFETCH(QString, enumName);
    QFETCH(int, value);
    QFETCH(QString, key);
    const EnumKeys& e = enums().value(enumName);
    QCOMPARE(e.keyOf(value), key);
    QCOMPARE(e.fromKey(key), std::optional(value));
    QCOMPARE(e.keyOf(*e.fromKey(e.keyOf(value))), key);
    QCOMPARE(e.fromKey(key.toUpper()), std::nullopt);
}

void TestKeys::keysAreUniquePerEnum_data()
{
    QTest::addColumn<QString>("enumName");
    for (const QString& name : enums().keys())
        QTest::newRow(qPrintable(name)) << name;
}

void TestKeys::keysAreUniquePerEnum()
{
    QFETCH(QString, enumName);
    const QStringList keys = enums().value(enumName).keys;
    QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), keys.size());
    QVERIFY(!keys.contains(QString()));
}

// The constants cannot drift from the writer: a file that sets every optional part holds exactly them.
void TestKeys::scenarioKeysAreExactlyTheWrittenKeys()
{
    Scenario byTokens = fullScenario();
    byTokens.training.tokensB = 10;
    byTokens.training.durationHours.reset();
    Scenario byHours = fullScenario();
    byHours.training.tokensB.reset();
    byHours.training.durationHours = 48;

    QSet<QString> paths;
    collectPaths(written(byTokens), {}, paths);
    collectPaths(written(byHours), {}, paths);
    QSet<QString> expected;
    for (QLatin1StringView key : ScenarioKey::Values)
        expected.insert(key);
    QCOMPARE(paths, expected);

    const QJsonObject phase = written(byTokens)
                                  .value(ScenarioKey::Cluster)
                                  .toObject()
                                  .value(ScenarioKey::leafOf(ScenarioKey::ClusterPhases))
                                  .toArray()
                                  .at(0)
                                  .toObject();
    QSet<QString> phaseKeys;
    for (QLatin1StringView key : ScenarioKey::PhaseKeys)
        phaseKeys.insert(key);
    const QStringList written = phase.keys();
    QCOMPARE(QSet<QString>(written.begin(), written.end()), phaseKeys);
}

void TestKeys::unknownWordIsRefusedWithItsKey_data()
{
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("problem");
    QTest::newRow("method") << u"training"_s << u"method"_s << u"dora"_s
                            << u"\"dora\" is not one of: full, lora, qlora"_s;
    QTest::newRow("precision, tf32 is no training precision")
        << u"training"_s << u"precision"_s << u"tf32"_s << u"\"tf32\" is not one of: bf16, fp8, fp4"_s;
    QTest::newRow("sharding") << u"training"_s << u"sharding"_s << u"zero4"_s
                              << u"\"zero4\" is not one of: ddp, zero1, zero2, zero3"_s;
    QTest::newRow("recompute") << u"training"_s << u"recompute"_s << u"some"_s
                               << u"\"some\" is not one of: none, selective, full"_s;
    QTest::newRow("mode") << QString() << u"mode"_s << u"cheap"_s
                          << u"\"cheap\" is not one of: on_demand, interruptible, spot, reserved"_s;
}

void TestKeys::unknownWordIsRefusedWithItsKey()
{
    QFETCH(QString, section);
    QFETCH(QString, key);
    QFETCH(QString, word);
    QFETCH(QString, problem);
    QJsonObject o = written(defaultScenario());
    if (section.isEmpty()) {
        o.insert(key, word);
    } else {
        QJsonObject sub = o.value(section).toObject();
        sub.insert(key, word);
        o.insert(section, sub);
    }
    const auto parsed = parseScenario(QJsonDocument(o).toJson(), u"bad.kova.json"_s);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().file, u"bad.kova.json"_s);
    QCOMPARE(parsed.error().key, section.isEmpty() ? key : section + u'.' + key);
    QCOMPARE(parsed.error().problem, problem);
}

QTEST_GUILESS_MAIN(TestKeys)
#include "tst_keys.moc"
