#include "reportcharts.h"

#include "chartparts.h"
#include "model/names.h"
#include "palette.h"
#include "reportcanvas.h"
#include "reportstyle.h"
#include "reporttext.h"
#include "text/format.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

constexpr double RowHeight = 19;
constexpr double BarHeight = 11;

struct BarRow
{
    BarRow(QString label = {}, QList<QPair<double, QColor>> segments = {}, QString value = {}, bool hatched = false)
        : label(std::move(label))
        , segments(std::move(segments))
        , value(std::move(value))
        , hatched(hatched)
    {
    }
    QString label;
    QList<QPair<double, QColor>> segments;
    QString value;
    bool hatched = false;
    bool heading = false; // a group title across the whole width, without a bar
};

// The width of the label column: the longest label, within limits.
double labelColumn(const ReportCanvas& canvas, const QList<BarRow>& rows)
{
    const QFont label = canvas.font(ReportStyle::Body - 0.5);
    double w = 0;
    for (const BarRow& row : rows)
        if (!row.heading)
            w = std::max(w, canvas.textWidth(row.label, label));
    return std::clamp(w + 12, 110.0, canvas.width() * 0.4);
}

// Horizontal bars with labels on the left, values on the right and a value grid underneath.
double drawBars(ReportCanvas& canvas, const QList<BarRow>& rows, double labelWidth, const Axis& axis,
    const std::function<QString(double)>& tick, double markerValue = -1)
{
    const double top = canvas.y();
    const double x0 = canvas.left() + labelWidth;
    const double valueWidth = 78;
    const double plotWidth = canvas.width() - labelWidth - valueWidth;
    const QFont label = canvas.font(ReportStyle::Body - 0.5);
    const QFont value = canvas.font(ReportStyle::Body - 0.5, true);
    const double bottom = top + rows.size() * RowHeight;
    drawValueGrid(canvas, axis, x0, plotWidth, top, bottom, tick);
    QPainter* p = canvas.painter();
    for (int i = 0; i < rows.size(); ++i) {
        const BarRow& row = rows.at(i);
        const double y = top + i * RowHeight;
        if (row.heading) {
            if (p) // over the grid lines
                p->fillRect(QRectF(canvas.left(), y + 2, canvas.width(), RowHeight - 2), Qt::white);
            canvas.text(QRectF(canvas.left(), y, canvas.width(), RowHeight), Qt::AlignLeft | Qt::AlignBottom,
                canvas.elided(row.label, value, canvas.width()), value, ReportStyle::accent());
            continue;
        }
        canvas.text(QRectF(canvas.left(), y, labelWidth - 8, RowHeight), Qt::AlignRight | Qt::AlignVCenter, row.label,
            label, ReportStyle::ink());
        double x = x0;
        for (const auto& [amount, color] : row.segments) {
            const double w = plotWidth * amount / axis.max;
            if (p && w > 0) {
                QPainterPath bar;
                bar.addRect(QRectF(x, y + (RowHeight - BarHeight) / 2, w, BarHeight));
                // A reference bar (not a price of this offer) is lighter, with an outline: no pattern brushes,
                // which the PDF engine would write as images.
                p->fillPath(bar, row.hatched ? color.lighter(165) : color);
                if (row.hatched)
                    p->strokePath(bar, QPen(color, 0.8, Qt::DashLine));
            }
            x += w;
        }
        canvas.text(QRectF(x + 4, y, valueWidth + (x0 + plotWidth - x) - 4, RowHeight),
            Qt::AlignLeft | Qt::AlignVCenter, row.value, value, ReportStyle::ink());
    }
    if (p && markerValue >= 0) {
        const double x = x0 + plotWidth * markerValue / axis.max;
        p->setPen(QPen(ReportStyle::bad(), 1.0, Qt::DashLine));
        p->drawLine(QPointF(x, top - 3), QPointF(x, bottom + 1));
    }
    return bottom - top + 14;
}

} // namespace

