#include "programcharts.h"

#include "chartparts.h"
#include "model/names.h"
#include "palette.h"
#include "programwording.h"
#include "reportcanvas.h"
#include "reportstyle.h"
#include "reporttext.h"
#include "text/format.h"

#include <QPainter>
#include <QPainterPath>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

constexpr double PlotHeight = 150;
constexpr double LeftAxis = 70; // room for the value labels
constexpr double RightRoom = 12;

// A value range with round ends around [low, high], about `ticks` steps (the scale of a chart, not a figure).
struct Range
{
    double min = 0;
    double max = 1;
    double step = 1;
    double at(double v, double from, double length) const { return from + length * (v - min) / (max - min); }
};

Range niceRange(double low, double high, bool fromZero)
{
    if (fromZero || !(high > low)) {
        const Axis a = niceAxis(std::max(high, 1e-9));
        return { 0, a.max, a.step };
    }
    const Axis a = niceAxis(high - low);
    const double min = std::floor(low / a.step) * a.step;
    const double max = std::ceil(high / a.step - 1e-9) * a.step;
    return { min, max > min ? max : min + a.step, a.step };
}

struct Plot
{
    QRectF area;
    Range x;
    Range y;
    QPointF at(double vx, double vy) const
    {
        return { x.at(vx, area.left(), area.width()), y.at(vy, area.bottom(), -area.height()) };
    }
};

// Grid, ticks and their labels, and the axes' titles.
void drawFrame(const ReportCanvas& canvas, const Plot& plot, const std::function<QString(double)>& xLabel,
    const std::function<QString(double)>& yLabel, const QString& xTitle, const QString& yTitle)
{
    const QFont font = canvas.font(ReportStyle::Small);
    QPainter* p = canvas.painter();
    for (double v = plot.y.min; v <= plot.y.max + plot.y.step * 1e-6; v += plot.y.step) {
        const double y = plot.at(plot.x.min, v).y();
        if (p) {
            p->setPen(QPen(v == plot.y.min ? ReportStyle::muted() : ReportStyle::rule(), v == plot.y.min ? 0.8 : 0.4,
                v == plot.y.min ? Qt::SolidLine : Qt::DotLine));
            p->drawLine(QPointF(plot.area.left(), y), QPointF(plot.area.right(), y));
        }
        canvas.text(QRectF(plot.area.left() - LeftAxis, y - 5, LeftAxis - 4, 10), Qt::AlignRight | Qt::AlignVCenter,
            yLabel(v), font, ReportStyle::muted());
    }
    for (double v = plot.x.min; v <= plot.x.max + plot.x.step * 1e-6; v += plot.x.step) {
        const double x = plot.at(v, plot.y.min).x();
        if (p) {
            p->setPen(QPen(v == plot.x.min ? ReportStyle::muted() : ReportStyle::rule(), v == plot.x.min ? 0.8 : 0.4,
                v == plot.x.min ? Qt::SolidLine : Qt::DotLine));
            p->drawLine(QPointF(x, plot.area.top()), QPointF(x, plot.area.bottom()));
        }
        canvas.text(QRectF(x - 30, plot.area.bottom() + 2, 60, 10), Qt::AlignHCenter | Qt::AlignTop, xLabel(v), font,
            ReportStyle::muted());
    }
    canvas.text(QRectF(plot.area.left(), plot.area.bottom() + 13, plot.area.width(), 11),
        Qt::AlignHCenter | Qt::AlignTop, xTitle, font, ReportStyle::ink());
    canvas.text(QRectF(plot.area.left() - LeftAxis, plot.area.top() - 14, plot.area.width() + LeftAxis, 11),
        Qt::AlignLeft | Qt::AlignTop, yTitle, font, ReportStyle::ink());
}

void drawMark(const ReportCanvas& canvas, QPointF at, const QColor& color, const QString& label, bool labelLeft)
{
    if (QPainter* p = canvas.painter()) {
        p->setPen(QPen(Qt::white, 0.8));
        p->setBrush(color);
        p->drawEllipse(at, 3.2, 3.2);
    }
    const QFont font = canvas.font(ReportStyle::Small, true);
    const double w = canvas.textWidth(label, font) + 2;
    const QRectF box = labelLeft ? QRectF(at.x() - w - 6, at.y() - 14, w, 10) : QRectF(at.x() + 5, at.y() - 14, w, 10);
    canvas.text(box, Qt::AlignLeft | Qt::AlignVCenter, label, font, ReportStyle::ink());
}

} // namespace

