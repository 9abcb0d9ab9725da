#include "reportsections.h"

#include "model/names.h"
#include "reportcanvas.h"
#include "reportstyle.h"
#include "reporttable.h"
#include "reporttext.h"
#include "text/format.h"
#include "text/planwording.h"

#include <QCoreApplication>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

QString languageName(const QString& code)
{
    return code == "fr"_L1 ? u"Français"_s : u"English"_s;
}

// One sentence comparing another mode with the recommended one.
QString modeSentence(const ModeEstimate& other, const ModeEstimate& best, const Formatter& f)
{
    const double diff = other.total - best.total;
    const double share = best.total > 0 ? 100.0 * std::abs(diff) / best.total : 0;
    if (std::abs(diff) < 0.005)
        return Report::tr("%1 would cost the same, %2.").arg(purchaseModeTitle(other.mode), f.money(other.total));
    return (diff > 0 ? Report::tr("%1 would cost %2: %3 more (+%4).") : Report::tr("%1 would cost %2: %3 less (−%4)."))
        .arg(purchaseModeTitle(other.mode), f.money(other.total), f.money(std::abs(diff)), f.percent(share, 0));
}

// The GPU line against the market's median, and a price of the offer that looks like a slip in its source (its
// median then comes from the catalogue's offers of the GPU).
QString marketSentence(const ScenarioReport& r, const ModeEstimate& best, const Formatter& f)
{
    const QString market = marketMedianSentence(r.estimate.market, f);
    const QString outlier = priceOutlierText(r.priceCheck, r.gpu.name, f);
    QStringList sentences;
    if (!market.isEmpty()) {
        const double here = best.lines.isEmpty() ? 0 : best.lines.first().amount;
        sentences << market << Report::tr("Here the GPU line costs %1.").arg(f.money(here));
    } else if (outlier.isEmpty()) {
        sentences << Report::tr("No market reference price is known for this GPU.");
    }
    if (!outlier.isEmpty())
        sentences << Report::tr("Check this price before ordering: %1.").arg(outlier);
    return sentences.join(u' ');
}

} // namespace

bool drawBillHeading(ReportCanvas& canvas, const QString& title)
{
    const QFont tf = canvas.font(ReportStyle::Body + 1, true);
    canvas.advance(6);
    if (!canvas.ensure(canvas.lineHeight(tf) + 60)) // never a heading alone at the foot of a page
        return false;
    canvas.text(QRectF(canvas.left(), canvas.y(), canvas.width(), 14), Qt::AlignLeft | Qt::AlignTop, title, tf,
        ReportStyle::ink());
    canvas.advance(canvas.lineHeight(tf) + 3);
    return true;
}

double bullets(const ReportCanvas& canvas, const QStringList& sentences, const QFont& font, QPointF at, double width)
{
    double y = at.y();
    for (const QString& s : sentences) {
        const double h = canvas.textHeight(s, font, width - 10);
        canvas.text(QRectF(at.x(), y, 8, h), Qt::AlignLeft | Qt::AlignTop, u"•"_s, font, ReportStyle::accent());
        canvas.text(QRectF(at.x() + 10, y, width - 10, h + 1), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, s, font,
            ReportStyle::ink());
        y += h + 3;
    }
    return y;
}

void keyFigure(const ReportCanvas& canvas, const QRectF& r, const QString& label, const QString& value, bool big)
{
    canvas.text(QRectF(r.x(), r.y(), r.width(), 12), Qt::AlignLeft | Qt::AlignTop, label.toUpper(),
        canvas.font(ReportStyle::Small - 0.5, true), ReportStyle::muted());
    canvas.text(QRectF(r.x(), r.y() + 12, r.width(), r.height() - 12), Qt::AlignLeft | Qt::AlignTop, value,
        canvas.font(big ? 17 : 13, true), big ? ReportStyle::accent() : ReportStyle::ink());
}

bool drawSummaryBox(ReportCanvas& canvas, const QList<BoxFigure>& figures, const QStringList& sentences)
{
    const double figuresH = 44;
    const double pad = 10;
    const QFont body = canvas.font(ReportStyle::Body + 0.5);
    const double x = canvas.left() + pad + 6;
    const double w = canvas.width() - 2 * pad - 6;
    double textH = 0;
    for (const QString& s : sentences)
        textH += canvas.textHeight(s, body, w - 10) + 3;
    const double boxH = pad + figuresH + 6 + textH + pad;
    if (!canvas.ensure(boxH))
        return false;
    const double top = canvas.y();
    if (QPainter* p = canvas.painter()) {
        p->setPen(Qt::NoPen);
        p->setBrush(ReportStyle::band());
        p->drawRoundedRect(QRectF(canvas.left(), top, canvas.width(), boxH), 4, 4);
        p->setBrush(ReportStyle::accent());
        p->drawRect(QRectF(canvas.left(), top, 3, boxH));
    }
    for (const BoxFigure& k : figures)
        keyFigure(canvas, QRectF(x + w * k.from, top + pad, w * k.width, figuresH), k.label, k.value, k.big);
    bullets(canvas, sentences, body, QPointF(x, top + pad + figuresH + 6), w);
    canvas.setY(top + boxH);
    return true;
}

