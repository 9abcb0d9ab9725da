#pragma once

#include "model/catalogue.h"
#include "model/scenario.h"

namespace Kova {

// Where the MFU used came from: the scenario's value, its achieved TFLOPS, or the default.
enum class MfuOrigin { Scenario, AchievedTflops, Default };

// The model-FLOPs utilisation used, and where it came from.
struct MfuChoice
{
    double mfu = 0; // fraction of the dense peak actually achieved
    MfuOrigin origin = MfuOrigin::Default;
    const char* source = nullptr; // where a default comes from, untranslated: mfuSourceName() shows it
};

// The documented default model-FLOPs utilisation for a GPU generation and precision.
MfuChoice defaultMfu(const GpuModel& gpu, Precision precision);

// Training FLOPs per token: 6·N (forward 2N, backward 4N; Kaplan et al. 2020, "Scaling Laws", §2.1),
// 8·N with full recomputation (one more forward), about 4·N for LoRA (no weight gradients of the
// frozen base); plus, when asked, PaLM's attention term 12·L·h·T (Chowdhery et al. 2022, app. B).
double flopsPerToken(const ModelShape& model, const Training& training, bool withAttention);

// Ring all-reduce time of S bytes over n ranks at bus bandwidth B: (S/B)·2(n−1)/n
// (NVIDIA nccl-tests, doc/PERFORMANCE.md).
double allReduceSeconds(double bytes, int ranks, double busGBs);
// Reduce-scatter or all-gather: (S/B)·(n−1)/n (same source).
double reduceScatterSeconds(double bytes, int ranks, double busGBs);

// The NCCL bus bandwidth of the slowest link a run of `gpus` GPUs crosses, GB/s.
double busBandwidthGBs(const Offer& offer, const GpuModel& gpu, int gpus);

// How long the training takes on the cluster and why: FLOPs, steps, communication, MFU.
struct ComputeEstimate
{
    double tokens = 0;
    double trainingFlops = 0;
    double flopsPerSecond = 0; // the whole cluster, achieved
    double steps = 0;
    double stepSeconds = 0;
    double exposedCommSecondsPerStep = 0;
    double wallHours = 0; // without interruptions
    double gpuHours = 0;
    MfuChoice mfu;
    Precision precision = Precision::BF16; // the precision actually computed at
    bool fixedDuration = false;
};

// Step time from flopsPerToken() at the achieved FLOP/s plus the exposed communication; hours from tokens
// (or, for a fixed duration, tokens from hours).
ComputeEstimate estimateCompute(
    const Scenario& s, const Offer& offer, const GpuModel& gpu, int gpus, Sharding sharding);

} // namespace Kova
