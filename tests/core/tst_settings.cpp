#include "sources/exchangerate.h"
#include "sources/feedlist.h"
#include "sources/settings.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using namespace Kova;
using namespace Qt::StringLiterals;

namespace {

// One setting seen through its typed getter and setter, as a QVariant so that a table can hold them all.
struct Accessor
{
    std::function<QVariant(const Settings&)> get;
    std::function<bool(Settings&, const QVariant&)> set;
};

QStringList texts(const QList<QUrl>& urls)
{
    QStringList out;
    for (const QUrl& u : urls)
        out << u.toString(QUrl::FullyEncoded);
    return out;
}

QList<QUrl> urls(const QStringList& texts)
{
    QList<QUrl> out;
    for (const QString& t : texts)
        out << QUrl(t);
    return out;
}

const QHash<QString, Accessor> Accessors {
    { u"feeds"_s,
        { [](const Settings& s) { return QVariant(texts(s.feeds())); },
            [](Settings& s, const QVariant& v) { return s.setFeeds(urls(v.toStringList())); } } },
    { u"display currency"_s,
        { [](const Settings& s) { return QVariant(s.displayCurrency()); },
            [](Settings& s, const QVariant& v) { return s.setDisplayCurrency(v.toString()); } } },
    { u"rates URL"_s,
        { [](const Settings& s) { return QVariant(s.exchangeRatesUrl().toString()); },
            [](Settings& s, const QVariant& v) { return s.setExchangeRatesUrl(QUrl(v.toString())); } } },
    { u"language"_s,
        { [](const Settings& s) { return QVariant(s.language()); },
            [](Settings& s, const QVariant& v) { return s.setLanguage(v.toString()); } } },
    { u"prepared by"_s,
        { [](const Settings& s) { return QVariant(s.reportPreparedBy()); },
            [](Settings& s, const QVariant& v) { return s.setReportPreparedBy(v.toString()); } } },
    { u"organisation"_s,
        { [](const Settings& s) { return QVariant(s.reportOrganisation()); },
            [](Settings& s, const QVariant& v) { return s.setReportOrganisation(v.toString()); } } },
    { u"paper"_s,
        { [](const Settings& s) { return QVariant(s.reportPaper()); },
            [](Settings& s, const QVariant& v) { return s.setReportPaper(v.toString()); } } },
    { u"window geometry"_s,
        { [](const Settings& s) { return QVariant(s.windowGeometry()); },
            [](Settings& s, const QVariant& v) { return s.setWindowGeometry(v.toByteArray()); } } },
    { u"window state"_s,
        { [](const Settings& s) { return QVariant(s.windowState()); },
            [](Settings& s, const QVariant& v) { return s.setWindowState(v.toByteArray()); } } },
};

// What the file holds under `key`, in the type the setting is compared in.
QVariant onDisk(const QString& file, const QString& key, const QVariant& like)
{
    const QVariant raw = QSettings(file, QSettings::IniFormat).value(key);
    if (like.typeId() == QMetaType::QStringList)
        return raw.toStringList();
    if (like.typeId() == QMetaType::QByteArray)
        return raw.toByteArray();
    return raw.toString();
}

// A settings file as the versions before the Settings class wrote it: these keys and formats are the
// users' files and must keep reading back.
const QByteArray OldFile = R"([General]
language=fr

[catalogue]
feeds=https://feeds.example.com/a.json, https://feeds.example.com/b.json

[display]
currency=EUR

[rates]
base=USD
quote=EUR
rate=0.92
date=2026-11-30
origin=manual
url_used=
source_url=https://rates.example.com/daily.xml

[report]
prepared_by=Ada Lovelace
organisation=Analytical Engines Ltd
paper=letter

[window]
geometry=@ByteArray(geometry bytes)
state=@ByteArray(state bytes)
)";

} // namespace

// The typed settings: every setting round-trips under its on-disk key, the defaults, the files written
// before the class existed, and a write refused by the file system.
class TestSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripsUnderItsKey_data();
    void roundTripsUnderItsKey();
    void readsTheFilesOfEarlierVersions_data();
    void readsTheFilesOfEarlierVersions();
    void exchangeRateRoundTrips();
    void defaultsOfAnEmptyFile();
    void ignoresUnusableValues();
    void reportsAWriteThatFailed();
    void leavesADamagedFileAsItIs();

private:
    QTemporaryDir m_dir;
    QString file(const char* name) const { return m_dir.filePath(QLatin1StringView(name)); }
};

