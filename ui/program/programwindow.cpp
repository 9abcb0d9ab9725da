#include "program/programwindow.h"

#include "export/exportfolder.h"
#include "export/reportpreviewdialog.h"
#include "export/reportprintpreview.h"
#include "io/programfile.h"
#include "io/programtext.h"
#include "model/names.h"
#include "program/programcommand.h"
#include "program/programeditor.h"
#include "program/programview.h"
#include "report/printablereport.h"
#include "report/reportsettings.h"
#include "spreadsheet/programexport.h"
#include "widgets/busywait.h"
#include "widgets/fileopening.h"
#include "widgets/openfolder.h"
#include "widgets/plainmessage.h"
#include "widgets/retranslation.h"
#include "widgets/standardaction.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace Kova {

QString programFileFilter()
{
    return ProgramWindow::tr("Kova programs (*.kova-program.json)");
}

ProgramWindow::ProgramWindow(std::shared_ptr<const Catalogue> catalogue, QWidget* parent)
    : QMainWindow(parent, Qt::Window)
    , m_view(new ProgramView(this))
    , m_editor(new ProgramEditor(this))
    , m_undo(new QUndoStack(this))
{
    setObjectName(u"ProgramWindow"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    setCentralWidget(m_view);
    m_view->setEditor(m_editor);
    m_view->setCatalogue(std::move(catalogue));
    createMenus();
    connect(m_view, &ProgramView::failed, this, [this](const QString& problem) { statusBar()->showMessage(problem); });
    connect(m_editor, &ProgramEditor::horizonEdited, this, &ProgramWindow::editHorizon);
    connect(m_editor, &ProgramEditor::countEdited, this, &ProgramWindow::editCount);
    connect(m_editor, &ProgramEditor::whenEdited, this, &ProgramWindow::editWhen);
    connect(m_editor, &ProgramEditor::everyMonthsEdited, this, &ProgramWindow::editEveryMonths);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { setWindowModified(!clean); });
    retranslateWith(this, [this] {
        updateTitle();
        statusBar()->showMessage(
            tr("A general guide, not a recommendation: confirm availability and terms with the provider."));
        for (int i = 0; i < m_undo->count(); ++i)
            static_cast<ProgramCommand*>(const_cast<QUndoCommand*>(m_undo->command(i)))->rename();
        retranslateQtParts(this);
    });
    const QSize preferred(1366, 900);
    resize(screen() ? preferred.boundedTo(screen()->availableGeometry().size() * 0.92) : preferred);
}

ProgramWindow::~ProgramWindow()
{
    // The undo stack, a child, is cleared after this window has stopped being one: it must not call back.
    m_undo->disconnect(this);
}

void ProgramWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(QString());
    QAction* open = standardAction(KStandardActions::Open, QKeySequence::Open, this, &ProgramWindow::open, this);
    m_save = standardAction(KStandardActions::Save, QKeySequence::Save, this, &ProgramWindow::save, this);
    QAction* saveAs
        = standardAction(KStandardActions::SaveAs, QKeySequence::SaveAs, this, &ProgramWindow::saveAs, this);
    m_export = new QAction(this);
    m_export->setObjectName(u"file_export_program_report"_s);
    m_export->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    connect(m_export, &QAction::triggered, this, &ProgramWindow::exportReport);
    m_exportSpreadsheet = new QAction(this);
    m_exportSpreadsheet->setObjectName(u"file_export_program_spreadsheet"_s);
    connect(m_exportSpreadsheet, &QAction::triggered, this, &ProgramWindow::exportSpreadsheet);
    m_printPreview = standardAction(
        KStandardActions::PrintPreview, QKeySequence::UnknownKey, this, &ProgramWindow::printPreview, this);
    m_printPreview->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_P); // as the scenario window's
    m_print = standardAction(KStandardActions::Print, QKeySequence::Print, this, &ProgramWindow::print, this);
    // What is written is what the view shows: only once it is costed, never while an edit is being costed.
    const QList<QAction*> outputs { m_export, m_exportSpreadsheet, m_printPreview, m_print };
    for (QAction* a : outputs)
        a->setEnabled(false);
    connect(m_view, &ProgramView::costed, this, [outputs] {
        for (QAction* a : outputs)
            a->setEnabled(true);
    });
    connect(m_view, &ProgramView::failed, this, [outputs] {
        for (QAction* a : outputs)
            a->setEnabled(false);
    });
    QAction* close = standardAction(KStandardActions::Close, QKeySequence::Close, this, &QWidget::close, this);
    file->addActions({ open, m_save, saveAs });
    file->addSeparator();
    file->addActions({ m_export, m_exportSpreadsheet, m_printPreview, m_print });
    file->addSeparator();
    file->addAction(close);

    QMenu* edit = menuBar()->addMenu(QString());
    QAction* undo = standardAction(KStandardActions::Undo, QKeySequence::Undo, m_undo, &QUndoStack::undo, this);
    QAction* redo = standardAction(KStandardActions::Redo, QKeySequence::Redo, m_undo, &QUndoStack::redo, this);
    undo->setEnabled(false);
    redo->setEnabled(false);
    connect(m_undo, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(m_undo, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    edit->addActions({ undo, redo });
    // Undo and Redo name the step they would undo: "&Undo Change the count of seed-h100-72h".
    const auto undoTexts = [this, undo, redo] {
        const QString undoStep = m_undo->undoText(), redoStep = m_undo->redoText();
        undo->setText(undoStep.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoStep));
        redo->setText(redoStep.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoStep));
    };
    connect(m_undo, &QUndoStack::undoTextChanged, this, undoTexts);
    connect(m_undo, &QUndoStack::redoTextChanged, this, undoTexts);

    retranslateWith(this, [=, this] {
        file->setTitle(tr("&File"));
        open->setText(tr("&Open Program…"));
        m_save->setText(tr("&Save Program"));
        saveAs->setText(tr("Save Program &As…"));
        m_export->setText(tr("&Export Program Report…"));
        m_export->setStatusTip(tr("Preview the program report for finance, then write it as a PDF: the "
                                  "recommendation, every option line by line, the charts, the assumptions and their "
                                  "sources."));
        m_exportSpreadsheet->setText(tr("Export as &Spreadsheet…"));
        m_exportSpreadsheet->setStatusTip(tr("Write every option line by line as an XLSX workbook with live formulas "
                                             "(change a rate and the totals follow), or as CSV."));
        m_printPreview->setText(tr("Print Pre&view…"));
        m_printPreview->setStatusTip(tr("Show every page of the program report as it will be printed."));
        m_print->setText(tr("&Print…"));
        m_print->setStatusTip(tr("Print the program report."));
        close->setText(tr("&Close Program"));
        edit->setTitle(tr("&Edit"));
        undoTexts();
    });
}

void ProgramWindow::updateTitle()
{
    const QString name = m_view->program().name.isEmpty() ? QFileInfo(m_path).fileName() : m_view->program().name;
    setWindowFilePath(m_path);
    setWindowTitle(tr("Program: %1").arg(name) + u"[*] — "_s + QApplication::applicationDisplayName());
}

void ProgramWindow::showProgram(const Program& program)
{
    for (QAction* a : { m_export, m_exportSpreadsheet, m_print })
        a->setEnabled(false); // until the edit is costed
    m_view->showProgram(program, m_view->catalogue());
    m_editor->showProgram(program);
}

bool ProgramWindow::openFile(const QString& path)
{
    if (!maybeSave())
        return false;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_opening)
        m_opening->cancel(); // the file asked for last wins
    // A window not shown yet (openProgramWindow) has its progress dialog and messages over the window that asked.
    const auto over = [this]() -> QWidget* { return isVisible() || !parentWidget() ? this : parentWidget(); };
    m_opening = FileOpening::start<Result<Program>>(
        absolute, over(), this, [absolute] { return loadProgram(absolute); },
        [this, absolute, over](const Result<Program>& program) {
            if (!program) {
                showPlainWarning(over(), tr("Cannot Open Program"), program.error().toString());
                Q_EMIT opened(absolute, false);
                return;
            }
            m_path = absolute;
            m_undo->clear();
            showProgram(program.value());
            updateTitle();
            Q_EMIT opened(absolute, true);
        });
    connect(m_opening, &FileOpening::finished, this, [this, opening = m_opening, absolute](bool delivered) {
        if (m_opening == opening)
            m_opening = nullptr;
        if (!delivered)
            Q_EMIT opened(absolute, false);
    });
    return true;
}

