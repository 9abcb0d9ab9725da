#include "charts/modecostchart.h"

#include "document/scenariodocument.h"
#include "model/names.h"
#include "report/palette.h"
#include "text/format.h"
#include "widgets/retranslation.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr qreal AmountGap = 4; // between a bar's end and its amount
constexpr qreal MinimumBar = 16; // the least length left to the longest bar beside its amount
} // namespace

ModeCostChart::ModeCostChart(QWidget* parent)
    : ChartView(QString(), parent)
    , m_series(new QHorizontalStackedBarSeries)
    , m_axisX(new QBarCategoryAxis)
{
    auto addSet = [this](const QColor& color, Qt::BrushStyle style) {
        auto* set = new QBarSet(QString(), m_series);
        set->setBrush(QBrush(color, style));
        set->setBorderColor(color);
        m_series->append(set);
        connect(set, &QBarSet::hovered, this, [this, set](bool on, int index) {
            if (!on || set->at(index) <= 0)
                return;
            const Formatter f;
            const Interval range = m_rowRanges.value(index);
            const QString amount = range.p10 == range.p90
                ? f.money(set->at(index))
                : tr("%1 (likely %2 to %3, P10–P90)")
                      .arg(f.money(set->at(index)), f.money(range.p10), f.money(range.p90));
            showToolTip(tr("%1: %2").arg(m_rowNames.value(index), amount));
        });
        return set;
    };
    for (PurchaseMode m : AllPurchaseModes)
        m_sets[static_cast<int>(m)] = addSet(modeColor(m), Qt::SolidPattern);
    m_references[int(Reference::MarketOnDemand)] = addSet(modeColor(PurchaseMode::OnDemand), Qt::BDiagPattern);
    m_references[int(Reference::MarketSpot)] = addSet(modeColor(PurchaseMode::Spot), Qt::BDiagPattern);
    restyle();
    m_series->setBarWidth(0.7);
    // The amounts are this chart's own text items (showAmounts()): Qt Charts formats a bar's value with 'g',
    // which drops a trailing zero ("691,2 $ US"), and lays its labels out as rich text at every change.
    m_axisY = makeValueAxis(QString(), u"%.0f"_s);
    styleAxis(m_axisX);
    chart()->addSeries(m_series);
    chart()->addAxis(m_axisX, Qt::AlignLeft);
    chart()->addAxis(m_axisY, Qt::AlignBottom);
    m_axisX->setReverse(true);
    // Each row's colour is its legend entry: the rows need no labels of their own (a narrow chart cut them);
    // the axis's title names the GPU, the tooltips each row.
    m_axisX->setLabelsVisible(false);
    m_series->attachAxis(m_axisX);
    m_series->attachAxis(m_axisY);
    // Rectangles and straight lines along the pixels: drawn without antialiasing (the text keeps its own).
    setRenderHint(QPainter::Antialiasing, false);
    retranslateWith(this, [this] { updateTexts(); });
}

void ModeCostChart::updateTexts()
{
    chart()->setTitle(tr("Cost per purchase mode"));
    setAccessibleName(chart()->title());
    for (PurchaseMode m : AllPurchaseModes)
        barSet(m)->setLabel(purchaseModeName(m));
    referenceSet(Reference::MarketOnDemand)
        ->setLabel(tr("median", "legend: the GPU line at the market's median on-demand price"));
    referenceSet(Reference::MarketSpot)
        ->setLabel(tr("spot median", "legend: the GPU line at the market's median spot price"));
    const Formatter f;
    showAmounts(); // in the new language's format
    m_axisY->setTitleText((isCompact() ? tr("Cost (%1)", "short axis title: the total cost") : tr("Total cost (%1)"))
            .arg(f.currencySymbol()));
}

void ModeCostChart::compactChanged()
{
    updateTexts();
    showCategories(m_axisX, m_labels, m_compactLabels);
}

void ModeCostChart::plotAreaResized()
{
    fitAmountAxis();
    placeAmounts();
}

void ModeCostChart::fitAmountAxis()
{
    // Room after each bar for its amount: the bar ends at value / max of the plot's width, its amount a gap and
    // its width further, within the plot (a narrow chart's bars are shorter, their amounts whole). A plot too
    // narrow even for that keeps a quarter more than the longest bar, and shows an amount inside its bar's end
    // where it does not fit after it (placeAmounts()).
    const double plot = chart()->plotArea().width();
    double top = 0;
    for (qsizetype i = 0; i < m_rowValues.size(); ++i) {
        top = std::max(top, m_rowValues[i] * 1.25);
        const double label = i < m_amounts.size() ? m_amounts[i]->boundingRect().width() + 2 * AmountGap : 0;
        if (plot - label >= MinimumBar)
            top = std::max(top, m_rowValues[i] * plot / (plot - label));
    }
    if (m_fittingAxis)
        return;
    m_fittingAxis = true;
    fitValueAxis(m_axisY, top, 1.0);
    m_fittingAxis = false;
}

