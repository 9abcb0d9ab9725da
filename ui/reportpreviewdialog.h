#pragma once

#include "reportcontent.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QScrollArea;

namespace Kova {

// Shows the first page of the report as it will be written, with who prepares it and the paper, and
// writes the PDF where the user chooses, off the GUI thread.
class ReportPreviewDialog : public QDialog
{
    Q_OBJECT

public:
    ReportPreviewDialog(ReportContent content, QWidget* parent = nullptr);

    const ReportContent& content() const { return m_content; }
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

    ReportContent m_content;
    QImage m_preview;
    QLabel* m_page;
    QScrollArea* m_scroll;
    QLineEdit* m_preparedBy;
    QLineEdit* m_organisation;
    QComboBox* m_paper;
};

} // namespace Kova
