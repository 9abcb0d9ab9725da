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
    void computeEfficiency_data();
    void computeEfficiency();
    void pipelineTimeFactor_data();
    void pipelineTimeFactor();
    void tensorParallelExchanges();
    void dataParallelBus_data();
    void dataParallelBus();
    void zero3GathersEveryMicroBatch();
    void loraUnderZero3GathersFrozenWeights();
    void measuredTokensPerSecondWin();
    void rangeFromTheCalibration();
    void computedFlopsLeaveOutTheEmbeddingLookup();
    void uncertaintyReasons_data();
    void uncertaintyReasons();
    void benchmarkStepLeavesOutTheRunsOverheads();
    void derivedShapeSplitsAcrossEight_data();
    void derivedShapeSplitsAcrossEight();
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
    // Full recomputation runs the attention's forward again too: 8N + 16·L·h·T = 64e9 + 8,589,934,592.
    QTest::newRow("8N + attention") << TrainingMethod::Full << Recompute::Full << true << 72589934592.0;
    // LoRA keeps the attention term whole (its gradients are activations' gradients): 32e9 + 6,442,450,944.
    QTest::newRow("lora 4N + attention") << TrainingMethod::LoRA << Recompute::Selective << true << 38442450944.0;
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
    s.training.attentionFlops = false; // eq. 4 leaves the attention term out
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
    // 8B on 16 H100 in two nodes without a cluster network (2.96875 GB/s), 65,536 tokens per step (one 4,096-token
    // micro-batch per GPU), MFU 0.4, 6·N: 65,536 × 48e9 / (16 × 989.4e12 × 0.4) = 0.496786 s of compute.
    // DDP all-reduces 2 × 8e9 bytes: 16e9 / 2.96875e9 × 30/16 = 10.105263 s, less the backward pass (2/3 of the
    // compute, 0.331191 s) → exposed 9.774073 s.
    QTest::newRow("ddp") << Sharding::DDP << 9.774072537316608;
    // ZeRO-3: two all-gathers and a reduce-scatter in the micro-batch, 3 × 16e9 / 2.96875e9 × 15/16 = 15.157895 s,
    // prefetched during its whole compute (0.496786 s) → 14.661109 s.
    QTest::newRow("zero3") << Sharding::ZeRO3 << 14.661108805974914;
}

void TestThroughput::exposedCommunication()
{
    QFETCH(Sharding, sharding);
    QFETCH(double, exposed);
    Scenario s = scenario(8, 1, 65536);
    s.model = { 8, 32, 4096, 32, 4096, 128256 };
    s.training.mfu = 0.4;
    s.training.attentionFlops = false;
    const ComputeEstimate ce
        = estimateCompute(s, offer(LinkKind::NVLink, ClusterNetwork::None, 0), h100(), 16, sharding);
    QCOMPARE(ce.exposedCommSecondsPerStep, exposed);
    QCOMPARE(ce.stepSeconds, 0.49678593086719225 + exposed);
    // 1e9 tokens / 65,536 per step = 15,258.789 steps.
    QCOMPARE(ce.wallHours, 1e9 / 65536.0 * ce.stepSeconds / 3600.0);
}

