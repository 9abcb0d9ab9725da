#pragma once

#include "model/catalogue.h"
#include "model/estimate.h"
#include "model/ownership.h"
#include "model/program.h"
#include "model/result.h"

#include <QList>
#include <optional>

namespace Kova {

// The ways to buy a program's GPU time that are compared side by side.
enum class ProgramOptionKind { OnDemand, Interruptible, Spot, Reserved, Owned };
// The words for options in `program --json` and the exports.
constexpr std::array<KeyEntry<ProgramOptionKind>, 5> keyTable(ProgramOptionKind)
{
    return { { { ProgramOptionKind::OnDemand, QLatin1StringView("on_demand") },
        { ProgramOptionKind::Interruptible, QLatin1StringView("interruptible") },
        { ProgramOptionKind::Spot, QLatin1StringView("spot") },
        { ProgramOptionKind::Reserved, QLatin1StringView("reserved") },
        { ProgramOptionKind::Owned, QLatin1StringView("owned") } } };
}

// What a line of a program option is for.
enum class ProgramLineId {
    RunBill, // a line of a run's bill (the engine's CostLine), times the runs
    ReservedCommitment, // K GPUs × the committed hours inside the horizon × the term's rate
    OnDemandBurst, // the GPU-hours beyond the reserved or owned GPUs, at the on-demand rate
    OwnedCapital, // node-months × the monthly capital cost of a node (monthlyCapitalCost)
    OwnedHosting, // kW-months × $/kW-month
    OwnedPower, // kWh × $/kWh
    OwnedSupport, // capex-years × % per year
    OwnedStaff, // capex-years × % per year
    ReservedCommitmentAfterHorizon, // K GPUs × the committed hours after the horizon × the term's rate (still owed)
    RunPhases // the phases of a run of more than MaxItemisedPhases at one rate: their GPU-hours × the rate × the runs
};
// The words for program lines in `program --json` and the exports.
constexpr std::array<KeyEntry<ProgramLineId>, 10> keyTable(ProgramLineId)
{
    return { { { ProgramLineId::RunBill, QLatin1StringView("run_bill") },
        { ProgramLineId::ReservedCommitment, QLatin1StringView("reserved_commitment") },
        { ProgramLineId::OnDemandBurst, QLatin1StringView("on_demand_burst") },
        { ProgramLineId::OwnedCapital, QLatin1StringView("owned_capital") },
        { ProgramLineId::OwnedHosting, QLatin1StringView("owned_hosting") },
        { ProgramLineId::OwnedPower, QLatin1StringView("owned_power") },
        { ProgramLineId::OwnedSupport, QLatin1StringView("owned_support") },
        { ProgramLineId::OwnedStaff, QLatin1StringView("owned_staff") },
        { ProgramLineId::ReservedCommitmentAfterHorizon, QLatin1StringView("reserved_commitment_after_horizon") },
        { ProgramLineId::RunPhases, QLatin1StringView("run_phases") } } };
}

// A run with more phases than this has them summarised in the program's options: one RunPhases line per rate
// instead of a line per phase (a run of 1,000 phases made 1,000 times was a million lines per option).
inline constexpr int MaxItemisedPhases = 10;

// The unit of a program line's quantity (RunBill lines: the engine's, see spreadsheet/billtext.h).
enum class ProgramUnit { Bill, GpuHours, NodeMonths, KwMonths, Kwh, CapexYears };
constexpr std::array<KeyEntry<ProgramUnit>, 6> keyTable(ProgramUnit)
{
    return { { { ProgramUnit::Bill, QLatin1StringView("bill") },
        { ProgramUnit::GpuHours, QLatin1StringView("gpu_hours") },
        { ProgramUnit::NodeMonths, QLatin1StringView("node_months") },
        { ProgramUnit::KwMonths, QLatin1StringView("kw_months") }, { ProgramUnit::Kwh, QLatin1StringView("kwh") },
        { ProgramUnit::CapexYears, QLatin1StringView("capex_years") } } };
}

// One line of an option: quantity × rate × count = amount.
struct ProgramLine
{
    ProgramLineId id = ProgramLineId::RunBill;
    int run = -1; // RunBill, RunPhases: the index of the run in Program::runs
    CostLine bill; // RunBill: the line of one run's bill, as the engine computed it
    int count = 1; // RunBill, RunPhases: how many times the run is made; 1 otherwise
    int phases = 0; // RunPhases: how many of the run's phases are bought at `rate`
    ProgramUnit unit = ProgramUnit::Bill;
    double quantity = 0; // other lines: in `unit` (RunPhases: the GPU-hours of one run)
    double rate = 0; // other lines: per unit (a fraction per year for CapexYears)
    double amount = 0; // RunBill: bill.amount × count; RunPhases: quantity × rate × count; others: quantity × rate
};

// The program's total with K reserved GPUs.
struct ReservedCurvePoint
{
    int gpus = 0;
    double total = 0;

