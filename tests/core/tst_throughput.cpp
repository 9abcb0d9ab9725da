#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/names.h"
#include "model/throughput.h"

#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Training time against Kaplan et al., PaLM, nccl-tests and Megatron-LM's published runs, by hand.
class TestThroughput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void flopsPerToken_data();
    void flopsPerToken();
    void collectives_data();
    void collectives();
    void busBandwidth_data();
    void busBandwidth();
    void megatronEndToEndTime_data();
    void megatronEndToEndTime();
    void exposedCommunication_data();
    void exposedCommunication();
    void fixedDurationGivesTokens();
    void mfuChoice_data();
    void mfuChoice();
};

namespace {

GpuModel h100()
{
    GpuModel g;
    g.id = u"h100-sxm"_s;
    g.denseTflops = { 494.7, 989.4, 1978.9, 0 };
    g.link = LinkKind::NVLink;
    g.linkGBs = 900;
    g.usableVramGb = 80;
    return g;
}

Offer offer(LinkKind intra, ClusterNetwork network, double gbps)
{
    Offer o;
    o.gpusPerNode = 8;
    o.intraNodeLink = intra;
    o.network = network;
    o.networkGbpsPerGpu = gbps;
    return o;
}

Scenario scenario(double paramsB, double tokensB, double batchTokens)
{
    Scenario s;
    s.model = defaultShapeFor(paramsB);
    s.training.tokensB = tokensB;
    s.training.globalBatchTokens = batchTokens;
    return s;
}

} // namespace

void TestThroughput::flopsPerToken_data()
{
    QTest::addColumn<TrainingMethod>("method");
    QTest::addColumn<Recompute>("recompute");
    QTest::addColumn<bool>("attention");
    QTest::addColumn<double>("flops");
    // N = 8e9. 6N = 48e9 (forward 2N, backward 4N; Kaplan et al. 2020).
    QTest::newRow("6N") << TrainingMethod::Full << Recompute::Selective << false << 48e9;
    // Full recomputation runs the forward twice: 8N = 64e9.
    QTest::newRow("8N") << TrainingMethod::Full << Recompute::Full << false << 64e9;
    // LoRA computes no weight gradients of the frozen base: 4N = 32e9.
    QTest::newRow("lora 4N") << TrainingMethod::LoRA << Recompute::None << false << 32e9;
    // PaLM's attention term 12·L·h·T = 12 × 32 × 4096 × 4096 = 6,442,450,944 → 54,442,450,944.
    QTest::newRow("6N + attention") << TrainingMethod::Full << Recompute::None << true << 54442450944.0;
}

void TestThroughput::flopsPerToken()
{
    QFETCH(TrainingMethod, method);
    QFETCH(Recompute, recompute);
    QFETCH(bool, attention);
    QFETCH(double, flops);
    const ModelShape m { 8, 32, 4096, 32, 4096, 128256 };
    Training t;
    t.method = method;
    t.recompute = recompute;
    QCOMPARE(Kova::flopsPerToken(m, t, attention), flops);
}

void TestThroughput::collectives_data()
{
    QTest::addColumn<double>("bytes");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("busGBs");
    QTest::addColumn<double>("allReduce");
    QTest::addColumn<double>("reduceScatter");
    // nccl-tests: all-reduce (S/B)·2(n−1)/n; reduce-scatter (S/B)·(n−1)/n.
    // 1 GB over 8 ranks at 370 GB/s: (1/370) × 14/8 = 0.0047297297 s; half of it for reduce-scatter.
    QTest::newRow("8 ranks nvlink") << 1e9 << 8 << 370.0 << 0.0047297297297297 << 0.0023648648648649;
    // 16 GB over 16 ranks at 47.5 GB/s: (16/47.5) × 30/16 = 0.6315789474 s.
    QTest::newRow("16 ranks ib") << 16e9 << 16 << 47.5 << 0.6315789473684210 << 0.3157894736842105;
    // Two ranks: (S/B) × 1 and (S/B) × 1/2.
    QTest::newRow("2 ranks") << 10e9 << 2 << 10.0 << 1.0 << 0.5;
    // One rank exchanges nothing.
    QTest::newRow("1 rank") << 10e9 << 1 << 10.0 << 0.0 << 0.0;
}

void TestThroughput::collectives()
{
    QFETCH(double, bytes);
    QFETCH(int, ranks);
    QFETCH(double, busGBs);
    QFETCH(double, allReduce);
    QFETCH(double, reduceScatter);
    QCOMPARE(allReduceSeconds(bytes, ranks, busGBs), allReduce);
    QCOMPARE(reduceScatterSeconds(bytes, ranks, busGBs), reduceScatter);
}

