#pragma once

#include "model/scenario.h"
#include "sources/conversion.h"

#include <QMainWindow>
#include <QPointer>
#include <memory>

class QDockWidget;
class QMenu;
class QTabBar;
class QUndoGroup;

namespace KSyntaxHighlighting {
class Repository;
}

namespace Kova {

class Autosaver;
class ChartGrid;
class ComparisonPanel;
class CostPanel;
class LaunchView;
class MonteCarloPanel;
class SourceView;
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
    SourceView* source() const { return m_source; }
    LaunchView* launch() const { return m_launch; }
    MonteCarloPanel* monteCarlo() const { return m_monteCarlo; }
    std::weak_ptr<KSyntaxHighlighting::Repository> syntaxRepository() const { return m_repository; }

    ScenarioDocument* addDocument(const Scenario& scenario, const QString& filePath = {});
    bool openFile(const QString& path); // false and a message naming the file when it cannot be read
    bool saveDocument(ScenarioDocument* document, const QString& path);
    void offerRecovery();

    const Catalogue& catalogue() const { return *m_catalogue; }
    // Reloads the catalogue in use (the embedded one with the feeds' cached copies) and prices every
    // open scenario against it; the display currency and exchange rate from the settings.
    void reloadCatalogue();
    void reloadConversion();
    const CurrencyConversion& conversion() const { return m_conversion; }

public Q_SLOTS:
    void showAbout();
    void showFeedsDialog();
    void newScenario();
    void open();
    bool save();
    bool saveAs();
    bool closeDocument(int index);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createDocks();
    void createViewDocks(QDockWidget* besides);
    void followWithViews(ScenarioDocument* document);
    void updateViewsFromEstimate();
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
    void loadPriceTrends();
    QDockWidget* addDock(const QString& title, const QString& objectName, QWidget* widget, Qt::DockWidgetArea area);

    std::shared_ptr<const Catalogue> m_catalogue;
    CurrencyConversion m_conversion;
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
    // Shared with the highlighted views, which keep it alive as long as their highlighters live.
    std::shared_ptr<KSyntaxHighlighting::Repository> m_repository;
    SourceView* m_source = nullptr;
    LaunchView* m_launch = nullptr;
    MonteCarloPanel* m_monteCarlo = nullptr;
    bool m_monteCarloOnScreen = false; // its dock shown and its tab the current one
    QList<QMetaObject::Connection> m_viewConnections;
    QPointer<ScenarioDocument> m_viewsDocument; // the scenario the Source and Launch views show
    QMenu* m_recentMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QString m_guidance; // the status bar's standing message, in the language it was shown in
};

} // namespace Kova
