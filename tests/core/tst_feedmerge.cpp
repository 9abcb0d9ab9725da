#include "io/cataloguefile.h"
#include "io/feeddocument.h"
#include "sources/cataloguemerge.h"
#include "tests/core/feedfixtures.h"

#include <QFile>
#include <QSet>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Laying feeds over the embedded catalogue: newer observations and newer copies win; only other sources'
// other terms for the same offer on the same day are recorded as disagreements.
class TestFeedMerge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newerObservationWins_data();
    void newerObservationWins();
    void threeSourcesKeepTheNewest();
    void copiesOfTheEmbeddedSkyPilotCatalogueAreUpdates_data();
    void copiesOfTheEmbeddedSkyPilotCatalogueAreUpdates();
    void changesBetweenTwoCopies();
    void offersWithdrawnByTheFeedStayWithdrawn();
};

static Catalogue feed(double onDemand, const QString& observed, const QString& url)
{
    return parseCatalogue(FeedFixtures::feedDocument(onDemand, observed), url).value();
}

void TestFeedMerge::newerObservationWins_data()
{
    QTest::addColumn<double>("price");
    QTest::addColumn<QString>("observed");
    QTest::addColumn<QString>("sourceUrl"); // empty: the embedded offer's own source (a copy of it)
    QTest::addColumn<double>("used");
    QTest::addColumn<QString>("usedFeed");
    QTest::addColumn<int>("conflicts");
    // The embedded kova-h100-sxm is $1.68 on demand, observed 2026-11-30, from the seed page (no URL).
    const QString other = u"https://prices.example/h100"_s;
    QTest::newRow("newer copy, other price: an update")
        << 1.5 << u"2026-12-05"_s << QString() << 1.5 << u"https://a.example/f.json"_s << 0;
    QTest::newRow("older copy, other price: outdated")
        << 1.5 << u"2026-10-01"_s << QString() << 1.68 << u"embedded"_s << 0;
    QTest::newRow("same day, same source, other price: the later copy")
        << 1.5 << u"2026-11-30"_s << QString() << 1.5 << u"https://a.example/f.json"_s << 0;
    QTest::newRow("newer, other source, other price: an update")
        << 1.5 << u"2026-12-05"_s << other << 1.5 << u"https://a.example/f.json"_s << 0;
    QTest::newRow("same day, other source, other price: a disagreement")
        << 1.5 << u"2026-11-30"_s << other << 1.5 << u"https://a.example/f.json"_s << 1;
    QTest::newRow("same day, other source, same terms")
        << 1.68 << u"2026-11-30"_s << other << 1.68 << u"https://a.example/f.json"_s << 0;
}

void TestFeedMerge::newerObservationWins()
{
    QFETCH(double, price);
    QFETCH(QString, observed);
    QFETCH(QString, sourceUrl);
    QFETCH(double, used);
    QFETCH(QString, usedFeed);
    QFETCH(int, conflicts);
    const Catalogue& base = embeddedCatalogue();
    Catalogue f = feed(price, observed, u"https://a.example/f.json"_s);
    if (!sourceUrl.isEmpty())
        for (Offer& o : f.offers)
            o.sourceUrl = sourceUrl;
    const MergedCatalogue m = mergeCatalogues(base, { f });
    const Offer* o = m.catalogue.offer(u"kova-h100-sxm"_s);
    QVERIFY(o);
    QCOMPARE(o->prices.price(PurchaseMode::OnDemand).value(), used);
    QCOMPARE(o->feed, usedFeed);
    QCOMPARE(m.conflicts.size(), conflicts);
    if (conflicts) {
        QCOMPARE(m.conflicts.first().offerId, u"kova-h100-sxm"_s);
        QCOMPARE(m.conflicts.first().kept.feed, usedFeed);
        QVERIFY(m.conflicts.first().dropped.feed != usedFeed);
    }
    // The feed's own offer is added; the tiers and the rest of the embedded offers stay.
    QCOMPARE(m.catalogue.offers.size(), base.offers.size() + 1);
    QVERIFY(m.catalogue.offer(u"feed-h200"_s));
    QCOMPARE(m.catalogue.tiers.size(), base.tiers.size());
    auto position = [](const Catalogue& c) {
        return std::find_if(c.offers.begin(), c.offers.end(), [](const Offer& x) { return x.id == "kova-h100-sxm"_L1; })
            - c.offers.begin();
    };
    QCOMPARE(position(m.catalogue), position(base)); // replaced in place
}

