#include "model/warnings.h"

#include "model/memory.h"
#include "model/names.h"
#include "model/scenariokeys.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

constexpr qint64 StalePriceDays = 30;
// Above this share of exposed communication in a step, the interconnect shapes the run's speed.
constexpr double CommunicationHeavyShare = 0.05;

struct WarningText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Warnings)
};

QString gb(double v)
{
    return QLocale().toString(v, 'f', 1);
}

void checkMemory(QList<Warning>& out, const GpuModel& gpu, const Estimate& e)
{
    if (e.fits)
        return;
    QString message = WarningText::tr("%1 GB per GPU does not fit in the %2 GB of the %3.")
                          .arg(gb(e.memory.totalGb()), gb(gpu.usableVramGb), gpu.name);
    message += u' ';
    message += e.minGpus
        ? WarningText::tr("At least %n GPUs are needed with this sharding.", nullptr, *e.minGpus)
        : WarningText::tr("No GPU count fits with this sharding: shard the weights (ZeRO-3) or recompute activations.");
    out.append({ u"does_not_fit"_s, message, ScenarioKey::ClusterGpus });
}

void checkCapacity(QList<Warning>& out, const Scenario& s, const Offer& offer)
{
    if (!batchCoversGpus(s.model, s.training, s.cluster.gpus))
        out.append({ u"batch_smaller_than_gpus"_s,
            WarningText::tr("The global batch holds fewer sequences than there are data-parallel GPUs: raise "
                            "global_batch_tokens or use fewer GPUs."),
            ScenarioKey::TrainingGlobalBatchTokens });
    if (offer.maxContiguousGpus && s.cluster.gpus > *offer.maxContiguousGpus)
        out.append({ u"exceeds_contiguous_capacity"_s,
            WarningText::tr("%1 offers at most %n contiguous GPUs; training needs them in one place at one time.",
                nullptr, *offer.maxContiguousGpus)
                .arg(offer.provider),
            ScenarioKey::ClusterGpus });
    if (s.cluster.gpus > offer.gpusPerNode && offer.network == ClusterNetwork::None)
        out.append({ u"no_cluster_network"_s,
            WarningText::tr("This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.",
                nullptr, offer.gpusPerNode),
            ScenarioKey::ClusterGpus });
}

void checkPrices(QList<Warning>& out, const Scenario& s, const Offer& offer, const QDate& today)
{
    const qint64 age = offer.observed.daysTo(today);
    if (age > StalePriceDays)
        out.append({ u"stale_price"_s,
            WarningText::tr(
                "The price of %1 was observed %n days ago (%2): check the current offer.", nullptr, int(age))
                .arg(offer.name, dateText(offer.observed, QLocale())),
            ScenarioKey::ClusterOffer });
    if (offer.prices.has(PurchaseMode::Spot))
        out.append({ u"spot_auction"_s,
            WarningText::tr("The spot price is an auction to watch: it moves, and capacity can vanish when it rises."),
            ScenarioKey::Mode });
    if (!offer.prices.has(s.mode))
        out.append({ u"mode_not_offered"_s, WarningText::tr("This offer has no price for the chosen purchase mode."),
            ScenarioKey::Mode });
    const bool confirmed = offer.availability == Availability::Available && offer.availabilityConfirmed.isValid()
        && offer.availabilityConfirmed.daysTo(today) <= StalePriceDays;
    if (!confirmed)
        out.append({ u"availability_unconfirmed"_s,
            WarningText::tr(
                "A listed price does not mean the GPUs are free to start on your date: confirm availability "
                "with the provider."),
            ScenarioKey::ClusterOffer });
}

void checkInterconnect(
    QList<Warning>& out, const Scenario& s, const Offer& offer, const GpuModel& gpu, const Estimate& e)
{
    const bool pcie = offer.intraNodeLink == LinkKind::PCIe || gpu.link == LinkKind::PCIe;
    const double share = e.compute.stepSeconds > 0 ? e.compute.exposedCommSecondsPerStep / e.compute.stepSeconds : 0;
    if (pcie && s.cluster.gpus > 1 && (share > CommunicationHeavyShare || s.training.sharding == Sharding::ZeRO3))
        out.append({ u"pcie_communication_heavy"_s,
            WarningText::tr(
                "PCIe-only GPUs on a communication-heavy multi-GPU run: compare against SXM with NVLink before "
                "comparing prices."),
            ScenarioKey::ClusterOffer });
}

void checkStorage(QList<Warning>& out, const Scenario& s, const Offer& offer)
{
    if (s.storage.checkpointVolumeGb <= 0 || s.storage.datasetGb <= 0)
        out.append({ u"no_storage_line"_s,
            WarningText::tr(
                "No checkpoint volume or dataset is planned: storage of checkpoints and datasets is part of "
                "the bill."),
            s.storage.checkpointVolumeGb <= 0 ? ScenarioKey::StorageCheckpointVolumeGb
                                              : ScenarioKey::StorageDatasetGb });
    if (s.storage.egressGb <= 0)
        out.append({ u"no_egress_line"_s,
            WarningText::tr("No egress is planned: bringing checkpoints and results back out is often billed."),
            ScenarioKey::StorageEgressGb });
    else if (!offer.egressPerGb)
        out.append({ u"egress_price_unknown"_s,
            WarningText::tr("%1 publishes no egress price here: the egress line counts nothing; ask the provider.")
                .arg(offer.provider),
            ScenarioKey::StorageEgressGb });
}

void checkPrecision(QList<Warning>& out, const Scenario& s, const GpuModel& gpu)
{
    if (gpu.peakTflops(s.training.precision) <= 0)
        out.append({ u"precision_unsupported"_s,
            WarningText::tr("The %1 has no %2 peak: the estimate uses BF16.")
                .arg(gpu.name, precisionName(s.training.precision)),
            ScenarioKey::TrainingPrecision });
}

} // namespace

QList<Warning> checkEstimate(
    const Scenario& s, const Offer& offer, const GpuModel& gpu, const Estimate& e, const QDate& today)
{
    QList<Warning> out;
    checkMemory(out, gpu, e);
    checkCapacity(out, s, offer);
    checkPrecision(out, s, gpu);
    checkInterconnect(out, s, offer, gpu, e);
    checkPrices(out, s, offer, today);
    checkStorage(out, s, offer);
    return out;
}

} // namespace Kova
