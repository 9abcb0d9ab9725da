#pragma once

#include "report/printablereport.h"

#include <QPrintPreviewDialog>

namespace Kova {

// Every page of a report (a scenario's, a comparison's or a program's) in Qt's print preview: zoom, one page,
// facing pages or all of them, the paper, and Print. The pages are painted by the function the PDF export writes
// with, on the printer's pages, so the preview, the printout and the PDF are one layout.
class ReportPrintPreview : public QPrintPreviewDialog
{
    Q_OBJECT

public:
    explicit ReportPrintPreview(PrintableReport report, QWidget* parent = nullptr);

    const PrintableReport& report() const { return m_report; }
    // The pages the preview shows; it paints them when it is shown or updatePreview() is called.
    int pageCount() const;
    void updatePreview();

private:
    PrintableReport m_report;
};

// Asks which printer (titled `title`), then prints every page of `report` on it; returns the pages printed, 0 when
// the user cancelled.
int printWithDialog(const PrintableReport& report, const QString& title, QWidget* parent);

} // namespace Kova
