// MainWindow's menus, KDE's standard actions with Kova's own texts.
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "export/billexportactions.h"
#include "export/reportactions.h"
#include "io/scenariofile.h"
#include "panels/comparisonpanel.h"
#include "panels/planpanel.h"
#include "program/programwindow.h"
#include "shell/feedsdialog.h"
#include "shell/languagemenu.h"
#include "shell/mainwindow.h"
#include "sources/catalogueservice.h"
#include "widgets/openfolder.h"
#include "widgets/plainmessage.h"
#include "widgets/retranslation.h"
#include "widgets/standardaction.h"

#include <KRecentFilesMenu>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QUndoGroup>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr int MaxRecentFiles = 8;

// The entries show file names as they are (an '&' is no shortcut key), each with its whole path in a plain
// tooltip; an entry whose file is gone is disabled. KRecentFilesMenu's own two actions, "No Entries" or,
// after the entries and a separator, "Clear List", are named in the window's language.
void showRecentFiles(KRecentFilesMenu* recent)
{
    const QList<QUrl> urls = recent->recentFiles();
    const QList<QAction*> actions = recent->actions();
    if (urls.isEmpty() && actions.size() == 1)
        actions.first()->setText(MainWindow::tr("No recent files"));
    if (urls.isEmpty() || actions.size() != urls.size() + 2)
        return;
    for (qsizetype i = 0; i < urls.size(); ++i) {
        const QString path = urls[i].toLocalFile();
        const QString name = QFileInfo(path).fileName().replace(u'&', u"&&"_s);
        actions[i]->setText(MainWindow::tr("&%1 %2").arg(i + 1).arg(name));
        actions[i]->setToolTip(plainToolTip(QDir::toNativeSeparators(path)));
        actions[i]->setEnabled(QFileInfo::exists(path));
    }
    actions.last()->setText(MainWindow::tr("&Clear List"));
}

// Open Recent: the files opened or saved last, kept by KRecentFilesMenu between sessions.
KRecentFilesMenu* recentFilesMenu(QMenu* file, OpenScenarios* scenarios)
{
    auto* recent = new KRecentFilesMenu(file);
    recent->setMaximumItems(MaxRecentFiles);
    QObject::connect(recent, &QMenu::aboutToShow, recent, [recent] { showRecentFiles(recent); });
    QObject::connect(recent, &KRecentFilesMenu::urlTriggered, scenarios,
        [scenarios](const QUrl& url) { scenarios->openFile(url.toLocalFile()); });
    QObject::connect(scenarios, &OpenScenarios::fileUsed, recent,
        [recent](const QString& path) { recent->addUrl(QUrl::fromLocalFile(path)); });
    return recent;
}

// Open Example: each scenario shipped inside the program, by its name, opened as a copy without a file.
QMenu* exampleMenu(QMenu* file, OpenScenarios* scenarios)
{
    auto* examples = new QMenu(file);
    examples->setObjectName(u"file_open_example"_s);
    for (const QString& name : exampleScenarioFiles()) {
        const Result<Scenario> example = loadExampleScenario(name);
        QAction* action = examples->addAction(example ? example.value().name : name);
        action->setEnabled(example.ok());
        QObject::connect(action, &QAction::triggered, scenarios, [scenarios, name] { scenarios->openExample(name); });
    }
    return examples;
}
} // namespace

void MainWindow::createMenus()
{
    createFileMenu();
    createEditMenu();
    QMenu* view = menuBar()->addMenu(QString());
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    QAction* sideBySide = view->addAction(QString(), m_comparison, &ComparisonPanel::showSideBySide);
    sideBySide->setObjectName(u"showSideBySide"_s);
    QMenu* settings = menuBar()->addMenu(QString());
    QAction* feeds = standardAction(
        KStandardActions::Preferences, QKeySequence::Preferences, this, &MainWindow::showFeedsDialog, this);
    settings->addAction(feeds);
    menuBar()->addMenu(new LanguageMenu(this));
    QMenu* help = menuBar()->addMenu(QString());
    QAction* about
        = standardAction(KStandardActions::AboutApp, QKeySequence::UnknownKey, this, &MainWindow::showAbout, this);
    help->addAction(about);
    retranslateWith(this, [=] {
        view->setTitle(tr("&View"));
        sideBySide->setText(tr("Bills and Charts Side &by Side"));
        settings->setTitle(tr("&Settings"));
        feeds->setText(tr("Catalogue &Feeds and Currency…"));
        help->setTitle(tr("&Help"));
        about->setText(tr("&About Kova Planner"));
    });
}