void TestFeedMerge::threeSourcesKeepTheNewest()
{
    Catalogue b = feed(1.2, u"2026-12-09"_s, u"https://b.example/f.json"_s);
    Catalogue a = feed(1.4, u"2026-12-09"_s, u"https://a.example/f.json"_s);
    for (Offer& o : a.offers)
        o.sourceUrl = u"https://a.example/prices"_s;
    const MergedCatalogue m = mergeCatalogues(embeddedCatalogue(), { b, a });
    // b is newer than the embedded offer (an update); a and b publish other terms on the same day.
    QCOMPARE(m.catalogue.offer(u"kova-h100-sxm"_s)->prices.price(PurchaseMode::OnDemand).value(), 1.4);
    QCOMPARE(m.catalogue.offer(u"kova-h100-sxm"_s)->feed, u"https://a.example/f.json"_s);
    QCOMPARE(m.catalogue.offer(u"feed-h200"_s)->feed, u"https://a.example/f.json"_s);
    QCOMPARE(m.conflicts.size(), 2);
    QCOMPARE(m.conflicts.at(0).dropped.feed, u"https://b.example/f.json"_s);
    QCOMPARE(m.conflicts.at(0).dropped.observed, QDate(2026, 12, 9));
}

namespace {

QByteArray testFile(const QString& relative)
{
    QFile f(QStringLiteral(KOVA_SOURCE_DIR "/tests/data/skypilot/") + relative);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(relative));
    return f.readAll();
}

// The SkyPilot catalogue file `relative` as a feed of `url` dated `fileDate` would read it.
Catalogue skyPilotFeed(const QString& relative, const QString& url, QDate fileDate)
{
    auto doc = parseFeedDocument(testFile(relative), QUrl(url), fileDate);
    if (!doc)
        qFatal("%s", qPrintable(doc.error().toString()));
    return doc.value().catalogue;
}

const QString LambdaFeed
    = u"https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8/lambda/vms.csv"_s;

} // namespace

void TestFeedMerge::copiesOfTheEmbeddedSkyPilotCatalogueAreUpdates_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QDate>("fileDate");
    QTest::addColumn<bool>("samePublication");
    // The embedded excerpts were collected on 2026-12-01 from the same commit as tests/data/skypilot.
    QTest::newRow("the default feed, same file, same day")
        << u"v8/lambda/vms.csv"_s << LambdaFeed << QDate(2026, 12, 1) << true;
    QTest::newRow("the default feed, same file, later")
        << u"v8/lambda/vms.csv"_s << LambdaFeed << QDate(2026, 12, 8) << true;
    // An older version of Lambda's file, other prices: served later, it is still the same catalogue.
    QTest::newRow("the default feed, other prices, later")
        << u"history/lambda-95eaf484.csv"_s << LambdaFeed << QDate(2026, 12, 8) << true;
    QTest::newRow("the default feed, other prices, same day")
        << u"history/lambda-95eaf484.csv"_s << LambdaFeed << QDate(2026, 12, 1) << true;
    QTest::newRow("a pinned commit of the repository, same day")
        << u"history/lambda-95eaf484.csv"_s
        << u"https://github.com/skypilot-org/skypilot-catalog/raw/95eaf484fa404db8356b745607d162ea4fdf8fda/catalogs/v8/lambda/vms.csv"_s
        << QDate(2026, 12, 1) << true;
    // A mirror elsewhere is another source: its other prices on the same day disagree.
    QTest::newRow("a mirror, other prices, same day")
        << u"history/lambda-95eaf484.csv"_s << u"https://mirror.example/lambda/vms.csv"_s << QDate(2026, 12, 1)
        << false;
}

