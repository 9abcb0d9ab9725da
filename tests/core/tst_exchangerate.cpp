#include "sources/exchangerate.h"
#include "tests/core/feedfixtures.h"
#include "text/format.h"

#include <QSignalSpy>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Exchange rates: the ECB's daily reference rates, rates typed by hand, conversion and display.
class TestExchangeRate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesEcbDailyRates_data();
    void parsesEcbDailyRates();
    void rejectsBadDocuments_data();
    void rejectsBadDocuments();
    void converts_data();
    void converts();
    void formatsConvertedAmounts_data();
    void formatsConvertedAmounts();
    void refusesImpossibleManualRates();
    void fetchesFromALocalServer_data();
    void fetchesFromALocalServer();
};

static QByteArray ecbDocument(const QByteArray& cubes)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<gesmes:Envelope xmlns:gesmes=\"http://www.gesmes.org/xml/2002-08-01\" "
           "xmlns=\"http://www.ecb.int/vocabulary/2002-08-01/eurofxref\">\n"
           "\t<gesmes:subject>Reference rates</gesmes:subject>\n"
           "\t<gesmes:Sender>\n\t\t<gesmes:name>European Central Bank</gesmes:name>\n\t</gesmes:Sender>\n"
           "\t<Cube>\n"
        + cubes + "\t</Cube>\n</gesmes:Envelope>\n";
}

static const QByteArray DailyCubes = "\t\t<Cube time='2026-11-27'>\n"
                                     "\t\t\t<Cube currency='USD' rate='1.0876'/>\n"
                                     "\t\t\t<Cube currency='JPY' rate='162.41'/>\n"
                                     "\t\t\t<Cube currency='GBP' rate='0.8342'/>\n"
                                     "\t\t</Cube>\n";

void TestExchangeRate::parsesEcbDailyRates_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<double>("rate");
    QTest::addColumn<QDate>("date");
    QTest::newRow("USD") << ecbDocument(DailyCubes) << u"USD"_s << 1.0876 << QDate(2026, 11, 27);
    QTest::newRow("GBP") << ecbDocument(DailyCubes) << u"GBP"_s << 0.8342 << QDate(2026, 11, 27);
    QTest::newRow("double quotes, one line")
        << ecbDocument("<Cube time=\"2026-12-01\"><Cube currency=\"USD\" rate=\"1.05\"/></Cube>") << u"USD"_s << 1.05
        << QDate(2026, 12, 1);
}

void TestExchangeRate::parsesEcbDailyRates()
{
    QFETCH(QByteArray, xml);
    QFETCH(QString, currency);
    QFETCH(double, rate);
    QFETCH(QDate, date);
    const auto r = parseEcbDailyRates(xml, u"eurofxref-daily.xml"_s, currency);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
    QCOMPARE(r.value().base, u"EUR"_s);
    QCOMPARE(r.value().quote, currency);
    QCOMPARE(r.value().rate, rate);
    QCOMPARE(r.value().date, date);
    QCOMPARE(r.value().origin, ExchangeRate::Origin::Ecb);
}

void TestExchangeRate::rejectsBadDocuments_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("message");
    QTest::newRow("malformed") << ecbDocument(DailyCubes).replace("</Cube>\n</gesmes", "</Cub>\n</gesmes")
                               << u"rates.xml: invalid XML at line 13, column 7: "_s;
    QTest::newRow("truncated") << ecbDocument(DailyCubes).left(300) << u"rates.xml: invalid XML at line "_s;
    QTest::newRow("missing USD") << ecbDocument("<Cube time='2026-11-27'><Cube currency='JPY' rate='162.41'/></Cube>")
                                 << u"rates.xml: Cube/@currency: no rate for USD"_s;
    QTest::newRow("missing date") << ecbDocument("<Cube><Cube currency='USD' rate='1.08'/></Cube>")
                                  << u"rates.xml: Cube/@time: missing: the date of the rates"_s;
    QTest::newRow("bad date") << ecbDocument("<Cube time='27/11/2026'><Cube currency='USD' rate='1.08'/></Cube>")
                              << u"rates.xml: Cube/@time: \"27/11/2026\" is not a date (YYYY-MM-DD)"_s;
    QTest::newRow("bad rate") << ecbDocument("<Cube time='2026-11-27'><Cube currency='USD' rate='1,08'/></Cube>")
                              << u"rates.xml: Cube[@currency='USD']/@rate: \"1,08\" is not a positive number"_s;
    QTest::newRow("another XML document") << QByteArray("<html><body>Moved</body></html>")
                                          << u"rates.xml: html: not the European Central Bank's reference rates"_s;
    QTest::newRow("empty") << QByteArray() << u"rates.xml: "_s;
    // Found by fuzz_ecbrates (the huge-rate seed): converting with these gave infinite amounts.
    QTest::newRow("huge rate") << ecbDocument("<Cube time='2026-11-27'><Cube currency='USD' rate='1e308'/></Cube>")
                               << u"rates.xml: Cube[@currency='USD']/@rate: 1e308 is not a plausible rate (expected "_s;
    QTest::newRow("year 9999") << ecbDocument("<Cube time='9999-12-31'><Cube currency='USD' rate='1.08'/></Cube>")
                               << u"rates.xml: Cube/@time: 9999-12-31 is in the future"_s;
    const QByteArray nextWeek = QDate::currentDate().addDays(7).toString(Qt::ISODate).toLatin1();
    QTest::newRow("next week") << ecbDocument("<Cube time='" + nextWeek + "'><Cube currency='USD' rate='1.08'/></Cube>")
                               << u"rates.xml: Cube/@time: %1 is in the future"_s.arg(QString::fromLatin1(nextWeek));
    QTest::newRow("two USD rates") << ecbDocument(
        "<Cube time='2026-11-27'><Cube currency='USD' rate='1.08'/><Cube currency='USD' rate='0.5'/></Cube>")
                                   << u"rates.xml: Cube[@currency='USD']: a second rate for USD"_s;
    QTest::newRow("tiny rate")
        << ecbDocument("<Cube time='2026-11-27'><Cube currency='USD' rate='1e-320'/></Cube>")
        << u"rates.xml: Cube[@currency='USD']/@rate: 1e-320 is not a plausible rate (expected "_s;
}

