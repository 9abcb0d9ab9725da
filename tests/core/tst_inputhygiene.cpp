#include "io/cataloguefile.h"
#include "io/scenariofile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <functional>

using namespace Kova;
using namespace Qt::StringLiterals;

// Every number a scenario or a catalogue feed gives is checked before the engine sees it: NaN and
// infinities, negatives where meaningless and absurd magnitudes are refused with the file, the key and
// the problem. (tst_scenario covers the well-formed scenarios; this covers the hostile ones.)
class TestInputHygiene : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scenarioNumbersAreChecked_data();
    void scenarioNumbersAreChecked();
    void catalogueNumbersAreChecked_data();
    void catalogueNumbersAreChecked();
    void keysWithControlCharactersAreRefused_data();
    void keysWithControlCharactersAreRefused();
    void unreadableFilesAreRefusedByName_data();
    void unreadableFilesAreRefusedByName();
};

namespace {

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QJsonDocument::fromJson(f.readAll()).object();
}

// The document's text with the value at a dotted path replaced by raw JSON text (which may be a
// number JSON cannot hold, such as 1e400).
QByteArray withValue(QJsonObject doc, const QString& path, const QByteArray& raw)
{
    const QStringList keys = path.split(u'.');
    std::function<void(QJsonObject&, qsizetype)> set = [&](QJsonObject& o, qsizetype i) {
        if (i == keys.size() - 1) {
            o.insert(keys[i], u"@@VALUE@@"_s);
            return;
        }
        QJsonObject child = o.value(keys[i]).toObject();
        set(child, i + 1);
        o.insert(keys[i], child);
    };
    set(doc, 0);
    return QJsonDocument(doc).toJson(QJsonDocument::Compact).replace("\"@@VALUE@@\"", raw);
}

} // namespace