void TestSettings::roundTripsUnderItsKey_data()
{
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("value");

    const QStringList feeds { u"https://feeds.example.com/a.json"_s, u"https://feeds.example.com/b.json?x=%C3%A9"_s };
    QTest::newRow("feeds") << u"feeds"_s << u"catalogue/feeds"_s << QVariant(feeds);
    QTest::newRow("display currency") << u"display currency"_s << u"display/currency"_s << QVariant(u"EUR"_s);
    QTest::newRow("rates URL") << u"rates URL"_s << u"rates/source_url"_s
                               << QVariant(u"https://rates.example.com/daily.xml"_s);
    QTest::newRow("language") << u"language"_s << u"language"_s << QVariant(u"fr"_s);
    QTest::newRow("prepared by") << u"prepared by"_s << u"report/prepared_by"_s << QVariant(u"Ada Lovelace"_s);
    QTest::newRow("organisation") << u"organisation"_s << u"report/organisation"_s << QVariant(u"Société X"_s);
    QTest::newRow("paper") << u"paper"_s << u"report/paper"_s << QVariant(u"letter"_s);
    QTest::newRow("window geometry") << u"window geometry"_s << u"window/geometry"_s
                                     << QVariant(QByteArray("\x01\xd9\xd0\xcb\x00\x03", 6));
    QTest::newRow("window state") << u"window state"_s << u"window/state"_s << QVariant(QByteArray("\xff\x00\x00", 3));
}

void TestSettings::roundTripsUnderItsKey()
{
    QFETCH(QString, setting);
    QFETCH(QString, key);
    QFETCH(QVariant, value);
    const QString path = m_dir.filePath(setting + u".ini"_s);
    {
        QSettings store(path, QSettings::IniFormat);
        Settings settings(store);
        QVERIFY(Accessors[setting].set(settings, value));
        QCOMPARE(Accessors[setting].get(settings), value);
    }
    QCOMPARE(onDisk(path, key, value), value);
    QSettings again(path, QSettings::IniFormat);
    QCOMPARE(Accessors[setting].get(Settings(again)), value);
}

void TestSettings::readsTheFilesOfEarlierVersions_data()
{
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QVariant>("value");

    QTest::newRow("feeds") << u"feeds"_s
                           << QVariant(QStringList {
                                  u"https://feeds.example.com/a.json"_s, u"https://feeds.example.com/b.json"_s });
    QTest::newRow("display currency") << u"display currency"_s << QVariant(u"EUR"_s);
    QTest::newRow("rates URL") << u"rates URL"_s << QVariant(u"https://rates.example.com/daily.xml"_s);
    QTest::newRow("language") << u"language"_s << QVariant(u"fr"_s);
    QTest::newRow("prepared by") << u"prepared by"_s << QVariant(u"Ada Lovelace"_s);
    QTest::newRow("organisation") << u"organisation"_s << QVariant(u"Analytical Engines Ltd"_s);
    QTest::newRow("paper") << u"paper"_s << QVariant(u"letter"_s);
    QTest::newRow("window geometry") << u"window geometry"_s << QVariant(QByteArray("geometry bytes"));
    QTest::newRow("window state") << u"window state"_s << QVariant(QByteArray("state bytes"));
}

void TestSettings::readsTheFilesOfEarlierVersions()
{
    QFETCH(QString, setting);
    QFETCH(QVariant, value);
    QFile old(file("old.conf"));
    QVERIFY(old.open(QIODevice::WriteOnly | QIODevice::Truncate));
    old.write(OldFile);
    old.close();
    QSettings store(old.fileName(), QSettings::IniFormat);
    QCOMPARE(Accessors[setting].get(Settings(store)), value);
}

void TestSettings::exchangeRateRoundTrips()
{
    QFile old(file("rate.conf"));
    QVERIFY(old.open(QIODevice::WriteOnly | QIODevice::Truncate));
    old.write(OldFile);
    old.close();
    QSettings store(old.fileName(), QSettings::IniFormat);
    Settings settings(store);
    const auto read = settings.exchangeRate();
    QVERIFY(read);
    QCOMPARE(read->base, u"USD"_s);
    QCOMPARE(read->quote, u"EUR"_s);
    QCOMPARE(read->rate, 0.92);
    QCOMPARE(read->date, QDate(2026, 11, 30));
    QCOMPARE(read->origin, ExchangeRate::Origin::Manual);

    const ExchangeRate fetched { u"EUR"_s, u"USD"_s, 1.0876, QDate(2026, 12, 1), ExchangeRate::Origin::Ecb,
        EcbDailyRatesUrl };
    QVERIFY(settings.setExchangeRate(fetched));
    QSettings again(old.fileName(), QSettings::IniFormat);
    QCOMPARE(again.value(u"rates/origin"_s).toString(), u"ecb"_s);
    QCOMPARE(again.value(u"rates/date"_s).toString(), u"2026-12-01"_s);
    const auto back = Settings(again).exchangeRate();
    QVERIFY(back);
    QCOMPARE(back->base, fetched.base);
    QCOMPARE(back->quote, fetched.quote);
    QCOMPARE(back->rate, fetched.rate);
    QCOMPARE(back->date, fetched.date);
    QCOMPARE(back->origin, fetched.origin);
    QCOMPARE(back->url, fetched.url);
}

