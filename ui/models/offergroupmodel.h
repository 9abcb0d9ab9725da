#pragma once

#include <QAbstractProxyModel>
#include <QPersistentModelIndex>
#include <QSet>
#include <optional>
#include <vector>

namespace Kova {

class OfferFilterModel;
class OfferTableModel;

// The filtered, sorted offers with, when grouped by GPU model, a header row before each model's offers: the
// model's name, its offer count, the cheapest price per GPU-hour of each mode and the lowest scenario total
// among its offers (with that offer's wall-clock). A group collapses to its header and expands again. Not
// grouped, it shows the offers as they are. The rows stay in the source's order: OfferFilterModel keeps a
// GPU model's offers together and sorts them within it.
class OfferGroupModel : public QAbstractProxyModel
{
    Q_OBJECT

public:
    enum Roles { GroupRole = Qt::UserRole + 50, GroupExpandedRole }; // the header's GPU id; whether it is open

    explicit OfferGroupModel(QObject* parent = nullptr);

    void setOffers(OfferFilterModel* offers);
    void setGrouped(bool grouped);
    bool isGrouped() const { return m_grouped; }
    // Opens or closes the group of `gpuId`; a no-op when not grouped.
    void setExpanded(const QString& gpuId, bool expanded);
    void setAllExpanded(bool expanded);
    bool isExpanded(const QString& gpuId) const { return !m_collapsed.contains(gpuId); }
    // Whether `row` is a group's header, and the GPU id of that group.
    bool isGroupRow(int row) const;
    QString groupAt(int row) const;
    int groupCount() const { return int(m_groups.size()); }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QModelIndex sibling(int row, int column, const QModelIndex& index) const override;
    QModelIndex mapToSource(const QModelIndex& proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex& sourceIndex) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    struct Group
    {
        QString gpuId;
        int offers = 0;
        std::vector<std::optional<double>> cheapest; // per purchase mode
        int bestQuoteRow = -1; // the offers model's row with the lowest total where the scenario runs
        double bestTotal = 0;
    };
    struct SavedIndex
    {
        QModelIndex proxy;
        QPersistentModelIndex source; // an offer's
        QString group; // a header's
    };

    void rebuild();
    void beginChange();
    void endChange();
    QVariant groupData(const Group& g, int column, int role) const;

    OfferFilterModel* m_offers = nullptr;
    bool m_grouped = false;
    QSet<QString> m_collapsed;
    std::vector<Group> m_groups;
    std::vector<int> m_rows; // grouped: per row, the source row, or -1 - group index for a header
    std::vector<int> m_proxyOfSource; // grouped: per source row, its row here (-1 when its group is closed)
    QList<SavedIndex> m_saved;
    bool m_changing = false;
};

} // namespace Kova
