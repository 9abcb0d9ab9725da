#include "memorychart.h"

#include "format.h"
#include "retranslation.h"
#include "scenariodocument.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
QString partName(MemoryChart::Part part)
{
    switch (part) {
    case MemoryChart::Weights:
        return MemoryChart::tr("Weights");
    case MemoryChart::Gradients:
        return MemoryChart::tr("Gradients");
    case MemoryChart::Optimizer:
        return MemoryChart::tr("Optimizer");
    case MemoryChart::Activations:
        return MemoryChart::tr("Activations");
    case MemoryChart::Overhead:
        return MemoryChart::tr("Overhead");
    case MemoryChart::NUM_PARTS:
        break;
    }
    return {};
}

double partGb(const MemoryBreakdown& m, MemoryChart::Part part)
{
    switch (part) {
    case MemoryChart::Weights:
        return m.weightsGb;
    case MemoryChart::Gradients:
        return m.gradientsGb;
    case MemoryChart::Optimizer:
        return m.optimizerGb;
    case MemoryChart::Activations:
        return m.activationsGb;
    case MemoryChart::Overhead:
        return m.overheadGb;
    case MemoryChart::NUM_PARTS:
        break;
    }
    return 0;
}
} // namespace

MemoryChart::MemoryChart(QWidget* parent)
    : ChartView(QString(), parent)
    , m_series(new QHorizontalStackedBarSeries)
    , m_axisX(new QBarCategoryAxis)
{
    for (int i = 0; i < NUM_PARTS; ++i) {
        auto* set = new QBarSet(QString(), m_series);
        set->setColor(seriesColor(i));
        set->setBorderColor(seriesColor(i));
        m_sets.append(set);
        m_series->append(set);
        connect(set, &QBarSet::hovered, this, [this, set, i](bool on, int index) {
            if (on)
                showToolTip(
                    tr("%1: %2 per GPU").arg(partName(Part(i)), Formatter().gb(std::round(set->at(index) * 10) / 10)));
        });
    }
    m_series->setBarWidth(0.5);
    m_axisY = makeValueAxis(QString(), u"%.0f"_s);
    styleAxis(m_axisX);
    chart()->addSeries(m_series);
    chart()->addAxis(m_axisX, Qt::AlignLeft);
    chart()->addAxis(m_axisY, Qt::AlignBottom);
    m_axisX->setReverse(true);
    chart()->legend()->setAlignment(Qt::AlignRight);
    m_series->attachAxis(m_axisX);
    m_series->attachAxis(m_axisY);
    retranslateWith(this, [this] {
        chart()->setTitle(tr("Check the VRAM before comparing prices"));
        setAccessibleName(chart()->title());
        for (int i = 0; i < NUM_PARTS; ++i)
            m_sets[i]->setLabel(partName(Part(i)));
        m_axisY->setTitleText(tr("Memory per GPU (GB)"));
        for (QLineSeries* line : std::as_const(m_vram))
            line->setName(tr("VRAM"));
    });
}

QStringList MemoryChart::categories() const
{
    return m_axisX->categories();
}

QList<double> MemoryChart::usableVram() const
{
    QList<double> out;
    for (QLineSeries* s : m_vram)
        out.append(s->count() ? s->at(0).x() : 0);
    return out;
}

void MemoryChart::showDocument(const ScenarioDocument& document)
{
    if (!document.hasEstimate())
        return;
    const Estimate& e = document.estimate();
    const Catalogue& c = document.catalogue();
    QStringList labels;
    double top = e.memory.totalGb();
    for (const GpuFit& fit : e.fitByGpu) {
        const GpuModel* gpu = c.gpu(fit.gpuId);
        // Category labels are rich text (<br>): the GPU's name is escaped.
        const QString name = (gpu ? gpu->name : fit.gpuId).toHtmlEscaped();
        labels << (fit.minGpus ? tr("%1<br>min. %n GPU(s)", nullptr, *fit.minGpus).arg(name)
                               : tr("%1<br>does not fit").arg(name));
        top = std::max(top, fit.usableVramGb);
    }
    for (int i = 0; i < NUM_PARTS; ++i) {
        QBarSet* set = m_sets[i];
        const double v = partGb(e.memory, Part(i));
        if (set->count() != labels.size()) {
            set->remove(0, set->count());
            set->append(QList<qreal>(labels.size(), v));
            continue;
        }
        for (int j = 0; j < labels.size(); ++j)
            if (set->at(j) != v)
                set->replace(j, v);
    }
    if (m_axisX->categories() != labels)
        m_axisX->setCategories(labels);
    while (m_vram.size() < labels.size()) {
        auto* line = new QLineSeries;
        QPen pen(QColor(0xd8, 0x3b, 0x3b));
        pen.setWidthF(2.5);
        line->setPen(pen);
        line->setName(tr("VRAM"));
        chart()->addSeries(line);
        line->attachAxis(m_axisX);
        line->attachAxis(m_axisY);
        const auto markers = chart()->legend()->markers(line);
        for (QLegendMarker* marker : markers)
            marker->setVisible(m_vram.isEmpty());
        m_vram.append(line);
    }
    for (int j = 0; j < m_vram.size(); ++j) {
        if (j < e.fitByGpu.size()) {
            const double vram = e.fitByGpu[j].usableVramGb;
            m_vram[j]->replace({ QPointF(vram, j - 0.4), QPointF(vram, j + 0.4) });
        } else {
            m_vram[j]->clear();
        }
    }
    fitValueAxis(m_axisY, top, 1.1);
}

} // namespace Kova
