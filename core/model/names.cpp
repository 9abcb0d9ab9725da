#include "model/names.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// One translation context per kind of name, stable whichever file holds it.
struct EnergyText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Energy)
};
struct ModeText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Mode)
};
struct LineKindText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::LineKind)
};
struct CostLineText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::CostLine)
};
struct MemoryText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Memory)
};
struct TrainingText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Training)
};
struct TierText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Tier)
};
struct OfferText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::OfferTableModel)
};

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s.at(0).toUpper();
    return s;
}

// The editorial Good / Better / Best tiers of the seed page's table, each with its offer and its reason.
struct EditorialTier
{
    const char* id;
    const char* offerId;
    const char* reason;
};

const EditorialTier EditorialTiers[] = {
    //: Reason of the "Good" tier (A100 SXM4); the French is the seed page's own sentence.
    { "good", "kova-a100-sxm4",
        QT_TRANSLATE_NOOP("Kova::Tier",
            "Proven 80 GB HBM2e workhorse: unbeatable $/step for experiments up to 13B and LoRA-heavy labs.") },
    //: Reason of the "Better" tier (H100 SXM); the French is the seed page's own sentence.
    { "better", "kova-h100-sxm",
        QT_TRANSLATE_NOOP("Kova::Tier",
            "The default choice: Transformer Engine FP8, 3.35 TB/s, wide availability in every major region.") },
    //: Reason of the "Best" tier (B200); the French is the seed page's own sentence.
    { "best", "kova-b200",
        QT_TRANSLATE_NOOP("Kova::Tier",
            "192 GB HBM3e and Blackwell FP4/FP8: the shortest wall-clock time when the deadline is the budget.") },
};

