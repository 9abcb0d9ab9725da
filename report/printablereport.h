#pragma once

#include "programreport.h"
#include "reportcontent.h"

#include <QImage>
#include <optional>
#include <variant>

class QPrinter;

namespace Kova {

// A report as the preview, the printer and the PDF writer see it, whichever it is: a scenario's or a
// comparison's (ReportContent), or a program's (ProgramReportContent). One home for "preview, print, save".
class PrintableReport
{
public:
    PrintableReport(ReportContent content); // NOLINT(google-explicit-constructor): either report is one
    PrintableReport(ProgramReportContent content); // NOLINT(google-explicit-constructor)

    // Who prepares it, for whom, on which paper, in which language: the fields a preview lets the user change.
    const ReportContent& meta() const;
    ReportContent& meta();
    const ProgramReportContent* program() const { return std::get_if<ProgramReportContent>(&m_content); }

    QString title() const;
    // A file name for the PDF, from the scenario's or program's name ("Research-year-2027.pdf").
    QString fileName() const;
    QImage firstPage(double dpi) const;
    // Writes the PDF atomically; the problem in words when it could not. Safe in a worker thread.
    std::optional<QString> save(const QString& path, int* pages = nullptr) const;
    // Prints every page on `printer`; returns the pages printed.
    int print(QPrinter* printer) const;

private:
    std::variant<ReportContent, ProgramReportContent> m_content;
};

} // namespace Kova
