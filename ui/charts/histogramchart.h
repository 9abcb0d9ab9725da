#pragma once

#include "simulation/montecarlo.h"

#include <QChartView>
#include <functional>

class QAreaSeries;
class QLineSeries;
class QValueAxis;

namespace Kova {

// A histogram of simulated runs with its P50 and P90 marked as vertical lines. The chart and its
// axes are built once; new results replace the series' points.
class HistogramChart : public QChartView
{
    Q_OBJECT

public:
    explicit HistogramChart(QWidget* parent = nullptr);

    void setHistogram(const Histogram& histogram, double p50, double p90);
    void setTitles(const QString& title, const QString& valueAxisTitle);
    // The P50 and P90 lines' tooltips ("P50 $360,400.96"); the legend names them "P50" and "P90".
    void setMarkerLabels(const QString& p50, const QString& p90);
    QString p50Text() const { return m_p50Text; }
    // How bin bounds read in tooltips, e.g. as money.
    void setValueFormatter(std::function<QString(double)> format) { m_format = std::move(format); }
    QString binToolTip(qsizetype bin) const;
    void clear();

    QLineSeries* outline() const { return m_outline; }
    QLineSeries* p50Marker() const { return m_p50; }
    QLineSeries* p90Marker() const { return m_p90; }
    QValueAxis* valueAxis() const { return m_x; }
    QValueAxis* countAxis() const { return m_y; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void followPalette();
    void setMarkerPens();
    void showBinToolTip(const QPointF& point, bool hovering);

    QLineSeries* m_outline;
    QLineSeries* m_base;
    QAreaSeries* m_area;
    QLineSeries* m_p50;
    QLineSeries* m_p90;
    QValueAxis* m_x;
    QValueAxis* m_y;
    Histogram m_histogram;
    std::function<QString(double)> m_format;
    QString m_p50Text;
    QString m_p90Text;
};

} // namespace Kova
