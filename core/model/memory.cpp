#include "model/memory.h"

namespace Kova {

namespace {

constexpr double GB = 1e9;
// CUDA context, NCCL buffers and kernels' workspaces: about 2 GB per GPU (PyTorch + NCCL as usually
// measured), plus 10 % of the tensors for the caching allocator's fragmentation.
constexpr double FrameworkFixedGb = 2.0;
constexpr double FragmentationShare = 0.10;
// QLoRA: NF4 weights (4 bits) plus double-quantised constants, 0.127 bits per parameter (Dettmers et al. 2023, §3).
constexpr double QloraBitsPerParam = 4.127;

struct ModelStates
{
    double weights, gradients, optimizer; // bytes per GPU
};

// Mixed-precision AdamW: 2Ψ fp16/bf16 weights + 2Ψ gradients + KΨ optimizer states, K = 12
// (fp32 master weights, momentum, variance); ZeRO stages shard them over N_d ranks
// (Rajbhandari et al. 2020, "ZeRO", §5 and figure 1).
ModelStates fullFineTuneStates(double psi, Sharding sharding, int dataParallel)
{
    const double nd = dataParallel;
    const double k = 12.0;
    switch (sharding) {
    case Sharding::DDP:
        return { 2 * psi, 2 * psi, k * psi };
    case Sharding::ZeRO1:
        return { 2 * psi, 2 * psi, k * psi / nd };
    case Sharding::ZeRO2:
        return { 2 * psi, 2 * psi / nd, k * psi / nd };
    case Sharding::ZeRO3:
        return { 2 * psi / nd, 2 * psi / nd, k * psi / nd };
    }
    return {};
}

// LoRA / QLoRA: frozen base weights (16-bit or NF4), gradients and AdamW states for the adapters only
// (Hu et al. 2021; Dettmers et al. 2023). Frozen weights are sharded only by ZeRO-3 / FSDP.
ModelStates adapterStates(double psiBase, double psiAdapter, TrainingMethod method, Sharding sharding, int dataParallel)
{
    const double baseBytes = method == TrainingMethod::QLoRA ? psiBase * QloraBitsPerParam / 8.0 : 2.0 * psiBase;
    ModelStates s = fullFineTuneStates(psiAdapter, sharding, dataParallel);
    s.weights += sharding == Sharding::ZeRO3 ? baseBytes / dataParallel : baseBytes;
    return s;
}

} // namespace

double loraTrainableParams(const ModelShape& m, int rank)
{
    return 4.0 * 2.0 * rank * m.hidden * m.layers;
}

double activationBytesPerLayer(const ModelShape& m, int microBatch, int tensorParallel, Recompute recompute)
{
    const double s = m.seqLen, b = microBatch, h = m.hidden, a = m.heads, t = tensorParallel;
    const double sbh = s * b * h;
    switch (recompute) {
    case Recompute::Full:
        return 2.0 * sbh;
    case Recompute::Selective:
        return 34.0 * sbh / t;
    case Recompute::None:
        return sbh / t * (34.0 + 5.0 * a * s / h);
    }
    return 0;
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
    const double psi = model.paramsB * 1e9 / modelParallel;
    const ModelStates states = training.method == TrainingMethod::Full
        ? fullFineTuneStates(psi, training.sharding, dataParallel)
        : adapterStates(psi, loraTrainableParams(model, training.loraRank) / modelParallel, training.method,
              training.sharding, dataParallel);
    // With 1F1B pipelining the first stage holds p micro-batches of its l/p layers: l layers' worth
    // (Korthikanti et al. 2022, §4.2.3). The fp32 logits of the loss add 4·s·b·V/t bytes.
    const double layers = model.layers;
    const double activations
        = layers * activationBytesPerLayer(model, training.microBatch, training.tensorParallel, training.recompute)
        + 4.0 * model.seqLen * training.microBatch * double(model.vocab) / training.tensorParallel;

    MemoryBreakdown mem;
    mem.weightsGb = states.weights / GB;
    mem.gradientsGb = states.gradients / GB;
    mem.optimizerGb = states.optimizer / GB;
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
    const int group = training.tensorParallel * training.pipelineParallel;
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
