#include "io/cataloguefile.h"
#include "io/launchconfig.h"
#include "io/scenariofile.h"
#include "model/moe.h"
#include "plan/gpucount.h"

#include <QJsonDocument>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Mixture-of-experts: parameter counts against the published totals, memory under each sharding, the all-to-all
// against nccl-tests' formula, expert parallelism in the GPU counts and the scenario file, Megatron's arguments.
class TestMoe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parameterCountsMatchPublished_data();
    void parameterCountsMatchPublished();
    void denseModelIsUnchanged();
    void modelStatesPerSharding_data();
    void modelStatesPerSharding();
    void allToAllFollowsNcclTests_data();
    void allToAllFollowsNcclTests();
    void routingCostsTime();
    void expertParallelDividesDataParallel_data();
    void expertParallelDividesDataParallel();
    void badExpertKeysAreRefused_data();
    void badExpertKeysAreRefused();
    void expertKeysRoundTrip();
    void megatronArguments();
    void h800IsAnH100WithLessNvlink();
};

namespace {

struct Published
{
    ModelShape shape;
    double totalB;
    double activeB;
};

ModelShape moeShape(double paramsB, int layers, int hidden, int heads, int kvHeads, int vocab, int ffn, int experts,
    int perToken, int shared, int expertFfn, int dense)
{
    ModelShape m;
    m.paramsB = paramsB;
    m.layers = layers;
    m.hidden = hidden;
    m.heads = heads;
    m.kvHeads = kvHeads;
    m.vocab = vocab;
    m.ffnHidden = ffn;
    m.experts = experts;
    m.expertsPerToken = perToken;
    m.sharedExperts = shared;
    m.expertFfnHidden = expertFfn;
    m.denseLayers = dense;
    return m;
}

// Mistral AI 2024, "Mixtral of Experts", table 1: 32 layers, h 4,096, 32 heads, 8 KV heads, FFN 14,336, 8 experts,
// top-2, vocabulary 32,000; §2: 47 B parameters (46.7 B on the model card), 13 B active (12.9 B).
ModelShape mixtral()
{
    return moeShape(46.7, 32, 4096, 32, 8, 32000, 14336, 8, 2, 0, 0, 0);
}

// DeepSeek-AI 2024, DeepSeek-V3 technical report, §4.2: 61 layers, h 7,168, 128 heads, 1 shared + 256 routed experts
// of inner size 2,048, 8 active, the first 3 layers dense (FFN 18,432 in its config.json), vocabulary 129,280;
// 671 B parameters, 37 B active per token.
ModelShape deepseekV3()
{
    return moeShape(671, 61, 7168, 128, 0, 129280, 18432, 256, 8, 1, 2048, 3);
}

QJsonObject moeScenarioJson()
{
    return QJsonDocument::fromJson(R"({
      "kova_scenario": 1, "name": "moe",
      "model": { "params_b": 46.7, "layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "seq_len": 4096,
                 "vocab": 32000, "ffn_hidden": 14336, "experts": 8, "experts_per_token": 2, "shared_experts": 0,
                 "dense_layers": 0 },
      "training": { "tokens_b": 100, "sharding": "zero1", "tensor_parallel": 2, "expert_parallel": 4 },
      "cluster": { "offer": "kova-h100-sxm", "gpus": 64 }
    })")
        .object();
}

QJsonObject withValue(QJsonObject o, const QString& path, const QJsonValue& v)
{
    const QString section = path.section(u'.', 0, 0), key = path.section(u'.', 1);
    QJsonObject inner = o.value(section).toObject();
    inner.insert(key, v);
    o.insert(section, inner);
    return o;
}

} // namespace

void TestMoe::parameterCountsMatchPublished_data()
{
    QTest::addColumn<ModelShape>("shape");
    QTest::addColumn<double>("totalB");
    QTest::addColumn<double>("activeB");
    QTest::addColumn<double>("tolerance");
    // Attention counted as multi-head: DeepSeek's latent attention has fewer parameters, hence 3 % on its counts.
    QTest::newRow("Mixtral 8x7B: 46.7B / 12.9B") << mixtral() << 46.7 << 12.9 << 0.01;
    QTest::newRow("DeepSeek-V3: 671B / 37B") << deepseekV3() << 671.0 << 37.0 << 0.05;
    // DeepSeek-AI 2024, DeepSeek-V2, §3.1.1: 60 layers, h 5,120, 128 heads, 2 shared + 160 routed experts of 1,536,
    // 6 active, all layers but the first MoE, vocabulary 102,400 (config.json: dense FFN 12,288); 236 B / 21 B.
    QTest::newRow("DeepSeek-V2: 236B / 21B")
        << moeShape(236, 60, 5120, 128, 0, 102400, 12288, 160, 6, 2, 1536, 1) << 236.0 << 21.0 << 0.05;
    // Muennighoff et al. 2024, OLMoE, table 1: 16 layers, h 2,048, 16 heads, 64 experts of 1,024, 8 active,
    // vocabulary 50,304; 6.9 B / 1.3 B.
    QTest::newRow("OLMoE-1B-7B: 6.9B / 1.3B")
        << moeShape(6.9, 16, 2048, 16, 0, 50304, 0, 64, 8, 0, 1024, 0) << 6.9 << 1.3 << 0.05;
}

