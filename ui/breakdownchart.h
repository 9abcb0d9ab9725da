#pragma once

#include "chartview.h"
#include "cost.h"

class QBarCategoryAxis;
class QBarSet;
class QStackedBarSeries;
class QValueAxis;

namespace Kova {

class ScenarioDocument;

// Chart (2): each purchase mode's total stacked by cost line (GPU time, volume, transfers, overhead).
class BreakdownChart : public ChartView
{
    Q_OBJECT

public:
    explicit BreakdownChart(QWidget* parent = nullptr);

    void showDocument(const ScenarioDocument& document);
    QBarSet* lineSet(CostLineId id) const { return m_sets.value(int(id)); }
    QStringList categories() const;

private:
    QStackedBarSeries* m_series;
    QList<QBarSet*> m_sets; // indexed by CostLineId
    QBarCategoryAxis* m_axisX;
    QValueAxis* m_axisY;
};

} // namespace Kova
