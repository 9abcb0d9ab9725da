#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <functional>

namespace Kova {

class Formatter;
class ReportCanvas;

// A round axis maximum and step covering `max` with about `ticks` intervals.
struct Axis
{
    double max = 1;
    double step = 1;
};
Axis niceAxis(double max, int ticks = 5);

QString axisMoney(const Formatter& f, double v);

// The whole decades around [least, most] on a logarithmic axis, 10^first to 10^last, at least one; 10^0 to 10^1
// when nothing is above 0. The window's and the report's charts of totals against times share it.
struct Decades
{
    int first = 0;
    int last = 1;
};
Decades decadesAround(double least, double most);

// A horizontal value axis with grid lines under a plot area [x0, x0 + w] × [top, bottom].
void drawValueGrid(const ReportCanvas& canvas, const Axis& axis, double x0, double w, double top, double bottom,
    const std::function<QString(double)>& label);

// One row of colour keys with their names, starting at the cursor; returns its height.
double drawLegend(
    const ReportCanvas& canvas, const QList<QPair<QColor, QString>>& keys, double x, double y, double width);

} // namespace Kova