void TestInputHygiene::scenarioNumbersAreChecked_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("problem");
    auto row = [](const char* name, const QString& path, const QByteArray& raw, const QString& key,
                   const QString& problem) { QTest::newRow(name) << path << raw << key << problem; };
    row("params infinite", u"model.params_b"_s, "1e400", u"model.params_b"_s, u"expected a finite number"_s);
    row("params negative", u"model.params_b"_s, "-8", u"model.params_b"_s, u"-8 is out of range (0.001 to 100000)"_s);
    row("params zero", u"model.params_b"_s, "0", u"model.params_b"_s, u"0 is out of range (0.001 to 100000)"_s);
    row("params as text", u"model.params_b"_s, "\"8\"", u"model.params_b"_s, u"expected a number"_s);
    row("layers fractional", u"model.layers"_s, "31.5", u"model.layers"_s, u"expected a whole number"_s);
    row("layers absurd", u"model.layers"_s, "1e9", u"model.layers"_s, u"1000000000 is out of range (1 to 10000)"_s);
    row("hidden negative", u"model.hidden"_s, "-4096", u"model.hidden"_s, u"-4096 is out of range (1 to 1000000)"_s);
    row("hours negative", u"training.duration_hours"_s, "-72", u"training.duration_hours"_s,
        u"-72 is out of range (1e-06 to 1000000)"_s);
    row("hours infinite", u"training.duration_hours"_s, "-1e999", u"training.duration_hours"_s,
        u"expected a finite number"_s);
    row("batch zero", u"training.global_batch_tokens"_s, "0", u"training.global_batch_tokens"_s,
        u"0 is out of range (1 to 1e+12)"_s);
    row("mfu zero", u"training.mfu"_s, "0", u"training.mfu"_s, u"must be greater than 0"_s);
    row("mfu above one", u"training.mfu"_s, "1.5", u"training.mfu"_s, u"1.5 is out of range (0 to 1)"_s);
    row("tflops negative", u"training.achieved_tflops"_s, "-400", u"training.achieved_tflops"_s,
        u"-400 is out of range (1e-06 to 1000000)"_s);
    row("tensor parallel zero", u"training.tensor_parallel"_s, "0", u"training.tensor_parallel"_s,
        u"0 is out of range (1 to 1024)"_s);
    row("gpus negative", u"cluster.gpus"_s, "-8", u"cluster.gpus"_s, u"-8 is out of range (1 to 1000000)"_s);
    row("gpus absurd", u"cluster.gpus"_s, "1e15", u"cluster.gpus"_s, u"1e+15 is out of range (1 to 1000000)"_s);
    row("gpus fractional", u"cluster.gpus"_s, "7.5", u"cluster.gpus"_s, u"expected a whole number"_s);
    row("phase hours negative", u"cluster.phases"_s, R"([{"gpus": 1, "hours": -3}])", u"cluster.phases[0].hours"_s,
        u"-3 is out of range (0 to 1000000)"_s);
    row("phase gpus infinite", u"cluster.phases"_s, R"([{"gpus": 1e500, "hours": 3}])", u"cluster.phases[0].gpus"_s,
        u"expected a finite number"_s);
    row("mtbi negative", u"interruptions.mtbi_hours"_s, "-1", u"interruptions.mtbi_hours"_s,
        u"-1 is out of range (0 to 1000000)"_s);
    row("restart infinite", u"interruptions.restart_min"_s, "1e400", u"interruptions.restart_min"_s,
        u"expected a finite number"_s);
    row("interval zero", u"interruptions.checkpoint_interval_min"_s, "0", u"interruptions.checkpoint_interval_min"_s,
        u"0 is out of range (0.01 to 10000000)"_s);
    row("volume negative", u"storage.checkpoint_volume_gb"_s, "-500", u"storage.checkpoint_volume_gb"_s,
        u"-500 is out of range (0 to 1000000000)"_s);
    row("retention absurd", u"storage.retention_days"_s, "1e6", u"storage.retention_days"_s,
        u"1000000 is out of range (0 to 36500)"_s);
    row("egress infinite", u"storage.egress_gb"_s, "1e400", u"storage.egress_gb"_s, u"expected a finite number"_s);
    row("bid negative", u"spot.bid"_s, "-0.5", u"spot.bid"_s, u"-0.5 is out of range (0 to 100000)"_s);
    row("seed negative", u"seed"_s, "-1", u"seed"_s, u"-1 is out of range (0 to 9.007199255e+15)"_s);
    row("NaN", u"training.mfu"_s, "NaN", u"training.mfu"_s, u"expected a finite number"_s);
    row("Infinity", u"storage.dataset_gb"_s, "Infinity", u"storage.dataset_gb"_s, u"expected a finite number"_s);
    row("version fractional", u"kova_scenario"_s, "1.5", u"kova_scenario"_s, u"expected a whole number"_s);
}

void TestInputHygiene::scenarioNumbersAreChecked()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, raw);
    QFETCH(QString, key);
    QFETCH(QString, problem);
    const QJsonObject seed
        = readJson(QStringLiteral(KOVA_SOURCE_DIR) + u"/resources/scenarios/seed-h100-72h.kova.json"_s);
    QVERIFY(!seed.isEmpty());
    QVERIFY(parseScenario(withValue(seed, u"name"_s, "\"unchanged\""), u"ok.kova.json"_s).ok());
    const auto parsed = parseScenario(withValue(seed, path, raw), u"bad.kova.json"_s);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().file, u"bad.kova.json"_s);
    QCOMPARE(parsed.error().key, key);
    QCOMPARE(parsed.error().problem.left(problem.size()), problem); // infinities add the line and column
}

