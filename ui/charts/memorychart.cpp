#include "charts/memorychart.h"

#include "document/scenariodocument.h"
#include "model/names.h"
#include "report/palette.h"
#include "text/format.h"
#include "widgets/retranslation.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QResizeEvent>
#include <QValueAxis>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Kova {

MemoryChart::MemoryChart(QWidget* parent)
    : ChartView(QString(), parent)
    , m_series(new QHorizontalStackedBarSeries)
    , m_axisX(new QBarCategoryAxis)
{
    for (MemoryPart part : AllMemoryParts) {
        auto* set = new QBarSet(QString(), m_series);
        set->setColor(memoryPartColor(part));
        set->setBorderColor(memoryPartColor(part));
        m_sets.append(set);
        m_series->append(set);
        connect(set, &QBarSet::hovered, this, [this, set, part](bool on, int index) {
            if (on)
                showToolTip(tr("%1 — %2: %3 per GPU")
                        .arg(rows().value(index).toolTip, memoryPartName(part),
                            Formatter().gb(std::round(set->at(index) * 10) / 10)));
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
    // Rectangles and straight lines along the pixels: drawn without antialiasing (the text keeps its own).
    setRenderHint(QPainter::Antialiasing, false);
    retranslateWith(this, [this] { updateTexts(); });
}

void MemoryChart::updateTexts()
{
    const QString title = tr("Check the VRAM before comparing prices");
    setAccessibleName(title);
    //: The title of a small chart of memory per GPU (the whole title did not fit).
    chart()->setTitle(isCompact() ? tr("Check the VRAM first") : title);
    for (MemoryPart part : AllMemoryParts)
        partSet(part)->setLabel(isCompact() ? memoryPartShortName(part) : memoryPartName(part));
    m_axisY->setTitleText(tr("Memory per GPU (GB)"));
    for (QLineSeries* line : std::as_const(m_vram))
        line->setName(tr("VRAM"));
}

void MemoryChart::compactChanged()
{
    updateTexts();
}

void MemoryChart::resizeEvent(QResizeEvent* event)
{
    ChartView::resizeEvent(event);
    // A row a model takes two lines of text: for the seven models of the catalogue, some 360 pixels.
    const bool grouped = isCompact() || event->size().height() < 360;
    if (grouped != m_grouped) {
        m_grouped = grouped;
        showRows();
    }
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
    m_rows.clear();
    m_groups.clear();
    for (const GpuFit& fit : e.fitByGpu) {
        const GpuModel* gpu = c.gpu(fit.gpuId);
        const QString name = gpu ? gpu->name : fit.gpuId;
        // Category labels are rich text (<br>): the GPU's name is escaped.
        Row row;
        row.label = fit.minGpus ? tr("%1<br>min. %Ln GPU(s)", nullptr, *fit.minGpus).arg(name.toHtmlEscaped())
                                : tr("%1<br>does not fit").arg(name.toHtmlEscaped());
        row.toolTip = fit.minGpus ? tr("%1, min. %Ln GPU(s)", nullptr, *fit.minGpus).arg(name)
                                  : tr("%1, does not fit").arg(name);
        row.usableVramGb = fit.usableVramGb;
        m_rows.append(row);
    }
    // Grouped, GPUs within 10 % of each other's memory share a bar (94 and 96 GB, 180 and 192 GB), labelled
    // and drawn with the smaller memory, the others named in its tooltip: a compact chart has room for about
    // six bars.
    QList<Row> bySize = m_rows;
    std::stable_sort(
        bySize.begin(), bySize.end(), [](const Row& a, const Row& b) { return a.usableVramGb < b.usableVramGb; });
    for (const Row& row : std::as_const(bySize)) {
        if (!m_groups.isEmpty() && row.usableVramGb <= m_groups.last().usableVramGb * 1.1)
            m_groups.last().toolTip += u"; "_s + row.toolTip;
        else
            m_groups.append({ Formatter().gb(row.usableVramGb).toHtmlEscaped(), row.toolTip, row.usableVramGb });
    }
    m_memory = e.memory;
    showRows();
}

void MemoryChart::showRows()
{
    const QList<Row>& shown = rows();
    QStringList labels;
    double top = 0;
    for (const Row& row : shown) {
        labels << row.label;
        top = std::max(top, row.usableVramGb);
    }
    top = std::max(top, m_memory.totalGb());
    for (MemoryPart part : AllMemoryParts) {
        QBarSet* set = partSet(part);
        const double v = m_memory.partGb(part);
        // Every row has the part's value: a new value is given to the set's rows at once (Qt Charts lays the whole
        // series out again at each value replaced, once a row).
        if (set->count() == labels.size() && (set->count() == 0 || set->at(0) == v))
            continue;
        set->remove(0, set->count());
        set->append(QList<qreal>(labels.size(), v));
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
        showInLegend(line, m_vram.isEmpty());
        m_vram.append(line);
    }
    for (int j = 0; j < m_vram.size(); ++j) {
        // Given again only when they changed (laying a series out is most of what a chart costs).
        const double vram = j < shown.size() ? shown[j].usableVramGb : 0;
        const QList<QPointF> line
            = j < shown.size() ? QList<QPointF> { QPointF(vram, j - 0.4), QPointF(vram, j + 0.4) } : QList<QPointF> {};
        if (m_vram[j]->points() != line)
            m_vram[j]->replace(line);
    }
    fitValueAxis(m_axisY, top, 1.1);
}

} // namespace Kova
