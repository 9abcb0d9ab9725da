#pragma once

#include "offer.h"
#include "result.h"

#include <QList>

namespace Kova {

inline constexpr int CatalogueFormatVersion = 1;

// Everything the engine knows about GPUs and who rents them, with sources and dates.
struct Catalogue
{
    int formatVersion = CatalogueFormatVersion;
    QDate generated;
    QString currency = QStringLiteral("USD");
    QList<GpuModel> gpus;
    QList<Offer> offers;
    QList<MarketPrice> market;
    QList<Tier> tiers;

    const GpuModel* gpu(const QString& id) const;
    const Offer* offer(const QString& id) const;
    const MarketPrice* marketFor(const QString& gpuId) const;
    const Tier* tierOf(const QString& offerId) const;
};

// Parses and validates a whole catalogue document; nothing partial is ever returned.
Result<Catalogue> parseCatalogue(const QByteArray& bytes, const QString& source);

// The catalogue compiled into the program, so it works offline.
const Catalogue& embeddedCatalogue();

} // namespace Kova