void TestThroughput::fixedDurationGivesTokens()
{
    // The seed run: 8× H100 for 72 h. Kova's model: η = 1 / (1 + 2.245993 × ((989.4 / 3.35) / 4096)^¼)
    // = 0.462137; 6N + 12·L·h·T = 54,442,450,944 FLOPs per token, of which the GPUs compute all but the input
    // embedding's 6 × 128,256 × 4,096 = 3,152,019,456: 51,290,431,488. One GPU, no tensor or pipeline parallelism:
    // a step of 4,194,304 tokens takes 4,194,304 × 51,290,431,488 / (8 × 989.4e12 × 0.462137) = 58.811631 s
    // (ZeRO-3's 0.11 s of exchanges per micro-batch hide under its 0.46 s of compute); the run spends 0.858339 of
    // its time in steps → 15,866,842,975 tokens in 259,200 s.
    const Catalogue& c = embeddedCatalogue();
    const Scenario s = defaultScenario();
    const Offer* o = c.offer(s.cluster.offerId);
    const ComputeEstimate ce = estimateCompute(s, *o, *c.gpu(o->gpuId), 8, s.training.sharding);
    QVERIFY(ce.fixedDuration);
    QCOMPARE(ce.wallHours, 72.0);
    QCOMPARE(ce.gpuHours, 576.0);
    QCOMPARE(ce.exposedCommSecondsPerStep, 0.0);
    QCOMPARE(ce.stepSeconds, 58.81163102269643);
    QCOMPARE(ce.tokens, 15866842974.540096);
    QCOMPARE(ce.runGoodput, Calibration.runGoodput);
    QCOMPARE(ce.mfu.origin, MfuOrigin::Default);
    // The hours are fixed: no range; the tokens have one, the calibration's P10–P90 of the time per token.
    QCOMPARE(ce.gpuHoursRange.p10, 576.0);
    QCOMPARE(ce.gpuHoursRange.p90, 576.0);
    // (p10Factor and p90Factor are exp(∓1.2816·logSigma) to six digits.)
    QCOMPARE(ce.tokensRange.p10, ce.tokens / std::exp(1.2815515655446004 * Calibration.logSigma));
    QCOMPARE(ce.tokensRange.p90, ce.tokens / std::exp(-1.2815515655446004 * Calibration.logSigma));
}

void TestThroughput::mfuChoice_data()
{
    QTest::addColumn<QString>("gpu");
    // Measured TFLOP/s replace the model on every GPU of the catalogue: half the BF16 peak is an MFU of 0.5.
    for (const GpuModel& g : embeddedCatalogue().gpus)
        QTest::newRow(qPrintable(g.id)) << g.id;
}

void TestThroughput::mfuChoice()
{
    QFETCH(QString, gpu);
    const GpuModel* g = embeddedCatalogue().gpu(gpu);
    QVERIFY(g);
    Scenario s = scenario(8, 1, 4194304);
    s.training.achievedTflops = 0.5 * g->peakTflops(Precision::BF16);
    const ComputeEstimate ce
        = estimateCompute(s, offer(LinkKind::NVLink, ClusterNetwork::InfiniBand, 400), *g, 8, Sharding::ZeRO3);
    QCOMPARE(ce.mfu.origin, MfuOrigin::AchievedTflops);
    QCOMPARE(ce.mfu.mfu, 0.5);
    // A scenario's own figure carries no calibration range.
    QCOMPARE(ce.gpuHoursRange.p10, ce.gpuHours);
    QCOMPARE(ce.gpuHoursRange.p90, ce.gpuHours);
}

void TestThroughput::computeEfficiency_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<double>("eta");
    // η = 1 / (1 + 2.245993 × (R / h)^¼), R = peak TFLOP/s ÷ memory TB/s (the roofline's ridge point).
    // A100: R = 312 / 2.039 = 153.02 FLOP/byte; h = 4,096 → 0.503164; h = 8,192 → 0.546353; h = 512 → 0.375850.
    QTest::newRow("a100 h512") << u"a100-sxm4-80gb"_s << Precision::BF16 << 512 << 0.3758495517093722;
    QTest::newRow("a100 h4096") << u"a100-sxm4-80gb"_s << Precision::BF16 << 4096 << 0.5031644272407347;
    QTest::newRow("a100 h8192") << u"a100-sxm4-80gb"_s << Precision::BF16 << 8192 << 0.5463526898597483;
    // H100: R = 989.4 / 3.35 = 295.34: the same small model reaches less of a faster GPU's peak.
    QTest::newRow("h100 h4096") << u"h100-sxm"_s << Precision::BF16 << 4096 << 0.4621374252361786;
    QTest::newRow("h100 h16384") << u"h100-sxm"_s << Precision::BF16 << 16384 << 0.548554704108968;
    // FP8 doubles the peak and R: 1,978.9 / 3.35 = 590.7 at h = 8,192 → 0.462134 of FP8.
    QTest::newRow("h100 fp8 h8192") << u"h100-sxm"_s << Precision::FP8 << 8192 << 0.4621342849488073;
}

