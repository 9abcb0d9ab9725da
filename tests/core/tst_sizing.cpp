#include "model/memory.h"

#include <QTest>

using namespace Kova;

// Memory per GPU against the ZeRO paper, Korthikanti et al. 2022 and QLoRA, computed by hand.
class TestSizing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void zeroModelStates_data();
    void zeroModelStates();
    void zeroShardsEachPart_data();
    void zeroShardsEachPart();
    void tensorParallelDividesModelStates();
    void activationsPerLayer_data();
    void activationsPerLayer();
    void activationsOfAModel();
    void frameworkOverhead();
    void loraTrainableParams_data();
    void loraTrainableParams();
    void adapterStates_data();
    void adapterStates();
    void qloraFits65BOn48GB_data();
    void qloraFits65BOn48GB();
    void minimumGpusIsTheSmallestThatFits_data();
    void minimumGpusIsTheSmallestThatFits();
    void minimumGpusNoneWhenNothingFits();
    void batchCoversGpus_data();
    void batchCoversGpus();
};

namespace {

// The ZeRO paper's example model: Ψ = 7.5B parameters (Rajbhandari et al. 2020, figure 1).
ModelShape zeroPaperModel()
{
    ModelShape m;
    m.paramsB = 7.5;
    return m;
}

Training training(Sharding sharding, int tp = 1, int pp = 1)
{
    Training t;
    t.sharding = sharding;
    t.tensorParallel = tp;
    t.pipelineParallel = pp;
    return t;
}

double modelStatesGb(const MemoryBreakdown& m)
{
    return m.weightsGb + m.gradientsGb + m.optimizerGb;
}

// GPT-3 175B's shape (Brown et al. 2020), the model of Korthikanti et al.'s table 3.
ModelShape gpt3()
{
    ModelShape m;
    m.paramsB = 175;
    m.layers = 96;
    m.hidden = 12288;
    m.heads = 96;
    m.seqLen = 2048;
    m.vocab = 51200;
    return m;
}

} // namespace

void TestSizing::zeroModelStates_data()
{
    QTest::addColumn<Sharding>("sharding");
    QTest::addColumn<double>("gb");
    // Ψ = 7.5e9, K = 12, N_d = 64 (ZeRO, figure 1):
    // DDP (2 + 2 + 12)Ψ = 16 × 7.5 = 120 GB
    QTest::newRow("ddp") << Sharding::DDP << 120.0;
    // ZeRO-1 4Ψ + KΨ/N_d = 30 + 90/64 = 30 + 1.40625 = 31.40625 GB (the paper's 31.4 GB)
    QTest::newRow("zero1") << Sharding::ZeRO1 << 31.40625;
    // ZeRO-2 2Ψ + (2 + K)Ψ/N_d = 15 + 105/64 = 15 + 1.640625 = 16.640625 GB (16.6 GB)
    QTest::newRow("zero2") << Sharding::ZeRO2 << 16.640625;
    // ZeRO-3 (4 + K)Ψ/N_d = 120/64 = 1.875 GB (1.9 GB)
    QTest::newRow("zero3") << Sharding::ZeRO3 << 1.875;
}

void TestSizing::zeroModelStates()
{
    QFETCH(Sharding, sharding);
    QFETCH(double, gb);
    QCOMPARE(modelStatesGb(memoryPerGpu(zeroPaperModel(), training(sharding), 64)), gb);
}

void TestSizing::zeroShardsEachPart_data()
{
    QTest::addColumn<Sharding>("sharding");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("gradients");
    QTest::addColumn<double>("optimizer");
    // 2Ψ = 15 GB, 2Ψ/64 = 0.234375 GB, 12Ψ = 90 GB, 12Ψ/64 = 1.40625 GB.
    QTest::newRow("ddp") << Sharding::DDP << 15.0 << 15.0 << 90.0;
    QTest::newRow("zero1") << Sharding::ZeRO1 << 15.0 << 15.0 << 1.40625;
    QTest::newRow("zero2") << Sharding::ZeRO2 << 15.0 << 0.234375 << 1.40625;
    QTest::newRow("zero3") << Sharding::ZeRO3 << 0.234375 << 0.234375 << 1.40625;
}