// The words of the embedded catalogue that the report and the command line show — the sources and notes of
// resources/catalogue.json's GPUs, offers and market prices, those the SkyPilot reader writes, and region
// words — for lupdate; catalogueText() translates them. A feed's own words are shown as written.
[[maybe_unused]] const char* const CatalogueTexts[] = {
    QT_TRANSLATE_NOOP(
        "Kova::Catalogue", "NVIDIA A100 datasheet, as summarised at glennklockwood.com/garden/processors/A100"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "NVIDIA H100 datasheet (glennklockwood.com/garden/processors/h100)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "NVIDIA H800 datasheet (the H100 SXM's Tensor Cores and HBM3, NVLink cut to 400 GB/s for export); "
        "DeepSeek-AI 2024, DeepSeek-V3 technical report, §3.2.2 (H800 nodes, 160 GB/s of NVLink achieved)"),
    QT_TRANSLATE_NOOP(
        "Kova::Catalogue", "NVIDIA H100 datasheet, PCIe column (PCIe Gen5 x16; NVLink bridge only between pairs)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "NVIDIA H200 datasheet"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "glennklockwood.com/garden/processors/B200 (HGX B200, 1000 W); about 180 GB usable as listed by clouds"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "NVIDIA L40S datasheet (PCIe Gen4 x16 only)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "Secondary sources only (approximate dense figures)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "NVIDIA A100 datasheet (A100 40GB SXM column)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "NVIDIA A100 datasheet (A100 40GB PCIe column; PCIe Gen4 x16, NVLink bridge only between pairs)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "NVIDIA A100 datasheet (A100 80GB PCIe column; PCIe Gen4 x16, NVLink bridge only between pairs)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "NVIDIA H100 datasheet, H100 NVL column (dense = half the sparse figures; PCIe Gen5, NVLink bridge only "
        "between pairs)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "NVIDIA H200 datasheet, H200 NVL column (dense = half the sparse figures; PCIe Gen5, NVLink bridge only across "
        "2 or 4 GPUs)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "NVIDIA GH200 Grace Hopper Superchip datasheet (96 GB HBM3 version; H100 Tensor Cores; module power up to 1000 "
        "W with the CPU)"),
    QT_TRANSLATE_NOOP(
        "Kova::Catalogue", "Kova Planner seed page « L’entraînement de LLM sur GPU cloud » (tiers and prices)"),
    QT_TRANSLATE_NOOP(
        "Kova::Catalogue", "AWS EC2 on-demand pricing ($55.04 per instance-hour); storage and egress from S3 pricing"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "AWS EC2 on-demand pricing; storage and egress from S3 pricing"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "AWS EC2 Capacity Blocks for ML pricing (read in January 2025)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "Lambda instance pricing (no egress fees)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "RunPod pricing, community cloud"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "RunPod pricing, secure cloud"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "Vast.ai marketplace median; interruptible capacity is bid-based (spot ≈ half the median, per the seed page)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "Hyperstack GPU pricing"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "Hyperstack GPU pricing (H100 price; PCIe form factor assumed)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "Google Cloud GPU pricing"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "Google Cloud Billing Catalog, a3-highgpu-8g us-central1, 1-year resource-based committed use: $44,810.08 a "
        "month / 730 h / 8 GPUs (machine incl. host, as the on-demand price), compiled by "
        "Cyclenerd/google-cloud-pricing-cost-calculator"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "Google Cloud Billing Catalog, a3-highgpu-8g us-central1, 3-year resource-based committed use: $28,371.00 a "
        "month / 730 h / 8 GPUs (machine incl. host, as the on-demand price), compiled by "
        "Cyclenerd/google-cloud-pricing-cost-calculator"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "Vast.ai H100 SXM market median; spot auctions about half (seed page)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "SkyPilot catalogue"),
    QT_TRANSLATE_NOOP(
        "Kova::Catalogue", "SkyPilot catalogue; GPUs only: the host VM (CPUs, memory, disk) is not included"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "%1× %2, GPUs only (host VM not included)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "multi-region"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "various"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "eu/us"),
    // resources/ownership.json's sources.
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "SemiAnalysis, \"AI Server Cost Analysis – Memory Is The Biggest Loser\" (May 2023): DGX H100 sold at about "
        "$270,000, as cited by Epoch AI, github.com/epoch-research/training-cost-trends"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "NVIDIA DGX H100 datasheet: 10.2 kW system maximum for 8 × 700 W GPUs, (10,200 − 5,600) / 8"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "NVIDIA press release, \"NVIDIA Ships World's Most Advanced AI System — NVIDIA DGX A100 — to Fight COVID-19\" "
        "(14 May 2020): from $199,000, for the launch model with 8 × A100 40GB (320 GB); the 640 GB model with 80 GB "
        "GPUs (SC20, 16 November 2020) has no public list price: a floor for it"),
    QT_TRANSLATE_NOOP(
        "Kova::Catalogue", "NVIDIA DGX A100 datasheet: 6.5 kW system maximum for 8 × 400 W GPUs, (6,500 − 3,200) / 8"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "U.S. EIA, Electric Power Monthly, table 5.3 (average price of electricity to ultimate customers, annual "
        "totals): industrial customers, 2024, 8.1 cents/kWh (its 2024 months run from 7.7 to 8.7)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "CBRE, North America Data Center Trends H2 2024: average asking rate for 250–500 kW colocation in primary "
        "markets, $184 per kW per month (power billed apart)"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "Kova assumption: no public price for OEM server support; NVIDIA DGX support lists at about 20 % of the base "
        "price for a year (supercluster.blog, \"AI Supercluster: NVIDIA DGX Platform\"). Set your own quote"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "Kova assumption: operations staff share of capex per year. Set your own"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "Amazon.com, Inc., Form 10-K for 2024: useful life of a subset of servers and networking equipment shortened "
        "from six to five years from 1 January 2025"),
    QT_TRANSLATE_NOOP("Kova::Catalogue", "Kova assumption: resale value after the useful life. Set your own"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "Federal Reserve statistical release H.15: bank prime loan rate 7.50 % from 19 December 2024"),
    QT_TRANSLATE_NOOP("Kova::Catalogue",
        "Uptime Institute Global Data Center Survey 2023: average annual PUE 1.58 (as EnergySettings)"),
};

} // namespace

QString catalogueText(const QString& text)
{
    if (text.isEmpty())
        return text;
    const QString whole = QCoreApplication::translate("Kova::Catalogue", text.toUtf8().constData());
    if (whole != text)
        return whole;
    // The SkyPilot reader's note for a GPU priced with its host VM names the VM type.
    static const QString hostVm = QStringLiteral("SkyPilot catalogue; GPUs priced with their host VM ");
    if (text.startsWith(hostVm))
        return QCoreApplication::translate("Kova::Catalogue", "SkyPilot catalogue; GPUs priced with their host VM %1")
            .arg(text.mid(hostVm.size()));
    return text;
}

QString offerName(const Offer& offer)
{
    // The SkyPilot reader's name for GPUs priced without their host VM (core/io/skypilotcatalogue.cpp); checked by
    // its end first, as the offers table names thousands of offers.
    static const QString gpusOnly = QStringLiteral(", GPUs only (host VM not included)");
    const qsizetype times = offer.name.indexOf(u'×');
    if (!offer.name.endsWith(gpusOnly) || times <= 0 || offer.name.at(times + 1) != u' ')
        return offer.name;
    return QCoreApplication::translate("Kova::Catalogue", "%1× %2, GPUs only (host VM not included)")
        .arg(offer.name.left(times), offer.name.mid(times + 2, offer.name.size() - gpusOnly.size() - times - 2));
}

QString offerTitle(const Offer& offer)
{
    return offer.provider + u" — " + offerName(offer);
}

QString purchaseModeName(PurchaseMode m)
{
    switch (m) {
    case PurchaseMode::OnDemand:
        return ModeText::tr("on-demand");
    case PurchaseMode::Interruptible:
        return ModeText::tr("interruptible");
    case PurchaseMode::Spot:
        return ModeText::tr("spot", "purchase mode: auctioned capacity");
    case PurchaseMode::Reserved:
        return ModeText::tr("reserved");
    }
    return {};
}

QString purchaseModeTitle(PurchaseMode m)
{
    return capitalised(purchaseModeName(m));
}

QString pricedInsteadNote(PurchaseMode priced, PurchaseMode chosen)
{
    //: %1 the mode whose prices stand for the plan, %2 the chosen mode the offer does not sell
    return ModeText::tr("%1 priced: this offer sells no %2").arg(purchaseModeName(priced), purchaseModeName(chosen));
}

QString lineKindName(LineKind k)
{
    switch (k) {
    case LineKind::GpuTime:
        return LineKindText::tr("GPU time");
    case LineKind::Overhead:
        return LineKindText::tr("Interruption overhead");
    case LineKind::Phases:
        return LineKindText::tr("Phases");
    case LineKind::Storage:
        return LineKindText::tr("Checkpoint volume", "storage volume holding checkpoints");
    case LineKind::Transfers:
        return LineKindText::tr("Data transfers", "the dataset imported and the results taken out");
    }
    return {};
}

QString lineKindShortName(LineKind k)
{
    switch (k) {
    case LineKind::Overhead:
        return LineKindText::tr("Interruptions", "short legend entry: the interruption overhead");
    case LineKind::Storage:
        return LineKindText::tr("Volume", "short legend entry: the checkpoint volume");
    case LineKind::Transfers:
        return LineKindText::tr("Transfers", "short legend entry: the data transfers");
    case LineKind::GpuTime:
    case LineKind::Phases:
        break;
    }
    return lineKindName(k);
}

QString costLineLabel(const CostLine& l, const QLocale& loc)
{
    switch (l.id) {
    case CostLineId::GpuTime:
        return lineKindName(LineKind::GpuTime);
    case CostLineId::CheckpointVolume:
        //: The storage volume (disk) that holds the checkpoints; %1 is its size.
        return CostLineText::tr("Checkpoint volume %1 GB", "storage volume holding checkpoints")
            .arg(loc.toString(l.gb, 'g', 10));
    case CostLineId::DatasetIngress:
        return CostLineText::tr("Dataset import %1 GB").arg(loc.toString(l.gb, 'g', 10));
    case CostLineId::Egress:
        return CostLineText::tr("Egress %1 GB").arg(loc.toString(l.gb, 'g', 10));
    case CostLineId::InterruptionOverhead:
        return CostLineText::tr("Interruption overhead (expected)");
    case CostLineId::Phase:
        return l.name.isEmpty() ? CostLineText::tr("Phase") : CostLineText::tr("Phase: %1").arg(l.name);
    }
    return {};
}

QString memoryPartName(MemoryPart part)
{
    switch (part) {
    case MemoryPart::Weights:
        return MemoryText::tr("Weights");
    case MemoryPart::Gradients:
        return MemoryText::tr("Gradients");
    case MemoryPart::Optimizer:
        return MemoryText::tr("Optimizer states");
    case MemoryPart::Activations:
        return MemoryText::tr("Activations");
    case MemoryPart::Overhead:
        return MemoryText::tr("Framework overhead");
    }
    return {};
}

QString memoryPartShortName(MemoryPart part)
{
    if (part == MemoryPart::Optimizer)
        return MemoryText::tr("Optimizer", "short legend entry: the optimizer states");
    if (part == MemoryPart::Overhead)
        return MemoryText::tr("Overhead", "short legend entry: the framework overhead");
    return memoryPartName(part);
}

QString precisionName(Precision p)
{
    return QString(keyOf(p)).toUpper();
}

QString trainingMethodName(TrainingMethod m)
{
    switch (m) {
    case TrainingMethod::Full:
        return TrainingText::tr("full training (all weights)", "fine-tuning or pretraining");
    case TrainingMethod::LoRA:
        return TrainingText::tr("LoRA");
    case TrainingMethod::QLoRA:
        return TrainingText::tr("QLoRA (4-bit base)");
    }
    return {};
}

QString frameworkName(Framework f)
{
    switch (f) {
    case Framework::Megatron:
        return TrainingText::tr("Megatron-LM (18 bytes per parameter)");
    case Framework::DeepSpeed:
        return TrainingText::tr("DeepSpeed (its memory estimators)");
    case Framework::FSDP:
        return TrainingText::tr("PyTorch FSDP (fp32 master weights sharded)");
    case Framework::ZeroPaper:
        return TrainingText::tr("ZeRO paper (16 bytes per parameter)");
    }
    return {};
}

QString loraTargetName(LoraTarget t)
{
    // PEFT's module names for Llama-style models: the same in every language.
    return QString(keyOf(t)) + QStringLiteral("_proj");
}

QString shardingName(Sharding s)
{
    switch (s) {
    case Sharding::DDP:
        return TrainingText::tr("DDP (no sharding)");
    case Sharding::ZeRO1:
        return TrainingText::tr("ZeRO-1 (optimizer states sharded)");
    case Sharding::ZeRO2:
        return TrainingText::tr("ZeRO-2 (optimizer states, gradients sharded)");
    case Sharding::ZeRO3:
        return TrainingText::tr("ZeRO-3 / FSDP (everything sharded)");
    }
    return {};
}

QString recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return TrainingText::tr("none", "activation recomputation");
    case Recompute::Selective:
        return TrainingText::tr("selective", "activation recomputation");
    case Recompute::Full:
        return TrainingText::tr("full", "activation recomputation");
    }
    return {};
}

QString tierName(const QString& tierId)
{
    //: Editorial tier of an offer, as in the seed's table: Good / Better / Best.
    if (tierId == "good"_L1)
        return TierText::tr("Good", "tier");
    if (tierId == "better"_L1)
        return TierText::tr("Better", "tier");
    if (tierId == "best"_L1)
        return TierText::tr("Best", "tier");
    return tierId;
}

QString tierReason(const Tier& tier)
{
    if (!tier.reason.isEmpty()) // a feed's own words, translated when they are the seed's
        return QCoreApplication::translate("Kova::Tier", tier.reason.toUtf8().constData());
    for (const EditorialTier& t : EditorialTiers)
        if (tier.id == QLatin1StringView(t.id) && tier.offerId == QLatin1StringView(t.offerId))
            return QCoreApplication::translate("Kova::Tier", t.reason);
    return {};
}

QString mfuSourceName(const MfuChoice& mfu)
{
    return mfu.source ? QCoreApplication::translate("Kova::Mfu", mfu.source) : QString();
}

QString mfuOriginName(const MfuChoice& mfu)
{
    switch (mfu.origin) {
    case MfuOrigin::Scenario:
        return QCoreApplication::translate("Kova::Mfu", "set in the scenario");
    case MfuOrigin::AchievedTflops:
        return QCoreApplication::translate("Kova::Mfu", "from the measured TFLOP/s per GPU in the scenario");
    case MfuOrigin::Measured:
        return QCoreApplication::translate("Kova::Mfu", "from the measured tokens per second per GPU in the scenario");
    case MfuOrigin::Default:
        return QCoreApplication::translate("Kova::Mfu", "from %1").arg(mfuSourceName(mfu));
    }
    return {};
}

QString uncertaintyReasonName(UncertaintyReason reason, const QLocale& locale)
{
    switch (reason) {
    case UncertaintyReason::SizeOutsideCalibration:
        return QCoreApplication::translate(
            "Kova::Uncertainty", "the hidden size is outside the calibrated runs' (%1 to %2)")
            .arg(locale.toString(Calibration.hiddenMin), locale.toString(Calibration.hiddenMax));
    case UncertaintyReason::GpuNotCalibrated:
        return QCoreApplication::translate("Kova::Uncertainty", "no calibrated run used this GPU");
    case UncertaintyReason::PrecisionNotCalibrated:
        return QCoreApplication::translate("Kova::Uncertainty", "every calibrated run trained in BF16");
    case UncertaintyReason::NetworkUnknown:
        return QCoreApplication::translate(
            "Kova::Uncertainty", "the offer's cluster network is unknown: the range spans 25 to 400 Gb/s per GPU");
    }
    return {};
}

QString linkName(LinkKind k)
{
    switch (k) {
    case LinkKind::NVLink:
        return OfferText::tr("NVLink");
    case LinkKind::PCIe:
        return OfferText::tr("PCIe");
    case LinkKind::InfinityFabric:
        return OfferText::tr("Infinity Fabric");
    }
    return {};
}

QString clusterNetworkName(ClusterNetwork n)
{
    switch (n) {
    case ClusterNetwork::InfiniBand:
        return OfferText::tr("InfiniBand");
    case ClusterNetwork::RoCE:
        return OfferText::tr("RoCE");
    case ClusterNetwork::Ethernet:
        return OfferText::tr("Ethernet");
    case ClusterNetwork::None:
        return OfferText::tr("single node");
    case ClusterNetwork::Efa:
        return OfferText::tr("EFA");
    case ClusterNetwork::GpuDirectTcpx:
        return OfferText::tr("GPUDirect-TCPX");
    case ClusterNetwork::NVLinkSwitch:
        return OfferText::tr("NVLink Switch");
    case ClusterNetwork::Unknown:
        return OfferText::tr("not published");
    }
    return {};
}

QString energyLineName()
{
    return EnergyText::tr("Energy (not a cost)");
}

QString carbonLineName()
{
    return EnergyText::tr("Carbon (not a cost)");
}

QString gridAreaName(GridArea area)
{
    switch (area) {
    case GridArea::World:
        return EnergyText::tr("world average");
    case GridArea::UnitedStates:
        return EnergyText::tr("United States");
    case GridArea::EuropeanUnion:
        return EnergyText::tr("European Union");
    }
    return {};
}

QString availabilityName(Availability a)
{
    switch (a) {
    case Availability::Available:
        return OfferText::tr("available");
    case Availability::Limited:
        return OfferText::tr("limited");
    case Availability::OnRequest:
        return OfferText::tr("on request");
    }
    return {};
}

QString dateText(const QDate& date, const QLocale& locale)
{
    QString pattern = locale.dateFormat(QLocale::ShortFormat);
    if (!pattern.contains(QLatin1StringView("yyyy")))
        pattern.replace(QLatin1StringView("yy"), QLatin1StringView("yyyy"));
    return locale.toString(date, pattern);
}

QString programRunName(const ProgramRun& run)
{
    if (run.scenarioFile.isEmpty())
        return run.label;
    QString name = run.scenarioFile.section(u'/', -1);
    for (const QLatin1StringView suffix : { QLatin1StringView(".kova.json"), QLatin1StringView(".json") })
        if (name.endsWith(suffix, Qt::CaseInsensitive) && name.size() > suffix.size()) {
            name.chop(suffix.size());
            break;
        }
    return name;
}

} // namespace Kova
