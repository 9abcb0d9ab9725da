#include "charts/breakdownchart.h"

#include "document/scenariodocument.h"
#include "model/costbreakdown.h"
#include "model/names.h"
#include "report/palette.h"
#include "text/format.h"
#include "widgets/retranslation.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace Kova {

BreakdownChart::BreakdownChart(QWidget* parent)
    : ChartView(QString(), parent)
    , m_series(new QHorizontalStackedBarSeries)
    , m_axisX(new QBarCategoryAxis)
{
    for (LineKind kind : AllLineKinds) {
        auto* set = new QBarSet(QString(), m_series);
        set->setColor(lineKindColor(kind));
        set->setBorderColor(lineKindColor(kind));
        m_sets.append(set);
        m_series->append(set);
        connect(set, &QBarSet::hovered, this, [this, set, kind](bool on, int index) {
            if (on)
                showToolTip(
                    tr("%1, %2: %3").arg(lineKindName(kind), m_labels.value(index), Formatter().money(set->at(index))));
        });
    }
    m_series->setBarWidth(0.55);
    chart()->legend()->setAlignment(Qt::AlignRight);
    m_axisY = makeValueAxis(QString(), u"%.0f"_s);
    styleAxis(m_axisX);
    chart()->addSeries(m_series);
    chart()->addAxis(m_axisX, Qt::AlignLeft);
    chart()->addAxis(m_axisY, Qt::AlignBottom);
    m_series->attachAxis(m_axisX);
    m_series->attachAxis(m_axisY);
    // Rectangles and straight lines along the pixels: drawn without antialiasing (the text keeps its own).
    setRenderHint(QPainter::Antialiasing, false);
    retranslateWith(this, [this] { updateTexts(); });
}

void BreakdownChart::updateTexts()
{
    chart()->setTitle(tr("Cost breakdown by line"));
    setAccessibleName(chart()->title());
    for (LineKind kind : AllLineKinds)
        lineSet(kind)->setLabel(isCompact() ? lineKindShortName(kind) : lineKindName(kind));
    m_axisY->setTitleText(tr("Cost (%1)").arg(Formatter().currencySymbol()));
}

void BreakdownChart::compactChanged()
{
    updateTexts();
    showCategories(m_axisX, m_labels, m_compactLabels);
}

void BreakdownChart::showDocument(const ScenarioDocument& document)
{
    if (!document.hasEstimate())
        return;
    const Estimate& e = document.estimate();
    QStringList labels;
    QList<QList<qreal>> values(AllLineKinds.size());
    double top = 0;
    for (const ModeEstimate& me : e.modes) {
        labels << purchaseModeName(me.mode);
        for (auto& v : values)
            v.append(0);
        for (LineKind kind : AllLineKinds)
            values[int(kind)].last() = kindTotal(me, kind); // core's sum of the lines of each kind
        top = std::max(top, me.total);
    }
    for (int i = 0; i < values.size(); ++i) {
        QBarSet* set = m_sets[i];
        if (set->count() != values[i].size()) {
            set->remove(0, set->count());
            set->append(values[i]);
            continue;
        }
        for (int j = 0; j < values[i].size(); ++j)
            if (set->at(j) != values[i][j])
                set->replace(j, values[i][j]);
    }
    m_labels = labels;
    m_compactLabels.clear();
    // Category labels are rich text: small, a name with spaces on two lines, broken nearest its middle.
    for (const QString& label : std::as_const(labels)) {
        QString escaped = label.toHtmlEscaped();
        qsizetype best = -1;
        for (qsizetype at = escaped.indexOf(u' '); at >= 0; at = escaped.indexOf(u' ', at + 1))
            if (best < 0 || std::abs(at - escaped.size() / 2) < std::abs(best - escaped.size() / 2))
                best = at;
        m_compactLabels << (best < 0 ? escaped : escaped.replace(best, 1, u"<br>"_s));
    }
    showCategories(m_axisX, m_labels, m_compactLabels);
    fitValueAxis(m_axisY, top);
}

} // namespace Kova