QString reportDate(const QLocale& locale, const QDate& date)
{
    return locale.toString(date, Report::tr("MMMM d, yyyy", "long date format of the report"));
}

bool drawHeading(ReportCanvas& canvas, const QString& text, double keepWith)
{
    const QFont f = canvas.font(ReportStyle::Heading, true);
    const double h = canvas.lineHeight(f) + 6;
    if (canvas.y() > canvas.body().top() + 1)
        canvas.advance(ReportStyle::SectionGap);
    if (!canvas.ensure(h + keepWith))
        return false;
    canvas.text(QRectF(canvas.left(), canvas.y(), canvas.width(), h), Qt::AlignLeft | Qt::AlignTop, text, f,
        ReportStyle::accent());
    if (QPainter* p = canvas.painter()) {
        p->setPen(QPen(ReportStyle::rule(), 0.7));
        p->drawLine(
            QPointF(canvas.left(), canvas.y() + h - 2), QPointF(canvas.left() + canvas.width(), canvas.y() + h - 2));
    }
    canvas.advance(h + 4);
    return true;
}

bool drawTitleBlock(ReportCanvas& canvas, const ReportContent& content, const QString& title, const QString& subtitle,
    const QString& kicker)
{
    const QFont kickerFont = canvas.font(ReportStyle::Small, true);
    canvas.text(QRectF(canvas.left(), canvas.y(), canvas.width(), 12), Qt::AlignLeft | Qt::AlignTop,
        !kicker.isEmpty()            ? kicker
            : content.isComparison() ? Report::tr("KOVA PLANNER · COST COMPARISON")
                                     : Report::tr("KOVA PLANNER · COST REPORT"),
        kickerFont, ReportStyle::accent());
    canvas.advance(16);
    if (!canvas.paragraph(title, canvas.font(ReportStyle::Title, true), ReportStyle::ink(), 0, 4))
        return false;
    if (!subtitle.isEmpty()
        && !canvas.paragraph(subtitle, canvas.font(ReportStyle::Body + 1), ReportStyle::muted(), 0, 8))
        return false;
    if (QPainter* p = canvas.painter()) {
        p->setPen(QPen(ReportStyle::accent(), 2));
        p->drawLine(QPointF(canvas.left(), canvas.y()), QPointF(canvas.left() + canvas.width(), canvas.y()));
    }
    canvas.advance(8);
    const QList<QPair<QString, QString>> meta {
        { Report::tr("Date"), reportDate(content.locale, content.date) },
        { Report::tr("Prepared by"),
            content.preparedBy.isEmpty() ? Report::tr("—", "no name given") : content.preparedBy },
        { Report::tr("Organisation"),
            content.organisation.isEmpty() ? Report::tr("—", "no name given") : content.organisation },
        { Report::tr("Language"), languageName(content.language) },
    };
    const double w = canvas.width() / meta.size();
    const QFont value = canvas.font(ReportStyle::Body);
    double h = 0;
    for (const auto& m : meta)
        h = std::max(h, canvas.textHeight(m.second, value, w - 8));
    for (int i = 0; i < meta.size(); ++i) {
        const double x = canvas.left() + i * w;
        canvas.text(QRectF(x, canvas.y(), w - 8, 11), Qt::AlignLeft | Qt::AlignTop, meta[i].first.toUpper(),
            canvas.font(ReportStyle::Small - 0.5, true), ReportStyle::muted());
        canvas.text(QRectF(x, canvas.y() + 11, w - 8, h + 1), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
            meta[i].second, value, ReportStyle::ink());
    }
    canvas.advance(h + 18);
    return true;
}

