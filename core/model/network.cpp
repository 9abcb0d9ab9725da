#include "model/network.h"

#include "model/throughput.h"

#include <algorithm>

namespace Kova {

Offer withStatedNetwork(const Scenario& s, const Offer& offer)
{
    if (!s.cluster.network || offer.id != s.cluster.offerId)
        return offer;
    Offer stated = offer;
    stated.network = s.cluster.network->fabric;
    stated.networkGbpsPerGpu = s.cluster.network->gbpsPerGpu;
    return stated;
}

NetworkOrigin networkOrigin(const Scenario& s, const Offer& offer)
{
    if (s.cluster.network && offer.id == s.cluster.offerId)
        return NetworkOrigin::Scenario;
    return offer.network == ClusterNetwork::Unknown ? NetworkOrigin::Unknown : NetworkOrigin::Offer;
}

bool networkUnknown(const Scenario& s, const Offer& offer, int gpus)
{
    return gpus > offer.gpusPerNode && networkOrigin(s, offer) == NetworkOrigin::Unknown;
}

RunNetwork runNetwork(const Scenario& s, const Offer& offer, int gpus)
{
    const Offer used = withStatedNetwork(s, offer);
    RunNetwork n;
    n.origin = networkOrigin(s, offer);
    n.fabric = used.network;
    n.gbpsPerGpu = n.origin == NetworkOrigin::Unknown ? 0.0 : used.networkGbpsPerGpu;
    n.multiNode = gpus > offer.gpusPerNode;
    return n;
}

std::optional<NetworkSpread> networkBounds(
    const Scenario& s, const Offer& offer, const GpuModel& gpu, int gpus, Sharding sharding)
{
    // A measured rate already holds the run's own network.
    if (!networkUnknown(s, offer, gpus) || s.training.measuredTokensPerSecondPerGpu)
        return std::nullopt;
    const double estimated = estimateCompute(s, offer, gpu, gpus, sharding).stepSeconds;
    if (!(estimated > 0))
        return std::nullopt;
    Offer fast = offer;
    fast.network = ClusterNetwork::InfiniBand; // the fabric does not enter the time model, its Gb/s do
    fast.networkGbpsPerGpu = HighPlausibleGbpsPerGpu;
    NetworkSpread spread;
    spread.lowGbpsPerGpu = FallbackNetworkGbps / std::max(1, offer.gpusPerNode);
    spread.fastFactor = std::min(1.0, estimateCompute(s, fast, gpu, gpus, sharding).stepSeconds / estimated);
    return spread;
}

void widenByNetwork(ComputeEstimate& c, const NetworkSpread& spread)
{
    if (!c.uncertaintyReasons.contains(UncertaintyReason::NetworkUnknown))
        c.uncertaintyReasons.append(UncertaintyReason::NetworkUnknown);
    if (c.fixedDuration) {
        c.tokensRange = { c.tokensRange.p10 / spread.slowFactor, c.tokensRange.p90 / spread.fastFactor };
        return;
    }
    c.wallHoursRange = { c.wallHoursRange.p10 * spread.fastFactor, c.wallHoursRange.p90 * spread.slowFactor };
    c.gpuHoursRange = { c.gpuHoursRange.p10 * spread.fastFactor, c.gpuHoursRange.p90 * spread.slowFactor };
}

} // namespace Kova
