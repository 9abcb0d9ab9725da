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
    , m_gpus(new QValueAxis)
{
    m_months->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_rows->setLabelsVisible(false);
    m_rows->setGridLineVisible(false);
    m_rows->setReverse(true); // the program's first run on top
    m_gpus->setLabelFormat(u"%.0f"_s);
    m_gpus->setParent(this); // until the chart shows it
    styleAxis(m_months);
    styleAxis(m_rows);
    styleAxis(m_gpus);
    chart()->addAxis(m_months, Qt::AlignBottom);
    chart()->addAxis(m_rows, Qt::AlignLeft);
    retranslateWith(this, [this] { updateTexts(); });
}

void ProgramTimelineChart::updateTexts()
{
    chart()->setTitle(tr("Runs over the horizon"));
    m_rows->setTitleText(isCompact() ? QString() : tr("Runs"));
    m_gpus->setTitleText(isCompact() ? QString() : tr("GPUs busy"));
    nameBusyCurve();
    m_monthStride = 0;
    labelMonths();
}

void ProgramTimelineChart::showProgram(const Program& program, const ProgramCosting& costing)
{
    m_program = program;
    m_schedule = costing.schedule;
    clearSeries();
    const bool busy = program.runs.size() > MaxRunRows;
    useLeftAxis(busy ? m_gpus : m_rows);
    if (busy)
        showBusyGpus();
    else
        showRunRows();
    nameBusyCurve();
    m_monthStride = 0;
    labelMonths();
}

void ProgramTimelineChart::nameBusyCurve()
{
    setAccessibleName(m_busy ? tr("The GPUs the program's runs keep busy over its horizon")
                             : tr("The program's runs on a timeline over its horizon"));
    if (m_busy)
        m_busy->setName(tr("GPUs busy, %Ln run(s) made", nullptr, int(m_schedule.size())).toHtmlEscaped());
}

// The left axis the chart shows: the runs' rows, or the GPUs busy. The other is set aside (an axis hidden and shown
// again would be laid out without its labels), owned by this view.
void ProgramTimelineChart::useLeftAxis(QValueAxis* axis)
{
    QValueAxis* other = axis == m_rows ? m_gpus : m_rows;
    const QList<QAbstractAxis*> shown = chart()->axes(Qt::Vertical);
    if (shown.contains(other)) {
        chart()->removeAxis(other);
        other->setParent(this);
    }
    if (!shown.contains(axis)) {
        styleAxis(axis); // in the palette and fonts of now
        chart()->addAxis(axis, Qt::AlignLeft);
    }
}

// Removed and deleted in one go: a handful of series, never one per time a run is made.
void ProgramTimelineChart::clearSeries()
{
    chart()->removeAllSeries();
    m_bars.clear();
    m_busy = nullptr;
    m_steps.clear();
    m_madeOf.clear();
}

