#pragma once

#include "reportcontent.h"

#include <QImage>
#include <optional>

class QPrinter;

namespace Kova {

struct RenderedReport
{
    QByteArray pdf;
    int pages = 0;
};

// The whole report as PDF bytes, with its metadata (title, author, subject, creator). Works in any thread
// once a QGuiApplication exists.
RenderedReport renderReportPdf(const ReportContent& content);

// Writes the report atomically: the file appears, or an existing one is replaced, only when complete.
// Returns the problem in words when it could not.
std::optional<QString> saveReportPdf(const ReportContent& content, const QString& path, int* pages = nullptr);

// The first page as an image, for a preview: painted by the same layout, without a PDF in between.
QImage renderReportFirstPage(const ReportContent& content, double dpi = 96);

// Prints the whole report on a printer chosen by the user; returns the pages printed.
int printReport(const ReportContent& content, QPrinter* printer);

} // namespace Kova