    bool operator==(const ReservedCurvePoint&) const = default;
};

// One way of buying the program, fully itemised.
struct ProgramOption
{
    ProgramOptionKind kind = ProgramOptionKind::OnDemand;
    QList<ProgramLine> lines;
    double total = 0;
    double gpuHours = 0; // the GPU-hours the program runs this way (interruption overhead included)
    double ratePerGpuHour = 0; // the mode's rate (reserved: the reserved rate; owned: the owned cost per busy GPU-hour)
    int reservedGpus = 0; // Reserved: K
    int termMonths = 0; // Reserved: the term; 0 for a booking with no minimum
    int terms = 0; // Reserved: terms bought to cover the horizon
    int nodes = 0; // Owned: nodes bought
    double utilisation = 0; // Reserved and Owned: busy share of the committed or owned GPU-hours, 0–1
    double burstGpuHours = 0; // Reserved and Owned: GPU-hours beyond the capacity, bought on demand
    EnergyEstimate energy; // the option's runs' energy, summed (not a cost)

    // Reserved only: the term bought, with its price and where the price comes from (the program file's quote, or
    // the catalogue's term with its own source or the offer's).
    ReservedTerm reservedTerm;
    bool termFromProgram = false;
    double effectiveRatePerGpuHour = 0; // the rate plus the upfront part spread over the term's hours
    std::optional<PurchaseMode> burstMode; // the mode the GPUs beyond K are bought in; none: bursting is impossible
    double burstRatePerGpuHour = 0; // the burst mode's rate
    std::optional<double> breakEvenUtilisation; // busy share of the committed hours from which the term beats the
                                                // burst mode; none without a burst mode
    double commitmentAfterHorizon = 0; // the part of the total owed for committed hours after the horizon
    double totalInHorizon = 0; // total − commitmentAfterHorizon
    QList<ReservedCurvePoint> curve; // the program's total against K for this term, from 0 to the peak
};

// A run of the program placed on the calendar: `gpus` GPUs busy from startHour for `hours`.
struct ScheduledRun
{
    int run = 0; // index in Program::runs
    int repeat = 0; // 0 … count − 1
    QDate start;
    double startHour = 0; // hours since the horizon's start
    double hours = 0; // the run's busy GPU-hours (runningGpuHours of its on-demand bill, or the first mode
                      // sold) over its cluster's GPUs
    int gpus = 0; // cluster.gpus
};

// Owning against one rental mode: the utilisation from which owning is cheaper.
struct BreakEven
{
    PurchaseMode mode = PurchaseMode::OnDemand;
    int termMonths = 0; // Reserved: the term whose (effective) rate this is
    double ratePerGpuHour = 0;
    std::optional<double> utilisation; // nothing: the rate does not pay the electricity
};

// One run of the program estimated once by the engine.
struct ProgramRunCosting
{
    int run = 0;
    Estimate estimate;
};

// A program costed every way it can be bought, with the recommendation.
struct ProgramCosting
{
    QString offerId;
    QString currency;
    double horizonHours = 0; // months × 30 days × 24 h (model/cost.h)
    QList<ProgramRunCosting> runs; // one estimate per program run
    QList<ScheduledRun> schedule; // every run made, by start
    int peakGpus = 0; // the most GPUs busy at once
    double gpuHours = 0; // the on-demand GPU-hours of the whole program
    // In ProgramOptionKind order, the reserved ones by term; a mode the offer does not sell is absent.
    QList<ProgramOption> options;
    QList<ReservedCurvePoint> reservedCurve; // the cheapest reserved term's total against K (empty without one)
    std::optional<OwnershipAssumptions> owning; // absent: no server in the reference table for the GPU
    QList<OwnershipCurvePoint> ownershipCurve;
    QList<BreakEven> breakEvens; // against each rental mode the offer sells
    std::optional<ProgramOptionKind> recommended; // the kind of the option with the lowest total
    int recommendedIndex = -1; // that option in `options`
    EnergyEstimate energy; // the runs' energy in the mode each scenario names (as `estimate`), summed

