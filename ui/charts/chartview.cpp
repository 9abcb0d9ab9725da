#include "charts/chartview.h"

#include "widgets/plainmessage.h"

#include <QAbstractAxis>
#include <QAbstractTextDocumentLayout>
#include <QBarCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QPen>
#include <QPointer>
#include <QResizeEvent>
#include <QSet>
#include <QTextDocument>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>
#include <algorithm>
#include <cmath>
#include <functional>

namespace Kova {

namespace {
// Below this size (logical pixels) a chart is compact: the four charts of a 1280×800 screen at 2× and of a
// 1600×1000 window are (their legends hold the long French names only in short), those of a wider one not.
constexpr int CompactWidth = 440;
constexpr int CompactHeight = 240;
// Value axes show at most this many labels.
constexpr int MostLabels = 6;
// Qt Charts keeps this much space around each axis label.
constexpr qreal LabelPadding = 4;

// While the charts settle, the windows' pending paints wait (each is posted again at the end) and the scenes
// whose items changed are noted.
class Settling : public QObject
{
public:
    explicit Settling(const QList<ChartView*>& charts)
    {
        for (ChartView* view : charts) {
            if (!m_windows.contains(view->window())) {
                m_windows << view->window();
                view->window()->installEventFilter(this);
            }
            if (view->scene())
                view->scene()->installEventFilter(this);
        }
    }
    ~Settling() override
    {
        for (const QPointer<QWidget>& window : std::as_const(m_windows))
            if (window && m_deferred.contains(window.data()))
                QCoreApplication::postEvent(window, new QEvent(QEvent::UpdateRequest), Qt::LowEventPriority);
    }
    // The scene processed changes of its items (a queued call to itself).
    bool changed(const QGraphicsScene* scene) const { return m_changed.contains(scene); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::MetaCall)
            m_changed.insert(watched);
        if (event->type() != QEvent::UpdateRequest || !m_windows.contains(watched))
            return false;
        m_deferred.insert(watched);
        return true;
    }

private:
    QList<QPointer<QWidget>> m_windows;
    QSet<const QObject*> m_deferred, m_changed;
};

// The smallest round step at least `least`: 1, 2, 2.5 (with `quarters`) or 5 × 10^k, a whole number.
double roundStep(double least, bool quarters = true)
{
    least = std::max(least, 1.0);
    const double unit = std::pow(10.0, std::floor(std::log10(least)));
    for (double m : { 1.0, 2.0, 2.5, 5.0 })
        if (m * unit >= least && (m != 2.5 || (quarters && unit >= 10)))
            return m * unit;
    return 10 * unit;
}
} // namespace

ChartView::ChartView(const QString& title, QWidget* parent)
    : QChartView(new QChart, parent) // QChartView(parent) makes a chart that setChart() would leak
{
    QChart* c = chart();
    c->setTitle(title);
    c->setAnimationOptions(QChart::NoAnimation);
    c->setLocalizeNumbers(true);
    c->setLocale(QLocale());
    // Beside the plot, one entry a line: French names ("à la demande") do not fit four in a row below it.
    c->legend()->setAlignment(Qt::AlignRight);
    c->legend()->setShowToolTips(true); // the whole name of an entry the legend still had to shorten
    c->setMargins(QMargins(4, 4, 4, 4));
    c->setBackgroundRoundness(0);
    qreal left = 0, top = 0, right = 0, bottom = 0;
    c->layout()->getContentsMargins(&left, &top, &right, &bottom);
    m_layoutMargins = QMarginsF(left, top, right, bottom);
    connect(c, &QChart::plotAreaChanged, this, &ChartView::refitValueAxes);
    setRenderHint(QPainter::Antialiasing);
    // Qt Charts moves and resizes its items at every change: the scene finds the few it paints without keeping a
    // spatial index of them up to date.
    scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    // Qt Charts' items set the pens, brushes and fonts they paint with: the view need not save and restore the
    // painter around each one.
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setAccessibleName(title);
    setMinimumSize(280, 180); // four in the grid still fit a 1280×800 (2× laptop) screen
    applyPalette();
}

QValueAxis* ChartView::makeValueAxis(const QString& title, const QString& format)
{
    auto* axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(format);
    styleAxis(axis);
    return axis;
}

