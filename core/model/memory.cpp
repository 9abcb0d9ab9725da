#include "model/memory.h"

#include "model/moe.h"

#include <algorithm>

namespace Kova {

namespace {

constexpr double GB = 1e9;
// CUDA context, NCCL buffers and kernels' workspaces: about 2 GB per GPU (PyTorch + NCCL as usually
// measured), plus 10 % of the tensors for the caching allocator's fragmentation.
constexpr double FrameworkFixedGb = 2.0;
constexpr double FragmentationShare = 0.10;
// QLoRA: NF4 weights (4 bits) with one fp32 absmax per block of 64 (0.5 bits), or with double quantisation
// 8-bit absmaxes and one fp32 constant per 256 of them, 8/64 + 32/(64·256) = 0.127 bits (Dettmers et al. 2023, §3).
constexpr double Nf4BitsPerParam = 4.5;
constexpr double Nf4DoubleQuantBitsPerParam = 4.127;
// LoRA adapters as PEFT keeps them by default: fp32 weights and gradients, Adam's two fp32 moments
// (16 bytes; PEFT's autocast_adapter_dtype). QLoRA's adapters compute in bf16: 2 + 2 bytes and 32-bit paged
// AdamW, 8 (Dettmers et al. 2023, §2: 26 MB of 16-bit LoRA parameters for 0.2 % of a 7B model).
constexpr ModelStates LoraBytesPerParam { 4, 4, 8 };
constexpr ModelStates QloraBytesPerParam { 2, 2, 8 };

ModelStates scaled(ModelStates bytes, double params, double weightShards, double gradientShards, double optimizerShards)
{
    return { bytes.weights * params / weightShards, bytes.gradients * params / gradientShards,
        bytes.optimizer * params / optimizerShards };
}

// Adapters: frozen base weights (16-bit, or NF4 for the quantised linear layers with the embeddings kept in
// 16-bit), adapter states sharded as the ZeRO paper shards them; frozen weights only by ZeRO-3 / FSDP.
ModelStates adapterStates(const ModelShape& model, const Training& t, double psiBase, double psiAdapter, int nd)
{
    const ModelStates perParam = t.method == TrainingMethod::QLoRA ? QloraBytesPerParam : LoraBytesPerParam;
    const Sharding s = t.sharding;
    const double d = nd;
    ModelStates states = scaled(perParam, psiAdapter, s == Sharding::ZeRO3 ? d : 1,
        s == Sharding::ZeRO2 || s == Sharding::ZeRO3 ? d : 1, s == Sharding::DDP ? 1 : d);
    double baseBytes = 2.0 * psiBase;
    if (t.method == TrainingMethod::QLoRA) {
        const double bits = t.doubleQuant ? Nf4DoubleQuantBitsPerParam : Nf4BitsPerParam;
        const double shards = psiBase / (model.paramsB * 1e9);
        const double embeddings = std::min(psiBase, 2.0 * model.vocab * double(model.hidden) * shards);
        baseBytes = (psiBase - embeddings) * bits / 8.0 + 2.0 * embeddings;
    }
    states.weights += s == Sharding::ZeRO3 ? baseBytes / d : baseBytes;
    return states;
}

} // namespace

ModelStates modelStates(Framework framework, Sharding sharding, double params, int dataParallel, double largestLayer)
{
    const double d = dataParallel;
    // The module a ZeRO-3 rank gathers, in bf16, and its bf16 gradient before the reduce-scatter.
    const ModelStates gathered { 2 * largestLayer, 2 * largestLayer, 0 };
    auto plus = [](ModelStates a, ModelStates b) {
        return ModelStates { a.weights + b.weights, a.gradients + b.gradients, a.optimizer + b.optimizer };
    };
    switch (framework) {
    case Framework::ZeroPaper:
        return scaled({ 2, 2, 12 }, params, sharding == Sharding::ZeRO3 ? d : 1,
            sharding == Sharding::ZeRO2 || sharding == Sharding::ZeRO3 ? d : 1, sharding == Sharding::DDP ? 1 : d);
    case Framework::Megatron: {
        const ModelStates s = scaled({ 2, 4, 12 }, params, sharding == Sharding::ZeRO3 ? d : 1,
            sharding == Sharding::ZeRO2 || sharding == Sharding::ZeRO3 ? d : 1, sharding == Sharding::DDP ? 1 : d);
        return sharding == Sharding::ZeRO3 ? plus(s, gathered) : s;
    }
    case Framework::DeepSpeed:
        switch (sharding) {
        case Sharding::DDP:
            return scaled({ 2, 2, 16 }, params, 1, 1, 1);
        case Sharding::ZeRO1:
        case Sharding::ZeRO2:
            return scaled({ 2, 2, 16 }, params, 1, 1, d);
        case Sharding::ZeRO3:
            return plus(scaled({ 2, 4, 12 }, params, d, d, d), gathered);
        }
        break;
    case Framework::FSDP:
        switch (sharding) {
        case Sharding::DDP:
            return scaled({ 2, 4, 12 }, params, 1, 1, 1);
        case Sharding::ZeRO1:
        case Sharding::ZeRO2:
            return scaled({ 2, 4, 12 }, params, 1, d, d);
        case Sharding::ZeRO3:
            return plus(scaled({ 0, 4, 12 }, params, 1, d, d), gathered);
        }
        break;
    }
    return {};
}

double largestLayerParams(const ModelShape& m, int tensorParallel)
{
    return std::max(double(m.vocab) * m.hidden, double(m.hidden) * ffnHiddenOf(m)) / tensorParallel;
}

double loraTrainableParams(const ModelShape& m, const Training& t)
{
    const double h = m.hidden, f = ffnHiddenOf(m), kv = h * kvHeadsOf(m) / m.heads;
    double perRank = 0;
    for (LoraTarget target : t.loraTargets) {
        switch (target) {
        case LoraTarget::Query:
        case LoraTarget::Output:
            perRank += h + h;
            break;
        case LoraTarget::Key:
        case LoraTarget::Value:
            perRank += h + kv;
            break;
        case LoraTarget::Gate:
        case LoraTarget::Up:
        case LoraTarget::Down:
            perRank += h + f;
            break;
        }
    }
    return perRank * t.loraRank * m.layers;
}

double replicatedKvParamsPerRank(const ModelShape& m, const Training& t)
{
    const double tp = std::max(1, t.tensorParallel);
    const double extraHeads = kvHeadsPerRank(m, t.tensorParallel) - kvHeadsOf(m) / tp;
    if (extraHeads <= 0)
        return 0;
    const double headDim = double(m.hidden) / m.heads;
    const double layers = double(m.layers) / std::max(1, t.pipelineParallel);
    return layers * 2.0 * m.hidden * headDim * extraHeads;
}

double paramsPerRank(const ModelShape& m, const Training& t)
{
    return paramsPerGpu(m, t) + replicatedKvParamsPerRank(m, t);
}

double activationBytesPerLayer(const ModelShape& m, const Training& training)
{
    const double s = m.seqLen, b = training.microBatch, h = m.hidden, a = m.heads, t = training.tensorParallel;
    const double sbh = s * b * h;
    // Keys and values are 2sbh each of the 34 (Korthikanti et al. 2022, §4.1), kv/a of that under GQA.
    const double keysValues = 4.0 * kvHeadsPerRank(m, training.tensorParallel) * t / m.heads;
    const double scores = training.flashAttention || training.recompute == Recompute::Selective ? 0.0 : 5.0 * a * s / h;
    const bool sequenceParallel = training.sequenceParallel || training.tensorParallel == 1;
    switch (training.recompute) {
    case Recompute::Full:
        return 2.0 * sbh;
    case Recompute::Selective:
    case Recompute::None:
        // Without sequence parallelism the layer norms, dropouts and the two block inputs (10·sbh) are replicated.
        return sequenceParallel ? sbh / t * (30.0 + keysValues + scores)
                                : sbh * (10.0 + (20.0 + keysValues + scores) / t);
    }
    return 0;
}

double layersInFlight(int layers, int pipelineParallel, int virtualStages)
{
    const double p = pipelineParallel, v = virtualStages;
    return virtualStages > 1 ? layers * (1.0 + (p - 1.0) / (p * v)) : double(layers);
}

double MemoryBreakdown::partGb(MemoryPart part) const
{
    switch (part) {
    case MemoryPart::Weights:
        return weightsGb;
    case MemoryPart::Gradients:
        return gradientsGb;
    case MemoryPart::Optimizer:
        return optimizerGb;
    case MemoryPart::Activations:
        return activationsGb;
    case MemoryPart::Overhead:
        return overheadGb;
    }
    return 0;
}

MemoryBreakdown memoryPerGpu(const ModelShape& model, const Training& training, int gpus)
{
    const int modelParallel = training.tensorParallel * training.pipelineParallel;
    const int dataParallel = std::max(1, gpus / modelParallel);
    const double psi = paramsPerRank(model, training);
    const ModelStates states = training.method != TrainingMethod::Full
        ? adapterStates(model, training, psi, loraTrainableParams(model, training) / modelParallel, dataParallel)
        : isMixtureOfExperts(model) ? moeModelStates(model, training, dataParallel)
                                    : modelStates(training.framework, training.sharding, psi, dataParallel,
                                          largestLayerParams(model, training.tensorParallel));
    // The fp32 logits of the loss add 4·s·b·V/t bytes.
    const double activations = layersInFlight(model.layers, training.pipelineParallel, training.virtualPipelineStages)
            * activationBytesPerLayer(model, training)
        + 4.0 * model.seqLen * training.microBatch * double(model.vocab) / training.tensorParallel;

    MemoryBreakdown mem;
    mem.weightsGb = states.weights / GB;
    mem.gradientsGb = states.gradients / GB;
    const bool paged = training.method != TrainingMethod::Full && pagedOptimizerOf(training);
    mem.optimizerGb = paged ? 0.0 : states.optimizer / GB;
    mem.pagedOptimizerGb = paged ? states.optimizer / GB : 0.0;
    mem.activationsGb = activations / GB;
    mem.overheadGb = FrameworkFixedGb
        + FragmentationShare * (mem.weightsGb + mem.gradientsGb + mem.optimizerGb + mem.activationsGb);
    return mem;
}

bool batchCoversGpus(const ModelShape& model, const Training& training, int gpus)
{
    const double dataParallel = std::max(1, gpus / (training.tensorParallel * training.pipelineParallel));
    return dataParallel * training.microBatch * double(model.seqLen) <= training.globalBatchTokens;
}

std::optional<int> minimumGpus(const ModelShape& model, const Training& training, double usableVramGb, int maxGpus)
{
    // Expert parallelism needs whole multiples of itself in the data-parallel size.
    const int group = training.tensorParallel * training.pipelineParallel * std::max(1, training.expertParallel);
    // Memory per GPU only falls as GPUs are added, so the smallest fitting count can be bisected.
    auto fits = [&](int groups) { return memoryPerGpu(model, training, groups * group).totalGb() <= usableVramGb; };
    int hi = std::max(1, maxGpus / group);
    if (!fits(hi))
        return std::nullopt;
    int lo = 1;
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        if (fits(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo * group;
}

} // namespace Kova
