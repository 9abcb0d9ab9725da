#pragma once

#include "model/program.h"
#include "plan/programcosting.h"

#include <QJsonObject>

namespace Kova {

// The costed program as `program --json` prints it (keys documented in docs/file-formats.md, "program --json"):
// kova_program_costing (format version), the program, its runs and schedule, every option with its lines,
// the reserved curve, the ownership assumptions (with sources), the cost per owned GPU-hour curve, the
// break-evens, energy and the recommendation. Amounts in the catalogue's currency, unrounded.
QJsonObject programCostingToJson(const Program& p, const ProgramCosting& c);

inline constexpr int ProgramCostingJsonVersion = 1;

} // namespace Kova