void ProgramTimelineChart::showRunRows()
{
    m_madeOf = QList<QList<int>>(m_program.runs.size());
    for (int i = 0; i < m_schedule.size(); ++i)
        if (m_schedule.at(i).run >= 0 && m_schedule.at(i).run < m_madeOf.size())
            m_madeOf[m_schedule.at(i).run].append(i);
    for (int run = 0; run < m_madeOf.size(); ++run) {
        // Each time the run is made, a bar in its row: the upper line rises to the bar's top at its start and
        // falls back at its end; runs made back to back are one bar.
        const double low = run + BarHalfHeight, high = run - BarHalfHeight;
        QList<QPointF> upper;
        QList<QPointF> lower;
        upper.reserve(4 * m_madeOf.at(run).size());
        for (int i : std::as_const(m_madeOf.at(run))) {
            const ScheduledRun& s = m_schedule.at(i);
            const double from = s.startHour / HoursPerDay;
            const double to = (s.startHour + s.hours) / HoursPerDay;
            if (!upper.isEmpty() && upper.last().x() == from) {
                upper.removeLast();
                upper.append({ QPointF(to, high), QPointF(to, low) });
                continue;
            }
            upper.append({ QPointF(from, low), QPointF(from, high), QPointF(to, high), QPointF(to, low) });
        }
        if (!upper.isEmpty())
            lower = { QPointF(upper.first().x(), low), QPointF(upper.last().x(), low) };
        auto* upperSeries = new QLineSeries;
        auto* lowerSeries = new QLineSeries;
        upperSeries->replace(upper);
        lowerSeries->replace(lower);
        auto* bar = new QAreaSeries(upperSeries, lowerSeries);
        upperSeries->setParent(bar);
        lowerSeries->setParent(bar);
        const QColor color = seriesColor(run);
        bar->setColor(color);
        bar->setBorderColor(color);
        // The legend renders names as rich text: a file name is escaped.
        bar->setName(ProgramWording::runName(m_program.runs.at(run)).toHtmlEscaped());
        chart()->addSeries(bar);
        bar->attachAxis(m_months);
        bar->attachAxis(m_rows);
        showInLegend(bar, !upper.isEmpty());
        connect(bar, &QAreaSeries::hovered, this, [this, run](const QPointF& point, bool on) {
            if (on)
                showRunToolTip(run, point.x());
        });
        m_bars << bar;
    }
    setValueRange(m_rows, -0.5, std::max<qsizetype>(1, m_program.runs.size()) - 0.5);
    m_rows->setTickType(QValueAxis::TicksFixed);
    m_rows->setTickCount(2);
}

void ProgramTimelineChart::showBusyGpus()
{
    m_steps = busyGpuSteps(m_schedule);
    QList<QPointF> points;
    points.reserve(2 * m_steps.size());
    int before = 0;
    int peak = 0;
    for (const BusyStep& step : std::as_const(m_steps)) {
        const double day = step.hour / HoursPerDay;
        points.append({ QPointF(day, before), QPointF(day, step.gpus) });
        before = step.gpus;
        peak = std::max(peak, step.gpus);
    }
    auto* upper = new QLineSeries;
    upper->replace(points);
    m_busy = new QAreaSeries(upper);
    upper->setParent(m_busy);
    const QColor color = seriesColor(0);
    m_busy->setColor(color);
    m_busy->setBorderColor(color);
    chart()->addSeries(m_busy);
    m_busy->attachAxis(m_months);
    m_busy->attachAxis(m_gpus);
    connect(m_busy, &QAreaSeries::hovered, this, [this](const QPointF& point, bool on) {
        if (on)
            showBusyToolTip(point.x());
    });
    fitValueAxis(m_gpus, peak);
}

// The time the run is made under the pointer (`day` since the horizon's start), if any.
void ProgramTimelineChart::showRunToolTip(int run, double day)
{
    if (run >= m_madeOf.size() || run >= m_program.runs.size())
        return;
    const QList<int>& made = m_madeOf.at(run);
    const double hour = day * HoursPerDay;
    // The last time the run starts at or before the pointer.
    auto at = std::upper_bound(
        made.begin(), made.end(), hour, [this](double h, int i) { return h < m_schedule.at(i).startHour; });
    if (at == made.begin())
        return;
    const ScheduledRun& s = m_schedule.at(*std::prev(at));
    if (hour > s.startHour + s.hours + 1e-9 * std::max(1.0, hour))
        return;
    const ProgramRun& r = m_program.runs.at(run);
    const Formatter f;
    showToolTip(tr("%1, run %2 of %3: from %4, %5 on %Ln GPU(s)", nullptr, s.gpus)
            .arg(ProgramWording::runName(r), f.locale().toString(s.repeat + 1), f.locale().toString(r.count),
                dateText(s.start, f.locale()), f.wallClock(s.hours)));
}

void ProgramTimelineChart::showBusyToolTip(double day)
{
    const double hour = day * HoursPerDay;
    auto at = std::upper_bound(
        m_steps.begin(), m_steps.end(), hour, [](double h, const BusyStep& s) { return h < s.hour; });
    const int gpus = at == m_steps.begin() ? 0 : std::prev(at)->gpus;
    showToolTip(tr("%Ln GPU(s) busy", nullptr, gpus));
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
