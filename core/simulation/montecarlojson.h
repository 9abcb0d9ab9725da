#pragma once

#include "model/estimate.h"
#include "simulation/interruptionsimulation.h"

#include <QJsonObject>

namespace Kova {

// The `estimate --json` "monte_carlo" object: runs, seed, wall_hours and cost as mean, p50, p90.
QJsonObject monteCarloToJson(const MonteCarloResult& r, quint64 seed);

} // namespace Kova
