#pragma once

#include "charts/chartview.h"
#include "model/cost.h"
#include "model/costbreakdown.h"

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace Kova {

class ScenarioDocument;

// Chart (2): each purchase mode's total stacked by kind of cost line (GPU time, overhead, phases, volume,
// transfers), one bar a mode: the modes' names are written beside their bars, whole, however narrow the chart.
class BreakdownChart : public ChartView
{
    Q_OBJECT

public:
    explicit BreakdownChart(QWidget* parent = nullptr);

    void showDocument(const ScenarioDocument& document);
    QBarSet* lineSet(LineKind kind) const { return m_sets.value(int(kind)); }
    QStringList categories() const { return m_labels; } // the modes' names, as the tooltips give them

protected:
    void compactChanged() override;

private:
    void updateTexts();

    QHorizontalStackedBarSeries* m_series;
    QList<QBarSet*> m_sets; // indexed by LineKind
    QBarCategoryAxis* m_axisX;
    QValueAxis* m_axisY;
    QStringList m_labels; // "on-demand", "à la demande"
    QStringList m_compactLabels; // on two lines where they have a space: "à la<br>demande"
};

} // namespace Kova
