#pragma once

#include "model/energy.h"
#include "model/offer.h"
#include "model/result.h"

#include <QJsonObject>
#include <QList>
#include <array>
#include <optional>

namespace Kova {

inline constexpr int ScenarioFormatVersion = 1;

// Which weights a run trains: all of them or low-rank adapters.
enum class TrainingMethod { Full, LoRA, QLoRA };
// The scenario's words for training.method.
constexpr std::array<KeyEntry<TrainingMethod>, 3> keyTable(TrainingMethod)
{
    return { { { TrainingMethod::Full, QLatin1StringView("full") }, { TrainingMethod::LoRA, QLatin1StringView("lora") },
        { TrainingMethod::QLoRA, QLatin1StringView("qlora") } } };
}

// How the weights, gradients and optimizer state are split across data-parallel GPUs.
enum class Sharding { DDP, ZeRO1, ZeRO2, ZeRO3 };
// The scenario's words for training.sharding.
constexpr std::array<KeyEntry<Sharding>, 4> keyTable(Sharding)
{
    return { { { Sharding::DDP, QLatin1StringView("ddp") }, { Sharding::ZeRO1, QLatin1StringView("zero1") },
        { Sharding::ZeRO2, QLatin1StringView("zero2") }, { Sharding::ZeRO3, QLatin1StringView("zero3") } } };
}

// Which activations are recomputed in the backward pass instead of kept.
enum class Recompute { None, Selective, Full };
// The scenario's words for training.recompute.
constexpr std::array<KeyEntry<Recompute>, 3> keyTable(Recompute)
{
    return { { { Recompute::None, QLatin1StringView("none") }, { Recompute::Selective, QLatin1StringView("selective") },
        { Recompute::Full, QLatin1StringView("full") } } };
}

// Which framework holds the model states, for the bytes it keeps per parameter (model/memory.h).
enum class Framework { Megatron, DeepSpeed, FSDP, ZeroPaper };
// The scenario's words for training.framework.
constexpr std::array<KeyEntry<Framework>, 4> keyTable(Framework)
{
    return { { { Framework::Megatron, QLatin1StringView("megatron") },
        { Framework::DeepSpeed, QLatin1StringView("deepspeed") }, { Framework::FSDP, QLatin1StringView("fsdp") },
        { Framework::ZeroPaper, QLatin1StringView("zero_paper") } } };
}

// The linear layers of a Llama-style block a LoRA adapter can be put on.
enum class LoraTarget { Query, Key, Value, Output, Gate, Up, Down };
// The scenario's words for the elements of training.lora_targets (PEFT's target_modules, short form).
constexpr std::array<KeyEntry<LoraTarget>, 7> keyTable(LoraTarget)
{
    return { { { LoraTarget::Query, QLatin1StringView("q") }, { LoraTarget::Key, QLatin1StringView("k") },
        { LoraTarget::Value, QLatin1StringView("v") }, { LoraTarget::Output, QLatin1StringView("o") },
        { LoraTarget::Gate, QLatin1StringView("gate") }, { LoraTarget::Up, QLatin1StringView("up") },
        { LoraTarget::Down, QLatin1StringView("down") } } };
}
// Every linear layer, the QLoRA paper's choice (Dettmers et al. 2023, §4: adapters on all linear layers).
QList<LoraTarget> allLoraTargets();

struct ModelShape
{
    double paramsB = 8;
    int layers = 32;
    int hidden = 4096;
    int heads = 32;
    int seqLen = 4096;
    int vocab = 128256;
    int kvHeads = 0; // key/value heads of grouped-query attention; 0: as many as heads
    int ffnHidden = 0; // the MLP's inner size; 0: Llama's rule (ffnHiddenOf)
    // Mixture-of-experts (model/moe.h); 0 routed experts: a dense model, and the other four are unused.
    int experts = 0; // routed experts of each MoE layer
    int expertsPerToken = 0; // routed experts each token goes to (top-k)
    int sharedExperts = 0; // experts every token goes to (DeepSeekMoE's shared experts)
    int expertFfnHidden = 0; // one expert's MLP inner size; 0: ffnHiddenOf()
    int denseLayers = 0; // leading layers with a dense MLP instead of experts
};

// The key/value heads: kvHeads, or heads without grouped-query attention.
int kvHeadsOf(const ModelShape& m);
// Whether tensor parallelism of t can place the key/value heads: kv/t whole heads on each rank, or, when t is wider
// than kv and a multiple of it, each head replicated on t/kv ranks (Megatron-LM with num_query_groups <
// tensor_model_parallel_size keeps replicated copies of the groups on the ranks that share them).
bool kvHeadsFitTensorParallel(const ModelShape& m, int tensorParallel);
// The key/value heads each tensor-parallel rank holds: kv/t, at least one (a replica when t > kv).
int kvHeadsPerRank(const ModelShape& m, int tensorParallel);
// The MLP's inner size: ffnHidden, or Llama's 2/3 of 4h rounded up to a multiple of 256
// (Touvron et al. 2023, §2.2 SwiGLU; multiple_of = 256 in Meta's llama/model.py): 11,008 for h = 4,096.
int ffnHiddenOf(const ModelShape& m);

// A shape for a parameter count alone: 12·L·h² ≈ N (Kaplan et al. 2020, non-embedding parameters) near the aspect
// ratio h = 128·L, with heads of 128 (64 for h < 1,024) whose count divides by 8, as published shapes do (Llama 2
// 70B: 64 heads of 128), 4,096 tokens, Llama 3's vocabulary.
ModelShape defaultShapeFor(double paramsB);

// The precisions a run can train in, the choices of training.precision (TF32 is only a catalogue peak).
inline constexpr std::array TrainingPrecisions { Precision::BF16, Precision::FP8, Precision::FP4 };

struct Training
{
    TrainingMethod method = TrainingMethod::Full;
    std::optional<double> tokensB;
    std::optional<double> durationHours;
    double globalBatchTokens = 4194304;
    Precision precision = Precision::BF16;
    QString optimizer = QStringLiteral("adamw");
    Sharding sharding = Sharding::ZeRO3;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int expertParallel = 1; // GPUs the routed experts of a layer are spread over (model/moe.h)
    bool overlapAllToAll = false; // the experts' all-to-all runs during other micro-batches' compute
    int virtualPipelineStages = 1; // model chunks per GPU of the interleaved 1F1B schedule (Narayanan et al. 2021)
    Recompute recompute = Recompute::Selective;
    int microBatch = 1;
    std::optional<double> mfu;
    std::optional<double> achievedTflops;
    std::optional<double> measuredTokensPerSecondPerGpu; // from the user's own benchmark of this run
    int loraRank = 16;
    bool attentionFlops = true; // add PaLM's attention term to 6·N·D
    Framework framework = Framework::Megatron;
    bool flashAttention = true; // FlashAttention keeps no s×s attention matrices (Dao et al. 2022)
    bool sequenceParallel = true; // with tensor parallelism (Korthikanti et al. 2022, §4.2.2)
    QList<LoraTarget> loraTargets = allLoraTargets();
    double loraAlpha = 16; // LoRA's scale α/r; the QLoRA paper's α = 16 (Dettmers et al. 2023, its Guanaco runs)
    std::optional<bool> pagedOptimizer; // absent: on for QLoRA, off otherwise (pagedOptimizerOf)
    bool doubleQuant = true; // QLoRA's double quantisation of the NF4 constants
};

// Whether the optimizer states are paged to host memory under pressure (bitsandbytes' paged AdamW,
// Dettmers et al. 2023, §3): the scenario's choice, else on for QLoRA as the paper runs it.
bool pagedOptimizerOf(const Training& t);

// A part of the run on a different GPU count or mode, e.g. "tune on 1×, train on 8×".
struct Phase
{
    QString name;
    int gpus = 1;
    double hours = 1;
    PurchaseMode mode = PurchaseMode::OnDemand;
};

// The network between the cluster's nodes as the scenario states it (cluster.network).
struct StatedNetwork
{
    ClusterNetwork fabric = ClusterNetwork::InfiniBand; // one of StatedFabrics
    double gbpsPerGpu = 0; // > 0