void TestMoe::parameterCountsMatchPublished()
{
    QFETCH(ModelShape, shape);
    QFETCH(double, totalB);
    QFETCH(double, activeB);
    QFETCH(double, tolerance);
    const double shapeB = shapeParams(shape) / 1e9;
    const double active = activeParams(shape) / 1e9;
    QVERIFY2(std::abs(shapeB / totalB - 1) < tolerance, qPrintable(u"shape adds up to %1 B"_s.arg(shapeB)));
    QVERIFY2(std::abs(active / activeB - 1) < tolerance, qPrintable(u"active %1 B"_s.arg(active)));
    // FLOPs follow the active parameters: PaLM's 6·N with N active.
    Training t;
    QCOMPARE(flopsPerToken(shape, t, false), 6.0 * activeParams(shape));
}

void TestMoe::denseModelIsUnchanged()
{
    ModelShape m = defaultShapeFor(70);
    Training t;
    t.tensorParallel = 8;
    t.pipelineParallel = 2;
    QCOMPARE(activeParams(m), m.paramsB * 1e9);
    QCOMPARE(paramsPerGpu(m, t), m.paramsB * 1e9 / 16);
    QCOMPARE(expertImbalanceFactor(m), 1.0);
    QCOMPARE(moeAllToAllSeconds(m, t, 100), 0.0);
    QCOMPARE(moeLayers(m), 0);
}

void TestMoe::modelStatesPerSharding_data()
{
    QTest::addColumn<Sharding>("sharding");
    QTest::addColumn<int>("dataParallel");
    QTest::addColumn<double>("weightsGb");
    QTest::addColumn<double>("gradientsGb");
    QTest::addColumn<double>("optimizerGb");
    // Mixtral, Megatron's bytes (2 + 4 + 12), EP 8: routed experts 32 × 8 × 3·4,096·14,336 = 45.097 B, 5.637 B of them
    // per GPU, the dense rest 1.603 B; with DP 8 each expert has one data-parallel rank (8 / 8), with DP 16 two.
    QTest::newRow("ddp, DP 8") << Sharding::DDP << 8 << 14.48 << 28.96 << 86.880;
    QTest::newRow("zero1, DP 8: dense optimizer / 8") << Sharding::ZeRO1 << 8 << 14.48 << 28.96 << 70.05;
    QTest::newRow("zero2, DP 8: dense gradients / 8") << Sharding::ZeRO2 << 8 << 14.48 << 23.35 << 70.05;
    QTest::newRow("zero3, DP 8: + largest modules gathered") << Sharding::ZeRO3 << 8 << 12.2895 << 23.9645 << 70.05;
    QTest::newRow("zero1, DP 16: experts' optimizer / 2") << Sharding::ZeRO1 << 16 << 14.48 << 28.96 << 35.025;
    QTest::newRow("zero3, DP 16") << Sharding::ZeRO3 << 16 << 6.452 << 12.2895 << 35.025;
}

void TestMoe::modelStatesPerSharding()
{
    QFETCH(Sharding, sharding);
    QFETCH(int, dataParallel);
    QFETCH(double, weightsGb);
    QFETCH(double, gradientsGb);
    QFETCH(double, optimizerGb);
    Training t;
    t.framework = Framework::Megatron;
    t.sharding = sharding;
    t.expertParallel = 8;
    const ModelStates s = moeModelStates(mixtral(), t, dataParallel);
    QVERIFY2(std::abs(s.weights / 1e9 - weightsGb) < 1e-3, qPrintable(QString::number(s.weights / 1e9)));
    QVERIFY2(std::abs(s.gradients / 1e9 - gradientsGb) < 1e-3, qPrintable(QString::number(s.gradients / 1e9)));
    QVERIFY2(std::abs(s.optimizer / 1e9 - optimizerGb) < 1e-3, qPrintable(QString::number(s.optimizer / 1e9)));
    // The memory per GPU holds them.
    const MemoryBreakdown mem = memoryPerGpu(mixtral(), t, dataParallel);
    QCOMPARE(mem.weightsGb, s.weights / 1e9);
}

