#pragma once

#include "plan/programcosting.h"
#include "reportcontent.h"
#include "reportwriter.h"

namespace Kova {

// What the program report for finance needs, gathered from the engine; the report computes nothing.
struct ProgramReportContent
{
    Program program;
    ProgramCosting costing;
    Offer offer;
    GpuModel gpu;
    ReportContent meta; // language, locale, paper, author, organisation, date and version; no scenario

    QString title() const;
    QString subject() const;
};

// Costs `program` with the engine in the current translation (call applyLanguage() first). Fails, naming the
// program file and the key, as costProgram() does.
Result<ProgramReportContent> gatherProgramReport(const Program& program, const Catalogue& catalogue,
    const OwnershipReference& reference, const ReportOptions& options);
// The report of a program already costed (the window's), with the same options.
Result<ProgramReportContent> programReportOf(
    const Program& program, const ProgramCosting& costing, const Catalogue& catalogue, const ReportOptions& options);

// Paints the program report on a device, as paintReport() does the scenario report.
int paintProgramReport(const ProgramReportContent& content, QPaintDevice* device, const QSizeF& pagePt,
    const std::function<bool()>& newPage);
RenderedReport renderProgramReportPdf(const ProgramReportContent& content);
// Writes the report atomically, as saveReportPdf().
std::optional<QString> saveProgramReportPdf(
    const ProgramReportContent& content, const QString& path, int* pages = nullptr);

} // namespace Kova
