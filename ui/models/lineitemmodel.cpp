#include "models/lineitemmodel.h"

#include "model/names.h"
#include "text/format.h"
#include "widgets/plainmessage.h"

#include <QFont>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr quintptr TopLevel = 0;
}

LineItemModel::LineItemModel(QObject* parent)
    : QAbstractItemModel(parent)
{
}

void LineItemModel::setEstimate(const Estimate& estimate, PurchaseMode chosen)
{
    const bool sameShape = m_modes.size() == estimate.modes.size()
        && std::equal(m_modes.cbegin(), m_modes.cend(), estimate.modes.cbegin(),
            [](const auto& a, const auto& b) { return a.mode == b.mode && a.lines.size() == b.lines.size(); });
    // The offer does not sell the chosen mode: the mode that prices the plan instead is marked.
    const ModeEstimate* priced = estimate.mode(chosen) ? nullptr : estimate.priced(chosen);
    const std::optional<PurchaseMode> pricedInstead = priced ? std::optional(priced->mode) : std::nullopt;
    // Another chosen mode changes the fonts of whole rows, not only texts.
    const bool marksChanged = chosen != m_chosen || pricedInstead != m_pricedInstead;
    if (!sameShape)
        beginResetModel();
    m_modes = estimate.modes;
    m_currency = estimate.currency;
    m_chosen = chosen;
    m_pricedInstead = pricedInstead;
    if (!sameShape) {
        m_texts = formatTexts();
        endResetModel();
        return;
    }
    const QList<ModeTexts> before = std::exchange(m_texts, formatTexts());
    announceChanges(before, marksChanged);
}

void LineItemModel::retranslate()
{
    const QList<ModeTexts> before = std::exchange(m_texts, formatTexts());
    announceChanges(before, false);
}

QList<LineItemModel::ModeTexts> LineItemModel::formatTexts() const
{
    QList<ModeTexts> texts(m_modes.size());
    for (int r = 0; r < m_modes.size(); ++r) {
        const QModelIndex mode = index(r, 0);
        texts[r].lines.resize(rowCount(mode));
        for (int c = 0; c < NUM_COLUMNS; ++c) {
            texts[r].mode[c] = shownText(index(r, c));
            for (int l = 0; l < texts[r].lines.size(); ++l)
                texts[r].lines[l][c] = shownText(index(l, c, mode));
        }
    }
    return texts;
}

void LineItemModel::announceChanges(const QList<ModeTexts>& before, bool all)
{
    // One signal per row, over the columns whose text changed: a view measures and repaints only those cells.
    const auto announce = [this, all](const RowTexts& was, const RowTexts& is, int row, const QModelIndex& parent) {
        int first = NUM_COLUMNS, last = -1;
        for (int c = 0; c < NUM_COLUMNS; ++c)
            if (all || was[c] != is[c]) {
                first = std::min(first, c);
                last = c;
            }
        if (last >= 0)
            Q_EMIT dataChanged(index(row, first, parent), index(row, last, parent));
    };
    for (int r = 0; r < m_texts.size(); ++r) {
        const bool known = r < before.size() && before[r].lines.size() == m_texts[r].lines.size();
        const QModelIndex mode = index(r, 0);
        announce(known ? before[r].mode : RowTexts {}, m_texts[r].mode, r, {});
        for (int l = 0; l < m_texts[r].lines.size(); ++l)
            announce(known ? before[r].lines[l] : RowTexts {}, m_texts[r].lines[l], l, mode);
    }
}

void LineItemModel::setStacked(bool stacked)
{
    if (stacked == m_stacked)
        return;
    m_stacked = stacked;
    const QList<ModeTexts> before = std::exchange(m_texts, formatTexts());
    announceChanges(before, false);
}

void LineItemModel::setAmountStacked(bool stacked)
{
    if (stacked == m_amountStacked)
        return;
    m_amountStacked = stacked;
    const QList<ModeTexts> before = std::exchange(m_texts, formatTexts());
    announceChanges(before, false);
}

QModelIndex LineItemModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : TopLevel);
}

QModelIndex LineItemModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == TopLevel)
        return {};
    return createIndex(int(child.internalId() - 1), 0, TopLevel);
}

int LineItemModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return int(m_modes.size());
    if (parent.internalId() != TopLevel || parent.column() != 0)
        return 0;
    // The lines, the total, the wall-clock time, then energy and carbon (not costs: outside the total).
    return int(m_modes.at(parent.row()).lines.size()) + 4;
}

int LineItemModel::columnCount(const QModelIndex&) const
{
    return NUM_COLUMNS;
}

QVariant LineItemModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        const int mode = index.internalId() == TopLevel ? index.row() : int(index.internalId() - 1);
        const RowTexts* row = mode >= m_texts.size()      ? nullptr
            : index.internalId() == TopLevel              ? &m_texts.at(mode).mode
            : index.row() < m_texts.at(mode).lines.size() ? &m_texts.at(mode).lines.at(index.row())
                                                          : nullptr;
        const QString text = row ? row->at(index.column()) : shownText(index);
        if (role == Qt::DisplayRole)
            return text;
        // The whole text of a cell a narrow panel shortens (phase names as typed).
        return text.isEmpty() ? QVariant() : QVariant(plainToolTip(text));
    }
    return cellData(index, index.column(), role);
}

