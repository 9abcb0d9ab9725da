#include "charts/timecostchart.h"

#include "document/scenariodocument.h"
#include "model/names.h"
#include "report/palette.h"
#include "text/format.h"
#include "widgets/retranslation.h"

#include <QChart>
#include <QEvent>
#include <QFontMetricsF>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
// A mode's marker: the disc Qt Charts drew as an 8-pixel ellipse item with its series' 2-pixel border of the same
// colour, 10 pixels across.
constexpr qreal MarkerSide = 10;
} // namespace

TimeCostChart::TimeCostChart(QWidget* parent)
    : ChartView(QString(), parent)
    , m_pareto(new QLineSeries)
    , m_current(new QScatterSeries)
    , m_currentRange(new QLineSeries)
    , m_axisX(new QLogValueAxis)
{
    m_axisX->setLabelFormat(u"%.0f"_s);
    m_axisX->setBase(10);
    m_axisX->setMinorTickCount(0);
    styleAxis(m_axisX);
    m_axisY = makeValueAxis(QString(), u"%.0f"_s);
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);

    QPen pen(QColor(0x80, 0x80, 0x80));
    pen.setWidthF(1.5);
    pen.setStyle(Qt::DashLine);
    m_pareto->setPen(pen);
    chart()->addSeries(m_pareto);
    m_pareto->attachAxis(m_axisX);
    m_pareto->attachAxis(m_axisY);
    for (PurchaseMode m : AllPurchaseModes) {
        auto* s = new QScatterSeries;
        s->setColor(modeColor(m));
        s->setBorderColor(modeColor(m));
        s->setMarkerSize(MarkerSide);
        s->setPointsVisible(false); // the marker images instead (drawMarkers())
        m_modes[static_cast<int>(m)] = s;
        chart()->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
        // Its plans name themselves under the pointer through mouseMoveEvent().
    }
    m_current->setMarkerShape(QScatterSeries::MarkerShapeStar);
    m_current->setMarkerSize(18);
    m_current->setColor(QColor(0xd8, 0x3b, 0x3b));
    m_current->setBorderColor(QColor(0xd8, 0x3b, 0x3b));
    connect(m_current, &QScatterSeries::hovered, this, [this](const QPointF&, bool on) {
        if (on)
            describe(m_currentPlan, true);
    });
    QPen whisker(m_current->color()); // the current plan's colour: its P10–P90
    whisker.setWidthF(3);
    whisker.setCapStyle(Qt::FlatCap);
    m_currentRange->setPen(whisker);
    chart()->addSeries(m_currentRange);
    m_currentRange->attachAxis(m_axisX);
    m_currentRange->attachAxis(m_axisY);
    connect(m_currentRange, &QLineSeries::hovered, this, [this](const QPointF&, bool on) {
        if (!on || m_currentRange->count() < 2)
            return;
        const Formatter f;
        const QPointF low = m_currentRange->at(0), high = m_currentRange->at(1);
        showToolTip(tr("Likely range of the current plan (P10–P90, from the calibration on published runs): "
                       "%1 to %2, %3 to %4")
                .arg(f.money(low.y()), f.money(high.y()), f.hours(std::round(low.x() * 10) / 10),
                    f.hours(std::round(high.x() * 10) / 10)));
    });
    chart()->addSeries(m_current);
    m_current->attachAxis(m_axisX);
    m_current->attachAxis(m_axisY);
    drawMarkers();
    retranslateWith(this, [this] { updateTexts(); });
}

void TimeCostChart::changeEvent(QEvent* event)
{
    ChartView::changeEvent(event);
    if (event->type() == QEvent::DevicePixelRatioChange)
        drawMarkers();
}

