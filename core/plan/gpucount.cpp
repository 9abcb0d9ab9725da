#include "plan/gpucount.h"

#include "model/moe.h"

#include <algorithm>

namespace Kova {

bool isUsableGpuCount(const Offer& offer, const Training& training, int gpus)
{
    const int node = std::max(1, offer.gpusPerNode);
    const int group = std::max(1, training.tensorParallel * training.pipelineParallel);
    const bool rented = gpus % node == 0 || (!offer.wholeNodesOnly() && gpus < node && node % gpus == 0);
    return gpus >= 1 && rented && gpus % group == 0 && expertParallelFits(training, gpus / group);
}

int steppedGpuCount(const Offer& offer, const Training& training, int from, int wanted, int most)
{
    if (wanted > from) {
        for (int g = std::max(wanted, 1); g <= most; ++g)
            if (isUsableGpuCount(offer, training, g))
                return g;
    } else if (wanted < from) {
        for (int g = std::min(wanted, most); g >= 1; --g)
            if (isUsableGpuCount(offer, training, g))
                return g;
    } else if (isUsableGpuCount(offer, training, wanted)) {
        return wanted;
    }
    return from;
}

} // namespace Kova