void TestThroughput::busBandwidth_data()
{
    QTest::addColumn<int>("intra");
    QTest::addColumn<int>("network");
    QTest::addColumn<double>("gbps");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("bus");
    const int nvlink = int(LinkKind::NVLink), pcie = int(LinkKind::PCIe);
    // Inside a node: 41 % of 900 GB/s NVLink = 369 GB/s (NCCL maintainers measure about 370).
    QTest::newRow("8 gpus nvlink") << nvlink << int(ClusterNetwork::InfiniBand) << 400.0 << 8 << 369.0;
    // Across nodes: 400 Gb/s = 50 GB/s × 95 % = 47.5 GB/s (46–49 GB/s measured per NDR NIC).
    QTest::newRow("16 gpus ib") << nvlink << int(ClusterNetwork::InfiniBand) << 400.0 << 16 << 47.5;
    // NVLink GPUs wired over PCIe only: a fifth of PCIe 5.0 x16's 128 GB/s, 25.6 GB/s.
    QTest::newRow("8 gpus pcie") << pcie << int(ClusterNetwork::None) << 0.0 << 8 << 25.6;
    // No cluster network: 25 Gb/s Ethernet, 25/8 × 0.95 = 2.96875 GB/s.
    QTest::newRow("16 gpus no network") << nvlink << int(ClusterNetwork::None) << 0.0 << 16 << 2.96875;
}

void TestThroughput::busBandwidth()
{
    QFETCH(int, intra);
    QFETCH(int, network);
    QFETCH(double, gbps);
    QFETCH(int, gpus);
    QFETCH(double, bus);
    QCOMPARE(busBandwidthGBs(offer(LinkKind(intra), ClusterNetwork(network), gbps), h100(), gpus), bus);
}

void TestThroughput::megatronEndToEndTime_data()
{
    QTest::addColumn<ModelShape>("model");
    QTest::addColumn<double>("tokensB");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<int>("pipelineParallel");
    QTest::addColumn<double>("achievedTflops");
    QTest::addColumn<double>("batchSequences");
    QTest::addColumn<double>("days");
    // Narayanan et al. 2021, §5.1: end-to-end time ≈ 8·T·P / (n·X).
    // GPT-3 175B, T = 300e9 tokens, n = 1024 A100 at X = 140 TFLOP/s:
    // 8 × 300e9 × 175e9 / (1024 × 140e12) = 4.2e23 / 1.4336e17 = 2,929,687.5 s = 33.908 days (paper: 34 days).
    QTest::newRow("gpt3 175b") << ModelShape { 175, 96, 12288, 96, 2048, 51200 } << 300.0 << 1024 << 8 << 8 << 140.0
                               << 1536.0 << 33.908420138888886;
    // 1T parameters, T = 450e9, n = 3072 at X = 163 TFLOP/s:
    // 8 × 450e9 × 1e12 / (3072 × 163e12) = 7,189,417 s = 83.21 days (paper: about 84 days).
    QTest::newRow("1t") << ModelShape { 1000, 128, 25600, 160, 2048, 51200 } << 450.0 << 3072 << 8 << 64 << 163.0
                        << 3072.0 << 83.2108469665985;
}

void TestThroughput::megatronEndToEndTime()
{
    QFETCH(ModelShape, model);
    QFETCH(double, tokensB);
    QFETCH(int, gpus);
    QFETCH(int, tensorParallel);
    QFETCH(int, pipelineParallel);
    QFETCH(double, achievedTflops);
    QFETCH(double, batchSequences);
    QFETCH(double, days);
    const Catalogue& c = embeddedCatalogue();
    const Offer* a100 = c.offer(u"kova-a100-sxm4"_s);
    QVERIFY(a100);
    Scenario s;
    s.model = model;
    s.training.tokensB = tokensB;
    s.training.globalBatchTokens = batchSequences * model.seqLen;
    s.training.tensorParallel = tensorParallel;
    s.training.pipelineParallel = pipelineParallel;
    s.training.recompute = Recompute::Full; // Megatron's X counts the recomputed forward: 8 = 2 + 4 + 2
    s.training.achievedTflops = achievedTflops;
    const ComputeEstimate ce = estimateCompute(s, *a100, *c.gpu(a100->gpuId), gpus, Sharding::ZeRO1);
    // The data-parallel all-reduce (under 0.3 s) hides under the backward pass of a 30–100 s step.
    QCOMPARE(ce.exposedCommSecondsPerStep, 0.0);
    QCOMPARE(ce.wallHours / 24.0, days);
    QCOMPARE(ce.gpuHours, ce.wallHours * gpus);
    QCOMPARE(ce.trainingFlops, 8.0 * tokensB * 1e9 * model.paramsB * 1e9);
}

