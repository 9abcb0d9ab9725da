#include "model/labels.h"

#include <QCoreApplication>
#include <QLocale>

namespace Kova {

QString purchaseModeName(PurchaseMode m)
{
    switch (m) {
    case PurchaseMode::OnDemand: return QCoreApplication::translate("Kova::Mode", "on-demand");
    case PurchaseMode::Interruptible: return QCoreApplication::translate("Kova::Mode", "interruptible");
    case PurchaseMode::Spot: return QCoreApplication::translate("Kova::Mode", "spot", "purchase mode: auctioned capacity");
    case PurchaseMode::Reserved: return QCoreApplication::translate("Kova::Mode", "reserved");
    }
    return {};
}

QString costLineLabel(const CostLine& l)
{
    const QLocale loc;
    switch (l.id) {
    case CostLineId::GpuTime:
        return QCoreApplication::translate("Kova::CostLine", "GPU time");
    case CostLineId::CheckpointVolume:
        //: The storage volume (disk) that holds the checkpoints; %1 is its size.
        return QCoreApplication::translate(
            "Kova::CostLine", "Checkpoint volume %1 GB", "storage volume holding checkpoints")
            .arg(loc.toString(l.gb, 'g', 10));
    case CostLineId::DatasetIngress:
        return QCoreApplication::translate("Kova::CostLine", "Dataset import %1 GB").arg(loc.toString(l.gb, 'g', 10));
    case CostLineId::Egress:
        return QCoreApplication::translate("Kova::CostLine", "Egress %1 GB").arg(loc.toString(l.gb, 'g', 10));
    case CostLineId::InterruptionOverhead:
        return QCoreApplication::translate("Kova::CostLine", "Interruption overhead (expected)");
    case CostLineId::Phase:
        return l.name.isEmpty() ? QCoreApplication::translate("Kova::CostLine", "Phase")
                                : QCoreApplication::translate("Kova::CostLine", "Phase: %1").arg(l.name);
    }
    return {};
}

} // namespace Kova