void TestSizing::zeroShardsEachPart()
{
    QFETCH(Sharding, sharding);
    QFETCH(double, weights);
    QFETCH(double, gradients);
    QFETCH(double, optimizer);
    const MemoryBreakdown m = memoryPerGpu(zeroPaperModel(), training(sharding), 64);
    QCOMPARE(m.weightsGb, weights);
    QCOMPARE(m.gradientsGb, gradients);
    QCOMPARE(m.optimizerGb, optimizer);
}

void TestSizing::tensorParallelDividesModelStates()
{
    // t = 2 on 64 GPUs: each rank holds Ψ/2 = 3.75e9 parameters and N_d = 32;
    // ZeRO-3 (4 + 12) × 3.75 / 32 = 1.875 GB, ZeRO-1 4 × 3.75 + 12 × 3.75 / 32 = 15 + 1.40625 GB.
    QCOMPARE(modelStatesGb(memoryPerGpu(zeroPaperModel(), training(Sharding::ZeRO3, 2), 64)), 1.875);
    QCOMPARE(modelStatesGb(memoryPerGpu(zeroPaperModel(), training(Sharding::ZeRO1, 2), 64)), 16.40625);
    // Pipeline stages divide the same way: t = 2, p = 4 → Ψ/8 = 0.9375e9 per rank, N_d = 8;
    // DDP 16 × 0.9375 = 15 GB.
    QCOMPARE(modelStatesGb(memoryPerGpu(zeroPaperModel(), training(Sharding::DDP, 2, 4), 64)), 15.0);
}

void TestSizing::activationsPerLayer_data()
{
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<Recompute>("recompute");
    QTest::addColumn<double>("bytes");
    // GPT-3: s = 2048, b = 1, h = 12288, a = 96. sbh = 2048 × 12288 = 25,165,824;
    // 5as/h = 5 × 96 × 2048 / 12288 = 80.
    // No parallelism, sbh(34 + 5as/h) = 25,165,824 × 114 = 2,868,903,936 bytes.
    QTest::newRow("t1 none") << 1 << Recompute::None << 2868903936.0;
    // Tensor + sequence parallel t = 8: (sbh/8)(34 + 80) = 3,145,728 × 114 = 358,612,992.
    QTest::newRow("t8 none") << 8 << Recompute::None << 358612992.0;
    // Selective recomputation, 34·sbh/t: t = 1 → 855,638,016; t = 8 → 34 × 3,145,728 = 106,954,752.
    QTest::newRow("t1 selective") << 1 << Recompute::Selective << 855638016.0;
    QTest::newRow("t8 selective") << 8 << Recompute::Selective << 106954752.0;
    // Full recomputation keeps the layer input, 2·sbh = 50,331,648.
    QTest::newRow("t1 full") << 1 << Recompute::Full << 50331648.0;
    QTest::newRow("t8 full") << 8 << Recompute::Full << 50331648.0;
}

void TestSizing::activationsPerLayer()
{
    QFETCH(int, tensorParallel);
    QFETCH(Recompute, recompute);
    QFETCH(double, bytes);
    QCOMPARE(activationBytesPerLayer(gpt3(), 1, tensorParallel, recompute), bytes);
}

void TestSizing::activationsOfAModel()
{
    // GPT-3, t = 8, selective, micro-batch 2: 96 layers × 2 × 106,954,752 = 20,535,312,384 bytes,
    // plus fp32 logits 4·s·b·V/t = 4 × 2048 × 2 × 51200 / 8 = 104,857,600 → 20.640169984 GB.
    Training t = training(Sharding::ZeRO1, 8);
    t.recompute = Recompute::Selective;
    t.microBatch = 2;
    QCOMPARE(memoryPerGpu(gpt3(), t, 64).activationsGb, 20.640169984);
}

void TestSizing::frameworkOverhead()
{
    // 2 GB fixed plus 10 % of the tensors: ZeRO-3 7.5B on 64 GPUs holds 1.875 GB of model states.
    const MemoryBreakdown m = memoryPerGpu(zeroPaperModel(), training(Sharding::ZeRO3), 64);
    QCOMPARE(m.overheadGb, 2.0 + 0.1 * (1.875 + m.activationsGb));
    QCOMPARE(m.totalGb(), 1.875 + m.activationsGb + m.overheadGb);
}

