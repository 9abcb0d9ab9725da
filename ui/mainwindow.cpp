#include "mainwindow.h"

#include "autosaver.h"
#include "chartgrid.h"
#include "comparisonpanel.h"
#include "costpanel.h"
#include "feedsdialog.h"
#include "geometryreport.h"
#include "io/scenariofile.h"
#include "languagemenu.h"
#include "offerspanel.h"
#include "offertablemodel.h"
#include "plainmessage.h"
#include "planpanel.h"
#include "reportactions.h"
#include "retranslation.h"
#include "scenariodocument.h"
#include "scenarioform.h"
#include "sources/catalogueinuse.h"
#include "sources/pricehistory.h"

#include <KSyntaxHighlighting/Repository>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFutureWatcher>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QUndoGroup>
#include <QVBoxLayout>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Kova {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(new QTabBar(this))
    , m_charts(new ChartGrid(this))
    , m_form(new ScenarioForm(this))
    , m_costs(new CostPanel(this))
    , m_offers(new OffersPanel(this))
    , m_plan(new PlanPanel(this))
    , m_comparison(new ComparisonPanel(this))
    , m_undoGroup(new QUndoGroup(this))
    , m_autosaver(new Autosaver(Autosaver::defaultDirectory(), this))
{
    setWindowTitle(QApplication::applicationDisplayName());
    setObjectName(u"MainWindow"_s);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(false);
    m_tabs->setDocumentMode(true);
    m_tabs->setExpanding(false);
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_tabs);
    layout->addWidget(m_charts, 1);
    setCentralWidget(central);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
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

    connect(m_tabs, &QTabBar::currentChanged, this, &MainWindow::setCurrentDocument);
    connect(m_tabs, &QTabBar::tabCloseRequested, this, &MainWindow::closeDocument);
    connect(m_costs, &CostPanel::fieldRequested, m_form, &ScenarioForm::focusField);
    connect(m_comparison, &ComparisonPanel::documentRequested, m_tabs, &QTabBar::setCurrentIndex);

    // The preferred size within the screen it opens on: a 2× laptop screen is 1280×800 logical pixels.
    const QSize preferred(1600, 1000);
    resize(screen() ? preferred.boundedTo(screen()->availableGeometry().size() * 0.92) : preferred);
    restoreSettings();
    reloadCatalogue();
    reloadConversion();
    addDocument(defaultScenario());
    GeometryReport::installIfRequested(this);
}

MainWindow::~MainWindow()
{
    // The docks hide as the window goes: what they tell must no longer reach it (found by UBSan).
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        dock->disconnect(this);
    // Documents go first, while the panels that follow them still exist, and without telling anyone.
    for (const auto& c : std::as_const(m_viewConnections))
        disconnect(c);
    for (ScenarioDocument* doc : std::as_const(m_documents)) {
        doc->disconnect();
        delete doc;
    }
}