void TestExchangeRate::rejectsBadDocuments()
{
    QFETCH(QByteArray, xml);
    QFETCH(QString, message);
    const auto r = parseEcbDailyRates(xml, u"rates.xml"_s);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().toString().startsWith(message), qPrintable(r.error().toString()));
}

void TestExchangeRate::converts_data()
{
    QTest::addColumn<double>("amount");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<double>("expected");
    // 1 EUR = 1.0876 USD (ECB, 2026-11-27).
    QTest::newRow("USD to EUR") << 491.84 << u"USD"_s << u"EUR"_s << 491.84 / 1.0876;
    QTest::newRow("EUR to USD") << 100.0 << u"EUR"_s << u"USD"_s << 108.76;
    QTest::newRow("same currency") << 42.0 << u"USD"_s << u"USD"_s << 42.0;
    QTest::newRow("not linked") << 42.0 << u"USD"_s << u"GBP"_s << -1.0;
}

void TestExchangeRate::converts()
{
    QFETCH(double, amount);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(double, expected);
    const ExchangeRate r { u"EUR"_s, u"USD"_s, 1.0876, QDate(2026, 11, 27), ExchangeRate::Origin::Ecb, {} };
    const auto v = r.convert(amount, from, to);
    QCOMPARE(v.has_value(), expected >= 0);
    if (v)
        QVERIFY(std::abs(*v - expected) < 1e-9);
}

void TestExchangeRate::formatsConvertedAmounts_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("display");
    QTest::addColumn<bool>("manual");
    QTest::addColumn<QString>("text");
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    const QLocale fr(QLocale::French, QLocale::France);
    // $491.84 / 1.0876 = €452.225…
    QTest::newRow("en, ECB") << en << u"EUR"_s << false << u"€452.23 at 1 € = $1.0876 (ECB, 11/27/2026)"_s;
    QTest::newRow("en, typed") << en << u"EUR"_s << true << u"€452.23 at 1 € = $1.0876 (typed by hand, 11/27/2026)"_s;
    QTest::newRow("fr, ECB") << fr << u"EUR"_s << false
                             << u"452,23\u00a0€ at 1 € = 1,0876\u00a0$ US (ECB, 27/11/2026)"_s;
    QTest::newRow("no conversion") << en << u"USD"_s << false << u"$491.84"_s;
}

void TestExchangeRate::formatsConvertedAmounts()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, display);
    QFETCH(bool, manual);
    QFETCH(QString, text);
    ExchangeRate r { u"EUR"_s, u"USD"_s, 1.0876, QDate(2026, 11, 27), ExchangeRate::Origin::Ecb, {} };
    if (manual)
        r = manualExchangeRate(u"EUR"_s, u"USD"_s, 1.0876, QDate(2026, 11, 27)).value();
    QCOMPARE(Formatter(locale, display).convertedMoney(491.84, u"USD"_s, r), text);
}

void TestExchangeRate::refusesImpossibleManualRates()
{
    QVERIFY(!manualExchangeRate(u"USD"_s, u"EUR"_s, -1).ok());
    QVERIFY(!manualExchangeRate(u"USD"_s, u"USD"_s, 1).ok());
}

void TestExchangeRate::fetchesFromALocalServer_data()
{
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<double>("rate");
    QTest::addColumn<QString>("error");
    QTest::newRow("daily rates") << FeedFixtures::httpResponse(200, "OK", ecbDocument(DailyCubes)) << 1.0876
                                 << QString();
    QTest::newRow("503") << FeedFixtures::httpResponse(503, "Service Unavailable", "busy") << 0.0
                         << u"the server answered HTTP 503 Service Unavailable"_s;
    QTest::newRow("HTML instead") << FeedFixtures::httpResponse(200, "OK", "<html><p>maintenance</p></html>") << 0.0
                                  << u"html: not the European Central Bank's reference rates"_s;
}

void TestExchangeRate::fetchesFromALocalServer()
{
    QFETCH(QByteArray, answer);
    QFETCH(double, rate);
    QFETCH(QString, error);
    FeedFixtures::CannedServer server(FeedFixtures::answer(answer));
    const QUrl url = server.url(u"/eurofxref-daily.xml"_s);
    ExchangeRateUpdater updater;
    QSignalSpy finished(&updater, &ExchangeRateUpdater::finished);
    updater.start(url);
    QVERIFY(finished.wait(10000));
    const auto update = finished.first().first().value<ExchangeRateUpdate>();
    QCOMPARE(update.rate.has_value(), error.isEmpty());
    if (update.rate) {
        QCOMPARE(update.rate->rate, rate);
        QCOMPARE(update.rate->date, QDate(2026, 11, 27));
    } else {
        QVERIFY2(update.error.startsWith(url.toDisplayString() + u": "_s), qPrintable(update.error));
        QVERIFY2(update.error.contains(error), qPrintable(update.error));
    }
}

QTEST_GUILESS_MAIN(TestExchangeRate)
#include "tst_exchangerate.moc"
