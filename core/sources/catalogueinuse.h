#pragma once

#include "sources/cataloguemerge.h"
#include "sources/feedcache.h"

namespace Kova {

// The catalogue the program works with: the embedded one with the cached copies of the user's
// feeds laid over it. Reads files only, never the network, so it is cheap at start-up.
struct CatalogueInUse
{
    MergedCatalogue merged;
    QList<QUrl> feeds; // the configured feeds, in order
    QList<QUrl> feedsWithoutCopy; // configured but never fetched (or their copy was unreadable)
    QStringList warnings;

    const Catalogue& catalogue() const { return merged.catalogue; }
};

// The given feeds' copies in `cache` laid over the embedded catalogue.
CatalogueInUse loadCatalogueInUse(const QList<QUrl>& feeds, const FeedCache& cache);
CatalogueInUse loadCatalogueInUse(); // the feeds in the application's settings, the default cache

} // namespace Kova
