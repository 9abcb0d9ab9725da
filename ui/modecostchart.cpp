#include "modecostchart.h"

#include "model/names.h"
#include "palette.h"
#include "retranslation.h"
#include "scenariodocument.h"
#include "text/format.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace Kova {

ModeCostChart::ModeCostChart(QWidget* parent)
    : ChartView(QString(), parent)
    , m_series(new QHorizontalBarSeries)
    , m_axisX(new QBarCategoryAxis)
{
    for (PurchaseMode m : AllPurchaseModes) {
        auto* set = new QBarSet(QString(), m_series);
        set->setColor(modeColor(m));
        set->setBorderColor(modeColor(m));
        m_sets[static_cast<int>(m)] = set;
        m_series->append(set);
        connect(set, &QBarSet::hovered, this, [this, set, m](bool on, int index) {
            if (!on)
                return;
            const Formatter f;
            const Interval range = m_ranges[static_cast<int>(m)].value(index);
            const QString amount = set->at(index) <= 0 ? tr("not offered")
                : range.p10 == range.p90               ? f.money(set->at(index))
                                                       : tr("%1 (likely %2 to %3, P10–P90)")
                                               .arg(f.money(set->at(index)), f.money(range.p10), f.money(range.p90));
            showToolTip(tr("%1, %2: %3").arg(m_offerNames.value(index), purchaseModeName(m), amount));
        });
    }
    m_axisY = makeValueAxis(QString(), u"%.0f"_s);
    styleAxis(m_axisX);
    chart()->addSeries(m_series);
    chart()->addAxis(m_axisX, Qt::AlignLeft);
    chart()->addAxis(m_axisY, Qt::AlignBottom);
    m_axisX->setReverse(true);
    m_series->attachAxis(m_axisX);
    m_series->attachAxis(m_axisY);
    retranslateWith(this, [this] { updateTexts(); });
}

void ModeCostChart::updateTexts()
{
    chart()->setTitle(tr("Cost per purchase mode"));
    setAccessibleName(chart()->title());
    for (PurchaseMode m : AllPurchaseModes)
        barSet(m)->setLabel(purchaseModeName(m));
    m_axisY->setTitleText((isCompact() ? tr("Cost (%1)", "short axis title: the total cost") : tr("Total cost (%1)"))
            .arg(Formatter().currencySymbol()));
}

void ModeCostChart::compactChanged()
{
    updateTexts();
    showCategories(m_axisX, m_labels, m_compactLabels);
}

QStringList ModeCostChart::categories() const
{
    return m_axisX->categories();
}

void ModeCostChart::showDocument(const ScenarioDocument& document)
{
    if (!document.hasEstimate())
        return;
    const ScenarioAnalysis& a = document.analysis();
    const Catalogue& c = document.catalogue();
    QList<const Estimate*> estimates { &a.estimate };
    QStringList labels, compactLabels;
    m_offerNames.clear();
    auto gpuName = [&c](const Estimate& e) {
        const Offer* o = c.offer(e.offerId);
        const GpuModel* g = o ? c.gpu(o->gpuId) : nullptr;
        return g ? g->name : e.offerId;
    };
    // Category labels are rich text (<br>): names are escaped there; the tooltips show them as plain text.
    labels << tr("This offer<br>%1").arg(gpuName(a.estimate).toHtmlEscaped());
    compactLabels << tr("This offer");
    const Offer* chosen = c.offer(a.estimate.offerId);
    m_offerNames << (chosen ? chosen->provider + u' ' + chosen->name : a.estimate.offerId);
    for (const TierEstimate& t : a.tiers) {
        estimates << &t.estimate;
        labels << tierName(t.tierId).toHtmlEscaped() + u"<br>"_s + gpuName(t.estimate).toHtmlEscaped();
        compactLabels << tierName(t.tierId).toHtmlEscaped();
        m_offerNames << tierName(t.tierId) + u' ' + gpuName(t.estimate);
    }
    double top = 0;
    for (PurchaseMode m : AllPurchaseModes) {
        QBarSet* set = barSet(m);
        QList<qreal> values;
        QList<Interval>& ranges = m_ranges[static_cast<int>(m)];
        ranges.clear();
        for (const Estimate* e : estimates) {
            const ModeEstimate* me = e->mode(m);
            values << (me ? me->total : 0.0);
            ranges << (me ? me->totalRange : Interval {});
            top = std::max(top, values.last());
        }
        if (set->count() != values.size()) {
            set->remove(0, set->count());
            set->append(values);
        } else {
            for (int i = 0; i < values.size(); ++i)
                if (set->at(i) != values[i])
                    set->replace(i, values[i]);
        }
    }
    m_labels = labels;
    m_compactLabels = compactLabels;
    showCategories(m_axisX, m_labels, m_compactLabels);
    fitValueAxis(m_axisY, top);
}

} // namespace Kova
