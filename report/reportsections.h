#pragma once

#include "model/names.h" // offerTitle()
#include "reportcontent.h"

#include <QRectF>

namespace Kova {

class Formatter;
class ReportCanvas;

// The parts of a report, each drawn at the cursor; each returns false when the flow has stopped.
bool drawHeading(ReportCanvas& canvas, const QString& text, double keepWith = 60);
// The kicker above the title is the report's kind ("KOVA PLANNER · COST REPORT"); empty: the scenario report's.
bool drawTitleBlock(ReportCanvas& canvas, const ReportContent& content, const QString& title, const QString& subtitle,
    const QString& kicker = {});
bool drawSummary(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f);
// The summary's sentence on how sure the estimate is: the P10–P90 and what widens it, or why there is none.
QString rangeSentence(const ComputeEstimate& c, const ModeEstimate& best, const Formatter& f);
bool drawAssumptions(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f);
bool drawLineItems(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f);
bool drawFitCheck(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f);
bool drawWarnings(ReportCanvas& canvas, const ScenarioReport& r);
bool drawOffersConsidered(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f);
bool drawComparisonTable(ReportCanvas& canvas, const ReportContent& content, const Formatter& f);
bool drawNotice(ReportCanvas& canvas);

// A bill's heading in bold above its lines; false when the page has no room for it.
bool drawBillHeading(ReportCanvas& canvas, const QString& title);
// Sentences one under the other, each after a bullet, wrapped to `width` from `at`; returns the y below them.
double bullets(const ReportCanvas& canvas, const QStringList& sentences, const QFont& font, QPointF at, double width);
// A key figure of a summary box: its label in small capitals over its value (large when `big`).
void keyFigure(const ReportCanvas& canvas, const QRectF& r, const QString& label, const QString& value, bool big);

// A key figure of a summary box, placed from `from` over `width`, both fractions of the box's inner width.
struct BoxFigure
{
    double from;
    double width;
    QString label;
    QString value;
    bool big = false;
};
// A summary box: a tinted band with the accent bar, its key figures in a row over bulleted sentences;
// false when the page has no room for it.
bool drawSummaryBox(ReportCanvas& canvas, const QList<BoxFigure>& figures, const QStringList& sentences);

// Shared wording.
QString reportDate(const QLocale& locale, const QDate& date);

} // namespace Kova
