#pragma once

#include "model/catalogue.h"

namespace Kova {

// Two sources published the same offer id on the same date with different terms: the later source is kept.
struct OfferConflict
{
    QString offerId;
    Offer kept;
    Offer dropped;
};

// A merged catalogue and the disagreements met on the way.
struct MergedCatalogue
{
    Catalogue catalogue;
    QList<OfferConflict> conflicts;
};

// The base (embedded) catalogue with the feeds laid over it, in order. Each offer keeps its feed
// and observed date; on the same offer id the newer observation wins (a tie goes to the later
// source). A newer observation is an update, and so is another copy of the same publication
// (publicationOf()): only two publications giving other terms for the same offer on the same date
// disagree, and that is recorded. GPUs and tiers unknown to the base are added; market prices keep
// the newer observation. A SkyPilot catalogue's copy drops the offers an older copy of it listed and it
// does not (withdrawn by the provider).
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

// Offers added, removed or repriced from `before` to `after`, mode by mode.
QList<OfferChange> compareCatalogues(const Catalogue& before, const Catalogue& after);

// Where an offer was published, whichever copy it was read from: the SkyPilot catalogue of its provider
// ("skypilot:lambda", from the embedded excerpt or a feed of the same file), else its source URL, else its
// source's name.
QString publicationOf(const Offer& offer);

// Whether two offers sell the same GPUs at the same prices and fees (their dates and sources aside).
bool sameTerms(const Offer& a, const Offer& b);

} // namespace Kova
