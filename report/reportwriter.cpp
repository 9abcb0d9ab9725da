#include "reportwriter.h"

#include "io/wholefile.h"
#include "pdfmetadata.h"
#include "reportlayout.h"
#include "reporttext.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QPdfWriter>
#include <QPrinter>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

constexpr double InchInMetres = 0.0254;

} // namespace

RenderedReport renderPdf(const QPageSize& paper, const PdfDocumentInfo& info, const PagePainter& paint)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    RenderedReport out;
    {
        QPdfWriter writer(&buffer);
        writer.setPageLayout(QPageLayout(paper, QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        writer.setTitle(info.title);
        writer.setCreator(info.creator);
        const QSizeF page = paper.size(QPageSize::Point);
        out.pages = paint(&writer, page, [&writer] { return writer.newPage(); });
    }
    out.pdf = withDocumentInfo(buffer.data(), info);
    if (out.pdf.isEmpty())
        out.pdf = buffer.data();
    return out;
}

std::optional<QString> savePdf(const QString& path, const std::function<RenderedReport()>& render, int* pages)
{
    if (QFileInfo(path).isDir())
        return Report::tr("%1: is a folder, not a file").arg(path);
    const RenderedReport report = render();
    if (report.pdf.isEmpty())
        return Report::tr("%1: the report could not be drawn").arg(path);
    if (const auto problem = writeWholeFile(path, report.pdf))
        return Report::tr("%1: cannot write: %2").arg(path, *problem);
    if (pages)
        *pages = report.pages;
    return std::nullopt;
}

RenderedReport renderReportPdf(const ReportContent& content)
{
    const PdfDocumentInfo info { content.title(), content.preparedBy, content.subject(),
        u"Kova Planner "_s + content.version, u"Qt "_s + QString::fromLatin1(qVersion()),
        QDateTime::currentDateTime() };
    return renderPdf(content.paper, info, [&content](QPaintDevice* device, QSizeF page, std::function<bool()> next) {
        return paintReport(content, device, page, next);
    });
}

std::optional<QString> saveReportPdf(const ReportContent& content, const QString& path, int* pages)
{
    return savePdf(path, [&content] { return renderReportPdf(content); }, pages);
}

QImage renderFirstPage(const QPageSize& paper, const PagePainter& paint, double dpi)
{
    const QSizeF page = paper.size(QPageSize::Point);
    QImage image((page * dpi / 72.0).toSize(), QImage::Format_ARGB32_Premultiplied);
    const int dotsPerMetre = qRound(dpi / InchInMetres);
    image.setDotsPerMeterX(dotsPerMetre);
    image.setDotsPerMeterY(dotsPerMetre);
    image.fill(Qt::white);
    paint(&image, page, [] { return false; });
    return image;
}

int printPages(QPrinter* printer, const QString& title, const QString& version, const PagePainter& paint)
{
    printer->setFullPage(true);
    printer->setDocName(title);
    printer->setCreator(u"Kova Planner "_s + version);
    const QSizeF page = printer->pageLayout().fullRect(QPageLayout::Point).size();
    return paint(printer, page, [printer] { return printer->newPage(); });
}

QImage renderReportFirstPage(const ReportContent& content, double dpi)
{
    return renderFirstPage(
        content.paper,
        [&content](QPaintDevice* device, QSizeF page, std::function<bool()> next) {
            return paintReport(content, device, page, next);
        },
        dpi);
}

} // namespace Kova