bool drawModeChart(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f)
{
    QList<BarRow> rows;
    double max = 0;
    for (const ModeEstimate& me : r.estimate.modes) {
        BarRow row { purchaseModeTitle(me.mode), {}, f.money(me.total), false };
        for (LineKind k : AllLineKinds)
            row.segments.append({ kindTotal(me, k), lineKindColor(k) });
        rows << row;
        max = std::max(max, me.total);
    }
    const MarketComparison& m = r.estimate.market;
    if (m.onDemandGpuTime)
        rows << BarRow { Report::tr("Market median, on demand*"),
            { { *m.onDemandGpuTime, modeColor(PurchaseMode::OnDemand) } }, f.money(*m.onDemandGpuTime), true };
    if (m.spotGpuTime)
        rows << BarRow { Report::tr("Market, spot auctions*"), { { *m.spotGpuTime, modeColor(PurchaseMode::Spot) } },
            f.money(*m.spotGpuTime), true };
    for (const BarRow& row : rows)
        for (const auto& seg : row.segments)
            max = std::max(max, seg.first);
    const double height = rows.size() * RowHeight + 30 + 24;
    if (!canvas.ensure(height))
        return false;
    const Axis axis = niceAxis(max);
    const double labels = labelColumn(canvas, rows);
    canvas.advance(drawBars(canvas, rows, labels, axis, [&](double v) { return axisMoney(f, v); }));
    QList<QPair<QColor, QString>> keys;
    for (LineKind k : AllLineKinds) {
        bool used = false;
        for (const ModeEstimate& me : r.estimate.modes)
            used = used || kindTotal(me, k) > 0;
        if (used)
            keys.append({ lineKindColor(k), lineKindName(k) });
    }
    canvas.advance(drawLegend(canvas, keys, canvas.left() + labels, canvas.y(), canvas.width() - labels) + 4);
    if (m.onDemandGpuTime || m.spotGpuTime) {
        const QString note = r.market
            ? Report::tr("* GPU line only, at the market price for this GPU (%1, observed %2).")
                  .arg(catalogueText(r.market->source),
                      f.locale().toString(r.market->observed, Report::tr("MMM d, yyyy", "date format")))
            : Report::tr("* GPU line only, at the market price for this GPU.");
        return canvas.paragraph(note, canvas.font(ReportStyle::Small, false, true), ReportStyle::muted(), 0, 2);
    }
    return true;
}