void TestThroughput::computeEfficiency()
{
    QFETCH(QString, gpu);
    QFETCH(Precision, precision);
    QFETCH(int, hidden);
    QFETCH(double, eta);
    QCOMPARE(Kova::computeEfficiency(*embeddedCatalogue().gpu(gpu), precision, hidden), eta);
}

void TestThroughput::pipelineTimeFactor_data()
{
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("chunks");
    QTest::addColumn<double>("microBatches");
    QTest::addColumn<double>("factor");
    // Narayanan et al. 2021, §2.2: bubble (p−1)/m of the ideal time.
    QTest::newRow("no pipeline") << 1 << 1 << 8.0 << 1.0;
    // BLOOM: p = 12, m = 128: 1 + 11/128; the bubble is 11/139 = 7.9 % of the time.
    QTest::newRow("bloom") << 12 << 1 << 128.0 << 1.0859375;
    // GPT-3 on Megatron, table 1: p = 8, m = 96 (batch 1,536 over 16 replicas): 1 + 7/96.
    QTest::newRow("gpt3") << 8 << 1 << 96.0 << 1.0729166666666667;
    // Interleaved 1F1B with v = 4 chunks per GPU: 1 + 15/(4 × 16) for Llama 3 405B's p = 16, m = 16.
    QTest::newRow("interleaved") << 16 << 4 << 16.0 << 1.234375;
}

void TestThroughput::pipelineTimeFactor()
{
    QFETCH(int, stages);
    QFETCH(int, chunks);
    QFETCH(double, microBatches);
    QFETCH(double, factor);
    QCOMPARE(Kova::pipelineTimeFactor(stages, chunks, microBatches), factor);
}

void TestThroughput::tensorParallelExchanges()
{
    // A 70B layer stack (80 layers, h = 8,192, 4,096 tokens) split 8 ways over 369 GB/s of NVLink: four all-reduces
    // of 2 × 4,096 × 8,192 = 67,108,864 bytes per layer, each (67,108,864 / 369e9) × 14/8 = 318.26 µs:
    // 80 × 4 × 318.26 µs = 0.101841 s per micro-batch.
    const ModelShape m { 70, 80, 8192, 64, 4096, 128256 };
    Training t;
    t.tensorParallel = 8;
    QCOMPARE(tensorParallelSeconds(m, t, 369.0), 80 * 4 * 67108864.0 / 369e9 * 14.0 / 8.0);
    // Full recomputation adds the forward's two: six per layer.
    t.recompute = Recompute::Full;
    QCOMPARE(tensorParallelSeconds(m, t, 369.0), 80 * 6 * 67108864.0 / 369e9 * 14.0 / 8.0);
    t.tensorParallel = 1;
    QCOMPARE(tensorParallelSeconds(m, t, 369.0), 0.0);
}

void TestThroughput::dataParallelBus_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("modelParallel");
    QTest::addColumn<double>("bus");
    // One node: NVLink, 369 GB/s.
    QTest::newRow("one node") << 8 << 1 << 369.0;
    // Data parallel over all GPUs: one ring per NIC, 8 × 47.5 GB/s, capped by NVLink's 369.
    QTest::newRow("tp1 across nodes") << 64 << 1 << 369.0;
    // Tensor parallel 8 inside the node: eight groups share the eight NICs, 47.5 GB/s each.
    QTest::newRow("tp8 across nodes") << 64 << 8 << 47.5;
    // Tensor parallel 2: two data-parallel groups (one per tensor-parallel rank) share the node's 380 GB/s.
    QTest::newRow("tp2 across nodes") << 64 << 2 << 190.0;
}

void TestThroughput::dataParallelBus()
{
    QFETCH(int, gpus);
    QFETCH(int, modelParallel);
    QFETCH(double, bus);
    QCOMPARE(
        dataParallelBusGBs(offer(LinkKind::NVLink, ClusterNetwork::InfiniBand, 400), h100(), gpus, modelParallel), bus);
}

