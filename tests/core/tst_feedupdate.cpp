#include "io/cataloguefile.h"
#include "sources/catalogueinuse.h"
#include "sources/feedupdater.h"
#include "sources/httpfetch.h"
#include "tests/core/feedfixtures.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using namespace Kova;
using namespace FeedFixtures;
using namespace Qt::StringLiterals;

// Feed updates against a real HTTP server in this process answering canned bytes: every failure
// leaves the last good copy in use and says what went wrong, naming the feed.
class TestFeedUpdate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void failureKeepsTheLastGoodCopy_data();
    void failureKeepsTheLastGoodCopy();
    void endlessChunkedAnswerIsCutAtTheLimit();
    void refusedConnectionIsNamed();
    void unknownHostIsNamed();
    void unchangedFeedCostsA304();
    void followsUpToThreeRedirects_data();
    void followsUpToThreeRedirects();
    void changedFeedReplacesTheCopy();
    void firstUpdateWithoutCopy();
    void cancelStopsEveryFeed();
    void plainHttpToARemoteHostIsRefused();
    void corruptCacheIsIgnoredWithAWarning_data();
    void corruptCacheIsIgnoredWithAWarning();
    void copyInTheFirstFormatIsRead();

private:
    static FetchLimits quickLimits();
    FeedUpdateReport update(const FeedCache& cache, const QList<QUrl>& urls);
    static double inUsePrice(const FeedCache& cache, const QUrl& url, QString* feed = nullptr);
};

static constexpr double GoodPrice = 1.5;
static constexpr double EmbeddedPrice = 1.68;

FetchLimits TestFeedUpdate::quickLimits()
{
    FetchLimits l;
    l.transferTimeout = std::chrono::milliseconds(700);
    l.totalTimeout = std::chrono::milliseconds(2500);
    return l;
}

FeedUpdateReport TestFeedUpdate::update(const FeedCache& cache, const QList<QUrl>& urls)
{
    FeedUpdater updater(cache);
    updater.setLimits(quickLimits());
    QSignalSpy finished(&updater, &FeedUpdater::finished);
    updater.start(urls);
    if (!finished.wait(20000))
        return {};
    return finished.first().first().value<FeedUpdateReport>();
}

double TestFeedUpdate::inUsePrice(const FeedCache& cache, const QUrl& url, QString* feed)
{
    const CatalogueInUse inUse = loadCatalogueInUse({ url }, cache);
    const Offer* o = inUse.catalogue().offer(u"kova-h100-sxm"_s);
    if (feed)
        *feed = o ? o->feed : QString();
    return o ? o->prices.price(PurchaseMode::OnDemand).value_or(-1) : -1;
}

static void seedCache(const FeedCache& cache, const QUrl& url)
{
    const QByteArray body = feedDocument(GoodPrice);
    CachedFeed entry { url, "\"v1\"", {}, QDateTime::currentDateTimeUtc(), body,
        parseCatalogue(body, url.toDisplayString()).value(), {} };
    QVERIFY(!cache.store(entry));
}

