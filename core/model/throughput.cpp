#include "model/throughput.h"

#include "model/memory.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// NCCL maintainers report about 370 GB/s of all-reduce bus bandwidth for 8× H100 on 900 GB/s
// NVLink 4 (nccl-tests, ring): 41 % of the marketed bidirectional figure.
constexpr double NvlinkBusShare = 0.41;
// All-reduce across PCIe switches and the host bridge reaches about a fifth of the bidirectional
// PCIe figure (assumption, consistent with nccl-tests runs on PCIe-only servers).
constexpr double PcieBusShare = 0.20;
// PCIe 5.0 x16: 64 GB/s each way, 128 GB/s bidirectional as marketed (PCI-SIG PCIe 5.0 specification).
constexpr double PcieGen5x16GBs = 128.0;
// 46–49 GB/s per 400 Gb/s NDR NIC reported by NCCL maintainers: 95 % of line rate.
constexpr double NetworkBusShare = 0.95;
// An offer without a cluster network reaches other nodes over ordinary 25 Gb/s Ethernet at best.
constexpr double FallbackNetworkGbps = 25.0;

QString generationOf(const GpuModel& gpu)
{
    if (gpu.id.startsWith("a100"_L1))
        return u"ampere"_s;
    if (gpu.id.startsWith("h100"_L1) || gpu.id.startsWith("h200"_L1))
        return u"hopper"_s;
    if (gpu.id.startsWith("b200"_L1) || gpu.id.startsWith("b300"_L1))
        return u"blackwell"_s;
    return u"other"_s;
}

} // namespace

MfuChoice defaultMfu(const GpuModel& gpu, Precision precision)
{
    // The sources are shown in the reader's language: mfuSourceName() translates them.
    const QString gen = generationOf(gpu);
    if (gen == "ampere"_L1)
        return { 0.50, MfuOrigin::Default,
            QT_TRANSLATE_NOOP("Kova::Mfu", "Megatron-LM on 3,072 A100 reached 52 % of peak (Narayanan et al. 2021)") };
    if (gen == "hopper"_L1 && precision == Precision::FP8)
        return { 0.30, MfuOrigin::Default,
            QT_TRANSLATE_NOOP(
                "Kova::Mfu", "assumption: FP8 runs about 1.5× faster than BF16 at 40 %, i.e. 30 % of the FP8 peak") };
    if (gen == "hopper"_L1)
        return { 0.40, MfuOrigin::Default,
            QT_TRANSLATE_NOOP("Kova::Mfu", "Llama 3 405B reached 38–43 % BF16 MFU on 16,384 H100 (Meta 2024)") };
    if (gen == "blackwell"_L1)
        return { precision == Precision::FP4  ? 0.20
                : precision == Precision::FP8 ? 0.28
                                              : 0.35,
            MfuOrigin::Default,
            QT_TRANSLATE_NOOP(
                "Kova::Mfu", "assumption: below Hopper's published figures until large Blackwell runs are published") };
    return { 0.35, MfuOrigin::Default,
        QT_TRANSLATE_NOOP("Kova::Mfu", "assumption for GPUs without a published large-scale run") };
}

double flopsPerToken(const ModelShape& model, const Training& training, bool withAttention)
{
    const double n = model.paramsB * 1e9;
    double perToken = 6.0 * n;
    if (training.recompute == Recompute::Full)
        perToken = 8.0 * n;
    if (training.method != TrainingMethod::Full)
        perToken -= 2.0 * n;
    if (withAttention)
        perToken += 12.0 * model.layers * double(model.hidden) * model.seqLen;
    return perToken;
}

double allReduceSeconds(double bytes, int ranks, double busGBs)
{
    return ranks <= 1 ? 0.0 : bytes / (busGBs * 1e9) * 2.0 * (ranks - 1) / ranks;
}

double reduceScatterSeconds(double bytes, int ranks, double busGBs)
{
    return ranks <= 1 ? 0.0 : bytes / (busGBs * 1e9) * double(ranks - 1) / ranks;
}

double busBandwidthGBs(const Offer& offer, const GpuModel& gpu, int gpus)
{
    // An offer that wires NVLink GPUs over PCIe only gets the PCIe figure, not the GPU's NVLink one.
    const double intra = gpu.link == LinkKind::PCIe ? gpu.linkGBs * PcieBusShare
        : offer.intraNodeLink == LinkKind::PCIe     ? PcieGen5x16GBs * PcieBusShare
                                                    : gpu.linkGBs * NvlinkBusShare;
    if (gpus <= offer.gpusPerNode)
        return intra;
    const double gbps = offer.network == ClusterNetwork::None || offer.networkGbpsPerGpu <= 0 ? FallbackNetworkGbps
                                                                                              : offer.networkGbpsPerGpu;
    return std::min(intra, gbps / 8.0 * NetworkBusShare);
}

ComputeEstimate estimateCompute(const Scenario& s, const Offer& offer, const GpuModel& gpu, int gpus, Sharding sharding)
{
    const Training& t = s.training;
    ComputeEstimate c;
    c.precision = gpu.peakTflops(t.precision) > 0 ? t.precision : Precision::BF16;
    if (t.achievedTflops) {
        c.mfu = { *t.achievedTflops / gpu.peakTflops(c.precision), MfuOrigin::AchievedTflops, {} };
    } else if (t.mfu) {
        c.mfu = { *t.mfu, MfuOrigin::Scenario, {} };
    } else {
        c.mfu = defaultMfu(gpu, c.precision);
    }
    c.flopsPerSecond = gpus * gpu.peakTflops(c.precision) * 1e12 * c.mfu.mfu;
    const double perToken = flopsPerToken(s.model, t, t.attentionFlops);

    // Gradient synchronisation per step over the data-parallel ranks: an all-reduce of the 16-bit
    // gradients, or for ZeRO-3 a reduce-scatter plus two parameter all-gathers (1.5×; ZeRO, §7).
    const int modelParallel = t.tensorParallel * t.pipelineParallel;
    const int dataParallel = std::max(1, gpus / modelParallel);
    const double trainable = t.method == TrainingMethod::Full ? s.model.paramsB * 1e9 : loraTrainableParams(s.model, t);
    const double gradBytes = 2.0 * trainable / modelParallel;
    const double bus = busBandwidthGBs(offer, gpu, gpus);
    const double comm = sharding == Sharding::ZeRO3 ? 3.0 * reduceScatterSeconds(gradBytes, dataParallel, bus)
                                                    : allReduceSeconds(gradBytes, dataParallel, bus);
    const double computeStep = t.globalBatchTokens * perToken / c.flopsPerSecond;
    // Gradient buckets are reduced while the backward pass (2/3 of the compute) runs
    // (Li et al. 2020, "PyTorch Distributed", §3.2.3): only what sticks out of it costs time.
    c.exposedCommSecondsPerStep = std::max(0.0, comm - computeStep * 2.0 / 3.0);
    c.stepSeconds = computeStep + c.exposedCommSecondsPerStep;
    const double tokensPerSecond = t.globalBatchTokens / c.stepSeconds;

    if (t.durationHours) {
        c.fixedDuration = true;
        c.wallHours = *t.durationHours;
        c.tokens = tokensPerSecond * c.wallHours * 3600.0;
    } else {
        c.tokens = t.tokensB.value_or(0) * 1e9;
        c.wallHours = c.tokens / tokensPerSecond / 3600.0;
    }
    c.steps = c.tokens / t.globalBatchTokens;
    c.trainingFlops = c.tokens * perToken;
    c.gpuHours = gpus * c.wallHours;
    return c;
}

} // namespace Kova
