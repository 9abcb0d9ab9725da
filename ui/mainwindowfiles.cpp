// MainWindow's File menu: new, open, save, recent files, closing with unsaved changes, recovery.
#include "autosaver.h"
#include "comparisonpanel.h"
#include "io/scenariofile.h"
#include "mainwindow.h"
#include "plainmessage.h"
#include "reportactions.h"
#include "retranslation.h"
#include "scenariodocument.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QUndoGroup>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr int MaxRecentFiles = 8;
const auto RecentKey = "recentFiles"_L1;

QString fileFilter()
{
    return MainWindow::tr("Kova scenarios (*.kova.json);;JSON files (*.json);;All files (*)");
}
} // namespace

void MainWindow::createFileMenu()
{
    QMenu* file = menuBar()->addMenu(QString());
    QAction* newScenario = file->addAction(QString(), QKeySequence::New, this, &MainWindow::newScenario);
    QAction* open = file->addAction(QString(), QKeySequence::Open, this, &MainWindow::open);
    m_recentMenu = file->addMenu(QString());
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    file->addSeparator();
    QAction* save = file->addAction(QString(), QKeySequence::Save, this, &MainWindow::save);
    QAction* saveAs = file->addAction(QString(), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    QAction* close
        = file->addAction(QString(), QKeySequence::Close, this, [this] { closeDocument(m_tabs->currentIndex()); });
    file->addSeparator();
    auto* report = new ReportActions(
        this, [this] { return currentDocument() ? currentDocument()->scenario() : defaultScenario(); });
    file->addActions({ report->exportAction(), report->printAction() });
    file->addSeparator();
    QAction* quit = file->addAction(QString(), QKeySequence::Quit, this, &QWidget::close);
    retranslateWith(this, [=, this] {
        file->setTitle(tr("&File"));
        newScenario->setText(tr("&New Scenario"));
        open->setText(tr("&Open…"));
        m_recentMenu->setTitle(tr("Open &Recent"));
        save->setText(tr("&Save"));
        saveAs->setText(tr("Save &As…"));
        close->setText(tr("&Close Scenario"));
        quit->setText(tr("&Quit"));
    });
}

void MainWindow::newScenario()
{
    Scenario s = defaultScenario();
    s.name = tr("Scenario %1").arg(m_documents.size() + 1);
    addDocument(s);
}

void MainWindow::open()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open Scenario"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation), fileFilter());
    for (const QString& path : paths)
        openFile(path);
}

bool MainWindow::openFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (int i = 0; i < m_documents.size(); ++i)
        if (m_documents[i]->filePath() == absolute) {
            m_tabs->setCurrentIndex(i);
            return true;
        }
    auto loaded = loadScenario(absolute);
    if (!loaded) {
        showPlainWarning(this, tr("Cannot Open Scenario"), loaded.error().toString());
        return false;
    }
    ScenarioDocument* current = currentDocument();
    // An untouched, unsaved scenario is replaced rather than kept beside the opened one.
    const bool replace = m_documents.size() == 1 && current && current->filePath().isEmpty() && !current->isModified()
        && current->undoStack()->count() == 0;
    addDocument(loaded.value(), absolute);
    if (replace)
        closeDocument(0);
    addRecentFile(absolute);
    return true;
}

bool MainWindow::saveDocument(ScenarioDocument* document, const QString& path)
{
    // Atomic: on failure the previous file is left as it was, and the message says so.
    if (const auto error = saveScenarioFile(document->scenario(), path)) {
        showPlainWarning(this, tr("Cannot Save Scenario"), error->toString());
        return false;
    }
    document->setFilePath(QFileInfo(path).absoluteFilePath());
    document->markSaved();
    m_autosaver->saveNow(document);
    addRecentFile(document->filePath());
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(document->filePath())), 4000);
    return true;
}

bool MainWindow::save()
{
    ScenarioDocument* doc = currentDocument();
    if (!doc)
        return false;
    if (doc->filePath().isEmpty())
        return saveAs();
    return saveDocument(doc, doc->filePath());
}

bool MainWindow::saveAs()
{
    ScenarioDocument* doc = currentDocument();
    if (!doc)
        return false;
    const QString suggested = doc->filePath().isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + u'/' + tr("scenario") + ".kova.json"_L1
        : doc->filePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Scenario As"), suggested, fileFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(".json"_L1))
        path += ".kova.json"_L1;
    return saveDocument(doc, path);
}

bool MainWindow::maybeSave(ScenarioDocument* document)
{
    if (!document->isModified())
        return true;
    const auto answer = askPlain(this, QMessageBox::Warning, tr("Unsaved Changes"),
        tr("The scenario “%1” has unsaved changes. Save them?").arg(document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save) {
        m_tabs->setCurrentIndex(int(m_documents.indexOf(document)));
        return save();
    }
    return true;
}

bool MainWindow::closeDocument(int index)
{
    ScenarioDocument* doc = m_documents.value(index);
    if (!doc || !maybeSave(doc))
        return false;
    m_autosaver->forget(doc);
    m_undoGroup->removeStack(doc->undoStack());
    m_documents.removeAt(index);
    m_comparison->setDocuments(m_documents);
    m_tabs->removeTab(index);
    doc->deleteLater();
    if (m_documents.isEmpty())
        newScenario();
    else
        setCurrentDocument(m_tabs->currentIndex());
    return true;
}

void MainWindow::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(RecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    settings.setValue(RecentKey, recent.mid(0, MaxRecentFiles));
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(RecentKey).toStringList();
    for (int i = 0; i < recent.size(); ++i) {
        const QString& path = recent[i];
        QAction* a = m_recentMenu->addAction(
            tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()), this, [this, path] { openFile(path); });
        a->setToolTip(plainToolTip(QDir::toNativeSeparators(path)));
        a->setEnabled(QFileInfo::exists(path));
    }
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear List"), this, [] { QSettings().remove(RecentKey); });
    }
}

void MainWindow::offerRecovery()
{
    const QList<Autosaver::Recovery> pending = m_autosaver->pendingRecoveries();
    if (pending.isEmpty())
        return;
    const auto answer = QMessageBox::question(this, tr("Recover Unsaved Scenarios"),
        tr("Kova Planner did not close properly last time. Recover %n unsaved scenario(s)?", nullptr,
            int(pending.size())),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    for (const Autosaver::Recovery& r : pending) {
        if (answer == QMessageBox::Yes) {
            if (auto s = Autosaver::recover(r)) {
                auto original
                    = r.originalPath.isEmpty() ? Result<Scenario>(InputError {}) : loadScenario(r.originalPath);
                ScenarioDocument* doc = addDocument(original ? original.value() : defaultScenario(), r.originalPath);
                // The recovered content is an edit on top of the file: it stays unsaved until saved.
                doc->edit(
                    u"recovery"_s, [&](Scenario& current) { current = s.value(); }, false,
                    [] { return tr("Recover"); });
            }
        }
        Autosaver::discard(r);
    }
}

} // namespace Kova
