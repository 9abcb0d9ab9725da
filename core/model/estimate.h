#pragma once

#include "model/cost.h"
#include "model/energy.h"
#include "model/interruptions.h"
#include "model/memory.h"
#include "model/moe.h"
#include "model/network.h"
#include "model/throughput.h"

#include <QDate>

namespace Kova {

// The checkpoint interval used and Young's and Daly's optima it was chosen against.
struct CheckpointPlan
{
    double youngMin = 0;
    double dalyMin = 0;
    double intervalMin = 0; // the one used: the scenario's, or Daly's
    bool modelled = false; // mtbi_hours or gpu_mtbf_hours > 0
    double mtbiHours = 0; // the mean time between interruptions planned for (effectiveMtbiHours)
};

// One purchase mode's bill: rate, lines, total and wall-clock.
struct ModeEstimate
{
    PurchaseMode mode = PurchaseMode::OnDemand;
    double ratePerGpuHour = 0;
    int reservedTermMonths = 0;
    QList<CostLine> lines;
    double total = 0;
    double wallHours = 0; // including the expected interruption overhead and the phases
    double mtbiHours = 0; // the mean time between interruptions this mode sees; 0: none modelled
    double checkpointIntervalMin = 0; // the interval used in this mode (0: none modelled)
    Interval totalRange; // P10–P90 of the total from the compute's range (a point when the hours are fixed)
    Interval wallHoursRange; // P10–P90 of wallHours, the same way
    EnergyEstimate energy; // not a cost: beside the bill, never in the total
};

// Something in the scenario worth changing, with the key to change.
struct Warning
{
    QString id; // stable, for scripts and tests
    QString message; // translated when the estimate is made
    QString field; // the scenario key to change, e.g. "cluster.gpus"
};

// The GPU line priced at the market's median rates, when the catalogue has them.
struct MarketComparison
{
    std::optional<double> onDemandGpuTime;
    std::optional<double> spotGpuTime;
    std::optional<double> onDemandRate;
    std::optional<double> spotRate;
};

// Whether the model fits on one GPU model, and from how many GPUs.
struct GpuFit
{
    QString gpuId;
    double usableVramGb = 0;
    bool fits = false;
    std::optional<int> minGpus;
};

// Everything estimated for one scenario on one offer: memory, compute, checkpoints, every mode's bill.
struct Estimate
{
    QString scenario;
    QString currency;
    QString offerId;
    int gpus = 0;
    MemoryBreakdown memory;
    bool fits = false;
    std::optional<int> minGpus;
    QList<GpuFit> fitByGpu;
    ComputeEstimate compute;
    RunNetwork network; // between the nodes, with the spread that widened compute's range when it is unknown
    CheckpointPlan checkpoint; // the chosen mode's (see estimate())
    QList<ModeEstimate> modes; // the modes the offer has, in PurchaseMode order
    MarketComparison market;
    QList<Warning> warnings;
    EnergyEstimate energy; // the scenario's mode's (the cheapest mode's when the offer does not sell it)
    std::optional<MoeEstimate> moe; // a mixture-of-experts model's parameters and routing; nothing for a dense one

    // The mode's bill; nullptr when the offer does not sell it.
    const ModeEstimate* mode(PurchaseMode m) const;
    // The mode with the lowest total; nullptr without modes.
    const ModeEstimate* cheapest() const;
    // The bill that stands for a plan in `chosen` mode: that mode's, or the cheapest mode's when the offer does
    // not sell it (what the energy line, the launch configuration and the window's marks price).
    const ModeEstimate* priced(PurchaseMode chosen) const;
};

// What estimate() computes besides the bill, and the date prices age against.
struct EstimateOptions
{
    QDate today = QDate::currentDate(); // for the age of prices
    bool withWarnings = true;
    bool withFitByGpu = true;
};

// Why the scenario's interruptions leave an interruptible mode of the offer no chance to finish (the
// expected wall-clock is over MaxExpectedWallHours), naming the inputs; nothing when the run can finish.
std::optional<QString> neverFinishes(const Scenario& s, const Offer& offer, const GpuModel& gpu);

// Scenario + catalogue → estimate. Fails when the scenario names an offer or GPU the catalogue lacks, or
// when its interruptions would never let the run finish (neverFinishes()).
Result<Estimate> estimate(const Scenario& s, const Catalogue& c, const EstimateOptions& options = {});

// One purchase mode's lines for a computed run; the offer must price the mode.
ModeEstimate estimateMode(const Scenario& s, const Offer& offer, PurchaseMode mode, const ComputeEstimate& compute);

// The first line of that bill: the run's `workHours` on the scenario's GPUs at the offer's price in `mode`,
// reserved capacity billed by whole terms. Every other line is never negative, so no total is below it.
CostLine gpuTimeLine(const Scenario& s, const Offer& offer, PurchaseMode mode, double workHours);

// The mean hours between interruptions of a run on `gpus` GPUs bought in `mode`: preemptions (mtbi_hours, only
// interruptible and spot capacity) and the hardware failures of any of its GPUs (gpu_mtbf_hours / gpus, every mode)
// are independent Poisson processes, so their rates add: 1/M = 1/mtbi + gpus/mtbf. 0 when neither is modelled.
double effectiveMtbiHours(const InterruptionSettings& i, int gpus, PurchaseMode mode);

// The checkpoint plan against Young's and Daly's optima for the interruptions of `mode`.
CheckpointPlan checkpointPlan(const Scenario& s, PurchaseMode mode);

// The interruption model of a scenario on a computed run bought in `mode` (none when effectiveMtbiHours is 0).
InterruptionModel interruptionModel(const Scenario& s, double workHours, PurchaseMode mode);

// The sequences per step a framework runs: the global batch rounded to the nearest whole number of
// micro-batches on every data-parallel rank (at least one each), as Megatron-LM and DeepSpeed require.
double roundedBatchSequences(const ModelShape& model, const Training& training, int gpus);

// The hours the GPUs of a mode's bill actually run: the cluster for the wall-clock (interruption overhead
// included, idle reserved hours not) and each phase's GPUs for its hours.
double runningGpuHours(const Scenario& s, const ModeEstimate& me);

} // namespace Kova