void ChartView::fitValueAxis(QValueAxis* axis, double top, double headroom)
{
    const double wanted = top > 0 ? top * headroom : 1;
    const auto fitted
        = std::find_if(m_fitted.begin(), m_fitted.end(), [axis](const Fitted& f) { return f.axis == axis; });
    if (fitted != m_fitted.end())
        fitted->wanted = wanted;
    else
        m_fitted.append({ axis, wanted });
    showZeroTo(axis, wanted);
}

ChartView::ZeroTo ChartView::zeroTo(const QValueAxis* axis, double wanted) const
{
    const QRectF plot = chart()->plotArea();
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    const double length = horizontal ? plot.width() : plot.height();
    const QFontMetricsF metrics(axis->labelsFont());
    // A label's length along the axis, with the padding Qt Charts keeps around it: across, the widest label
    // (the one at the end); along a vertical axis, a line.
    auto extent = [&](double end) {
        return horizontal ? metrics.horizontalAdvance(chart()->locale().toString(end, 'f', 0)) + 4 * LabelPadding
                          : metrics.height() + 2 * LabelPadding;
    };
    const int now = axis->tickType() == QValueAxis::TicksFixed ? axis->tickCount() - 1 : 0;
    for (int intervals = MostLabels - 1; intervals > 1; --intervals) {
        const double end = intervals * roundStep(wanted / intervals);
        // More labels than now need a label's length to spare: labels take room beside the plot too, and the
        // plot, narrowed by them, would ask for fewer again.
        const double room = intervals > now && now > 0 ? length - extent(end) : length;
        if (end <= 2 * wanted && (length <= 0 || room / intervals >= extent(end)))
            return { intervals, end };
    }
    return { 1, roundStep(wanted) };
}

void ChartView::showZeroTo(QValueAxis* axis, double wanted)
{
    // Qt Charts lays the whole chart out again when the number of ticks changes, only the axis's labels when
    // its range does (and the chart if their width changed): the ticks stay while the length holds them.
    const ZeroTo shown = zeroTo(axis, wanted);
    const bool kept = axis->tickType() == QValueAxis::TicksFixed && axis->tickCount() == shown.intervals + 1
        && axis->min() == 0 && wanted <= axis->max() && wanted >= axis->max() / 2;
    if (kept)
        return;
    if (axis->tickType() != QValueAxis::TicksFixed)
        axis->setTickType(QValueAxis::TicksFixed);
    if (axis->tickCount() != shown.intervals + 1)
        axis->setTickCount(shown.intervals + 1);
    axis->setRange(0, shown.end);
}

void ChartView::setValueRange(QValueAxis* axis, double min, double max)
{
    m_fitted.removeIf([axis](const Fitted& f) { return f.axis == axis; });
    if (axis->min() == min && axis->max() == max) {
        spaceLabels(axis);
        return;
    }
    // Qt Charts lays the axis out at each change, with the interval it has then: the old interval over a range
    // a million times longer would be a million ticks. A wider interval goes first, a narrower one after the
    // range, so that no layout holds more ticks than the old or the new one.
    const double step = labelStep(axis, max - min);
    if (axis->tickType() != QValueAxis::TicksDynamic || step >= axis->tickInterval()) {
        applyStep(axis, step);
        axis->setRange(min, max);
    } else {
        axis->setRange(min, max);
        applyStep(axis, step);
    }
}

void ChartView::spaceLabels(QValueAxis* axis)
{
    applyStep(axis, labelStep(axis, axis->max() - axis->min()));
}

void ChartView::applyStep(QValueAxis* axis, double step)
{
    if (axis->tickInterval() != step)
        axis->setTickInterval(step);
    if (axis->tickAnchor() != 0)
        axis->setTickAnchor(0);
    if (axis->tickType() != QValueAxis::TicksDynamic)
        axis->setTickType(QValueAxis::TicksDynamic);
}

double ChartView::labelStep(const QValueAxis* axis, double range) const
{
    const QRectF plot = chart()->plotArea();
    const QFontMetricsF metrics(axis->labelsFont());
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    const double length = horizontal ? plot.width() : plot.height();
    // The widest label is the one at the top; Qt Charts keeps some padding around each.
    const qreal extent = horizontal
        ? metrics.horizontalAdvance(chart()->locale().toString(axis->min() + range, 'f', 0)) + 4 * LabelPadding
        : metrics.height() + 2 * LabelPadding;
    auto stepFor = [&](double axisLength) {
        return roundStep(
            std::max({ 1.0, range / (MostLabels - 1), axisLength > 0 ? extent * range / axisLength : range }), false);
    };
    double step = stepFor(length);
    // Labels take room beside the plot too: more labels than now need a label's length to spare, or the
    // plot, narrowed by them, would ask for fewer again, and so on.
    if (axis->tickType() == QValueAxis::TicksDynamic && step < axis->tickInterval())
        step = std::max(step, stepFor(length - extent));
    // A step beyond the axis would leave "0" as its only label: the largest round value on it instead,
    // when its label stands clear of 0's.
    if (step > range && range > 0) {
        const double unit = std::pow(10.0, std::floor(std::log10(range)));
        const double within = range >= 5 * unit ? 5 * unit : range >= 2 * unit ? 2 * unit : unit;
        if (within / range * length >= extent)
            step = within;
    }
    return step;
}