void TimeCostChart::mouseMoveEvent(QMouseEvent* event)
{
    ChartView::mouseMoveEvent(event);
    // Qt Charts matches the pointer with the marker images of the topmost series only (its item spans the plot):
    // the plan under the pointer is found here, in any mode. The current plan's star, drawn over them, names
    // itself (its series' hovered signal).
    const QPointF at = chart()->mapFromScene(mapToScene(event->position().toPoint()));
    const auto under = [&](const QPointF& value, QScatterSeries* series) {
        const QPointF marker = chart()->mapToPosition(value, series);
        const qreal reach = series->markerSize() / 2 + 2; // Qt Charts' own margin around a marker
        return std::abs(marker.x() - at.x()) <= reach && std::abs(marker.y() - at.y()) <= reach;
    };
    if (m_current->count() && under(m_current->at(0), m_current))
        return;
    for (PurchaseMode m : AllPurchaseModes)
        for (const PlanCandidate& p : std::as_const(m_points[static_cast<int>(m)]))
            if (under(QPointF(p.wallHours, p.total), modeSeries(m))) {
                if (QToolTip::isVisible() && m_pointed == std::pair(m, p.gpus))
                    return;
                m_pointed = { m, p.gpus };
                return describe(p, false);
            }
    m_pointed.reset();
}

void TimeCostChart::drawMarkers()
{
    const qreal ratio = devicePixelRatioF();
    if (ratio == m_markerRatio)
        return;
    m_markerRatio = ratio;
    const int side = int(std::ceil(MarkerSide * ratio));
    for (PurchaseMode m : AllPurchaseModes) {
        QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(modeColor(m));
        painter.drawEllipse(QRectF(0, 0, side, side));
        painter.end();
        image.setDevicePixelRatio(ratio);
        modeSeries(m)->setLightMarker(image);
    }
}

void TimeCostChart::updateTexts()
{
    const QString title = tr("Cost against time across GPU counts");
    setAccessibleName(title);
    //: The title of a small chart of cost against time (the whole title did not fit).
    chart()->setTitle(isCompact() ? tr("Cost against time") : title);
    m_axisX->setTitleText(isCompact() ? tr("Time (h, log)", "short axis title: wall-clock hours, logarithmic scale")
                                      : tr("Wall-clock time (h, logarithmic)"));
    m_axisY->setTitleText(tr("Total cost (%1)").arg(Formatter().currencySymbol()));
    m_pareto->setName(isCompact() ? tr("Pareto", "short legend entry: the Pareto front") : tr("Pareto front"));
    for (PurchaseMode m : AllPurchaseModes)
        modeSeries(m)->setName(purchaseModeName(m));
    m_current->setName(tr("Current plan"));
    m_currentRange->setName(isCompact() ? tr("P10–P90", "short legend entry: the current plan's likely range")
                                        : tr("Likely range (P10–P90)"));
}

void TimeCostChart::describe(const PlanCandidate& p, bool current)
{
    const Formatter f;
    const QString text
        = tr("%Ln GPU(s), %1: %2 in %3", nullptr, p.gpus)
              .arg(purchaseModeName(p.mode), f.money(p.total), f.hours(std::round(p.wallHours * 10) / 10));
    if (current && !m_pricedNote.isEmpty())
        return showToolTip(tr("Current plan: %1 (%2)").arg(text, m_pricedNote));
    showToolTip(current ? tr("Current plan: %1").arg(text) : text);
}

