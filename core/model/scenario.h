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

struct ModelShape
{
    double paramsB = 8;
    int layers = 32;
    int hidden = 4096;
    int heads = 32;
    int seqLen = 4096;
    int vocab = 128256;
};

// A shape for a parameter count alone: 12·L·h² ≈ N (Kaplan et al. 2020, non-embedding parameters)
// with an aspect ratio h = 128·L, h a multiple of 128, 128-wide heads, 4,096 tokens, Llama 3's vocabulary.
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
    Recompute recompute = Recompute::Selective;
    int microBatch = 1;
    std::optional<double> mfu;
    std::optional<double> achievedTflops;
    int loraRank = 16;
    bool attentionFlops = false; // add PaLM's attention term to 6·N·D
};

// A part of the run on a different GPU count or mode, e.g. "tune on 1×, train on 8×".
struct Phase
{
    QString name;
    int gpus = 1;
    double hours = 1;
    PurchaseMode mode = PurchaseMode::OnDemand;
};

struct Cluster
{
    QString offerId = QStringLiteral("kova-h100-sxm");
    int gpus = 8;
    QList<Phase> phases;
};

struct InterruptionSettings
{
    double mtbiHours = 0; // 0: interruptions are not modelled
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