void TestFeedUpdate::failureKeepsTheLastGoodCopy_data()
{
    QTest::addColumn<CannedServer::Responder>("responder");
    QTest::addColumn<QString>("message");
    const QByteArray good = feedDocument(0.9);
    QTest::newRow("never answering") << silent() << u"timed out: nothing received for"_s;
    QTest::newRow("slow") << dribble() << u"no complete answer within 2 second(s)"_s;
    QTest::newRow("truncated body") << answer("HTTP/1.1 200 OK\r\nContent-Length: 5000\r\n\r\n" + good.left(100))
                                    << u"the server closed the connection before the whole answer arrived"_s;
    QTest::newRow("500") << answer(httpResponse(500, "Internal Server Error", "oops"))
                         << u"the server answered HTTP 500 Internal Server Error"_s;
    QTest::newRow("404") << answer(httpResponse(404, "Not Found", "no")) << u"the server answered HTTP 404 Not Found"_s;
    // The limit is 32 MB: a SkyPilot vms.csv (AWS's, the largest, is about 3.7 MB) fits with room to grow.
    QTest::newRow("oversized, announced") << answer("HTTP/1.1 200 OK\r\nContent-Length: 40000000\r\n\r\n{", false)
                                          << u"too large: the server announces 38.1 MB, the limit is 32.0 MB"_s;
    QTest::newRow("oversized, not announced")
        << unannouncedBody(33 * 1024 * 1024) << u"too large: more than 32.0 MB (the limit)"_s;
    QTest::newRow("redirect loop") << answer(httpResponse(302, "Found", {}, "Location: /feed.json\r\n"), false)
                                   << u"too many redirects (more than 3)"_s;
    QTest::newRow("redirect to remote http")
        << answer(httpResponse(302, "Found", {}, "Location: http://feeds.example.com/feed.json\r\n"))
        << u"refused a redirect to http://feeds.example.com/feed.json: plain HTTP is allowed only on this computer"_s;
    QTest::newRow("invalid JSON") << answer(httpResponse(200, "OK", "{\"kova_catalogue\": 1,\n  oops"))
                                  << u"invalid JSON at line 2, column 4"_s;
    QTest::newRow("JSON of another schema") << answer(httpResponse(200, "OK", "{\"hello\": \"world\"}"))
                                            << u"kova_catalogue: missing: this is not a Kova catalogue"_s;
    QByteArray noGpu = good;
    noGpu.replace("\"gpu\":\"h200-sxm\"", "\"gpu\":\"h900\"");
    QTest::newRow("valid JSON, bad reference")
        << answer(httpResponse(200, "OK", noGpu)) << u"offers[1].gpu: unknown GPU \"h900\""_s;
    // Qt's own words ("Decompression failed: ...") only as the detail of the program's: a gzip header, then a
    // deflate block of the reserved type 3.
    const QByteArray badGzip("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03\xff\xff\xff\xff", 14);
    QTest::newRow("damaged gzip") << answer("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 14\r\n\r\n"
        + badGzip) << u"the server's answer could not be read: it is damaged or wrongly compressed (Qt: "_s;
    // 64 MB of zeros in 64 kB ("deflate" is zlib's format: qCompress() without its 4-byte length): Qt stops it as
    // a decompression bomb, which is not a damaged answer.
    const QByteArray bomb = qCompress(QByteArray(64 * 1024 * 1024, ' '), 9).mid(4);
    QTest::newRow("compression bomb") << answer("HTTP/1.1 200 OK\r\nContent-Encoding: deflate\r\nContent-Length: "
        + QByteArray::number(bomb.size()) + "\r\n\r\n" + bomb)
                                      << u"too large once decompressed: the answer expands more than"_s;
    // A feed dated in the future would win every merge until that day.
    QTest::newRow("observed in the future") << answer(httpResponse(200, "OK", feedDocument(0.9, u"9999-12-31"_s)))
                                            << u"offers[0].observed: 9999-12-31 is in the future"_s;
    QTest::newRow("newer version") << answer(httpResponse(200, "OK", feedDocument(0.9, u"2026-12-05"_s, 2)))
                                   << u"format version 2 is newer than this program understands (1)"_s;
}

void TestFeedUpdate::failureKeepsTheLastGoodCopy()
{
    QFETCH(CannedServer::Responder, responder);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    CannedServer server(responder);
    QVERIFY(server.isListening());
    const QUrl url = server.url();
    seedCache(cache, url);

    const FeedUpdateReport report = update(cache, { url });
    QCOMPARE(report.outcomes.size(), 1);
    const FeedOutcome& o = report.outcomes.first();
    QCOMPARE(o.status, FeedOutcome::Status::Failed);
    QVERIFY2(o.message.startsWith(url.toDisplayString() + u": "_s), qPrintable(o.message));
    QVERIFY2(o.message.contains(message), qPrintable(o.message));
    QVERIFY(report.allFailed());
    QString feed;
    QCOMPARE(inUsePrice(cache, url, &feed), GoodPrice);
    QCOMPARE(feed, url.toDisplayString());
}

