#include "feedfixtures.h"
#include "io/cataloguefile.h"
#include "sources/cataloguemerge.h"

#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Laying feeds over the embedded catalogue: newer observations win, disagreements are recorded.
class TestFeedMerge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newerObservationWins_data();
    void newerObservationWins();
    void threeSourcesKeepTheNewest();
    void changesBetweenTwoCopies();
};

static Catalogue feed(double onDemand, const QString& observed, const QString& url)
{
    return parseCatalogue(FeedFixtures::feedDocument(onDemand, observed), url).value();
}

void TestFeedMerge::newerObservationWins_data()
{
    QTest::addColumn<double>("price");
    QTest::addColumn<QString>("observed");
    QTest::addColumn<double>("used");
    QTest::addColumn<QString>("usedFeed");
    QTest::addColumn<int>("conflicts");
    // The embedded kova-h100-sxm is $1.68 on demand, observed 2026-11-30.
    QTest::newRow("feed newer, other price") << 1.5 << u"2026-12-05"_s << 1.5 << u"https://a.example/f.json"_s << 1;
    QTest::newRow("feed older, other price") << 1.5 << u"2026-10-01"_s << 1.68 << u"embedded"_s << 1;
    QTest::newRow("same day: the feed wins") << 1.5 << u"2026-11-30"_s << 1.5 << u"https://a.example/f.json"_s << 1;
    QTest::newRow("same terms, newer date") << 1.68 << u"2026-12-05"_s << 1.68 << u"https://a.example/f.json"_s << 0;
}

void TestFeedMerge::newerObservationWins()
{
    QFETCH(double, price);
    QFETCH(QString, observed);
    QFETCH(double, used);
    QFETCH(QString, usedFeed);
    QFETCH(int, conflicts);
    const Catalogue& base = embeddedCatalogue();
    const MergedCatalogue m = mergeCatalogues(base, { feed(price, observed, u"https://a.example/f.json"_s) });
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
    const MergedCatalogue m = mergeCatalogues(embeddedCatalogue(),
        { feed(1.2, u"2026-12-09"_s, u"https://b.example/f.json"_s),
            feed(1.4, u"2026-12-01"_s, u"https://a.example/f.json"_s) });
    QCOMPARE(m.catalogue.offer(u"kova-h100-sxm"_s)->prices.price(PurchaseMode::OnDemand).value(), 1.2);
    QCOMPARE(m.catalogue.offer(u"kova-h100-sxm"_s)->feed, u"https://b.example/f.json"_s);
    QCOMPARE(m.catalogue.offer(u"feed-h200"_s)->feed, u"https://b.example/f.json"_s);
    // embedded vs b on kova-h100-sxm, then b vs a on both offers.
    QCOMPARE(m.conflicts.size(), 3);
    QCOMPARE(m.conflicts.at(2).dropped.feed, u"https://a.example/f.json"_s);
    QCOMPARE(m.conflicts.at(2).dropped.observed, QDate(2026, 12, 1));
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
