#include "panels/costpanel.h"

#include "document/scenariodocument.h"
#include "model/names.h"
#include "models/cachedtextdelegate.h"
#include "models/lineitemmodel.h"
#include "text/format.h"
#include "widgets/retranslation.h"
#include "widgets/wrappedlabelslot.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QStyle>
#include <QTreeView>
#include <QVBoxLayout>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr int FieldRole = Qt::UserRole;
}

CostPanel::CostPanel(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_converted(new QLabel(this))
    , m_model(new LineItemModel(this))
    , m_view(new QTreeView(this))
    , m_warningsTitle(new QLabel(this))
    , m_warnings(new QListWidget(this))
{
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setTextFormat(Qt::PlainText);
    m_converted->setWordWrap(true);
    m_converted->setTextFormat(Qt::PlainText);
    m_converted->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_converted->hide();
    m_view->setModel(m_model);
    // Each text shaped once, not at every paint and every measure of the columns.
    CachedTextDelegate::install(m_view);
    CachedTextDelegate::install(m_warnings);
    connect(m_model, &QAbstractItemModel::modelReset, m_view, &QTreeView::expandAll);
    // Lines are not wrapped: the columns are as wide as their longest line (fitColumns()), in every row.
    m_view->setIndentation(m_view->indentation() * 2 / 3); // two levels: a narrow panel keeps room for text
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(false);
    m_view->viewport()->installEventFilter(this);
    m_warnings->setWordWrap(true);
    m_warnings->setMaximumHeight(200);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    // Redone at every change: the panel is laid out again only when the summary needs another height.
    layout->addWidget(new WrappedLabelSlot(m_summary, this));
    layout->addWidget(m_converted);
    layout->addWidget(m_view, 3);
    layout->addWidget(m_warningsTitle);
    layout->addWidget(m_warnings, 1);
    // The summary and the warnings are redone from the estimate (the window recomputes it in the new
    // language); the rest is set here.
    retranslateWith(this, [this] {
        m_summary->setAccessibleName(tr("Run summary"));
        m_converted->setAccessibleName(tr("Totals in the display currency"));
        m_view->setAccessibleName(tr("Line items per purchase mode"));
        if (!m_document || !m_document->hasEstimate())
            m_warningsTitle->setText(tr("<b>Warnings</b>"));
        m_warnings->setAccessibleName(tr("Warnings"));
        m_warnings->setToolTip(tr("Activate a warning to go to the input it concerns"));
        m_model->retranslate();
        announceNewTexts(m_model);
    });

    connect(m_warnings, &QListWidget::itemActivated, this,
        [this](QListWidgetItem* item) { Q_EMIT fieldRequested(item->data(FieldRole).toString()); });
    connect(m_warnings, &QListWidget::itemClicked, this,
        [this](QListWidgetItem* item) { Q_EMIT fieldRequested(item->data(FieldRole).toString()); });
}

bool CostPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

int CostPanel::widestCell(int column) const
{
    // Every row, not only those on screen as QTreeView::sizeHintForColumn() measures: a line scrolled into
    // view later is shown whole too.
    QStyleOptionViewItem option;
    option.initFrom(m_view);
    option.font = m_view->font(); // initFrom() leaves the application's
    const int indent = m_view->indentation();
    int widest = 0;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QModelIndex mode = m_model->index(r, column);
        const auto measure = [&](const QModelIndex& index, int depth) {
            // The delegate puts the model's bold or italic on the view's font, and keeps each text's size.
            const int extra = column == 0 ? indent * (depth + (m_view->rootIsDecorated() ? 1 : 0)) : 0;
            widest = std::max(widest, m_view->itemDelegateForIndex(index)->sizeHint(option, index).width() + extra);
        };
        measure(mode, 0);
        const QModelIndex parent = m_model->index(r, 0);
        for (int l = 0; l < m_model->rowCount(parent); ++l)
            measure(m_model->index(l, column, parent), 1);
    }
    return widest;
}

