#pragma once

#include "model/costbreakdown.h"
#include "model/estimate.h"
#include "model/offer.h"
#include "model/program.h"

#include <QDate>
#include <QLocale>
#include <QString>

namespace Kova {

// Every name the window, the PDF report and the command line show for the engine's values, in the
// current language: one wording per value, translated through one stable context per kind of name.

// A source, note or region word of the embedded catalogue in the current language ("Kova::Catalogue"
// context); any other text (a feed's, a region code) as it is.
QString catalogueText(const QString& text);
// An offer's name in the current language where the SkyPilot reader wrote it ("1× H100, GPUs only (host VM not
// included)"); a catalogue's or feed's own name as written.
QString offerName(const Offer& offer);
// An offer as every output names it: "Provider — name" (offerName()).
QString offerTitle(const Offer& offer);

// "on-demand", "interruptible", "spot", "reserved": written in a sentence or a list.
QString purchaseModeName(PurchaseMode m);
// "On-demand": the same name at the start of a heading, a row or a legend entry.
QString purchaseModeTitle(PurchaseMode m);
// What a plan in `chosen` mode is priced at when the offer does not sell that mode (Estimate::priced()):
// "on-demand priced: this offer sells no spot".
QString pricedInsteadNote(PurchaseMode priced, PurchaseMode chosen);

// "GPU time", "Interruption overhead", "Phases", "Checkpoint volume", "Data transfers".
QString lineKindName(LineKind k);
// The same, shortened for a small chart's legend (its bars' tooltips give the whole name): "Volume".
QString lineKindShortName(LineKind k);
// One line of the bill with its size: "Checkpoint volume 500 GB", "Phase: tune on 1×".
QString costLineLabel(const CostLine& line, const QLocale& locale);

// The parts of the memory per GPU: "Weights", "Gradients", "Optimizer states", "Activations",
// "Framework overhead".
QString memoryPartName(MemoryPart part);
// The same, shortened for a small chart's legend: "Optimizer", "Overhead".
QString memoryPartShortName(MemoryPart part);

// A date as users read it in every output: the locale's short format with a four-digit year,
// "12/31/9999" and "31/12/9999" (en_US's own short format, M/d/yy, would print 9999 as 99).
QString dateText(const QDate& date, const QLocale& locale);

// A number format, as its makers write it in every language: "BF16", "FP8".
QString precisionName(Precision p);

// The bill's two lines that are not costs: "Energy (not a cost)", "Carbon (not a cost)".
QString energyLineName();
QString carbonLineName();
// An electricity grid: "world average", "United States", "European Union".
QString gridAreaName(GridArea area);

// "NVLink", "PCIe", "Infinity Fabric": how a node's GPUs talk to each other.
QString linkName(LinkKind k);
// "InfiniBand", "RoCE", "Ethernet", "single node": what links an offer's nodes.
QString clusterNetworkName(ClusterNetwork n);
// "available", "limited", "on request".
QString availabilityName(Availability a);
// "full training (all weights)", "LoRA", "QLoRA (4-bit base)".
QString trainingMethodName(TrainingMethod m);
// "DDP (no sharding)", "ZeRO-1 (optimizer states sharded)", …
QString shardingName(Sharding s);
// Activation recomputation: "none", "selective", "full".
QString recomputeName(Recompute r);
// Who holds the model states: "Megatron-LM (18 bytes/parameter)", …
QString frameworkName(Framework f);
// A LoRA target layer as PEFT names it: "q_proj", "gate_proj", …
QString loraTargetName(LoraTarget t);

// The editorial tiers: "Good", "Better", "Best" (the id itself for an unknown tier).
QString tierName(const QString& tierId);
// Why an offer has its tier: the seed's sentence for the editorial tiers, else the catalogue's own text.
QString tierReason(const Tier& tier);

// Where Kova's modelled MFU comes from: its calibrated model (empty for a scenario's own figure).
QString mfuSourceName(const MfuChoice& mfu);
// Where the MFU used comes from, as a phrase: "set in the scenario", "from the measured tokens per second per GPU in
// the scenario", "from Kova's throughput model …".
QString mfuOriginName(const MfuChoice& mfu);
// Why an estimate's range is wider, as a phrase: "the model's hidden size is outside the calibrated runs' (512 to
// 25,600)", "the GPU is not among the calibrated runs'"…
QString uncertaintyReasonName(UncertaintyReason reason, const QLocale& locale);

// A run of a program as lists name it: its scenario file without folder and ".kova.json"
// ("seed-h100-72h"), or the inline scenario's name.
QString programRunName(const ProgramRun& run);
} // namespace Kova
