#pragma once

#include "model/estimate.h"

namespace Kova {

// The common mistakes of the seeds and the checks of the engine, each with a stable id.
// `c` is searched for a larger GPU when nothing fits.
QList<Warning> checkEstimate(const Scenario& s, const Catalogue& c, const Offer& offer, const GpuModel& gpu,
    const Estimate& e, const QDate& today);

// A change of layout that would fit, found by the engine's own search: what to change and from how many GPUs.
struct FitSuggestion
{
    QString change; // translated: "tensor_parallel = 8 and full recomputation"
    int changes = 0; // how many settings differ from the scenario's
    int gpus = 0;
};

// Layouts that fit on `vram` GB, changing as few of the scenario's settings as possible and then needing the fewest
// GPUs (at most three): ZeRO-3 when the states are not all sharded, a larger tensor- or pipeline-parallel degree,
// full recomputation.
QList<FitSuggestion> layoutsThatFit(const Scenario& s, double vram);

} // namespace Kova
