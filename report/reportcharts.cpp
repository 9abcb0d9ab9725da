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
#include <QPolygonF>
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

namespace {

// Where a value lies on a logarithmic span of whole decades: 0 at its first, 1 at its last.
double logShare(const Decades& d, double v)
{
    return (std::log10(v) - d.first) / double(d.last - d.first);
}

QPointF placed(const OverlayPlot& o, const PlanCandidate& p)
{
    return { o.plot.left() + o.plot.width() * logShare(o.hours, p.wallHours),
        o.plot.bottom() - o.plot.height() * logShare(o.money, p.total) };
}

// A five-pointed star around `centre`, as the window marks a current plan.
QPolygonF star(const QPointF& centre, double radius)
{
    QPolygonF points;
    for (int i = 0; i < 10; ++i) {
        const double angle = M_PI / 2 + i * M_PI / 5;
        const double r = i % 2 ? radius * 0.45 : radius;
        points << QPointF(centre.x() + r * std::cos(angle), centre.y() - r * std::sin(angle));
    }
    return points;
}

void drawOverlaySeries(QPainter* p, const OverlaySeries& s)
{
    p->setBrush(Qt::NoBrush);
    if (!s.front.isEmpty()) {
        QPen front(s.color.lighter(130), 3.2);
        front.setCapStyle(Qt::RoundCap);
        front.setJoinStyle(Qt::RoundJoin);
        p->setPen(front);
        p->drawPolyline(QPolygonF(s.front));
    }
    p->setPen(QPen(s.color, 1.1));
    p->drawPolyline(QPolygonF(s.plans));
    p->setPen(Qt::NoPen);
    p->setBrush(s.color);
    for (const QPointF& point : s.plans)
        p->drawEllipse(point, 1.8, 1.8);
    if (s.current) {
        p->setPen(QPen(Qt::white, 0.6));
        p->drawPolygon(star(*s.current, 5.5));
    }
}

// The decades' grid lines and labels around the plot, and the axes' titles.
void drawOverlayAxes(const ReportCanvas& canvas, const OverlayPlot& o, const Formatter& f)
{
    const QFont small = canvas.font(ReportStyle::Small);
    const double lh = canvas.lineHeight(small);
    const QRectF& plot = o.plot;
    QPainter* p = canvas.painter();
    for (int k = o.hours.first; k <= o.hours.last; ++k) {
        const double x = plot.left() + plot.width() * (k - o.hours.first) / double(o.hours.last - o.hours.first);
        if (p) {
            p->setPen(QPen(k == o.hours.first ? ReportStyle::muted() : ReportStyle::rule(), 0.4, Qt::DotLine));
            p->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        }
        canvas.text(QRectF(x - 40, plot.bottom() + 2, 80, lh), Qt::AlignHCenter | Qt::AlignTop,
            f.locale().toString(std::pow(10.0, k), 'f', std::max(0, -k)), small, ReportStyle::muted());
    }
    for (int k = o.money.first; k <= o.money.last; ++k) {
        const double y = plot.bottom() - plot.height() * (k - o.money.first) / double(o.money.last - o.money.first);
        if (p) {
            p->setPen(QPen(k == o.money.first ? ReportStyle::muted() : ReportStyle::rule(), 0.4, Qt::DotLine));
            p->drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        }
        canvas.text(QRectF(canvas.left(), y - lh / 2, plot.left() - canvas.left() - 4, lh),
            Qt::AlignRight | Qt::AlignVCenter, axisMoney(f, std::pow(10.0, k)), small, ReportStyle::muted());
    }
    canvas.text(QRectF(plot.left(), plot.bottom() + lh + 3, plot.width(), lh), Qt::AlignHCenter | Qt::AlignTop,
        Report::tr("Wall-clock time (h, logarithmic)"), small, ReportStyle::ink());
    canvas.text(QRectF(canvas.left(), plot.top() - lh - 4, canvas.width(), lh), Qt::AlignLeft | Qt::AlignBottom,
        Report::tr("Total (%1, logarithmic)").arg(f.currencySymbol()), small, ReportStyle::ink());
}

} // namespace

OverlayPlot costTimeOverlay(const ReportContent& content, const QRectF& plot)
{
    OverlayPlot o;
    o.plot = plot;
    CostTimeExtent extent;
    for (const ScenarioReport& r : content.scenarios)
        extent.include(r.curve);
    o.hours = decadesAround(extent.leastHours, extent.mostHours);
    o.money = decadesAround(extent.leastTotal, extent.mostTotal);
    for (int i = 0; i < content.scenarios.size(); ++i) {
        const CostTimeCurve& curve = content.scenarios.at(i).curve;
        OverlaySeries s { content.scenarios.at(i).scenario.name, seriesColor(i), {}, {}, std::nullopt };
        for (const PlanCandidate& p : curve.plans)
            s.plans << placed(o, p);
        // The front only where it tells something: when every plan is on it, the curve is the front.
        if (curve.front.size() < curve.plans.size())
            for (const PlanCandidate& p : curve.front)
                s.front << placed(o, p);
        if (curve.current && curve.current->wallHours > 0 && curve.current->total > 0)
            s.current = placed(o, *curve.current);
        o.series << s;
    }
    return o;
}

bool drawCostTimeOverlay(ReportCanvas& canvas, const ReportContent& content, const Formatter& f)
{
    const double height = 240;
    if (!canvas.ensure(height + 30))
        return false;
    const QFont small = canvas.font(ReportStyle::Small);
    const double lh = canvas.lineHeight(small);
    // The money labels' column: the widest of the decades the totals need.
    const Decades money = costTimeOverlay(content, {}).money;
    double labels = 0;
    for (int k = money.first; k <= money.last; ++k)
        labels = std::max(labels, canvas.textWidth(axisMoney(f, std::pow(10.0, k)), small));
    const double top = canvas.y() + lh + 8;
    const QRectF plot(
        canvas.left() + labels + 8, top, canvas.width() - labels - 8 - 24, height - (top - canvas.y()) - 2 * lh - 8);
    const OverlayPlot o = costTimeOverlay(content, plot);
    drawOverlayAxes(canvas, o, f);
    if (QPainter* p = canvas.painter()) {
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        p->setClipRect(plot.adjusted(-6, -6, 6, 6));
        for (const OverlaySeries& s : o.series)
            drawOverlaySeries(p, s);
        p->restore();
    }
    canvas.advance(height);
    QList<QPair<QColor, QString>> keys;
    for (const OverlaySeries& s : o.series)
        keys.append({ s.color, s.name });
    canvas.advance(drawLegend(canvas, keys, plot.left(), canvas.y(), plot.width()) + 4);
    return canvas.paragraph(Report::tr("Each line joins a scenario's plans across the GPU counts its offer supplies, "
                                       "in the purchase mode that prices its plan; the thick stretch is its Pareto "
                                       "front (no other of its plans is both cheaper and faster), the star its "
                                       "current plan."),
        canvas.font(ReportStyle::Small, false, true), ReportStyle::muted(), 0, 2);
}

} // namespace Kova