void ModeCostChart::restyle()
{
    // Called by ChartView's constructor too, before the amounts exist.
    placeAmounts();
}

void ModeCostChart::showAmounts()
{
    const Formatter f;
    while (m_amounts.size() < m_rowValues.size()) {
        auto* label = new QGraphicsSimpleTextItem(chart());
        label->setZValue(1000); // over the bars and the grid
        m_amounts << label;
    }
    while (m_amounts.size() > m_rowValues.size())
        delete m_amounts.takeLast();
    for (qsizetype i = 0; i < m_rowValues.size(); ++i) {
        // The amount as the bill and the report write it, to the cent ("$691.20", "691,20 $ US"); a row without a
        // bar says why (placeAmounts() breaks it in two lines when the plot is too narrow for it).
        const QString text = m_rowValues[i] > 0 ? f.money(m_rowValues[i]) : m_rowNotes.value(i);
        const QFont font = amountFont(i);
        if (m_amounts[i]->font() != font)
            m_amounts[i]->setFont(font);
        const bool sameNote = m_rowValues[i] <= 0 && m_amounts[i]->text() == brokenNote(text);
        if (m_amounts[i]->text() != text && !sameNote)
            m_amounts[i]->setText(text);
    }
    fitAmountAxis();
    placeAmounts();
}

void ModeCostChart::placeAmounts()
{
    // Between a new set of rows and their labels (showDocument() lays the axes out first): placed by showAmounts().
    if (m_amounts.isEmpty() || m_amounts.size() != m_rowValues.size())
        return;
    const QColor text = palette().color(QPalette::Text);
    const QRectF plot = chart()->plotArea();
    const QRectF whole = chart()->rect();
    constexpr qreal Gap = AmountGap;
    for (qsizetype i = 0; i < m_amounts.size(); ++i) {
        QGraphicsSimpleTextItem* label = m_amounts[i];
        const QFont font = amountFont(i);
        if (label->font() != font)
            label->setFont(font);
        label->setVisible(!label->text().isEmpty());
        if (label->text().isEmpty())
            continue;
        // A note wider than the plot goes on two lines, so that it stays clear of the legend.
        if (m_rowValues[i] <= 0) {
            const QString& note = m_rowNotes.value(i);
            const bool fits = QFontMetricsF(font).horizontalAdvance(note) + 2 * Gap <= plot.width();
            const QString shown = fits ? note : brokenNote(note);
            if (label->text() != shown)
                label->setText(shown);
        }
        // The end of the row's bar, in the chart's coordinates (a stack of one bar: it ends at its value).
        const QPointF end = chart()->mapToPosition(QPointF(m_rowValues[i], qreal(i)), m_series);
        const QSizeF size = label->boundingRect().size();
        // After the bar, where the axis keeps room for it; inside the bar's end when the plot is too narrow
        // for it after the bar; never past the chart's edge.
        QPointF at(end.x() + Gap, end.y() - size.height() / 2);
        QColor color = text;
        if (at.x() + size.width() > plot.right() && end.x() - plot.left() >= size.width() + 2 * Gap) {
            at.setX(end.x() - Gap - size.width());
            QColor bar = palette().color(QPalette::Base);
            for (QBarSet* set : m_series->barSets())
                if (set->at(int(i)) > 0)
                    bar = set->brush().style() == Qt::SolidPattern ? set->brush().color() : bar;
            color = bar.lightnessF() < 0.55 ? QColor(Qt::white) : QColor(Qt::black);
        }
        at.setX(std::clamp(at.x(), whole.left(), whole.right() - size.width()));
        if (label->pos() != at)
            label->setPos(at);
        if (label->brush().color() != color)
            label->setBrush(color);
    }
}

QFont ModeCostChart::amountFont(qsizetype row) const
{
    // Amounts in bold; a note in the axis labels' font.
    QFont font = m_axisY->labelsFont();
    font.setBold(m_rowValues.value(row) > 0);
    return font;
}

QString ModeCostChart::brokenNote(const QString& note)
{
    // After its colon ("spot (chosen):" / "not offered"), else at its last space.
    const qsizetype colon = note.lastIndexOf(u": "_s);
    const qsizetype at = colon >= 0 ? colon + 1 : note.lastIndexOf(u' ');
    return at > 0 ? note.left(at) + u'\n' + note.mid(at + 1) : note;
}