bool drawBreakdownChart(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f)
{
    const ModeEstimate* me = r.recommended();
    if (!me || me->total <= 0)
        return true;
    const double radius = 58;
    const QFont font = canvas.font(ReportStyle::Body - 0.5);
    const double lh = canvas.lineHeight(font) + 4;
    const double height = std::max(2 * radius + 8, lh * (me->lines.size() + 1) + 8);
    if (!canvas.ensure(height))
        return false;
    const double top = canvas.y();
    const QPointF centre(canvas.left() + radius + 20, top + radius + 4);
    QList<QColor> colors;
    QList<int> perKind(AllLineKinds.size(), 0);
    for (const CostLine& l : me->lines) {
        const LineKind k = lineKind(l.id);
        colors << lineKindColor(k).lighter(100 + 25 * perKind[int(k)]++);
    }
    if (QPainter* p = canvas.painter()) {
        double start = 90;
        for (int i = 0; i < me->lines.size(); ++i) {
            const double sweep = -360.0 * me->lines.at(i).amount / me->total;
            if (std::abs(sweep) <= 0)
                continue;
            QPainterPath slice;
            const QRectF outer(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
            slice.arcMoveTo(outer, start);
            slice.arcTo(outer, start, sweep);
            const QRectF inner = outer.adjusted(radius * 0.38, radius * 0.38, -radius * 0.38, -radius * 0.38);
            slice.arcTo(inner, start + sweep, -sweep);
            slice.closeSubpath();
            p->fillPath(slice, colors.at(i));
            p->strokePath(slice, QPen(Qt::white, 0.8));
            start += sweep;
        }
    }
    // The total inside the ring, in the largest size that fits the hole.
    const QString total = f.money(me->total);
    const double hole = radius * 1.2;
    double size = ReportStyle::Body;
    while (size > 5 && canvas.textWidth(total, canvas.font(size, true)) > hole - 4)
        size -= 0.5;
    canvas.text(QRectF(centre.x() - hole / 2, centre.y() - 12, hole, 24), Qt::AlignCenter, total,
        canvas.font(size, true), ReportStyle::ink());
    const double x = canvas.left() + 2 * radius + 60;
    const double w = canvas.left() + canvas.width() - x;
    double y = top + 4;
    for (int i = 0; i < me->lines.size(); ++i) {
        const CostLine& l = me->lines.at(i);
        if (QPainter* p = canvas.painter()) {
            p->setPen(Qt::NoPen);
            p->setBrush(colors.at(i));
            p->drawRoundedRect(QRectF(x, y + (lh - 8) / 2 - 2, 8, 8), 1.5, 1.5);
        }
        canvas.text(
            QRectF(x + 14, y, w * 0.6, lh), Qt::AlignLeft | Qt::AlignTop, f.lineLabel(l), font, ReportStyle::ink());
        canvas.text(QRectF(x + w * 0.6, y, w * 0.25, lh), Qt::AlignRight | Qt::AlignTop, f.money(l.amount), font,
            ReportStyle::ink());
        canvas.text(QRectF(x + w * 0.85, y, w * 0.15, lh), Qt::AlignRight | Qt::AlignTop,
            f.percent(100.0 * l.amount / me->total, 1), font, ReportStyle::muted());
        y += lh;
    }
    canvas.advance(height);
    return true;
}

bool drawMemoryChart(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f)
{
    const MemoryBreakdown& m = r.estimate.memory;
    QList<QPair<double, QColor>> parts;
    for (MemoryPart part : AllMemoryParts)
        parts.append({ m.partGb(part), memoryPartColor(part) });
    QList<BarRow> rows { { Report::tr("This run, per GPU"), parts, f.gb(std::round(m.totalGb() * 10) / 10), false } };
    double max = m.totalGb();
    for (const GpuFit& fit : r.estimate.fitByGpu) {
        const GpuModel* g = r.gpuModel(fit.gpuId);
        const QColor c = fit.fits ? ReportStyle::good().lighter(150) : ReportStyle::bad().lighter(160);
        const QString verdict = fit.fits ? Report::tr("%1 — fits").arg(f.gb(fit.usableVramGb))
                                         : Report::tr("%1 — too small").arg(f.gb(fit.usableVramGb));
        rows << BarRow { g ? g->name : fit.gpuId, { { fit.usableVramGb, c } }, verdict, false };
        max = std::max(max, fit.usableVramGb);
    }
    const double height = rows.size() * RowHeight + 30 + 16;
    if (!canvas.ensure(height))
        return false;
    const Axis axis = niceAxis(max);
    const double labels = labelColumn(canvas, rows);
    canvas.advance(drawBars(canvas, rows, labels, axis, [&](double v) { return f.gb(v); }, m.totalGb()));
    QList<QPair<QColor, QString>> keys;
    for (MemoryPart part : AllMemoryParts)
        keys.append({ memoryPartColor(part), memoryPartName(part) });
    keys.append({ ReportStyle::bad(), Report::tr("Need per GPU (dashed)") });
    canvas.advance(drawLegend(canvas, keys, canvas.left() + labels, canvas.y(), canvas.width() - labels) + 6);
    return true;
}

bool drawComparisonChart(ReportCanvas& canvas, const ReportContent& content, const Formatter& f)
{
    QList<BarRow> rows;
    double max = 0;
    for (const ScenarioReport& r : content.scenarios) {
        BarRow title;
        title.label = r.scenario.name;
        title.heading = true;
        rows << title;
        for (const ModeEstimate& me : r.estimate.modes) {
            rows << BarRow { purchaseModeTitle(me.mode), { { me.total, modeColor(me.mode) } }, f.money(me.total),
                false };
            max = std::max(max, me.total);
        }
    }
    const double height = rows.size() * RowHeight + 40;
    if (!canvas.ensure(std::min(height, canvas.body().height())))
        return false;
    const Axis axis = niceAxis(max);
    const double labels = labelColumn(canvas, rows);
    canvas.advance(drawBars(canvas, rows, labels, axis, [&](double v) { return axisMoney(f, v); }));
    QList<QPair<QColor, QString>> keys;
    for (PurchaseMode mode : AllPurchaseModes) {
        bool used = false;
        for (const ScenarioReport& r : content.scenarios)
            used = used || r.estimate.mode(mode);
        if (used)
            keys.append({ modeColor(mode), purchaseModeTitle(mode) });
    }
    canvas.advance(drawLegend(canvas, keys, canvas.left() + labels, canvas.y(), canvas.width() - labels) + 6);
    return true;
}

} // namespace Kova
