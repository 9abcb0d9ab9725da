#include "model/ownership.h"

#include "model/cost.h"

#include <cmath>

namespace Kova {

namespace {

// The seeds' month (model/cost.h): 30 days of 24 hours.
constexpr double HoursPerMonth = DaysPerMonth * HoursPerDay;

} // namespace

const ServerReference* OwnershipReference::serverFor(const QString& gpuId) const
{
    for (const ServerReference& s : servers)
        if (s.gpuId == gpuId)
            return &s;
    return nullptr;
}

const ServerReference* OwnershipReference::server(const QString& id) const
{
    for (const ServerReference& s : servers)
        if (s.id == id)
            return &s;
    return nullptr;
}

// The level payment of an annuity whose present value is the price less the present value of the resale:
// PV = A · (1 − (1+i)^−n) / i (Brealey, Myers & Allen, "Principles of Corporate Finance", 13th ed., §2.5
// "annuities", and §6.3 "equivalent annual cost"), solved for A with PV = P − R·(1+i)^−n.
double monthlyCapitalCost(double price, double residual, double annualRate, int months)
{
    if (months <= 0)
        return 0;
    const double i = annualRate / 12.0;
    if (i == 0)
        return (price - residual) / months;
    const double discount = std::pow(1.0 + i, -months);
    return (price - residual * discount) * i / (1.0 - discount);
}

// Colocation is sold per kW of power provisioned to the rack, whether drawn or not (CBRE's "asking rate per
// kW per month"): a node is provisioned for its maximum, every GPU at TDP plus the rest of the node.
double provisionedKw(int gpusPerNode, double tdpWatts, double overheadWattsPerGpu)
{
    return gpusPerNode * (tdpWatts + overheadWattsPerGpu) / 1000.0;
}

double monthlyHostingCost(double kw, double perKwMonth)
{
    return kw * perKwMonth;
}

double monthlyCapexShare(double price, double fractionPerYear)
{
    return price * fractionPerYear / 12.0;
}

// The GPUs draw their share of TDP only while busy; the rest of the node draws all the time (energy.h:
// powerPerGpuWatts, facilityKwh).
double powerCostPerGpuHour(
    double tdpWatts, double powerFraction, double utilisation, double overheadWattsPerGpu, double pue, double perKwh)
{
    return facilityKwh(1.0, powerPerGpuWatts(tdpWatts, powerFraction * utilisation, overheadWattsPerGpu), pue) * perKwh;
}

double ownedFixedCostPerGpuHour(const OwnershipAssumptions& a)
{
    const double price = a.server.price.value;
    const double perNodeMonth = monthlyCapitalCost(price, price * a.residualFraction.value, a.financingPerYear.value,
                                    int(std::lround(a.depreciationMonths.value)))
        + monthlyHostingCost(provisionedKw(a.server.gpusPerNode, a.gpuTdpWatts, a.server.overheadWattsPerGpu.value),
            a.hostingPerKwMonth.value)
        + monthlyCapexShare(price, a.supportPerYear.value) + monthlyCapexShare(price, a.staffPerYear.value);
    return a.server.gpusPerNode > 0 ? perNodeMonth / a.server.gpusPerNode / HoursPerMonth : 0;
}

double ownedCostPerGpuHour(const OwnershipAssumptions& a, double utilisation)
{
    if (utilisation <= 0)
        return 0;
    const double power = powerCostPerGpuHour(a.gpuTdpWatts, a.gpuPowerFraction.value, utilisation,
        a.server.overheadWattsPerGpu.value, a.pue.value, a.electricityPerKwh.value);
    return (ownedFixedCostPerGpuHour(a) + power) / utilisation;
}

std::optional<double> breakEvenUtilisation(const OwnershipAssumptions& a, double ratePerGpuHour)
{
    // (fixed + idle power) / u + busy power = rate, the cost per busy hour being linear in 1/u.
    const double idle = powerCostPerGpuHour(a.gpuTdpWatts, a.gpuPowerFraction.value, 0,
        a.server.overheadWattsPerGpu.value, a.pue.value, a.electricityPerKwh.value);
    const double busy = powerCostPerGpuHour(a.gpuTdpWatts, a.gpuPowerFraction.value, 1,
                            a.server.overheadWattsPerGpu.value, a.pue.value, a.electricityPerKwh.value)
        - idle;
    if (ratePerGpuHour <= busy)
        return std::nullopt;
    return (ownedFixedCostPerGpuHour(a) + idle) / (ratePerGpuHour - busy);
}

QList<OwnershipCurvePoint> ownershipCurve(const OwnershipAssumptions& a, double from, int steps)
{
    QList<OwnershipCurvePoint> points;
    if (steps <= 0)
        return points;
    for (int k = 0; k <= steps; ++k) {
        const double u = from + (1.0 - from) * k / steps;
        points.append({ u, ownedCostPerGpuHour(a, u) });
    }
    return points;
}

} // namespace Kova