void CostPanel::fitColumns()
{
    // The amounts are always shown whole. The item and the quantity × rate side by side when both fit
    // whole; else stacked, the quantity × rate under its item, in one column that has the rest of the width;
    // else the amount under them too, in one column as wide as the panel. Nothing is cut.
    QHeaderView* header = m_view->header();
    const auto wanted
        = [this, header](int column) { return std::max(widestCell(column), header->sectionSizeHint(column)); };
    const bool amountWasStacked = m_model->isAmountStacked();
    const int amount = wanted(LineItemModel::AmountColumn);
    const int formula = wanted(LineItemModel::FormulaColumn);
    const int rest = std::max(0, m_view->viewport()->width() - amount);
    // Stacked, the item column is as wide as its longer line: side by side needs that plus the formula.
    const bool stacked = wanted(LineItemModel::ItemColumn) + formula > rest;
    if (stacked != m_model->isStacked()) {
        m_model->setStacked(stacked);
        m_view->setColumnHidden(LineItemModel::FormulaColumn, stacked);
    }
    // One line a row side by side: the rows are of one height, which the view then measures once, not at
    // every change of the amounts.
    if (m_view->uniformRowHeights() == stacked)
        m_view->setUniformRowHeights(!stacked);
    int item = wanted(LineItemModel::ItemColumn);
    // Still too narrow for the longest line beside the amounts: the amount goes under it too, in one column.
    const bool amountStacked = stacked && item > rest;
    m_model->setAmountStacked(amountStacked);
    if (amountStacked != amountWasStacked || m_view->isColumnHidden(LineItemModel::AmountColumn) != amountStacked)
        m_view->setColumnHidden(LineItemModel::AmountColumn, amountStacked);
    if (amountStacked) {
        header->resizeSection(
            LineItemModel::ItemColumn, std::max(m_view->viewport()->width(), wanted(LineItemModel::ItemColumn)));
        return;
    }
    header->resizeSection(LineItemModel::ItemColumn, stacked ? rest : item);
    if (!stacked)
        header->resizeSection(LineItemModel::FormulaColumn, std::max(rest - item, formula));
    header->resizeSection(LineItemModel::AmountColumn, amount);
}

void CostPanel::setDocument(ScenarioDocument* document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &ScenarioDocument::estimateChanged, this, &CostPanel::refresh);
    refresh();
}

void CostPanel::setConversion(const CurrencyConversion& conversion)
{
    m_conversion = conversion;
    refresh();
}

namespace {

// The likely range in the summary, said when it is wider than usual: the GPU-hours, or the tokens a fixed
// duration trains.
QString likelyRangeSentence(const ComputeEstimate& c, const Formatter& f)
{
    if (c.fixedDuration)
        return CostPanel::tr("Likely %1 to %2 billion tokens in that time (P10–P90).")
            .arg(f.number(c.tokensRange.p10 / 1e9, 1), f.number(c.tokensRange.p90 / 1e9, 1));
    return CostPanel::tr("Likely %1 to %2 GPU-hours (P10–P90).")
        .arg(f.number(c.gpuHoursRange.p10, 0), f.number(c.gpuHoursRange.p90, 0));
}

} // namespace

void CostPanel::refresh()
{
    if (!m_document || !m_document->hasEstimate())
        return;
    const Estimate& e = m_document->estimate();
    const Formatter f(QLocale(), e.currency);
    m_model->setEstimate(e, m_document->scenario().mode); // a new shape resets the model, expanded again
    fitColumns(); // once for all the cells that changed

    const QString gpuHours = f.number(e.compute.gpuHours, 1);
    const QString wall = f.hours(std::round(e.compute.wallHours * 10) / 10);
    const QString memory = f.gb(std::round(e.memory.totalGb() * 10) / 10);
    QString summary = e.fits
        ? tr("%1 GPU-hours, %2 wall-clock without interruptions; %3 per GPU (fits).").arg(gpuHours, wall, memory)
        : tr("%1 GPU-hours, %2 wall-clock without interruptions; %3 per GPU (does not fit).")
              .arg(gpuHours, wall, memory);
    if (const QString wider = widerRangeSentence(e.compute, f.locale()); !wider.isEmpty())
        summary += u' ' + likelyRangeSentence(e.compute, f) + u' ' + wider;
    if (const QString market = marketMedianSentence(e.market, f); !market.isEmpty())
        summary += u' ' + market;
    if (m_summary->text() != summary)
        m_summary->setText(summary);
    const QString converted = convertedTotalsSentence(e, m_conversion, QLocale());
    if (m_converted->text() != converted)
        m_converted->setText(converted);
    m_converted->setVisible(!converted.isEmpty());

    // The list is laid out again only when the warnings change, not at every step of a slider.
    QStringList shown;
    for (const Warning& w : e.warnings)
        shown << w.message << w.field << tr("Go to the input: %1").arg(w.field);
    if (shown != m_shownWarnings) {
        m_shownWarnings = shown;
        m_warnings->clear();
        if (m_warningIcon.isNull())
            m_warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
        for (const Warning& w : e.warnings) {
            auto* item = new QListWidgetItem(m_warningIcon, w.message, m_warnings);
            item->setData(FieldRole, w.field);
            item->setToolTip(tr("Go to the input: %1").arg(w.field));
        }
    }
    const QString title = e.warnings.isEmpty() ? tr("<b>Warnings</b>: none")
                                               : tr("<b>Warnings</b> (%1)").arg(QLocale().toString(e.warnings.size()));
    if (m_warningsTitle->text() != title) // rich text: parsed again at every setText
        m_warningsTitle->setText(title);
}

} // namespace Kova
