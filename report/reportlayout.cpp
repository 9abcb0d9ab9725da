#include "reportlayout.h"

#include "model/names.h"
#include "reportcanvas.h"
#include "reportcharts.h"
#include "reportsections.h"
#include "reportstyle.h"
#include "reporttext.h"
#include "text/format.h"

#include <QCoreApplication>
#include <QDir>
#include <QFontDatabase>
#include <QPainter>
#include <mutex>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

QString subtitleOf(const ScenarioReport& r)
{
    return Report::tr("%1 · %2 · %Ln GPU(s) · prices in %3", nullptr, r.estimate.gpus)
        .arg(offerTitle(r.offer), catalogueText(r.offer.region), r.estimate.currency);
}

bool scenarioBody(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f)
{
    return drawSummary(canvas, r, f) && drawAssumptions(canvas, r, f) && drawLineItems(canvas, r, f)
        && drawHeading(canvas, Report::tr("Cost per purchase mode"), 100) && drawModeChart(canvas, r, f)
        && drawHeading(canvas,
            Report::tr("Where the money goes: %1")
                .arg(r.recommended() ? purchaseModeName(r.recommended()->mode) : QString()),
            100)
        && drawBreakdownChart(canvas, r, f) && drawHeading(canvas, Report::tr("Memory per GPU and fit check"), 140)
        && drawMemoryChart(canvas, r, f) && drawFitCheck(canvas, r, f) && drawWarnings(canvas, r)
        && drawOffersConsidered(canvas, r, f);
}

bool layout(ReportCanvas& canvas, const ReportContent& content)
{
    const Formatter f(content.locale, content.scenarios.value(0).estimate.currency);
    if (!content.isComparison()) {
        const ScenarioReport& r = content.scenarios.first();
        return drawTitleBlock(canvas, content, r.scenario.name, subtitleOf(r)) && scenarioBody(canvas, r, f)
            && drawNotice(canvas);
    }
    QStringList names;
    for (const ScenarioReport& r : content.scenarios)
        names << r.scenario.name;
    if (!drawTitleBlock(canvas, content, content.title(), names.join(u" · "_s))
        || !drawComparisonTable(canvas, content, f) || !drawHeading(canvas, Report::tr("Total per purchase mode"), 120)
        || !drawComparisonChart(canvas, content, f)
        || !drawHeading(canvas, Report::tr("Total against time across GPU counts"), 260)
        || !drawCostTimeOverlay(canvas, content, f))
        return false;
    for (const ScenarioReport& r : content.scenarios) {
        const Formatter rf(content.locale, r.estimate.currency);
        if (!canvas.pageBreak())
            return false;
        if (!canvas.paragraph(r.scenario.name, canvas.font(ReportStyle::Title - 4, true), ReportStyle::ink(), 0, 2)
            || !canvas.paragraph(subtitleOf(r), canvas.font(ReportStyle::Body + 1), ReportStyle::muted(), 0, 4)
            || !scenarioBody(canvas, r, rf))
            return false;
    }
    return drawNotice(canvas);
}

} // namespace

void decoratePage(ReportCanvas& canvas, const ReportContent& content, const QString& title, int totalPages)
{
    const QFont font = canvas.font(ReportStyle::Small);
    const double y = canvas.pageSize().height() - ReportStyle::MarginBottom + ReportStyle::FooterGap;
    if (QPainter* p = canvas.painter()) {
        p->setPen(QPen(ReportStyle::rule(), 0.6));
        p->drawLine(QPointF(canvas.left(), y - 5), QPointF(canvas.left() + canvas.width(), y - 5));
    }
    const QString left
        = Report::tr("Kova Planner %1 · %2 · general guide: confirm availability and terms with the provider")
              .arg(content.version, reportDate(content.locale, content.date));
    const QString right
        = Report::tr("Page %1 of %2").arg(content.locale.toString(canvas.page()), content.locale.toString(totalPages));
    const double rw = canvas.textWidth(right, font) + 4;
    canvas.text(QRectF(canvas.left(), y, canvas.width() - rw - 10, 24), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        left, font, ReportStyle::muted());
    canvas.text(QRectF(canvas.left() + canvas.width() - rw, y, rw, 12), Qt::AlignRight | Qt::AlignTop, right, font,
        ReportStyle::ink());
    if (canvas.page() > 1) {
        const double top = ReportStyle::MarginTop - 24;
        canvas.text(QRectF(canvas.left(), top, canvas.width(), 12), Qt::AlignRight | Qt::AlignTop,
            canvas.elided(title, font, canvas.width()), font, ReportStyle::muted());
    }
}

void ensureReportFonts()
{
    static std::once_flag once;
    std::call_once(once, [] {
        if (QFontDatabase::families().contains(ReportStyle::family()))
            return;
        for (const QString& dir :
            { u"/usr/share/fonts/truetype/dejavu"_s, u"/usr/share/fonts/dejavu"_s, u"/usr/share/fonts/TTF"_s }) {
            const QStringList files = QDir(dir).entryList({ u"DejaVuSans*.ttf"_s }, QDir::Files);
            for (const QString& file : files)
                QFontDatabase::addApplicationFont(dir + u'/' + file);
        }
    });
}

int paintPages(QPaintDevice* device, const QSizeF& pagePt, const std::function<bool()>& newPage,
    const std::function<bool(ReportCanvas&)>& layout, const std::function<void(ReportCanvas&, int)>& decorate)
{
    ensureReportFonts();
    const QMarginsF margins(
        ReportStyle::MarginSide, ReportStyle::MarginTop, ReportStyle::MarginSide, ReportStyle::MarginBottom);
    ReportCanvas measure(device, nullptr, pagePt, margins, [] { return true; });
    layout(measure);
    measure.finish();
    const int total = measure.page();

    QPainter painter(device);
    ReportCanvas canvas(device, &painter, pagePt, margins, newPage);
    canvas.setDecoration([&](ReportCanvas& c) { decorate(c, total); });
    layout(canvas);
    canvas.finish();
    return std::min(canvas.page(), total);
}

int paintReport(
    const ReportContent& content, QPaintDevice* device, const QSizeF& pagePt, const std::function<bool()>& newPage)
{
    return paintPages(
        device, pagePt, newPage, [&](ReportCanvas& c) { return layout(c, content); },
        [&](ReportCanvas& c, int total) { decoratePage(c, content, content.title(), total); });
}

} // namespace Kova