void ProgramWindow::open()
{
    const QString folder = m_path.isEmpty() ? openFolder() : QFileInfo(m_path).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Program"), folder, programFileFilter());
    if (path.isEmpty())
        return;
    rememberOpenFolder(path);
    openFile(path);
}

bool ProgramWindow::isModified() const
{
    return !m_undo->isClean();
}

std::optional<QString> ProgramWindow::saveTo(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const QJsonObject document = programDocumentFor(m_view->program(), absolute);
    // Written off the GUI thread: a program may hold megabytes of keys this version does not know.
    const auto problem = waitWithoutInput<std::optional<InputError>>(this, tr("Saving Program"),
        tr("Saving %1…").arg(QFileInfo(absolute).fileName()),
        [document, absolute] { return saveProgramFile(document, absolute); });
    if (problem)
        return problem->toString();
    if (absolute != m_path) {
        // The program now lives there: its errors name that file, its scenario files are found from its folder.
        const bool moved = QFileInfo(absolute).absoluteDir() != QFileInfo(m_path).absoluteDir();
        auto reread = programFromJson(document, absolute);
        m_path = absolute;
        if (reread)
            showProgram(reread.value());
        if (moved)
            m_undo->clear(); // the steps name the scenario files relative to the old folder
    }
    m_undo->setClean();
    updateTitle();
    return std::nullopt;
}

bool ProgramWindow::save()
{
    if (m_path.isEmpty())
        return saveAs();
    return saveReporting(m_path, tr("Save Program"));
}

bool ProgramWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Program As"), m_path, programFileFilter());
    if (path.isEmpty())
        return false;
    if (!isProgramFileName(path))
        path += ".kova-program.json"_L1;
    return saveReporting(path, tr("Save Program As"));
}

bool ProgramWindow::saveReporting(const QString& path, const QString& title)
{
    if (const auto problem = saveTo(path)) {
        showPlainWarning(this, title, *problem);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(m_path)), 8000);
    return true;
}

