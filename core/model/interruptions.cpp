#include "model/interruptions.h"

#include <cmath>

namespace Kova {

double youngIntervalHours(double checkpointHours, double mtbiHours)
{
    return std::sqrt(2.0 * checkpointHours * mtbiHours);
}

double dalyIntervalHours(double checkpointHours, double mtbiHours)
{
    const double d = checkpointHours, m = mtbiHours;
    if (d >= 2.0 * m)
        return m;
    const double x = d / (2.0 * m);
    return std::sqrt(2.0 * d * m) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - d;
}

double expectedWallHours(const InterruptionModel& m)
{
    if (m.mtbiHours <= 0 || m.workHours <= 0)
        return m.workHours;
    const double M = m.mtbiHours;
    auto segment = [&](double len) { return M * std::exp(m.restartHours / M) * std::expm1(len / M); };
    const double full = std::floor(m.workHours / m.intervalHours);
    const double rest = m.workHours - full * m.intervalHours;
    return full * segment(m.intervalHours + m.checkpointHours) + (rest > 0 ? segment(rest + m.checkpointHours) : 0.0);
}

bool finishesWithinLimit(const InterruptionModel& m)
{
    const double wall = expectedWallHours(m);
    return std::isfinite(wall) && wall <= MaxExpectedWallHours;
}

} // namespace Kova
