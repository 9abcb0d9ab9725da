#include "charts/ownershipchart.h"

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

OwnershipChart::OwnershipChart(QWidget* parent)
    : ChartView(QString(), parent)
    , m_owned(new QLineSeries)
{
    m_owned->setPen(QPen(palette().color(QPalette::Text), 2));
    m_axisX = makeValueAxis(QString(), u"%.0f"_s);
    m_axisY = makeValueAxis(QString(), u"%.2f"_s);
    chart()->addSeries(m_owned);
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    m_owned->attachAxis(m_axisX);
    m_owned->attachAxis(m_axisY);
    m_ranges = QRectF(0, 0, 100, 1);
    plotAreaResized();
    connect(m_owned, &QLineSeries::hovered, this, [this](const QPointF& p, bool on) {
        if (on) {
            const Formatter f;
            showToolTip(tr("Owned at %1 utilisation: %2 per busy GPU-hour")
                    .arg(f.percent(std::round(p.x()), 0), f.gpuHourRate(p.y())));
        }
    });
    retranslateWith(this, [this] { updateTexts(); });
}

void OwnershipChart::updateTexts()
{
    const Formatter f;
    chart()->setTitle(tr("Owning against renting"));
    setAccessibleName(tr("Cost per busy owned GPU-hour against utilisation, with the rental rates"));
    m_axisX->setTitleText(isCompact() ? tr("Utilisation (%)") : tr("Utilisation of the owned GPUs (%)"));
    m_axisY->setTitleText(isCompact() ? tr("Per GPU-h (%1)").arg(f.currencySymbol())
                                      : tr("Per busy GPU-hour (%1)").arg(f.currencySymbol()));
    m_owned->setName(tr("owned"));
    for (qsizetype i = 0; i < m_shown.size() && i < m_rates.size(); ++i) {
        m_rates[i]->setName(purchaseModeName(m_shown[i].mode));
        const auto& u = m_shown[i].utilisation;
        m_breakEvens[i]->setPointLabelsFormat(u ? f.percent(*u * 100, 0) : QString());
    }
}

void OwnershipChart::compactChanged()
{
    updateTexts();
}

void OwnershipChart::plotAreaResized()
{
    // The labels' spacing depends on the plot's length, known once laid out.
    if (m_ranges.isValid()) {
        setValueRange(m_axisX, m_ranges.left(), m_ranges.right());
        setValueRange(m_axisY, m_ranges.top(), m_ranges.bottom());
    }
}

void OwnershipChart::showCosting(const ProgramCosting& costing)
{
    QList<QPointF> curve;
    for (const OwnershipCurvePoint& p : costing.ownershipCurve)
        curve << QPointF(p.utilisation * 100, p.costPerGpuHour);
    m_owned->replace(curve);
    while (m_rates.size() < costing.breakEvens.size()) {
        auto* line = new QLineSeries;
        auto* point = new QScatterSeries;
        point->setMarkerSize(10);
        point->setPointLabelsVisible(true);
        point->setPointLabelsClipping(false);
        for (QXYSeries* s : std::initializer_list<QXYSeries*> { line, point }) {
            chart()->addSeries(s);
            s->attachAxis(m_axisX);
            s->attachAxis(m_axisY);
        }
        for (QLegendMarker* marker : chart()->legend()->markers(point))
            marker->setVisible(false);
        m_rates << line;
        m_breakEvens << point;
    }
    while (m_rates.size() > costing.breakEvens.size()) {
        for (QXYSeries* s : std::initializer_list<QXYSeries*> { m_rates.takeLast(), m_breakEvens.takeLast() }) {
            chart()->removeSeries(s);
            delete s;
        }
    }
    double top = 0;
    for (qsizetype i = 0; i < costing.breakEvens.size(); ++i) {
        const BreakEven& b = costing.breakEvens[i];
        const QColor color = modeColor(b.mode);
        m_rates[i]->setPen(QPen(color, 2, Qt::DashLine));
        m_rates[i]->replace({ QPointF(0, b.ratePerGpuHour), QPointF(100, b.ratePerGpuHour) });
        m_breakEvens[i]->setColor(color);
        m_breakEvens[i]->setBorderColor(palette().color(QPalette::Base));
        m_breakEvens[i]->setPointLabelsColor(palette().color(QPalette::Text));
        if (b.utilisation && *b.utilisation <= 1)
            m_breakEvens[i]->replace({ QPointF(*b.utilisation * 100, b.ratePerGpuHour) });
        else
            m_breakEvens[i]->clear();
        top = std::max(top, b.ratePerGpuHour);
    }
    m_shown = costing.breakEvens;
    updateTexts();
    // The owned cost rises without bound as the utilisation falls: the scale shows the rates with room above.
    if (top <= 0 && !curve.isEmpty())
        top = curve.last().y();
    m_ranges = QRectF(QPointF(0, 0), QPointF(100, top > 0 ? top * 2 : 1));
    plotAreaResized();
}

} // namespace Kova
