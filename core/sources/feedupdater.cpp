#include "sources/feedupdater.h"

#include "io/cataloguefile.h"
#include "io/feeddocument.h"
#include "sources/pricehistory.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Kova {

bool FeedUpdateReport::allFailed() const
{
    return !outcomes.isEmpty() && std::all_of(outcomes.begin(), outcomes.end(), [](const FeedOutcome& o) {
        return o.status == FeedOutcome::Status::Failed || o.status == FeedOutcome::Status::Cancelled;
    });
}

int FeedUpdateReport::count(FeedOutcome::Status status) const
{
    return int(
        std::count_if(outcomes.begin(), outcomes.end(), [&](const FeedOutcome& o) { return o.status == status; }));
}

FeedUpdater::FeedUpdater(FeedCache cache, QObject* parent)
    : QObject(parent)
    , m_cache(std::move(cache))
{
    m_network.setRedirectPolicy(QNetworkRequest::UserVerifiedRedirectPolicy);
}

FeedUpdater::~FeedUpdater()
{
    qDeleteAll(m_fetches);
}

void FeedUpdater::start(const QList<QUrl>& feeds)
{
    Q_ASSERT(!isRunning());
    qDeleteAll(m_fetches);
    m_fetches.clear();
    m_report = {};
    QList<QUrl> unique;
    for (const QUrl& u : feeds)
        if (!unique.contains(u))
            unique.append(u);
    m_pending = int(unique.size());
    m_bytes.fill({ 0, 0 }, unique.size());
    m_report.outcomes.resize(unique.size());
    if (unique.isEmpty()) {
        QMetaObject::invokeMethod(this, [this] { Q_EMIT finished(m_report); }, Qt::QueuedConnection);
        return;
    }
    for (qsizetype i = 0; i < unique.size(); ++i) {
        auto* fetch = new HttpFetch(&m_network);
        m_fetches.append(fetch);
        FetchRequest request { unique[i], {}, {}, m_limits };
        if (const auto cached = m_cache.load(unique[i])) {
            request.etag = cached->etag;
            request.lastModified = cached->lastModified;
        }
        connect(fetch, &HttpFetch::progress, this, [this, i](qint64 received, qint64 total) {
            m_bytes[i] = { received, std::max<qint64>(total, 0) };
            emitProgress();
        });
        connect(fetch, &HttpFetch::finished, this, [this, i](const FetchResult& r) { onFetched(i, r); });
        fetch->start(request);
    }
    emitProgress();
}

void FeedUpdater::cancel()
{
    for (HttpFetch* f : std::as_const(m_fetches))
        f->cancel();
}

void FeedUpdater::emitProgress()
{
    FeedProgress p { int(m_report.outcomes.size()) - m_pending, int(m_report.outcomes.size()), 0, 0 };
    for (const auto& [received, total] : std::as_const(m_bytes)) {
        p.bytesReceived += received;
        p.bytesExpected += total;
    }
    Q_EMIT progress(p);
}

FeedOutcome FeedUpdater::outcomeOf(
    const QUrl& url, const FetchResult& result, const std::optional<CachedFeed>& previous) const
{
    using Status = FeedOutcome::Status;
    FeedOutcome out { url, Status::Failed, {}, {}, {}, {} };
    if (result.cancelled)
        return { url, Status::Cancelled, result.error.value_or(QString()), {}, {}, {} };
    if (!result.ok()) {
        out.message = *result.error;
        return out;
    }
    if (result.notModified) {
        if (!previous) {
            out.message = url.toDisplayString() + u": "_s
                + tr("the server answered 304 Not Modified but no copy of this feed is kept here");
            return out;
        }
        return { url, Status::Unchanged, {}, {}, previous->catalogue, previous->notes };
    }
    CachedFeed entry { url, result.etag, result.lastModified, QDateTime::currentDateTimeUtc(), result.body, {}, {} };
    auto parsed = parseFeedDocument(result.body, url, entry.fileDate());
    if (!parsed) {
        out.message = parsed.error().toString();
        return out;
    }
    if (const auto future
        = observedAfter(parsed.value().catalogue, QDate::currentDate().addDays(1), url.toDisplayString())) {
        out.message = future->toString();
        return out;
    }
    entry.notes = parsed.value().notes;
    entry.catalogue = std::move(parsed).value().catalogue;
    if (const auto problem = m_cache.store(entry)) {
        out.message = url.toDisplayString() + u": "_s + tr("downloaded but not saved: %1").arg(*problem);
        return out;
    }
    out.status = Status::Updated;
    out.changes = compareCatalogues(previous ? previous->catalogue : Catalogue {}, entry.catalogue);
    out.notes = entry.notes;
    out.catalogue = std::move(entry.catalogue);
    return out;
}

void FeedUpdater::onFetched(qsizetype index, const FetchResult& result)
{
    // Reading the previous copy, validating the new one and comparing them take seconds for a large feed: off the
    // calling thread, which may be the window's.
    auto* checking = new QFutureWatcher<FeedOutcome>(this);
    connect(checking, &QFutureWatcherBase::finished, this, [this, index, checking] {
        checking->deleteLater();
        m_report.outcomes[index] = checking->result();
        --m_pending;
        emitProgress();
        Q_EMIT feedFinished(m_report.outcomes[index]);
        if (m_pending == 0)
            Q_EMIT finished(m_report);
    });
    checking->setFuture(QtConcurrent::run(
        &m_checks, [this, result] { return outcomeOf(result.url, result, m_cache.load(result.url)); }));
}

bool recordPrices(PriceHistory& history, const FeedUpdateReport& report)
{
    QList<const Catalogue*> copies { &embeddedCatalogue() };
    for (const FeedOutcome& o : report.outcomes)
        if (o.status == FeedOutcome::Status::Updated || o.status == FeedOutcome::Status::Unchanged)
            copies << &o.catalogue;
    for (const Catalogue* c : copies) {
        if (!history.isOpen() || !history.lastError().isEmpty())
            return false; // a lock is waited for once, not once per feed
        history.record(*c);
    }
    return history.lastError().isEmpty();
}

} // namespace Kova
