#pragma once

#include "model/catalogue.h"

namespace Kova {

// Two sources published the same offer id with different terms: the newer observation is kept.
struct OfferConflict
{
    QString offerId;
    Offer kept;
    Offer dropped;
};

struct MergedCatalogue
{
    Catalogue catalogue;
    QList<OfferConflict> conflicts;
};

// The base (embedded) catalogue with the feeds laid over it, in order. Each offer keeps its feed
// and observed date; on the same offer id the newer observation wins (a tie goes to the later
// source) and, when the terms differ, the disagreement is recorded. GPUs and tiers unknown to the
// base are added; market prices keep the newer observation.
MergedCatalogue mergeCatalogues(const Catalogue& base, const QList<Catalogue>& feeds);

// What an update changed, offer by offer.
struct OfferChange
{
    enum class Kind { Added, Removed, PriceChanged };
    Kind kind = Kind::Added;
    QString offerId;
    PurchaseMode mode = PurchaseMode::OnDemand; // for PriceChanged
    std::optional<double> before {};
    std::optional<double> after {};
};

QList<OfferChange> compareCatalogues(const Catalogue& before, const Catalogue& after);

bool sameTerms(const Offer& a, const Offer& b);

} // namespace Kova
