#pragma once

#include "charts/chartview.h"
#include "plan/programcosting.h"

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace Kova {

// The program's total against K, the GPUs reserved for the term with the rest bursting on demand; the K
// with the lowest total (the reserved option's) marked and labelled.
class ReservedCurveChart : public ChartView
{
    Q_OBJECT

public:
    explicit ReservedCurveChart(QWidget* parent = nullptr);

    void showCosting(const ProgramCosting& costing);
    QLineSeries* curve() const { return m_curve; }
    QScatterSeries* minimum() const { return m_minimum; }

protected:
    void compactChanged() override;
    void plotAreaResized() override;
    void restyle() override;

private:
    void updateTexts();

    QLineSeries* m_curve;
    QScatterSeries* m_minimum;
    QValueAxis* m_axisX;
    QValueAxis* m_axisY;
    QRectF m_ranges; // the axes' ranges shown (x: left to right, y: bottom to top), labelled again on resize
    std::optional<ReservedCurvePoint> m_best;
};

} // namespace Kova