void TestMoe::allToAllFollowsNcclTests_data()
{
    QTest::addColumn<int>("expertParallel");
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<double>("busGBs");
    QTest::addColumn<bool>("inNode");
    // H100 NVLink 900 GB/s × 0.41; across nodes 400 Gb/s per GPU × 0.95 / 8 (throughput.cpp's shares).
    QTest::newRow("EP 8 inside a node: NVLink") << 8 << 1 << 369.0 << true;
    QTest::newRow("EP 4 × TP 2 inside a node") << 4 << 2 << 369.0 << true;
    QTest::newRow("EP 16 across nodes: the network") << 16 << 1 << 47.5 << false;
    QTest::newRow("EP 8 × TP 2 across nodes") << 8 << 2 << 47.5 << false;
}

void TestMoe::allToAllFollowsNcclTests()
{
    QFETCH(int, expertParallel);
    QFETCH(int, tensorParallel);
    QFETCH(double, busGBs);
    QFETCH(bool, inNode);
    const Catalogue& c = embeddedCatalogue();
    Scenario s;
    s.model = mixtral();
    s.model.seqLen = 4096;
    s.training.tokensB = 10;
    s.training.expertParallel = expertParallel;
    s.training.tensorParallel = tensorParallel;
    Offer o;
    o.gpusPerNode = 8;
    o.intraNodeLink = LinkKind::NVLink;
    o.network = ClusterNetwork::InfiniBand;
    o.networkGbpsPerGpu = 400;
    const ComputeEstimate compute = estimateCompute(s, o, *c.gpu(u"h100-sxm"_s), 128, Sharding::ZeRO1);
    const auto moe = moeEstimate(s, o, *c.gpu(u"h100-sxm"_s), compute);
    QVERIFY(moe);
    QCOMPARE(moe->expertParallelInNode, inNode);
    QVERIFY(std::abs(moe->allToAllBusGBs - busGBs) < 1e-9);
    // Per GPU: its b·s/t tokens × h × k × 2 bytes; nccl-tests: time = S / busbw × (n−1)/n; four per MoE layer.
    const double bytes = 4096.0 / tensorParallel * 4096 * 2 * 2;
    const double perMicroBatch = 4 * 32 * bytes / (busGBs * 1e9) * (expertParallel - 1) / expertParallel;
    QVERIFY(std::abs(moe->allToAllSecondsPerStep / (compute.microBatches * perMicroBatch) - 1) < 1e-9);
}

void TestMoe::routingCostsTime()
{
    // The same model on the same GPUs: expert parallelism across nodes is slower than inside one, and both are
    // slower than the imbalance alone (EP 1 has no all-to-all).
    const Catalogue& c = embeddedCatalogue();
    Scenario s;
    s.model = mixtral();
    s.training.tokensB = 10;
    Offer o;
    o.gpusPerNode = 8;
    o.intraNodeLink = LinkKind::NVLink;
    o.network = ClusterNetwork::InfiniBand;
    o.networkGbpsPerGpu = 400;
    const GpuModel& gpu = *c.gpu(u"h100-sxm"_s);
    double previous = 0;
    for (int ep : { 1, 8, 16 }) {
        s.training.expertParallel = ep;
        const ComputeEstimate e = estimateCompute(s, o, gpu, 128, Sharding::ZeRO1);
        const double step = e.stepSeconds - e.exposedCommSecondsPerStep;
        QVERIFY2(step > previous, qPrintable(u"EP %1: %2 s"_s.arg(ep).arg(step)));
        previous = step;
    }
    QVERIFY(std::abs(expertImbalanceFactor(mixtral()) - (1 + 0.25 * routedFlopsShare(mixtral()))) < 1e-12);
}

void TestMoe::expertParallelDividesDataParallel_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<bool>("usable");
    // TP 2, EP 4: whole nodes of 8 whose data-parallel size (gpus / 2) is a multiple of 4.
    QTest::newRow("8 GPUs: DP 4") << 8 << true;
    QTest::newRow("4 GPUs: DP 2 cannot hold EP 4") << 4 << false;
    QTest::newRow("24 GPUs: DP 12") << 24 << true;
    QTest::newRow("64 GPUs: DP 32") << 64 << true;
}

void TestMoe::expertParallelDividesDataParallel()
{
    QFETCH(int, gpus);
    QFETCH(bool, usable);
    Offer o;
    o.gpusPerNode = 8;
    Training t;
    t.tensorParallel = 2;
    t.expertParallel = 4;
    QCOMPARE(isUsableGpuCount(o, t, gpus), usable);
}

