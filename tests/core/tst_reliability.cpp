#include "io/cataloguefile.h"
#include "io/guardedfile.h"
#include "io/jsonreader.h"
#include "io/scenariofile.h"
#include "model/interruptions.h"
#include "model/names.h"
#include "simulation/interruptionsimulation.h"
#include "simulation/spottrace.h"
#include "sources/pricehistory.h"
#include "text/format.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace Kova;
using namespace Qt::StringLiterals;

// Issue 18: what the program reads on paths it did not choose, the bounds of its computations, what it
// writes being readable again, and the price history under contention or damage.
class TestReliability : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void guardedReadRefusesWhatIsNotARegularFile_data();
    void guardedReadRefusesWhatIsNotARegularFile();
    void guardedReadTakesAFileAtTheLimit();
    void sameFileWhateverTheSpelling();
    void interruptionsThatNeverLetARunFinishAreOutOfLimit_data();
    void interruptionsThatNeverLetARunFinishAreOutOfLimit();
    void monteCarloDrawsGrowWithRunsAndInterruptions();
    void spotReplayStopsAtItsStepBudget();
    void spotReplayStopsWhenCancelled();
    void duplicateKeysAreRefusedByPath_data();
    void duplicateKeysAreRefusedByPath();
    void utf16IsToldItsEncoding();
    void aScenarioSavedLargeIsReadBack();
    void aScenarioTooLargeToReadBackIsNotSaved();
    void feedDatesInTheFutureAreRefused();
    void historyLockedPastTheTimeoutSaysSo();
    void damagedHistoryIsDetectedAndMovedAside();
    void titlesAreOneLineAndCutVisibly_data();
    void titlesAreOneLineAndCutVisibly();
    void controlCharactersAreEscapedForTheTerminal();
    void datesShowFourDigitYears();

private:
    QTemporaryDir m_dir;
};

void TestReliability::guardedReadRefusesWhatIsNotARegularFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("problem");
    const QString fifo = m_dir.filePath(u"fifo"_s);
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const QString link = m_dir.filePath(u"zero-link"_s);
    QVERIFY(QFile::link(u"/dev/zero"_s, link));
    QTest::newRow("device") << u"/dev/zero"_s << u"is not a regular file (a device)"_s;
    QTest::newRow("link to a device") << link << u"is not a regular file (a device)"_s;
    QTest::newRow("fifo") << fifo << u"is not a regular file (a named pipe)"_s;
    QTest::newRow("folder") << m_dir.path() << u"is a folder, not a file"_s;
    QTest::newRow("missing") << m_dir.filePath(u"none"_s) << u"does not exist"_s;
}

void TestReliability::guardedReadRefusesWhatIsNotARegularFile()
{
    QFETCH(QString, path);
    QFETCH(QString, problem);
    const auto read = readGuardedFile(path, 1024);
    QVERIFY(!read.ok());
    QCOMPARE(read.error().file, path);
    QCOMPARE(read.error().problem, problem);
}

void TestReliability::guardedReadTakesAFileAtTheLimit()
{
    const QString path = m_dir.filePath(u"limit"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(1024, 'x'));
    f.close();
    QCOMPARE(readGuardedFile(path, 1024).value().size(), 1024);
    const auto over = readGuardedFile(path, 1023);
    QVERIFY(!over.ok());
    QCOMPARE(over.error().problem, u"is too large (over 0 MB)"_s);
}

void TestReliability::sameFileWhateverTheSpelling()
{
    const QString path = m_dir.filePath(u"same.kova.json"_s);
    QVERIFY(saveScenarioFile(defaultScenario(), path) == std::nullopt);
    QVERIFY(QFile::link(path, m_dir.filePath(u"alias.pdf"_s)));
    QVERIFY(isSameFile(path, m_dir.filePath(u"alias.pdf"_s)));
    QVERIFY(isSameFile(path, m_dir.path() + u"/./../"_s + QFileInfo(m_dir.path()).fileName() + u"/same.kova.json"_s));
    QVERIFY(!isSameFile(path, m_dir.filePath(u"other.pdf"_s)));
}

void TestReliability::interruptionsThatNeverLetARunFinishAreOutOfLimit_data()
{
    QTest::addColumn<double>("mtbiHours");
    QTest::addColumn<double>("restartHours");
    QTest::addColumn<bool>("finishes");
    QTest::newRow("none") << 0.0 << 0.0 << true;
    QTest::newRow("the seed's, every 24 h") << 24.0 << 10.0 / 60 << true;
    QTest::newRow("every 0.001 h, 10 h restart: overflows") << 0.001 << 10.0 << false;
    QTest::newRow("every hour, 30 h restart: e^30") << 1.0 << 30.0 << false;
}