void ChartView::settle(const QList<ChartView*>& charts)
{
    // Qt Charts posts its layout request to the chart, the scene its item updates to itself (a queued call that
    // marks the changed regions, then paints the window's pending update at once). Both now, with the views
    // not following the scenes' regions, and each chart whose items changed marked for repainting as a whole
    // when all are done: the window is painted later, once, with the rest of the change, each changed chart
    // once, laid out, and a chart that did not change not at all.
    const Settling settling(charts);
    QList<QGraphicsView::ViewportUpdateMode> modes;
    for (ChartView* view : charts) {
        modes << view->viewportUpdateMode();
        view->setViewportUpdateMode(QGraphicsView::NoViewportUpdate);
    }
    for (ChartView* view : charts) {
        QCoreApplication::sendPostedEvents(view->chart(), QEvent::LayoutRequest);
        if (QGraphicsScene* s = view->scene())
            QCoreApplication::sendPostedEvents(s, QEvent::MetaCall);
    }
    for (qsizetype i = 0; i < charts.size(); ++i) {
        ChartView* view = charts[i];
        view->setViewportUpdateMode(modes[i]);
        if (settling.changed(view->scene()))
            view->viewport()->update();
        view->cachePixels();
    }
}

void ChartView::cachePixels()
{
    // Qt Charts' texts (titles, axis labels, legend entries) are rich text, laid out and shaped again at every
    // paint: each keeps its pixels until its text, font or place changes, so that a chart whose axes did not
    // change paints its labels as images. Qt invalidates a text item's pixels only where its document says it
    // changed, which misses a new text (the old pixels, or none, would show): the whole item is repainted.
    // The grid, axis and tick lines keep theirs too: Qt's raster engine draws a cosmetic line a pixel at a time,
    // which costs more than copying its kept pixels (a line item is drawn again when it moves or its pen changes).
    std::function<void(QGraphicsItem*)> cache = [&cache](QGraphicsItem* parent) {
        for (QGraphicsItem* item : parent->childItems()) {
            if (item->cacheMode() == QGraphicsItem::NoCache) {
                if (auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item)) {
                    const auto repaint = [text] { text->update(); };
                    connect(text->document(), &QTextDocument::contentsChanged, text, repaint);
                    connect(text->document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, text,
                        repaint);
                    item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
                } else if (qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item)
                    || qgraphicsitem_cast<QGraphicsLineItem*>(item)) {
                    item->setCacheMode(QGraphicsItem::DeviceCoordinateCache); // repainted whole when it changes
                }
            }
            cache(item);
        }
    };
    cache(chart());
}

void ChartView::showLegendMarker(QLegendMarker* marker, bool shown)
{
    // The marker's isVisible() is false too while the chart is hidden, so what was asked is kept on the marker:
    // an entry hidden before the chart was first shown stayed listed.
    static constexpr char Shown[] = "kova_shown";
    const QVariant asked = marker->property(Shown);
    if ((asked.isValid() ? asked.toBool() : true) == shown)
        return;
    marker->setProperty(Shown, shown);
    marker->setVisible(shown);
    // Laid out anew either way: an entry shown again keeps the label Qt Charts cut to nothing while it was hidden,
    // and a legend that hides an entry keeps its height, centred as before with an empty slot where the entry was.
    chart()->legend()->layout()->invalidate();
}

void ChartView::showInLegend(QAbstractSeries* series, bool shown)
{
    for (QLegendMarker* marker : chart()->legend()->markers(series))
        showLegendMarker(marker, shown);
}

void ChartView::showPoints(QXYSeries* series, const QList<QPointF>& points)
{
    if (series->points() != points)
        series->replace(points);
}