void MainWindow::createFileMenu()
{
    QMenu* file = menuBar()->addMenu(QString());
    OpenScenarios* scenarios = m_scenarios;
    QAction* newScenario
        = standardAction(KStandardActions::New, QKeySequence::New, scenarios, &OpenScenarios::newScenario, this);
    QAction* open = standardAction(KStandardActions::Open, QKeySequence::Open, scenarios, &OpenScenarios::open, this);
    QAction* openProgram = new QAction(this);
    openProgram->setObjectName(u"file_open_program"_s);
    connect(openProgram, &QAction::triggered, this, &MainWindow::chooseProgram);
    KRecentFilesMenu* recent = recentFilesMenu(file, scenarios);
    QMenu* examples = exampleMenu(file, scenarios);
    QAction* save = standardAction(KStandardActions::Save, QKeySequence::Save, scenarios, &OpenScenarios::save, this);
    QAction* saveAs
        = standardAction(KStandardActions::SaveAs, QKeySequence::SaveAs, scenarios, &OpenScenarios::saveAs, this);
    QAction* close
        = standardAction(KStandardActions::Close, QKeySequence::Close, scenarios, &OpenScenarios::closeCurrent, this);
    auto* report = new ReportActions(
        this, m_catalogues,
        [scenarios] {
            return scenarios->currentDocument() ? scenarios->currentDocument()->scenario() : defaultScenario();
        },
        [scenarios] {
            QList<Scenario> open;
            for (const ScenarioDocument* doc : scenarios->documents())
                open << doc->scenario();
            return open;
        });
    auto* bills = new BillExportActions(
        this, m_catalogues,
        [scenarios] {
            return QList<Scenario> { scenarios->currentDocument() ? scenarios->currentDocument()->scenario()
                                                                  : defaultScenario() };
        },
        [scenarios] {
            QList<Scenario> all;
            for (const ScenarioDocument* d : scenarios->documents())
                all << d->scenario();
            return all.isEmpty() ? QList<Scenario> { defaultScenario() } : all;
        });
    QAction* quit = standardAction(KStandardActions::Quit, QKeySequence::Quit, this, &QWidget::close, this);
    file->addActions({ newScenario, open, openProgram });
    file->addMenu(recent);
    file->addMenu(examples);
    file->addSeparator();
    file->addActions({ save, saveAs, close });
    file->addSeparator();
    file->addActions({ report->exportAction(), report->exportComparisonAction(), bills->billAction(),
        bills->comparisonAction(), report->printPreviewAction(), report->printAction() });
    file->addSeparator();
    file->addAction(quit);
    retranslateWith(this, [=] {
        file->setTitle(tr("&File"));
        newScenario->setText(tr("&New Scenario"));
        open->setText(tr("&Open…"));
        openProgram->setText(tr("Open &Program…"));
        openProgram->setStatusTip(tr("Open a program of runs over a horizon (*.kova-program.json) and compare the "
                                     "ways to buy it: on demand, spot, reserved, owned."));
        recent->setTitle(tr("Open &Recent"));
        examples->setTitle(tr("Open E&xample"));
        examples->setStatusTip(tr("Open a copy of a scenario shipped with Kova Planner: saving it asks where."));
        save->setText(tr("&Save"));
        saveAs->setText(tr("Save &As…"));
        close->setText(tr("&Close Scenario"));
        quit->setText(tr("&Quit"));
    });
}

void MainWindow::createEditMenu()
{
    QMenu* edit = menuBar()->addMenu(QString());
    QUndoGroup* group = m_scenarios->undoGroup();
    QAction* undo = standardAction(KStandardActions::Undo, QKeySequence::Undo, group, &QUndoGroup::undo, this);
    QAction* redo = standardAction(KStandardActions::Redo, QKeySequence::Redo, group, &QUndoGroup::redo, this);
    undo->setEnabled(group->canUndo());
    redo->setEnabled(group->canRedo());
    connect(group, &QUndoGroup::canUndoChanged, undo, &QAction::setEnabled);
    connect(group, &QUndoGroup::canRedoChanged, redo, &QAction::setEnabled);
    edit->addActions({ undo, redo });
    edit->addSeparator();
    // Ctrl+P prints (KStandardActions::Print): the plan is found with the find key.
    QAction* findPlan = edit->addAction(QString(), QKeySequence(QKeySequence::Find), m_plan, &PlanPanel::findPlan);
    findPlan->setObjectName(u"find_plan"_s);
    // Undo and Redo name the step they would undo: "&Undo Change GPU count".
    const auto undoTexts = [this, undo, redo, group] {
        const QString undoStep = group->undoText(), redoStep = group->redoText();
        undo->setText(undoStep.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoStep));
        redo->setText(redoStep.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoStep));
    };
    connect(group, &QUndoGroup::undoTextChanged, this, undoTexts);
    connect(group, &QUndoGroup::redoTextChanged, this, undoTexts);
    retranslateWith(this, [=, this] {
        edit->setTitle(tr("&Edit"));
        for (ScenarioDocument* doc : m_scenarios->documents())
            doc->renameUndoSteps();
        undoTexts();
        findPlan->setText(tr("&Find Plan"));
    });
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

void MainWindow::chooseProgram()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Program"), openFolder(), programFileFilter());
    if (path.isEmpty())
        return;
    rememberOpenFolder(path);
    openProgram(path);
}

void MainWindow::showFeedsDialog()
{
    FeedsDialog dialog(this);
    connect(&dialog, &FeedsDialog::catalogueChanged, m_catalogues, &CatalogueService::reloadCatalogue);
    connect(&dialog, &FeedsDialog::displayCurrencyChanged, m_catalogues, &CatalogueService::reloadConversion);
    connect(&dialog, &FeedsDialog::exchangeRateChanged, m_catalogues, &CatalogueService::reloadConversion);
    dialog.exec();
}

} // namespace Kova