QString LineItemModel::shownText(const QModelIndex& index) const
{
    if (m_stacked && index.column() == ItemColumn) {
        QStringList lines { cellData(index, ItemColumn, Qt::DisplayRole).toString() };
        if (const QString formula = cellData(index, FormulaColumn, Qt::DisplayRole).toString(); !formula.isEmpty())
            lines << formula;
        if (m_amountStacked)
            if (const QString amount = cellData(index, AmountColumn, Qt::DisplayRole).toString(); !amount.isEmpty())
                lines << amount;
        return lines.join(u'\n');
    }
    return cellData(index, index.column(), Qt::DisplayRole).toString();
}

QVariant LineItemModel::cellData(const QModelIndex& index, int column, int role) const
{
    if (index.internalId() == TopLevel)
        return modeData(m_modes.at(index.row()), column, role);
    return lineData(m_modes.at(int(index.internalId() - 1)), index.row(), column, role);
}

QVariant LineItemModel::modeData(const ModeEstimate& me, int column, int role) const
{
    const Formatter f(QLocale(), m_currency);
    const bool pricedInstead = m_pricedInstead == me.mode;
    const bool chosen = me.mode == m_chosen || pricedInstead;
    switch (role) {
    case Qt::DisplayRole:
        if (column == ItemColumn && pricedInstead)
            return pricedInsteadNote(me.mode, m_chosen);
        if (column == ItemColumn)
            return chosen ? tr("%1 (chosen)").arg(purchaseModeName(me.mode)) : purchaseModeName(me.mode);
        if (column == FormulaColumn)
            return tr("%1 per GPU-hour").arg(f.gpuHourRate(me.ratePerGpuHour));
        return f.money(me.total);
    case Qt::FontRole: {
        QFont font;
        font.setBold(chosen);
        return font;
    }
    case Qt::TextAlignmentRole:
        return column == AmountColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case SortRole:
        return column == AmountColumn ? QVariant(me.total) : QVariant(int(me.mode));
    case PurchaseModeRole:
        return int(me.mode);
    default:
        return {};
    }
}

QVariant LineItemModel::lineData(const ModeEstimate& me, int row, int column, int role) const
{
    const Formatter f(QLocale(), m_currency);
    const bool total = row == me.lines.size();
    if (row > me.lines.size() + 1)
        return energyData(me, row - int(me.lines.size()) - 2 == 0, column, role);
    if (row > me.lines.size()) {
        if (role == Qt::DisplayRole)
            return column == ItemColumn  ? tr("Wall-clock time")
                : column == AmountColumn ? f.hours(std::round(me.wallHours * 10) / 10)
                                         : QString();
        if (role == Qt::TextAlignmentRole && column == AmountColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (role == SortRole)
            return me.wallHours;
        return role == PurchaseModeRole ? QVariant(int(me.mode)) : QVariant();
    }
    switch (role) {
    case Qt::DisplayRole:
        if (total)
            return column == ItemColumn ? tr("Total") : column == AmountColumn ? f.money(me.total) : QString();
        if (column == ItemColumn)
            return f.lineLabel(me.lines.at(row));
        if (column == FormulaColumn)
            return f.lineFormula(me.lines.at(row));
        return QString(u"= "_s + f.money(me.lines.at(row).amount));
    case Qt::FontRole: {
        QFont font;
        font.setBold(total);
        return font;
    }
    case Qt::TextAlignmentRole:
        return column == AmountColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case SortRole:
        return total ? me.total : me.lines.at(row).amount;
    case PurchaseModeRole:
        return int(me.mode);
    default:
        return {};
    }
}

QVariant LineItemModel::energyData(const ModeEstimate& me, bool energy, int column, int role) const
{
    const Formatter f(QLocale(), m_currency);
    const EnergyEstimate& e = me.energy;
    switch (role) {
    case Qt::DisplayRole:
        if (column == ItemColumn)
            return energy ? energyLineName() : carbonLineName();
        if (column == FormulaColumn)
            return energy ? f.energyFormula(e) : f.carbonFormula(e);
        return QString(u"= "_s + (energy ? f.kwh(e.kwh) : f.kgCo2e(e.kgCo2e)));
    case Qt::FontRole: {
        QFont font;
        font.setItalic(true);
        return font;
    }
    case Qt::TextAlignmentRole:
        return column == AmountColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case SortRole:
        return energy ? e.kwh : e.kgCo2e;
    case PurchaseModeRole:
        return int(me.mode);
    default:
        return {};
    }
}

QVariant LineItemModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ItemColumn:
        return tr("Item");
    case FormulaColumn:
        return tr("Quantity × rate");
    case AmountColumn:
        return tr("Amount");
    default:
        return {};
    }
}

} // namespace Kova
