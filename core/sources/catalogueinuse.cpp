#include "sources/catalogueinuse.h"

#include "io/cataloguefile.h"
#include "sources/feedlist.h"

namespace Kova {

CatalogueInUse loadCatalogueInUse(const QList<QUrl>& feeds, const FeedCache& cache)
{
    CatalogueInUse out;
    out.feeds = feeds;
    QList<Catalogue> copies;
    for (const QUrl& url : feeds) {
        if (auto entry = cache.load(url, &out.warnings))
            copies.append(std::move(entry->catalogue));
        else
            out.feedsWithoutCopy.append(url);
    }
    out.merged = mergeCatalogues(embeddedCatalogue(), copies);
    return out;
}

CatalogueInUse loadCatalogueInUse()
{
    return loadCatalogueInUse(FeedList().urls(), FeedCache());
}

} // namespace Kova
