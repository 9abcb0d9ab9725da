#pragma once

#include "model/estimate.h"

namespace Kova {

// The common mistakes of the seeds and the checks of the engine, each with a stable id.
QList<Warning> checkEstimate(
    const Scenario& s, const Offer& offer, const GpuModel& gpu, const Estimate& e, const QDate& today);

} // namespace Kova