bool drawReservedCurveChart(ReportCanvas& canvas, const ProgramReportContent& content, const Formatter& f)
{
    const QList<ReservedCurvePoint>& curve = content.costing.reservedCurve;
    const ProgramOption* reserved = content.costing.option(ProgramOptionKind::Reserved);
    if (curve.size() < 2 || !reserved)
        return canvas.paragraph(Report::tr("The offer sells no reserved capacity: no curve to show."),
            canvas.font(ReportStyle::Body), ReportStyle::muted());
    const double height = PlotHeight + 60;
    if (!canvas.ensure(height))
        return false;
    double low = curve.first().total, high = low;
    for (const ReservedCurvePoint& point : curve) {
        low = std::min(low, point.total);
        high = std::max(high, point.total);
    }
    const Axis kAxis = niceAxis(curve.last().gpus);
    Plot plot { QRectF(canvas.left() + LeftAxis, canvas.y() + 16, canvas.width() - LeftAxis - RightRoom, PlotHeight),
        { 0, kAxis.max, kAxis.step }, niceRange(low, high, false) };
    drawFrame(
        canvas, plot, [&](double v) { return f.locale().toString(qRound(v)); },
        [&](double v) { return axisMoney(f, v); }, Report::tr("Reserved GPUs (K), the rest bursting on demand"),
        Report::tr("Program total (%1)").arg(f.currencySymbol()));
    const QColor color = modeColor(PurchaseMode::Reserved);
    if (QPainter* p = canvas.painter()) {
        QPainterPath path;
        path.moveTo(plot.at(curve.first().gpus, curve.first().total));
        for (const ReservedCurvePoint& point : curve)
            path.lineTo(plot.at(point.gpus, point.total));
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(color, 1.4));
        p->drawPath(path);
    }
    const QPointF best = plot.at(reserved->reservedGpus, reserved->total);
    drawMark(canvas, best, ReportStyle::accent(),
        Report::tr("minimum: K = %1, %2").arg(f.locale().toString(reserved->reservedGpus), f.money(reserved->total)),
        best.x() > plot.area.center().x());
    canvas.advance(height);
    return true;
}

bool drawOwnershipChart(ReportCanvas& canvas, const ProgramReportContent& content, const Formatter& f)
{
    const ProgramCosting& c = content.costing;
    if (c.ownershipCurve.size() < 2 || !c.owning)
        return canvas.paragraph(Report::tr("No server of the reference table carries this GPU: owning is not costed."),
            canvas.font(ReportStyle::Body), ReportStyle::muted());
    const double height = PlotHeight + 74;
    if (!canvas.ensure(height))
        return false;
    // The cost per busy GPU-hour rises without bound as the utilisation falls: the scale shows the rental
    // rates and room above them.
    double top = 0;
    for (const BreakEven& b : c.breakEvens)
        top = std::max(top, b.ratePerGpuHour);
    if (top <= 0)
        top = c.ownershipCurve.last().costPerGpuHour;
    const Axis yAxis = niceAxis(top * 2);
    Plot plot { QRectF(canvas.left() + LeftAxis, canvas.y() + 16, canvas.width() - LeftAxis - RightRoom, PlotHeight),
        { 0, 100, 20 }, { 0, yAxis.max, yAxis.step } };
    drawFrame(
        canvas, plot, [&](double v) { return f.percent(v, 0); }, [&](double v) { return f.money(v); },
        Report::tr("Utilisation of the owned GPUs (busy share of the hours)"),
        Report::tr("Cost per busy GPU-hour (%1)").arg(f.currencySymbol()));
    QList<QPair<QColor, QString>> keys;
    if (QPainter* p = canvas.painter()) {
        p->save();
        p->setClipRect(plot.area.adjusted(0, -1, 0, 0));
        QPainterPath path;
        bool first = true;
        for (const OwnershipCurvePoint& point : c.ownershipCurve) {
            const QPointF at = plot.at(point.utilisation * 100, std::min(point.costPerGpuHour, yAxis.max * 4));
            first ? path.moveTo(at) : path.lineTo(at);
            first = false;
        }
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(ReportStyle::ink(), 1.5));
        p->drawPath(path);
        for (const BreakEven& b : c.breakEvens) {
            const double y = plot.at(0, b.ratePerGpuHour).y();
            p->setPen(QPen(modeColor(b.mode), 1.1, Qt::DashLine));
            p->drawLine(QPointF(plot.area.left(), y), QPointF(plot.area.right(), y));
        }
        p->restore();
    }
    keys.append({ ReportStyle::ink(), Report::tr("Owned, per busy GPU-hour") });
    for (const BreakEven& b : c.breakEvens) {
        keys.append({ modeColor(b.mode),
            Report::tr("%1, %2").arg(purchaseModeTitle(b.mode), f.gpuHourRate(b.ratePerGpuHour)) });
        if (b.utilisation && *b.utilisation <= 1)
            drawMark(canvas, plot.at(*b.utilisation * 100, b.ratePerGpuHour), modeColor(b.mode),
                f.percent(*b.utilisation * 100, 0), *b.utilisation > 0.8);
    }
    canvas.advance(PlotHeight + 16 + 28);
    canvas.advance(drawLegend(canvas, keys, canvas.left() + LeftAxis, canvas.y(), canvas.width() - LeftAxis) + 6);
    return true;
}

} // namespace Kova
