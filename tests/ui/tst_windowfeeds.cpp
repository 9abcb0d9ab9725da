#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "models/offertablemodel.h"
#include "panels/costpanel.h"
#include "panels/offerspanel.h"
#include "shell/mainwindow.h"
#include "sources/exchangerate.h"
#include "sources/feedcache.h"
#include "sources/feedlist.h"
#include "sources/pricehistory.h"
#include "sources/settings.h"
#include "tests/core/feedfixtures.h"
#include "tests/ui/eventloopping.h"
#include "tests/ui/windowparts.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Kova;
using namespace WindowParts;
using namespace FeedFixtures;
using namespace Qt::StringLiterals;

// The window prices with the catalogue in use (the feeds' cached copies over the embedded catalogue),
// follows it when the feeds change, and shows totals in the display currency with the dated rate.
class TestWindowFeeds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"KovaTest"_s); // without a name, settings are not saved
        QCoreApplication::setApplicationName(u"tst_windowfeeds"_s);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void init()
    {
        QSettings().clear();
        QDir(FeedCache::defaultDirectory()).removeRecursively();
        QFile::remove(PriceHistory::defaultPath());
    }
    void windowPricesWithTheFeedsCopy_data();
    void windowPricesWithTheFeedsCopy();
    void windowFollowsAnUpdatedFeed();
    void windowFollowsALargeFeedWithoutStall();
    void offersShowThePriceTrend();
    void costPanelShowsTotalsInTheDisplayCurrency();
    void noConversionWithoutARate();

private:
    static void cacheFeed(const QUrl& url, double onDemand);
    static double onDemandTotal(const MainWindow& w)
    {
        return w.scenarios()->currentDocument()->estimate().mode(PurchaseMode::OnDemand)->total;
    }
};

const QUrl FeedUrl(u"http://127.0.0.1:9/catalogue.json"_s);

void TestWindowFeeds::cacheFeed(const QUrl& url, double onDemand)
{
    QVERIFY(!FeedCache().store(cachedFeed(url, onDemand)));
}

void TestWindowFeeds::windowPricesWithTheFeedsCopy_data()
{
    QTest::addColumn<bool>("feedConfigured");
    QTest::addColumn<double>("onDemandTotal");
    QTest::addColumn<QString>("priceCell");
    // The seed's run, 8 × 72 GPU-hours, plus $4.00 of volume and $4.00 of dataset import.
    QTest::newRow("embedded catalogue only") << false << 975.68 << u"$1.680"_s;
    QTest::newRow("feed at $1.25") << true << 728.00 << u"$1.250"_s;
}

void TestWindowFeeds::windowPricesWithTheFeedsCopy()
{
    QFETCH(bool, feedConfigured);
    QFETCH(double, onDemandTotal);
    QFETCH(QString, priceCell);
    cacheFeed(FeedUrl, 1.25);
    if (feedConfigured)
        QVERIFY(!FeedList().add(FeedUrl));
    MainWindow w;
    QCOMPARE(TestWindowFeeds::onDemandTotal(w), onDemandTotal);
    OfferTableModel* model = offers(w)->model();
    const int row = model->rowOf(u"kova-h100-sxm"_s);
    QVERIFY(row >= 0);
    QCOMPARE(model->index(row, OfferTableModel::OnDemandColumn).data().toString(), priceCell);
}

void TestWindowFeeds::windowFollowsAnUpdatedFeed()
{
    cacheFeed(FeedUrl, 1.25);
    QVERIFY(!FeedList().add(FeedUrl));
    MainWindow w;
    QCOMPARE(onDemandTotal(w), 728.00);
    cacheFeed(FeedUrl, 1.50); // what an update writes
    QSignalSpy priced(w.scenarios(), &OpenScenarios::cataloguePriced);
    catalogues(w)->reloadCatalogue();
    QVERIFY(priced.wait(10000));
    QCOMPARE(onDemandTotal(w), 8 * 72 * 1.50 + 8.0);
    QCOMPARE(w.scenarios()->currentDocument()->undoStack()->count(), 0); // a new price is not an edit
    QVERIFY(!FeedList().remove(FeedUrl));
    catalogues(w)->reloadCatalogue();
    QVERIFY(priced.wait(10000));
    QCOMPARE(onDemandTotal(w), 975.68);
    QCOMPARE(offers(w)->model()->catalogue(), catalogues(w)->catalogue().get());
}

