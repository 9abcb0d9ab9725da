#include "model/warnings.h"

#include "model/memory.h"
#include "model/moe.h"
#include "model/names.h"
#include "model/scenariokeys.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>

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

constexpr qsizetype MaxSuggestions = 3;

} // namespace

QList<FitSuggestion> layoutsThatFit(const Scenario& s, double vram)
{
    const Training& base = s.training;
    QList<Sharding> shardings { base.sharding };
    if (base.sharding != Sharding::ZeRO3)
        shardings << Sharding::ZeRO3;
    QList<int> tps { base.tensorParallel };
    for (int tp : { 2, 4, 8 })
        if (tp > base.tensorParallel && s.model.heads % tp == 0 && kvHeadsFitTensorParallel(s.model, tp))
            tps << tp;
    QList<int> pps { base.pipelineParallel };
    for (int pp : { 2, 4, 8, 16 })
        if (pp > base.pipelineParallel && pp <= s.model.layers)
            pps << pp;
    QList<Recompute> recomputes { base.recompute };
    if (base.recompute != Recompute::Full)
        recomputes << Recompute::Full;
    // A mixture of experts can spread its experts wider, inside a node where the all-to-all stays on NVLink.
    QList<int> eps { base.expertParallel };
    for (int ep : { 2, 4, 8 })
        if (isMixtureOfExperts(s.model) && ep > base.expertParallel && s.model.experts % ep == 0)
            eps << ep;

    QList<FitSuggestion> out;
    for (Sharding sharding : shardings)
        for (int tp : tps)
            for (int pp : pps)
                for (Recompute recompute : recomputes)
                    for (int ep : eps) {
                        Training t = base;
                        t.sharding = sharding;
                        t.tensorParallel = tp;
                        t.pipelineParallel = pp;
                        t.recompute = recompute;
                        t.expertParallel = ep;
                        QStringList change;
                        if (sharding != base.sharding)
                            change << WarningText::tr("shard the weights too (ZeRO-3)");
                        if (tp != base.tensorParallel)
                            change << WarningText::tr("tensor_parallel = %1").arg(tp);
                        if (pp != base.pipelineParallel)
                            change << WarningText::tr("pipeline_parallel = %1").arg(pp);
                        if (recompute != base.recompute)
                            change << WarningText::tr("full recomputation");
                        if (ep != base.expertParallel)
                            change << WarningText::tr("expert_parallel = %1").arg(ep);
                        if (change.isEmpty())
                            continue;
                        if (const auto n = minimumGpus(s.model, t, vram))
                            out.append({ change.join(WarningText::tr(" and ", "between changes of layout")),
                                int(change.size()), *n });
                    }
    std::sort(out.begin(), out.end(), [](const FitSuggestion& a, const FitSuggestion& b) {
        return std::pair(a.changes, a.gpus) < std::pair(b.changes, b.gpus);
    });
    return out.mid(0, MaxSuggestions);
}

