#pragma once

#include "model/cost.h"
#include "model/offer.h"

#include <QColor>
#include <QList>
#include <QString>
#include <functional>

namespace Kova {

class Formatter;
class ReportCanvas;
struct ModeEstimate;

// The kinds of cost line a chart stacks, in drawing order.
enum class LineKind { GpuTime, Overhead, Phases, Storage, Transfers };
inline constexpr int LineKindCount = 5;

LineKind lineKind(CostLineId id);
QString lineKindName(LineKind k);
QColor lineKindColor(LineKind k);
QColor modeColor(PurchaseMode m);
QList<double> amountsByKind(const ModeEstimate& me);

// A round axis maximum and step covering `max` with about `ticks` intervals.
struct Axis
{
    double max = 1;
    double step = 1;
};
Axis niceAxis(double max, int ticks = 5);

QString axisMoney(const Formatter& f, double v);

// A horizontal value axis with grid lines under a plot area [x0, x0 + w] × [top, bottom].
void drawValueGrid(const ReportCanvas& canvas, const Axis& axis, double x0, double w, double top, double bottom,
    const std::function<QString(double)>& label);

// One row of colour keys with their names, starting at the cursor; returns its height.
double drawLegend(
    const ReportCanvas& canvas, const QList<QPair<QColor, QString>>& keys, double x, double y, double width);

} // namespace Kova
