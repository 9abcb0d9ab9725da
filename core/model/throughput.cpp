#include "model/throughput.h"

#include "model/memory.h"
#include "model/moe.h"
#include "model/network.h"

#include <algorithm>
#include <cmath>

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

double intraNodeBusGBs(const Offer& offer, const GpuModel& gpu)
{
    // An offer that wires NVLink GPUs over PCIe only gets the PCIe figure, not the GPU's NVLink one.
    return gpu.link == LinkKind::PCIe           ? gpu.linkGBs * PcieBusShare
        : offer.intraNodeLink == LinkKind::PCIe ? PcieGen5x16GBs * PcieBusShare
                                                : gpu.linkGBs * NvlinkBusShare;
}

bool hasNetwork(const Offer& offer)
{
    return offer.network != ClusterNetwork::None && offer.networkGbpsPerGpu > 0;
}

// Kova's model gives the throughput: its source, shown translated by mfuSourceName().
constexpr const char* ModelSource = QT_TRANSLATE_NOOP("Kova::Mfu",
    "Kova's throughput model (hidden size, GPU, parallel layout, interconnect), calibrated on published training "
    "runs (Megatron-LM, Pythia, LLaMA, Llama 2 and 3, BLOOM, Falcon and others)");

} // namespace

double flopsPerToken(const ModelShape& model, const Training& training, bool withAttention)
{
    const double n = activeParams(model); // a mixture of experts computes with its active parameters only
    const double lht = double(model.layers) * model.hidden * model.seqLen;
    const bool full = training.recompute == Recompute::Full;
    double perToken = (full ? 8.0 : 6.0) * n;
    if (training.method != TrainingMethod::Full)
        perToken -= 2.0 * n;
    if (withAttention)
        perToken += (full ? 16.0 : 12.0) * lht;
    return perToken;
}

double computedFlopsPerToken(const ModelShape& model, const Training& training, bool withAttention)
{
    ModelShape lookup = model;
    lookup.experts = 0; // the lookup table is dense, whatever the model's MLPs are
    lookup.paramsB = std::min(double(model.vocab) * model.hidden / 1e9, model.paramsB / 2.0);
    return flopsPerToken(model, training, withAttention) - flopsPerToken(lookup, training, false);
}

double computeEfficiency(const GpuModel& gpu, Precision precision, int hidden)
{
    const double ridge = gpu.memoryBandwidthTBs > 0 ? gpu.peakTflops(precision) / gpu.memoryBandwidthTBs : 0.0;
    return Calibration.etaMax
        / (1.0 + Calibration.memoryBoundK * std::pow(ridge / std::max(1, hidden), MemoryBoundExponent));
}

double pipelineTimeFactor(int stages, int virtualStages, double microBatches)
{
    return 1.0 + (stages - 1) / (double(std::max(1, virtualStages)) * std::max(1.0, microBatches));
}

double tensorParallelSeconds(const ModelShape& model, const Training& training, double busGBs)
{
    const int exchanges = training.recompute == Recompute::Full ? 6 : 4;
    const double bytes = 2.0 * training.microBatch * model.seqLen * double(model.hidden);
    const double layers = double(model.layers) / std::max(1, training.pipelineParallel);
    return exchanges * layers * allReduceSeconds(bytes, training.tensorParallel, busGBs);
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
    const double intra = intraNodeBusGBs(offer, gpu);
    if (gpus <= offer.gpusPerNode)
        return intra;
    const double gbps = hasNetwork(offer) ? offer.networkGbpsPerGpu : FallbackNetworkGbps;
    return std::min(intra, gbps / 8.0 * NetworkBusShare);
}

double dataParallelBusGBs(const Offer& offer, const GpuModel& gpu, int gpus, int modelParallel)
{
    const double intra = intraNodeBusGBs(offer, gpu);
    if (gpus <= offer.gpusPerNode)
        return intra;
    if (!hasNetwork(offer))
        return std::min(intra, FallbackNetworkGbps / 8.0 * NetworkBusShare);
    const double nodeGBs = offer.networkGbpsPerGpu / 8.0 * NetworkBusShare * offer.gpusPerNode;
    const int groupsPerNode = std::clamp(modelParallel, 1, std::max(1, offer.gpusPerNode));
    return std::min(intra, nodeGBs / groupsPerNode);
}

