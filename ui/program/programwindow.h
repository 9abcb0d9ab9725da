#pragma once

#include "model/catalogue.h"
#include "report/programreport.h"

#include <QJsonObject>
#include <QMainWindow>
#include <memory>
#include <optional>

class QAction;
class QUndoStack;

namespace Kova {

class FileOpening;
class ProgramEditor;
class ProgramView;

// A program file open in a window of its own: the program view, the editor of its horizon and runs beside the
// timeline (every edit an undo step), File › Open Program…, Save, Save As…, Export Program Report… (the preview, then
// the PDF for finance), Export as Spreadsheet… (the command line's XLSX or CSV), Print Preview…, Print… and Close.
class ProgramWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit ProgramWindow(std::shared_ptr<const Catalogue> catalogue, QWidget* parent = nullptr);
    ~ProgramWindow() override;

    ProgramView* view() const { return m_view; }
    ProgramEditor* editor() const { return m_editor; }
    QUndoStack* undoStack() const { return m_undo; }
    QString filePath() const { return m_path; }
    QAction* exportAction() const { return m_export; }
    QAction* exportSpreadsheetAction() const { return m_exportSpreadsheet; }
    QAction* printPreviewAction() const { return m_printPreview; }
    QAction* printAction() const { return m_print; }

    // Reads a program file off the GUI thread (the core program reader in a FileOpening: a progress dialog with
    // Cancel for a large file), then shows it; a message naming the file, key and problem when it cannot be read.
    // opened() tells which. false when the user kept unsaved edits rather than open another file.
    bool openFile(const QString& path);
    // The file being read, if any.
    FileOpening* opening() const { return m_opening; }
    // The program report of what the view shows, in the window's language, with the settings' author and paper.
    Result<ProgramReportContent> reportContent() const;
    // Writes what the view shows as the command line's `export` does (.xlsx or .csv), atomically; the problem in
    // words when it could not (a previous file is then left as it was).
    std::optional<QString> exportSpreadsheetTo(const QString& path) const;
    // Writes the program as edited to `path` in the contract's key order, atomically; the problem in words when it
    // could not. On success the window shows that file and the edits are saved.
    std::optional<QString> saveTo(const QString& path);
    // saveTo(), then a warning titled `title` naming the problem, or the path saved in the status bar.
    bool saveReporting(const QString& path, const QString& title);
    bool isModified() const;

    // The edits, as the editor tells them: each checked as the file reader checks a file, then an undo step.
    void editHorizon(int months);
    void editCount(int run, int count);
    void editWhen(int run, const QDate& when);
    void editEveryMonths(int run, int months);
    // Shows `document` (a step undone or redone).
    void setDocumentFromUndo(const QJsonObject& document);

Q_SIGNALS:
    // A file given to openFile() is done with: shown (true), or not (unreadable, or the reading cancelled).
    void opened(const QString& path, bool ok);

public Q_SLOTS:
    void open();
    bool save();
    bool saveAs();
    void exportReport();
    void exportSpreadsheet();
    void printPreview();
    void print();
    void setCatalogue(const std::shared_ptr<const Catalogue>& catalogue);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void updateTitle();
    void edit(const QString& field, const QJsonObject& after, std::function<QString()> name);
    void showProgram(const Program& program);
    bool maybeSave();

    ProgramView* m_view;
    ProgramEditor* m_editor;
    QUndoStack* m_undo;
    QString m_path;
    QAction* m_save = nullptr;
    QAction* m_export = nullptr;
    QAction* m_exportSpreadsheet = nullptr;
    QAction* m_printPreview = nullptr;
    QAction* m_print = nullptr;
    FileOpening* m_opening = nullptr;
};

// Opens `path` in a new program window over `parent` (closed with it): the window shows once the file is read off
// the GUI thread, and deletes itself when it cannot be (after a message naming the file) or the reading is cancelled.
ProgramWindow* openProgramWindow(const QString& path, std::shared_ptr<const Catalogue> catalogue, QWidget* parent);

// "Kova programs (*.kova-program.json)": the file dialogs' filter.
QString programFileFilter();

} // namespace Kova