void ChartView::showCategories(QBarCategoryAxis* axis, const QStringList& full, const QStringList& compact)
{
    const QStringList& labels = m_compact ? compact : full;
    if (axis->categories() != labels)
        axis->setCategories(labels);
}

void ChartView::refitValueAxes()
{
    // Refitting an axis can lay the chart out again, which comes back here: the axes are fitted again after,
    // a few times at most.
    if (m_refitting) {
        m_refitAgain = true;
        return;
    }
    m_refitting = true;
    for (int pass = 0; pass < 3; ++pass) {
        m_refitAgain = false;
        const QList<Fitted> fitted = m_fitted;
        for (const Fitted& f : fitted)
            if (f.axis)
                showZeroTo(f.axis, f.wanted);
        plotAreaResized();
        if (!m_refitAgain)
            break;
    }
    m_refitting = false;
}

void ChartView::resizeEvent(QResizeEvent* event)
{
    const bool compact = event->size().width() < CompactWidth || event->size().height() < CompactHeight;
    if (compact != m_compact) {
        m_compact = compact;
        // Compact: no border around the chart's background, thin margins, smaller type.
        const QMarginsF border = compact ? QMarginsF() : m_layoutMargins;
        chart()->layout()->setContentsMargins(border.left(), border.top(), border.right(), border.bottom());
        chart()->setMargins(compact ? QMargins(2, 2, 2, 2) : QMargins(4, 4, 4, 4));
        applyFonts();
        compactChanged();
    }
    QChartView::resizeEvent(event);
}

void ChartView::styleAxis(QAbstractAxis* axis)
{
    const QPalette& p = palette();
    // A faint line, the text colour at 12 % over the chart's background, mixed here: an opaque line paints
    // faster than a translucent one.
    const QColor text = p.color(QPalette::Text);
    const QColor base = p.color(QPalette::Base);
    auto mix = [&](float t, float b) { return b + (t - b) * 0.12f; };
    const QColor grid = QColor::fromRgbF(
        mix(text.redF(), base.redF()), mix(text.greenF(), base.greenF()), mix(text.blueF(), base.blueF()));
    axis->setLabelsColor(p.color(QPalette::Text));
    axis->setTitleBrush(p.color(QPalette::Text));
    // Where a logical pixel is a device pixel, hairlines (width 0): Qt draws the same pixels as with its width of 1,
    // and a line item of width 0 finds its bounding rectangle without stroking its outline at every paint. At
    // other pixel ratios the lines keep their logical pixel.
    const qreal width = devicePixelRatioF() == 1 ? 0 : 1;
    QPen gridPen = axis->gridLinePen();
    gridPen.setColor(grid);
    gridPen.setWidthF(width);
    axis->setGridLinePen(gridPen);
    QPen linePen = axis->linePen(); // the axis's line and its ticks
    linePen.setColor(grid);
    linePen.setWidthF(width);
    axis->setLinePen(linePen);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * (m_compact ? 0.85 : 0.9));
    axis->setLabelsFont(f);
    axis->setTitleFont(f);
}

void ChartView::applyPalette()
{
    const QPalette& p = palette();
    QChart* c = chart();
    c->setBackgroundBrush(p.color(QPalette::Base));
    c->setBackgroundPen(Qt::NoPen);
    c->setTitleBrush(p.color(QPalette::Text));
    c->legend()->setLabelColor(p.color(QPalette::Text));
    applyFonts();
    // The chart's background covers the view, over the viewport's own fill: the view paints no third one.
    setBackgroundBrush(Qt::NoBrush);
    restyle();
}

void ChartView::applyFonts()
{
    QChart* c = chart();
    QFont title = font();
    title.setBold(true);
    if (m_compact)
        title.setPointSizeF(title.pointSizeF() * 0.95);
    c->setTitleFont(title);
    QFont legendFont = font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * (m_compact ? 0.8 : 0.85));
    c->legend()->setFont(legendFont);
    for (QAbstractAxis* axis : c->axes())
        styleAxis(axis);
}

void ChartView::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    else if (event->type() == QEvent::DevicePixelRatioChange)
        applyFonts(); // and the axes' lines (styleAxis())
    else if (event->type() == QEvent::LocaleChange)
        chart()->setLocale(locale());
}

void ChartView::showToolTip(const QString& text)
{
    // Tooltips name offers, providers and scenarios: shown as plain text.
    QToolTip::showText(QCursor::pos(), plainToolTip(text), this);
}

} // namespace Kova
