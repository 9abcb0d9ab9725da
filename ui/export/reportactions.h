#pragma once

#include "report/reportcontent.h"

#include <QObject>
#include <functional>

class QAction;
class QWidget;

namespace Kova {

class CatalogueService;

// File → Export PDF report… (with a preview of the first page), File → Print Preview… (every page) and
// File → Print…, for the scenario the window shows. The PDF is written off the GUI thread.
class ReportActions : public QObject
{
    Q_OBJECT

public:
    using ScenarioSource = std::function<Scenario()>;
    using ScenariosSource = std::function<QList<Scenario>()>;

    // `scenario`: the one the window shows; `open`: every open scenario, for the comparison report.
    ReportActions(
        QWidget* window, const CatalogueService* catalogues, ScenarioSource scenario, ScenariosSource open = {});

    QAction* exportAction() const { return m_export; }
    QAction* exportComparisonAction() const { return m_exportComparison; }
    QAction* printPreviewAction() const { return m_printPreview; }
    QAction* printAction() const { return m_print; }

    // The report of the current scenario in the window's language, with the settings' author and paper.
    Result<ReportContent> currentContent() const;
    // The comparison report of the open scenarios, as the command line's `report A B …` writes it.
    Result<ReportContent> comparisonContent() const;

public Q_SLOTS:
    void exportPdf();
    void exportComparisonPdf();
    void printPreview();
    void print();

private:
    QWidget* m_window;
    const CatalogueService* m_catalogues;
    ScenarioSource m_scenario;
    ScenariosSource m_open;
    QAction* m_export;
    QAction* m_exportComparison;
    QAction* m_printPreview;
    QAction* m_print;
};

} // namespace Kova
