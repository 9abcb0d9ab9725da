#include "charts/histogramchart.h"

#include <QAreaSeries>
#include <QEvent>
#include <QGraphicsLayout>
#include <QLegendMarker>
#include <QLineSeries>
#include <QResizeEvent>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace Kova {

HistogramChart::HistogramChart(QWidget* parent)
    : QChartView(new QChart, parent)
    , m_outline(new QLineSeries)
    , m_base(new QLineSeries)
    , m_area(new QAreaSeries(m_outline, m_base))
    , m_p50(new QLineSeries)
    , m_p90(new QLineSeries)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    // An area series does not own its outline and base: this view does.
    m_outline->setParent(this);
    m_base->setParent(this);
    QChart* c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->setLocalizeNumbers(true);
    c->addSeries(m_area);
    c->addSeries(m_p50);
    c->addSeries(m_p90);
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries* s : { static_cast<QAbstractSeries*>(m_area), static_cast<QAbstractSeries*>(m_p50),
             static_cast<QAbstractSeries*>(m_p90) }) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    setMarkerPens();
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setMin(0);
    // A small plot in a dock: few labels, whole numbers, thin margins; the legend, under the plot, names the
    // P50 (dashed) and P90 (dotted) lines with their values, not the bars.
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setTickCount(3);
    m_y->setTickCount(3);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->legend()->setShowToolTips(true);
    for (QLegendMarker* marker : c->legend()->markers(m_area))
        marker->setVisible(false);
    c->setMargins(QMargins(2, 2, 2, 2));
    c->setBackgroundRoundness(0);
    c->layout()->setContentsMargins(0, 0, 0, 0);
    setRenderHint(QPainter::Antialiasing);
    for (QLineSeries* marker : { m_p50, m_p90 })
        connect(marker, &QLineSeries::hovered, this, [this, marker](const QPointF&, bool state) {
            if (state)
                QToolTip::showText(QCursor::pos(), marker == m_p50 ? m_p50Text : m_p90Text, this);
        });
    connect(m_area, &QAreaSeries::hovered, this, &HistogramChart::showBinToolTip);
    followPalette();
}

QString HistogramChart::binToolTip(qsizetype bin) const
{
    if (bin < 0 || bin >= m_histogram.counts.size())
        return {};
    const auto format = [this](double v) { return m_format ? m_format(v) : locale().toString(v, 'f', 2); };
    return tr("%1 to %2: %Ln run(s)", "histogram bin", m_histogram.counts.at(bin))
        .arg(format(m_histogram.binStart(bin)), format(m_histogram.binStart(bin + 1)));
}

void HistogramChart::showBinToolTip(const QPointF& point, bool hovering)
{
    if (!hovering || m_histogram.binWidth <= 0) {
        QToolTip::hideText();
        return;
    }
    const auto bin = qsizetype(std::floor((point.x() - m_histogram.lower) / m_histogram.binWidth));
    QToolTip::showText(QCursor::pos(), binToolTip(std::clamp<qsizetype>(bin, 0, m_histogram.counts.size() - 1)), this);
}

// Too short for a legend and an axis title under the plot (a laptop's bottom dock under a window manager's
// frame), the chart keeps its height for the plot and its labels, which Qt Charts would otherwise cut to
// "...": the P50 and P90 lines are then named by their tooltips and the summary under the charts.
void HistogramChart::resizeEvent(QResizeEvent* event)
{
    constexpr int RoomyHeight = 170;
    const bool roomy = event->size().height() >= RoomyHeight;
    if (chart()->legend()->isVisible() != roomy) {
        chart()->legend()->setVisible(roomy);
        m_x->setTitleVisible(roomy);
    }
    QChartView::resizeEvent(event);
}

void HistogramChart::setTitles(const QString& title, const QString& valueAxisTitle)
{
    chart()->setTitle(title);
    m_x->setTitleText(valueAxisTitle);
    m_y->setTitleText(tr("Runs", "number of simulated runs, chart axis"));
}

void HistogramChart::setMarkerLabels(const QString& p50, const QString& p90)
{
    // The legend names the lines; their values are in their tooltips (and the summary under the charts).
    m_p50->setName(QStringLiteral("P50"));
    m_p90->setName(QStringLiteral("P90"));
    m_p50Text = p50;
    m_p90Text = p90;
}

void HistogramChart::setMarkerPens()
{
    for (QLineSeries* marker : { m_p50, m_p90 }) {
        QPen pen = marker->pen();
        pen.setStyle(marker == m_p50 ? Qt::DashLine : Qt::DotLine);
        pen.setWidth(2);
        marker->setPen(pen);
    }
}

void HistogramChart::setHistogram(const Histogram& histogram, double p50, double p90)
{
    m_histogram = histogram;
    QList<QPointF> outline, base;
    int highest = 0;
    for (qsizetype i = 0; i < histogram.counts.size(); ++i) {
        const int n = histogram.counts.at(i);
        outline << QPointF(histogram.binStart(i), n) << QPointF(histogram.binStart(i + 1), n);
        highest = std::max(highest, n);
    }
    if (!outline.isEmpty())
        base << QPointF(outline.constFirst().x(), 0) << QPointF(outline.constLast().x(), 0);
    m_outline->replace(outline);
    m_base->replace(base);
    const double top = std::max(1.0, highest * 1.05);
    m_p50->replace({ QPointF(p50, 0), QPointF(p50, top) });
    m_p90->replace({ QPointF(p90, 0), QPointF(p90, top) });
    const double lo = std::min(histogram.lower, p50), hi = std::max(histogram.upper(), p90);
    m_x->setRange(lo, hi > lo ? hi : lo + 1);
    m_y->setRange(0, top);
    m_x->applyNiceNumbers();
    m_y->applyNiceNumbers(); // round counts (0, 500, 1,000), not the tallest bin's
}

void HistogramChart::clear()
{
    m_histogram = {};
    for (QLineSeries* s : { m_outline, m_base, m_p50, m_p90 })
        s->clear();
}

void HistogramChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        followPalette();
    else if (event->type() == QEvent::LocaleChange)
        chart()->setLocale(locale());
}

void HistogramChart::followPalette()
{
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    const QChart::ChartTheme theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    // A theme resets the series' pens, the legend and the fonts; the markers keep their dashes.
    if (chart()->theme() != theme)
        chart()->setTheme(theme);
    setMarkerPens();
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    chart()->legend()->setFont(small);
    for (QAbstractAxis* axis : { static_cast<QAbstractAxis*>(m_x), static_cast<QAbstractAxis*>(m_y) }) {
        axis->setLabelsFont(small);
        axis->setTitleFont(small);
    }
    QFont title = font();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 0.95);
    chart()->setTitleFont(title);
    for (QLegendMarker* marker : chart()->legend()->markers(m_area))
        marker->setVisible(false);
}

} // namespace Kova