void TestSizing::loraTrainableParams_data()
{
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("rank");
    QTest::addColumn<double>("params");
    // Four h×h attention projections per layer, 2·r·h each (Hu et al. 2021):
    // 7B (h 4096, 32 layers), r 16: 4 × 2 × 16 × 4096 × 32 = 16,777,216.
    QTest::newRow("7b r16") << 4096 << 32 << 16 << 16777216.0;
    // 65B (h 8192, 80 layers), r 64: 4 × 2 × 64 × 8192 × 80 = 335,544,320.
    QTest::newRow("65b r64") << 8192 << 80 << 64 << 335544320.0;
}

void TestSizing::loraTrainableParams()
{
    QFETCH(int, hidden);
    QFETCH(int, layers);
    QFETCH(int, rank);
    QFETCH(double, params);
    ModelShape m;
    m.hidden = hidden;
    m.layers = layers;
    QCOMPARE(Kova::loraTrainableParams(m, rank), params);
}

void TestSizing::adapterStates_data()
{
    QTest::addColumn<TrainingMethod>("method");
    QTest::addColumn<Sharding>("sharding");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("gradients");
    QTest::addColumn<double>("optimizer");
    // 7B (h 4096, 32 layers), r 16: Ψa = 16,777,216 adapter parameters, on 8 GPUs.
    // LoRA, DDP: frozen 2 × 7e9 = 14 GB + 2Ψa = 0.033554432 GB; gradients 2Ψa; AdamW 12Ψa = 0.201326592 GB.
    QTest::newRow("lora ddp") << TrainingMethod::LoRA << Sharding::DDP << 14.033554432 << 0.033554432 << 0.201326592;
    // ZeRO-3 shards the frozen weights too: (14 + 0.033554432) / 8.
    QTest::newRow("lora zero3") << TrainingMethod::LoRA << Sharding::ZeRO3 << 1.754194304 << 0.004194304 << 0.025165824;
    // QLoRA: NF4 with double quantisation, 4.127 bits per parameter (Dettmers et al. 2023, §3):
    // 7e9 × 4.127 / 8 = 3.611125 GB + 0.033554432 GB of adapters.
    QTest::newRow("qlora ddp") << TrainingMethod::QLoRA << Sharding::DDP << 3.644679432 << 0.033554432 << 0.201326592;
}

void TestSizing::adapterStates()
{
    QFETCH(TrainingMethod, method);
    QFETCH(Sharding, sharding);
    QFETCH(double, weights);
    QFETCH(double, gradients);
    QFETCH(double, optimizer);
    ModelShape m;
    m.paramsB = 7;
    m.hidden = 4096;
    m.layers = 32;
    Training t = training(sharding);
    t.method = method;
    t.loraRank = 16;
    const MemoryBreakdown mem = memoryPerGpu(m, t, 8);
    QCOMPARE(mem.weightsGb, weights);
    QCOMPARE(mem.gradientsGb, gradients);
    QCOMPARE(mem.optimizerGb, optimizer);
}

void TestSizing::qloraFits65BOn48GB_data()
{
    QTest::addColumn<TrainingMethod>("method");
    QTest::addColumn<bool>("fits");
    // LLaMA 65B (80 layers, h 8192, 64 heads, 2,048 tokens, 32,000 words), r 16, gradient checkpointing.
    // QLoRA: 65e9 × 4.127 / 8 = 33.531875 GB of NF4 weights; adapters 4 × 2 × 16 × 8192 × 80 = 83,886,080
    // parameters × 16 bytes = 1.34217728 GB; activations 80 × 2sbh = 80 × 2 × 2048 × 8192 = 2.68435456 GB
    // + logits 4 × 2048 × 32000 = 0.262144 GB; tensors 37.820551 GB, overhead 2 + 3.782055 GB
    // → 43.602606 GB: fits on one 48 GB GPU, as Dettmers et al. 2023 report.
    QTest::newRow("qlora") << TrainingMethod::QLoRA << true;
    // 16-bit LoRA needs 130 GB for the frozen weights alone.
    QTest::newRow("lora") << TrainingMethod::LoRA << false;
    QTest::newRow("full") << TrainingMethod::Full << false;
}

