#pragma once

#include "model/offer.h"
#include "model/result.h"

#include <QList>

namespace Kova {

// The newest catalogue format_version this build reads; a newer one is refused.
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

    // Lookups by id; nullptr when the catalogue has none.
    const GpuModel* gpu(const QString& id) const;
    const Offer* offer(const QString& id) const;
    const MarketPrice* marketFor(const QString& gpuId) const;
    // The editorial tier the offer stands for, if any.
    const Tier* tierOf(const QString& offerId) const;
};

} // namespace Kova