namespace {

// The scenario's own throughput, when it gives one (measured tokens/s, achieved TFLOP/s or MFU, in that order).
std::optional<MfuChoice> scenarioMfu(const Training& t, const GpuModel& gpu, Precision precision, double perToken)
{
    const double peak = gpu.peakTflops(precision) * 1e12;
    if (t.measuredTokensPerSecondPerGpu)
        return MfuChoice { *t.measuredTokensPerSecondPerGpu * perToken / peak, MfuOrigin::Measured, {} };
    if (t.achievedTflops)
        return MfuChoice { *t.achievedTflops * 1e12 / peak, MfuOrigin::AchievedTflops, {} };
    if (t.mfu)
        return MfuChoice { *t.mfu, MfuOrigin::Scenario, {} };
    return std::nullopt;
}

// Gradient synchronisation exposed per step. DDP and ZeRO-1/2 all-reduce the 16-bit gradients once per step;
// buckets are reduced while the backward pass (2/3 of the compute) runs (Li et al. 2020, "PyTorch Distributed",
// §3.2.3). ZeRO-3 gathers the 16-bit weights for the forward and again for the backward and reduce-scatters the
// gradients of every micro-batch (Rajbhandari et al. 2020, §7: 1.5× DDP's volume), prefetched during that
// micro-batch's compute; LoRA still gathers the frozen weights (4-bit for QLoRA) and reduces the adapters only.
double exposedDataParallelSeconds(const Scenario& s, Sharding sharding, int dataParallel, double busGBs,
    double computeStepSeconds, double microBatches)
{
    const Training& t = s.training;
    const int modelParallel = t.tensorParallel * t.pipelineParallel;
    const double params = paramsPerRank(s.model, t); // replicated key/value projections included
    const double trainable
        = t.method == TrainingMethod::Full ? params : loraTrainableParams(s.model, t) / modelParallel;
    if (sharding != Sharding::ZeRO3)
        return std::max(0.0, allReduceSeconds(2.0 * trainable, dataParallel, busGBs) - computeStepSeconds * 2.0 / 3.0);
    const double weightBytes = (t.method == TrainingMethod::QLoRA ? 0.5 : 2.0) * params;
    const double perMicroBatch = 2.0 * reduceScatterSeconds(weightBytes, dataParallel, busGBs)
        + reduceScatterSeconds(2.0 * trainable, dataParallel, busGBs);
    return microBatches * std::max(0.0, perMicroBatch - computeStepSeconds / microBatches);
}

} // namespace

namespace {

// The standard normal's 90th percentile: P10–P90 of a log-normal spread σ is exp(∓1.2816·σ).
constexpr double Z90 = 1.2815515655446004;

// One training step: the compute (the scenario's throughput or Kova's model) and the exposed data-parallel exchanges.
struct Step
{
    MfuChoice mfu;
    double computeSeconds = 0;
    double exposedSeconds = 0;
    double microBatches = 1;
    double pipelineFactor = 1;
};

Step trainingStep(
    const Scenario& s, const Offer& offer, const GpuModel& gpu, int gpus, Sharding sharding, Precision precision)
{
    const Training& t = s.training;
    Step step;
    const double peak = gpu.peakTflops(precision) * 1e12;
    const double perToken = flopsPerToken(s.model, t, t.attentionFlops);
    const int modelParallel = std::max(1, t.tensorParallel * t.pipelineParallel);
    const int dataParallel = std::max(1, gpus / modelParallel);
    step.microBatches = std::max(1.0, t.globalBatchTokens / s.model.seqLen / (double(dataParallel) * t.microBatch));
    if (const std::optional<MfuChoice> given = scenarioMfu(t, gpu, precision, perToken)) {
        step.mfu = *given;
        step.computeSeconds = t.globalBatchTokens * perToken / (gpus * peak * step.mfu.mfu);
    } else {
        // Kova's model: each GPU's share of a micro-batch at computeEfficiency(), the tensor-parallel exchanges,
        // a mixture of experts' load imbalance and all-to-all (model/moe.h), and the pipeline's m + (p−1)/v
        // micro-batch times.
        const double microTokens = double(t.microBatch) * s.model.seqLen;
        const double computed = computedFlopsPerToken(s.model, t, t.attentionFlops);
        const double microCompute = microTokens * computed / modelParallel
            / (peak * computeEfficiency(gpu, precision, s.model.hidden)) * expertImbalanceFactor(s.model);
        const double microSeconds = microCompute
            + tensorParallelSeconds(s.model, t, busBandwidthGBs(offer, gpu, t.tensorParallel))
            + exposedAllToAllSeconds(
                s.model, t, busBandwidthGBs(offer, gpu, t.tensorParallel * t.expertParallel), microCompute);
        step.pipelineFactor = pipelineTimeFactor(t.pipelineParallel, t.virtualPipelineStages, step.microBatches);
        step.computeSeconds = step.microBatches * step.pipelineFactor * microSeconds;
        step.mfu
            = { t.globalBatchTokens * perToken / (gpus * peak * step.computeSeconds), MfuOrigin::Default, ModelSource };
    }
    // A measured rate already holds the run's communication.
    if (step.mfu.origin != MfuOrigin::Measured)
        step.exposedSeconds = exposedDataParallelSeconds(s, sharding, dataParallel,
            dataParallelBusGBs(offer, gpu, gpus, modelParallel), step.computeSeconds, step.microBatches);
    return step;
}

bool calibratedGpu(const GpuModel& gpu)
{
    return std::find(CalibratedGpus.begin(), CalibratedGpus.end(), gpu.id) != CalibratedGpus.end();
}

} // namespace

