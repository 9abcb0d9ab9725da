#include "models/offerfiltermodel.h"

#include "models/offertablemodel.h"

namespace Kova {

OfferFilterModel::OfferFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(OfferTableModel::SortRole);
}

void OfferFilterModel::setOfferModel(OfferTableModel* model)
{
    if (m_offers)
        disconnect(m_offers, nullptr, this, nullptr);
    m_offers = model;
    setSourceModel(model);
    if (model)
        connect(model, &OfferTableModel::foldsChanged, this, [this] {
            if (foldsRegions())
                invalidate(); // one layout change, not thousands of scattered rows removed one range at a time
        });
}

bool OfferFilterModel::foldsRegions() const
{
    return m_filter.region.isEmpty() && m_filter.words.isEmpty();
}

int OfferFilterModel::offersOnShownRow(int sourceRow) const
{
    if (!foldsRegions())
        return 1;
    // The current offer on a row of its own is counted in its fold's row.
    return m_offers->standsFor(sourceRow) == sourceRow ? m_offers->offersOnRow(sourceRow) : 0;
}

int OfferFilterModel::offersShown() const
{
    int offers = rowCount();
    if (!foldsRegions())
        return offers;
    const QHash<int, QStringList>& folded = m_offers->foldedRegions();
    for (auto it = folded.cbegin(); it != folded.cend(); ++it)
        if (mapFromSource(m_offers->index(it.key(), 0)).isValid())
            offers += int(it.value().size()) - 1;
    // The current offer on a row of its own is also one of its fold's.
    const int current = m_offers->rowOf(m_offers->currentOffer());
    if (current >= 0 && m_offers->standsFor(current) != current
        && mapFromSource(m_offers->index(m_offers->standsFor(current), 0)).isValid())
        --offers;
    return offers;
}

void OfferFilterModel::setOfferFilter(const OfferFilter& filter)
{
    if (filter == m_filter) // the same choices read again from the boxes: 50,000 rows are not filtered again
        return;
    m_filter = filter;
    // One layout change rather than the rows that come and go range by range: a keystroke can show or hide
    // thousands of scattered rows.
    invalidate();
}

void OfferFilterModel::setSearchText(const QString& text)
{
    QStringList words = OfferFilter::wordsOf(text);
    if (words == m_filter.words)
        return;
    OfferFilter filter = m_filter;
    filter.words = std::move(words);
    setOfferFilter(filter);
}

void OfferFilterModel::setGroupedByGpu(bool grouped)
{
    if (grouped == m_grouped)
        return;
    m_grouped = grouped;
    invalidate();
}

bool OfferFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (!m_offers || !m_offers->catalogue() || sourceParent.isValid())
        return true;
    // One row for an offer sold alike in several regions, unless a region or words are sought (each region then
    // has its row); the current offer keeps a row of its own.
    if (foldsRegions() && m_offers->standsFor(sourceRow) != sourceRow
        && m_offers->offerAt(sourceRow).id != m_offers->currentOffer())
        return false;
    static const QString noWords; // without search words the offers' words are not even made
    return m_filter.accepts(m_offers->offerAt(sourceRow), *m_offers->catalogue(),
        m_filter.words.isEmpty() ? noWords : m_offers->searchWordsAt(sourceRow));
}

bool OfferFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    if (!m_offers)
        return QSortFilterProxyModel::lessThan(left, right);
    const int a = left.row();
    const int b = right.row();
    if (m_grouped && left.column() != OfferTableModel::GpuColumn) {
        if (m_offers->lessThan(a, b, OfferTableModel::GpuColumn))
            return sortOrder() == Qt::AscendingOrder; // the groups stay in GPU order whichever way rows sort
        if (m_offers->lessThan(b, a, OfferTableModel::GpuColumn))
            return sortOrder() != Qt::AscendingOrder;
    }
    if (left.column() == OfferTableModel::TotalColumn || left.column() == OfferTableModel::WallClockColumn) {
        // The offers where the scenario runs first, then those it cannot run on, then those without a total.
        const int rankA = m_offers->quoteRank(a);
        const int rankB = m_offers->quoteRank(b);
        if (rankA != rankB)
            return (rankA < rankB) == (sortOrder() == Qt::AscendingOrder);
    }
    return m_offers->lessThan(a, b, left.column());
}

} // namespace Kova
