#include "tests/fuzz/fuzzhttp.h"
#include "tests/fuzz/fuzzprogram.h"
#include "tests/fuzz/fuzzproperties.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// Every seed of the fuzz corpora and every input a fuzzer found (tests/fuzz/regressions/<target>/,
// one file each, named after what it broke) goes through the fuzz targets' properties in the normal
// suite, so a fixed finding stays fixed even where no fuzzer runs.
class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scenarioInputs_data() { addInputs(u"fuzz_scenario"_s); }
    void scenarioInputs();
    void catalogueInputs_data() { addInputs(u"fuzz_catalogue"_s); }
    void catalogueInputs();
    void ecbRatesInputs_data() { addInputs(u"fuzz_ecbrates"_s); }
    void ecbRatesInputs();
    void spotTraceInputs_data() { addInputs(u"fuzz_spottrace"_s); }
    void spotTraceInputs();
    void tracePathInputs_data() { addInputs(u"fuzz_tracepath"_s); }
    void tracePathInputs();
    void settingsInputs_data() { addInputs(u"fuzz_settings"_s); }
    void settingsInputs();
    void skyPilotInputs_data() { addInputs(u"fuzz_skypilot"_s); }
    void skyPilotInputs();
    void programInputs_data() { addInputs(u"fuzz_program"_s); }
    void programInputs();
    void httpAnswerInputs_data() { addInputs(u"fuzz_httpanswer"_s); }
    void httpAnswerInputs();

private:
    static void addInputs(const QString& target);
    QTemporaryDir m_dir;
};

void TestFuzzRegressions::addInputs(const QString& target)
{
    QTest::addColumn<QString>("path");
    int rows = 0;
    for (const QString& folder : { u"corpus"_s, u"regressions"_s }) {
        QDirIterator it(QStringLiteral(KOVA_SOURCE_DIR) + u"/tests/fuzz/"_s + folder + u'/' + target, QDir::Files);
        while (it.hasNext()) {
            const QString path = it.next();
            QTest::newRow(qPrintable(folder + u'/' + it.fileName())) << path;
            ++rows;
        }
    }
    QVERIFY2(rows >= 5, "the seed corpus is missing");
}

static QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void TestFuzzRegressions::scenarioInputs()
{
    QFETCH(QString, path);
    const char* violation = KovaFuzz::scenarioViolation(bytesOf(path));
    QVERIFY2(!violation, violation);
}

void TestFuzzRegressions::catalogueInputs()
{
    QFETCH(QString, path);
    const char* violation = KovaFuzz::catalogueViolation(bytesOf(path));
    QVERIFY2(!violation, violation);
}

void TestFuzzRegressions::ecbRatesInputs()
{
    QFETCH(QString, path);
    const char* violation = KovaFuzz::ecbRatesViolation(bytesOf(path));
    QVERIFY2(!violation, violation);
}

void TestFuzzRegressions::spotTraceInputs()
{
    QFETCH(QString, path);
    const char* violation = KovaFuzz::spotTraceViolation(bytesOf(path));
    QVERIFY2(!violation, violation);
}

void TestFuzzRegressions::tracePathInputs()
{
    QFETCH(QString, path);
    static const bool made = (KovaFuzz::makeTracePathFixture(m_dir.filePath(u"traces"_s)), true);
    Q_UNUSED(made);
    const char* violation = KovaFuzz::tracePathViolation(bytesOf(path), m_dir.filePath(u"traces"_s));
    QVERIFY2(!violation, violation);
}

void TestFuzzRegressions::settingsInputs()
{
    QFETCH(QString, path);
    const char* violation = KovaFuzz::settingsViolation(bytesOf(path), m_dir.path());
    QVERIFY2(!violation, violation);
}

void TestFuzzRegressions::skyPilotInputs()
{
    QFETCH(QString, path);
    const char* violation = KovaFuzz::skyPilotViolation(bytesOf(path));
    QVERIFY2(!violation, violation);
}

void TestFuzzRegressions::programInputs()
{
    QFETCH(QString, path);
    const char* violation = KovaFuzz::programViolation(bytesOf(path));
    QVERIFY2(!violation, violation);
}

void TestFuzzRegressions::httpAnswerInputs()
{
    QFETCH(QString, path);
    const char* violation = KovaFuzz::httpAnswerViolation(bytesOf(path));
    QVERIFY2(!violation, violation);
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
