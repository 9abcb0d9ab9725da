#pragma once

#include "model/estimate.h"
#include "model/names.h" // the lines' labels and the modes' names it writes

#include <QJsonObject>

namespace Kova {

// The `estimate --json` document: a public contract; keys are only ever added.
QJsonObject estimateToJson(const Estimate& e);
// One line of a bill as `estimate --json` writes it (id, label, amount, rate, gpus and hours or gb, days).
QJsonObject costLineToJson(const CostLine& l);
// A run's energy as `estimate --json` writes it (kwh, kg_co2e, gpu_hours, watts_per_gpu, pue, grid …).
QJsonObject energyToJson(const EnergyEstimate& e);
// A mixture-of-experts model's section (moe: total and active parameters, expert parallelism, all-to-all, imbalance).
QJsonObject moeToJson(const MoeEstimate& m);

} // namespace Kova