QList<UncertaintyReason> uncertaintyReasons(const Scenario& s, const GpuModel& gpu, Precision precision)
{
    QList<UncertaintyReason> reasons;
    if (s.model.hidden < Calibration.hiddenMin || s.model.hidden > Calibration.hiddenMax)
        reasons.append(UncertaintyReason::SizeOutsideCalibration);
    if (!calibratedGpu(gpu))
        reasons.append(UncertaintyReason::GpuNotCalibrated);
    if (precision != Precision::BF16)
        reasons.append(UncertaintyReason::PrecisionNotCalibrated);
    return reasons;
}

double rangeLogSigma(const QList<UncertaintyReason>& reasons)
{
    double variance = Calibration.logSigma * Calibration.logSigma;
    if (reasons.contains(UncertaintyReason::SizeOutsideCalibration))
        variance += Calibration.logSigmaExtraSize * Calibration.logSigmaExtraSize;
    if (reasons.contains(UncertaintyReason::GpuNotCalibrated)
        || reasons.contains(UncertaintyReason::PrecisionNotCalibrated))
        variance += Calibration.logSigmaExtraGpu * Calibration.logSigmaExtraGpu;
    return std::sqrt(variance);
}

ComputeEstimate estimateCompute(
    const Scenario& s, const Offer& listed, const GpuModel& gpu, int gpus, Sharding sharding)
{
    const Offer offer = withStatedNetwork(s, listed);
    const Training& t = s.training;
    ComputeEstimate c;
    c.precision = gpu.peakTflops(t.precision) > 0 ? t.precision : Precision::BF16;
    const Step step = trainingStep(s, offer, gpu, gpus, sharding, c.precision);
    c.mfu = step.mfu;
    c.microBatches = step.microBatches;
    c.pipelineFactor = step.pipelineFactor;
    c.flopsPerSecond = gpus * gpu.peakTflops(c.precision) * 1e12 * c.mfu.mfu;
    c.exposedCommSecondsPerStep = step.exposedSeconds;
    c.stepSeconds = step.computeSeconds + step.exposedSeconds;
    const bool modelled = c.mfu.origin == MfuOrigin::Default;
    c.runGoodput = modelled ? Calibration.runGoodput : 1.0;
    const double tokensPerSecond = t.globalBatchTokens / c.stepSeconds * c.runGoodput;

    double low = 1.0, high = 1.0;
    if (modelled) {
        c.uncertaintyReasons = uncertaintyReasons(s, gpu, c.precision);
        c.rangeLogSigma = rangeLogSigma(c.uncertaintyReasons);
        low = std::exp(-Z90 * c.rangeLogSigma);
        high = std::exp(Z90 * c.rangeLogSigma);
    }
    if (t.durationHours) {
        c.fixedDuration = true;
        c.wallHours = *t.durationHours;
        c.tokens = tokensPerSecond * c.wallHours * 3600.0;
        c.wallHoursRange = { c.wallHours, c.wallHours };
        c.tokensRange = { c.tokens / high, c.tokens / low };
    } else {
        c.tokens = t.tokensB.value_or(0) * 1e9;
        c.wallHours = c.tokens / tokensPerSecond / 3600.0;
        c.wallHoursRange = { c.wallHours * low, c.wallHours * high };
        c.tokensRange = { c.tokens, c.tokens };
    }
    c.steps = c.tokens / t.globalBatchTokens;
    c.trainingFlops = c.tokens * flopsPerToken(s.model, t, t.attentionFlops);
    c.gpuHours = gpus * c.wallHours;
    c.gpuHoursRange = { gpus * c.wallHoursRange.p10, gpus * c.wallHoursRange.p90 };
    return c;
}

} // namespace Kova
