#pragma once

#include "model/catalogue.h"
#include "sources/pricehistory.h"

#include <QAbstractTableModel>
#include <QDate>

namespace Kova {

// The catalogue's offers, one per row, with their tier, hardware, prices per mode and provenance.
class OfferTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns {
        TierColumn,
        OfferColumn,
        GpuColumn,
        VramColumn,
        LinkColumn,
        NetworkColumn,
        OnDemandColumn,
        InterruptibleColumn,
        SpotColumn,
        ReservedColumn,
        AvailabilityColumn,
        SourceColumn,
        ObservedColumn,
        NUM_COLUMNS
    };
    enum Roles { SortRole = Qt::UserRole, OfferIdRole, UrlRole };

    explicit OfferTableModel(QObject* parent = nullptr);

    void setCatalogue(const Catalogue* catalogue, QDate today = QDate::currentDate());
    const Catalogue* catalogue() const { return m_catalogue; }
    int rowOf(const QString& offerId) const;
    // The price history's trends (by priceKey()): an arrow in the price cells, the previous price in their tooltip.
    void setTrends(QHash<QString, PriceTrend> trends);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const Offer& o, int column) const;
    QVariant sortKey(const Offer& o, int column) const;
    QString priceToolTip(const Offer& o, int column) const;
    const PriceTrend* trendOf(const Offer& o, int column) const;

    const Catalogue* m_catalogue = nullptr;
    QDate m_today;
    QHash<QString, PriceTrend> m_trends;
};

} // namespace Kova
