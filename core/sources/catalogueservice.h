#pragma once

#include "sources/catalogueinuse.h"
#include "sources/conversion.h"
#include "sources/pricehistory.h"

#include <QHash>
#include <QObject>
#include <QThreadPool>
#include <memory>

namespace Kova {

// The catalogue the program prices with and the currency it shows amounts in, both read at construction
// and again when the feeds or the settings change. Price trends are read from the price history only on
// request, off the calling thread.
class CatalogueService : public QObject
{
    Q_OBJECT

public:
    explicit CatalogueService(QObject* parent = nullptr);

    // Kept alive by whoever holds it while the service moves on to a newer catalogue.
    std::shared_ptr<const Catalogue> catalogue() const;
    // The feeds, their copies and the conflicts the catalogue in use was merged from.
    const CatalogueInUse& inUse() const { return *m_inUse; }
    // The display currency and the rate to it, as last read from the settings.
    const CurrencyConversion& conversion() const { return m_conversion; }

public Q_SLOTS:
    // Reads the feeds' copies again, off the calling thread; catalogueChanged() follows (for the last call only).
    void reloadCatalogue();
    // Reads the display currency and rate again; conversionChanged() follows.
    void reloadConversion();
    // trendsRead() follows, unless a reload is asked for before the history has been read.
    void readTrends();

Q_SIGNALS:
    // The previous catalogue lives until every receiver has returned.
    void catalogueChanged(const std::shared_ptr<const Catalogue>& catalogue);
    // The display currency or the rate changed.
    void conversionChanged(const CurrencyConversion& conversion);
    // Each offer price's trend, by priceKey().
    void trendsRead(const QHash<QString, PriceTrend>& trends);

private:
    std::shared_ptr<const CatalogueInUse> m_inUse;
    CurrencyConversion m_conversion;
    quint64 m_reloads = 0;
    QThreadPool m_loads; // their destructors wait: no read outlives the service
    QThreadPool m_historyReads;
};

} // namespace Kova