void TestInputHygiene::catalogueNumbersAreChecked_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QString>("problem");
    QTest::newRow("price negative") << u"prices.on_demand"_s << QByteArray("-1.68")
                                    << u"-1.68 is out of range (0.0001 to 10000)"_s;
    QTest::newRow("price zero") << u"prices.on_demand"_s << QByteArray("0") << u"0 is out of range (0.0001 to 10000)"_s;
    QTest::newRow("price infinite") << u"prices.on_demand"_s << QByteArray("1e400") << u"expected a finite number"_s;
    QTest::newRow("price absurd") << u"prices.on_demand"_s << QByteArray("1e9")
                                  << u"1000000000 is out of range (0.0001 to 10000)"_s;
    QTest::newRow("volume negative") << u"volume_per_gb_month"_s << QByteArray("-0.08")
                                     << u"-0.08 is out of range (0 to 100)"_s;
    QTest::newRow("gpus per node zero") << u"gpus_per_node"_s << QByteArray("0") << u"0 is out of range (1 to 64)"_s;
    QTest::newRow("network infinite") << u"network.gbps_per_gpu"_s << QByteArray("-1e999")
                                      << u"expected a finite number"_s;
}

void TestInputHygiene::catalogueNumbersAreChecked()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, raw);
    QFETCH(QString, problem);
    QJsonObject doc = readJson(QStringLiteral(KOVA_SOURCE_DIR) + u"/resources/catalogue.json"_s);
    QJsonArray offers = doc.value("offers"_L1).toArray();
    QVERIFY(!offers.isEmpty());
    // Put the bad value into the first offer, through a placeholder key at the top level.
    const QByteArray offerText = withValue(offers.first().toObject(), path, raw);
    offers.replace(0, u"@@OFFER@@"_s);
    doc.insert("offers"_L1, offers);
    const QByteArray text = QJsonDocument(doc).toJson(QJsonDocument::Compact).replace("\"@@OFFER@@\"", offerText);
    const auto parsed = parseCatalogue(text, u"feed"_s);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().file, u"feed"_s);
    QCOMPARE(parsed.error().key, u"offers[0]."_s + path);
    QCOMPARE(parsed.error().problem.left(problem.size()), problem); // infinities add the line and column
}

void TestInputHygiene::keysWithControlCharactersAreRefused_data()
{
    // Valid JSON that Qt does not look up consistently (found by fuzz_scenario): refused by name.
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("key");
    QTest::newRow("an escaped NUL after a known key")
        << QByteArray(R"({"kova_scenario": 1, "spot\u0000\u0000": {"trace": "t.csv"}})") << u"spot\\u0000\\u0000"_s;
    QTest::newRow("a raw NUL inside a nested key")
        << QByteArray("{\"kova_scenario\": 1, \"spot\": {\"\0bid\": 1}}", 41) << u"spot.\\u0000bid"_s;
    QTest::newRow("a tab in a key in an array")
        << QByteArray(R"({"kova_scenario": 1, "cluster": {"phases": [{"na\tme": "x"}]}})")
        << u"cluster.phases[0].na\\u0009me"_s;
}

void TestInputHygiene::keysWithControlCharactersAreRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, key);
    const auto parsed = parseScenario(json, u"odd.kova.json"_s);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().file, u"odd.kova.json"_s);
    QCOMPARE(parsed.error().key, key);
    QCOMPARE(parsed.error().problem, u"a key holds a control character (U+0000 to U+001F)"_s);
}

void TestInputHygiene::unreadableFilesAreRefusedByName_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("problemStart");
    // /dev/zero reports a size of 0 and never ends: reading it whole would exhaust the memory.
    QTest::newRow("endless device") << u"/dev/zero"_s << u"is not a regular file (a device)"_s;
    QTest::newRow("missing") << u"/nonexistent/run.kova.json"_s << u"does not exist"_s;
    QTest::newRow("a folder") << u"/"_s << u"is a folder, not a file"_s;
}

void TestInputHygiene::unreadableFilesAreRefusedByName()
{
    QFETCH(QString, path);
    QFETCH(QString, problemStart);
    const auto loaded = loadScenario(path);
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error().file, path);
    QVERIFY2(loaded.error().problem.startsWith(problemStart), qPrintable(loaded.error().problem));
}

QTEST_GUILESS_MAIN(TestInputHygiene)
#include "tst_inputhygiene.moc"
