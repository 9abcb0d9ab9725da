#pragma once

#include "model/memory.h"
#include "model/scenario.h"
#include "model/throughput.h"

namespace Kova {

// Mixture-of-experts: each MoE layer replaces the dense MLP with `experts` routed SwiGLU experts, of which every
// token goes to `expertsPerToken`, plus `sharedExperts` every token goes to (Dai et al. 2024, "DeepSeekMoE", §3).
// A model with no routed experts is dense, and every function here gives the dense figure or nothing for it.

// Each expert is sized for 1.25 times its mean share of the tokens: Switch Transformer's capacity factor
// (Fedus et al. 2022, §2.2 and table 1); the layer waits on the busiest expert, so the routed experts' compute
// is counted that much longer.
inline constexpr double ExpertCapacityFactor = 1.25;

// Whether the model has routed experts.
bool isMixtureOfExperts(const ModelShape& m);

// Layers whose MLP is a mixture of experts: all but the leading dense ones; 0 for a dense model.
int moeLayers(const ModelShape& m);

// One expert's MLP inner size: expertFfnHidden, or the dense MLP's (ffnHiddenOf).
int expertFfnHiddenOf(const ModelShape& m);

// Parameters of one SwiGLU expert: gate, up and down, 3·h·f (Shazeer 2020, "GLU Variants").
double expertParams(const ModelShape& m);

// Parameters of all routed experts of all MoE layers.
double routedExpertParams(const ModelShape& m);

// Total parameters the shape adds up to: untied input and output embeddings 2·V·h, attention 2h² + 2h²·kv/a per
// layer, the dense MLPs 3·h·ffn, and per MoE layer the routed and shared experts plus the router's h × experts.
double shapeParams(const ModelShape& m);

// Parameters each token computes with: the total (params_b) less the routed experts it is not sent to.
double activeParams(const ModelShape& m);

// Share of a token's parameter FLOPs spent in its routed experts.
double routedFlopsShare(const ModelShape& m);

// The compute time multiplier of load imbalance: 1 + routed share × (capacity factor − 1); 1 for a dense model.
double expertImbalanceFactor(const ModelShape& m);

// All-to-all time of S bytes per rank over n ranks at bus bandwidth B: (S/B)·(n−1)/n
// (NVIDIA nccl-tests, doc/PERFORMANCE.md, alltoall).
double allToAllSeconds(double bytes, int ranks, double busGBs);

// Bytes one GPU sends in one dispatch (or receives back in one combine) of a MoE layer: its tokens of the
// micro-batch (b·s, split by sequence parallelism over t) × h × k experts × 2 bytes (16-bit activations).
double dispatchBytes(const ModelShape& m, const Training& t);

// The expert-parallel all-to-alls of one micro-batch on one pipeline stage: dispatch and combine forward and again
// backward, once more forward under full recomputation, in each of the stage's MoE layers, over the link of the
// tensor × expert parallel group.
double moeAllToAllSeconds(const ModelShape& m, const Training& t, double busGBs);

// The all-to-all time a micro-batch adds to its `computeSeconds`: all of moeAllToAllSeconds(), or with
// training.overlap_all_to_all only what the computation of other micro-batches does not cover (DeepSeek-AI 2024,
// DeepSeek-V3, §3.2.1: DualPipe overlaps the all-to-all with computation; Megatron Core's
// --overlap-moe-expert-parallel-comm).
double exposedAllToAllSeconds(const ModelShape& m, const Training& t, double busGBs, double computeSeconds);

// Parameters held per GPU before data-parallel sharding: the dense part over tensor × pipeline parallelism and the
// routed experts over tensor × expert × pipeline parallelism (Megatron Core's expert tensor parallelism defaults to
// the tensor-parallel size). A dense model: params_b / (t·p).
double paramsPerGpu(const ModelShape& m, const Training& t);

// Model states per GPU of a mixture-of-experts model trained in full: modelStates() of the dense part over the
// data-parallel ranks, plus modelStates() of the GPU's routed experts over the expert-data-parallel ranks
// (data-parallel size ÷ expert parallelism, Megatron Core's expert data parallelism).
ModelStates moeModelStates(const ModelShape& m, const Training& t, int dataParallel);

// Whether a data-parallel size takes the expert parallelism: it must be a multiple of it.
bool expertParallelFits(const Training& t, int dataParallel);

// What an estimate shows of a mixture of experts: its parameters and the cost of its routing.
struct MoeEstimate
{
    double totalParamsB = 0; // model.params_b: every expert is held in memory
    double activeParamsB = 0; // each token computes with these (activeParams)
    double shapeParamsB = 0; // what the shape adds up to (shapeParams), to check params_b against
    int expertParallel = 1;
    bool expertParallelInNode = true; // the tensor × expert parallel group fits in one node: NVLink, else the network
    double allToAllBusGBs = 0;
    double allToAllSecondsPerStep = 0; // dispatch and combine of every micro-batch of a step
    double imbalanceFactor = 1; // expertImbalanceFactor
    bool overlapped = false; // training.overlap_all_to_all
};

// The mixture-of-experts figures of a run on `gpus` GPUs of the offer, with the step's micro-batches and
// pipeline factor from `compute`; nothing for a dense model.
std::optional<MoeEstimate> moeEstimate(
    const Scenario& s, const Offer& offer, const GpuModel& gpu, const ComputeEstimate& compute);

} // namespace Kova