// A 50,000-offer feed's copy (29 MB) read, merged and priced again while the window keeps turning.
void TestWindowFeeds::windowFollowsALargeFeedWithoutStall()
{
    QVERIFY(!FeedList().add(FeedUrl));
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!FeedCache().store(cachedFeedOf(FeedUrl, feedOfOffers(50000))));
    QSignalSpy priced(w.scenarios(), &OpenScenarios::cataloguePriced);
    EventLoopPing ping;

    ping.start();
    catalogues(w)->reloadCatalogue();
    QVERIFY(priced.wait(120000));
    QTRY_VERIFY_WITH_TIMEOUT(offers(w)->model()->rowsByTextLength(OfferTableModel::OfferColumn).size() >= 50000,
        120000); // the offers listed, their columns fitted to their longest texts
    QTest::qWait(200); // and painted
    const qint64 gap = ping.worstGapMs();
    qInfo("50,000-offer feed: longest event-loop gap reloading the window's catalogue %lld ms", gap);
    QCOMPARE_GE(catalogues(w)->catalogue()->offers.size(), 50000);
    QCOMPARE(offers(w)->model()->catalogue(), catalogues(w)->catalogue().get());
    QCOMPARE(form(w)->choice(u"cluster.offer"_s)->count(), catalogues(w)->catalogue()->offers.size());
    // Reading, merging, pricing the scenario and formatting the table's cells are off the GUI thread.
    QVERIFY2(gap < MaxGapMs, qPrintable(u"%1 ms"_s.arg(gap)));

    // Then the GPU count stepped as a slider drag does: each step prices the scenario, its tiers against their
    // GPUs' offers (all 50,000 here) and the offers table's totals again.
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    QSignalSpy quoted(offers(w), &OffersPanel::quotesReady);
    ping.start();
    for (int gpus : { 16, 24, 32 }) {
        QVERIFY(doc->edit(u"cluster.gpus"_s, [gpus](Scenario& s) { s.cluster.gpus = gpus; }, true));
        QTRY_VERIFY(!doc->isRecomputePending());
    }
    QVERIFY(quoted.wait(60000));
    QTRY_COMPARE_WITH_TIMEOUT(offers(w)->model()->quotes().size(), 50000 + embeddedCatalogue().offers.size(), 60000);
    const qint64 stepGap = ping.worstGapMs();
    qInfo("50,000-offer feed: longest event-loop gap over three GPU-count steps %lld ms", stepGap);
    QVERIFY2(stepGap < MaxGapMs, qPrintable(u"%1 ms"_s.arg(stepGap)));
}

void TestWindowFeeds::offersShowThePriceTrend()
{
    {
        PriceHistory history;
        QVERIFY2(history.isOpen(), qPrintable(history.lastError()));
        history.record(embeddedCatalogue()); // Kova's H100 SXM at $1.680, observed 2026-11-30
        history.record(parseCatalogue(feedDocument(1.25), FeedUrl.toString()).value()); // $1.250, 2026-12-01
    }
    cacheFeed(FeedUrl, 1.25);
    QVERIFY(!FeedList().add(FeedUrl));
    MainWindow w;
    OfferTableModel* model = offers(w)->model();
    const QModelIndex onDemand = model->index(model->rowOf(u"kova-h100-sxm"_s), OfferTableModel::OnDemandColumn);
    QTRY_COMPARE(onDemand.data().toString(), u"▼ $1.250"_s); // the history is read in the background
    const QString tip = onDemand.data(Qt::ToolTipRole).toString();
    for (const QString& needle : { u"$1.680"_s, u"11/30/2026"_s, u"12/1/2026"_s, u"-0.430"_s })
        QVERIFY2(tip.contains(needle), qPrintable(tip));
    // A price without an earlier observation has no arrow.
    const QModelIndex other = model->index(model->rowOf(u"kova-a100-sxm4"_s), OfferTableModel::OnDemandColumn);
    QCOMPARE(other.data().toString(), u"$0.468"_s);
}

void TestWindowFeeds::costPanelShowsTotalsInTheDisplayCurrency()
{
    QVERIFY(Settings().setExchangeRate(manualExchangeRate(u"USD"_s, u"EUR"_s, 0.92, QDate(2026, 11, 27)).value()));
    QVERIFY(Settings().setDisplayCurrency(u"EUR"_s));
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QLabel* label = costs(w)->convertedTotals();
    QVERIFY(label->isVisible());
    // $491.84 interruptible and $975.68 on demand at 0.92 € per dollar, with the rate and its date.
    for (const QString& needle : { u"€452.49"_s, u"€897.63"_s, u"€0.9200"_s, u"11/27/2026"_s, u"typed by hand"_s })
        QVERIFY2(label->text().contains(needle), qPrintable(label->text()));
    QVERIFY(Settings().setDisplayCurrency(u"USD"_s));
    catalogues(w)->reloadConversion();
    QVERIFY(!label->isVisible());
}

void TestWindowFeeds::noConversionWithoutARate()
{
    QVERIFY(Settings().setDisplayCurrency(u"EUR"_s)); // chosen, but no rate fetched or typed yet
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!costs(w)->convertedTotals()->isVisible());
    QVERIFY(costs(w)->convertedTotals()->text().isEmpty());
}

QTEST_MAIN(TestWindowFeeds)
#include "tst_windowfeeds.moc"