void TimeCostChart::showDocument(const ScenarioDocument& document)
{
    if (!document.hasEstimate())
        return;
    drawMarkers(); // at the ratio of the screen the view is on now
    const ScenarioAnalysis& a = document.analysis();
    double minX = 0, maxX = 0, maxY = 0;
    auto extend = [&](double x, double y) {
        if (x <= 0)
            return;
        minX = minX > 0 ? std::min(minX, x) : x;
        maxX = std::max(maxX, x);
        maxY = std::max(maxY, y);
    };
    std::array<QList<QPointF>, PurchaseModeCount> points;
    for (auto& list : m_points)
        list.clear();
    for (const PlanCandidate& p : a.gpuSweep) {
        points[static_cast<int>(p.mode)].append(QPointF(p.wallHours, p.total));
        m_points[static_cast<int>(p.mode)].append(p);
        extend(p.wallHours, p.total);
    }
    for (PurchaseMode m : AllPurchaseModes) {
        QScatterSeries* series = m_modes[static_cast<int>(m)];
        showPoints(series, points[static_cast<int>(m)]);
        showInLegend(series, !points[static_cast<int>(m)].isEmpty());
    }
    QList<QPointF> front;
    for (const PlanCandidate& p : a.paretoFront)
        front.append(QPointF(p.wallHours, p.total));
    showPoints(m_pareto, front);

    const Estimate& e = a.estimate;
    QList<QPointF> current, range;
    // The offer does not sell the chosen mode: the star marks the mode that prices the plan, and says so.
    const PurchaseMode chosen = document.scenario().mode;
    m_pricedNote = e.mode(chosen) || !e.priced(chosen) ? QString() : pricedInsteadNote(e.priced(chosen)->mode, chosen);
    if (const ModeEstimate* me = e.priced(chosen)) {
        current.append(QPointF(me->wallHours, me->total));
        if (me->totalRange.p10 != me->totalRange.p90) {
            range = { QPointF(me->wallHoursRange.p10, me->totalRange.p10),
                QPointF(me->wallHoursRange.p90, me->totalRange.p90) };
            extend(me->wallHoursRange.p10, me->totalRange.p10);
            extend(me->wallHoursRange.p90, me->totalRange.p90);
        }
        m_currentPlan = { 0, e.gpus, me->mode, document.scenario().training.sharding, me->total, me->wallHours };
        extend(me->wallHours, me->total);
    }
    showPoints(m_current, current);
    showPoints(m_currentRange, range);
    showInLegend(m_currentRange, !range.isEmpty());
    m_shortestHours = minX;
    m_longestHours = maxX;
    fitTimeAxis();
    if (maxX <= 0) {
        setValueRange(m_axisY, 0, 1);
        return;
    }
    fitValueAxis(m_axisY, maxY);
}

void TimeCostChart::fitTimeAxis()
{
    if (m_longestHours <= 0) {
        m_axisX->setRange(1, 10);
        return;
    }
    int first = int(std::floor(std::log10(m_shortestHours)));
    int last = std::max(first + 1, int(std::ceil(std::log10(m_longestHours * 1.001))));
    // The decades shown are kept, with those the times now need, while that leaves at most one of them empty: a
    // drag of the GPU count does not lay the axis out again at each step, nor each time the current plan crosses
    // back and forth over the end of a decade.
    const int shownFirst = int(std::lround(std::log10(m_axisX->min())));
    const int shownLast = int(std::lround(std::log10(m_axisX->max())));
    const int keptFirst = std::min(first, shownFirst), keptLast = std::max(last, shownLast);
    if ((first - keptFirst) + (keptLast - last) <= 1) {
        first = keptFirst;
        last = keptLast;
    }
    // Qt Charts labels every power of the base within the range, each label centred on its tick and given
    // an equal share of the axis (from the chart's left margin to the plot's right edge) less its padding:
    // a base of 100 or 1,000 labels every second or third decade.
    const QFontMetricsF metrics(m_axisX->labelsFont());
    const QRectF plot = chart()->plotArea();
    const qreal axis = plot.right() - chart()->margins().left();
    // The labels take room beside the plot too: labelling more decades than now needs a label's width to
    // spare, or the plot, narrowed by them, would ask for fewer again, and so on.
    const int now = int(std::lround(std::log10(m_axisX->base())));
    int every = 1;
    for (; every < last - first; ++every) {
        const int low = int(std::ceil(double(first) / every)), high = int(std::floor(double(last) / every));
        const int labels = high - low + 1;
        const qreal widest
            = metrics.horizontalAdvance(chart()->locale().toString(std::pow(10.0, high * every), 'f', 0));
        const qreal spare = every < now ? widest : 0;
        if (plot.width() <= 0
            || ((axis - spare) / labels >= widest + 12
                && (labels < 2 || (plot.width() - spare) / (labels - 1) >= widest + 8)))
            break;
    }
    if (m_axisX->base() != std::pow(10.0, every))
        m_axisX->setBase(std::pow(10.0, every));
    if (m_axisX->min() != std::pow(10.0, first) || m_axisX->max() != std::pow(10.0, last))
        m_axisX->setRange(std::pow(10.0, first), std::pow(10.0, last));
}

} // namespace Kova
