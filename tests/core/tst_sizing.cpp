#include "model/memory.h"

#include <QTest>

using namespace Qt::StringLiterals;

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
    void frameworkBytesPerParameter_data();
    void frameworkBytesPerParameter();
    void deepSpeedEstimatorFigures_data();
    void deepSpeedEstimatorFigures();
    void defaultFrameworkHoldsEighteenBytes();
    void activationsPerLayer_data();
    void activationsPerLayer();
    void activationsOfAModel();
    void layersInFlight_data();
    void layersInFlight();
    void frameworkOverhead();
    void loraTrainableParams_data();
    void loraTrainableParams();
    void adapterStates_data();
    void adapterStates();
    void qloraFits65BOn48GB_data();
    void qloraFits65BOn48GB();
    void quantisationBits_data();
    void quantisationBits();
    void ffnHiddenFollowsLlama_data();
    void ffnHiddenFollowsLlama();
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

// The ZeRO paper's accounting (16 bytes per parameter), which its figures are computed with.
Training training(Sharding sharding, int tp = 1, int pp = 1)
{
    Training t;
    t.framework = Framework::ZeroPaper;
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

void TestSizing::frameworkBytesPerParameter_data()
{
    QTest::addColumn<Framework>("framework");
    QTest::addColumn<Sharding>("sharding");
    QTest::addColumn<int>("dataParallel");
    QTest::addColumn<double>("bytes");
    // ZeRO paper: 16, 4 + 12/d, 2 + 14/d, 16/d.
    QTest::newRow("zero_paper ddp") << Framework::ZeroPaper << Sharding::DDP << 8 << 16.0;
    QTest::newRow("zero_paper zero1") << Framework::ZeroPaper << Sharding::ZeRO1 << 8 << 5.5;
    QTest::newRow("zero_paper zero2") << Framework::ZeroPaper << Sharding::ZeRO2 << 8 << 3.75;
    QTest::newRow("zero_paper zero3") << Framework::ZeroPaper << Sharding::ZeRO3 << 8 << 2.0;
    // Megatron Core's table, bf16 parameters with fp32 gradients: 18 without the distributed optimizer,
    // 6 + 12/d with it: 7.5 at d = 8, 6.1875 at d = 64.
    QTest::newRow("megatron ddp") << Framework::Megatron << Sharding::DDP << 8 << 18.0;
    QTest::newRow("megatron distributed optimizer d8") << Framework::Megatron << Sharding::ZeRO1 << 8 << 7.5;
    QTest::newRow("megatron distributed optimizer d64") << Framework::Megatron << Sharding::ZeRO1 << 64 << 6.1875;
    QTest::newRow("megatron zero2") << Framework::Megatron << Sharding::ZeRO2 << 8 << 4.0;
    QTest::newRow("megatron zero3") << Framework::Megatron << Sharding::ZeRO3 << 8 << 2.25;
    // DeepSpeed's estimators: ZeRO-1/2 4 + 16/d = 6, ZeRO-3 18/d = 2.25; without ZeRO 20.
    QTest::newRow("deepspeed ddp") << Framework::DeepSpeed << Sharding::DDP << 8 << 20.0;
    QTest::newRow("deepspeed zero1") << Framework::DeepSpeed << Sharding::ZeRO1 << 8 << 6.0;
    QTest::newRow("deepspeed zero2") << Framework::DeepSpeed << Sharding::ZeRO2 << 8 << 6.0;
    QTest::newRow("deepspeed zero3") << Framework::DeepSpeed << Sharding::ZeRO3 << 8 << 2.25;
    // FSDP: NO_SHARD 18, SHARD_GRAD_OP 2 + 16/d = 4, FULL_SHARD 16/d = 2.
    QTest::newRow("fsdp no_shard") << Framework::FSDP << Sharding::DDP << 8 << 18.0;
    QTest::newRow("fsdp zero1 as shard_grad_op") << Framework::FSDP << Sharding::ZeRO1 << 8 << 4.0;
    QTest::newRow("fsdp shard_grad_op") << Framework::FSDP << Sharding::ZeRO2 << 8 << 4.0;
    QTest::newRow("fsdp full_shard") << Framework::FSDP << Sharding::ZeRO3 << 8 << 2.0;
}

void TestSizing::frameworkBytesPerParameter()
{
    QFETCH(Framework, framework);
    QFETCH(Sharding, sharding);
    QFETCH(int, dataParallel);
    QFETCH(double, bytes);
    // One billion parameters and no gathered module: the bytes per parameter, in GB.
    const ModelStates st = modelStates(framework, sharding, 1e9, dataParallel, 0);
    QCOMPARE((st.weights + st.gradients + st.optimizer) / 1e9, bytes);
}

void TestSizing::deepSpeedEstimatorFigures_data()
{
    QTest::addColumn<Sharding>("sharding");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<QString>("printed");
    // t5-small: 60,506,624 parameters, the largest module its 32,128 × 512 shared embedding, 16,449,536.
    // estimate_zero3_model_states_mem_needs_all_live on 1 GPU, no offload, prints "1.08GB" per GPU:
    // 4 × 16,449,536 + 18 × 60,506,624 = 1,154,917,376 bytes = 1.0756 GiB.
    QTest::newRow("zero3 t5-small 1 gpu") << Sharding::ZeRO3 << 1 << 1154917376.0 << u"1.08"_s;
    // On 8 GPUs: 65,798,144 + 18 × 60,506,624 / 8 = 201,938,048 bytes.
    QTest::newRow("zero3 t5-small 8 gpus") << Sharding::ZeRO3 << 8 << 201938048.0 << u"0.19"_s;
    // estimate_zero2_model_states_mem_needs, no offload: 4Ψ + 16Ψ/N = 1,210,132,480 bytes on 1 GPU.
    QTest::newRow("zero2 t5-small 1 gpu") << Sharding::ZeRO2 << 1 << 1210132480.0 << u"1.13"_s;
}

void TestSizing::deepSpeedEstimatorFigures()
{
    QFETCH(Sharding, sharding);
    QFETCH(int, gpus);
    QFETCH(double, bytes);
    QFETCH(QString, printed);
    const ModelStates st = modelStates(Framework::DeepSpeed, sharding, 60506624, gpus, 16449536);
    const double total = st.weights + st.gradients + st.optimizer;
    QCOMPARE(total, bytes);
    // DeepSpeed prints GiB with two decimals.
    QCOMPARE(QString::number(total / (1024.0 * 1024 * 1024), 'f', 2), printed);
}

void TestSizing::defaultFrameworkHoldsEighteenBytes()
{
    // A scenario without training.framework is held as Megatron-LM holds it: 18 bytes per parameter under DDP,
    // 7.5B × 18 = 135 GB where the ZeRO paper counts 120 GB.
    Training t;
    t.sharding = Sharding::DDP;
    QCOMPARE(t.framework, Framework::Megatron);
    QCOMPARE(modelStatesGb(memoryPerGpu(zeroPaperModel(), t, 64)), 135.0);
}

void TestSizing::activationsPerLayer_data()
{
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<Recompute>("recompute");
    QTest::addColumn<bool>("flash");
    QTest::addColumn<bool>("sequenceParallel");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<double>("bytes");
    // Korthikanti et al.'s GPT-3 layer, with the paper's switches (no FlashAttention, sequence parallelism):
    // s = 2048, b = 1, h = 12288, a = 96. sbh = 2048 × 12288 = 25,165,824; 5as/h = 5 × 96 × 2048 / 12288 = 80.
    // No parallelism, sbh(34 + 5as/h) = 25,165,824 × 114 = 2,868,903,936 bytes.
    QTest::newRow("t1 none") << 1 << Recompute::None << false << true << 0 << 2868903936.0;
    // Tensor + sequence parallel t = 8: (sbh/8)(34 + 80) = 3,145,728 × 114 = 358,612,992.
    QTest::newRow("t8 none") << 8 << Recompute::None << false << true << 0 << 358612992.0;
    // Selective recomputation, 34·sbh/t: t = 1 → 855,638,016; t = 8 → 34 × 3,145,728 = 106,954,752.
    QTest::newRow("t1 selective") << 1 << Recompute::Selective << false << true << 0 << 855638016.0;
    QTest::newRow("t8 selective") << 8 << Recompute::Selective << false << true << 0 << 106954752.0;
    // Full recomputation keeps the layer input, 2·sbh = 50,331,648.
    QTest::newRow("t1 full") << 1 << Recompute::Full << false << true << 0 << 50331648.0;
    QTest::newRow("t8 full") << 8 << Recompute::Full << false << true << 0 << 50331648.0;
    // Tensor parallel without sequence parallelism (table 2): sbh(10 + 24/t + 5as/(ht)) = sbh × 23 at t = 8,
    // 578,813,952; with selective recomputation sbh(10 + 24/8) = 327,155,712.
    QTest::newRow("t8 none no sp") << 8 << Recompute::None << false << false << 0 << 578813952.0;
    QTest::newRow("t8 selective no sp") << 8 << Recompute::Selective << false << false << 0 << 327155712.0;
    // FlashAttention drops the 5as²b bytes of scores: 34·sbh, as selective recomputation.
    QTest::newRow("t1 flash") << 1 << Recompute::None << true << true << 0 << 855638016.0;
    QTest::newRow("t8 flash no sp") << 8 << Recompute::None << true << false << 0 << 327155712.0;
    // Grouped-query attention, 8 key/value heads of 96: keys and values 4·8/96 of sbh instead of 4:
    // (sbh/8)(30 + 1/3) = 3,145,728 × 30.333… = 95,420,416.
    QTest::newRow("t8 flash gqa") << 8 << Recompute::None << true << true << 8 << 95420416.0;
}

void TestSizing::activationsPerLayer()
{
    QFETCH(int, tensorParallel);
    QFETCH(Recompute, recompute);
    QFETCH(bool, flash);
    QFETCH(bool, sequenceParallel);
    QFETCH(int, kvHeads);
    QFETCH(double, bytes);
    ModelShape m = gpt3();
    m.kvHeads = kvHeads;
    Training t = training(Sharding::ZeRO1, tensorParallel);
    t.recompute = recompute;
    t.flashAttention = flash;
    t.sequenceParallel = sequenceParallel;
    QCOMPARE(activationBytesPerLayer(m, t), bytes);
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

void TestSizing::layersInFlight_data()
{
    QTest::addColumn<int>("pipelineParallel");
    QTest::addColumn<int>("virtualStages");
    QTest::addColumn<double>("layers");
    // 1F1B: p micro-batches of l/p layers, l = 96 in all, whatever p.
    QTest::newRow("no pipeline") << 1 << 1 << 96.0;
    QTest::newRow("1f1b p8") << 8 << 1 << 96.0;
    // Interleaved, v = 2 chunks per rank: 96 × (1 + 7/16) = 138; v = 4: 96 × (1 + 7/32) = 117.
    QTest::newRow("interleaved p8 v2") << 8 << 2 << 138.0;
    QTest::newRow("interleaved p8 v4") << 8 << 4 << 117.0;
}

void TestSizing::layersInFlight()
{
    QFETCH(int, pipelineParallel);
    QFETCH(int, virtualStages);
    QFETCH(double, layers);
    QCOMPARE(Kova::layersInFlight(96, pipelineParallel, virtualStages), layers);
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
    QTest::addColumn<ModelShape>("model");
    QTest::addColumn<int>("rank");
    QTest::addColumn<QList<LoraTarget>>("targets");
    QTest::addColumn<double>("params");
    const QList<LoraTarget> attention { LoraTarget::Query, LoraTarget::Key, LoraTarget::Value, LoraTarget::Output };
    // Four h×h attention projections, r(h + h) each (Hu et al. 2021): 7B (h 4096, 32 layers), r 16:
    // 4 × 16 × 8192 × 32 = 16,777,216.
    QTest::newRow("7b r16 attention") << ModelShape { 7, 32, 4096, 32, 4096, 32000 } << 16 << attention << 16777216.0;
    // LLaMA 65B (h 8192, ffn 22,016, 80 layers), r 64 on every linear layer, the QLoRA paper's setting:
    // q, k, v, o 4 × 16,384 + gate, up, down 3 × 30,208 = 156,160 per rank and layer → 799,539,200.
    QTest::newRow("65b r64 all linear") << ModelShape { 65, 80, 8192, 64, 2048, 32000 } << 64 << allLoraTargets()
                                        << 799539200.0;
    // Llama 2 70B, 8 key/value heads of 64: v is 8192 × 1024. q and v, r 16: (16,384 + 9,216) × 16 × 80.
    ModelShape llama70 { 70, 80, 8192, 64, 4096, 32000, 8, 28672 };
    QTest::newRow("70b gqa q v") << llama70 << 16 << QList<LoraTarget> { LoraTarget::Query, LoraTarget::Value }
                                 << 32768000.0;
}

void TestSizing::loraTrainableParams()
{
    QFETCH(ModelShape, model);
    QFETCH(int, rank);
    QFETCH(QList<LoraTarget>, targets);
    QFETCH(double, params);
    Training t;
    t.loraRank = rank;
    t.loraTargets = targets;
    QCOMPARE(Kova::loraTrainableParams(model, t), params);
}

void TestSizing::adapterStates_data()
{
    QTest::addColumn<TrainingMethod>("method");
    QTest::addColumn<Sharding>("sharding");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("gradients");
    QTest::addColumn<double>("optimizer");
    QTest::addColumn<double>("paged");
    // 7B (h 4096, 32 layers, vocabulary 128,256), r 16 on q, k, v, o: Ψa = 16,777,216 adapter parameters, 8 GPUs.
    // LoRA as PEFT keeps it, DDP: frozen 2 × 7e9 = 14 GB + fp32 adapters 4Ψa = 0.067108864 GB; gradients 4Ψa;
    // Adam 8Ψa = 0.134217728 GB.
    QTest::newRow("lora ddp") << TrainingMethod::LoRA << Sharding::DDP << 14.067108864 << 0.067108864 << 0.134217728
                              << 0.0;
    // ZeRO-3 shards the frozen weights too: 14.067108864 / 8.
    QTest::newRow("lora zero3") << TrainingMethod::LoRA << Sharding::ZeRO3 << 1.758388608 << 0.008388608 << 0.016777216
                                << 0.0;
    // QLoRA: the 2 × 128,256 × 4096 = 1,050,673,152 embedding parameters stay in 16 bits; the rest NF4 with double
    // quantisation, 4.127 bits: 5,949,326,848 × 4.127 / 8 + 2,101,346,304 = 5.170455291712 GB, plus bf16 adapters
    // 2Ψa = 0.033554432 GB; bf16 gradients 2Ψa; the 32-bit paged AdamW's 8Ψa go to host memory under pressure.
    QTest::newRow("qlora ddp") << TrainingMethod::QLoRA << Sharding::DDP << 5.204009723712 << 0.033554432 << 0.0
                               << 0.134217728;
}

void TestSizing::adapterStates()
{
    QFETCH(TrainingMethod, method);
    QFETCH(Sharding, sharding);
    QFETCH(double, weights);
    QFETCH(double, gradients);
    QFETCH(double, optimizer);
    QFETCH(double, paged);
    ModelShape m;
    m.paramsB = 7;
    m.hidden = 4096;
    m.layers = 32;
    Training t = training(sharding);
    t.method = method;
    t.loraRank = 16;
    t.loraTargets = { LoraTarget::Query, LoraTarget::Key, LoraTarget::Value, LoraTarget::Output };
    const MemoryBreakdown mem = memoryPerGpu(m, t, 8);
    QCOMPARE(mem.weightsGb, weights);
    QCOMPARE(mem.gradientsGb, gradients);
    QCOMPARE(mem.optimizerGb, optimizer);
    QCOMPARE(mem.pagedOptimizerGb, paged);
}

void TestSizing::qloraFits65BOn48GB_data()
{
    QTest::addColumn<TrainingMethod>("method");
    QTest::addColumn<Framework>("framework");
    QTest::addColumn<bool>("fits");
    // The QLoRA paper's setting: LLaMA 65B (80 layers, h 8192, 64 heads, 2,048 tokens, 32,000 words), r 64 on every
    // linear layer (799,539,200 adapter parameters), paged AdamW, double quantisation, gradient checkpointing.
    // NF4 weights (65e9 − 524,288,000) × 4.127 / 8 + 16-bit embeddings 1,048,576,000 = 34.309983928 GB; bf16
    // adapters and gradients 2 × 1.5990784 GB; activations 80 × 2sbh = 2.68435456 GB + logits 4 × 2048 × 32000
    // = 0.262144 GB; tensors 40.45464 GB, overhead 2 + 4.045464 GB → 46.500103 GB: fits on one 48 GB GPU
    // (Dettmers et al. 2023, abstract and §4).
    QTest::newRow("qlora") << TrainingMethod::QLoRA << Framework::Megatron << true;
    // 16-bit LoRA needs 130 GB for the frozen weights alone.
    QTest::newRow("lora") << TrainingMethod::LoRA << Framework::Megatron << false;
    // Full fine-tuning needs more than the paper's 780 GB: 18 × 65 = 1,170 GB of model states (16 × 65 = 1,040 GB
    // with the ZeRO paper's accounting).
    QTest::newRow("full") << TrainingMethod::Full << Framework::Megatron << false;
    QTest::newRow("full zero_paper") << TrainingMethod::Full << Framework::ZeroPaper << false;
}

void TestSizing::qloraFits65BOn48GB()
{
    QFETCH(TrainingMethod, method);
    QFETCH(Framework, framework);
    QFETCH(bool, fits);
    ModelShape m { 65, 80, 8192, 64, 2048, 32000 };
    Training t = training(Sharding::DDP);
    t.framework = framework;
    t.method = method;
    t.loraRank = 64;
    t.recompute = Recompute::Full;
    const double total = memoryPerGpu(m, t, 1).totalGb();
    QCOMPARE(total <= 48.0, fits);
    if (method == TrainingMethod::QLoRA)
        QVERIFY(qAbs(total - 46.5001032168) < 1e-6);
    if (method == TrainingMethod::Full)
        QVERIFY(total > 780.0);
}

void TestSizing::quantisationBits_data()
{
    QTest::addColumn<bool>("doubleQuant");
    QTest::addColumn<double>("weightsGb");
    // A 1B model of 1,024-wide layers with no vocabulary to speak of (V = 1): NF4 with one fp32 absmax per 64
    // weights is 4.5 bits, 0.5625 GB (minus the 2 × 1024 embedding parameters kept in 16 bits); double
    // quantisation 4.127 bits.
    QTest::newRow("nf4") << false << (1e9 - 2048) * 4.5 / 8 / 1e9 + 4096 / 1e9;
    QTest::newRow("nf4 double quant") << true << (1e9 - 2048) * 4.127 / 8 / 1e9 + 4096 / 1e9;
}

void TestSizing::quantisationBits()
{
    QFETCH(bool, doubleQuant);
    QFETCH(double, weightsGb);
    ModelShape m { 1, 1, 1024, 8, 128, 1 };
    Training t = training(Sharding::DDP);
    t.method = TrainingMethod::QLoRA;
    t.doubleQuant = doubleQuant;
    t.loraTargets = { LoraTarget::Query };
    t.loraRank = 1;
    // One adapter of rank 1 on q: 2048 parameters × 2 bytes.
    QVERIFY(qAbs(memoryPerGpu(m, t, 1).weightsGb - (weightsGb + 4096 / 1e9)) < 1e-12);
}

void TestSizing::ffnHiddenFollowsLlama_data()
{
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("ffn");
    // Llama's MLP: 2/3 of 4h rounded up to a multiple of 256 — LLaMA 7B 11,008, 13B 13,824, 65B 22,016.
    QTest::newRow("7b") << 4096 << 11008;
    QTest::newRow("13b") << 5120 << 13824;
    QTest::newRow("65b") << 8192 << 22016;
}

void TestSizing::ffnHiddenFollowsLlama()
{
    QFETCH(int, hidden);
    QFETCH(int, ffn);
    ModelShape m;
    m.hidden = hidden;
    QCOMPARE(ffnHiddenOf(m), ffn);
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
