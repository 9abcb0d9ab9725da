#include "io/cataloguefile.h"
#include "sources/pricehistory.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// The local price history: schema migrations, no growth from repeated observations, trends.
class TestPriceHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newDatabaseHasTheCurrentSchema();
    void migratesVersion1AndKeepsItsRows();
    void refusesASchemaFromTheFuture();
    void repeatedObservationsAddNoRows();
    void trend_data();
    void trend();
    void ageOfAPrice_data();
    void ageOfAPrice();

private:
    QTemporaryDir m_dir;
};

static PriceObservation observation(double price, const QString& date, const QString& feed = u"embedded"_s)
{
    return { u"kova-h100-sxm"_s, PurchaseMode::OnDemand, price, QDate::fromString(date, Qt::ISODate), feed, u"USD"_s };
}

void TestPriceHistory::newDatabaseHasTheCurrentSchema()
{
    PriceHistory h(m_dir.filePath(u"new.sqlite"_s));
    QVERIFY2(h.isOpen(), qPrintable(h.lastError()));
    QCOMPARE(h.schemaVersion(), PriceHistory::SchemaVersion);
    QCOMPARE(h.observationCount(), 0);
}

void TestPriceHistory::migratesVersion1AndKeepsItsRows()
{
    const QString path = m_dir.filePath(u"v1.sqlite"_s);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v1"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"CREATE TABLE observation (offer TEXT NOT NULL, mode TEXT NOT NULL, price REAL NOT NULL, "
                       "observed TEXT NOT NULL, feed TEXT NOT NULL, UNIQUE (offer, mode, price, observed, feed))"_s));
        QVERIFY(q.exec(u"INSERT INTO observation VALUES ('kova-h100-sxm', 'on_demand', 1.68, '2026-11-30', "
                       "'embedded')"_s));
        QVERIFY(q.exec(u"PRAGMA user_version = 1"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"v1"_s);

    PriceHistory h(path);
    QVERIFY2(h.isOpen(), qPrintable(h.lastError()));
    QCOMPARE(h.schemaVersion(), 2);
    const QList<PriceObservation> rows = h.observations(u"kova-h100-sxm"_s, PurchaseMode::OnDemand);
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().price, 1.68);
    QCOMPARE(rows.first().observed, QDate(2026, 11, 30));
    QCOMPARE(rows.first().currency, u"USD"_s); // the column version 2 added, with its default
    QCOMPARE(h.record({ observation(1.68, u"2026-11-30"_s) }), 0); // the old row still deduplicates
}

void TestPriceHistory::refusesASchemaFromTheFuture()
{
    const QString path = m_dir.filePath(u"future.sqlite"_s);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"future"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"PRAGMA user_version = 9"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"future"_s);
    PriceHistory h(path);
    QVERIFY(!h.isOpen());
    QCOMPARE(h.lastError(),
        u"the price history %1 was written by a newer Kova Planner (schema 9, this one knows 2)"_s.arg(path));
    QCOMPARE(h.record({ observation(1.0, u"2026-12-01"_s) }), 0);
}

void TestPriceHistory::repeatedObservationsAddNoRows()
{
    PriceHistory h(m_dir.filePath(u"dedup.sqlite"_s));
    const Catalogue& c = embeddedCatalogue();
    qint64 prices = 0;
    for (const Offer& o : c.offers)
        for (PurchaseMode m : AllPurchaseModes)
            prices += o.prices.has(m) ? 1 : 0;
    QCOMPARE(h.record(c), int(prices));
    QCOMPARE(h.record(c), 0);
    QCOMPARE(h.record(c), 0);
    QCOMPARE(h.observationCount(), prices);
    QCOMPARE(h.record({ observation(1.5, u"2026-12-05"_s, u"https://feeds.example.com/a.json"_s) }), 1);
    QCOMPARE(h.record({ observation(1.5, u"2026-12-05"_s, u"https://feeds.example.com/a.json"_s) }), 0);
    QCOMPARE(h.observationCount(), prices + 1);
}

void TestPriceHistory::trend_data()
{
    QTest::addColumn<QList<PriceObservation>>("observations");
    QTest::addColumn<int>("direction");
    QTest::addColumn<double>("change");
    QTest::addColumn<double>("latest");
    QTest::newRow("none") << QList<PriceObservation> {} << int(PriceDirection::Unknown) << 0.0 << 0.0;
    QTest::newRow("one date only") << QList { observation(1.68, u"2026-11-30"_s),
        observation(1.7, u"2026-11-30"_s, u"b"_s) }
                                   << int(PriceDirection::Unknown) << 0.0 << 1.7;
    QTest::newRow("down") << QList { observation(1.68, u"2026-11-30"_s), observation(1.5, u"2026-12-05"_s) }
                          << int(PriceDirection::Down) << -0.18 << 1.5;
    QTest::newRow("up, recorded out of order") << QList { observation(2.0, u"2026-12-10"_s),
        observation(1.68, u"2026-11-30"_s), observation(1.5, u"2026-12-05"_s) }
                                               << int(PriceDirection::Up) << 0.5 << 2.0;
    QTest::newRow("flat") << QList { observation(1.68, u"2026-11-01"_s), observation(1.68, u"2026-11-30"_s) }
                          << int(PriceDirection::Flat) << 0.0 << 1.68;
}

void TestPriceHistory::trend()
{
    QFETCH(QList<PriceObservation>, observations);
    QFETCH(int, direction);
    QFETCH(double, change);
    QFETCH(double, latest);
    PriceHistory h(m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()) + u".sqlite"_s));
    h.record(observations);
    const PriceTrend t = h.trend(u"kova-h100-sxm"_s, PurchaseMode::OnDemand);
    QCOMPARE(int(t.direction), direction);
    QCOMPARE(t.latest.has_value(), !observations.isEmpty());
    if (t.latest)
        QCOMPARE(t.latest->price, latest);
    if (t.change())
        QVERIFY(std::abs(*t.change() - change) < 1e-12);
    QCOMPARE(h.trend(u"kova-h100-sxm"_s, PurchaseMode::Spot).direction, PriceDirection::Unknown);
}

void TestPriceHistory::ageOfAPrice_data()
{
    QTest::addColumn<QDate>("observed");
    QTest::addColumn<QDate>("today");
    QTest::addColumn<qint64>("days");
    QTest::newRow("same day") << QDate(2026, 11, 30) << QDate(2026, 11, 30) << qint64(0);
    QTest::newRow("three weeks") << QDate(2026, 11, 9) << QDate(2026, 11, 30) << qint64(21);
    QTest::newRow("across a year") << QDate(2025, 12, 31) << QDate(2026, 1, 2) << qint64(2);
}

void TestPriceHistory::ageOfAPrice()
{
    QFETCH(QDate, observed);
    QFETCH(QDate, today);
    QFETCH(qint64, days);
    Offer o;
    o.observed = observed;
    QCOMPARE(priceAgeDays(o, today), days);
}

QTEST_GUILESS_MAIN(TestPriceHistory)
#include "tst_pricehistory.moc"