namespace {

void checkMemory(QList<Warning>& out, const Scenario& s, const Catalogue& c, const GpuModel& gpu, const Estimate& e)
{
    if (e.fits)
        return;
    QString message = WarningText::tr("%1 GB per GPU does not fit in the %2 GB of the %3.")
                          .arg(gb(e.memory.totalGb()), gb(gpu.usableVramGb), gpu.name);
    message += u' ';
    if (e.minGpus) {
        message += WarningText::tr("At least %Ln GPUs are needed with this sharding.", nullptr, *e.minGpus);
        out.append({ u"does_not_fit"_s, message, ScenarioKey::ClusterGpus });
        return;
    }
    QStringList fits;
    for (const FitSuggestion& f : layoutsThatFit(s, gpu.usableVramGb))
        fits << WarningText::tr("%1 from %Ln GPUs", nullptr, f.gpus).arg(f.change);
    for (const GpuFit& g : e.fitByGpu) {
        const GpuModel* other = c.gpu(g.gpuId);
        if (other && g.minGpus && g.usableVramGb > gpu.usableVramGb)
            fits << WarningText::tr("the %1 (%2 GB) from %Ln GPUs", nullptr, *g.minGpus)
                        .arg(other->name, gb(g.usableVramGb));
    }
    message += fits.isEmpty()
        ? WarningText::tr("No GPU count fits with this layout, and the search found no other layout that fits either.")
        : WarningText::tr("No GPU count fits with this layout. These would fit: %1.")
              .arg(fits.join(WarningText::tr("; ", "between suggestions")));
    out.append({ u"does_not_fit"_s, message, ScenarioKey::ClusterGpus });
}

void checkCapacity(QList<Warning>& out, const Scenario& s, const Offer& offer)
{
    const double sequences = s.training.globalBatchTokens / s.model.seqLen;
    const double rounded = roundedBatchSequences(s.model, s.training, s.cluster.gpus);
    if (batchCoversGpus(s.model, s.training, s.cluster.gpus) && std::abs(rounded - sequences) > 1e-9)
        out.append({ u"global_batch_rounded"_s,
            WarningText::tr("The global batch of %1 sequences is not a whole number of micro-batches on each "
                            "data-parallel GPU: the estimate rounds it to %2 sequences per step.")
                .arg(QLocale().toString(sequences, 'g', 8), QLocale().toString(rounded, 'f', 0)),
            ScenarioKey::TrainingGlobalBatchTokens });
    if (!batchCoversGpus(s.model, s.training, s.cluster.gpus))
        out.append({ u"batch_smaller_than_gpus"_s,
            WarningText::tr("The global batch holds fewer sequences than there are data-parallel GPUs: raise "
                            "global_batch_tokens or use fewer GPUs."),
            ScenarioKey::TrainingGlobalBatchTokens });
    if (offer.maxContiguousGpus && s.cluster.gpus > *offer.maxContiguousGpus)
        out.append({ u"exceeds_contiguous_capacity"_s,
            WarningText::tr("%1 offers at most %Ln contiguous GPUs; training needs them in one place at one time.",
                nullptr, *offer.maxContiguousGpus)
                .arg(offer.provider),
            ScenarioKey::ClusterGpus });
    if (s.cluster.gpus > offer.gpusPerNode && offer.network == ClusterNetwork::None)
        out.append({ u"no_cluster_network"_s,
            WarningText::tr("This offer has no cluster network between its %Ln-GPU nodes: a multi-node run will crawl.",
                nullptr, offer.gpusPerNode),
            ScenarioKey::ClusterGpus });
}

// A multi-node run on a network nobody stated or published: the range, not the point, is the estimate.
void checkNetwork(QList<Warning>& out, const Estimate& e, const Offer& offer)
{
    if (e.network.origin != NetworkOrigin::Unknown || !e.network.multiNode)
        return;
    const QLocale l;
    QString message = WarningText::tr("Nobody publishes the network between this offer's %Ln-GPU nodes: the "
                                      "estimate assumes ordinary %1 Gb/s Ethernet between them, the slowest "
                                      "plausible network.",
        nullptr, offer.gpusPerNode)
                          .arg(l.toString(FallbackNetworkGbps, 'g', 4));
    if (const auto& spread = e.network.spread) {
        const QString high = l.toString(spread->highGbpsPerGpu, 'g', 4);
        const ComputeEstimate& c = e.compute;
        message += u' '
            + (c.fixedDuration
                    ? WarningText::tr("On a cluster network of %1 Gb/s per GPU it would train %2 billion tokens "
                                      "in the fixed duration; the range spans both.")
                          .arg(high, l.toString(c.tokens / spread->fastFactor / 1e9, 'f', 1))
                    : WarningText::tr("On a cluster network of %1 Gb/s per GPU it would take %2 GPU-hours; the "
                                      "range spans both.")
                          .arg(high, l.toString(c.gpuHours * spread->fastFactor, 'f', 0)));
    }
    message += u' ' + WarningText::tr("State the cluster's network in cluster.network.");
    out.append({ u"network_unknown"_s, message, ScenarioKey::ClusterNetwork });
}

void checkPrices(QList<Warning>& out, const Scenario& s, const Offer& offer, const QDate& today)
{
    const qint64 age = offer.observed.daysTo(today);
    if (age > StalePriceDays)
        out.append({ u"stale_price"_s,
            WarningText::tr(
                "The price of %1 was observed %Ln days ago (%2): check the current offer.", nullptr, int(age))
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
    // A SkyPilot catalogue lists GPU prices only: storage and transfers priced at $0 would look free.
    const bool noVolumePrice = s.storage.checkpointVolumeGb > 0 && !offer.volumePerGbMonth;
    const bool noImportPrice = s.storage.datasetGb > 0 && !offer.ingressPerGb;
    if (noVolumePrice || noImportPrice)
        out.append({ u"storage_price_unknown"_s,
            (noVolumePrice && noImportPrice
                    ? WarningText::tr("Not included: the catalogue gives no storage or transfer price for %1, so the "
                                      "checkpoint volume and the dataset import are left out of the total; ask the "
                                      "provider.")
                    : noVolumePrice ? WarningText::tr("Not included: the catalogue gives no storage price for %1, so "
                                                      "the checkpoint volume is left out of the total; ask the "
                                                      "provider.")
                                    : WarningText::tr("Not included: the catalogue gives no transfer price for %1, so "
                                                      "the dataset import is left out of the total; ask the provider."))
                .arg(offer.provider),
            noVolumePrice ? ScenarioKey::StorageCheckpointVolumeGb : ScenarioKey::StorageDatasetGb });
    if (s.storage.egressGb > 0 && !offer.egressPerGb)
        out.append({ u"egress_price_unknown"_s,
            WarningText::tr("Not included: %1 publishes no egress price here, so the egress is left out of the "
                            "total; ask the provider.")
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

// Expert parallelism wider than a node sends every MoE layer's all-to-all over the network: advise the widest
// degree that stays inside a node.
void checkExpertParallel(QList<Warning>& out, const Scenario& s, const Offer& offer, const Estimate& e)
{
    if (!e.moe || e.moe->expertParallelInNode)
        return;
    int inNode = 1;
    for (int ep = 2; ep * s.training.tensorParallel <= offer.gpusPerNode; ep *= 2)
        if (s.model.experts % ep == 0)
            inNode = ep;
    out.append({ u"expert_parallel_across_nodes"_s,
        WarningText::tr("expert_parallel = %1 with tensor_parallel = %2 spans more than the %3 GPUs of a node: the "
                        "experts' all-to-all (%4 s per step) crosses the network. expert_parallel = %5 keeps it on "
                        "the node's links.")
            .arg(s.training.expertParallel)
            .arg(s.training.tensorParallel)
            .arg(offer.gpusPerNode)
            .arg(QLocale().toString(e.moe->allToAllSecondsPerStep, 'f', 2))
            .arg(inNode),
        ScenarioKey::TrainingExpertParallel });
}

} // namespace

QList<Warning> checkEstimate(const Scenario& s, const Catalogue& c, const Offer& offer, const GpuModel& gpu,
    const Estimate& e, const QDate& today)
{
    QList<Warning> out;
    checkMemory(out, s, c, gpu, e);
    checkCapacity(out, s, offer);
    checkNetwork(out, e, offer);
    checkPrecision(out, s, gpu);
    checkInterconnect(out, s, offer, gpu, e);
    checkExpertParallel(out, s, offer, e);
    checkPrices(out, s, offer, today);
    checkStorage(out, s, offer);
    return out;
}

} // namespace Kova
