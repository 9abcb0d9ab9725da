#pragma once

#include "model/catalogue.h"
#include "model/scenario.h"

#include <array>
#include <optional>

namespace Kova {

// The parts of the memory per GPU, in the order the charts stack them.
enum class MemoryPart { Weights, Gradients, Optimizer, Activations, Overhead };
inline constexpr std::array AllMemoryParts { MemoryPart::Weights, MemoryPart::Gradients, MemoryPart::Optimizer,
    MemoryPart::Activations, MemoryPart::Overhead };

// Memory per GPU, GB (10^9 bytes), by part.
struct MemoryBreakdown
{
    double weightsGb = 0;
    double gradientsGb = 0;
    double optimizerGb = 0;
    double activationsGb = 0;
    double overheadGb = 0;
    // Optimizer states a paged optimizer moves to host memory under pressure: not counted on the GPU.
    double pagedOptimizerGb = 0;

    double totalGb() const { return weightsGb + gradientsGb + optimizerGb + activationsGb + overheadGb; }
    // One part's GB, for the charts that walk AllMemoryParts.
    double partGb(MemoryPart part) const;
};

// Model states per GPU, bytes.
struct ModelStates
{
    double weights = 0, gradients = 0, optimizer = 0;
};

// The model states of `params` parameters trained in bf16 with fp32 AdamW, as each framework holds them, over
// `dataParallel` ranks; `largestLayerParams` is the biggest module gathered whole under ZeRO-3.
// - zero_paper: 2 + 2 + 12 bytes; stage 1 shards the 12, stage 2 the gradients too, stage 3 everything
//   (Rajbhandari et al. 2020, "ZeRO", §5 and figure 1).
// - megatron: bf16 weights, fp32 gradient buffer (main_grad), fp32 master + Adam: 18 bytes; its distributed
//   optimizer (ZeRO-1) 6 + 12/d (Megatron Core user guide, "Distributed Optimizer", bytes per parameter table);
//   ZeRO-2 and ZeRO-3 shard as the paper, plus the largest module gathered at ZeRO-3 as below.
// - deepspeed: ZeRO-1 and ZeRO-2 4 + 16/d, ZeRO-3 18/d + 4 × largest layer (DeepSpeed,
//   estimate_zero2_model_states_mem_needs and estimate_zero3_model_states_mem_needs, no offload); without
//   ZeRO its bf16 optimizer keeps the 16-bit gradients and fp32 ones: 20 bytes.
// - fsdp: PyTorch FSDP with bf16 mixed precision keeps the fp32 parameters as the master copy, fp32 gradients
//   and Adam's two moments: 16 bytes sharded by FULL_SHARD (ZeRO-3, plus the gathered bf16 module and its
//   gradient, 4 × largest layer), with the unsharded bf16 copy (2) under SHARD_GRAD_OP (ZeRO-2; FSDP has no
//   optimizer-only sharding, so ZeRO-1 is counted as ZeRO-2) and NO_SHARD (DDP, 18).
ModelStates modelStates(
    Framework framework, Sharding sharding, double params, int dataParallel, double largestLayerParams);

// Parameters of the largest module a ZeRO-3 rank gathers whole: the embedding V·h or a layer's widest linear
// (h × ffn), split over t tensor-parallel ranks (as DeepSpeed's model_to_params counts modules).
double largestLayerParams(const ModelShape& m, int tensorParallel);

// Parameters trained by LoRA adapters of rank r on the chosen linear layers of every block: r·(in + out) per
// adapted in×out matrix (Hu et al. 2021, "LoRA", §4.1); q and o are h×h, k and v h×(h·kv/a) under grouped-query
// attention, gate and up h×ffn, down ffn×h.
double loraTrainableParams(const ModelShape& m, const Training& t);

// Parameters a model-parallel rank holds beyond its 1/(t·p) share: the key and value projections, h × h/a per
// head each, of the heads replicated when tensor parallelism is wider than the key/value heads.
double replicatedKvParamsPerRank(const ModelShape& m, const Training& t);
// The parameters one model-parallel rank holds and trains: N/(t·p) and the replicated key/value projections.
double paramsPerRank(const ModelShape& m, const Training& t);

// Activation bytes of one transformer layer, 16-bit activations (Korthikanti et al. 2022, §4, table 2).
// Tensor parallel with sequence parallelism (sbh/t)(34 + 5as/h), without it sbh(10 + 24/t + 5as/(ht)),
// which at t = 1 are both sbh(34 + 5as/h). FlashAttention keeps none of the 5as²b bytes of attention scores
// (Dao et al. 2022, §3.1: the s×s matrices are never written to memory), as selective recomputation
// (34·sbh/t) does. Grouped-query attention shrinks the keys and values (4 of the 34): 30 + 4·kv/a, with kv the
// heads of all ranks counting replicas (t·kvHeadsPerRank()).
// Full recomputation keeps the layer input only, 2·sbh.
double activationBytesPerLayer(const ModelShape& m, const Training& t);

// The layers' worth of activations a pipeline rank holds at its peak: with 1F1B the first stage keeps p
// micro-batches of its l/p layers, l in all; the interleaved schedule with v model chunks per rank keeps
// l·(1 + (p − 1)/(p·v)) (Korthikanti et al. 2022, §4.2.3).
double layersInFlight(int layers, int pipelineParallel, int virtualStages);

// Whether `gpus` GPUs can share the global batch: every data-parallel rank needs at least one
// micro-batch of full sequences per step.
bool batchCoversGpus(const ModelShape& model, const Training& training, int gpus);

// Memory per GPU: the framework's model states sharded by the ZeRO stage, activations, overhead.
MemoryBreakdown memoryPerGpu(const ModelShape& model, const Training& training, int gpus);

// The smallest GPU count (a multiple of the model-parallel group) whose memory per GPU fits in
// usableVramGb; empty when none up to maxGpus fits.
std::optional<int> minimumGpus(
    const ModelShape& model, const Training& training, double usableVramGb, int maxGpus = 65536);

} // namespace Kova