bool ProgramWindow::maybeSave()
{
    if (!isModified())
        return true;
    const auto answer = askPlain(this, QMessageBox::Warning, tr("Unsaved Changes"),
        tr("The program “%1” has unsaved changes. Save them?").arg(QFileInfo(m_path).fileName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    return answer == QMessageBox::Discard || save();
}

void ProgramWindow::closeEvent(QCloseEvent* event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

void ProgramWindow::edit(const QString& field, const QJsonObject& after, std::function<QString()> name)
{
    const QJsonObject before = m_view->program().document;
    if (after == before)
        return;
    // Checked as the file reader checks a file: a run outside the horizon is refused, naming the key.
    const auto parsed = programFromJson(after, m_path);
    if (!parsed) {
        statusBar()->showMessage(parsed.error().toString(), 15000);
        m_editor->showProgram(m_view->program()); // the field shows the value in force again
        return;
    }
    m_undo->push(new ProgramCommand(this, field, before, after, std::move(name)));
}

void ProgramWindow::setDocumentFromUndo(const QJsonObject& document)
{
    auto parsed = programFromJson(document, m_path);
    if (!parsed) {
        statusBar()->showMessage(parsed.error().toString(), 15000);
        return;
    }
    showProgram(parsed.value());
}

void ProgramWindow::editHorizon(int months)
{
    QJsonObject after = m_view->program().document;
    after.insert(ProgramKey::HorizonMonths, months);
    edit(QString(ProgramKey::HorizonMonths), after, [] { return tr("Change the horizon"); });
}

void ProgramWindow::editCount(int run, int count)
{
    const QString name = programRunName(m_view->program().runs.value(run));
    edit(u"runs[%1].count"_s.arg(run), withRunValue(m_view->program().document, run, ProgramKey::RunCount, count),
        [name] { return tr("Change the count of %1").arg(name); });
}

void ProgramWindow::editWhen(int run, const QDate& when)
{
    const ProgramRun r = m_view->program().runs.value(run);
    const QDate start = r.whenIsMonth ? QDate(when.year(), when.month(), 1) : when;
    const QString name = programRunName(r);
    edit(u"runs[%1].when"_s.arg(run),
        withRunValue(m_view->program().document, run, ProgramKey::RunWhen, programWhenText(start, r.whenIsMonth)),
        [name] { return tr("Change the first start of %1").arg(name); });
}

void ProgramWindow::editEveryMonths(int run, int months)
{
    const QString name = programRunName(m_view->program().runs.value(run));
    edit(u"runs[%1].every_months"_s.arg(run),
        withRunValue(m_view->program().document, run, ProgramKey::RunEveryMonths, months),
        [name] { return tr("Change the months between the starts of %1").arg(name); });
}

void ProgramWindow::setCatalogue(const std::shared_ptr<const Catalogue>& catalogue)
{
    m_view->setCatalogue(catalogue);
}

Result<ProgramReportContent> ProgramWindow::reportContent() const
{
    if (!m_view->costing() || m_view->isCosting())
        return InputError { m_path, QString(), tr("the program has not been costed") };
    const QString language = QLocale().language() == QLocale::French ? u"fr"_s : u"en"_s;
    return programReportOf(
        m_view->program(), *m_view->costing(), *m_view->catalogue(), reportOptionsFromSettings(language));
}

void ProgramWindow::exportReport()
{
    const auto content = reportContent();
    if (!content) {
        showPlainWarning(this, tr("Export Program Report"), content.error().toString());
        return;
    }
    auto* dialog = new ReportPreviewDialog(content.value(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ReportPreviewDialog::saved, this, [this](const QString& saved, int pages) {
        statusBar()->showMessage(
            tr("Report written to %1 (%Ln page(s)).", nullptr, pages).arg(QDir::toNativeSeparators(saved)), 8000);
    });
    dialog->open();
}

void ProgramWindow::print()
{
    const auto content = reportContent();
    if (!content) {
        showPlainWarning(this, tr("Print"), content.error().toString());
        return;
    }
    printWithDialog(content.value(), tr("Print the program report"), this);
}

void ProgramWindow::printPreview()
{
    const auto content = reportContent();
    if (!content) {
        showPlainWarning(this, tr("Print Preview"), content.error().toString());
        return;
    }
    auto* dialog = new ReportPrintPreview(content.value(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

std::optional<QString> ProgramWindow::exportSpreadsheetTo(const QString& path) const
{
    const Offer* offer = m_view->costing() ? m_view->catalogue()->offer(m_view->costing()->offerId) : nullptr;
    if (!offer || m_view->isCosting())
        return tr("%1: the program has not been costed; nothing was written").arg(QDir::toNativeSeparators(path));
    const ProgramExport ex { m_view->program(), *m_view->costing(), *offer, QLocale(), QDate::currentDate() };
    return saveProgramExport(ex, path);
}

void ProgramWindow::exportSpreadsheet()
{
    const QString title = tr("Export Program as Spreadsheet");
    QString base = QFileInfo(m_path).fileName();
    base = isProgramFileName(base) ? base.chopped(int(".kova-program.json"_L1.size())) : u"program"_s;
    QString filter = tr("Excel workbook (*.xlsx)");
    const QString path = QFileDialog::getSaveFileName(this, title, exportFolder() + u'/' + base + u".xlsx"_s,
        filter + u";;"_s + tr("CSV, one row per line of every option (*.csv)"), &filter);
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    if (const auto problem = exportSpreadsheetTo(path)) {
        showPlainWarning(this, title, *problem);
        return;
    }
    statusBar()->showMessage(tr("Exported to %1.").arg(QDir::toNativeSeparators(path)), 8000);
}

ProgramWindow* openProgramWindow(const QString& path, std::shared_ptr<const Catalogue> catalogue, QWidget* parent)
{
    auto* window = new ProgramWindow(std::move(catalogue), parent);
    QObject::connect(window, &ProgramWindow::opened, window, [window](const QString&, bool ok) {
        if (window->isVisible())
            return; // a later file opened in it
        if (ok)
            window->show();
        else
            window->deleteLater();
    });
    window->openFile(path);
    return window;
}

} // namespace Kova