void TestThroughput::exposedCommunication_data()
{
    QTest::addColumn<Sharding>("sharding");
    QTest::addColumn<double>("exposed");
    // 8B on 16 H100 in two nodes without a cluster network (2.96875 GB/s), 65,536 tokens per step, MFU 0.4.
    // Compute: 65,536 × 48e9 / (16 × 989.4e12 × 0.4) = 0.496786 s, of which the backward pass is 2/3: 0.331191 s.
    // DDP all-reduces 2 × 8e9 bytes: 16e9 / 2.96875e9 × 30/16 = 10.105263 s → exposed 9.774073 s.
    QTest::newRow("ddp") << Sharding::DDP << 9.774072537316608;
    // ZeRO-3: reduce-scatter plus two all-gathers, 3 × 16e9 / 2.96875e9 × 15/16 = 15.157895 s → 14.826704 s.
    QTest::newRow("zero3") << Sharding::ZeRO3 << 14.826704116263977;
}

void TestThroughput::exposedCommunication()
{
    QFETCH(Sharding, sharding);
    QFETCH(double, exposed);
    Scenario s = scenario(8, 1, 65536);
    s.model = { 8, 32, 4096, 32, 4096, 128256 };
    s.training.mfu = 0.4;
    const ComputeEstimate ce
        = estimateCompute(s, offer(LinkKind::NVLink, ClusterNetwork::None, 0), h100(), 16, sharding);
    QCOMPARE(ce.exposedCommSecondsPerStep, exposed);
    QCOMPARE(ce.stepSeconds, 0.49678593086719225 + exposed);
    // 1e9 tokens / 65,536 per step = 15,258.789 steps.
    QCOMPARE(ce.wallHours, 1e9 / 65536.0 * ce.stepSeconds / 3600.0);
}

void TestThroughput::fixedDurationGivesTokens()
{
    // The seed run: 8× H100 for 72 h at 40 % MFU of 989.4 TFLOP/s, 6 × 8e9 FLOPs per token:
    // 8 × 989.4e12 × 0.4 / 48e9 = 65,960 tokens/s × 259,200 s = 17,096,832,000 tokens.
    const Catalogue& c = embeddedCatalogue();
    const Scenario s = defaultScenario();
    const Offer* o = c.offer(s.cluster.offerId);
    const ComputeEstimate ce = estimateCompute(s, *o, *c.gpu(o->gpuId), 8, s.training.sharding);
    QVERIFY(ce.fixedDuration);
    QCOMPARE(ce.wallHours, 72.0);
    QCOMPARE(ce.gpuHours, 576.0);
    QCOMPARE(ce.exposedCommSecondsPerStep, 0.0);
    QCOMPARE(ce.tokens, 17096832000.0);
}

void TestThroughput::mfuChoice_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<double>("mfu");
    // Megatron-LM on A100: 52 % (Narayanan et al. 2021) → 0.50; Llama 3 on H100: 38–43 % → 0.40.
    QTest::newRow("a100 bf16") << u"a100-sxm4-80gb"_s << Precision::BF16 << 0.50;
    QTest::newRow("h100 bf16") << u"h100-sxm"_s << Precision::BF16 << 0.40;
    QTest::newRow("h100 fp8") << u"h100-sxm"_s << Precision::FP8 << 0.30;
    QTest::newRow("b200 fp4") << u"b200"_s << Precision::FP4 << 0.20;
}

void TestThroughput::mfuChoice()
{
    QFETCH(QString, gpu);
    QFETCH(Precision, precision);
    QFETCH(double, mfu);
    const GpuModel* g = embeddedCatalogue().gpu(gpu);
    QVERIFY(g);
    QCOMPARE(defaultMfu(*g, precision).mfu, mfu);
    QVERIFY(!mfuSourceName(defaultMfu(*g, precision)).isEmpty());
    // Measured TFLOP/s replace the default: half the BF16 peak is an MFU of 0.5.
    Scenario s = scenario(8, 1, 4194304);
    s.training.achievedTflops = 0.5 * g->peakTflops(Precision::BF16);
    const ComputeEstimate ce
        = estimateCompute(s, offer(LinkKind::NVLink, ClusterNetwork::InfiniBand, 400), *g, 8, Sharding::ZeRO3);
    QCOMPARE(ce.mfu.origin, MfuOrigin::AchievedTflops);
    QCOMPARE(ce.mfu.mfu, 0.5);
}

QTEST_GUILESS_MAIN(TestThroughput)
#include "tst_throughput.moc"
