#pragma once

#include "model/keys.h"

#include <QString>
#include <algorithm>
#include <optional>

namespace Kova {

// The seeds' 30-day month: a 500 GB volume for 3 days at $0.08/GB-month costs $4.00.
inline constexpr double DaysPerMonth = 30.0;
inline constexpr double HoursPerDay = 24.0;

// GPUs × hours × $/GPU-hour.
inline double gpuTimeAmount(double gpus, double hours, double ratePerGpuHour)
{
    return gpus * hours * ratePerGpuHour;
}

// GB × $/GB-month × days/30.
inline double volumeAmount(double gb, double days, double perGbMonth)
{
    return gb * perGbMonth * days / DaysPerMonth;
}

// The checkpoint volume is rented for the whole wall-clock (phases included) and kept `retentionDays` after it.
inline double volumeDays(double wallHours, double retentionDays)
{
    return wallHours / HoursPerDay + retentionDays;
}

// GB × $/GB.
inline double transferAmount(double gb, double perGb)
{
    return gb * perGb;
}

// A reserved or committed term is paid in full however short the run: months × 30 days × 24 h.
inline double billedReservedHours(double hours, int termMonths)
{
    return std::max(hours, termMonths * DaysPerMonth * HoursPerDay);
}

// What a bill line is for; phases have one line each, told apart by name.
enum class CostLineId { GpuTime, CheckpointVolume, DatasetIngress, Egress, InterruptionOverhead, Phase };
// The ids of cost lines in `estimate --json`.
constexpr std::array<KeyEntry<CostLineId>, 6> keyTable(CostLineId)
{
    return { { { CostLineId::GpuTime, QLatin1StringView("gpu_time") },
        { CostLineId::CheckpointVolume, QLatin1StringView("checkpoint_volume") },
        { CostLineId::DatasetIngress, QLatin1StringView("dataset_ingress") },
        { CostLineId::Egress, QLatin1StringView("egress") },
        { CostLineId::InterruptionOverhead, QLatin1StringView("interruption_overhead") },
        { CostLineId::Phase, QLatin1StringView("phase") } } };
}

// One line of the bill, with the factors it is the product of (quantity × rate = amount).
struct CostLine
{
    CostLineId id = CostLineId::GpuTime;
    double gpus = 0; // GPU lines
    double hours = 0; // GPU lines
    double gb = 0; // storage and transfer lines
    double days = 0; // checkpoint volume
    double rate = 0; // $/GPU-hour, $/GB-month or $/GB
    double amount = 0;
    QString name {}; // a phase's name
    bool priceKnown = true; // false: the catalogue gives no price for it, the line is not included (amount 0)
};

// The lines of the bill, each with its amount from the formula above: GPU time, interruption overhead
// and phases (gpus × hours × rate), the checkpoint volume (GB for days at a monthly price) and the
// transfers (GB × price); a storage or transfer line without a published price is not included (amount 0)
// and says so.
inline CostLine gpuLine(CostLineId id, double gpus, double hours, double ratePerGpuHour, QString name = {})
{
    return CostLine { .id = id,
        .gpus = gpus,
        .hours = hours,
        .rate = ratePerGpuHour,
        .amount = gpuTimeAmount(gpus, hours, ratePerGpuHour),
        .name = std::move(name) };
}

// The checkpoint volume: GB for `days` at a monthly price; without a published price the line is not included.
inline CostLine volumeLine(double gb, double days, std::optional<double> perGbMonth)
{
    return CostLine { .id = CostLineId::CheckpointVolume,
        .gb = gb,
        .days = days,
        .rate = perGbMonth.value_or(0),
        .amount = volumeAmount(gb, days, perGbMonth.value_or(0)),
        .priceKnown = perGbMonth.has_value() };
}

// A transfer in or out; without a published price the line is not included.
inline CostLine transferLine(CostLineId id, double gb, std::optional<double> perGb)
{
    return CostLine { .id = id,
        .gb = gb,
        .rate = perGb.value_or(0),
        .amount = transferAmount(gb, perGb.value_or(0)),
        .priceKnown = perGb.has_value() };
}

} // namespace Kova
