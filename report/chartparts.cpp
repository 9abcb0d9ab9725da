#include "chartparts.h"

#include "model/estimate.h"
#include "reportcanvas.h"
#include "reportstyle.h"
#include "reporttext.h"
#include "text/format.h"

#include <QCoreApplication>
#include <QPainter>
#include <cmath>

namespace Kova {

LineKind lineKind(CostLineId id)
{
    switch (id) {
    case CostLineId::GpuTime:
        return LineKind::GpuTime;
    case CostLineId::InterruptionOverhead:
        return LineKind::Overhead;
    case CostLineId::Phase:
        return LineKind::Phases;
    case CostLineId::CheckpointVolume:
        return LineKind::Storage;
    case CostLineId::DatasetIngress:
    case CostLineId::Egress:
        return LineKind::Transfers;
    }
    return LineKind::GpuTime;
}

QString lineKindName(LineKind k)
{
    switch (k) {
    case LineKind::GpuTime:
        return Report::tr("GPU time");
    case LineKind::Overhead:
        return Report::tr("Interruption overhead");
    case LineKind::Phases:
        return Report::tr("Phases");
    case LineKind::Storage:
        return Report::tr("Checkpoint volume", "storage volume holding checkpoints");
    case LineKind::Transfers:
        return Report::tr("Data transfers");
    }
    return {};
}

QColor lineKindColor(LineKind k)
{
    switch (k) {
    case LineKind::GpuTime:
        return QColor(0x2f, 0x5f, 0x98);
    case LineKind::Overhead:
        return QColor(0xd9, 0x8c, 0x2b);
    case LineKind::Phases:
        return QColor(0x3f, 0x9c, 0x9a);
    case LineKind::Storage:
        return QColor(0x8a, 0x6b, 0xb5);
    case LineKind::Transfers:
        return QColor(0x7a, 0xa8, 0x4c);
    }
    return Qt::gray;
}

QColor modeColor(PurchaseMode m)
{
    switch (m) {
    case PurchaseMode::OnDemand:
        return QColor(0x2f, 0x5f, 0x98);
    case PurchaseMode::Interruptible:
        return QColor(0x2e, 0x8b, 0x57);
    case PurchaseMode::Spot:
        return QColor(0xd9, 0x8c, 0x2b);
    case PurchaseMode::Reserved:
        return QColor(0x7d, 0x5b, 0xa6);
    }
    return Qt::gray;
}

QList<double> amountsByKind(const ModeEstimate& me)
{
    QList<double> out(LineKindCount, 0.0);
    for (const CostLine& l : me.lines)
        out[int(lineKind(l.id))] += l.amount;
    return out;
}

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