void TestReliability::interruptionsThatNeverLetARunFinishAreOutOfLimit()
{
    QFETCH(double, mtbiHours);
    QFETCH(double, restartHours);
    QFETCH(bool, finishes);
    InterruptionModel m;
    m.workHours = 72;
    m.intervalHours = 0.5;
    m.checkpointHours = 2.0 / 60;
    m.restartHours = restartHours;
    m.mtbiHours = mtbiHours;
    QCOMPARE(finishesWithinLimit(m), finishes);
}

void TestReliability::monteCarloDrawsGrowWithRunsAndInterruptions()
{
    InterruptionModel m;
    m.workHours = 100;
    m.intervalHours = 100;
    QCOMPARE(expectedDraws(m, 1000), 1000.0); // no interruption: one draw a run
    m.mtbiHours = 10;
    m.intervalHours = 1;
    QCOMPARE(expectedDraws(m, 1000), 1000.0 * (1.0 + expectedWallHours(m) / 10.0));
}

void TestReliability::spotReplayStopsAtItsStepBudget()
{
    SpotTrace trace { { 0, 1e6 }, { 1, 1 } };
    InterruptionModel run;
    run.workHours = 9e5;
    run.intervalHours = 0.01 / 60;
    const SpotReplay r = replaySpot(trace, run, 8, 2);
    QVERIFY(r.overBudget);
    QVERIFY(!r.finished);
    QVERIFY(r.workHoursDone < run.workHours);
}

void TestReliability::spotReplayStopsWhenCancelled()
{
    SpotTrace trace { { 0, 1e6 }, { 1, 1 } };
    InterruptionModel run;
    run.workHours = 9e5;
    run.intervalHours = 0.01 / 60;
    std::atomic_bool cancel { true };
    const SpotReplay r = replaySpot(trace, run, 8, 2, &cancel);
    QVERIFY(!r.overBudget);
    QVERIFY(!r.finished);
    QVERIFY(r.workHoursDone < 1000);
}

void TestReliability::duplicateKeysAreRefusedByPath_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("key");
    QTest::newRow("top level") << QByteArray(R"({"a": 1, "a": 2})") << u"a"_s;
    QTest::newRow("nested") << QByteArray(R"({"cluster": {"gpus": 8, "x": [1, {"y": "}"}], "gpus": 16}})")
                            << u"cluster.gpus"_s;
    QTest::newRow("in an array") << QByteArray(R"({"p": [{"n": 1}, {"n": 1, "n": 2}]})") << u"p[1].n"_s;
    QTest::newRow("escaped spelling") << QByteArray(R"({"ab": 1, "a\u0062": 2})") << u"ab"_s;
    QTest::newRow("a dotted key is not its nested twin") << QByteArray(R"({"a.b": 1, "a": {"b": 2}})") << QString();
    QTest::newRow("none") << QByteArray(R"({"a": {"b": 1}, "b": {"a": 1}, "c": [{"a": 1}, {"a": 2}]})") << QString();
}

void TestReliability::duplicateKeysAreRefusedByPath()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, key);
    const auto parsed = parseJsonObject(json, u"d.json"_s);
    QCOMPARE(parsed.ok(), key.isEmpty());
    if (!key.isEmpty()) {
        QCOMPARE(parsed.error().key, key);
        QCOMPARE(parsed.error().problem, u"duplicate key: it appears twice in the same object"_s);
    }
}

void TestReliability::utf16IsToldItsEncoding()
{
    const QString text = u"{\"kova_scenario\": 1}"_s;
    QByteArray le("\xff\xfe", 2);
    le.append(reinterpret_cast<const char*>(text.utf16()), text.size() * 2);
    const auto parsed = parseScenario(le, u"u.kova.json"_s);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().problem, u"the file is encoded in UTF-16, not UTF-8 as JSON requires; save it as UTF-8"_s);
}

// A scenario with an unknown key of many small arrays: indentation multiplies its size by about eight.
static Scenario largeScenario(qsizetype leaves)
{
    Scenario s = defaultScenario();
    QJsonArray notes;
    for (qsizetype i = 0; i < leaves; ++i)
        notes.append(QJsonArray { 1 });
    s.document.insert(u"notes"_s, notes);
    return s;
}

void TestReliability::aScenarioSavedLargeIsReadBack()
{
    const Scenario s = largeScenario(600'000); // 2.4 MB compact, over 16 MB indented
    QVERIFY(QJsonDocument(scenarioToJson(s)).toJson(QJsonDocument::Indented).size() > FileLimit::Scenario);
    const QString path = m_dir.filePath(u"large.kova.json"_s);
    QCOMPARE(saveScenarioFile(s, path), std::nullopt);
    const auto read = loadScenario(path);
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().toString()));
    QCOMPARE(read.value().document.value(u"notes"_s).toArray().size(), 600'000);
}

