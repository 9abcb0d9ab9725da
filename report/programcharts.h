#pragma once

#include "programreport.h"

namespace Kova {

class Formatter;
class ReportCanvas;

// The program report's vector charts at the cursor; each returns false when the flow stopped.

// The program's total against K, the GPUs reserved for the term (the rest bursting on demand), its minimum marked.
bool drawReservedCurveChart(ReportCanvas& canvas, const ProgramReportContent& content, const Formatter& f);
// The cost per busy owned GPU-hour against utilisation, each rental mode's rate as a line, the break-evens marked.
bool drawOwnershipChart(ReportCanvas& canvas, const ProgramReportContent& content, const Formatter& f);

} // namespace Kova
