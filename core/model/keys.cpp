#include "model/gpumodel.h"
#include "model/offer.h"

namespace Kova {

QString precisionKey(Precision p)
{
    switch (p) {
    case Precision::TF32:
        return QStringLiteral("tf32");
    case Precision::BF16:
        return QStringLiteral("bf16");
    case Precision::FP8:
        return QStringLiteral("fp8");
    case Precision::FP4:
        return QStringLiteral("fp4");
    }
    return {};
}

QString linkKey(LinkKind k)
{
    switch (k) {
    case LinkKind::NVLink:
        return QStringLiteral("nvlink");
    case LinkKind::PCIe:
        return QStringLiteral("pcie");
    case LinkKind::InfinityFabric:
        return QStringLiteral("infinity_fabric");
    }
    return {};
}

QString purchaseModeKey(PurchaseMode m)
{
    switch (m) {
    case PurchaseMode::OnDemand:
        return QStringLiteral("on_demand");
    case PurchaseMode::Interruptible:
        return QStringLiteral("interruptible");
    case PurchaseMode::Spot:
        return QStringLiteral("spot");
    case PurchaseMode::Reserved:
        return QStringLiteral("reserved");
    }
    return {};
}

std::optional<PurchaseMode> purchaseModeFromKey(const QString& key)
{
    for (PurchaseMode m : AllPurchaseModes)
        if (purchaseModeKey(m) == key)
            return m;
    return std::nullopt;
}

QString clusterNetworkKey(ClusterNetwork n)
{
    switch (n) {
    case ClusterNetwork::InfiniBand:
        return QStringLiteral("infiniband");
    case ClusterNetwork::RoCE:
        return QStringLiteral("roce");
    case ClusterNetwork::Ethernet:
        return QStringLiteral("ethernet");
    case ClusterNetwork::None:
        return QStringLiteral("none");
    }
    return {};
}

QString availabilityKey(Availability a)
{
    switch (a) {
    case Availability::Available:
        return QStringLiteral("available");
    case Availability::Limited:
        return QStringLiteral("limited");
    case Availability::OnRequest:
        return QStringLiteral("on_request");
    }
    return {};
}

} // namespace Kova
