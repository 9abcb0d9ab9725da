#pragma once

#include "charts/chartview.h"
#include "plan/programcosting.h"

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace Kova {

// The cost of a busy owned GPU-hour against the owned GPUs' utilisation, each rental mode's rate as a
// horizontal line in the mode's colour, and where the curve crosses it (the break-even utilisation) marked.
class OwnershipChart : public ChartView
{
    Q_OBJECT

public:
    explicit OwnershipChart(QWidget* parent = nullptr);

    void showCosting(const ProgramCosting& costing);
    QLineSeries* ownedCurve() const { return m_owned; }
    // Per rental mode the offer sells: its rate as a line, and its break-even as a point (none when owning never pays).
    QList<QLineSeries*> rateLines() const { return m_rates; }
    QList<QScatterSeries*> breakEvenPoints() const { return m_breakEvens; }

protected:
    void compactChanged() override;
    void plotAreaResized() override;

private:
    void updateTexts();

    QLineSeries* m_owned;
    QList<QLineSeries*> m_rates;
    QList<QScatterSeries*> m_breakEvens;
    QList<BreakEven> m_shown;
    QValueAxis* m_axisX;
    QValueAxis* m_axisY;
    QRectF m_ranges; // the axes' ranges shown (x: left to right, y: bottom to top), labelled again on resize
};

} // namespace Kova
