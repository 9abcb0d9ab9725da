#pragma once

#include "model/scenario.h"

#include <optional>

namespace Kova {

// Where the network a run is estimated on comes from.
enum class NetworkOrigin { Scenario, Offer, Unknown };
// The words for network origins in `estimate --json` (network.origin).
constexpr std::array<KeyEntry<NetworkOrigin>, 3> keyTable(NetworkOrigin)
{
    return { { { NetworkOrigin::Scenario, QLatin1StringView("scenario") },
        { NetworkOrigin::Offer, QLatin1StringView("offer") },
        { NetworkOrigin::Unknown, QLatin1StringView("unknown") } } };
}

// An offer without a cluster network, or with one nobody published, reaches other nodes over ordinary 25 Gb/s
// Ethernet at best: the estimate's figure there, the slowest network a multi-node run plausibly has.
inline constexpr double FallbackNetworkGbps = 25.0;
// The fastest network an unpublished one plausibly is: one 400 Gb/s NIC per GPU, as on AWS p5.48xlarge and Azure
// ND H100 v5 (resources/instancefacts.json).
inline constexpr double HighPlausibleGbpsPerGpu = 400;

// The offer as the scenario's cluster has it: its network replaced by the scenario's cluster.network when the
// scenario states one and the offer is the scenario's own (cluster.offer); any other offer keeps its own.
Offer withStatedNetwork(const Scenario& s, const Offer& offer);

// Where the network of the scenario's run on `offer` comes from.
NetworkOrigin networkOrigin(const Scenario& s, const Offer& offer);

// Whether a run of `gpus` GPUs crosses nodes on a network neither the scenario nor the offer gives.
bool networkUnknown(const Scenario& s, const Offer& offer, int gpus);

// How the step time of a run on an unknown network moves over the plausible networks: from the estimate's own
// (FallbackNetworkGbps, no cluster network, the slow end) to one of HighPlausibleGbpsPerGpu (the fast end).
struct NetworkSpread
{
    double lowGbpsPerGpu = 0; // the estimate's: FallbackNetworkGbps for a node's GPUs
    double highGbpsPerGpu = HighPlausibleGbpsPerGpu;
    double fastFactor = 1; // step time on the fast network over the estimate's, ≤ 1
    double slowFactor = 1; // step time on the slow network over the estimate's, ≥ 1 (1: the estimate is the slow end)
};

// The spread of the estimate over the plausible networks when the run crosses nodes on an unknown network;
// nothing when the network is known, the run fits in one node or the scenario measured its own throughput.
std::optional<NetworkSpread> networkBounds(
    const Scenario& s, const Offer& offer, const GpuModel& gpu, int gpus, Sharding sharding);

// The network a run is estimated on, for the estimate's reader.
struct RunNetwork
{
    NetworkOrigin origin = NetworkOrigin::Offer;
    ClusterNetwork fabric = ClusterNetwork::None;
    double gbpsPerGpu = 0; // 0: none, or not known
    bool multiNode = false; // the run's GPUs span more than one node
    std::optional<NetworkSpread> spread; // networkBounds()
};

// What the run of `gpus` GPUs on the offer crosses between nodes, and where that comes from (no spread yet).
RunNetwork runNetwork(const Scenario& s, const Offer& offer, int gpus);

struct ComputeEstimate;
// The compute's P10–P90 widened by the spread: the time's P10 by the fast network, its P90 by the slow one
// (a fixed-duration run's tokens the other way round), with UncertaintyReason::NetworkUnknown as the reason.
void widenByNetwork(ComputeEstimate& c, const NetworkSpread& spread);

} // namespace Kova
