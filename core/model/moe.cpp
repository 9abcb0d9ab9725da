#include "model/moe.h"

#include <algorithm>

namespace Kova {

bool isMixtureOfExperts(const ModelShape& m)
{
    return m.experts > 0;
}

int moeLayers(const ModelShape& m)
{
    return isMixtureOfExperts(m) ? std::max(0, m.layers - m.denseLayers) : 0;
}

int expertFfnHiddenOf(const ModelShape& m)
{
    return m.expertFfnHidden > 0 ? m.expertFfnHidden : ffnHiddenOf(m);
}

double expertParams(const ModelShape& m)
{
    return 3.0 * m.hidden * double(expertFfnHiddenOf(m));
}

double routedExpertParams(const ModelShape& m)
{
    return double(moeLayers(m)) * m.experts * expertParams(m);
}

double shapeParams(const ModelShape& m)
{
    const double h = m.hidden;
    const double attention = 2.0 * h * h + 2.0 * h * h * kvHeadsOf(m) / m.heads;
    const int denseMlps = m.layers - moeLayers(m);
    const double moe = (double(m.experts) + m.sharedExperts) * expertParams(m) + h * m.experts;
    return 2.0 * m.vocab * h + m.layers * attention + denseMlps * 3.0 * h * ffnHiddenOf(m) + moeLayers(m) * moe;
}

double activeParams(const ModelShape& m)
{
    const double total = m.paramsB * 1e9;
    if (!isMixtureOfExperts(m))
        return total;
    return total - double(moeLayers(m)) * (m.experts - m.expertsPerToken) * expertParams(m);
}

double routedFlopsShare(const ModelShape& m)
{
    const double active = activeParams(m);
    return active > 0 ? double(moeLayers(m)) * m.expertsPerToken * expertParams(m) / active : 0.0;
}

double expertImbalanceFactor(const ModelShape& m)
{
    return isMixtureOfExperts(m) ? 1.0 + routedFlopsShare(m) * (ExpertCapacityFactor - 1.0) : 1.0;
}

double allToAllSeconds(double bytes, int ranks, double busGBs)
{
    return ranks <= 1 ? 0.0 : bytes / (busGBs * 1e9) * double(ranks - 1) / ranks;
}

double dispatchBytes(const ModelShape& m, const Training& t)
{
    const double tokens = double(t.microBatch) * m.seqLen / std::max(1, t.tensorParallel);
    return tokens * m.hidden * m.expertsPerToken * 2.0;
}

double moeAllToAllSeconds(const ModelShape& m, const Training& t, double busGBs)
{
    if (!isMixtureOfExperts(m) || t.expertParallel <= 1)
        return 0.0;
    const int exchanges = t.recompute == Recompute::Full ? 6 : 4;
    const double layers = double(moeLayers(m)) / std::max(1, t.pipelineParallel);
    return exchanges * layers * allToAllSeconds(dispatchBytes(m, t), t.expertParallel, busGBs);
}

double exposedAllToAllSeconds(const ModelShape& m, const Training& t, double busGBs, double computeSeconds)
{
    const double seconds = moeAllToAllSeconds(m, t, busGBs);
    return t.overlapAllToAll ? std::max(0.0, seconds - computeSeconds) : seconds;
}

double paramsPerGpu(const ModelShape& m, const Training& t)
{
    const int modelParallel = t.tensorParallel * t.pipelineParallel;
    if (!isMixtureOfExperts(m))
        return m.paramsB * 1e9 / modelParallel;
    const double routed = routedExpertParams(m);
    return (m.paramsB * 1e9 - routed) / modelParallel + routed / (double(modelParallel) * t.expertParallel);
}

ModelStates moeModelStates(const ModelShape& m, const Training& t, int dataParallel)
{
    const double modelParallel = double(t.tensorParallel) * t.pipelineParallel;
    const double routed = routedExpertParams(m) / (modelParallel * t.expertParallel);
    const double dense = (m.paramsB * 1e9 - routedExpertParams(m)) / modelParallel;
    const ModelStates d
        = modelStates(t.framework, t.sharding, dense, dataParallel, largestLayerParams(m, t.tensorParallel));
    const int expertData = std::max(1, dataParallel / std::max(1, t.expertParallel));
    const ModelStates e = modelStates(t.framework, t.sharding, routed, expertData, expertParams(m) / t.tensorParallel);
    return { d.weights + e.weights, d.gradients + e.gradients, d.optimizer + e.optimizer };
}

std::optional<MoeEstimate> moeEstimate(
    const Scenario& s, const Offer& offer, const GpuModel& gpu, const ComputeEstimate& compute)
{
    if (!isMixtureOfExperts(s.model))
        return std::nullopt;
    const Training& t = s.training;
    const int group = t.tensorParallel * t.expertParallel;
    MoeEstimate e;
    e.totalParamsB = s.model.paramsB;
    e.activeParamsB = activeParams(s.model) / 1e9;
    e.shapeParamsB = shapeParams(s.model) / 1e9;
    e.expertParallel = t.expertParallel;
    e.expertParallelInNode = group <= offer.gpusPerNode;
    e.allToAllBusGBs = busBandwidthGBs(offer, gpu, group);
    e.allToAllSecondsPerStep
        = compute.microBatches * compute.pipelineFactor * moeAllToAllSeconds(s.model, t, e.allToAllBusGBs);
    e.imbalanceFactor = expertImbalanceFactor(s.model);
    e.overlapped = t.overlapAllToAll;
    return e;
}

bool expertParallelFits(const Training& t, int dataParallel)
{
    return t.expertParallel <= 1 || dataParallel % t.expertParallel == 0;
}

} // namespace Kova
