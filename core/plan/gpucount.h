#pragma once

#include "model/offer.h"
#include "model/scenario.h"

namespace Kova {

// A GPU count an offer rents and a run can use: a part of one node that divides it (1, 2, 4 of 8, unless
// the provider rents whole instances only) or whole nodes, and whole tensor × pipeline parallel groups (Megatron-LM,
// Shoeybi et al. 2019, §3: a tensor parallel group spans GPUs of one model replica; data parallelism replicates whole
// groups),
// whose number expert parallelism divides.
bool isUsableGpuCount(const Offer& offer, const Training& training, int gpus);

// The usable count a step from `from` towards `wanted` lands on: the first at or past `wanted` in the
// direction of the step, within [1, most]; `from` when there is none that way.
int steppedGpuCount(const Offer& offer, const Training& training, int from, int wanted, int most);

} // namespace Kova
