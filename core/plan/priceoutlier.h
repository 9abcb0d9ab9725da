#pragma once

#include "model/catalogue.h"

namespace Kova {

// Why an offer's price looks like a slip in its source rather than a market price.
enum class PriceOutlier { None, FarBelowMedian, SpotEqualsOnDemand };
// The words for the flags in `plan --json` and `catalog --json`.
constexpr std::array<KeyEntry<PriceOutlier>, 3> keyTable(PriceOutlier)
{
    return { { { PriceOutlier::None, QLatin1StringView("none") },
        { PriceOutlier::FarBelowMedian, QLatin1StringView("far_below_median") },
        { PriceOutlier::SpotEqualsOnDemand, QLatin1StringView("spot_equals_on_demand") } } };
}

// An offer's on-demand price set against the median of its GPU model's.
struct PriceCheck
{
    PriceOutlier outlier = PriceOutlier::None;
    double price = 0; // on demand, per GPU-hour
    double median = 0; // of the GPU model's on-demand offers (0: too few to tell)
};

// Under this share of the median, an on-demand price is an outlier: the cheapest rows of the embedded SkyPilot
// excerpts (Vast.ai's) sell at 37–44 % of their accelerator's median on demand, none under a third.
inline constexpr double OutlierShareOfMedian = 1.0 / 3.0;
// A spot price equal to the on-demand one is a copied column; flagged when the price is also under this share of
// the median, above the cheapest real marketplaces' 37–44 %.
inline constexpr double SpotCopyShareOfMedian = 0.6;
// The fewest on-demand offers of a GPU model whose median means anything.
inline constexpr int MinOffersForMedian = 5;

// Every offer's check, in catalogue order; the median per GPU model is over the catalogue's on-demand offers,
// or the catalogue's market median when it has too few.
QList<PriceCheck> checkOfferPrices(const Catalogue& c);

} // namespace Kova
