#pragma once

#include "document/scenariodocument.h"

#include <QPointer>
#include <QWidget>

class QHBoxLayout;
class QLabel;

namespace Kova {

class CostPanel;
class ModeCostChart;

// One open scenario in the side-by-side view: its name, its cost per purchase mode and its itemised bill,
// following its edits.
class ScenarioColumn : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioColumn(ScenarioDocument* document, QWidget* parent = nullptr);

    ScenarioDocument* document() const { return m_document; }
    ModeCostChart* chart() const { return m_chart; }
    CostPanel* bill() const { return m_bill; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();

    QPointer<ScenarioDocument> m_document;
    QLabel* m_title;
    ModeCostChart* m_chart;
    CostPanel* m_bill;
};

// The open scenarios' bills and charts side by side, in a window of their own as large as the main one: a
// column per scenario, each as wide as its bill needs to show its "Quantity × rate" whole, scrolled sideways
// when they do not all fit.
class SideBySideView : public QWidget
{
    Q_OBJECT

public:
    explicit SideBySideView(QWidget* parent = nullptr);

    void setDocuments(const QList<ScenarioDocument*>& documents);
    QList<ScenarioColumn*> columns() const { return m_columns; }

private:
    QWidget* m_strip;
    QHBoxLayout* m_layout;
    QList<ScenarioColumn*> m_columns;
};

} // namespace Kova
