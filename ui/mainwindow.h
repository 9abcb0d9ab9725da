#pragma once

#include "scenario.h"

#include <QMainWindow>

class QDockWidget;
class QMenu;
class QTabBar;
class QUndoGroup;

namespace Kova {

class Autosaver;
class ChartGrid;
class ComparisonPanel;
class CostPanel;
class OffersPanel;
class PlanPanel;
class ScenarioDocument;
class ScenarioForm;
struct Catalogue;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument* currentDocument() const;
    QList<ScenarioDocument*> documents() const { return m_documents; }
    ScenarioForm* form() const { return m_form; }
    ChartGrid* charts() const { return m_charts; }
    CostPanel* costs() const { return m_costs; }
    OffersPanel* offers() const { return m_offers; }
    PlanPanel* plan() const { return m_plan; }
    ComparisonPanel* comparison() const { return m_comparison; }
    Autosaver* autosaver() const { return m_autosaver; }

    ScenarioDocument* addDocument(const Scenario& scenario, const QString& filePath = {});
    bool openFile(const QString& path); // false and a message naming the file when it cannot be read
    bool saveDocument(ScenarioDocument* document, const QString& path);
    void offerRecovery();

public Q_SLOTS:
    void showAbout();
    void newScenario();
    void open();
    bool save();
    bool saveAs();
    bool closeDocument(int index);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createDocks();
    void createMenus();
    void createFileMenu();
    void setCurrentDocument(int index);
    void updateTitle();
    void updateTabText(ScenarioDocument* document);
    bool maybeSave(ScenarioDocument* document);
    void addRecentFile(const QString& path);
    void fillRecentMenu();
    void restoreSettings();
    void saveSettings();
    QDockWidget* addDock(const QString& title, const QString& objectName, QWidget* widget, Qt::DockWidgetArea area);

    const Catalogue& m_catalogue;
    QList<ScenarioDocument*> m_documents;
    QTabBar* m_tabs;
    ChartGrid* m_charts;
    ScenarioForm* m_form;
    CostPanel* m_costs;
    OffersPanel* m_offers;
    PlanPanel* m_plan;
    ComparisonPanel* m_comparison;
    QUndoGroup* m_undoGroup;
    Autosaver* m_autosaver;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
};

} // namespace Kova