void TestThroughput::zero3GathersEveryMicroBatch()
{
    // The same 16-GPU run with 4 micro-batches per step: ZeRO-3 gathers and reduces in each of them
    // (4 × 15.157895 s), each hiding behind its quarter of the 1.987144 s of compute.
    Scenario s = scenario(8, 1, 262144);
    s.model = { 8, 32, 4096, 32, 4096, 128256 };
    s.training.mfu = 0.4;
    s.training.attentionFlops = false;
    const ComputeEstimate ce
        = estimateCompute(s, offer(LinkKind::NVLink, ClusterNetwork::None, 0), h100(), 16, Sharding::ZeRO3);
    QCOMPARE(ce.microBatches, 4.0);
    const double compute = 262144 * 48e9 / (16 * 989.4e12 * 0.4);
    QCOMPARE(ce.exposedCommSecondsPerStep, 4 * (3 * 16e9 / 2.96875e9 * 15.0 / 16.0 - compute / 4));
}

void TestThroughput::loraUnderZero3GathersFrozenWeights()
{
    // LoRA under ZeRO-3 still gathers the 16-bit frozen weights twice per micro-batch (2 × 16e9 bytes) and
    // reduces only the adapters' gradients: 2 × 16e9 / 2.96875e9 × 15/16 = 10.105263 s plus a little.
    Scenario s = scenario(8, 1, 65536);
    s.model = { 8, 32, 4096, 32, 4096, 128256 };
    s.training.mfu = 0.4;
    s.training.method = TrainingMethod::LoRA;
    const ComputeEstimate lora
        = estimateCompute(s, offer(LinkKind::NVLink, ClusterNetwork::None, 0), h100(), 16, Sharding::ZeRO3);
    const double gather = 2 * 16e9 / 2.96875e9 * 15.0 / 16.0;
    QVERIFY(lora.exposedCommSecondsPerStep > gather - lora.stepSeconds);
    QVERIFY(lora.exposedCommSecondsPerStep < gather);
    // QLoRA gathers 4-bit weights: a quarter of that.
    s.training.method = TrainingMethod::QLoRA;
    const ComputeEstimate qlora
        = estimateCompute(s, offer(LinkKind::NVLink, ClusterNetwork::None, 0), h100(), 16, Sharding::ZeRO3);
    QVERIFY(qlora.exposedCommSecondsPerStep < lora.exposedCommSecondsPerStep / 3.0);
}

void TestThroughput::measuredTokensPerSecondWin()
{
    // 3,000 tokens/s per GPU measured on 8 GPUs: 1e9 tokens / 24,000 tokens/s = 41,666.7 s, nothing added, and it
    // wins over an MFU also given. Its MFU: 3,000 × 54,442,450,944 / 989.4e12 = 0.165077.
    Scenario s = scenario(8, 1, 4194304);
    s.model = { 8, 32, 4096, 32, 4096, 128256 };
    s.training.measuredTokensPerSecondPerGpu = 3000;
    s.training.mfu = 0.5;
    const ComputeEstimate ce
        = estimateCompute(s, offer(LinkKind::NVLink, ClusterNetwork::InfiniBand, 400), h100(), 8, Sharding::ZeRO3);
    QCOMPARE(ce.mfu.origin, MfuOrigin::Measured);
    QCOMPARE(ce.wallHours, 1e9 / 24000.0 / 3600.0);
    QCOMPARE(ce.mfu.mfu, 3000 * 54442450944.0 / 989.4e12);
    QCOMPARE(ce.wallHoursRange.p10, ce.wallHours);
}

void TestThroughput::rangeFromTheCalibration()
{
    // Kova's model on a calibrated GPU, size and network: the hours' P10–P90 are the calibration's spread around
    // the estimate (leaving each publication out of the fit), and nothing widened it.
    Scenario s = scenario(8, 10, 4194304);
    const ComputeEstimate ce
        = estimateCompute(s, offer(LinkKind::NVLink, ClusterNetwork::InfiniBand, 400), h100(), 64, Sharding::ZeRO1);
    QCOMPARE(ce.mfu.origin, MfuOrigin::Default);
    QCOMPARE(ce.gpuHoursRange.p10, ce.gpuHours * std::exp(-1.2815515655446004 * Calibration.logSigma));
    QCOMPARE(ce.gpuHoursRange.p90, ce.gpuHours * std::exp(1.2815515655446004 * Calibration.logSigma));
    QCOMPARE(ce.wallHoursRange.p90, ce.wallHours * std::exp(1.2815515655446004 * Calibration.logSigma));
    QCOMPARE(ce.tokensRange.p10, ce.tokens);
    QVERIFY(ce.uncertaintyReasons.isEmpty());
    QCOMPARE(ce.rangeLogSigma, Calibration.logSigma);
}

