// MainWindow's menus.
#include "catalogueservice.h"
#include "feedsdialog.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "openscenarios.h"
#include "plainmessage.h"
#include "planpanel.h"
#include "reportactions.h"
#include "retranslation.h"
#include "scenariodocument.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QUndoGroup>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr int MaxRecentFiles = 8;
const auto RecentKey = "recentFiles"_L1;

void addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(RecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    settings.setValue(RecentKey, recent.mid(0, MaxRecentFiles));
}

void fillRecentMenu(QMenu* menu, OpenScenarios* scenarios)
{
    menu->clear();
    const QStringList recent = QSettings().value(RecentKey).toStringList();
    for (int i = 0; i < recent.size(); ++i) {
        const QString& path = recent[i];
        QAction* a = menu->addAction(MainWindow::tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()), scenarios,
            [scenarios, path] { scenarios->openFile(path); });
        a->setToolTip(plainToolTip(QDir::toNativeSeparators(path)));
        a->setEnabled(QFileInfo::exists(path));
    }
    if (recent.isEmpty())
        menu->addAction(MainWindow::tr("No recent files"))->setEnabled(false);
    else {
        menu->addSeparator();
        menu->addAction(MainWindow::tr("&Clear List"), menu, [] { QSettings().remove(RecentKey); });
    }
}
} // namespace

void MainWindow::createMenus()
{
    createFileMenu();
    createEditMenu();
    QMenu* view = menuBar()->addMenu(QString());
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    QMenu* settings = menuBar()->addMenu(QString());
    QAction* feeds = settings->addAction(QString(), this, &MainWindow::showFeedsDialog);
    menuBar()->addMenu(new LanguageMenu(this));
    QMenu* help = menuBar()->addMenu(QString());
    QAction* about = help->addAction(QString(), this, &MainWindow::showAbout);
    retranslateWith(this, [=] {
        view->setTitle(tr("&View"));
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
    QAction* newScenario = file->addAction(QString(), QKeySequence::New, scenarios, &OpenScenarios::newScenario);
    QAction* open = file->addAction(QString(), QKeySequence::Open, scenarios, &OpenScenarios::open);
    QMenu* recent = file->addMenu(QString());
    connect(recent, &QMenu::aboutToShow, recent, [recent, scenarios] { fillRecentMenu(recent, scenarios); });
    connect(scenarios, &OpenScenarios::fileUsed, this, &addRecentFile);
    file->addSeparator();
    QAction* save = file->addAction(QString(), QKeySequence::Save, scenarios, &OpenScenarios::save);
    QAction* saveAs = file->addAction(QString(), QKeySequence::SaveAs, scenarios, &OpenScenarios::saveAs);
    QAction* close = file->addAction(QString(), QKeySequence::Close, scenarios, &OpenScenarios::closeCurrent);
    file->addSeparator();
    auto* report = new ReportActions(this, m_catalogues, [scenarios] {
        return scenarios->currentDocument() ? scenarios->currentDocument()->scenario() : defaultScenario();
    });
    file->addActions({ report->exportAction(), report->printAction() });
    file->addSeparator();
    QAction* quit = file->addAction(QString(), QKeySequence::Quit, this, &QWidget::close);
    retranslateWith(this, [=] {
        file->setTitle(tr("&File"));
        newScenario->setText(tr("&New Scenario"));
        open->setText(tr("&Open…"));
        recent->setTitle(tr("Open &Recent"));
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
    QAction* undo = group->createUndoAction(this);
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = group->createRedoAction(this);
    redo->setShortcut(QKeySequence::Redo);
    edit->addActions({ undo, redo });
    edit->addSeparator();
    QAction* findPlan = edit->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_P), m_plan, &PlanPanel::findPlan);
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

void MainWindow::showFeedsDialog()
{
    FeedsDialog dialog(this);
    connect(&dialog, &FeedsDialog::catalogueChanged, m_catalogues, &CatalogueService::reloadCatalogue);
    connect(&dialog, &FeedsDialog::displayCurrencyChanged, m_catalogues, &CatalogueService::reloadConversion);
    connect(&dialog, &FeedsDialog::exchangeRateChanged, m_catalogues, &CatalogueService::reloadConversion);
    dialog.exec();
}

} // namespace Kova
