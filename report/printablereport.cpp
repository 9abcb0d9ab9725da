#include "printablereport.h"

#include "reportlayout.h"
#include "reportwriter.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// The painter of whichever report it is.
PagePainter painterOf(const std::variant<ReportContent, ProgramReportContent>& content)
{
    return [&content](QPaintDevice* device, QSizeF page, std::function<bool()> next) {
        if (const auto* program = std::get_if<ProgramReportContent>(&content))
            return paintProgramReport(*program, device, page, next);
        return paintReport(std::get<ReportContent>(content), device, page, next);
    };
}

} // namespace

PrintableReport::PrintableReport(ReportContent content)
    : m_content(std::move(content))
{
}

PrintableReport::PrintableReport(ProgramReportContent content)
    : m_content(std::move(content))
{
}

const ReportContent& PrintableReport::meta() const
{
    if (const auto* p = program())
        return p->meta;
    return std::get<ReportContent>(m_content);
}

ReportContent& PrintableReport::meta()
{
    if (auto* p = std::get_if<ProgramReportContent>(&m_content))
        return p->meta;
    return std::get<ReportContent>(m_content);
}

QString PrintableReport::title() const
{
    if (const auto* p = program())
        return p->title();
    return meta().title();
}

QString PrintableReport::fileName() const
{
    QString name = program() ? program()->program.name : meta().scenarios.value(0).scenario.name;
    name.replace(QRegularExpression(u"[^\\w\\- ]+"_s), u" "_s);
    name = name.simplified().replace(u' ', u'-');
    return (name.isEmpty() ? u"kova-report"_s : name.left(60)) + u".pdf"_s;
}

QImage PrintableReport::firstPage(double dpi) const
{
    return renderFirstPage(meta().paper, painterOf(m_content), dpi);
}

std::optional<QString> PrintableReport::save(const QString& path, int* pages) const
{
    if (const auto* p = program())
        return saveProgramReportPdf(*p, path, pages);
    return saveReportPdf(std::get<ReportContent>(m_content), path, pages);
}

int PrintableReport::print(QPrinter* printer) const
{
    return printPages(printer, title(), meta().version, painterOf(m_content));
}

} // namespace Kova
