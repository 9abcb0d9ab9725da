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
    const auto previous = std::exchange(m_inUse, std::make_shared<const CatalogueInUse>(loadCatalogueInUse()));
    Q_EMIT catalogueChanged(catalogue());
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
    connect(watcher, &QFutureWatcher<Trends>::finished, this, [this, watcher, read = m_inUse] {
        watcher->deleteLater();
        if (read == m_inUse)
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
