#pragma once

#include "model/energy.h"

#include <QDate>
#include <QList>
#include <QString>
#include <optional>

namespace Kova {

// A figure of the ownership model with where it comes from: the reference table (resources/ownership.json,
// each figure sourced and dated) or the program file that overrode it.
struct SourcedFigure
{
    double value = 0;
    QString source; // the publisher and publication, or "program file"
    QDate observed; // when the figure was read or published; null for the program's own
    bool fromProgram = false; // the program file set it

    bool operator==(const SourcedFigure&) const = default;
};

// One GPU server of the reference table: what a node of a GPU model costs to buy and draws at most.
struct ServerReference
{
    QString id; // e.g. "hgx-h100-8"
    QString name; // e.g. "8× H100 SXM server (HGX H100)"
    QString gpuId; // the catalogue's GPU model
    int gpusPerNode = 8;
    SourcedFigure price; // purchase price per node, in the table's currency
    SourcedFigure overheadWattsPerGpu; // the node's power besides its GPUs (CPUs, memory, NICs, fans), per GPU

    bool operator==(const ServerReference&) const = default;
};

// The reference table: servers by GPU model and the defaults of the running costs, each sourced and dated.
struct OwnershipReference
{
    QString currency = QStringLiteral("USD");
    QList<ServerReference> servers;
    SourcedFigure electricityPerKwh; // $/kWh
    SourcedFigure hostingPerKwMonth; // colocation, $ per kW of provisioned power per month
    SourcedFigure supportPctPerYear; // hardware support contracts, % of capex per year
    SourcedFigure staffPctPerYear; // operations staff, % of capex per year
    SourcedFigure depreciationMonths; // the servers' useful life
    SourcedFigure residualPct; // resale value at the end of the useful life, % of the price
    SourcedFigure financingPctPerYear; // the interest rate the purchase is financed at; 0: paid cash
    SourcedFigure pue; // the data centre's power usage effectiveness (EnergySettings' default)

    // The server for a GPU model; nullptr when the table has none.
    const ServerReference* serverFor(const QString& gpuId) const;
    const ServerReference* server(const QString& id) const;
};

// Everything the cost of owning nodes is computed from, resolved: the reference's figures with the
// program file's overrides (io/programfile.h). Percentages are fractions here (7.5 % = 0.075).
struct OwnershipAssumptions
{
    ServerReference server;
    double gpuTdpWatts = 0; // from the catalogue's GPU table
    QString gpuTdpSource;
    int nodes = 0; // nodes bought; 0: enough for the program's peak (programcosting.h)
    SourcedFigure gpuPowerFraction; // a busy GPU's average power as a fraction of its TDP (EnergySettings)
    SourcedFigure pue;
    SourcedFigure electricityPerKwh;
    SourcedFigure hostingPerKwMonth;
    SourcedFigure supportPerYear; // fraction of capex
    SourcedFigure staffPerYear; // fraction of capex
    SourcedFigure depreciationMonths;
    SourcedFigure residualFraction;
    SourcedFigure financingPerYear; // fraction
};

// --- One formula each (sources in ownership.cpp) ---

// The level monthly payment that buys `price` with `residual` back after `months`, at an annual rate:
// the annuity (equivalent monthly cost) A = (P − R·(1+i)^−n) · i / (1 − (1+i)^−n), i = rate/12;
// straight-line (P − R)/n at rate 0.
double monthlyCapitalCost(double price, double residual, double annualRate, int months);
// A node's provisioned power, kW: GPUs × (TDP + overhead per GPU) / 1000 (colocation bills provisioned kW).
double provisionedKw(int gpusPerNode, double tdpWatts, double overheadWattsPerGpu);
// Hosting per node per month: provisioned kW × $/kW-month.
double monthlyHostingCost(double kw, double perKwMonth);
// A yearly percentage of capex, per month: price × fraction / 12.
double monthlyCapexShare(double price, double fractionPerYear);
// Electricity per GPU per calendar hour at a utilisation u (the busy share of hours):
// (TDP × power fraction × u + overhead) / 1000 × PUE × $/kWh (powerPerGpuWatts, facilityKwh of energy.h).
double powerCostPerGpuHour(
    double tdpWatts, double powerFraction, double utilisation, double overheadWattsPerGpu, double pue, double perKwh);

// The calendar-time cost of one owned GPU: capital, hosting, support and staff, per GPU per hour.
double ownedFixedCostPerGpuHour(const OwnershipAssumptions& a);
// The cost of a busy owned GPU-hour at utilisation u (0 < u ≤ 1): (fixed + power at u) / u.
double ownedCostPerGpuHour(const OwnershipAssumptions& a, double utilisation);
// The utilisation from which owning costs no more per busy GPU-hour than renting at `ratePerGpuHour`:
// u = (fixed + overhead power) / (rate − busy GPU power); nothing when the rate does not even pay the
// GPUs' electricity. May be above 1 (owning never pays at that rate).
std::optional<double> breakEvenUtilisation(const OwnershipAssumptions& a, double ratePerGpuHour);

struct OwnershipCurvePoint
{
    double utilisation = 0; // 0–1
    double costPerGpuHour = 0;
};
// ownedCostPerGpuHour at utilisations from `from` to 1 in `steps` equal steps (steps + 1 points).
QList<OwnershipCurvePoint> ownershipCurve(const OwnershipAssumptions& a, double from = 0.05, int steps = 19);

} // namespace Kova
