#pragma once

#include "pdfmetadata.h"
#include "reportcontent.h"

#include <QImage>
#include <functional>
#include <optional>

class QPaintDevice;
class QPrinter;

namespace Kova {

struct RenderedReport
{
    QByteArray pdf;
    int pages = 0;
};

// Paints a report on `device`, pages of `pagePt` points, `newPage` starting the next; returns the pages.
using PagePainter = std::function<int(QPaintDevice* device, QSizeF pagePt, std::function<bool()> newPage)>;
// Any report as PDF bytes on `paper`, with `info` as its metadata. Works in any thread once a QGuiApplication exists.
RenderedReport renderPdf(const QPageSize& paper, const PdfDocumentInfo& info, const PagePainter& paint);
// Writes what `render` makes atomically (see saveReportPdf()).
std::optional<QString> savePdf(const QString& path, const std::function<RenderedReport()>& render, int* pages);
// The first page of any report on `paper` as an image, for a preview: painted by `paint`, without a PDF in between.
QImage renderFirstPage(const QPageSize& paper, const PagePainter& paint, double dpi);
// Prints any report on a printer chosen by the user, its whole page; returns the pages printed.
int printPages(QPrinter* printer, const QString& title, const QString& version, const PagePainter& paint);

// The whole report as PDF bytes, with its metadata (title, author, subject, creator). Works in any thread
// once a QGuiApplication exists.
RenderedReport renderReportPdf(const ReportContent& content);

// Writes the report atomically: the file appears, or an existing one is replaced, only when complete.
// Returns the problem in words when it could not.
std::optional<QString> saveReportPdf(const ReportContent& content, const QString& path, int* pages = nullptr);

// The first page as an image, for a preview: painted by the same layout, without a PDF in between.
QImage renderReportFirstPage(const ReportContent& content, double dpi = 96);

} // namespace Kova
