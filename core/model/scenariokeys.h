#pragma once

#include <QLatin1StringView>
#include <array>

namespace Kova {

// The keys of a scenario file, as dotted paths ("training.mfu"): what the reader and writer use, what warnings and
// errors point at and what the window's fields are named by. A typo here does not compile elsewhere.
namespace ScenarioKey {

// The section of a path ("training" for "training.mfu"; empty for a top-level key).
constexpr QLatin1StringView sectionOf(QLatin1StringView path)
{
    for (qsizetype i = 0; i < path.size(); ++i)
        if (path[i] == u'.')
            return QLatin1StringView(path.data(), i);
    return {};
}

// The key within its section ("mfu" for "training.mfu").
constexpr QLatin1StringView leafOf(QLatin1StringView path)
{
    const qsizetype section = sectionOf(path).size();
    return section == 0 ? path : QLatin1StringView(path.data() + section + 1, path.size() - section - 1);
}

inline constexpr QLatin1StringView Version { "kova_scenario" };
inline constexpr QLatin1StringView Name { "name" };
inline constexpr QLatin1StringView Mode { "mode" };
inline constexpr QLatin1StringView Seed { "seed" };

inline constexpr QLatin1StringView Model { "model" };
inline constexpr QLatin1StringView ModelParamsB { "model.params_b" };
inline constexpr QLatin1StringView ModelLayers { "model.layers" };
inline constexpr QLatin1StringView ModelHidden { "model.hidden" };
inline constexpr QLatin1StringView ModelHeads { "model.heads" };
inline constexpr QLatin1StringView ModelSeqLen { "model.seq_len" };
inline constexpr QLatin1StringView ModelVocab { "model.vocab" };
inline constexpr QLatin1StringView ModelKvHeads { "model.kv_heads" };
inline constexpr QLatin1StringView ModelFfnHidden { "model.ffn_hidden" };
inline constexpr QLatin1StringView ModelExperts { "model.experts" };
inline constexpr QLatin1StringView ModelExpertsPerToken { "model.experts_per_token" };
inline constexpr QLatin1StringView ModelSharedExperts { "model.shared_experts" };
inline constexpr QLatin1StringView ModelExpertFfnHidden { "model.expert_ffn_hidden" };
inline constexpr QLatin1StringView ModelDenseLayers { "model.dense_layers" };

inline constexpr QLatin1StringView Training { "training" };
inline constexpr QLatin1StringView TrainingMethod { "training.method" };
inline constexpr QLatin1StringView TrainingTokensB { "training.tokens_b" };
inline constexpr QLatin1StringView TrainingDurationHours { "training.duration_hours" };
inline constexpr QLatin1StringView TrainingGlobalBatchTokens { "training.global_batch_tokens" };
inline constexpr QLatin1StringView TrainingPrecision { "training.precision" };
inline constexpr QLatin1StringView TrainingOptimizer { "training.optimizer" };
inline constexpr QLatin1StringView TrainingSharding { "training.sharding" };
inline constexpr QLatin1StringView TrainingTensorParallel { "training.tensor_parallel" };
inline constexpr QLatin1StringView TrainingPipelineParallel { "training.pipeline_parallel" };
inline constexpr QLatin1StringView TrainingRecompute { "training.recompute" };
inline constexpr QLatin1StringView TrainingMicroBatch { "training.micro_batch" };
inline constexpr QLatin1StringView TrainingMfu { "training.mfu" };
inline constexpr QLatin1StringView TrainingAchievedTflops { "training.achieved_tflops" };
inline constexpr QLatin1StringView TrainingMeasuredTokensPerSecondPerGpu { "training.measured_tokens_per_s_per_gpu" };
inline constexpr QLatin1StringView TrainingVirtualPipelineStages { "training.virtual_pipeline_stages" };
inline constexpr QLatin1StringView TrainingLoraRank { "training.lora_rank" };
inline constexpr QLatin1StringView TrainingAttentionFlops { "training.attention_flops" };
inline constexpr QLatin1StringView TrainingFramework { "training.framework" };
inline constexpr QLatin1StringView TrainingFlashAttention { "training.flash_attention" };
inline constexpr QLatin1StringView TrainingSequenceParallel { "training.sequence_parallel" };
inline constexpr QLatin1StringView TrainingLoraTargets { "training.lora_targets" };
inline constexpr QLatin1StringView TrainingLoraAlpha { "training.lora_alpha" };
inline constexpr QLatin1StringView TrainingPagedOptimizer { "training.paged_optimizer" };
inline constexpr QLatin1StringView TrainingDoubleQuant { "training.double_quant" };
inline constexpr QLatin1StringView TrainingExpertParallel { "training.expert_parallel" };
inline constexpr QLatin1StringView TrainingOverlapAllToAll { "training.overlap_all_to_all" };

inline constexpr QLatin1StringView Cluster { "cluster" };
inline constexpr QLatin1StringView ClusterOffer { "cluster.offer" };
inline constexpr QLatin1StringView ClusterGpus { "cluster.gpus" };
inline constexpr QLatin1StringView ClusterPhases { "cluster.phases" };
// The cluster's network as the scenario states it, over the offer's: an object of a fabric and Gb/s per GPU.
inline constexpr QLatin1StringView ClusterNetwork { "cluster.network" };
inline constexpr QLatin1StringView ClusterNetworkFabric { "cluster.network.fabric" };
inline constexpr QLatin1StringView ClusterNetworkGbpsPerGpu { "cluster.network.gbps_per_gpu" };
// The keys of the cluster.network object.
inline constexpr QLatin1StringView NetworkFabric { "fabric" };
inline constexpr QLatin1StringView NetworkGbpsPerGpu { "gbps_per_gpu" };
// The keys of each element of cluster.phases.
inline constexpr QLatin1StringView PhaseName { "name" };
inline constexpr QLatin1StringView PhaseGpus { "gpus" };
inline constexpr QLatin1StringView PhaseHours { "hours" };
inline constexpr QLatin1StringView PhaseMode { "mode" };

inline constexpr QLatin1StringView Interruptions { "interruptions" };
inline constexpr QLatin1StringView InterruptionsMtbiHours { "interruptions.mtbi_hours" };
inline constexpr QLatin1StringView InterruptionsGpuMtbfHours { "interruptions.gpu_mtbf_hours" };
inline constexpr QLatin1StringView InterruptionsCheckpointWriteMin { "interruptions.checkpoint_write_min" };
inline constexpr QLatin1StringView InterruptionsRestartMin { "interruptions.restart_min" };
inline constexpr QLatin1StringView InterruptionsCheckpointIntervalMin { "interruptions.checkpoint_interval_min" };

inline constexpr QLatin1StringView Storage { "storage" };
inline constexpr QLatin1StringView StorageCheckpointVolumeGb { "storage.checkpoint_volume_gb" };
inline constexpr QLatin1StringView StorageRetentionDays { "storage.retention_days" };
inline constexpr QLatin1StringView StorageDatasetGb { "storage.dataset_gb" };
inline constexpr QLatin1StringView StorageEgressGb { "storage.egress_gb" };

inline constexpr QLatin1StringView Spot { "spot" };
inline constexpr QLatin1StringView SpotBid { "spot.bid" };
inline constexpr QLatin1StringView SpotTrace { "spot.trace" };

inline constexpr QLatin1StringView Energy { "energy" };
inline constexpr QLatin1StringView EnergyGpuUtilisation { "energy.gpu_utilisation" };
inline constexpr QLatin1StringView EnergyOverheadWPerGpu { "energy.overhead_w_per_gpu" };
inline constexpr QLatin1StringView EnergyPue { "energy.pue" };
inline constexpr QLatin1StringView EnergyGridKgPerKwh { "energy.grid_kg_per_kwh" };

// Every value a scenario file can hold, by path (the phases' own keys are in PhaseKeys).
inline constexpr std::array Values { Version, Name, Mode, Seed, ModelParamsB, ModelLayers, ModelHidden, ModelHeads,
    ModelSeqLen, ModelVocab, TrainingMethod, TrainingTokensB, TrainingDurationHours, TrainingGlobalBatchTokens,
    TrainingPrecision, TrainingOptimizer, TrainingSharding, TrainingTensorParallel, TrainingPipelineParallel,
    TrainingRecompute, TrainingMicroBatch, TrainingMfu, TrainingAchievedTflops, TrainingLoraRank,
    TrainingAttentionFlops, TrainingMeasuredTokensPerSecondPerGpu, ClusterOffer, ClusterGpus, ClusterPhases,
    InterruptionsMtbiHours, ModelKvHeads, ModelFfnHidden, TrainingFramework, TrainingFlashAttention,
    TrainingSequenceParallel, TrainingVirtualPipelineStages, TrainingLoraTargets, TrainingLoraAlpha,
    TrainingPagedOptimizer, TrainingDoubleQuant, InterruptionsGpuMtbfHours, InterruptionsCheckpointWriteMin,
    InterruptionsRestartMin, InterruptionsCheckpointIntervalMin, StorageCheckpointVolumeGb, StorageRetentionDays,
    StorageDatasetGb, StorageEgressGb, SpotBid, SpotTrace, EnergyGpuUtilisation, EnergyOverheadWPerGpu, EnergyPue,
    EnergyGridKgPerKwh, ModelExperts, ModelExpertsPerToken, ModelSharedExperts, ModelExpertFfnHidden, ModelDenseLayers,
    TrainingExpertParallel, TrainingOverlapAllToAll, ClusterNetworkFabric,
    ClusterNetworkGbpsPerGpu };
// The keys of one element of cluster.phases.
inline constexpr std::array PhaseKeys { PhaseName, PhaseGpus, PhaseHours, PhaseMode };

} // namespace ScenarioKey

} // namespace Kova