QStringList ModeCostChart::categories() const
{
    return m_axisX->categories();
}

void ModeCostChart::showDocument(const ScenarioDocument& document)
{
    if (!document.hasEstimate())
        return;
    const Estimate& e = document.analysis().estimate;
    const Catalogue& c = document.catalogue();
    const Offer* offer = c.offer(e.offerId);
    const GpuModel* gpu = offer ? c.gpu(offer->gpuId) : nullptr;
    const QString gpuName = gpu ? gpu->name : e.offerId;
    const PurchaseMode chosen = document.scenario().mode;
    // The offer does not sell the chosen mode: the mode that prices the plan is marked instead.
    const ModeEstimate* pricedInstead = e.mode(chosen) ? nullptr : e.priced(chosen);
    const PurchaseMode marked = pricedInstead ? pricedInstead->mode : chosen;
    // The rows: each mode the offer sells, the chosen one even when it does not (said so), the market's.
    struct Row
    {
        QBarSet* set;
        double value;
        QString name;
        Interval range {}; // the total's P10–P90; a point when there is none
    };
    QList<Row> rows;
    for (PurchaseMode m : AllPurchaseModes) {
        const ModeEstimate* me = e.mode(m);
        if (!me && m != chosen)
            continue;
        const QString mode = pricedInstead && m == marked ? pricedInsteadNote(m, chosen)
            : m == chosen                                 ? (me ? tr("%1 (chosen)").arg(purchaseModeName(m))
                                                                : tr("%1 (chosen): not offered").arg(purchaseModeName(m)))
                                                          : purchaseModeName(m);
        rows.append({ barSet(m), me ? me->total : 0.0, mode, me ? me->totalRange : Interval {} });
    }
    if (e.market.onDemandGpuTime)
        rows.append({ referenceSet(Reference::MarketOnDemand), *e.market.onDemandGpuTime,
            tr("Market median, on demand (GPU line)") });
    if (e.market.spotGpuTime)
        rows.append({ referenceSet(Reference::MarketSpot), *e.market.spotGpuTime, tr("Market, spot (GPU line)") });

    QStringList labels, compactLabels;
    m_rowNames.clear();
    m_rowRanges.clear();
    m_rowValues.clear();
    m_rowNotes.clear();
    for (const Row& row : std::as_const(rows)) {
        // Category labels are rich text (<br>): names are escaped there; the tooltips show them as plain text.
        labels << row.name.toHtmlEscaped() + u"<br>"_s + gpuName.toHtmlEscaped();
        compactLabels << row.name.toHtmlEscaped();
        m_rowNames << row.name + u", "_s + gpuName;
        m_rowRanges << row.range;
        m_rowValues << row.value;
        m_rowNotes << (row.value > 0 ? QString() : row.name);
    }
    // Each set has its value in its own row and 0 in the others (a stack of one bar per row).
    QList<QBarSet*> all(m_sets.begin(), m_sets.end());
    all << m_references[0] << m_references[1];
    for (QBarSet* set : std::as_const(all)) {
        QList<qreal> values(rows.size(), 0.0);
        bool drawn = false;
        for (qsizetype i = 0; i < rows.size(); ++i)
            if (rows[i].set == set) {
                values[i] = centsShown(rows[i].value); // Qt Charts prints the value it is given
                drawn = drawn || rows[i].value > 0;
            }
        if (set->count() != values.size()) {
            set->remove(0, set->count());
            set->append(values);
        } else {
            for (int i = 0; i < values.size(); ++i)
                if (set->at(i) != values[i])
                    set->replace(i, values[i]);
        }
        for (QLegendMarker* marker : chart()->legend()->markers(m_series))
            if (static_cast<QBarLegendMarker*>(marker)->barset() == set)
                showLegendMarker(marker, drawn);
    }
    // The chosen mode's bar outlined in the text colour.
    for (PurchaseMode m : AllPurchaseModes) {
        const QColor outline = m == marked ? palette().color(QPalette::Text) : modeColor(m);
        if (barSet(m)->borderColor() != outline) {
            QPen pen(outline, m == marked ? 2 : 1);
            barSet(m)->setPen(pen);
        }
    }
    m_chosen = chosen;
    m_labels = labels;
    m_compactLabels = compactLabels;
    showCategories(m_axisX, m_labels, m_compactLabels);
    if (m_axisX->titleText() != gpuName)
        m_axisX->setTitleText(gpuName);
    showAmounts(); // and the value axis with room for them
}

} // namespace Kova