void TestThroughput::computedFlopsLeaveOutTheEmbeddingLookup()
{
    // 8B with Llama 3's vocabulary: 6N + 12·L·h·T = 54,442,450,944, less 6 × 128,256 × 4,096 = 3,152,019,456.
    const ModelShape m { 8, 32, 4096, 32, 4096, 128256 };
    Training t;
    QCOMPARE(computedFlopsPerToken(m, t, true), 54442450944.0 - 3152019456.0);
    // Full recomputation runs the lookup's forward again too: 8 × 128,256 × 4,096 less.
    t.recompute = Recompute::Full;
    QCOMPARE(computedFlopsPerToken(m, t, true), 72589934592.0 - 4202692608.0);
    // A model smaller than its vocabulary table computes at least half its 6N: 70M with 50,304 × 512 = 25.8M
    // embedding parameters is below the cap; 10M is capped at N/2, 3N = 30e6 less.
    t.recompute = Recompute::Selective;
    const ModelShape tiny { 0.01, 2, 512, 8, 2048, 50304 };
    QCOMPARE(computedFlopsPerToken(tiny, t, false), 60e6 - 30e6);
}

void TestThroughput::uncertaintyReasons_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<double>("gbps");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QList<UncertaintyReason>>("reasons");
    // An H100, h = 4,096, BF16, 400 Gb/s: inside the calibration.
    QTest::newRow("inside") << u"h100-sxm"_s << 4096 << Precision::BF16 << 400.0 << 64 << QList<UncertaintyReason> {};
    // h = 256 is below the smallest fitted run's 512, h = 32,768 above the largest's 25,600.
    QTest::newRow("small") << u"h100-sxm"_s << 256 << Precision::BF16 << 400.0 << 64
                           << QList { UncertaintyReason::SizeOutsideCalibration };
    QTest::newRow("large") << u"h100-sxm"_s << 32768 << Precision::BF16 << 400.0 << 64
                           << QList { UncertaintyReason::SizeOutsideCalibration };
    // No published run of the set trained on a B200, nor in FP8.
    QTest::newRow("b200") << u"b200"_s << 4096 << Precision::BF16 << 400.0 << 64
                          << QList { UncertaintyReason::GpuNotCalibrated };
    QTest::newRow("fp8") << u"h100-sxm"_s << 4096 << Precision::FP8 << 400.0 << 64
                         << QList { UncertaintyReason::PrecisionNotCalibrated };
    // Several nodes without a cluster network run at the fallback's speed, which the model states; an unknown network
    // is widenByNetwork()'s reason (tst_network), not the model's.
    QTest::newRow("no network") << u"h100-sxm"_s << 4096 << Precision::BF16 << 0.0 << 64 << QList<UncertaintyReason> {};
    QTest::newRow("one node") << u"h100-sxm"_s << 4096 << Precision::BF16 << 0.0 << 8 << QList<UncertaintyReason> {};
}