void TestReliability::aScenarioTooLargeToReadBackIsNotSaved()
{
    const QString path = m_dir.filePath(u"huge.kova.json"_s);
    Scenario s = defaultScenario();
    s.document.insert(u"notes"_s, QString(FileLimit::Scenario, u'x')); // over 16 MB even compact
    const auto problem = saveScenarioFile(s, path);
    QVERIFY(problem.has_value());
    QVERIFY2(problem->problem.contains(u"no Kova Planner could open again"_s), qPrintable(problem->problem));
    QVERIFY(!QFile::exists(path));
}

void TestReliability::feedDatesInTheFutureAreRefused()
{
    Catalogue c = embeddedCatalogue();
    const QDate tomorrow = QDate(2026, 12, 2);
    QCOMPARE(observedAfter(c, tomorrow, u"feed"_s), std::nullopt);
    c.offers[2].observed = QDate(9999, 12, 31);
    const auto e = observedAfter(c, tomorrow, u"feed"_s);
    QVERIFY(e.has_value());
    QCOMPARE(e->key, u"offers[2].observed"_s);
    QVERIFY(e->problem.startsWith(u"9999-12-31 is in the future (after 2026-12-02)"_s));
}

void TestReliability::historyLockedPastTheTimeoutSaysSo()
{
    const QString path = m_dir.filePath(u"locked.sqlite"_s);
    {
        PriceHistory first(path);
        QVERIFY(first.isOpen());
    }
    QSqlDatabase holder = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"holder"_s);
    holder.setDatabaseName(path);
    QVERIFY(holder.open());
    QSqlQuery(holder).exec(u"BEGIN EXCLUSIVE"_s);
    {
        PriceHistory h(path, 300);
        QVERIFY(!h.isOpen());
        QVERIFY2(h.lastError().contains(u"in use by another program"_s), qPrintable(h.lastError()));
        QVERIFY(!h.lastError().contains(u"already exists"_s));
        QVERIFY(!h.isDamaged());
    }
    QSqlQuery(holder).exec(u"ROLLBACK"_s);
    holder.close();
    holder = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"holder"_s);
    PriceHistory after(path, 300);
    QVERIFY2(after.isOpen(), qPrintable(after.lastError()));
}

void TestReliability::damagedHistoryIsDetectedAndMovedAside()
{
    const QString path = m_dir.filePath(u"damaged.sqlite"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("SQLite format 3\0", 16) + QByteArray(8000, '\xff'));
    f.close();
    {
        PriceHistory h(path, 300);
        QVERIFY(!h.isOpen());
        QVERIFY(h.isDamaged());
        QVERIFY2(h.lastError().contains(u"is damaged"_s), qPrintable(h.lastError()));
    }
    QString aside;
    QCOMPARE(PriceHistory::moveAside(path, &aside), std::nullopt);
    QVERIFY(aside.startsWith(path + u".damaged-"_s));
    QVERIFY(QFile::exists(aside));
    PriceHistory fresh(path, 300);
    QVERIFY2(fresh.isOpen(), qPrintable(fresh.lastError()));
    QVERIFY(fresh.record(embeddedCatalogue()) > 0);
}

void TestReliability::titlesAreOneLineAndCutVisibly_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("shown");
    QTest::newRow("short") << u"Seed run"_s << u"Seed run"_s;
    QTest::newRow("line breaks") << u"a\nb\r\n\tc"_s << u"a b c"_s;
    QTest::newRow("long") << QString(200, u'x') << QString(159, u'x') + u'…';
}

void TestReliability::titlesAreOneLineAndCutVisibly()
{
    QFETCH(QString, name);
    QFETCH(QString, shown);
    QCOMPARE(titleText(name), shown);
}

void TestReliability::controlCharactersAreEscapedForTheTerminal()
{
    QCOMPARE(terminalSafe(u"H100\x1b[2J\x07\nfake"_s + QChar(0) + u"\u0085é"_s),
        u"H100\\u001b[2J\\u0007\\u000afake\\u0000\\u0085é"_s);
}

void TestReliability::datesShowFourDigitYears()
{
    const Formatter en(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(en.date(QDate(9999, 12, 31)), u"12/31/9999"_s);
    QCOMPARE(en.date(QDate(2026, 11, 27)), u"11/27/2026"_s);
    const Formatter fr(QLocale(QLocale::French, QLocale::France));
    QCOMPARE(fr.date(QDate(9999, 12, 31)), u"31/12/9999"_s);
    // The stale-price warning of core/model uses the same rule.
    QCOMPARE(dateText(QDate(2024, 1, 5), QLocale(QLocale::English, QLocale::UnitedStates)), u"1/5/2024"_s);
}

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
