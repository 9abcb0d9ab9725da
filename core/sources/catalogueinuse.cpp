#include "sources/catalogueinuse.h"

#include "io/cataloguefile.h"
#include "sources/feedlist.h"

#include <QtConcurrentMap>

namespace Kova {

namespace {

struct ReadCopy
{
    std::optional<CachedFeed> entry;
    QStringList warnings;
};

} // namespace

CatalogueInUse loadCatalogueInUse(const QList<QUrl>& feeds, const FeedCache& cache)
{
    CatalogueInUse out;
    out.feeds = feeds;
    // Each copy is read and parsed on its own thread: with a whole market this is most of the start.
    const QList<ReadCopy> read = QtConcurrent::blockingMapped(feeds, [&cache](const QUrl& url) {
        ReadCopy copy;
        copy.entry = cache.load(url, &copy.warnings);
        return copy;
    });
    QList<Catalogue> copies;
    for (qsizetype i = 0; i < feeds.size(); ++i) {
        out.warnings += read.at(i).warnings;
        if (read.at(i).entry)
            copies.append(read.at(i).entry->catalogue);
        else
            out.feedsWithoutCopy.append(feeds.at(i));
    }
    out.merged = mergeCatalogues(embeddedCatalogue(), copies);
    return out;
}

CatalogueInUse loadCatalogueInUse()
{
    return loadCatalogueInUse(FeedList().urls(), FeedCache());
}

} // namespace Kova
