#include "io/cataloguefile.h"
#include "sources/catalogueservice.h"
#include "sources/exchangerate.h"
#include "sources/feedcache.h"
#include "sources/feedlist.h"
#include "sources/settings.h"
#include "tests/core/feedfixtures.h"

#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Kova;
using namespace FeedFixtures;
using namespace Qt::StringLiterals;

// The catalogue in use and the display currency, read once and again on request, with the price trends
// read in the background and dropped when the catalogue they were read for has been replaced.
class TestCatalogueService : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"KovaTest"_s); // without a name, settings are not saved
        QCoreApplication::setApplicationName(u"tst_catalogueservice"_s);
    }
    void init();
    void readsTheFeedsCopyAtConstruction();
    void reloadReplacesTheCatalogueAndKeepsTheOldOneForItsHolders();
    void reloadConversionFollowsTheSettings();
    void trendsOfTheCatalogueInUse();
    void trendsOfAReplacedCatalogueAreDropped();
    void onlyTheLastOfQuickReloadsIsAnnounced();

private:
    static void cacheFeed(double onDemand);
    static double onDemandPrice(const Catalogue& catalogue);
};

namespace {
const QUrl FeedUrl(u"http://127.0.0.1:9/catalogue.json"_s);
}

void TestCatalogueService::init()
{
    QSettings().clear();
    QDir(FeedCache::defaultDirectory()).removeRecursively();
    QFile::remove(PriceHistory::defaultPath());
}

void TestCatalogueService::cacheFeed(double onDemand)
{
    QVERIFY(!FeedCache().store(cachedFeed(FeedUrl, onDemand)));
}

double TestCatalogueService::onDemandPrice(const Catalogue& catalogue)
{
    return *catalogue.offer(u"kova-h100-sxm"_s)->prices.price(PurchaseMode::OnDemand);
}

void TestCatalogueService::readsTheFeedsCopyAtConstruction()
{
    cacheFeed(1.25);
    QVERIFY(!FeedList().add(FeedUrl));
    const CatalogueService service;
    QCOMPARE(onDemandPrice(*service.catalogue()), 1.25);
    QCOMPARE(service.inUse().feeds, QList<QUrl> { FeedUrl });
    QVERIFY(service.inUse().feedsWithoutCopy.isEmpty());
}

void TestCatalogueService::reloadReplacesTheCatalogueAndKeepsTheOldOneForItsHolders()
{
    cacheFeed(1.25);
    QVERIFY(!FeedList().add(FeedUrl));
    CatalogueService service;
    const std::shared_ptr<const Catalogue> before = service.catalogue();
    QSignalSpy changed(&service, &CatalogueService::catalogueChanged);
    cacheFeed(1.50);
    service.reloadCatalogue();
    QVERIFY(changed.isEmpty()); // read off the calling thread
    QVERIFY(changed.wait(10000));
    QCOMPARE(changed.size(), 1);
    const auto announced = changed.first().first().value<std::shared_ptr<const Catalogue>>();
    QCOMPARE(announced, service.catalogue());
    QCOMPARE(onDemandPrice(*service.catalogue()), 1.50);
    QCOMPARE(onDemandPrice(*before), 1.25);
}

void TestCatalogueService::reloadConversionFollowsTheSettings()
{
    CatalogueService service;
    QVERIFY(!service.conversion().applies(u"USD"_s));
    QSignalSpy changed(&service, &CatalogueService::conversionChanged);
    QVERIFY(Settings().setExchangeRate(manualExchangeRate(u"USD"_s, u"EUR"_s, 0.92, QDate(2026, 11, 27)).value()));
    QVERIFY(Settings().setDisplayCurrency(u"EUR"_s));
    QVERIFY(!service.conversion().applies(u"USD"_s)); // read again only when asked
    service.reloadConversion();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(service.conversion().display, u"EUR"_s);
    QVERIFY(service.conversion().applies(u"USD"_s));
}

void TestCatalogueService::trendsOfTheCatalogueInUse()
{
    {
        PriceHistory history;
        QVERIFY(history.isOpen());
        history.record(embeddedCatalogue()); // $1.680
        history.record(parseCatalogue(feedDocument(1.25), FeedUrl.toString()).value());
    }
    cacheFeed(1.25);
    QVERIFY(!FeedList().add(FeedUrl));
    CatalogueService service;
    QSignalSpy read(&service, &CatalogueService::trendsRead);
    service.readTrends();
    QVERIFY(read.wait(10000));
    const auto trends = read.first().first().value<QHash<QString, PriceTrend>>();
    const PriceTrend trend = trends.value(priceKey(u"kova-h100-sxm"_s, PurchaseMode::OnDemand));
    QCOMPARE(trend.direction, PriceDirection::Down);
    QCOMPARE(trend.latest->price, 1.25);
    QCOMPARE(trend.previous->price, 1.68);
}

void TestCatalogueService::trendsOfAReplacedCatalogueAreDropped()
{
    CatalogueService service;
    QSignalSpy read(&service, &CatalogueService::trendsRead);
    QSignalSpy changed(&service, &CatalogueService::catalogueChanged);
    service.readTrends();
    service.reloadCatalogue(); // before the history has been read: those trends would describe another one
    QVERIFY(changed.wait(10000));
    service.readTrends();
    QVERIFY(read.wait(10000));
    QTest::qWait(200);
    QCOMPARE(read.size(), 1);
}

// Reloads asked for faster than they are read: the catalogue of the last one, announced once.
void TestCatalogueService::onlyTheLastOfQuickReloadsIsAnnounced()
{
    cacheFeed(1.25);
    QVERIFY(!FeedList().add(FeedUrl));
    CatalogueService service;
    QSignalSpy changed(&service, &CatalogueService::catalogueChanged);
    service.reloadCatalogue();
    cacheFeed(1.75);
    service.reloadCatalogue();
    QVERIFY(changed.wait(10000));
    QTest::qWait(200);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(onDemandPrice(*service.catalogue()), 1.75);
}

QTEST_GUILESS_MAIN(TestCatalogueService)
#include "tst_catalogueservice.moc"