void TestMoe::badExpertKeysAreRefused_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("key");
    QTest::newRow("experts not divisible by expert_parallel")
        << u"training.expert_parallel"_s << QJsonValue(3) << u"training.expert_parallel"_s;
    QTest::newRow("expert_parallel not dividing the data-parallel GPUs (12 / TP 2 = 6)")
        << u"cluster.gpus"_s << QJsonValue(12) << u"training.expert_parallel"_s;
    QTest::newRow("experts_per_token > experts")
        << u"model.experts_per_token"_s << QJsonValue(9) << u"model.experts_per_token"_s;
    QTest::newRow("zero experts") << u"model.experts"_s << QJsonValue(0) << u"model.experts"_s;
    QTest::newRow("negative experts_per_token")
        << u"model.experts_per_token"_s << QJsonValue(-2) << u"model.experts_per_token"_s;
    QTest::newRow("zero expert_parallel")
        << u"training.expert_parallel"_s << QJsonValue(0) << u"training.expert_parallel"_s;
    QTest::newRow("negative expert_ffn_hidden")
        << u"model.expert_ffn_hidden"_s << QJsonValue(-1) << u"model.expert_ffn_hidden"_s;
    QTest::newRow("all layers dense") << u"model.dense_layers"_s << QJsonValue(32) << u"model.dense_layers"_s;
    QTest::newRow("params_b below the experts'") << u"model.params_b"_s << QJsonValue(20) << u"model.params_b"_s;
}

void TestMoe::badExpertKeysAreRefused()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, key);
    QVERIFY(scenarioFromJson(moeScenarioJson(), u"moe.kova.json"_s).ok());
    const auto read = scenarioFromJson(withValue(moeScenarioJson(), path, value), u"moe.kova.json"_s);
    QVERIFY(!read.ok());
    QCOMPARE(read.error().file, u"moe.kova.json"_s);
    QCOMPARE(read.error().key, key);
    // Nothing is written: a refused file gives no scenario to save, and a dense file refuses the expert keys too.
    QJsonObject dense = moeScenarioJson();
    QJsonObject model = dense.value("model"_L1).toObject();
    model.remove("experts"_L1);
    dense.insert("model"_L1, model);
    const auto denseRead = scenarioFromJson(dense, u"dense.kova.json"_s);
    QVERIFY(!denseRead.ok());
    QCOMPARE(denseRead.error().key, u"model.experts_per_token"_s);
}

void TestMoe::expertKeysRoundTrip()
{
    const auto read = scenarioFromJson(moeScenarioJson(), u"moe.kova.json"_s);
    QVERIFY(read.ok());
    const Scenario& s = read.value();
    QCOMPARE(s.model.experts, 8);
    QCOMPARE(s.model.expertsPerToken, 2);
    QCOMPARE(s.training.expertParallel, 4);
    const auto again = parseScenario(scenarioToBytes(s), u"again"_s);
    QVERIFY(again.ok());
    QCOMPARE(again.value().model.experts, 8);
    QCOMPARE(again.value().training.expertParallel, 4);
    // A dense scenario writes none of the keys.
    const QByteArray dense = scenarioToBytes(defaultScenario());
    QVERIFY(!dense.contains("experts"));
    QVERIFY(!dense.contains("dense_layers"));
    QVERIFY(!dense.contains("expert_parallel"));
}

void TestMoe::megatronArguments()
{
    Scenario s;
    s.model = deepseekV3();
    s.training.expertParallel = 64;
    QCOMPARE(megatronMoeArguments(s),
        QStringList({ u"--num-experts 256"_s, u"--moe-router-topk 8"_s, u"--expert-model-parallel-size 64"_s,
            u"--moe-ffn-hidden-size 2048"_s, u"--moe-shared-expert-intermediate-size 2048"_s,
            u"--moe-layer-freq ([0]*3+[1]*58)"_s, u"--moe-token-dispatcher-type alltoall"_s,
            u"--moe-grouped-gemm"_s }));
    s.model = defaultShapeFor(8);
    QVERIFY(megatronMoeArguments(s).isEmpty());
}

void TestMoe::h800IsAnH100WithLessNvlink()
{
    const Catalogue& c = embeddedCatalogue();
    const GpuModel* h800 = c.gpu(u"h800-sxm"_s);
    const GpuModel* h100 = c.gpu(u"h100-sxm"_s);
    QVERIFY(h800 && h100);
    for (Precision p : { Precision::TF32, Precision::BF16, Precision::FP8 })
        QCOMPARE(h800->peakTflops(p), h100->peakTflops(p));
    QCOMPARE(h800->memoryBandwidthTBs, h100->memoryBandwidthTBs);
    QCOMPARE(h800->linkGBs, 400.0);
    QVERIFY(!h800->source.isEmpty());
}

QTEST_GUILESS_MAIN(TestMoe)
#include "tst_moe.moc"