void TestSizing::qloraFits65BOn48GB()
{
    QFETCH(TrainingMethod, method);
    QFETCH(bool, fits);
    ModelShape m { 65, 80, 8192, 64, 2048, 32000 };
    Training t = training(Sharding::DDP);
    t.method = method;
    t.recompute = Recompute::Full;
    const double total = memoryPerGpu(m, t, 1).totalGb();
    QCOMPARE(total <= 48.0, fits);
    if (method == TrainingMethod::QLoRA)
        QVERIFY(qAbs(total - 43.602605924) < 1e-6);
}

void TestSizing::minimumGpusIsTheSmallestThatFits_data()
{
    QTest::addColumn<Sharding>("sharding");
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<double>("vram");
    QTest::addColumn<int>("expected");
    // 70B (80 layers, h 8192, 64 heads, 8,192 tokens), selective recomputation, on 80 GB GPUs.
    // ZeRO-3, t = 1: activations 80 × 34 × 8192 × 8192 + 4 × 8192 × 128256 = 186.74 GB alone: none fits.
    // ZeRO-3, t = 8: activations 80 × 34 × sbh / 8 + logits / 8 = 23.34 GB; model states 16 × 8.75 / N_d GB;
    // total 2 + 1.1 × (23.34 + 140 / N_d) ≤ 80 → N_d ≥ 2.94 → 3 groups of 8 = 24 GPUs.
    QTest::newRow("zero3 t8") << Sharding::ZeRO3 << 8 << 80.0 << 24;
    // ZeRO-1, t = 8: 4 × 8.75 = 35 GB + 105 / N_d; 2 + 1.1 × (58.34 + 105 / N_d) ≤ 80 → N_d ≥ 8.36 → 9 groups.
    QTest::newRow("zero1 t8") << Sharding::ZeRO1 << 8 << 80.0 << 72;
    // On B200's 180 GB, one group of 8 needs 2 + 1.1 × (23.34 + 140) = 181.7 GB > 180 → 2 groups.
    QTest::newRow("zero3 t8 b200") << Sharding::ZeRO3 << 8 << 180.0 << 16;
}

void TestSizing::minimumGpusIsTheSmallestThatFits()
{
    QFETCH(Sharding, sharding);
    QFETCH(int, tensorParallel);
    QFETCH(double, vram);
    QFETCH(int, expected);
    const ModelShape m { 70, 80, 8192, 64, 8192, 128256 };
    const Training t = training(sharding, tensorParallel);
    const auto n = minimumGpus(m, t, vram);
    QVERIFY(n.has_value());
    QCOMPARE(*n, expected);
    QVERIFY(memoryPerGpu(m, t, *n).totalGb() <= vram);
    if (*n > tensorParallel)
        QVERIFY(memoryPerGpu(m, t, *n - tensorParallel).totalGb() > vram);
}

void TestSizing::minimumGpusNoneWhenNothingFits()
{
    // DDP replicates 16 × 70 = 1,120 GB of model states on every GPU whatever the count.
    const ModelShape m { 70, 80, 8192, 64, 8192, 128256 };
    QVERIFY(!minimumGpus(m, training(Sharding::DDP), 80.0).has_value());
    // ZeRO-3 without tensor parallelism: 186.74 GB of activations per GPU.
    QVERIFY(!minimumGpus(m, training(Sharding::ZeRO3), 80.0).has_value());
}

void TestSizing::batchCoversGpus_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<bool>("covers");
    // 4,194,304 tokens per step of 4,096-token sequences = 1,024 sequences, micro-batch 1.
    QTest::newRow("1024 ranks") << 1024 << 1 << true;
    QTest::newRow("1025 ranks") << 1025 << 1 << false;
    // With t = 8, 8,192 GPUs are 1,024 data-parallel ranks.
    QTest::newRow("8192 gpus t8") << 8192 << 8 << true;
    QTest::newRow("8200 gpus t8") << 8200 << 8 << false;
}

void TestSizing::batchCoversGpus()
{
    QFETCH(int, gpus);
    QFETCH(int, tensorParallel);
    QFETCH(bool, covers);
    const ModelShape m;
    QCOMPARE(Kova::batchCoversGpus(m, training(Sharding::ZeRO3, tensorParallel), gpus), covers);
}

QTEST_GUILESS_MAIN(TestSizing)
#include "tst_sizing.moc"
