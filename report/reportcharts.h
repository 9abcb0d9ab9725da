#pragma once

#include "chartparts.h"
#include "reportcontent.h"

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <optional>

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

// One scenario in the comparison's chart of totals against times, in page coordinates: its plans across GPU counts
// (joined, fewest GPUs first), its Pareto front when some plan is beaten, and its current plan.
struct OverlaySeries
{
    QString name;
    QColor color;
    QList<QPointF> plans;
    QList<QPointF> front;
    std::optional<QPointF> current;
};
// The chart on a plot rectangle: hours across, totals up, both on the same whole decades for every scenario.
struct OverlayPlot
{
    QRectF plot;
    Decades hours;
    Decades money;
    QList<OverlaySeries> series;
};
OverlayPlot costTimeOverlay(const ReportContent& content, const QRectF& plot);
// Every scenario's total against time across the GPU counts its offer supplies (ScenarioReport::curve), on shared
// logarithmic axes, with a legend by scenario.
bool drawCostTimeOverlay(ReportCanvas& canvas, const ReportContent& content, const Formatter& f);

} // namespace Kova
