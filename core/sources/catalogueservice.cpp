#include "sources/catalogueservice.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrentRun>

namespace Kova {

CatalogueService::CatalogueService(QObject* parent)
    : QObject(parent)
    , m_inUse(std::make_shared<const CatalogueInUse>(loadCatalogueInUse()))
    , m_conversion(currencyConversionFromSettings())
{
}

std::shared_ptr<const Catalogue> CatalogueService::catalogue() const
{
    return { m_inUse, &m_inUse->catalogue() };
}

void CatalogueService::reloadCatalogue()
{
    // A large feed's copy takes seconds to read and merge: off the calling thread, the newest reload only.
    using Loaded = std::shared_ptr<const CatalogueInUse>;
    auto* loading = new QFutureWatcher<Loaded>(this);
    connect(loading, &QFutureWatcherBase::finished, this, [this, loading, reload = ++m_reloads] {
        loading->deleteLater();
        if (reload != m_reloads)
            return;
        const auto previous = std::exchange(m_inUse, loading->result());
        Q_EMIT catalogueChanged(catalogue());
    });
    loading->setFuture(
        QtConcurrent::run(&m_loads, [] { return std::make_shared<const CatalogueInUse>(loadCatalogueInUse()); }));
}

void CatalogueService::reloadConversion()
{
    m_conversion = currencyConversionFromSettings();
    Q_EMIT conversionChanged(m_conversion);
}

void CatalogueService::readTrends()
{
    using Trends = QHash<QString, PriceTrend>;
    auto* watcher = new QFutureWatcher<Trends>(this);
    // Dropped when a reload was asked for since: catalogueChanged() follows, and the trends are read again.
    connect(watcher, &QFutureWatcher<Trends>::finished, this, [this, watcher, read = m_inUse, reload = m_reloads] {
        watcher->deleteLater();
        if (read == m_inUse && reload == m_reloads)
            Q_EMIT trendsRead(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(&m_historyReads, [inUse = m_inUse] {
        // Reading never creates the history: a catalogue never recorded has no trends.
        if (!QFileInfo::exists(PriceHistory::defaultPath()))
            return Trends();
        return trendsOf(inUse->catalogue(), PriceHistory());
    }));
}

} // namespace Kova
