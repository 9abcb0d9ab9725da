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

    double totalGb() const { return weightsGb + gradientsGb + optimizerGb + activationsGb + overheadGb; }
    // One part's GB, for the charts that walk AllMemoryParts.
    double partGb(MemoryPart part) const;
};

// Parameters trained by a LoRA adapter of rank r on the four attention projections of every layer
// (Hu et al. 2021, "LoRA": 2·r·h parameters per adapted h×h matrix).
double loraTrainableParams(const ModelShape& m, int rank);

// Activation bytes of one transformer layer, 16-bit activations (Korthikanti et al. 2022, §4, table 2).
// Tensor parallelism t > 1 is taken with sequence parallelism, as Megatron-LM runs it in the paper:
// (sbh/t)(34 + 5as/h), which is sbh(34 + 5as/h) at t = 1; selective recomputation keeps 34·sbh/t;
// full recomputation keeps the layer input only, 2·sbh.
double activationBytesPerLayer(const ModelShape& m, int microBatch, int tensorParallel, Recompute recompute);

// Whether `gpus` GPUs can share the global batch: every data-parallel rank needs at least one
// micro-batch of full sequences per step.
bool batchCoversGpus(const ModelShape& model, const Training& training, int gpus);

// Memory per GPU: the states sharded by the ZeRO stage (Rajbhandari et al. 2020, §5), activations, overhead.
MemoryBreakdown memoryPerGpu(const ModelShape& model, const Training& training, int gpus);

// The smallest GPU count (a multiple of the model-parallel group) whose memory per GPU fits in
// usableVramGb; empty when none up to maxGpus fits.
std::optional<int> minimumGpus(
    const ModelShape& model, const Training& training, double usableVramGb, int maxGpus = 65536);

} // namespace Kova
