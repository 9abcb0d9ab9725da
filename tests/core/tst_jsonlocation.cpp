#include "io/jsonlocation.h"
#include "io/scenariofile.h"

#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Where errors in a scenario's JSON text lie, for the source view to point at them.
class TestJsonLocation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keyPosition_data();
    void keyPosition();
    void offsetCountsCharactersNotBytes();
    void scenarioErrors_data();
    void scenarioErrors();
};

namespace {

const QByteArray Sample = R"({
  "cluster": {
    "gpus": 8,
    "phases": [
      { "gpus": 1 }
    ]
  },
  "training": { "mfu": 2 }
}
)";

} // namespace

void TestJsonLocation::keyPosition_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("nested key") << u"cluster.gpus"_s << 3 << 5;
    QTest::newRow("key inside an array element") << u"cluster.phases[0].gpus"_s << 5 << 9;
    QTest::newRow("array element") << u"cluster.phases[0]"_s << 5 << 7;
    QTest::newRow("key on a shared line") << u"training.mfu"_s << 8 << 17;
    QTest::newRow("missing key: its enclosing object") << u"training.lora_rank"_s << 8 << 3;
    QTest::newRow("missing section: the document") << u"model.params_b"_s << 1 << 1;
}

void TestJsonLocation::keyPosition()
{
    QFETCH(QString, key);
    QFETCH(int, line);
    QFETCH(int, column);
    const TextLocation at = locateKey(Sample, key);
    QCOMPARE(at.line, line);
    QCOMPARE(at.column, column);
    QCOMPARE(at.key, key);
}

void TestJsonLocation::offsetCountsCharactersNotBytes()
{
    const QByteArray text = u"{\n  \"name\": \"Zürich × 8\", x\n}"_s.toUtf8();
    const TextLocation at = locationOfOffset(text, text.indexOf('x'));
    QCOMPARE(at.line, 2);
    QCOMPARE(at.column, 25);
}

void TestJsonLocation::scenarioErrors_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("key");
    // The seed file as scenarioToBytes() writes it, as resources/scenarios/seed-h100-72h.kova.json is.
    QTest::newRow("value out of range") << u"\"gpus\": 8"_s << u"\"gpus\": 0"_s << 28 << 5 << u"cluster.gpus"_s;
    QTest::newRow("unknown choice") << u"\"sharding\": \"zero3\""_s << u"\"sharding\": \"zero9\""_s << 18 << 5
                                    << u"training.sharding"_s;
    QTest::newRow("syntax error after a key")
        << u"\"gpus\": 8,"_s << u"\"gpus\": 8,,"_s << 28 << 16 << u"cluster.gpus"_s;
}

void TestJsonLocation::scenarioErrors()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, key);
    QString text = QString::fromUtf8(scenarioToBytes(defaultScenario()));
    QVERIFY(text.contains(from));
    text.replace(from, to);
    const QByteArray bytes = text.toUtf8();
    const auto parsed = parseScenario(bytes, u"edited"_s);
    QVERIFY(!parsed.ok());
    const TextLocation at = locateInputError(bytes, parsed.error());
    QCOMPARE(at.key, key);
    QCOMPARE(at.line, line);
    QCOMPARE(at.column, column);
}

QTEST_GUILESS_MAIN(TestJsonLocation)
#include "tst_jsonlocation.moc"
