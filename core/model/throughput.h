#pragma once

#include "model/catalogue.h"
#include "model/scenario.h"

namespace Kova {

// Where the MFU used came from: the scenario's value, its achieved TFLOPS, Kova's calibrated model, or the
// scenario's measured tokens per second.
enum class MfuOrigin { Scenario, AchievedTflops, Default, Measured };
// The words for MFU origins in `estimate --json` (compute.mfu_source).
constexpr std::array<KeyEntry<MfuOrigin>, 4> keyTable(MfuOrigin)
{
    return { { { MfuOrigin::Scenario, QLatin1StringView("scenario_mfu") },
        { MfuOrigin::AchievedTflops, QLatin1StringView("scenario_achieved_tflops") },
        { MfuOrigin::Default, QLatin1StringView("calibrated_model") },
        { MfuOrigin::Measured, QLatin1StringView("scenario_measured_tokens_per_s") } } };
}

// The model-FLOPs utilisation used, and where it came from.
struct MfuChoice
{
    double mfu = 0; // fraction of the dense peak actually achieved
    MfuOrigin origin = MfuOrigin::Default;
    const char* source = nullptr; // where a default comes from, untranslated: mfuSourceName() shows it
};

// The throughput model's free parameters and the spread of its errors, fitted by scripts/calibrate_throughput.py on
// the published runs of tests/validation/published_runs.json (its output: tests/validation/calibration.json;
// VALIDATION.md).
struct ThroughputCalibration
{
    double etaMax = 0; // the best fraction of the dense peak a GPU's own work reaches
    double memoryBoundK = 0; // weight of the memory-bound work: η = etaMax / (1 + k·(R/h)^MemoryBoundExponent)
    double runGoodput = 1; // share of a whole run's GPU-hours spent in training steps (restarts, evaluation aside)
    double logSigma = 0; // spread of ln(published/predicted) with each publication left out of the fit
    double logSigmaExtraGpu = 0; // added in quadrature for a GPU or precision the fit has not seen
    double logSigmaExtraSize = 0; // added in quadrature for a hidden size outside the fitted ones
    int hiddenMin = 0; // the fitted runs' hidden sizes
    int hiddenMax = 0;
    double p10Factor = 1; // time multipliers of logSigma alone: P10 and P90 of published/predicted
    double p90Factor = 1;
};
inline constexpr ThroughputCalibration Calibration { 1.0, 2.245993, 0.858339, 0.179116, 0.036774, 0.040163, 512, 25600,
    0.794895, 1.258028 };
// The power of R/h in computeEfficiency(): of 1, ½, ⅓ and ¼, ¼ gives the smallest error with a GPU, a size band or a
// publication left out of the fit (VALIDATION.md, variants); the refit script holds the same value.
inline constexpr double MemoryBoundExponent = 0.25;
// The GPUs of the fitted runs (catalogue ids); every one trained in BF16.
inline constexpr std::array CalibratedGpus { QLatin1StringView("a100-sxm4-40gb"), QLatin1StringView("a100-sxm4-80gb"),
    QLatin1StringView("h100-sxm") };

// Why an estimate's P10–P90 is wider than the calibration's own spread.
enum class UncertaintyReason { SizeOutsideCalibration, GpuNotCalibrated, PrecisionNotCalibrated, NetworkUnknown };
// The words for uncertainty reasons in `estimate --json` (compute.uncertainty_reasons).
constexpr std::array<KeyEntry<UncertaintyReason>, 4> keyTable(UncertaintyReason)
{
    return { { { UncertaintyReason::SizeOutsideCalibration, QLatin1StringView("size_outside_calibration") },
        { UncertaintyReason::GpuNotCalibrated, QLatin1StringView("gpu_not_calibrated") },
        { UncertaintyReason::PrecisionNotCalibrated, QLatin1StringView("precision_not_calibrated") },
        { UncertaintyReason::NetworkUnknown, QLatin1StringView("network_unknown") } } };
}

// Training FLOPs per token (PaLM, Chowdhery et al. 2022, app. B): 6·N + 12·L·h·T (forward 2N + 4·L·h·T,
// backward twice that; h = heads × head size); full recomputation runs the forward again: 8·N + 16·L·h·T;
// LoRA computes no weight gradients of the frozen base: 2·N less. Without the attention term, Kaplan's 6·N.
double flopsPerToken(const ModelShape& model, const Training& training, bool withAttention);

// The FLOPs per token the GPUs actually compute: flopsPerToken() less the input embedding's V·h parameters, a table
// lookup rather than a matrix product (Kaplan et al. 2020, §2.1, count N without embeddings); at most half of N.
double computedFlopsPerToken(const ModelShape& model, const Training& training, bool withAttention);

// Fraction of the dense peak a GPU reaches on its share of the layers, η = η_max / (1 + k·(R/h)^¼): the memory-bound
// work weighs more the faster the GPU computes relative to its memory, R = peak FLOP/s ÷ memory bytes/s (Williams et
// al. 2009, "Roofline"), and the smaller the hidden size h; the published runs fall as (R/h)^¼, not R/h or √(R/h)
// (VALIDATION.md: leaving a group out); η_max and k calibrated.
double computeEfficiency(const GpuModel& gpu, Precision precision, int hidden);

// Pipeline time over ideal time with m micro-batches, p stages and v model chunks per GPU (Narayanan et al. 2021,
// §2.2: bubble (p−1)/m of the ideal time, (p−1)/(v·m) interleaved), i.e. the bubble is (p−1)/(m+p−1) when v = 1.
double pipelineTimeFactor(int stages, int virtualStages, double microBatches);

// Megatron tensor parallelism's exchanges of one micro-batch on one pipeline stage: per layer two all-reduces of
// the b·s·h 16-bit activations forward and two backward, one forward more with full recomputation
// (Shoeybi et al. 2019, §3, fig. 4), over the tensor-parallel group's link.
double tensorParallelSeconds(const ModelShape& model, const Training& training, double busGBs);

// Ring all-reduce time of S bytes over n ranks at bus bandwidth B: (S/B)·2(n−1)/n
// (NVIDIA nccl-tests, doc/PERFORMANCE.md).
double allReduceSeconds(double bytes, int ranks, double busGBs);
// Reduce-scatter or all-gather: (S/B)·(n−1)/n (same source).
double reduceScatterSeconds(double bytes, int ranks, double busGBs);

// The NCCL bus bandwidth of the slowest link a run of `gpus` GPUs crosses, GB/s.
double busBandwidthGBs(const Offer& offer, const GpuModel& gpu, int gpus);

// The bus bandwidth of one data-parallel group: across nodes, a node's NICs are shared by the data-parallel groups
// that have a rank on it (one per model-parallel rank in the node), as NCCL runs one ring per NIC.
double dataParallelBusGBs(const Offer& offer, const GpuModel& gpu, int gpus, int modelParallel);

// A P10–P90 interval.
struct Interval
{
    double p10 = 0;
    double p90 = 0;
};

// How long the training takes on the cluster and why: FLOPs, steps, communication, MFU.
struct ComputeEstimate
{
    double tokens = 0;
    double trainingFlops = 0;
    double flopsPerSecond = 0; // the whole cluster, achieved
    double steps = 0;
    double stepSeconds = 0; // one training step, as a benchmark of the run would time it
    double exposedCommSecondsPerStep = 0;
    double runGoodput = 1; // share of the wall-clock spent in steps: Calibration.runGoodput when Kova's model runs
    double wallHours = 0; // without interruptions
    double gpuHours = 0;
    double microBatches = 1; // per step and data-parallel rank
    double pipelineFactor = 1; // pipeline time over ideal time (1 without pipeline parallelism)
    // P10–P90 from the calibration's leave-one-out spread when Kova's model gives the throughput; a point when the
    // scenario gives it. A fixed-duration run's hours are a point and its tokens a range.
    Interval gpuHoursRange;
    Interval wallHoursRange;
    Interval tokensRange;
    double rangeLogSigma = 0; // the spread behind the range (0: a point)
    QList<UncertaintyReason> uncertaintyReasons; // why the range is wider than the calibration's own spread
    MfuChoice mfu;
    Precision precision = Precision::BF16; // the precision actually computed at
    bool fixedDuration = false;
};

// Why a modelled estimate's range is wider than the calibration's spread: a hidden size outside the fitted ones, a
// GPU or precision the fit has not seen. A multi-node run on an unknown network is the fourth reason, which
// widenByNetwork() (model/network.h) adds with its widening.
QList<UncertaintyReason> uncertaintyReasons(const Scenario& s, const GpuModel& gpu, Precision precision);
// The log-normal spread of a modelled estimate: the calibration's, widened in quadrature for each reason
// (an unknown network widens the range by its fabrics instead, widenByNetwork()).
double rangeLogSigma(const QList<UncertaintyReason>& reasons);

// Step time from flopsPerToken() at the achieved FLOP/s plus the exposed communication; hours from tokens
// (or, for a fixed duration, tokens from hours). The achieved FLOP/s are the scenario's measured tokens per second,
// achieved TFLOP/s or MFU, in that order, else Kova's model: computeEfficiency(), tensor-parallel exchanges and the
// pipeline bubble, with a whole run spending Calibration.runGoodput of its time in steps. The scenario's
// cluster.network replaces the network of its own offer (withStatedNetwork()).
ComputeEstimate estimateCompute(
    const Scenario& s, const Offer& offer, const GpuModel& gpu, int gpus, Sharding sharding);

} // namespace Kova
