#pragma once

#include "model/estimate.h"
#include "simulation/interruptionsimulation.h"

#include <QJsonObject>

namespace Kova {

// The Monte Carlo distribution of one purchase mode's run: wall-clock hours (phases included) and total
// cost, every line recomputed for each simulated run. Modes that are not interruptible simulate no
// interruptions. The mode must be one the estimate priced.
MonteCarloResult simulateMode(const Scenario& s, const Estimate& e, PurchaseMode mode, MonteCarloOptions options);

// The `estimate --json` "monte_carlo" object: runs, seed, wall_hours and cost as mean, p50, p90.
QJsonObject monteCarloToJson(const MonteCarloResult& r, quint64 seed);

} // namespace Kova