// A chunked answer that never ends, faster than the client's event loop: Qt's HTTP thread must not buffer it
// without limit (it did: std::bad_alloc after about 2 GB); the fetch stops once the limit is read.
void TestFeedUpdate::endlessChunkedAnswerIsCutAtTheLimit()
{
    constexpr qint64 Cap = 256LL * 1024 * 1024; // what an unbounded client would take before giving up
    EndlessChunkedServer server(Cap);
    QNetworkAccessManager network;
    HttpFetch fetch(&network);
    FetchRequest request { server.url(), {}, {}, quickLimits() };
    request.limits.maxBytes = 4 * 1024 * 1024;
    request.limits.totalTimeout = std::chrono::milliseconds(60000);
    QSignalSpy finished(&fetch, &HttpFetch::finished);
    QElapsedTimer clock;
    clock.start();
    fetch.start(request);
    QVERIFY(finished.wait(60000));
    const auto result = finished.first().first().value<FetchResult>();
    qInfo("cut after %lld ms, %lld bytes sent", qint64(clock.elapsed()), server.sent());
    QVERIFY(!result.ok());
    QVERIFY2(result.error->contains(u"too large: more than 4.0 MB (the limit)"_s), qPrintable(*result.error));
    QVERIFY(result.body.isEmpty());
    // The limit, plus what the socket buffers on both sides hold (10 MB in all was measured; 37 MB before the fix).
    QVERIFY2(server.sent() < request.limits.maxBytes + 16LL * 1024 * 1024, qPrintable(QString::number(server.sent())));
}

void TestFeedUpdate::refusedConnectionIsNamed()
{
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    QUrl url;
    {
        CannedServer closed(silent());
        url = closed.url();
    }
    const FeedUpdateReport report = update(cache, { url });
    QCOMPARE(report.outcomes.first().message,
        url.toDisplayString() + u": the connection was refused by 127.0.0.1:"_s + QString::number(url.port()));
    QCOMPARE(inUsePrice(cache, url), EmbeddedPrice);
}

void TestFeedUpdate::unknownHostIsNamed()
{
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    const QUrl url(u"https://feeds.invalid/catalogue.json"_s);
    const FeedUpdateReport report = update(cache, { url });
    const QString m = report.outcomes.first().message;
    QVERIFY2(m.startsWith(u"https://feeds.invalid/catalogue.json: the server name \"feeds.invalid\" could not be "
                          "found (DNS)"_s),
        qPrintable(m));
    QCOMPARE(inUsePrice(cache, url), EmbeddedPrice);
}

void TestFeedUpdate::unchangedFeedCostsA304()
{
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    CannedServer server([](QTcpSocket* s, const QByteArray& request) {
        s->write(request.toLower().contains("if-none-match: \"v1\"")
                ? QByteArray("HTTP/1.1 304 Not Modified\r\nETag: \"v1\"\r\n\r\n")
                : httpResponse(200, "OK", feedDocument(0.7)));
    });
    const QUrl url = server.url();
    seedCache(cache, url);
    const FeedUpdateReport report = update(cache, { url });
    QCOMPARE(server.requests.size(), 1);
    QCOMPARE(report.outcomes.first().status, FeedOutcome::Status::Unchanged);
    QVERIFY(server.requests.first().toLower().contains("\r\nif-none-match: \"v1\"\r\n"));
    QCOMPARE(inUsePrice(cache, url), GoodPrice);
    QVERIFY(!report.allFailed());
}

void TestFeedUpdate::followsUpToThreeRedirects_data()
{
    QTest::addColumn<int>("hops");
    QTest::addColumn<bool>("updated");
    QTest::newRow("one") << 1 << true;
    QTest::newRow("three") << 3 << true;
    QTest::newRow("four") << 4 << false;
}

