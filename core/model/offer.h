#pragma once

#include "model/gpumodel.h"

#include <QDate>
#include <QList>
#include <QString>
#include <algorithm>
#include <array>
#include <optional>

namespace Kova {

// How GPU time is bought from a provider.
enum class PurchaseMode { OnDemand, Interruptible, Spot, Reserved };
// The words for modes in scenarios, the catalogue's prices, `estimate --json` and the price history.
constexpr std::array<KeyEntry<PurchaseMode>, 4> keyTable(PurchaseMode)
{
    return { { { PurchaseMode::OnDemand, QLatin1StringView("on_demand") },
        { PurchaseMode::Interruptible, QLatin1StringView("interruptible") },
        { PurchaseMode::Spot, QLatin1StringView("spot") },
        { PurchaseMode::Reserved, QLatin1StringView("reserved") } } };
}
inline constexpr auto AllPurchaseModes = valuesOf<PurchaseMode>();
inline constexpr int PurchaseModeCount = int(AllPurchaseModes.size());

// Capacity the provider can take back mid-run: only these modes draw interruptions (expected and
// simulated) and requeue their jobs.
constexpr bool isInterruptible(PurchaseMode m)
{
    return m == PurchaseMode::Interruptible || m == PurchaseMode::Spot;
}

// The fabric between an offer's nodes. None: the offer is a single node, sold without a cluster network;
// Unknown: nobody published it (an imported offer the instance facts do not cover).
enum class ClusterNetwork { InfiniBand, RoCE, Ethernet, None, Efa, GpuDirectTcpx, NVLinkSwitch, Unknown };
// The words for networks in the catalogue, the instance facts and the scenario's cluster.network.fabric.
constexpr std::array<KeyEntry<ClusterNetwork>, 8> keyTable(ClusterNetwork)
{
    return { { { ClusterNetwork::InfiniBand, QLatin1StringView("infiniband") },
        { ClusterNetwork::RoCE, QLatin1StringView("roce") },
        { ClusterNetwork::Ethernet, QLatin1StringView("ethernet") },
        { ClusterNetwork::None, QLatin1StringView("none") }, { ClusterNetwork::Efa, QLatin1StringView("efa") },
        { ClusterNetwork::GpuDirectTcpx, QLatin1StringView("gpudirect_tcpx") },
        { ClusterNetwork::NVLinkSwitch, QLatin1StringView("nvlink_switch") },
        { ClusterNetwork::Unknown, QLatin1StringView("unknown") } } };
}
// The fabrics a scenario can state for its cluster (cluster.network.fabric): a network that exists and is known.
inline constexpr std::array StatedFabrics { ClusterNetwork::InfiniBand, ClusterNetwork::RoCE, ClusterNetwork::Efa,
    ClusterNetwork::GpuDirectTcpx, ClusterNetwork::Ethernet, ClusterNetwork::NVLinkSwitch };

// How an offer's GPUs are rented: the whole instance (all its GPUs) or GPU by GPU.
enum class RentalUnit { Instance, Gpu };
// The instance facts' words for rental units.
constexpr std::array<KeyEntry<RentalUnit>, 2> keyTable(RentalUnit)
{
    return { { { RentalUnit::Instance, QLatin1StringView("instance") },
        { RentalUnit::Gpu, QLatin1StringView("gpu") } } };
}

// Whether a provider says it can deliver an offer now.
enum class Availability { Available, Limited, OnRequest };
// The catalogue's words for availability.
constexpr std::array<KeyEntry<Availability>, 3> keyTable(Availability)
{
    return { { { Availability::Available, QLatin1StringView("available") },
        { Availability::Limited, QLatin1StringView("limited") },
        { Availability::OnRequest, QLatin1StringView("on_request") } } };
}

// A reserved commitment an offer sells (the catalogue's prices.reserved_terms[]): GPUs held for a term, paid for
// every hour of it whether used or not, at a rate per GPU-hour and any upfront part per GPU and term.
struct ReservedTerm
{
    int months = 0; // ≥ 1 in reserved_terms; 0 only for the `reserved` object's booking with no minimum term
    double perGpuHour = 0;
    double upfrontPerGpu = 0; // paid once per GPU at the start of each term
    QString source; // empty: the offer's source, URL and date
    QString sourceUrl;
    QDate observed;

