#pragma once

#include "model/catalogue.h"
#include "plan/marketplanner.h"
#include "plan/priceoutlier.h"
#include "plan/scenarioanalysis.h"
#include "sources/pricehistory.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QFutureWatcher>
#include <QLocale>
#include <array>
#include <memory>

namespace Kova {

// What the offers' cell texts are made from, copied whole to the worker that formats every row of a column.
struct OfferCellInputs
{
    std::shared_ptr<const Catalogue> catalogue;
    QDate today;
    QLocale locale; // the window's, read on its thread: QLocale::setDefault() is not thread-safe
    QHash<QString, PriceTrend> trends;
    QList<OfferQuote> quotes;
    PurchaseMode quoteMode = PurchaseMode::OnDemand;
    int quoteGpus = 0;
    QList<PriceCheck> priceChecks; // checkOfferPrices(), in catalogue order, made on the worker with the first texts
    // Offers sold alike in several regions (foldRegions()), made with them: the offer that stands for each offer's
    // row, and every region of a row that has several.
    QList<int> standsFor;
    QHash<int, QStringList> foldedRegions;
};

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

    void setCatalogue(std::shared_ptr<const Catalogue> catalogue, QDate today = QDate::currentDate());
    const Catalogue* catalogue() const { return m_in.catalogue.get(); }
    int rowOf(const QString& offerId) const;
    const Offer& offerAt(int row) const { return m_in.catalogue->offers.at(row); }
    // The price history's trends (by priceKey()): an arrow in the price cells, the previous price in their tooltip.
    // False when they are the trends it has.
    bool setTrends(QHash<QString, PriceTrend> trends);
    // The scenario priced at every offer (quoteOffersOrOnDemand(), in catalogue order) in `mode` on `gpus` GPUs,
    // in italics where priced on demand instead; an empty list clears the totals.
    // Quotes in an order that may change: `reorder` when a view sorts by the totals or the wall-clock (one
    // layout change, the proxy sorts once); otherwise only those two columns' values change (dataChanged).
    void setQuotes(QList<OfferQuote> quotes, PurchaseMode mode, int gpus, bool reorder = true);
    const QList<OfferQuote>& quotes() const { return m_in.quotes; }
    // Where the offer of `row` sorts by total whatever the order: 0 the scenario runs there, 1 it is priced there but
    // cannot run (OfferQuote::obstacle), 2 no total.
    int quoteRank(int row) const;
    // The tiers ranked for the scenario's run with the market's best offer of each tier's GPU (rankTiers()): in
    // the tier cells' tooltips.
    void setTierRanking(QList<TierRank> tiers);
    // The scenario's offer, shown in bold.
    void setCurrentOffer(const QString& offerId);
    const QString& currentOffer() const { return m_currentOffer; }

    // The offer whose row shows `row`'s offer when the offers sold alike in several regions are folded into one
    // row (`row` itself until the worker has made the folds, or when it stands for its row).
    int standsFor(int row) const { return m_in.standsFor.value(row, row); }
    // The offers the row of `row` folds (1 for an offer sold in one region), and their regions.
    int offersOnRow(int row) const { return std::max<int>(1, int(m_in.foldedRegions.value(row).size())); }
    QStringList regionsOf(int row) const { return m_in.foldedRegions.value(row); }
    // Every row that folds several offers, by the offer that stands for it, with their regions.
    const QHash<int, QStringList>& foldedRegions() const { return m_in.foldedRegions; }

    // What free-text search looks in (searchWords()), made once per catalogue.
    const QString& searchWordsAt(int row) const;
    // The rows from the longest text in `column` to the shortest (in characters), so that a view fits the
    // column to its widest texts without measuring every cell. Kept until the texts change; empty until the
    // column's texts are made (prepareTexts()).
    const QList<int>& rowsByTextLength(int column) const;
    // Formats, on a worker, every row of the columns whose texts are not made yet, with the search words:
    // a whole market's cells take seconds. textsPrepared() names the columns then ready.
    void prepareTexts();
    // The texts in the application's new language: every cell, and the header.
    void retranslate();
    // Whether `a` sorts before `b` in `column`, from the offers' values (no text is formatted).
    bool lessThan(int a, int b, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void textsPrepared(const QList<int>& columns);
    // The offers sold alike in several regions are known (standsFor()), or the current offer changed.
    void foldsChanged();

private:
    // Every row's texts of some columns, made on a worker from a copy of the inputs.
    struct PreparedTexts
    {
        std::array<quint64, NUM_COLUMNS> generations {}; // of the columns' inputs when the work began
        quint64 catalogueGeneration = 0;
        std::array<QStringList, NUM_COLUMNS> texts;
        std::array<QList<int>, NUM_COLUMNS> rowsByTextLength;
        QStringList searchWords;
        QList<PriceCheck> priceChecks;
        QList<int> standsFor;
        QHash<int, QStringList> foldedRegions;
    };
    static PreparedTexts prepared(OfferCellInputs in, PreparedTexts work);
    static QString priceTrendText(const PriceTrend& trend);
    static QString display(const OfferCellInputs& in, int row, int column);
    static QList<int> longestFirst(const QStringList& texts);
    void takePrepared();
    void takeCatalogueFacts(PreparedTexts& done, const QList<int>& ready);
    static void foldOffers(OfferCellInputs& in);
    QVariant sortKey(const Offer& o, int row, int column) const;
    QString priceToolTip(const Offer& o, int row, int column) const;
    QString regionToolTip(int row) const;
    QString totalToolTip(const Offer& o, int row) const;
    QString tierToolTip(const Offer& o, const Tier& tier) const;
    const PriceTrend* trendOf(const Offer& o, int column) const;
    const OfferQuote* quoteAt(int row) const;
    double numericKey(const Offer& o, int row, int column) const;
    const QList<double>& numericKeys(int column) const;
    const QString& text(int row, int column) const;
    void forgetTexts(int firstColumn, int lastColumn);

    OfferCellInputs m_in;
    QList<TierRank> m_tierRanking;
    QString m_currentOffer;
    mutable QStringList m_searchWords;
    mutable std::array<QStringList, NUM_COLUMNS> m_texts; // each column's display texts, made when first needed
    mutable std::array<QList<int>, NUM_COLUMNS> m_rowsByTextLength;
    mutable std::array<QList<double>, NUM_COLUMNS> m_numericKeys; // the numeric columns' sort keys, made once
    std::array<quint64, NUM_COLUMNS> m_generations {}; // a column's inputs changed: texts made before are stale
    quint64 m_catalogueGeneration = 0; // of the search words
    QFutureWatcher<PreparedTexts> m_preparing;
    bool m_prepareAgain = false;
};

} // namespace Kova
