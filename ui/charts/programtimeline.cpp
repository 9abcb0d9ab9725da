#include "charts/programtimeline.h"

#include "model/names.h"
#include "report/palette.h"
#include "report/programwording.h"
#include "text/format.h"
#include "widgets/retranslation.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr double BarHalfHeight = 0.32; // of a row
} // namespace

ProgramTimelineChart::ProgramTimelineChart(QWidget* parent)
    : ChartView(QString(), parent)
    , m_months(new QCategoryAxis)
    , m_rows(new QValueAxis)
{
    m_months->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_rows->setLabelsVisible(false);
    m_rows->setGridLineVisible(false);
    m_rows->setReverse(true); // the program's first run on top
    styleAxis(m_months);
    styleAxis(m_rows);
    chart()->addAxis(m_months, Qt::AlignBottom);
    chart()->addAxis(m_rows, Qt::AlignLeft);
    retranslateWith(this, [this] { updateTexts(); });
}

void ProgramTimelineChart::updateTexts()
{
    chart()->setTitle(tr("Runs over the horizon"));
    setAccessibleName(tr("The program's runs on a timeline over its horizon"));
    m_rows->setTitleText(isCompact() ? QString() : tr("Runs"));
    m_monthStride = 0;
    labelMonths();
}

void ProgramTimelineChart::showProgram(const Program& program, const ProgramCosting& costing)
{
    m_program = program;
    m_schedule = costing.schedule;
    for (QAreaSeries* bar : std::as_const(m_bars)) {
        chart()->removeSeries(bar);
        delete bar;
    }
    m_bars.clear();
    QList<bool> named(program.runs.size(), false);
    for (const ScheduledRun& s : std::as_const(m_schedule)) {
        const double from = s.startHour / HoursPerDay;
        const double to = (s.startHour + s.hours) / HoursPerDay;
        auto* upper = new QLineSeries;
        auto* lower = new QLineSeries;
        upper->append({ QPointF(from, s.run + BarHalfHeight), QPointF(to, s.run + BarHalfHeight) });
        lower->append({ QPointF(from, s.run - BarHalfHeight), QPointF(to, s.run - BarHalfHeight) });
        auto* bar = new QAreaSeries(upper, lower);
        upper->setParent(bar);
        lower->setParent(bar);
        const QColor color = seriesColor(s.run);
        bar->setColor(color);
        bar->setBorderColor(color);
        // The legend renders names as rich text: a file name is escaped.
        bar->setName(ProgramWording::runName(program.runs.at(s.run)).toHtmlEscaped());
        chart()->addSeries(bar);
        bar->attachAxis(m_months);
        bar->attachAxis(m_rows);
        // One legend entry per run of the program, not per time it is made.
        const bool first = !named[s.run];
        named[s.run] = true;
        for (QLegendMarker* marker : chart()->legend()->markers(bar))
            marker->setVisible(first);
        connect(bar, &QAreaSeries::hovered, this, [this, s](const QPointF&, bool on) {
            if (!on || s.run >= m_program.runs.size())
                return;
            const ProgramRun& run = m_program.runs.at(s.run);
            const Formatter f;
            showToolTip(tr("%1, run %2 of %3: from %4, %5 on %Ln GPU(s)", nullptr, s.gpus)
                    .arg(ProgramWording::runName(run), f.locale().toString(s.repeat + 1),
                        f.locale().toString(run.count), dateText(s.start, f.locale()), f.wallClock(s.hours)));
        });
        m_bars << bar;
    }
    setValueRange(m_rows, -0.5, std::max<qsizetype>(1, program.runs.size()) - 0.5);
    m_rows->setTickType(QValueAxis::TicksFixed);
    m_rows->setTickCount(2);
    m_monthStride = 0;
    labelMonths();
}

void ProgramTimelineChart::plotAreaResized()
{
    labelMonths();
}

void ProgramTimelineChart::labelMonths()
{
    if (!m_program.start.isValid() || m_program.horizonMonths <= 0)
        return;
    // As many month labels as their width leaves room for: every month, or every 2, 3, 6 or 12.
    const QFontMetricsF metrics(m_months->labelsFont());
    double widest = 0; // the longest month's name in this language ("sept. 2027", "May 2027" in a bold font)
    for (int month = 1; month <= 12; ++month)
        widest
            = std::max(widest, metrics.horizontalAdvance(ProgramWording::monthText(QDate(2027, month, 1), QLocale())));
    const double perMonth = chart()->plotArea().width() / m_program.horizonMonths;
    int stride = 12;
    for (int s : { 1, 2, 3, 6, 12 })
        if (perMonth * s >= widest + 2 * metrics.horizontalAdvance(u' ') + 16) {
            stride = s;
            break;
        }
    if (stride == m_monthStride && !m_months->categoriesLabels().isEmpty())
        return;
    m_monthStride = stride;
    for (const QString& label : m_months->categoriesLabels())
        m_months->remove(label);
    const double days = m_program.start.daysTo(m_program.end());
    m_months->setStartValue(0);
    for (int m = 0; m < m_program.horizonMonths; m += stride) {
        const QDate month = m_program.start.addMonths(m);
        m_months->append(ProgramWording::monthText(month, QLocale()), m_program.start.daysTo(month));
    }
    m_months->setRange(0, days);
}

} // namespace Kova