QString rangeSentence(const ComputeEstimate& c, const ModeEstimate& best, const Formatter& f)
{
    if (c.mfu.origin != MfuOrigin::Default)
        return Report::tr("The throughput is the scenario's own figure (%1): no range is added to it.")
            .arg(mfuOriginName(c.mfu));
    const QString how = Report::tr("the spread of Kova's throughput model around published training runs "
                                   "(Megatron-LM, Pythia, LLaMA, Llama 2 and 3, BLOOM, Falcon and others), each "
                                   "publication left out of the fit in turn");
    const QString why = widerRangeSentence(c, f.locale());
    if (c.fixedDuration)
        return Report::tr("The duration is fixed, so its cost has no range; it trains %1 to %2 billion tokens "
                          "(P10–P90: %3).")
                   .arg(f.number(c.tokensRange.p10 / 1e9, 1), f.number(c.tokensRange.p90 / 1e9, 1), how)
            + (why.isEmpty() ? QString() : u' ' + why);
    return Report::tr("Likely range (P10–P90): %1 to %2 in total, %3 to %4 wall-clock, %5 to %6 GPU-hours; "
                      "from %7.")
               .arg(f.money(best.totalRange.p10), f.money(best.totalRange.p90), f.wallClock(best.wallHoursRange.p10),
                   f.wallClock(best.wallHoursRange.p90), f.number(c.gpuHoursRange.p10, 0),
                   f.number(c.gpuHoursRange.p90, 0), how)
        + (why.isEmpty() ? QString() : u' ' + why);
}

bool drawSummary(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f)
{
    const ModeEstimate* best = r.recommended();
    if (!best)
        return true;
    if (!drawHeading(canvas, Report::tr("Summary"), 120))
        return false;
    QStringList sentences;
    sentences << Report::tr("Recommended purchase mode: %1, for a total of %2 on %3.")
                     .arg(purchaseModeName(best->mode), f.money(best->total), offerTitle(r.offer));
    // A mode the provider can take back, recommended while interruptions are not modelled: the total assumes none.
    if (isInterruptible(best->mode) && r.scenario.interruptions.mtbiHours <= 0)
        sentences << Report::tr("Risk: in %1 mode the provider can take the GPUs back mid-run, yet no interruptions "
                                "are modelled here (mean time between interruptions set to 0): this total assumes "
                                "none. Set the scenario's interruption rate before relying on it.")
                         .arg(purchaseModeName(best->mode));
    sentences << Report::tr("Wall-clock time %1; %2 GPU-hours of compute on %Ln GPU(s).", nullptr, r.estimate.gpus)
                     .arg(f.wallClock(best->wallHours), f.number(r.estimate.compute.gpuHours, 0));
    sentences << rangeSentence(r.estimate.compute, *best, f);
    for (const ModeEstimate& me : r.estimate.modes)
        if (me.mode != best->mode)
            sentences << modeSentence(me, *best, f);
    sentences << marketSentence(r, *best, f);
    if (const QString converted = convertedTotalsSentence(r.estimate, r.conversion, f.locale()); !converted.isEmpty())
        sentences << converted;
    if (r.scenario.mode != best->mode)
        if (const ModeEstimate* asked = r.estimate.mode(r.scenario.mode))
            sentences << Report::tr("The scenario itself asks for %1: %2.")
                             .arg(purchaseModeName(asked->mode), f.money(asked->total));
    return drawSummaryBox(canvas,
        { { 0, 0.42, Report::tr("Recommended: %1").arg(purchaseModeName(best->mode)), f.money(best->total), true },
            { 0.45, 0.27, Report::tr("Wall-clock"), f.wallClock(best->wallHours) },
            { 0.73, 0.27, Report::tr("GPU-hours"), f.number(r.estimate.compute.gpuHours, 0) } },
        sentences);
}

bool drawComparisonTable(ReportCanvas& canvas, const ReportContent& content, const Formatter& f)
{
    if (!drawHeading(canvas, Report::tr("Scenarios compared")))
        return false;
    const QList<ReportColumn> columns { { Report::tr("Scenario"), 2.6 }, { Report::tr("Offer"), 2.0 },
        { Report::tr("GPUs"), 0.9, Qt::AlignRight }, { Report::tr("Recommended mode"), 1.7 },
        { Report::tr("Total"), 1.7, Qt::AlignRight }, { Report::tr("Wall-clock"), 1.3, Qt::AlignRight },
        { Report::tr("GPU-hours"), 1.2, Qt::AlignRight } };
    QList<ReportRow> rows;
    for (const ScenarioReport& r : content.scenarios) {
        const ModeEstimate* best = r.recommended();
        rows << ReportRow { { r.scenario.name, offerTitle(r.offer), f.locale().toString(r.estimate.gpus),
            best ? purchaseModeTitle(best->mode) : QString(), best ? f.money(best->total) : QString(),
            best ? f.wallClock(best->wallHours) : QString(), f.number(r.estimate.compute.gpuHours, 0) } };
    }
    return drawReportTable(canvas, columns, rows);
}

} // namespace Kova
