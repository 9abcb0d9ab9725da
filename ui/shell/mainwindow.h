#pragma once

#include <QMainWindow>

class QTabBar;

namespace Kova {

class CatalogueService;
class ChartGrid;
class ComparisonPanel;
class CostPanel;
class OffersPanel;
class OpenScenarios;
class PlanPanel;
class ProgramWindow;
class ScenarioDocument;
class ScenarioForm;
class ScenarioViews;

// The open scenarios as tabs over the charts of the current one, the panels that follow it in docks, and
// the menus. The panels, docks and views are named (QObject::objectName) after what they show.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    OpenScenarios* scenarios() const { return m_scenarios; }
    // Opens a program file in a program window of its own (ProgramWindow), shown once the file is read off the GUI
    // thread (ProgramWindow::opened); the window deletes itself when the file cannot be read.
    ProgramWindow* openProgram(const QString& path);

public Q_SLOTS:
    void showAbout();
    void showFeedsDialog();
    void chooseProgram();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    // Files dropped on the window open as File › Open opens them (scenarios in tabs, programs in their windows).
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createDocks();
    void followWithPanels(ScenarioForm* form, CostPanel* costs, OffersPanel* offers, ScenarioViews* views);
    void createMenus();
    void createFileMenu();
    void createEditMenu();
    void followScenarios();
    void addTab(ScenarioDocument* document);
    void updateTitle();
    void updateTabText(ScenarioDocument* document);
    void restoreSettings();
    void saveSettings();

    CatalogueService* m_catalogues;
    OpenScenarios* m_scenarios;
    QTabBar* m_tabs;
    ChartGrid* m_charts;
    PlanPanel* m_plan = nullptr;
    ComparisonPanel* m_comparison = nullptr;
    QString m_guidance; // the status bar's standing message, in the language it was shown in
};

} // namespace Kova