    bool operator==(const StatedNetwork&) const = default;
};

struct Cluster
{
    QString offerId = QStringLiteral("kova-h100-sxm");
    int gpus = 8;
    QList<Phase> phases;
    std::optional<StatedNetwork> network; // absent: the offer's network
};

// Hardware failures of one GPU: one per 50,000 GPU-hours. Llama 3 405B saw 419 unexpected interruptions in
// 54 days on 16,384 H100 (Llama Team 2024, "The Llama 3 Herd of Models", §3.3.4, table 5):
// 16,384 × 54 × 24 / 419 = 50,677 GPU-hours each, rounded down.
inline constexpr double DefaultGpuMtbfHours = 50000;

struct InterruptionSettings
{
    double mtbiHours = 0; // preemptions of interruptible and spot capacity; 0: not modelled
    double gpuMtbfHours = 0; // hardware failures, every mode: mean hours between failures of one GPU; 0: not modelled
    double checkpointWriteMin = 2;
    double restartMin = 10;
    std::optional<double> checkpointIntervalMin; // absent: the optimal (Daly) interval
};

struct StoragePlan
{
    double checkpointVolumeGb = 500;
    double retentionDays = 0;
    double datasetGb = 400;
    double egressGb = 0;
};

struct SpotPlan
{
    std::optional<double> bid; // $/GPU-hour; with a trace, the run pauses while the price is above it
    QString tracePath; // CSV: hour,price
};

struct Scenario
{
    QString name;
    ModelShape model;
    Training training;
    Cluster cluster;
    PurchaseMode mode = PurchaseMode::Interruptible;
    InterruptionSettings interruptions;
    StoragePlan storage;
    SpotPlan spot;
    EnergySettings energy;
    quint64 seed = 20261130;
    QJsonObject document; // the file as read, so keys this version does not know survive a save

    friend bool operator==(const Scenario& a, const Scenario& b);
};

// The scenario as a kova_scenario document (io/scenariofile.h reads and writes the files); the keys of
// `document` this version does not know are kept. Scenarios are equal when their documents are.
QJsonObject scenarioToJson(const Scenario& s);

} // namespace Kova