QDockWidget* MainWindow::addDock(
    const QString& title, const QString& objectName, QWidget* widget, Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    // Opaque content: an update inside the dock does not make the dock paint its title bar again under it.
    widget->setAutoFillBackground(true);
    dock->setWidget(widget);
    dock->setFeatures(
        QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::createDocks()
{
    QDockWidget* inputs = addDock({}, u"ScenarioDock"_s, m_form, Qt::LeftDockWidgetArea);
    QDockWidget* costs = addDock({}, u"CostsDock"_s, m_costs, Qt::RightDockWidgetArea);
    QDockWidget* plan = addDock({}, u"PlanDock"_s, m_plan, Qt::RightDockWidgetArea);
    QDockWidget* offers = addDock({}, u"OffersDock"_s, m_offers, Qt::BottomDockWidgetArea);
    QDockWidget* comparison = addDock({}, u"ComparisonDock"_s, m_comparison, Qt::BottomDockWidgetArea);
    retranslateWith(this, [=] {
        inputs->setWindowTitle(tr("Scenario"));
        costs->setWindowTitle(tr("Costs and warnings"));
        plan->setWindowTitle(tr("Plan"));
        offers->setWindowTitle(tr("Offers"));
        comparison->setWindowTitle(tr("Comparison"));
    });
    splitDockWidget(costs, plan, Qt::Vertical);
    tabifyDockWidget(offers, comparison);
    createViewDocks(comparison);
    offers->raise(); // the offers first; the other views of the bottom area are a tab away
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    resizeDocks({ inputs, costs }, { 390, 430 }, Qt::Horizontal);
    resizeDocks({ offers }, { 290 }, Qt::Vertical);
    resizeDocks({ costs, plan }, { 560, 380 }, Qt::Vertical);
}

void MainWindow::createMenus()
{
    createFileMenu();
    QMenu* edit = menuBar()->addMenu(QString());
    QAction* undo = m_undoGroup->createUndoAction(this);
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_undoGroup->createRedoAction(this);
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* findPlan = edit->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_P), m_plan, &PlanPanel::findPlan);
    m_viewMenu = menuBar()->addMenu(QString());
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        m_viewMenu->addAction(dock->toggleViewAction());
    QMenu* settings = menuBar()->addMenu(QString());
    QAction* feeds = settings->addAction(QString(), this, &MainWindow::showFeedsDialog);
    menuBar()->addMenu(new LanguageMenu(this));
    QMenu* help = menuBar()->addMenu(QString());
    QAction* about = help->addAction(QString(), this, &MainWindow::showAbout);
    // Undo and Redo name the step they would undo: "&Undo Change GPU count", in the current language
    // (steps are named again when it changes).
    const auto undoTexts = [this, undo, redo] {
        const QString undoStep = m_undoGroup->undoText(), redoStep = m_undoGroup->redoText();
        undo->setText(undoStep.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoStep));
        redo->setText(redoStep.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoStep));
    };
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, this, undoTexts);
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, this, undoTexts);
    retranslateWith(this, [=, this] {
        edit->setTitle(tr("&Edit"));
        for (ScenarioDocument* doc : std::as_const(m_documents))
            doc->renameUndoSteps();
        undoTexts();
        findPlan->setText(tr("&Find Plan"));
        m_viewMenu->setTitle(tr("&View"));
        settings->setTitle(tr("&Settings"));
        feeds->setText(tr("Catalogue &Feeds and Currency…"));
        help->setTitle(tr("&Help"));
        about->setText(tr("&About Kova Planner"));
    });
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    // What core wrote in words (warnings, tier reasons, cost lines) is written again in the new language;
    // every panel following a document redraws from its estimateChanged.
    for (ScenarioDocument* doc : std::as_const(m_documents)) {
        doc->recomputeNow();
        updateTabText(doc);
    }
}

ScenarioDocument* MainWindow::currentDocument() const
{
    return m_documents.value(m_tabs->currentIndex());
}

ScenarioDocument* MainWindow::addDocument(const Scenario& scenario, const QString& filePath)
{
    auto* doc = new ScenarioDocument(m_catalogue, scenario, this);
    doc->setFilePath(filePath);
    m_documents.append(doc);
    m_undoGroup->addStack(doc->undoStack());
    m_autosaver->watch(doc);
    connect(doc, &ScenarioDocument::modifiedChanged, this, [this, doc] { updateTabText(doc); });
    connect(doc, &ScenarioDocument::filePathChanged, this, [this, doc] { updateTabText(doc); });
    connect(doc, &ScenarioDocument::scenarioChanged, this, [this, doc](const QString& field) {
        if (field == "name"_L1)
            updateTabText(doc);
    });
    const int index = m_tabs->addTab(doc->displayName());
    m_comparison->setDocuments(m_documents);
    updateTabText(doc);
    m_tabs->setCurrentIndex(index);
    setCurrentDocument(index);
    return doc;
}

void MainWindow::setCurrentDocument(int index)
{
    ScenarioDocument* doc = m_documents.value(index);
    if (!doc)
        return;
    m_undoGroup->setActiveStack(doc->undoStack());
    m_form->setDocument(doc);
    m_charts->setDocument(doc);
    m_costs->setDocument(doc);
    m_offers->setDocument(doc);
    m_plan->setDocument(doc);
    followWithViews(doc);
    updateTitle();
}