void TestFeedMerge::copiesOfTheEmbeddedSkyPilotCatalogueAreUpdates()
{
    QFETCH(QString, file);
    QFETCH(QString, url);
    QFETCH(QDate, fileDate);
    QFETCH(bool, samePublication);
    const Catalogue& base = embeddedCatalogue();
    const Catalogue f = skyPilotFeed(file, url, fileDate);
    QSet<QString> shared;
    qsizetype repriced = 0;
    for (const Offer& o : f.offers)
        if (const Offer* embedded = base.offer(o.id)) {
            shared.insert(o.id);
            repriced += sameTerms(*embedded, o) ? 0 : 1;
        }
    QVERIFY(shared.size() > 10); // the feed republishes the embedded excerpt's offers
    const MergedCatalogue m = mergeCatalogues(base, { f });
    QCOMPARE(m.conflicts.size(), samePublication ? 0 : repriced);
    if (!samePublication)
        QVERIFY(repriced > 0);
    // The feed's copy is the one in use, with its URL and date.
    for (const QString& id : shared) {
        const Offer* used = m.catalogue.offer(id);
        QCOMPARE(used->feed, url);
        QCOMPARE(used->observed, fileDate);
    }
}

void TestFeedMerge::offersWithdrawnByTheFeedStayWithdrawn()
{
    // The older Lambda file has no gpu_1x_b200_sxm6 rows: served as the newer copy, the embedded ones are gone.
    const Catalogue& base = embeddedCatalogue();
    const QString b200 = u"lambda/gpu_1x_b200_sxm6/us-east-1"_s;
    QVERIFY(base.offer(b200));
    const Catalogue older = skyPilotFeed(u"history/lambda-95eaf484.csv"_s, LambdaFeed, QDate(2026, 12, 8));
    QVERIFY(!older.offer(b200));
    const MergedCatalogue m = mergeCatalogues(base, { older });
    QVERIFY(!m.catalogue.offer(b200));
    for (const Offer& o : m.catalogue.offers)
        if (o.id.startsWith(u"lambda/"_s))
            QVERIFY2(older.offer(o.id), qPrintable(o.id));
    // The Kova tiers and the other providers' offers stay.
    for (const Tier& t : base.tiers)
        QVERIFY(m.catalogue.offer(t.offerId));
    QVERIFY(m.catalogue.offer(u"aws-p5-h100"_s));
    // A copy older than the embedded excerpt withdraws nothing.
    const Catalogue stale = skyPilotFeed(u"history/lambda-95eaf484.csv"_s, LambdaFeed, QDate(2026, 11, 1));
    QVERIFY(mergeCatalogues(base, { stale }).catalogue.offer(b200));
}

void TestFeedMerge::changesBetweenTwoCopies()
{
    const Catalogue before = feed(1.5, u"2026-12-01"_s, u"f"_s);
    Catalogue after = feed(1.4, u"2026-12-05"_s, u"f"_s);
    after.offers.removeLast();
    const QList<OfferChange> changes = compareCatalogues(before, after);
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes.at(0).kind, OfferChange::Kind::PriceChanged);
    QCOMPARE(changes.at(0).mode, PurchaseMode::OnDemand);
    QCOMPARE(changes.at(0).before.value(), 1.5);
    QCOMPARE(changes.at(0).after.value(), 1.4);
    QCOMPARE(changes.at(1).kind, OfferChange::Kind::Removed);
    QCOMPARE(changes.at(1).offerId, u"feed-h200"_s);
}

QTEST_GUILESS_MAIN(TestFeedMerge)
#include "tst_feedmerge.moc"
