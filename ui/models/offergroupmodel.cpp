#include "models/offergroupmodel.h"

#include "model/names.h"
#include "models/offerfiltermodel.h"
#include "models/offertablemodel.h"
#include "text/format.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

bool isPriceColumn(int column)
{
    return column >= OfferTableModel::OnDemandColumn && column <= OfferTableModel::ReservedColumn;
}

PurchaseMode modeOfColumn(int column)
{
    return PurchaseMode(column - OfferTableModel::OnDemandColumn);
}

} // namespace

OfferGroupModel::OfferGroupModel(QObject* parent)
    : QAbstractProxyModel(parent)
{
}

void OfferGroupModel::setOffers(OfferFilterModel* offers)
{
    beginResetModel();
    if (m_offers)
        disconnect(m_offers, nullptr, this, nullptr);
    m_offers = offers;
    QAbstractProxyModel::setSourceModel(offers);
    rebuild();
    endResetModel();
    if (!offers)
        return;
    connect(offers, &QAbstractItemModel::modelAboutToBeReset, this, [this] { beginResetModel(); });
    connect(offers, &QAbstractItemModel::modelReset, this, [this] {
        rebuild();
        endResetModel();
    });
    // Whatever the rows do (a filter, a sort, totals arriving), the groups are made again: one layout change.
    for (auto about : { &QAbstractItemModel::rowsAboutToBeInserted, &QAbstractItemModel::rowsAboutToBeRemoved })
        connect(offers, about, this, &OfferGroupModel::beginChange);
    for (auto done : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
        connect(offers, done, this, &OfferGroupModel::endChange);
    connect(offers, &QAbstractItemModel::rowsAboutToBeMoved, this, &OfferGroupModel::beginChange);
    connect(offers, &QAbstractItemModel::rowsMoved, this, &OfferGroupModel::endChange);
    connect(offers, &QAbstractItemModel::layoutAboutToBeChanged, this, &OfferGroupModel::beginChange);
    connect(offers, &QAbstractItemModel::layoutChanged, this, &OfferGroupModel::endChange);
    connect(offers, &QAbstractItemModel::dataChanged, this,
        [this](const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles) {
            if (!m_grouped) {
                Q_EMIT dataChanged(mapFromSource(topLeft), mapFromSource(bottomRight), roles);
                return;
            }
            if (rowCount() > 0) // scattered rows, and the groups' cheapest prices with them
                Q_EMIT dataChanged(index(0, topLeft.column()), index(rowCount() - 1, bottomRight.column()), roles);
        });
    connect(offers, &QAbstractItemModel::headerDataChanged, this, &QAbstractItemModel::headerDataChanged);
}

void OfferGroupModel::beginChange()
{
    if (m_changing)
        return;
    m_changing = true;
    Q_EMIT layoutAboutToBeChanged();
    m_saved.clear();
    for (const QModelIndex& p : persistentIndexList()) {
        SavedIndex s { p, {}, {} };
        if (isGroupRow(p.row()))
            s.group = groupAt(p.row());
        else
            s.source = mapToSource(p);
        m_saved.append(s);
    }
}

void OfferGroupModel::endChange()
{
    if (!m_changing)
        return;
    rebuild();
    QModelIndexList from, to;
    for (const SavedIndex& s : std::as_const(m_saved)) {
        from.append(s.proxy);
        if (!s.group.isEmpty()) {
            int row = -1;
            for (int r = 0; r < int(m_rows.size()) && row < 0; ++r)
                if (m_rows[r] < 0 && m_groups[-1 - m_rows[r]].gpuId == s.group)
                    row = r;
            to.append(row < 0 ? QModelIndex() : index(row, s.proxy.column()));
        } else {
            to.append(mapFromSource(s.source));
        }
    }
    m_saved.clear();
    changePersistentIndexList(from, to);
    m_changing = false;
    Q_EMIT layoutChanged();
}

void OfferGroupModel::setGrouped(bool grouped)
{
    if (grouped == m_grouped)
        return;
    beginResetModel();
    m_grouped = grouped;
    rebuild();
    endResetModel();
}

void OfferGroupModel::setExpanded(const QString& gpuId, bool expanded)
{
    if (!m_grouped || expanded == isExpanded(gpuId))
        return;
    beginChange();
    if (expanded)
        m_collapsed.remove(gpuId);
    else
        m_collapsed.insert(gpuId);
    endChange();
}

void OfferGroupModel::setAllExpanded(bool expanded)
{
    if (!m_grouped)
        return;
    beginChange();
    m_collapsed.clear();
    if (!expanded)
        for (const Group& g : m_groups)
            m_collapsed.insert(g.gpuId);
    endChange();
}

void OfferGroupModel::rebuild()
{
    m_groups.clear();
    m_rows.clear();
    m_proxyOfSource.clear();
    if (!m_grouped || !m_offers || !m_offers->offerModel() || !m_offers->offerModel()->catalogue())
        return;
    const OfferTableModel* table = m_offers->offerModel();
    const QList<OfferQuote>& quotes = table->quotes();
    const int n = m_offers->rowCount();
    m_rows.reserve(size_t(n) + 32);
    m_proxyOfSource.assign(size_t(n), -1);
    for (int r = 0; r < n; ++r) {
        const int offerRow = m_offers->mapToSource(m_offers->index(r, 0)).row();
        const Offer& o = table->offerAt(offerRow);
        if (m_groups.empty() || m_groups.back().gpuId != o.gpuId) {
            m_groups.push_back({ o.gpuId, 0, std::vector<std::optional<double>>(AllPurchaseModes.size()), -1, 0 });
            m_rows.push_back(-int(m_groups.size()));
        }
        Group& g = m_groups.back();
        g.offers += m_offers->offersOnShownRow(offerRow);
        for (size_t m = 0; m < AllPurchaseModes.size(); ++m)
            if (const auto p = o.prices.price(AllPurchaseModes[m]); p && (!g.cheapest[m] || *p < *g.cheapest[m]))
                g.cheapest[m] = p;
        if (offerRow < quotes.size()) {
            const OfferQuote& q = quotes.at(offerRow);
            if (q.runs() && (g.bestQuoteRow < 0 || q.total < g.bestTotal)) {
                g.bestQuoteRow = offerRow;
                g.bestTotal = q.total;
            }
        }
        if (!m_collapsed.contains(o.gpuId)) {
            m_proxyOfSource[size_t(r)] = int(m_rows.size());
            m_rows.push_back(r);
        }
    }
}

bool OfferGroupModel::isGroupRow(int row) const
{
    return m_grouped && row >= 0 && row < int(m_rows.size()) && m_rows[size_t(row)] < 0;
}

QString OfferGroupModel::groupAt(int row) const
{
    if (!m_grouped || row < 0 || row >= int(m_rows.size()))
        return {};
    int at = m_rows[size_t(row)];
    while (at >= 0 && row > 0) // an offer: the header above it
        at = m_rows[size_t(--row)];
    return at < 0 ? m_groups[size_t(-1 - at)].gpuId : QString();
}

QModelIndex OfferGroupModel::index(int row, int column, const QModelIndex& parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex OfferGroupModel::parent(const QModelIndex&) const
{
    return {};
}

int OfferGroupModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_offers)
        return 0;
    return m_grouped ? int(m_rows.size()) : m_offers->rowCount();
}

int OfferGroupModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_offers ? 0 : m_offers->columnCount();
}

bool OfferGroupModel::hasChildren(const QModelIndex& parent) const
{
    return !parent.isValid() && rowCount() > 0; // a header row has no source item to ask
}

QModelIndex OfferGroupModel::sibling(int row, int column, const QModelIndex& index) const
{
    return index.isValid() ? this->index(row, column) : QModelIndex();
}

QModelIndex OfferGroupModel::mapToSource(const QModelIndex& proxyIndex) const
{
    if (!m_offers || !proxyIndex.isValid())
        return {};
    if (!m_grouped)
        return m_offers->index(proxyIndex.row(), proxyIndex.column());
    const int source = m_rows.at(size_t(proxyIndex.row()));
    return source < 0 ? QModelIndex() : m_offers->index(source, proxyIndex.column());
}

QModelIndex OfferGroupModel::mapFromSource(const QModelIndex& sourceIndex) const
{
    if (!m_offers || !sourceIndex.isValid())
        return {};
    if (!m_grouped)
        return index(sourceIndex.row(), sourceIndex.column());
    const int row = sourceIndex.row() < int(m_proxyOfSource.size()) ? m_proxyOfSource[size_t(sourceIndex.row())] : -1;
    return row < 0 ? QModelIndex() : index(row, sourceIndex.column());
}

