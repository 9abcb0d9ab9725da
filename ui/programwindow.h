#pragma once

#include "model/catalogue.h"
#include "programreport.h"

#include <QMainWindow>
#include <memory>

class QAction;

namespace Kova {

class ProgramView;

// A program file open in a window of its own: the program view, File › Open Program…, File › Export
// Program Report… (the PDF for finance, written off the GUI thread) and Close.
class ProgramWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit ProgramWindow(std::shared_ptr<const Catalogue> catalogue, QWidget* parent = nullptr);

    ProgramView* view() const { return m_view; }
    QString filePath() const { return m_path; }
    QAction* exportAction() const { return m_export; }

    // Reads and shows a program file; false, after a message naming the file, key and problem, when it cannot.
    bool openFile(const QString& path);
    // The program report of what the view shows, in the window's language, with the settings' author and paper.
    Result<ProgramReportContent> reportContent() const;
    // Writes the report to `path` in a worker thread; emits reportSaved() or reportFailed().
    void saveReportTo(const QString& path);

public Q_SLOTS:
    void open();
    void exportReport();
    void setCatalogue(const std::shared_ptr<const Catalogue>& catalogue);

Q_SIGNALS:
    void reportSaved(const QString& path, int pages);
    void reportFailed(const QString& problem);

private:
    void createMenus();
    void updateTitle();

    ProgramView* m_view;
    QString m_path;
    QAction* m_export = nullptr;
};

// Opens `path` in a new program window over `parent` (closed with it); nullptr when the file cannot be read.
ProgramWindow* openProgramWindow(const QString& path, std::shared_ptr<const Catalogue> catalogue, QWidget* parent);

// "Kova programs (*.kova-program.json)": the file dialogs' filter.
QString programFileFilter();

} // namespace Kova
