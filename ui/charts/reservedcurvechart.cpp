#include "charts/reservedcurvechart.h"

#include "model/names.h"
#include "report/palette.h"
#include "text/format.h"
#include "widgets/retranslation.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

ReservedCurveChart::ReservedCurveChart(QWidget* parent)
    : ChartView(QString(), parent)
    , m_curve(new QLineSeries)
    , m_minimum(new QScatterSeries)
{
    const QColor color = modeColor(PurchaseMode::Reserved);
    m_curve->setPen(QPen(color, 2));
    m_minimum->setColor(palette().color(QPalette::Text));
    m_minimum->setBorderColor(palette().color(QPalette::Base));
    m_minimum->setMarkerSize(11);
    m_axisX = makeValueAxis(QString(), u"%.0f"_s);
    m_axisY = makeValueAxis(QString(), u"%.0f"_s);
    chart()->addSeries(m_curve);
    chart()->addSeries(m_minimum);
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    for (QXYSeries* s : std::initializer_list<QXYSeries*> { m_curve, m_minimum }) {
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
    }
    // Below the plot: the curve, and the lowest total with its K (a label beside the point would cross the axis).
    chart()->legend()->setAlignment(Qt::AlignBottom);
    connect(m_curve, &QLineSeries::hovered, this, [this](const QPointF& p, bool on) {
        if (on)
            showToolTip(tr("%Ln GPU(s) reserved: %1", nullptr, int(std::lround(p.x()))).arg(Formatter().money(p.y())));
    });
    retranslateWith(this, [this] { updateTexts(); });
}

void ReservedCurveChart::updateTexts()
{
    const Formatter f;
    chart()->setTitle(tr("Total against reserved GPUs"));
    setAccessibleName(tr("The program's total against the GPUs reserved for the term"));
    // Without a term to commit to (no reserved price, or a booking with no minimum) K changes nothing: said so.
    const bool empty = m_curve->points().isEmpty();
    m_axisX->setTitleText(empty ? tr("No reserved term: no curve")
            : isCompact()       ? tr("Reserved GPUs (K)")
                                : tr("Reserved GPUs (K), the rest on demand"));
    m_axisY->setTitleText(empty ? QString() : tr("Total (%1)").arg(f.currencySymbol()));
    // Their labels are laid out still (hidden ones would be kept cut short) but not seen.
    for (QValueAxis* axis : { m_axisX, m_axisY })
        if (empty)
            axis->setLabelsColor(Qt::transparent);
        else
            styleAxis(axis);
    m_curve->setName(tr("total"));
    showInLegend(m_curve, !empty);
    m_minimum->setName(
        m_best ? tr("lowest: K = %1, %2").arg(f.locale().toString(m_best->gpus), f.money(m_best->total)) : QString());
    showInLegend(m_minimum, m_best.has_value());
}

void ReservedCurveChart::compactChanged()
{
    updateTexts();
}

void ReservedCurveChart::restyle()
{
    // The palette restyled the axes: an empty curve's labels stay unseen.
    if (m_curve->points().isEmpty())
        for (QValueAxis* axis : { m_axisX, m_axisY })
            axis->setLabelsColor(Qt::transparent);
}

void ReservedCurveChart::plotAreaResized()
{
    // The labels' spacing depends on the plot's length, known once laid out.
    if (m_ranges.isValid()) {
        setValueRange(m_axisX, m_ranges.left(), m_ranges.right());
        setValueRange(m_axisY, m_ranges.top(), m_ranges.bottom());
    }
}

void ReservedCurveChart::showCosting(const ProgramCosting& costing)
{
    QList<QPointF> points;
    double low = 0, high = 0;
    for (const ReservedCurvePoint& p : costing.reservedCurve) {
        points << QPointF(p.gpus, p.total);
        low = points.size() == 1 ? p.total : std::min(low, p.total);
        high = std::max(high, p.total);
    }
    m_curve->replace(points);
    const ProgramOption* reserved = costing.option(ProgramOptionKind::Reserved);
    m_best.reset();
    if (reserved && !points.isEmpty()) {
        m_best = ReservedCurvePoint { reserved->reservedGpus, reserved->total };
        m_minimum->replace({ QPointF(reserved->reservedGpus, reserved->total) });
    } else {
        m_minimum->clear();
    }
    updateTexts();
    const double right = points.isEmpty() ? 1 : std::max(1.0, points.last().x());
    // The totals differ by a share of themselves: the scale starts near the lowest.
    const double span = std::max(high - low, high * 0.02);
    const double bottom = std::max(0.0, low - span * 0.15);
    m_ranges = QRectF(QPointF(0, bottom), QPointF(right, high + span * 0.15));
    plotAreaResized();
}

} // namespace Kova
