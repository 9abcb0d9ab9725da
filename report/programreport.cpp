#include "programreport.h"

#include "programwording.h"
#include "reportcanvas.h"
#include "reportlayout.h"
#include "reporttext.h"
#include "text/format.h"

using namespace Qt::StringLiterals;

namespace Kova {

bool layoutProgramReport(ReportCanvas& canvas, const ProgramReportContent& content); // programsections.cpp

QString ProgramReportContent::title() const
{
    return Report::tr("Program report: %1").arg(program.name);
}

QString ProgramReportContent::subject() const
{
    const ProgramOption* best = costing.recommendedOption();
    const Formatter f(meta.locale, costing.currency);
    return Report::tr("How to buy a program of %Ln run(s) over %1: %2", nullptr, int(costing.schedule.size()))
        .arg(Report::tr("%Ln month(s)", nullptr, program.horizonMonths),
            best ? ProgramWording::optionTitle(*best, meta.locale) + u", "_s + f.money(best->total) : QString());
}

Result<ProgramReportContent> programReportOf(
    const Program& program, const ProgramCosting& costing, const Catalogue& catalogue, const ReportOptions& options)
{
    auto meta = gatherReport({}, catalogue, options);
    if (!meta)
        return meta.error();
    const Offer* offer = catalogue.offer(costing.offerId);
    const GpuModel* gpu = offer ? catalogue.gpu(offer->gpuId) : nullptr;
    if (!offer || !gpu)
        return InputError { program.file, u"offer"_s, Report::tr("unknown offer \"%1\"").arg(costing.offerId) };
    ProgramReportContent content { program, costing, *offer, *gpu, std::move(meta).value() };
    // Titles and the running header show the name: one line, cut visibly.
    content.program.name = titleText(program.name);
    return content;
}

Result<ProgramReportContent> gatherProgramReport(const Program& program, const Catalogue& catalogue,
    const OwnershipReference& reference, const ReportOptions& options)
{
    EstimateOptions eo;
    eo.today = options.today;
    auto costing = costProgram(program, catalogue, reference, eo);
    if (!costing)
        return costing.error();
    return programReportOf(program, costing.value(), catalogue, options);
}

int paintProgramReport(const ProgramReportContent& content, QPaintDevice* device, const QSizeF& pagePt,
    const std::function<bool()>& newPage)
{
    return paintPages(
        device, pagePt, newPage, [&](ReportCanvas& c) { return layoutProgramReport(c, content); },
        [&](ReportCanvas& c, int total) { decoratePage(c, content.meta, content.title(), total); });
}

RenderedReport renderProgramReportPdf(const ProgramReportContent& content)
{
    const PdfDocumentInfo info { content.title(), content.meta.preparedBy, content.subject(),
        u"Kova Planner "_s + content.meta.version, u"Qt "_s + QString::fromLatin1(qVersion()),
        QDateTime::currentDateTime() };
    return renderPdf(
        content.meta.paper, info, [&content](QPaintDevice* device, QSizeF page, std::function<bool()> next) {
            return paintProgramReport(content, device, page, next);
        });
}

std::optional<QString> saveProgramReportPdf(const ProgramReportContent& content, const QString& path, int* pages)
{
    return savePdf(path, [&content] { return renderProgramReportPdf(content); }, pages);
}

} // namespace Kova
