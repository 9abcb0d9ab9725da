#include "charts/chartgrid.h"

#include "charts/breakdownchart.h"
#include "charts/memorychart.h"
#include "charts/modecostchart.h"
#include "charts/timecostchart.h"
#include "document/scenariodocument.h"

#include <QGridLayout>

namespace Kova {

ChartGrid::ChartGrid(QWidget* parent)
    : QWidget(parent)
    , m_modeCost(new ModeCostChart(this))
    , m_breakdown(new BreakdownChart(this))
    , m_timeCost(new TimeCostChart(this))
    , m_memory(new MemoryChart(this))
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_modeCost, 0, 0);
    layout->addWidget(m_breakdown, 0, 1);
    layout->addWidget(m_timeCost, 1, 0);
    layout->addWidget(m_memory, 1, 1);
}

void ChartGrid::setDocument(ScenarioDocument* document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &ScenarioDocument::estimateChanged, this, &ChartGrid::estimateChanged);
    refresh();
}

void ChartGrid::estimateChanged()
{
    m_stale = !isVisible();
    if (!m_stale)
        refresh();
}

void ChartGrid::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void ChartGrid::refresh()
{
    m_stale = false;
    if (!m_document)
        return;
    m_modeCost->showDocument(*m_document);
    m_breakdown->showDocument(*m_document);
    m_timeCost->showDocument(*m_document);
    m_memory->showDocument(*m_document);
    ChartView::settle({ m_modeCost, m_breakdown, m_timeCost, m_memory });
}

} // namespace Kova
