#pragma once

#include "plan/offerfilter.h"

#include <QSortFilterProxyModel>

namespace Kova {

class OfferTableModel;

// The offers table as the user narrows it: an OfferFilter (GPU, provider, region, mode, interconnect,
// minimum GPUs, free text), sorting by any column from the offers' values, and optionally grouped by GPU
// model (rows of one GPU together, sorted within it). An offer sold alike in several regions has one row, unless a
// region or words are sought.
class OfferFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit OfferFilterModel(QObject* parent = nullptr);

    void setOfferModel(OfferTableModel* model);
    OfferTableModel* offerModel() const { return m_offers; }

    const OfferFilter& offerFilter() const { return m_filter; }
    void setOfferFilter(const OfferFilter& filter);
    // The free-text part of the filter, as typed.
    void setSearchText(const QString& text);
    void setGroupedByGpu(bool grouped);
    bool isGroupedByGpu() const { return m_grouped; }
    // Whether the offers sold alike in several regions share one row (no region nor words sought).
    bool foldsRegions() const;
    // The offers the shown rows stand for, and those the row of `sourceRow` stands for (0 for the current offer on a
    // row of its own, counted in its fold's row).
    int offersShown() const;
    int offersOnShownRow(int sourceRow) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    OfferTableModel* m_offers = nullptr;
    OfferFilter m_filter;
    bool m_grouped = false;
};

} // namespace Kova
