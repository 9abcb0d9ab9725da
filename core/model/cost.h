#pragma once

#include <QString>

#include <algorithm>

namespace Kova {

// The seeds' 30-day month: a 500 GB volume for 3 days at $0.08/GB-month costs $4.00.
inline constexpr double DaysPerMonth = 30.0;

inline double gpuTimeAmount(double gpus, double hours, double ratePerGpuHour) { return gpus * hours * ratePerGpuHour; }

// GB × $/GB-month × days/30.
inline double volumeAmount(double gb, double days, double perGbMonth) { return gb * perGbMonth * days / DaysPerMonth; }

inline double transferAmount(double gb, double perGb) { return gb * perGb; }

// A reserved or committed term is paid in full however short the run: months × 30 days × 24 h.
inline double billedReservedHours(double hours, int termMonths)
{
    return std::max(hours, termMonths * DaysPerMonth * 24.0);
}

enum class CostLineId { GpuTime, CheckpointVolume, DatasetIngress, Egress, InterruptionOverhead, Phase };

QString costLineKey(CostLineId id);

// One line of the bill, with the factors it is the product of (quantity × rate = amount).
struct CostLine
{
    CostLineId id = CostLineId::GpuTime;
    double gpus = 0;   // GPU lines
    double hours = 0;  // GPU lines
    double gb = 0;     // storage and transfer lines
    double days = 0;   // checkpoint volume
    double rate = 0;   // $/GPU-hour, $/GB-month or $/GB
    double amount = 0;
    QString name;      // a phase's name
    bool priceKnown = true; // false: the provider publishes no price for it (the amount is 0)
};

} // namespace Kova