Qt::ItemFlags OfferGroupModel::flags(const QModelIndex& index) const
{
    if (isGroupRow(index.row()))
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return QAbstractProxyModel::flags(index);
}

QVariant OfferGroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return m_offers ? m_offers->headerData(section, orientation, role) : QVariant();
}

void OfferGroupModel::sort(int column, Qt::SortOrder order)
{
    if (m_offers)
        m_offers->sort(column, order);
}

QVariant OfferGroupModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (!isGroupRow(index.row()))
        return QAbstractProxyModel::data(index, role);
    return groupData(m_groups[size_t(-1 - m_rows[size_t(index.row())])], index.column(), role);
}

QVariant OfferGroupModel::groupData(const Group& g, int column, int role) const
{
    const OfferTableModel* table = m_offers->offerModel();
    const Catalogue& c = *table->catalogue();
    const GpuModel* gpu = c.gpu(g.gpuId);
    const QString name = gpu ? gpu->name : g.gpuId;
    const bool expanded = isExpanded(g.gpuId);
    switch (role) {
    case GroupRole:
        return g.gpuId;
    case GroupExpandedRole:
        return expanded;
    case Qt::DisplayRole:
        switch (column) {
        case OfferTableModel::TierColumn:
            return QString(expanded ? u"▼"_s : u"▶"_s);
        case OfferTableModel::OfferColumn:
            //: A group of the offers table: the GPU model and how many offers it has.
            return tr("%1: %Ln offer(s)", nullptr, g.offers).arg(name);
        case OfferTableModel::GpuColumn:
            return name;
        case OfferTableModel::TotalColumn:
        case OfferTableModel::WallClockColumn:
            return g.bestQuoteRow < 0 ? QVariant() : table->index(g.bestQuoteRow, column).data();
        default:
            if (isPriceColumn(column)) {
                const auto& p = g.cheapest[size_t(column - OfferTableModel::OnDemandColumn)];
                return p ? Formatter(QLocale(), c.currency).gpuHourRate(*p) : QString();
            }
            return {};
        }
        return {};
    case Qt::ToolTipRole:
        if (isPriceColumn(column))
            return tr("The cheapest %1 price among the %2 offers", "purchase mode, GPU model")
                .arg(purchaseModeName(modeOfColumn(column)), name);
        if (column == OfferTableModel::TotalColumn || column == OfferTableModel::WallClockColumn)
            return tr("The lowest total of this scenario among the %1 offers on which the model fits").arg(name);
        return expanded ? tr("Double-click to hide the %1 offers").arg(name)
                        : tr("Double-click to show the %1 offers").arg(name);
    case Qt::TextAlignmentRole:
        if (isPriceColumn(column) || column == OfferTableModel::TotalColumn
            || column == OfferTableModel::WallClockColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::FontRole: {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    case Qt::BackgroundRole:
        return QGuiApplication::palette().color(QPalette::Midlight);
    case Qt::AccessibleTextRole:
        return tr("%1, %Ln offer(s), %2", nullptr, g.offers).arg(name, expanded ? tr("expanded") : tr("collapsed"));
    default:
        return {};
    }
}

} // namespace Kova
