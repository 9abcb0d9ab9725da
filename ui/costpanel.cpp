#include "costpanel.h"

#include "lineitemmodel.h"
#include "model/names.h"
#include "retranslation.h"
#include "scenariodocument.h"
#include "text/format.h"

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
    connect(m_model, &QAbstractItemModel::modelReset, m_view, &QTreeView::expandAll);
    // A stacked line too long for a narrow panel wraps under its item rather than being cut.
    m_view->setWordWrap(true);
    m_view->setIndentation(m_view->indentation() * 2 / 3); // two levels: a narrow panel keeps room for text
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(false);
    m_view->viewport()->installEventFilter(this);
    m_warnings->setWordWrap(true);
    m_warnings->setMaximumHeight(200);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_summary);
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

void CostPanel::fitColumns()
{
    // The amounts are always shown whole. The item and the quantity × rate side by side when both fit
    // whole; else stacked, the quantity × rate under its item, in one column that has the rest of the width.
    QHeaderView* header = m_view->header();
    const auto wanted = [this, header](int column) {
        const QAbstractItemView* view = m_view; // QTreeView's own override is protected
        return std::max(view->sizeHintForColumn(column), header->sectionSizeHint(column));
    };
    const int amount = wanted(LineItemModel::AmountColumn);
    const int formula = wanted(LineItemModel::FormulaColumn);
    const int rest = std::max(0, m_view->viewport()->width() - amount);
    // Stacked, the item column is as wide as its longer line: side by side needs that plus the formula.
    const bool stacked = wanted(LineItemModel::ItemColumn) + formula > rest;
    if (stacked != m_model->isStacked()) {
        m_model->setStacked(stacked);
        m_view->setColumnHidden(LineItemModel::FormulaColumn, stacked);
    }
    const int item = wanted(LineItemModel::ItemColumn);
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
