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
    m_offers = model;
    setSourceModel(model);
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
    return m_offers->lessThan(a, b, left.column());
}

} // namespace Kova
