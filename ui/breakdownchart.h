#pragma once

#include "chartview.h"
#include "model/cost.h"

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace Kova {

class ScenarioDocument;

// Chart (2): each purchase mode's total stacked by cost line (GPU time, volume, transfers, overhead), one
// bar a line: the modes' names are written beside their bars, whole, however narrow the chart.
class BreakdownChart : public ChartView
{
    Q_OBJECT

public:
    explicit BreakdownChart(QWidget* parent = nullptr);

    void showDocument(const ScenarioDocument& document);
    QBarSet* lineSet(CostLineId id) const { return m_sets.value(int(id)); }
    QStringList categories() const { return m_labels; } // the modes' names, as the tooltips give them

protected:
    void compactChanged() override;

private:
    void updateTexts();

    QHorizontalStackedBarSeries* m_series;
    QList<QBarSet*> m_sets; // indexed by CostLineId
    QBarCategoryAxis* m_axisX;
    QValueAxis* m_axisY;
    QStringList m_labels; // "on-demand", "à la demande"
    QStringList m_compactLabels; // on two lines where they have a space: "à la<br>demande"
};

} // namespace Kova