    // The option of a kind with the lowest total (several reserved terms: the cheapest).
    const ProgramOption* option(ProgramOptionKind kind) const;
    const ProgramOption* recommendedOption() const;
    bool isRecommended(const ProgramOption& o) const { return &o == recommendedOption(); }
};

// Places the runs on the calendar (back to back, or every_months apart) with the hours each takes. Hours count
// from the horizon's start in 30-day months (model/cost.h), as terms and monthly costs do.
QList<ScheduledRun> scheduleProgram(const Program& p, const QList<double>& hoursPerRun, const QList<int>& gpusPerRun);
// The GPUs busy at the busiest instant of a schedule.
int peakGpus(const QList<ScheduledRun>& schedule);
// The GPU-hours of a schedule that K GPUs cover within the horizon (∫ min(demand, K) dt over [0, horizon))
// and those beyond (∫ max(demand − K, 0) dt, outside the horizon all of it, bought on demand): first covered,
// second burst.
std::pair<double, double> coveredGpuHours(const QList<ScheduledRun>& schedule, int gpus, double horizonHours);
// How many terms of `termMonths` cover `horizonMonths` (a term is paid in full): ⌈horizon / term⌉.
int termsCovering(int horizonMonths, int termMonths);
// The rate per committed GPU-hour of a term with its upfront part spread over the term's hours: r + U / (T · 720 h).
double effectiveReservedRate(const ReservedTerm& term);
// The busy share of committed GPU-hours from which a commitment at `reservedRate` costs less than buying the same
// busy hours at `burstRate`: committing K·H hours costs r·K·H, buying u·K·H of them costs b·u·K·H, equal at u = r / b.
double reservedBreakEvenUtilisation(double reservedRate, double burstRate);

// Costs the program with the engine (estimate() per scenario) against the catalogue and the ownership
// reference. Errors name the program file and key: an unknown offer, a scenario the engine refuses, a
// reserved term the offer does not sell, a server missing from the reference.
Result<ProgramCosting> costProgram(
    const Program& p, const Catalogue& c, const OwnershipReference& reference, const EstimateOptions& options = {});

// The reference's figures with the program's overrides, for the offer's GPU: the server the program names,
// else the reference's server for the GPU, else (with owning.server_price) a server of the offer's node size.
// Fails naming the key of an unknown server or one of another GPU; nothing when there is no server to price.
Result<std::optional<OwnershipAssumptions>> resolveOwnership(
    const Program& p, const Offer& offer, const GpuModel& gpu, const OwnershipReference& reference);

// The GPUs busy over a schedule as steps, for drawing many runs as one curve: from each step's hour (since the
// horizon's start) `gpus` GPUs are busy until the next step's hour; the last step is the end of the last run (0 GPUs
// from then on). Runs that start or end at the same instant make one step; an instant that changes nothing makes
// none.
struct BusyStep
{
    double hour = 0;
    int gpus = 0;

    bool operator==(const BusyStep&) const = default;
};
QList<BusyStep> busyGpuSteps(const QList<ScheduledRun>& schedule);

} // namespace Kova
