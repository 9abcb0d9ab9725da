#pragma once

#include "model/gpumodel.h"

#include <QDate>
#include <QString>
#include <array>
#include <optional>

namespace Kova {

enum class PurchaseMode { OnDemand, Interruptible, Spot, Reserved };
inline constexpr int PurchaseModeCount = 4;
inline constexpr std::array<PurchaseMode, PurchaseModeCount> AllPurchaseModes { PurchaseMode::OnDemand,
    PurchaseMode::Interruptible, PurchaseMode::Spot, PurchaseMode::Reserved };

// Capacity the provider can take back mid-run: only these modes draw interruptions (expected and
// simulated) and requeue their jobs.
constexpr bool isInterruptible(PurchaseMode m)
{
    return m == PurchaseMode::Interruptible || m == PurchaseMode::Spot;
}

enum class ClusterNetwork { InfiniBand, RoCE, Ethernet, None };
enum class Availability { Available, Limited, OnRequest };

QString purchaseModeKey(PurchaseMode m);
std::optional<PurchaseMode> purchaseModeFromKey(const QString& key);
QString clusterNetworkKey(ClusterNetwork n);
QString availabilityKey(Availability a);

// Price per GPU-hour in each purchase mode the offer really has (absent = not offered).
struct ModePrices
{
    std::array<std::optional<double>, PurchaseModeCount> perGpuHour {};
    int reservedTermMonths = 0;

    std::optional<double> price(PurchaseMode m) const { return perGpuHour[static_cast<int>(m)]; }
    bool has(PurchaseMode m) const { return price(m).has_value(); }
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
    QString region;
    ModePrices prices;
    double volumePerGbMonth = 0;
    double ingressPerGb = 0;
    std::optional<double> egressPerGb; // absent: not published
    Availability availability = Availability::Available;
    std::optional<int> maxContiguousGpus;
    QDate availabilityConfirmed;
    QString source;
    QString sourceUrl;
    QDate observed;
    QString currency = QStringLiteral("USD");
    QString feed; // where the offer came from: "embedded" or a feed URL
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
