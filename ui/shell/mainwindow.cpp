#include "shell/mainwindow.h"

#include "charts/chartgrid.h"
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "models/offertablemodel.h"
#include "panels/comparisonpanel.h"
#include "panels/costpanel.h"
#include "panels/offerspanel.h"
#include "panels/planpanel.h"
#include "panels/scenarioform.h"
#include "panels/scenarioviews.h"
#include "program/programwindow.h"
#include "sources/catalogueinuse.h"
#include "sources/catalogueservice.h"
#include "sources/pricehistory.h"
#include "sources/settings.h"
#include "widgets/paneldock.h"
#include "widgets/plainmessage.h"
#include "widgets/retranslation.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QMimeData>
#include <QScreen>
#include <QStatusBar>
#include <QTabBar>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace Kova {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_catalogues(new CatalogueService(this))
    , m_scenarios(new OpenScenarios(m_catalogues, this))
    , m_tabs(new QTabBar(this))
    , m_charts(new ChartGrid(this))
{
    setWindowTitle(QApplication::applicationDisplayName());
    setObjectName(u"MainWindow"_s);
    m_charts->setObjectName(u"Charts"_s);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(false);
    m_tabs->setDocumentMode(true);
    m_tabs->setExpanding(false);
    // The open scenarios' tabs span the window, above the docks: over the charts alone, four names did not fit at
    // 1366 px and the last was cut at the bar's edge.
    auto* tabsBar = new QToolBar(this);
    tabsBar->setObjectName(u"OpenScenariosBar"_s);
    tabsBar->setMovable(false);
    tabsBar->setFloatable(false);
    tabsBar->toggleViewAction()->setVisible(false); // not a toolbar one hides: the open scenarios
    tabsBar->addWidget(m_tabs);
    addToolBar(Qt::TopToolBarArea, tabsBar);
    setCentralWidget(m_charts);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    setAcceptDrops(true);
    createDocks();
    createMenus();
    retranslateWith(this, [this] {
        m_tabs->setAccessibleName(tr("Open scenarios"));
        // The guidance stays on the status bar, in the current language, unless a message replaced it.
        const QString guidance
            = tr("A general guide, not a recommendation: confirm availability and terms with the provider.");
        if (statusBar()->currentMessage().isEmpty() || statusBar()->currentMessage() == m_guidance)
            statusBar()->showMessage(guidance);
        m_guidance = guidance;
        retranslateQtParts(this);
    });
    followScenarios();
    // The preferred size within the screen it opens on: a 2× laptop screen is 1280×800 logical pixels.
    const QSize preferred(1600, 1000);
    resize(screen() ? preferred.boundedTo(screen()->availableGeometry().size() * 0.92) : preferred);
    restoreSettings();
    const auto catalogueRead = [this] {
        for (const QString& w : m_catalogues->inUse().warnings)
            statusBar()->showMessage(w, 10000);
        m_catalogues->readTrends();
    };
    connect(m_catalogues, &CatalogueService::catalogueChanged, this, catalogueRead);
    catalogueRead();
    m_scenarios->addDocument(defaultScenario());
}

MainWindow::~MainWindow()
{
    // The scenarios go first, while the panels that follow them still exist.
    delete m_scenarios;
}

void MainWindow::createDocks()
{
    auto* form = new ScenarioForm(this);
    auto* costs = new CostPanel(this);
    auto* offers = new OffersPanel(this);
    m_plan = new PlanPanel(this);
    m_comparison = new ComparisonPanel(this);
    QDockWidget* formDock = addPanelDock(this, form, u"Scenario"_s, Qt::LeftDockWidgetArea);
    QDockWidget* costsDock = addPanelDock(this, costs, u"Costs"_s, Qt::RightDockWidgetArea);
    QDockWidget* planDock = addPanelDock(this, m_plan, u"Plan"_s, Qt::RightDockWidgetArea);
    QDockWidget* offersDock = addPanelDock(this, offers, u"Offers"_s, Qt::BottomDockWidgetArea);
    QDockWidget* comparisonDock = addPanelDock(this, m_comparison, u"Comparison"_s, Qt::BottomDockWidgetArea);
    retranslateWith(this, [=] {
        formDock->setWindowTitle(tr("Scenario"));
        costsDock->setWindowTitle(tr("Costs and warnings"));
        planDock->setWindowTitle(tr("Plan"));
        offersDock->setWindowTitle(tr("Offers"));
        comparisonDock->setWindowTitle(tr("Comparison"));
    });
    splitDockWidget(costsDock, planDock, Qt::Vertical);
    tabifyDockWidget(offersDock, comparisonDock);
    auto* views = new ScenarioViews(this, comparisonDock);
    offersDock->raise(); // the offers first; the other views of the bottom area are a tab away
    connect(offersDock, &QDockWidget::visibilityChanged, offers, &OffersPanel::setOnScreen);
    connect(comparisonDock, &QDockWidget::visibilityChanged, m_comparison, &ComparisonPanel::setOnScreen);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    resizeDocks({ formDock, costsDock }, { 390, 430 }, Qt::Horizontal);
    resizeDocks({ offersDock }, { 290 }, Qt::Vertical);
    resizeDocks({ costsDock, planDock }, { 560, 380 }, Qt::Vertical);
    followWithPanels(form, costs, offers, views);
}

