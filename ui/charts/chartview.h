#pragma once

#include <QChartView>
#include <QList>
#include <QPointer>
#include <QValueAxis>

class QAbstractAxis;
class QBarCategoryAxis;
class QLegendMarker;
class QAbstractSeries;
class QXYSeries;

namespace Kova {

// A chart view styled from the application palette (light or dark), restyled when the palette
// changes, with numbers in the locale's format and no animation. Below a size (four charts beside docks
// on a 1280×800 laptop screen), it is compact: smaller type, thinner borders, and the charts show shorter
// texts (one-line categories, the detail in the tooltips) so that Qt Charts has none to cut with "...".
// Value axes show as many round labels as their length holds side by side.
class ChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ChartView(const QString& title, QWidget* parent = nullptr);

    bool isCompact() const { return m_compact; }
    // Lays the charts out now and marks those whose items changed for the next paint, rather than at later turns
    // of the event loop: after a change of their data, each changed chart is painted once, laid out, instead of
    // painted as it was then painted again when Qt Charts' layout and the scene's updates come round; the rest
    // of the window is painted with them, once, and a chart the change did not touch is not painted.
    static void settle(const QList<ChartView*>& charts);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    // Called when the view becomes compact or large again: the chart shows its texts for that size.
    virtual void compactChanged() { }
    // Called when the plot area changes size: a chart spaces the labels of its own axes.
    virtual void plotAreaResized() { }
    // Called after the palette is applied, for series that take colours from it.
    virtual void restyle() { }
    QValueAxis* makeValueAxis(const QString& title, const QString& format);
    void styleAxis(QAbstractAxis* axis);
    // Shows 0 to `top` (and a margin of `headroom`) on a value axis, up to a round number and labelled at round
    // numbers, as many as its length holds. The axis is kept while the data still fills at least half of it,
    // and the number of its labels while its length does not change, so that a slider drag does not make it
    // jump nor Qt Charts lay the chart out again at each step: a new range alone relabels the axis in place.
    void fitValueAxis(QValueAxis* axis, double top, double headroom = 1.08);
    // Sets a value axis's range and its labels' spacing at a cost that does not depend on how far the range
    // moved (the charts that show ranges not from 0 set them through this).
    void setValueRange(QValueAxis* axis, double min, double max);
    void showToolTip(const QString& text);
    // Shows `full` or, when compact, `compact` as the axis's categories (set only when they change).
    void showCategories(QBarCategoryAxis* axis, const QStringList& full, const QStringList& compact);
    // Shows or hides a legend entry (all of a series' entries): the legend lists only what is drawn.
    void showLegendMarker(QLegendMarker* marker, bool shown);
    void showInLegend(QAbstractSeries* series, bool shown);
    // Gives a series its points only when they changed: a sweep over GPU counts is often the same at the next step of
    // a slider, and replacing a scatter series lays out and repaints each of its markers.
    static void showPoints(QXYSeries* series, const QList<QPointF>& points);

private:
    // What fitValueAxis() shows: `intervals` equal intervals of a round step from 0 to `end`.
    struct ZeroTo
    {
        int intervals;
        double end;
    };
    ZeroTo zeroTo(const QValueAxis* axis, double wanted) const;
    void showZeroTo(QValueAxis* axis, double wanted);
    void cachePixels();
    void applyPalette();
    void applyFonts();
    // Labels from 0 at a round step (1, 2 or 5 × 10^k, whole numbers) that leaves room between them.
    void spaceLabels(QValueAxis* axis);
    double labelStep(const QValueAxis* axis, double range) const;
    static void applyStep(QValueAxis* axis, double step);
    void refitValueAxes();

    bool m_compact = false;
    QMarginsF m_layoutMargins; // Qt's border around the chart's background, taken away when compact
    struct Fitted
    {
        QPointer<QValueAxis> axis;
        double wanted; // the top it shows
    };
    QList<Fitted> m_fitted; // the axes fitValueAxis() fits
    bool m_refitting = false;
    bool m_refitAgain = false;
};

} // namespace Kova
