#pragma once

#include "model/offer.h"
#include "model/result.h"

#include <QList>

namespace Kova {

// The newest catalogue format_version this build reads; a newer one is refused.
inline constexpr int CatalogueFormatVersion = 1;

// An accelerator a feed sells that Kova has no GPU model for: listed as "not modelled", never planned on.
struct UnmodelledGpu
{
    QString accelerator; // as the feed names it: "B300", "RTX-A6000"
    QString provider;
    qsizetype rows = 0; // the feed's rows that sell it
    QString feed;
};

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
    QList<UnmodelledGpu> unmodelled;

    // Lookups by id; nullptr when the catalogue has none.
    const GpuModel* gpu(const QString& id) const;
    const Offer* offer(const QString& id) const;
    const MarketPrice* marketFor(const QString& gpuId) const;
    // The editorial tier the offer stands for, if any.
    const Tier* tierOf(const QString& offerId) const;
};

} // namespace Kova