    bool operator==(const ReservedTerm&) const = default;
};

// Price per GPU-hour in each purchase mode the offer really has (absent = not offered).
struct ModePrices
{
    std::array<std::optional<double>, PurchaseModeCount> perGpuHour {};
    int reservedTermMonths = 0;
    // Further reserved terms a program compares (prices.reserved_terms), by term; the `reserved` price above
    // stays the one a scenario's reserved mode is billed at.
    QList<ReservedTerm> reservedTerms;

    std::optional<double> price(PurchaseMode m) const { return perGpuHour[static_cast<int>(m)]; }
    bool has(PurchaseMode m) const { return price(m).has_value(); }
    // Every reserved term sold, by term: the `reserved` price (if any) with reservedTermMonths, and reservedTerms.
    QList<ReservedTerm> allReservedTerms() const
    {
        QList<ReservedTerm> terms = reservedTerms;
        if (const auto rate = price(PurchaseMode::Reserved)) {
            ReservedTerm t;
            t.months = reservedTermMonths;
            t.perGpuHour = *rate;
            terms.append(t);
        }
        std::stable_sort(terms.begin(), terms.end(),
            [](const ReservedTerm& a, const ReservedTerm& b) { return a.months < b.months; });
        return terms;
    }
};

struct Offer
{
    QString id;
    QString provider;
    QString name;
    QString gpuId;
    int gpusPerNode = 8;
    LinkKind intraNodeLink = LinkKind::NVLink;
    ClusterNetwork network = ClusterNetwork::None;
    double networkGbpsPerGpu = 0; // between nodes, Gb/s per GPU
    // From the instance facts (resources/instancefacts.json) when they cover the offer: absent, not known.
    std::optional<RentalUnit> rentalUnit;
    std::optional<bool> multiNode; // whether the provider sells clusters of several of these nodes
    QString networkSource; // where the network figure was read, and when; empty: the offer's own source
    QString region;
    ModePrices prices;
    // Storage and transfer prices; absent: not published (a SkyPilot catalogue gives none), so the bill's
    // line is not included rather than priced at $0.
    std::optional<double> volumePerGbMonth;
    std::optional<double> ingressPerGb;
    std::optional<double> egressPerGb;
    Availability availability = Availability::Available;
    std::optional<int> maxContiguousGpus;
    QDate availabilityConfirmed;
    QString source;
    QString sourceUrl;
    QDate observed;
    QString currency = QStringLiteral("USD");
    QString feed; // where the offer came from: "embedded" or a feed URL

    // Whether a source states the cluster network: a multi-node plan on an offer whose network nobody published is
    // "network not confirmed".
    bool networkKnown() const { return network != ClusterNetwork::Unknown; }
    // Whether the provider rents whole instances only (a SkyPilot row is one instance type): never a part of a node.
    bool wholeNodesOnly() const { return rentalUnit == RentalUnit::Instance; }
    // Whether the provider sells no cluster of several of these nodes.
    bool singleNodeOnly() const { return multiNode == false; }
};

// The typical market price for a GPU model, to put an offer's price in context.
struct MarketPrice
{
    QString gpuId;
    std::optional<double> onDemandMedian;
    std::optional<double> spot;
    QString source;
    QDate observed;
};

// The editorial Good / Better / Best tiers of the seeds.
struct Tier
{
    QString id; // good, better, best
    QString offerId;
    QString reason; // English source text; translated through the "Kova::Tier" context
};

} // namespace Kova
