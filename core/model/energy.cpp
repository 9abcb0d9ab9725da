#include "model/energy.h"

#include "model/gpumodel.h"

using namespace Qt::StringLiterals;

namespace Kova {

// The defaults of EnergySettings:
// - utilisation 1.0: power at the GPU's TDP, as Meta counts training energy (Touvron et al. 2023, "Llama 2",
//   §2.2.1 and table 2: "peak power capacity per GPU device … adjusted for power usage efficiency");
// - 575 W per GPU for the rest of the node: NVIDIA DGX H100 datasheet, 10.2 kW system maximum for 8 × 700 W
//   GPUs, (10,200 − 5,600) / 8;
// - PUE 1.58: the industry's average annual PUE in the Uptime Institute Global Data Center Survey 2023.

const std::array<GridIntensity, 3>& gridIntensities()
{
    static const std::array<GridIntensity, 3> table { {
        // Ember, Global Electricity Review 2023: the world's power sector at 436 g CO₂/kWh in 2022.
        { GridArea::World, 0.436, 2022, "Ember, Global Electricity Review 2023" },
        // U.S. EIA, "How much carbon dioxide is produced per kilowatthour of U.S. electricity generation?":
        // 1,532 Mt CO₂ for 4,183,271 GWh of utility-scale net generation in 2023.
        { GridArea::UnitedStates, 0.366, 2023, "U.S. EIA, electricity FAQ (eia.gov/tools/faqs/faq.php?id=74)" },
        // EEA indicator "Greenhouse gas emission intensity of electricity generation in Europe": EU-27,
        // 281 g CO₂e/kWh in 2018.
        { GridArea::EuropeanUnion, 0.281, 2018, "European Environment Agency, GHG intensity of electricity (IND-353)" },
    } };
    return table;
}

GridArea gridAreaForRegion(const QString& region)
{
    const QString r = region.trimmed().toLower();
    auto is
        = [&r](QLatin1StringView area) { return r == area || r.startsWith(area + u'-') || r.startsWith(area + u'_'); };
    if (is("us"_L1))
        return GridArea::UnitedStates;
    if (is("eu"_L1) || is("europe"_L1))
        return GridArea::EuropeanUnion;
    return GridArea::World;
}

const GridIntensity& gridIntensity(GridArea area)
{
    for (const GridIntensity& g : gridIntensities())
        if (g.area == area)
            return g;
    return gridIntensities().front();
}

double powerPerGpuWatts(double tdpWatts, double utilisation, double overheadWattsPerGpu)
{
    return tdpWatts * utilisation + overheadWattsPerGpu;
}

double facilityKwh(double gpuHours, double wattsPerGpu, double pue)
{
    return gpuHours * wattsPerGpu / 1000.0 * pue;
}

double carbonKg(double kwh, double kgPerKwh)
{
    return kwh * kgPerKwh;
}

EnergyEstimate estimateEnergy(double gpuHours, const GpuModel& gpu, const QString& region, const EnergySettings& s)
{
    EnergyEstimate e;
    e.gpuHours = gpuHours;
    e.wattsPerGpu = powerPerGpuWatts(gpu.tdpWatts, s.gpuUtilisation, s.overheadWattsPerGpu);
    e.pue = s.pue;
    e.kwh = facilityKwh(gpuHours, e.wattsPerGpu, s.pue);
    if (s.gridKgPerKwh) {
        e.gridKgPerKwh = *s.gridKgPerKwh;
    } else {
        e.gridArea = gridAreaForRegion(region);
        e.gridKgPerKwh = gridIntensity(*e.gridArea).kgPerKwh;
    }
    e.kgCo2e = carbonKg(e.kwh, e.gridKgPerKwh);
    return e;
}

} // namespace Kova