void MainWindow::updateTabText(ScenarioDocument* doc)
{
    const int index = int(m_documents.indexOf(doc));
    if (index < 0)
        return;
    const QString name = doc->scenario().name.isEmpty() ? doc->displayName() : doc->scenario().name;
    m_tabs->setTabText(index, doc->isModified() ? name + u" •"_s : name);
    m_tabs->setTabToolTip(index, doc->filePath().isEmpty() ? tr("Not saved yet") : plainToolTip(doc->filePath()));
    if (doc == currentDocument())
        updateTitle();
}

void MainWindow::updateTitle()
{
    ScenarioDocument* doc = currentDocument();
    if (!doc)
        return;
    setWindowFilePath(doc->filePath());
    setWindowTitle(doc->displayName() + u"[*] — "_s + QApplication::applicationDisplayName());
    setWindowModified(doc->isModified());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    for (ScenarioDocument* doc : std::as_const(m_documents)) {
        m_tabs->setCurrentIndex(int(m_documents.indexOf(doc)));
        if (!maybeSave(doc)) {
            event->ignore();
            return;
        }
    }
    for (ScenarioDocument* doc : std::as_const(m_documents))
        m_autosaver->forget(doc);
    saveSettings();
    event->accept();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Kova Planner"),
        tr("<h3>Kova Planner %1</h3><p>Plans the rental of GPU clusters for training large language "
           "models: GPU tier, GPU count, purchase mode, duration and the cost line by line.</p>"
           "<p>A general guide, not a recommendation of a provider or a price: confirm availability "
           "and terms with the provider.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::showFeedsDialog()
{
    FeedsDialog dialog(this);
    connect(&dialog, &FeedsDialog::catalogueChanged, this, &MainWindow::reloadCatalogue);
    connect(&dialog, &FeedsDialog::displayCurrencyChanged, this, &MainWindow::reloadConversion);
    connect(&dialog, &FeedsDialog::exchangeRateChanged, this, &MainWindow::reloadConversion);
    dialog.exec();
}

void MainWindow::reloadCatalogue()
{
    const CatalogueInUse inUse = loadCatalogueInUse();
    for (const QString& w : inUse.warnings)
        statusBar()->showMessage(w, 10000);
    auto catalogue = std::make_shared<const Catalogue>(inUse.catalogue());
    for (ScenarioDocument* doc : std::as_const(m_documents))
        doc->setCatalogue(catalogue);
    setCurrentDocument(m_tabs->currentIndex()); // the panels follow the new catalogue
    m_catalogue = std::move(catalogue); // the old one goes only now that nothing refers to it
    loadPriceTrends();
}

void MainWindow::loadPriceTrends()
{
    // The price history is a SQLite file (on a slow disk or a network home, perhaps): read off the GUI
    // thread. The trends are shown only if the catalogue has not been replaced meanwhile.
    using Trends = QHash<QString, PriceTrend>;
    auto* watcher = new QFutureWatcher<Trends>(this);
    connect(watcher, &QFutureWatcher<Trends>::finished, this, [this, watcher, catalogue = m_catalogue] {
        watcher->deleteLater();
        if (catalogue == m_catalogue)
            m_offers->model()->setTrends(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([catalogue = m_catalogue] { return trendsOf(*catalogue, PriceHistory()); }));
}

void MainWindow::reloadConversion()
{
    m_conversion = currencyConversionFromSettings();
    m_costs->setConversion(m_conversion);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (settings.contains("window/geometry"_L1))
        restoreGeometry(settings.value("window/geometry"_L1).toByteArray());
    if (settings.contains("window/state"_L1))
        restoreState(settings.value("window/state"_L1).toByteArray());
}

void MainWindow::saveSettings()
{
    QSettings settings;
    settings.setValue("window/geometry"_L1, saveGeometry());
    settings.setValue("window/state"_L1, saveState());
}

} // namespace Kova
