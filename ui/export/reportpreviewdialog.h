#pragma once

#include "report/printablereport.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QScrollArea;

namespace Kova {

// Shows the first page of a report (a scenario's, a comparison's or a program's) as it will be written, with who
// prepares it and the paper, and writes the PDF where the user chooses, off the GUI thread.
class ReportPreviewDialog : public QDialog
{
    Q_OBJECT

public:
    ReportPreviewDialog(PrintableReport report, QWidget* parent = nullptr);

    // Who prepares it and the paper, as the fields set them.
    const ReportContent& content() const { return m_report.meta(); }
    const PrintableReport& report() const { return m_report; }
    QImage preview() const { return m_preview; }

    // Writes the PDF in a worker thread; emits saved() or failed().
    void saveTo(const QString& path);

Q_SIGNALS:
    void saved(const QString& path, int pages);
    void failed(const QString& problem);

private Q_SLOTS:
    void chooseFileAndSave();

private:
    void updateFromFields();
    void updateFromPaper();
    void renderPreview();

    PrintableReport m_report;
    QImage m_preview;
    QLabel* m_page;
    QScrollArea* m_scroll;
    QLineEdit* m_preparedBy;
    QLineEdit* m_organisation;
    QComboBox* m_paper;
};

} // namespace Kova