void TestSettings::defaultsOfAnEmptyFile()
{
    QSettings store(file("empty.ini"), QSettings::IniFormat);
    const Settings settings(store);
    QVERIFY(settings.feeds().isEmpty());
    QVERIFY(!settings.exchangeRate());
    QCOMPARE(settings.displayCurrency(), u"USD"_s);
    QCOMPARE(settings.exchangeRatesUrl(), QUrl(EcbDailyRatesUrl));
    QVERIFY(settings.language().isEmpty());
    QVERIFY(settings.reportPreparedBy().isEmpty());
    QVERIFY(settings.reportOrganisation().isEmpty());
    QVERIFY(settings.reportPaper().isEmpty());
    QVERIFY(settings.windowGeometry().isEmpty());
    QVERIFY(settings.windowState().isEmpty());
}

void TestSettings::ignoresUnusableValues()
{
    QSettings store(file("unusable.ini"), QSettings::IniFormat);
    store.setValue(u"display/currency"_s, u"GBP"_s);
    store.setValue(u"rates/source_url"_s, u"http://exa mple.com/%zz"_s);
    store.setValue(u"catalogue/feeds"_s,
        QStringList { u"https://a.example/f.json"_s, u"https://a.example/f.json"_s, u"http://[bad"_s,
            u"javascript:alert(1)"_s, u"file:///etc/passwd"_s, u"http://feeds.example.com/plain.json"_s });
    store.setValue(u"rates/rate"_s, -3);
    const Settings settings(store);
    QCOMPARE(settings.displayCurrency(), u"USD"_s);
    QCOMPARE(settings.exchangeRatesUrl(), QUrl(EcbDailyRatesUrl));
    QCOMPARE(settings.feeds(), QList<QUrl> { QUrl(u"https://a.example/f.json"_s) });
    QVERIFY(!settings.exchangeRate());
}

void TestSettings::reportsAWriteThatFailed()
{
    // A configuration folder that cannot be made: its place is taken by a file (refused even to root,
    // who writes into read-only folders).
    QFile blocker(file("not-a-folder"));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QString path = blocker.fileName() + u"/kova.conf"_s;
    QSettings store(path, QSettings::IniFormat);
    Settings settings(store);
    QVERIFY(!settings.setDisplayCurrency(u"EUR"_s));
    QVERIFY(settingsNotSaved(settings).contains(path));
    const auto problem = FeedList(settings).add(QUrl(u"https://feeds.example.com/a.json"_s));
    QVERIFY(problem);
    QCOMPARE(problem->kind, FeedListProblem::Kind::NotSaved);
    QCOMPARE(problem->text, settingsNotSaved(settings));
}

// Issue 29: a settings file of random bytes was rewritten from QSettings' partial reading of it, then reported unsaved.
void TestSettings::leavesADamagedFileAsItIs()
{
    QByteArray noise;
    for (int i = 0; i < 3000; ++i)
        noise += char((i * 7919 + 13) % 256);
    const QString path = file("damaged.conf");
    QFile damaged(path);
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write(noise);
    damaged.close();
    QSettings store(path, QSettings::IniFormat);
    Settings settings(store);
    QVERIFY(!settings.setDisplayCurrency(u"EUR"_s));
    QCOMPARE(
        FeedList(settings).add(QUrl(u"https://feeds.example.com/a.json"_s))->kind, FeedListProblem::Kind::NotSaved);
    store.sync();
    QVERIFY(damaged.open(QIODevice::ReadOnly));
    QCOMPARE(damaged.readAll(), noise);
    const QString said = settingsNotSaved(settings);
    QVERIFY2(said.contains(path) && said.contains(u"damaged"_s), qPrintable(said));
}

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
