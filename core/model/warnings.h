#pragma once

#include "model/estimate.h"

namespace Kova {

// The common mistakes of the seeds and the checks of the engine, each with a stable id.
// `c` is searched for a larger GPU when nothing fits.
QList<Warning> checkEstimate(const Scenario& s, const Catalogue& c, const Offer& offer, const GpuModel& gpu,
    const Estimate& e, const QDate& today);

} // namespace Kova
