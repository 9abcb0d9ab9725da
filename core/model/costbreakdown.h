#pragma once

#include "model/estimate.h"

namespace Kova {

// The amount of all of a mode's lines of one kind (every phase together, say): what a breakdown by line
// shows. The kinds' totals add up to the mode's total.
double lineTotal(const ModeEstimate& mode, CostLineId id);

} // namespace Kova