void TestFeedUpdate::followsUpToThreeRedirects()
{
    QFETCH(int, hops);
    QFETCH(bool, updated);
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    // GET /hop/N redirects to /hop/N-1; /hop/0 serves the feed.
    CannedServer server([](QTcpSocket* s, const QByteArray& request) {
        const QByteArray path = request.split(' ').value(1);
        const int n = path.mid(5).toInt();
        s->write(n == 0 ? httpResponse(200, "OK", feedDocument(1.1))
                        : httpResponse(302, "Found", {}, "Location: /hop/" + QByteArray::number(n - 1) + "\r\n"));
    });
    const QUrl url = server.url(u"/hop/%1"_s.arg(hops));
    const FeedUpdateReport report = update(cache, { url });
    QCOMPARE(report.outcomes.first().status, updated ? FeedOutcome::Status::Updated : FeedOutcome::Status::Failed);
    QCOMPARE(inUsePrice(cache, url), updated ? 1.1 : EmbeddedPrice);
    if (!updated)
        QCOMPARE(report.outcomes.first().message, url.toDisplayString() + u": too many redirects (more than 3)"_s);
}

void TestFeedUpdate::changedFeedReplacesTheCopy()
{
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    CannedServer server(answer(
        httpResponse(200, "OK", feedDocument(1.4), "ETag: \"v2\"\r\nLast-Modified: Tue, 01 Dec 2026 10:00:00 GMT\r\n"),
        false));
    const QUrl url = server.url();
    seedCache(cache, url);
    const FeedUpdateReport report = update(cache, { url });
    const FeedOutcome& o = report.outcomes.first();
    QCOMPARE(o.status, FeedOutcome::Status::Updated);
    QCOMPARE(o.changes.size(), 2); // kova-h100-sxm and feed-h200, both on demand
    QCOMPARE(o.changes.first().kind, OfferChange::Kind::PriceChanged);
    QCOMPARE(o.changes.first().offerId, u"kova-h100-sxm"_s);
    QCOMPARE(o.changes.first().before.value(), GoodPrice);
    QCOMPARE(o.changes.first().after.value(), 1.4);
    QCOMPARE(inUsePrice(cache, url), 1.4);
    const auto entry = cache.load(url);
    QVERIFY(entry);
    QCOMPARE(entry->etag, QByteArray("\"v2\""));
    QCOMPARE(entry->lastModified, QByteArray("Tue, 01 Dec 2026 10:00:00 GMT"));
}

void TestFeedUpdate::firstUpdateWithoutCopy()
{
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    CannedServer server(answer(httpResponse(200, "OK", feedDocument(1.4))));
    const QUrl url = server.url();
    const FeedUpdateReport report = update(cache, { url });
    QCOMPARE(report.outcomes.first().status, FeedOutcome::Status::Updated);
    QCOMPARE(report.outcomes.first().changes.size(), 2); // both offers are new to this feed
    QVERIFY(!server.requests.first().toLower().contains("if-none-match"));
    QCOMPARE(inUsePrice(cache, url), 1.4);
}

void TestFeedUpdate::cancelStopsEveryFeed()
{
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    CannedServer a(silent()), b(dribble());
    seedCache(cache, a.url());
    FeedUpdater updater(cache);
    QSignalSpy finished(&updater, &FeedUpdater::finished);
    updater.start({ a.url(), b.url() });
    QTest::qWait(200);
    QVERIFY(updater.isRunning());
    updater.cancel();
    QVERIFY(finished.wait(5000) || finished.size() == 1);
    const auto report = finished.first().first().value<FeedUpdateReport>();
    QCOMPARE(report.count(FeedOutcome::Status::Cancelled), 2);
    QCOMPARE(report.outcomes.first().message, a.url().toDisplayString() + u": cancelled"_s);
    QVERIFY(report.allFailed());
    QCOMPARE(inUsePrice(cache, a.url()), GoodPrice);
}

