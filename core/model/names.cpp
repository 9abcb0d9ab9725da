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
// The context the offers table has always translated these in.
struct ProgramNameText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Program)
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

} // namespace

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
        return TrainingText::tr("ZeRO-2 (optimizer states and gradients sharded)");
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

QString programOptionTitle(ProgramOptionKind kind)
{
    switch (kind) {
    case ProgramOptionKind::OnDemand:
        return purchaseModeTitle(PurchaseMode::OnDemand);
    case ProgramOptionKind::Interruptible:
        return purchaseModeTitle(PurchaseMode::Interruptible);
    case ProgramOptionKind::Spot:
        return purchaseModeTitle(PurchaseMode::Spot);
    case ProgramOptionKind::Reserved:
        return purchaseModeTitle(PurchaseMode::Reserved);
    case ProgramOptionKind::Owned:
        return ProgramNameText::tr("Owned nodes");
    }
    return {};
}

QString programLineLabel(const ProgramLine& l, const QString& runLabel, const QLocale& locale)
{
    switch (l.id) {
    case ProgramLineId::RunBill:
        //: A run of a program and one line of its bill, e.g. "pretrain.kova.json: GPU time".
        return ProgramNameText::tr("%1: %2").arg(runLabel, costLineLabel(l.bill, locale));
    case ProgramLineId::ReservedCommitment:
        return ProgramNameText::tr("Reserved commitment");
    case ProgramLineId::OnDemandBurst:
        return ProgramNameText::tr("On-demand beyond the capacity");
    case ProgramLineId::OwnedCapital:
        return ProgramNameText::tr("Servers (capital)");
    case ProgramLineId::OwnedHosting:
        return ProgramNameText::tr("Hosting (colocation)");
    case ProgramLineId::OwnedPower:
        return ProgramNameText::tr("Electricity");
    case ProgramLineId::OwnedSupport:
        return ProgramNameText::tr("Support");
    case ProgramLineId::OwnedStaff:
        return ProgramNameText::tr("Staff");
    }
    return {};
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

QString programUnitName(ProgramUnit unit)
{
    switch (unit) {
    case ProgramUnit::Bill:
        return {};
    case ProgramUnit::GpuHours:
        return ProgramNameText::tr("GPU-hours");
    case ProgramUnit::NodeMonths:
        return ProgramNameText::tr("node-months");
    case ProgramUnit::KwMonths:
        return ProgramNameText::tr("kW-months");
    case ProgramUnit::Kwh:
        return ProgramNameText::tr("kWh");
    case ProgramUnit::CapexYears:
        return ProgramNameText::tr("capex-years");
    }
    return {};
}

} // namespace Kova
