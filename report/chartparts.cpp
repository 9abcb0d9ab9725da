#include "chartparts.h"

#include "model/estimate.h"
#include "reportcanvas.h"
#include "reportstyle.h"
#include "text/format.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace Kova {

Axis niceAxis(double max, int ticks)
{
    if (!(max > 0))
        return {};
    const double raw = max / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : { 1.0, 2.0, 2.5, 5.0, 10.0 }) {
        step = m * magnitude;
        if (step >= raw)
            break;
    }
    return { std::ceil(max / step - 1e-9) * step, step };
}

Decades decadesAround(double least, double most)
{
    const int first = least > 0 ? int(std::floor(std::log10(least))) : 0;
    // A total just at a power of ten is not put on the axis's end.
    const int last = most > 0 ? int(std::ceil(std::log10(most * 1.01))) : 1;
    return { first, std::max(last, first + 1) };
}

QString axisMoney(const Formatter& f, double v)
{
    return f.locale().toCurrencyString(v, f.currencySymbol(), 0);
}

void drawValueGrid(const ReportCanvas& canvas, const Axis& axis, double x0, double w, double top, double bottom,
    const std::function<QString(double)>& label)
{
    const QFont font = canvas.font(ReportStyle::Small);
    for (double v = 0; v <= axis.max + axis.step * 1e-6; v += axis.step) {
        const double x = x0 + w * v / axis.max;
        if (QPainter* p = canvas.painter()) {
            p->setPen(QPen(v == 0 ? ReportStyle::muted() : ReportStyle::rule(), v == 0 ? 0.8 : 0.4,
                v == 0 ? Qt::SolidLine : Qt::DotLine));
            p->drawLine(QPointF(x, top), QPointF(x, bottom));
        }
        canvas.text(
            QRectF(x - 40, bottom + 2, 80, 10), Qt::AlignHCenter | Qt::AlignTop, label(v), font, ReportStyle::muted());
    }
}

double drawLegend(
    const ReportCanvas& canvas, const QList<QPair<QColor, QString>>& keys, double x, double y, double width)
{
    const QFont font = canvas.font(ReportStyle::Small);
    const double lh = canvas.lineHeight(font);
    double cx = x, cy = y;
    for (const auto& [color, name] : keys) {
        const double w = 12 + canvas.textWidth(name, font) + 12;
        if (cx + w > x + width && cx > x) {
            cx = x;
            cy += lh + 3;
        }
        if (QPainter* p = canvas.painter()) {
            p->setPen(Qt::NoPen);
            p->setBrush(color);
            p->drawRoundedRect(QRectF(cx, cy + (lh - 8) / 2, 8, 8), 1.5, 1.5);
        }
        canvas.text(QRectF(cx + 12, cy, w, lh), Qt::AlignLeft | Qt::AlignVCenter, name, font, ReportStyle::ink());
        cx += w;
    }
    return cy + lh - y;
}

} // namespace Kova
