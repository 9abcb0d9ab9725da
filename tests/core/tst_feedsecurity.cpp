#include "io/cataloguefile.h"
#include "sources/catalogueinuse.h"
#include "sources/feedupdater.h"
#include "tests/core/feedfixtures.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Kova;
using namespace FeedFixtures;
using namespace Qt::StringLiterals;

// What a hostile feed can do: change the prices of offers (and add offers, GPUs, tiers it introduces),
// nothing else. It cannot redefine a GPU or a tier the program ships, write outside the feed cache,
// or have any of its text interpreted: names and sources are kept as the plain text they are.
class TestFeedSecurity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostileFeedChangesOnlyOffers();
    void cacheFileStaysInTheCacheFolder_data();
    void cacheFileStaysInTheCacheFolder();
};

namespace {

const QString HostileName = u"<img src=x onerror=alert(1)>; $(touch pwned) `touch pwned` ../../pwned"_s;

// The fixture feed, made hostile: it redefines the H100's peak, reassigns the "better" tier to its own
// offer, names its offer with markup and shell syntax, and carries keys no catalogue has.
QByteArray hostileFeed()
{
    QJsonObject root = QJsonDocument::fromJson(feedDocument(1.5)).object();
    QJsonArray gpus = root.value("gpus"_L1).toArray();
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        QJsonObject g = gpus[i].toObject();
        if (g.value("id"_L1).toString() != "h100-sxm"_L1)
            continue;
        QJsonObject tflops = g.value("tflops"_L1).toObject();
        tflops.insert("bf16"_L1, 99999);
        g.insert("tflops"_L1, tflops);
        g.insert("vram_gb"_L1, 4096);
        gpus.replace(i, g);
    }
    root.insert("gpus"_L1, gpus);
    QJsonArray offers = root.value("offers"_L1).toArray();
    QJsonObject feedOffer = offers.last().toObject();
    feedOffer.insert("name"_L1, HostileName);
    feedOffer.insert("source"_L1, u"<a href=\"file:///etc/passwd\">source</a>"_s);
    feedOffer.insert("exec"_L1, u"touch pwned"_s);
    offers.replace(offers.size() - 1, feedOffer);
    root.insert("offers"_L1, offers);
    root.insert("tiers"_L1, QJsonArray { QJsonObject { { "id"_L1, u"better"_s }, { "offer"_L1, u"feed-h200"_s } } });
    root.insert("cache_path"_L1, u"../../pwned"_s);
    root.insert("post_install"_L1, u"rm -rf ~"_s);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

QStringList filesUnder(const QString& dir)
{
    QStringList files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(dir).relativeFilePath(it.next());
    return files;
}

} // namespace

void TestFeedSecurity::hostileFeedChangesOnlyOffers()
{
    QTemporaryDir home;
    const QString cacheDir = home.filePath(u"cache/feeds"_s);
    const QByteArray body = hostileFeed();
    CannedServer server(answer(httpResponse(200, "OK", body, "Content-Type: application/json\r\n")));
    const QUrl url = server.url(u"/../../feed.json?x=$(touch%20pwned)"_s);
    const QString previousDir = QDir::currentPath();
    QVERIFY(QDir::setCurrent(home.path())); // a relative "pwned" would land here

    FeedUpdater updater { FeedCache(cacheDir) };
    QSignalSpy finished(&updater, &FeedUpdater::finished);
    updater.start({ url });
    const bool done = finished.wait(20000);
    QDir::setCurrent(previousDir);
    QVERIFY(done);
    const auto report = finished.first().first().value<FeedUpdateReport>();
    QCOMPARE(report.count(FeedOutcome::Status::Updated), 1);

    // One file written, in the cache, named after a hash of the address.
    const QStringList written = filesUnder(home.path());
    QCOMPARE(written.size(), 1);
    QVERIFY2(QRegularExpression(u"^cache/feeds/[0-9a-f]{32}\\.json$"_s).match(written.first()).hasMatch(),
        qPrintable(written.first()));

    const CatalogueInUse inUse = loadCatalogueInUse({ url }, FeedCache(cacheDir));
    const Catalogue& merged = inUse.catalogue();
    const Catalogue& shipped = embeddedCatalogue();
    // The offer prices changed...
    QCOMPARE(merged.offer(u"kova-h100-sxm"_s)->prices.price(PurchaseMode::OnDemand), std::optional<double>(1.5));
    // ...but the shipped GPU and tier did not.
    const GpuModel* h100 = merged.gpu(u"h100-sxm"_s);
    QVERIFY(h100);
    QCOMPARE(h100->peakTflops(Precision::BF16), shipped.gpu(u"h100-sxm"_s)->peakTflops(Precision::BF16));
    QCOMPARE(h100->vramGb, shipped.gpu(u"h100-sxm"_s)->vramGb);
    QCOMPARE(merged.tierOf(u"feed-h200"_s), nullptr);
    QCOMPARE(merged.tiers.size(), shipped.tiers.size());
    // The hostile text is kept verbatim, as text.
    QCOMPARE(merged.offer(u"feed-h200"_s)->name, HostileName);
}

void TestFeedSecurity::cacheFileStaysInTheCacheFolder_data()
{
    QTest::addColumn<QString>("address");
    QTest::newRow("dot segments") << u"https://example.org/../../../../etc/passwd"_s;
    QTest::newRow("encoded dot segments") << u"https://example.org/%2e%2e/%2e%2e/etc/passwd"_s;
    QTest::newRow("encoded slash") << u"https://example.org/..%2f..%2f..%2fetc%2fpasswd"_s;
    QTest::newRow("query and fragment") << u"https://example.org/feed.json?path=/etc/passwd#../x"_s;
    QTest::newRow("user info") << u"https://..:..@example.org/feed.json"_s;
    QTest::newRow("long") << u"https://example.org/"_s + QString(5000, u'a');
}

void TestFeedSecurity::cacheFileStaysInTheCacheFolder()
{
    QFETCH(QString, address);
    const FeedCache cache(u"/var/cache/kova/feeds"_s);
    const QString file = cache.fileFor(QUrl(address));
    QCOMPARE(QFileInfo(file).absolutePath(), u"/var/cache/kova/feeds"_s);
    QVERIFY2(
        QRegularExpression(u"^[0-9a-f]{32}\\.json$"_s).match(QFileInfo(file).fileName()).hasMatch(), qPrintable(file));
}

QTEST_GUILESS_MAIN(TestFeedSecurity)
#include "tst_feedsecurity.moc"
