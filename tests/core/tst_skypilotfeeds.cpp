#include "sources/catalogueinuse.h"
#include "sources/defaultfeeds.h"
#include "sources/feedlist.h"
#include "sources/feedupdater.h"
#include "sources/pricehistory.h"
#include "tests/core/feedfixtures.h"

#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Kova;
using namespace FeedFixtures;
using namespace Qt::StringLiterals;

// SkyPilot vms.csv files served as feeds by a real HTTP server on this computer: recognised from their
// content, dated by Last-Modified, refused whole when broken (the last good copy stays), and their
// successive versions kept as a price history.
class TestSkyPilotFeeds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void csvFeedIsImportedAndDatedByLastModified();
    void badFeedKeepsTheLastGoodCopy_data();
    void badFeedKeepsTheLastGoodCopy();
    void unchangedFeedCostsA304();
    void olderLambdaVersionsShowAsAPriceHistory();
    void defaultFeedsAreAddedInOneStep();

private:
    static QByteArray data(const QString& path);
    FeedUpdateReport update(const QUrl& url, const FetchLimits& limits = {});
    static CannedServer::Responder serve(const QByteArray& body, const QByteArray& lastModified);
    std::unique_ptr<QTemporaryDir> m_dir;
};

QByteArray TestSkyPilotFeeds::data(const QString& path)
{
    QFile f(QStringLiteral(KOVA_SOURCE_DIR "/tests/data/skypilot/") + path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

void TestSkyPilotFeeds::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

FeedUpdateReport TestSkyPilotFeeds::update(const QUrl& url, const FetchLimits& limits)
{
    FeedUpdater updater(FeedCache(m_dir->filePath(u"feeds"_s)));
    updater.setLimits(limits);
    QSignalSpy finished(&updater, &FeedUpdater::finished);
    updater.start({ url });
    if (!finished.wait(20000))
        return {};
    return finished.first().first().value<FeedUpdateReport>();
}

CannedServer::Responder TestSkyPilotFeeds::serve(const QByteArray& body, const QByteArray& lastModified)
{
    return answer(httpResponse(200, "OK", body, "Content-Type: text/plain\r\nLast-Modified: " + lastModified + "\r\n"));
}

void TestSkyPilotFeeds::csvFeedIsImportedAndDatedByLastModified()
{
    // Dated after the embedded excerpts (2026-12-01): the feed's offers are the newer observations.
    CannedServer server(serve(data(u"v8/lambda/vms.csv"_s), "Wed, 02 Dec 2026 08:00:00 GMT"));
    const QUrl url = server.url(u"/catalogs/v8/lambda/vms.csv"_s);
    const FeedUpdateReport report = update(url);
    QCOMPARE(report.outcomes.size(), 1);
    const FeedOutcome& o = report.outcomes.first();
    QCOMPARE(o.status, FeedOutcome::Status::Updated);
    QCOMPARE(o.catalogue.offers.size(), 255);
    QVERIFY(o.notes.join(u'\n').contains(u"V100 (34)"_s));
    // In use: over the embedded catalogue, the feed's copy of the same offer is the newer observation.
    const CatalogueInUse inUse = loadCatalogueInUse({ url }, FeedCache(m_dir->filePath(u"feeds"_s)));
    const Offer* offer = inUse.catalogue().offer(u"lambda/gpu_8x_h100_sxm5/us-east-1"_s);
    QVERIFY(offer);
    QCOMPARE(offer->feed, url.toDisplayString());
    QCOMPARE(offer->observed, QDate(2026, 12, 2)); // Last-Modified, not the fetch date
    QCOMPARE(offer->source, u"SkyPilot catalogue"_s);
    QCOMPARE(offer->provider, u"Lambda"_s);
    QVERIFY(inUse.feedsWithoutCopy.isEmpty());
}

void TestSkyPilotFeeds::badFeedKeepsTheLastGoodCopy_data()
{
    QTest::addColumn<QByteArray>("response");
    QTest::addColumn<QString>("problem");
    const QByteArray lambda = data(u"v8/lambda/vms.csv"_s);
    QTest::newRow("html page") << httpResponse(200, "OK", "<!DOCTYPE html><html><body>Too many requests</body></html>")
                               << u"HTML page"_s;
    QTest::newRow("truncated csv") << httpResponse(200, "OK", lambda.left(lambda.indexOf("gpu_8x_a100,") + 120))
                                   << u"line 121: a quoted field is never closed"_s;
    QByteArray noRegion = lambda;
    noRegion.replace(",Region,", ",Place,");
    QTest::newRow("missing column") << httpResponse(200, "OK", noRegion) << u"line 1, column Region: missing"_s;
    QByteArray latin1 = lambda;
    latin1.replace("us-east-1",
        "us-\xE9"
        "ast-1");
    QTest::newRow("wrong encoding") << httpResponse(200, "OK", latin1) << u"line 9: the text is not UTF-8"_s;
    QTest::newRow("no usable row") << httpResponse(
        200, "OK", "InstanceType,AcceleratorName,AcceleratorCount,Price,Region\r\ngpu_1x_h100,H100,1,NaN,us-east-1\r\n")
                                   << u"no usable GPU offer"_s;
    QTest::newRow("oversized") << httpResponse(200, "OK", lambda + QByteArray(300 * 1024, '\n')) << u"too large"_s;
}

void TestSkyPilotFeeds::badFeedKeepsTheLastGoodCopy()
{
    QFETCH(QByteArray, response);
    QFETCH(QString, problem);
    QByteArray next
        = httpResponse(200, "OK", data(u"v8/lambda/vms.csv"_s), "Last-Modified: Wed, 02 Dec 2026 08:00:00 GMT\r\n");
    CannedServer server([&](QTcpSocket* s, const QByteArray&) {
        s->write(std::exchange(next, response));
        s->disconnectFromHost();
    });
    const QUrl url = server.url(u"/lambda/vms.csv"_s);
    QCOMPARE(update(url).outcomes.first().status, FeedOutcome::Status::Updated);
    const FeedCache cache(m_dir->filePath(u"feeds"_s));
    const QByteArray goodFile = [&] {
        QFile f(cache.fileFor(url));
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    FetchLimits limits;
    limits.maxBytes = 256 * 1024;
    const FeedOutcome bad = update(url, limits).outcomes.first();
    QCOMPARE(bad.status, FeedOutcome::Status::Failed);
    QVERIFY2(bad.message.startsWith(url.toDisplayString()), qPrintable(bad.message));
    QVERIFY2(bad.message.contains(problem), qPrintable(bad.message));
    QFile after(cache.fileFor(url));
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), goodFile); // nothing half-written
    QCOMPARE(QDir(m_dir->filePath(u"feeds"_s)).entryList(QDir::Files).size(), 1); // no temporary file left
    const CatalogueInUse inUse = loadCatalogueInUse({ url }, cache);
    const Offer* o = inUse.catalogue().offer(u"lambda/gpu_8x_h100_sxm5/us-east-1"_s);
    QVERIFY(o);
    QCOMPARE(o->feed, url.toDisplayString());
}

void TestSkyPilotFeeds::unchangedFeedCostsA304()
{
    QList<QByteArray> responses { httpResponse(200, "OK", data(u"v8/nebius/vms.csv"_s),
                                      "ETag: \"v1\"\r\nLast-Modified: Fri, 20 Nov 2026 08:00:00 GMT\r\n"),
        httpResponse(304, "Not Modified", {}) };
    CannedServer server([&](QTcpSocket* s, const QByteArray&) {
        s->write(responses.takeFirst());
        s->disconnectFromHost();
    });
    const QUrl url = server.url(u"/nebius/vms.csv"_s);
    QCOMPARE(update(url).outcomes.first().status, FeedOutcome::Status::Updated);
    const FeedOutcome again = update(url).outcomes.first();
    QCOMPARE(again.status, FeedOutcome::Status::Unchanged);
    QVERIFY2(server.requests.last().toLower().contains("if-none-match: \"v1\""), server.requests.last().constData());
    QCOMPARE(again.catalogue.offers.size(), 21);
    QCOMPARE(again.catalogue.offers.first().provider, u"Nebius"_s);
}

void TestSkyPilotFeeds::olderLambdaVersionsShowAsAPriceHistory()
{
    QList<QByteArray> responses {
        httpResponse(
            200, "OK", data(u"history/lambda-95eaf484.csv"_s), "Last-Modified: Thu, 01 Oct 2026 00:00:00 GMT\r\n"),
        httpResponse(200, "OK", data(u"v8/lambda/vms.csv"_s), "Last-Modified: Fri, 20 Nov 2026 08:00:00 GMT\r\n"),
    };
    CannedServer server([&](QTcpSocket* s, const QByteArray&) {
        s->write(responses.takeFirst());
        s->disconnectFromHost();
    });
    const QUrl url = server.url(u"/lambda/vms.csv"_s);
    PriceHistory history(m_dir->filePath(u"history.sqlite"_s));
    QVERIFY(history.isOpen());
    for (int version = 0; version < 2; ++version) {
        const FeedOutcome o = update(url).outcomes.first();
        QCOMPARE(o.status, FeedOutcome::Status::Updated);
        QVERIFY(history.record(o.catalogue) > 0);
        if (version == 1) { // what the update says changed
            const auto change = std::find_if(o.changes.begin(), o.changes.end(),
                [](const OfferChange& c) { return c.offerId == u"lambda/gpu_8x_h100_sxm5/us-east-1"_s; });
            QVERIFY(change != o.changes.end());
            QCOMPARE(change->kind, OfferChange::Kind::PriceChanged);
            QVERIFY(qFuzzyCompare(*change->before, 23.92 / 8));
            QVERIFY(qFuzzyCompare(*change->after, 31.92 / 8));
        }
    }
    // gpu_8x_h100_sxm5 23.92 -> 31.92, gpu_8x_b200_sxm6 39.92 -> 53.52 per instance (history/README.md).
    const QList<PriceObservation> h100
        = history.observations(u"lambda/gpu_8x_h100_sxm5/us-east-1"_s, PurchaseMode::OnDemand);
    QCOMPARE(h100.size(), 2);
    QCOMPARE(h100[0].observed, QDate(2026, 10, 1));
    QVERIFY(qFuzzyCompare(h100[0].price, 23.92 / 8));
    QCOMPARE(h100[1].observed, QDate(2026, 11, 20));
    QVERIFY(qFuzzyCompare(h100[1].price, 31.92 / 8));
    QCOMPARE(h100[1].feed, url.toDisplayString());
    const PriceTrend t = history.trend(u"lambda/gpu_8x_b200_sxm6/us-east-1"_s, PurchaseMode::OnDemand);
    QCOMPARE(t.direction, PriceDirection::Up);
    QVERIFY(qFuzzyCompare(*t.change(), (53.52 - 39.92) / 8));
    // gpu_1x_b200_sxm6 is new in the newer version: one observation, no trend yet.
    QCOMPARE(history.observations(u"lambda/gpu_1x_b200_sxm6/us-east-1"_s, PurchaseMode::OnDemand).size(), 1);
    // Recording the same file again adds nothing.
    QCOMPARE(history.record(FeedCache(m_dir->filePath(u"feeds"_s)).load(url)->catalogue), 0);
}

void TestSkyPilotFeeds::defaultFeedsAreAddedInOneStep()
{
    QSettings store(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    FeedList list { Settings(store) };
    const auto added = list.addDefaults();
    QVERIFY(added.ok());
    QCOMPARE(added.value(), defaultFeedUrls().size());
    QCOMPARE(list.urls(), defaultFeedUrls());
    QCOMPARE(list.addDefaults().value(), 0); // already there: nothing twice
    for (const QUrl& u : defaultFeedUrls()) {
        QCOMPARE(u.scheme(), u"https"_s);
        QCOMPARE(u.host(), u"raw.githubusercontent.com"_s);
        QVERIFY(u.path().startsWith(u"/skypilot-org/skypilot-catalog/master/catalogs/v8/"_s));
        QVERIFY(u.path().endsWith(u"/vms.csv"_s));
    }
}

QTEST_GUILESS_MAIN(TestSkyPilotFeeds)
#include "tst_skypilotfeeds.moc"