void MainWindow::followWithPanels(ScenarioForm* form, CostPanel* costs, OffersPanel* offers, ScenarioViews* views)
{
    connect(m_scenarios, &OpenScenarios::currentDocumentChanged, form, &ScenarioForm::setDocument);
    connect(m_scenarios, &OpenScenarios::currentDocumentChanged, m_charts, &ChartGrid::setDocument);
    connect(m_scenarios, &OpenScenarios::currentDocumentChanged, costs, &CostPanel::setDocument);
    connect(m_scenarios, &OpenScenarios::currentDocumentChanged, offers, &OffersPanel::setDocument);
    connect(m_scenarios, &OpenScenarios::currentDocumentChanged, m_plan, &PlanPanel::setDocument);
    connect(m_scenarios, &OpenScenarios::currentDocumentChanged, views, &ScenarioViews::setDocument);
    connect(costs, &CostPanel::fieldRequested, form, &ScenarioForm::focusField);
    costs->setConversion(m_catalogues->conversion());
    connect(m_catalogues, &CatalogueService::conversionChanged, costs, &CostPanel::setConversion);
    connect(m_catalogues, &CatalogueService::trendsRead, offers, &OffersPanel::setTrends);
}

void MainWindow::followScenarios()
{
    connect(m_tabs, &QTabBar::currentChanged, m_scenarios, &OpenScenarios::setCurrentIndex);
    connect(m_tabs, &QTabBar::tabCloseRequested, m_scenarios, &OpenScenarios::closeDocument);
    connect(m_comparison, &ComparisonPanel::documentRequested, m_tabs, &QTabBar::setCurrentIndex);
    connect(m_scenarios, &OpenScenarios::documentAdded, this, &MainWindow::addTab);
    connect(m_scenarios, &OpenScenarios::documentRemoved, this, [this](int index) {
        m_comparison->setDocuments(m_scenarios->documents());
        m_tabs->removeTab(index);
    });
    connect(m_scenarios, &OpenScenarios::currentDocumentChanged, this, [this](ScenarioDocument* doc) {
        m_tabs->setCurrentIndex(int(m_scenarios->documents().indexOf(doc)));
        updateTitle();
    });
    connect(m_scenarios, &OpenScenarios::message, statusBar(), &QStatusBar::showMessage);
    connect(m_scenarios, &OpenScenarios::programFileRequested, this, &MainWindow::openProgram);
}

ProgramWindow* MainWindow::openProgram(const QString& path)
{
    ProgramWindow* window = openProgramWindow(path, m_catalogues->catalogue(), this);
    connect(m_catalogues, &CatalogueService::catalogueChanged, window, &ProgramWindow::setCatalogue);
    connect(window, &ProgramWindow::opened, this, [this](const QString& opened, bool ok) {
        if (ok)
            Q_EMIT m_scenarios->fileUsed(opened);
    });
    return window;
}

void MainWindow::addTab(ScenarioDocument* doc)
{
    connect(doc, &ScenarioDocument::modifiedChanged, this, [this, doc] { updateTabText(doc); });
    connect(doc, &ScenarioDocument::filePathChanged, this, [this, doc] { updateTabText(doc); });
    connect(doc, &ScenarioDocument::scenarioChanged, this, [this, doc](const QString& field) {
        if (field == "name"_L1)
            updateTabText(doc);
    });
    m_tabs->addTab(doc->displayName());
    m_comparison->setDocuments(m_scenarios->documents());
    updateTabText(doc);
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    // What core wrote in words (warnings, tier reasons, cost lines) is written again in the new language;
    // every panel following a document redraws from its estimateChanged.
    for (ScenarioDocument* doc : m_scenarios->documents()) {
        doc->recomputeNow();
        updateTabText(doc);
    }
}

void MainWindow::updateTabText(ScenarioDocument* doc)
{
    const int index = int(m_scenarios->documents().indexOf(doc));
    if (index < 0)
        return;
    // The tab names the file (short, so that several tabs show whole); its tooltip has the scenario's name.
    const QString name = doc->scenario().name.isEmpty() ? doc->displayName() : doc->scenario().name;
    QString shown = doc->filePath().isEmpty() ? name : QFileInfo(doc->filePath()).fileName();
    for (QLatin1StringView suffix : { ".kova.json"_L1, ".json"_L1 })
        if (shown.endsWith(suffix) && shown.size() > suffix.size()) {
            shown.chop(suffix.size());
            break;
        }
    m_tabs->setTabText(index, doc->isModified() ? shown + u" •"_s : shown);
    m_tabs->setTabToolTip(
        index, plainToolTip(name + u'\n' + (doc->filePath().isEmpty() ? tr("Not saved yet") : doc->filePath())));
    if (doc == m_scenarios->currentDocument())
        updateTitle();
}

void MainWindow::updateTitle()
{
    ScenarioDocument* doc = m_scenarios->currentDocument();
    if (!doc)
        return;
    setWindowFilePath(doc->filePath());
    setWindowTitle(doc->displayName() + u"[*] — "_s + QApplication::applicationDisplayName());
    setWindowModified(doc->isModified());
}

namespace {
QStringList localFiles(const QMimeData* mime)
{
    QStringList files;
    if (mime && mime->hasUrls())
        for (const QUrl& url : mime->urls())
            if (url.isLocalFile())
                files << url.toLocalFile();
    return files;
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!localFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QStringList files = localFiles(event->mimeData());
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    for (const QString& file : files)
        m_scenarios->openFile(file);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_scenarios->queryClose()) {
        event->ignore();
        return;
    }
    saveSettings();
    event->accept();
}

void MainWindow::restoreSettings()
{
    const Settings settings;
    if (const QByteArray geometry = settings.windowGeometry(); !geometry.isEmpty())
        restoreGeometry(geometry);
    if (const QByteArray state = settings.windowState(); !state.isEmpty())
        restoreState(state);
}

void MainWindow::saveSettings()
{
    Settings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
}

} // namespace Kova
