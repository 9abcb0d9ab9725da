#pragma once

#include "chartview.h"

class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace Kova {

class ScenarioDocument;

// Chart (5): memory per GPU stacked by part against each GPU model's usable VRAM, with the minimum
// GPU count on each model: check the VRAM before comparing prices.
class MemoryChart : public ChartView
{
    Q_OBJECT

public:
    enum Part { Weights, Gradients, Optimizer, Activations, Overhead, NUM_PARTS };

    explicit MemoryChart(QWidget* parent = nullptr);

    void showDocument(const ScenarioDocument& document);
    QBarSet* partSet(Part part) const { return m_sets.value(part); }
    QStringList categories() const;
    QList<double> usableVram() const; // the VRAM line of each category, in order

private:
    QHorizontalStackedBarSeries* m_series;
    QList<QBarSet*> m_sets;
    QList<QLineSeries*> m_vram; // one short horizontal segment per GPU model
    QBarCategoryAxis* m_axisX;
    QValueAxis* m_axisY;
};

} // namespace Kova
