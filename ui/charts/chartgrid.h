#pragma once

#include <QPointer>
#include <QWidget>

namespace Kova {

class BreakdownChart;
class MemoryChart;
class ModeCostChart;
class ScenarioDocument;
class TimeCostChart;

// The four live charts of the current scenario, two by two. Hidden (its dock closed or behind another), it
// does no work: it is drawn again when it shows.
class ChartGrid : public QWidget
{
    Q_OBJECT

public:
    explicit ChartGrid(QWidget* parent = nullptr);

    void setDocument(ScenarioDocument* document);
    ModeCostChart* modeCost() const { return m_modeCost; }
    BreakdownChart* breakdown() const { return m_breakdown; }
    TimeCostChart* timeCost() const { return m_timeCost; }
    MemoryChart* memory() const { return m_memory; }

    // The charts are out of date: hidden when the estimate changed.
    bool isStale() const { return m_stale; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void estimateChanged();

    QPointer<ScenarioDocument> m_document;
    ModeCostChart* m_modeCost;
    BreakdownChart* m_breakdown;
    TimeCostChart* m_timeCost;
    MemoryChart* m_memory;
    bool m_stale = false;
};

} // namespace Kova
