#pragma once

#include "charts/chartview.h"
#include "plan/planner.h"

#include <array>
#include <optional>
#include <utility>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace Kova {

class ScenarioDocument;

// Chart (3): cost against wall-clock time of the scenario's offer across GPU counts, one point per GPU
// count and purchase mode, with the Pareto front and the current plan.
class TimeCostChart : public ChartView
{
    Q_OBJECT

public:
    explicit TimeCostChart(QWidget* parent = nullptr);

    void showDocument(const ScenarioDocument& document);
    QScatterSeries* modeSeries(PurchaseMode m) const { return m_modes[static_cast<int>(m)]; }
    // The plans the mode's points show, fewest GPUs first.
    const QList<PlanCandidate>& plans(PurchaseMode m) const { return m_points[static_cast<int>(m)]; }
    QLineSeries* paretoSeries() const { return m_pareto; }
    QScatterSeries* currentSeries() const { return m_current; }
    QLineSeries* currentRangeSeries() const { return m_currentRange; }

protected:
    void changeEvent(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void compactChanged() override { updateTexts(); }
    void plotAreaResized() override { fitTimeAxis(); }

private:
    void updateTexts();
    // Whole decades from the shortest to the longest time, labelled every decade, or every second or
    // third one where the labels would not fit side by side.
    void fitTimeAxis();
    void describe(const PlanCandidate& p, bool current);
    // Each mode's markers as one image at the view's pixel ratio, drawn at each point (Qt Charts' "light
    // markers"), rather than one antialiased ellipse item each, stroked and filled at every paint.
    void drawMarkers();

    std::array<QScatterSeries*, PurchaseModeCount> m_modes {};
    std::array<QList<PlanCandidate>, PurchaseModeCount> m_points;
    QLineSeries* m_pareto;
    QScatterSeries* m_current;
    QLineSeries* m_currentRange; // whisker through the current plan: its P10 and P90 time and cost
    QString m_pricedNote; // what the star prices when the offer does not sell the chosen mode
    PlanCandidate m_currentPlan;
    QLogValueAxis* m_axisX;
    QValueAxis* m_axisY;
    double m_shortestHours = 0; // the range of wall-clock times shown
    double m_longestHours = 0;
    qreal m_markerRatio = 0; // the pixel ratio the markers' images were drawn at
    std::optional<std::pair<PurchaseMode, int>> m_pointed; // the plan (mode, GPUs) under the pointer, described
};

} // namespace Kova
