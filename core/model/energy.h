#pragma once

#include "model/keys.h"

#include <QString>
#include <array>
#include <optional>

namespace Kova {

struct GpuModel;

// How a run's electricity is counted (the scenario's `energy` section). The defaults are sourced in energy.cpp.
struct EnergySettings
{
    double gpuUtilisation = 1.0; // average GPU power as a fraction of its TDP, 0 < u ≤ 1
    double overheadWattsPerGpu = 575; // the rest of the node (CPUs, memory, NICs, fans), per GPU
    double pue = 1.58; // power usage effectiveness of the data centre
    std::optional<double> gridKgPerKwh; // absent: the offer's region in gridIntensities()

    bool operator==(const EnergySettings&) const = default;
};

// The electricity grids Kova has a yearly average carbon intensity for.
enum class GridArea { World, UnitedStates, EuropeanUnion };
// The words for grid areas in `estimate --json`.
constexpr std::array<KeyEntry<GridArea>, 3> keyTable(GridArea)
{
    return { { { GridArea::World, QLatin1StringView("world") }, { GridArea::UnitedStates, QLatin1StringView("us") },
        { GridArea::EuropeanUnion, QLatin1StringView("eu") } } };
}

// One grid's yearly average intensity, with the year it describes and where the figure comes from.
struct GridIntensity
{
    GridArea area = GridArea::World;
    double kgPerKwh = 0; // kg CO₂(e) per kWh generated
    int year = 0;
    const char* source = ""; // the publisher and the publication, as cited
};

// The table of yearly averages (energy.cpp cites each row).
const std::array<GridIntensity, 3>& gridIntensities();
// The grid an offer's region draws from: "us", "us-east-1", "us-central1" → United States; "eu", "eu-west-3",
// "europe-west4" → European Union; anything else ("multi-region", "various", "eu/us") → the world average.
GridArea gridAreaForRegion(const QString& region);
const GridIntensity& gridIntensity(GridArea area);

// Electric power drawn per GPU, W: TDP × utilisation + the node's overhead per GPU.
double powerPerGpuWatts(double tdpWatts, double utilisation, double overheadWattsPerGpu);
// Energy drawn from the grid, kWh: GPU-hours × W per GPU / 1000 × PUE.
double facilityKwh(double gpuHours, double wattsPerGpu, double pue);
// Emissions, kg CO₂e: kWh × the grid's kg per kWh.
double carbonKg(double kwh, double kgPerKwh);

// A run's energy and carbon: not a cost, shown beside the bill.
struct EnergyEstimate
{
    double gpuHours = 0; // the GPUs' running hours (interruption overhead and phases included, idle reserved hours not)
    double wattsPerGpu = 0;
    double pue = 0;
    double kwh = 0;
    double gridKgPerKwh = 0;
    std::optional<GridArea> gridArea; // absent: the scenario's own grid_kg_per_kwh
    double kgCo2e = 0;
};

// Energy and carbon of `gpuHours` on `gpu` in `region` with the scenario's settings.
EnergyEstimate estimateEnergy(double gpuHours, const GpuModel& gpu, const QString& region, const EnergySettings& s);

} // namespace Kova
