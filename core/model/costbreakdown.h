#pragma once

#include "model/estimate.h"

#include <array>

namespace Kova {

// The kinds of cost line every breakdown shows (the window's and the report's charts), in drawing order.
// A kind groups the lines that are bought alike: the GPU time of the run, the interruption overhead it
// expects, the phases run beside it (GPU time at their own count and mode), the checkpoint volume (GB-months),
// and the data transfers in and out (both GB × $/GB, often too small to tell apart on a chart). The bill
// keeps every line apart, with its own label.
enum class LineKind { GpuTime, Overhead, Phases, Storage, Transfers };
inline constexpr std::array<LineKind, 5> AllLineKinds { LineKind::GpuTime, LineKind::Overhead, LineKind::Phases,
    LineKind::Storage, LineKind::Transfers };

// The kind a bill line is drawn as.
LineKind lineKind(CostLineId id);

// The amount of all of a mode's lines of one kind (every phase together, say). The kinds' totals add up to
// the mode's total.
double kindTotal(const ModeEstimate& mode, LineKind kind);

} // namespace Kova
