#pragma once

#include "model/estimate.h"

#include <QAbstractItemModel>
#include <array>

namespace Kova {

// The seed's line-item table as a tree: one row per purchase mode (rate, wall-clock time, total),
// under it the lines "item | quantity × rate | = amount", the total, the wall-clock time, and the energy and
// carbon of the run (not costs, outside the total).
class LineItemModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Columns { ItemColumn, FormulaColumn, AmountColumn, NUM_COLUMNS };
    enum Roles { SortRole = Qt::UserRole, PurchaseModeRole };

    explicit LineItemModel(QObject* parent = nullptr);

    void setEstimate(const Estimate& estimate, PurchaseMode chosen);
    // Stacked, the item column shows the quantity × rate on a second line under the item (for a panel too
    // narrow for both side by side, which then hides the formula column); the formula column is unchanged.
    void setStacked(bool stacked);
    bool isStacked() const { return m_stacked; }
    // Stacked with the amount too, on a third line (for a panel too narrow for the longest quantity × rate
    // beside the amounts, which then hides the amount column as well).
    void setAmountStacked(bool stacked);
    bool isAmountStacked() const { return m_stacked && m_amountStacked; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // Formats every cell's text again (the language or the locale changed) and tells the views.
    void retranslate();

private:
    // Every cell's text as shown (stacked or not), formatted once per estimate, not at every data() call.
    using RowTexts = std::array<QString, NUM_COLUMNS>;
    struct ModeTexts
    {
        RowTexts mode;
        QList<RowTexts> lines;
    };
    QList<ModeTexts> formatTexts() const;
    QString shownText(const QModelIndex& index) const; // stacked or not, from the formatted cells
    // Signals the cells whose text differs from `before` (all of them with `all`), and only those. The bill is not
    // sorted: a sort key that moves below the precision its text shows is not signalled on its own.
    void announceChanges(const QList<ModeTexts>& before, bool all);

    QVariant cellData(const QModelIndex& index, int column, int role) const; // as when not stacked
    QVariant modeData(const ModeEstimate& me, int column, int role) const;
    QVariant lineData(const ModeEstimate& me, int row, int column, int role) const;
    QVariant energyData(const ModeEstimate& me, bool energy, int column, int role) const;

    QList<ModeEstimate> m_modes;
    QString m_currency;
    PurchaseMode m_chosen = PurchaseMode::OnDemand;
    std::optional<PurchaseMode> m_pricedInstead; // the mode priced when the offer does not sell m_chosen
    bool m_stacked = false;
    bool m_amountStacked = false;
    QList<ModeTexts> m_texts;
};

} // namespace Kova
