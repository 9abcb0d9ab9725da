#include "export/reportprintpreview.h"

#include <QPrintDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QScreen>
#include <algorithm>

namespace Kova {

namespace {

// The resolution QPdfWriter writes the PDF export at: text is measured on the device, so the printer's pages
// break their lines where the PDF's do.
constexpr int PdfResolution = 1200;

void prepare(QPrinter* printer, const PrintableReport& report)
{
    printer->setResolution(PdfResolution);
    printer->setPageSize(report.meta().paper);
    printer->setPageOrientation(QPageLayout::Portrait);
    printer->setFullPage(true);
    printer->setDocName(report.title());
}

} // namespace

ReportPrintPreview::ReportPrintPreview(PrintableReport report, QWidget* parent)
    : QPrintPreviewDialog(parent)
    , m_report(std::move(report))
{
    setObjectName(QStringLiteral("reportPrintPreview"));
    prepare(printer(), m_report);
    setWindowTitle(tr("Print Preview — %1").arg(m_report.title()));
    // Qt's own size shows a page a third of its size: as tall as the screen allows, wide enough for a page and the
    // toolbar.
    if (screen()) {
        const QSize room = screen()->availableGeometry().size();
        resize(std::max(sizeHint().width(), std::min(room.width() * 3 / 5, 1000)), room.height() * 9 / 10);
    }
    connect(this, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter* target) { m_report.print(target); });
}

int ReportPrintPreview::pageCount() const
{
    const auto* pages = findChild<QPrintPreviewWidget*>();
    return pages ? pages->pageCount() : 0;
}

void ReportPrintPreview::updatePreview()
{
    if (auto* pages = findChild<QPrintPreviewWidget*>())
        pages->updatePreview();
}

int printWithDialog(const PrintableReport& report, const QString& title, QWidget* parent)
{
    QPrinter printer(QPrinter::HighResolution);
    prepare(&printer, report);
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(title);
    if (dialog.exec() != QDialog::Accepted)
        return 0;
    return report.print(&printer);
}

} // namespace Kova