void TestFeedUpdate::plainHttpToARemoteHostIsRefused()
{
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    const QUrl url(u"http://feeds.example.com/catalogue.json"_s);
    const FeedUpdateReport report = update(cache, { url });
    QCOMPARE(report.outcomes.first().message,
        u"http://feeds.example.com/catalogue.json: plain HTTP is allowed only on this computer (localhost); use "
        "HTTPS"_s);
}

void TestFeedUpdate::corruptCacheIsIgnoredWithAWarning_data()
{
    using Spoil = std::function<QByteArray(const QByteArray&)>;
    QTest::addColumn<Spoil>("spoil");
    QTest::addColumn<QString>("problem");
    QTest::newRow("cut inside the header")
        << Spoil([](const QByteArray&) { return QByteArray("{\"kova_feed_cache\": 2, \"url\": \"https://feeds.exa"); })
        << u"not a readable cache file"_s;
    QTest::newRow("body cut short") << Spoil([](const QByteArray& file) { return file.chopped(10); })
                                    << u"the copy has "_s;
    QTest::newRow("body grown") << Spoil([](const QByteArray& file) { return file + "  "; }) << u"the copy has "_s;
    QTest::newRow("a later format") << Spoil([](const QByteArray& file) {
        return QByteArray(file).replace("\"kova_feed_cache\":2", "\"kova_feed_cache\":3");
    }) << u"unknown cache format"_s;
}

void TestFeedUpdate::corruptCacheIsIgnoredWithAWarning()
{
    QFETCH(std::function<QByteArray(const QByteArray&)>, spoil);
    QFETCH(QString, problem);
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    const QUrl url(u"https://feeds.example.com/catalogue.json"_s);
    seedCache(cache, url);
    QCOMPARE(inUsePrice(cache, url), GoodPrice);
    QFile f(cache.fileFor(url));
    QVERIFY(f.open(QIODevice::ReadWrite));
    const QByteArray spoiled = spoil(f.readAll());
    QVERIFY(f.resize(0));
    f.write(spoiled);
    f.close();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"ignoring the cached copy of"_s));
    const CatalogueInUse inUse = loadCatalogueInUse({ url }, cache);
    QCOMPARE(inUse.catalogue().offer(u"kova-h100-sxm"_s)->prices.price(PurchaseMode::OnDemand).value(), EmbeddedPrice);
    QCOMPARE(inUse.warnings.size(), 1);
    QVERIFY2(inUse.warnings.first().contains(u": "_s + problem), qPrintable(inUse.warnings.first()));
    QCOMPARE(inUse.feedsWithoutCopy, QList<QUrl> { url });
}

// Copies written before the body was kept as served (one JSON object, the body a string in it) are still read.
void TestFeedUpdate::copyInTheFirstFormatIsRead()
{
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    const QUrl url(u"https://feeds.example.com/catalogue.json"_s);
    const QJsonObject first { { "kova_feed_cache"_L1, 1 }, { "url"_L1, url.toString(QUrl::FullyEncoded) },
        { "etag"_L1, u"\"v1\""_s }, { "last_modified"_L1, QString() }, { "fetched"_L1, u"2026-11-30T08:00:00Z"_s },
        { "body"_L1, QString::fromUtf8(feedDocument(GoodPrice)) } };
    QVERIFY(QDir().mkpath(dir.path()));
    QFile f(cache.fileFor(url));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(first).toJson(QJsonDocument::Compact));
    f.close();
    QCOMPARE(inUsePrice(cache, url), GoodPrice);
    const std::optional<CachedFeed> copy = cache.load(url);
    QVERIFY(copy);
    QCOMPARE(copy->etag, QByteArray("\"v1\""));
    QCOMPARE(copy->body, feedDocument(GoodPrice));
}

QTEST_GUILESS_MAIN(TestFeedUpdate)
#include "tst_feedupdate.moc"
