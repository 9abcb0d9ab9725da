#pragma once

#include "model/catalogue.h"
#include "model/marketplanner.h"
#include "model/scenarioanalysis.h"
#include "sources/pricehistory.h"

#include <QAbstractTableModel>
#include <QDate>
#include <array>

namespace Kova {

// The catalogue's offers, one per row, with their tier, hardware, prices per mode, the scenario's total and
// wall-clock at each offer, and provenance.
class OfferTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns {
        TierColumn,
        OfferColumn,
        RegionColumn,
        GpuColumn,
        VramColumn,
        LinkColumn,
        NetworkColumn,
        OnDemandColumn,
        InterruptibleColumn,
        SpotColumn,
        ReservedColumn,
        TotalColumn,
        WallClockColumn,
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
    const Offer& offerAt(int row) const { return m_catalogue->offers.at(row); }
    // The price history's trends (by priceKey()): an arrow in the price cells, the previous price in their tooltip.
    // False when they are the trends it has.
    bool setTrends(QHash<QString, PriceTrend> trends);
    // The scenario priced at every offer (quoteOffers(), in catalogue order) in `mode` on `gpus` GPUs; an
    // empty list clears the totals.
    // Quotes in an order that may change: `reorder` when a view sorts by the totals or the wall-clock (one
    // layout change, the proxy sorts once); otherwise only those two columns' values change (dataChanged).
    void setQuotes(QList<OfferQuote> quotes, PurchaseMode mode, int gpus, bool reorder = true);
    const QList<OfferQuote>& quotes() const { return m_quotes; }
    // The tiers ranked for the scenario's run with the market's best offer of each tier's GPU (rankTiers()): in
    // the tier cells' tooltips.
    void setTierRanking(QList<TierRank> tiers);
    // The scenario's offer, shown in bold.
    void setCurrentOffer(const QString& offerId);
    const QString& currentOffer() const { return m_currentOffer; }

    // What free-text search looks in (searchWords()), made once per catalogue.
    const QString& searchWordsAt(int row) const;
    // The rows from the longest text in `column` to the shortest (in characters), so that a view fits the
    // column to its widest texts without measuring every cell. Kept until the texts change.
    const QList<int>& rowsByTextLength(int column) const;
    // The texts in the application's new language: every cell, and the header.
    void retranslate();
    // Whether `a` sorts before `b` in `column`, from the offers' values (no text is formatted).
    bool lessThan(int a, int b, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const Offer& o, int row, int column) const;
    QVariant sortKey(const Offer& o, int row, int column) const;
    QString priceToolTip(const Offer& o, int column) const;
    QString totalToolTip(const Offer& o, int row) const;
    QString tierToolTip(const Offer& o, const Tier& tier) const;
    const PriceTrend* trendOf(const Offer& o, int column) const;
    const OfferQuote* quoteAt(int row) const;
    double numericKey(const Offer& o, int row, int column) const;
    const QString& text(int row, int column) const;
    void forgetTexts(int firstColumn, int lastColumn);

    const Catalogue* m_catalogue = nullptr;
    QDate m_today;
    QHash<QString, PriceTrend> m_trends;
    QList<OfferQuote> m_quotes;
    QList<TierRank> m_tierRanking;
    PurchaseMode m_quoteMode = PurchaseMode::OnDemand;
    int m_quoteGpus = 0;
    QString m_currentOffer;
    mutable QStringList m_searchWords;
    mutable std::array<QStringList, NUM_COLUMNS> m_texts; // each column's display texts, made when first needed
    mutable std::array<QList<int>, NUM_COLUMNS> m_rowsByTextLength;
};

} // namespace Kova
