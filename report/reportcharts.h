#pragma once

#include "reportcontent.h"

namespace Kova {

class Formatter;
class ReportCanvas;

// Vector charts (QPainter paths, no bitmaps) at the cursor; each returns false when the flow stopped.

// Total per purchase mode of the offer, stacked by kind of line, with the GPU line at the market median.
bool drawModeChart(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f);
// The recommended mode's bill as a ring, with amounts and shares.
bool drawBreakdownChart(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f);
// Memory per GPU by part against the usable VRAM of each GPU model.
bool drawMemoryChart(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f);
// Totals per mode of several scenarios side by side.
bool drawComparisonChart(ReportCanvas& canvas, const ReportContent& content, const Formatter& f);

} // namespace Kova
