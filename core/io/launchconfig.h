#pragma once

#include "model/estimate.h"
#include "model/offer.h"
#include "model/scenario.h"

#include <QLocale>
#include <QString>

namespace Kova {

// The shape of a launch: how the plan's GPUs map onto nodes and how often it saves.
struct LaunchPlan
{
    int nodes = 1;
    int gpusPerNode = 1;
    int dataParallel = 1; // GPUs / (tensor × pipeline)
    int gradientAccumulation = 1; // global batch / (sequence × micro batch × data parallel), at least 1
    int checkpointSteps = 0; // 0: only at the end
    double checkpointIntervalMin = 0;
    double stepSeconds = 0;
    double timeLimitHours = 0; // the expected wall-clock with a margin
    PurchaseMode mode = PurchaseMode::OnDemand;
    QString fsdpStrategy; // FULL_SHARD, SHARD_GRAD_OP, NO_SHARD
    QString mixedPrecision; // bf16 or fp8
    bool gradientCheckpointing = false;
};

// The launch of the estimated plan on `offer`: nodes, parallelism, batch and checkpoint cadence.
LaunchPlan launchPlan(const Scenario& s, const Estimate& e, const Offer& offer);

// "FULL_SHARD" for ZeRO-3 and so on; FSDP has no optimizer-only sharding, so ZeRO-1 maps to SHARD_GRAD_OP.
QString fsdpShardingStrategy(Sharding sharding);

// SLURM's --time value, D-HH:MM:SS, rounded up to the minute.
QString slurmTimeLimit(double hours);

// A SLURM batch script that starts torchrun on every node with the axolotl configuration below.
QString slurmScript(const Scenario& s, const Estimate& e, const Offer& offer, const QLocale& locale = QLocale());

// The axolotl training configuration (FSDP, precision, batch, sequence length, checkpoints).
QString axolotlConfig(const Scenario& s, const Estimate& e, const Offer& offer, const QLocale& locale = QLocale());

// Megatron-LM's mixture-of-experts arguments for the scenario's model (Megatron Core MoE user guide: --num-experts,
// --moe-router-topk, --expert-model-parallel-size, --moe-ffn-hidden-size, --moe-shared-expert-intermediate-size,
// --moe-layer-freq, --moe-token-dispatcher-type alltoall, --moe-grouped-gemm); empty for a dense model.
QStringList megatronMoeArguments(const Scenario& s);

// The file names the two are saved under by default; the script names the configuration.
inline constexpr QLatin1StringView SlurmScriptFileName("kova-train.sbatch");
inline constexpr QLatin1StringView AxolotlConfigFileName("kova-axolotl.yaml");

} // namespace Kova
