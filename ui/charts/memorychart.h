#pragma once

#include "charts/chartview.h"
#include "model/memory.h"

#include <array>

class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace Kova {

class ScenarioDocument;

// Chart (5): memory per GPU stacked by part against each GPU model's usable VRAM, with the minimum
// GPU count on each model: check the VRAM before comparing prices. Small or short, one row for each
// usable VRAM (models with the same VRAM fit alike), the models and their GPU counts in the tooltips.
class MemoryChart : public ChartView
{
    Q_OBJECT

public:
    explicit MemoryChart(QWidget* parent = nullptr);

    void showDocument(const ScenarioDocument& document);
    QBarSet* partSet(MemoryPart part) const { return m_sets.value(int(part)); }
    QStringList categories() const;
    QList<double> usableVram() const; // the VRAM line of each category, in order

protected:
    void compactChanged() override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Row
    {
        QString label; // rich text
        QString toolTip; // plain text
        double usableVramGb = 0;
    };

    void updateTexts();
    void showRows();
    const QList<Row>& rows() const { return m_grouped ? m_groups : m_rows; }

    QHorizontalStackedBarSeries* m_series;
    QList<QBarSet*> m_sets; // indexed by MemoryPart
    QList<QLineSeries*> m_vram; // one short horizontal segment per GPU model
    QBarCategoryAxis* m_axisX;
    QValueAxis* m_axisY;
    QList<Row> m_rows; // one a GPU model: "H100 SXM 80GB<br>min. 8 GPUs"
    QList<Row> m_groups; // small, one a usable VRAM ("80 GB"), its models in the tooltip: one line each
    MemoryBreakdown m_memory; // per GPU
    bool m_grouped = false; // one row a usable VRAM: compact, or too short for a row (two lines) a model
};

} // namespace Kova