void TestThroughput::uncertaintyReasons()
{
    QFETCH(QString, gpu);
    QFETCH(int, hidden);
    QFETCH(Precision, precision);
    QFETCH(double, gbps);
    QFETCH(int, gpus);
    QFETCH(QList<UncertaintyReason>, reasons);
    Scenario s = scenario(8, 10, 4194304);
    s.model.hidden = hidden;
    s.training.precision = precision;
    const Offer o = offer(LinkKind::NVLink, gbps > 0 ? ClusterNetwork::InfiniBand : ClusterNetwork::None, gbps);
    const ComputeEstimate ce = estimateCompute(s, o, *embeddedCatalogue().gpu(gpu), gpus, Sharding::ZeRO1);
    QCOMPARE(ce.uncertaintyReasons, reasons);
    // Each reason the data can measure widens the spread in quadrature: an unseen GPU or precision by the error of
    // leaving a GPU out, a size outside the fitted ones by the error of leaving a size band out.
    double variance = Calibration.logSigma * Calibration.logSigma;
    if (reasons.contains(UncertaintyReason::SizeOutsideCalibration))
        variance += Calibration.logSigmaExtraSize * Calibration.logSigmaExtraSize;
    if (reasons.contains(UncertaintyReason::GpuNotCalibrated)
        || reasons.contains(UncertaintyReason::PrecisionNotCalibrated))
        variance += Calibration.logSigmaExtraGpu * Calibration.logSigmaExtraGpu;
    QCOMPARE(ce.rangeLogSigma, std::sqrt(variance));
    QCOMPARE(ce.gpuHoursRange.p90, ce.gpuHours * std::exp(1.2815515655446004 * ce.rangeLogSigma));
}

void TestThroughput::benchmarkStepLeavesOutTheRunsOverheads()
{
    // A benchmark's step time and a whole run's hours: the run spends runGoodput of its wall-clock in steps.
    Scenario s = scenario(8, 10, 4194304);
    const ComputeEstimate ce
        = estimateCompute(s, offer(LinkKind::NVLink, ClusterNetwork::InfiniBand, 400), h100(), 64, Sharding::ZeRO1);
    QCOMPARE(ce.wallHours, 10e9 / 4194304.0 * ce.stepSeconds / Calibration.runGoodput / 3600.0);
    // A scenario's own MFU is its whole run's: nothing is added.
    s.training.mfu = 0.4;
    const ComputeEstimate given
        = estimateCompute(s, offer(LinkKind::NVLink, ClusterNetwork::InfiniBand, 400), h100(), 64, Sharding::ZeRO1);
    QCOMPARE(given.runGoodput, 1.0);
    QCOMPARE(given.wallHours, 10e9 / 4194304.0 * given.stepSeconds / 3600.0);
}

void TestThroughput::derivedShapeSplitsAcrossEight_data()
{
    QTest::addColumn<double>("paramsB");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("heads");
    // 70B: cbrt(70e9 / (12 × 128²)) = 70.9 → 71 layers at first, √(70e9 / (12 × 71)) = 9,064 → 9 × 1,024 = 9,216
    // (72 heads of 128), then 70e9 / (12 × 9,216²) = 68.7 → 69 layers (the old rule gave 71 heads).
    QTest::newRow("70b") << 70.0 << 69 << 9216 << 72;
    // 13B: 40 layers, √(13e9 / 480) = 5,204 → 5,120 (40 heads), 13e9 / (12 × 5,120²) = 41.3 → 41 layers.
    QTest::newRow("13b") << 13.0 << 41 << 5120 << 40;
    // 8B: 34 layers, √(8e9 / 408) = 4,428 → 4,096 (32 heads), 8e9 / (12 × 4,096²) = 39.7 → 40 layers.
    QTest::newRow("8b") << 8.0 << 40 << 4096 << 32;
    // 70M: 7 layers, √(70e6 / 84) = 913 < 1,024: heads of 64, 2 × 512 = 1,024 (16 heads), 5.6 → 6 layers.
    QTest::newRow("70m") << 0.07 << 6 << 1024 << 16;
}

void TestThroughput::derivedShapeSplitsAcrossEight()
{
    QFETCH(double, paramsB);
    QFETCH(int, layers);
    QFETCH(int, hidden);
    QFETCH(int, heads);
    const ModelShape m = defaultShapeFor(paramsB);
    QCOMPARE(m.layers, layers);
    QCOMPARE(m.hidden, hidden);
    QCOMPARE(m.heads, heads);
    QCOMPARE(m.heads % 8, 0);
    QVERIFY(m.hidden / m.heads == 128 || m.hidden / m.heads == 64);
}

QTEST_GUILESS_MAIN(TestThroughput)
#include "tst_throughput.moc"
