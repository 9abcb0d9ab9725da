#pragma once

#include "sources/cataloguemerge.h"
#include "sources/feedcache.h"
#include "sources/httpfetch.h"

#include <QNetworkAccessManager>
#include <QThreadPool>

namespace Kova {

class PriceHistory;

// What happened to one feed during an update.
struct FeedOutcome
{
    enum class Status { Updated, Unchanged, Failed, Cancelled };
    QUrl url;
    Status status = Status::Failed;
    QString message; // for Failed and Cancelled: the problem, starting with the feed's URL
    QList<OfferChange> changes; // for Updated: compared with the previous good copy
    Catalogue catalogue; // for Updated and Unchanged: the good copy now in the cache
    QStringList notes; // for Updated: what a SkyPilot catalogue's import left out, and why
};

// Every feed's outcome, in the order the feeds were given.
struct FeedUpdateReport
{
    QList<FeedOutcome> outcomes;

    // True when no feed was updated or unchanged (the CLI then exits non-zero).
    bool allFailed() const;
    int count(FeedOutcome::Status status) const;
};

// How far an update is, for a progress bar: feeds done and bytes received.
struct FeedProgress
{
    int feedsDone = 0;
    int feedsTotal = 0;
    qint64 bytesReceived = 0;
    qint64 bytesExpected = 0; // 0 while unknown
};

// Updates feeds in the background. A feed is validated completely (parseFeedDocument: Kova's JSON or a
// SkyPilot vms.csv, told apart by content) before its
// cached copy is replaced: a bad or partial feed changes nothing and its last good copy stays.
class FeedUpdater : public QObject
{
    Q_OBJECT

public:
    explicit FeedUpdater(FeedCache cache = FeedCache(), QObject* parent = nullptr);
    ~FeedUpdater() override;

    void setLimits(const FetchLimits& limits) { m_limits = limits; }
    // Where the good copies are kept.
    const FeedCache& cache() const { return m_cache; }

    // Fetches every feed at once (duplicates once); feedFinished() for each, then finished().
    void start(const QList<QUrl>& feeds);
    // Stops every fetch; their outcomes say Cancelled and their copies stay.
    void cancel();
    bool isRunning() const { return m_pending > 0; }

Q_SIGNALS:
    void progress(const Kova::FeedProgress& progress);
    void feedFinished(const Kova::FeedOutcome& outcome);
    void finished(const Kova::FeedUpdateReport& report);

private:
    void onFetched(qsizetype index, const FetchResult& result);
    FeedOutcome outcomeOf(const QUrl& url, const FetchResult& result, const std::optional<CachedFeed>& previous) const;
    void emitProgress();

    FeedCache m_cache;
    FetchLimits m_limits;
    QNetworkAccessManager m_network;
    QList<HttpFetch*> m_fetches;
    QList<std::pair<qint64, qint64>> m_bytes;
    FeedUpdateReport m_report;
    int m_pending = 0;
    QThreadPool m_checks; // last: its destructor waits for the checks, which read m_cache
};

// Records the embedded catalogue (the baseline feeds' prices are compared with) and every feed's good copy,
// updated or unchanged: prices a locked history or a kill kept out get recorded by the next update (identical
// observations are stored once). False when the history could not record them (its lastError() says why).
bool recordPrices(PriceHistory& history, const FeedUpdateReport& report);

} // namespace Kova
