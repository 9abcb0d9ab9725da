#include "io/scenariofile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Kova;
using namespace Qt::StringLiterals;

// Saving a scenario is atomic: a failed save leaves the previous file as it was and says so.
class TestScenarioFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void savedScenarioReadsBackEqual_data();
    void savedScenarioReadsBackEqual();
    void savedShippedScenarioIsItsFileByteForByte_data();
    void savedShippedScenarioIsItsFileByteForByte();
    void savedHandWrittenScenarioKeepsItsKeysAndTheEdit_data();
    void savedHandWrittenScenarioKeepsItsKeysAndTheEdit();
    void failedSaveKeepsThePreviousFile_data();
    void failedSaveKeepsThePreviousFile();
    void newerFormatVersionIsRefusedByName();
};

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

enum class Fault { ReadOnlyFolder, FileSizeLimit, MissingFolder, TargetIsAFolder };

// Saves in a child process under the fault (a file size limit or a dropped root privilege must not
// touch the test process) and returns the error text the save reported, empty when it succeeded.
QString saveInChild(const Scenario& s, const QString& path, Fault fault, bool* childOk)
{
    int fds[2];
    if (pipe(fds) != 0)
        return u"pipe failed"_s;
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        if (fault == Fault::FileSizeLimit) {
            std::signal(SIGXFSZ, SIG_IGN); // write() then fails with EFBIG instead of killing the process
            const rlimit limit { 256, 256 };
            setrlimit(RLIMIT_FSIZE, &limit);
        }
        if (fault == Fault::ReadOnlyFolder && geteuid() == 0) {
            // Root writes into read-only folders: become an ordinary user so permissions apply.
            if (setgid(65534) != 0 || setuid(65534) != 0)
                _exit(3);
        }
        const auto error = saveScenarioFile(s, path);
        const QByteArray text = error ? error->toString().toUtf8() : QByteArray();
        const bool written = write(fds[1], text.constData(), size_t(text.size())) == text.size();
        close(fds[1]);
        _exit(written ? 0 : 4);
    }
    close(fds[1]);
    QByteArray text;
    char buffer[4096];
    for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) > 0;)
        text.append(buffer, n);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    *childOk = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return QString::fromUtf8(text);
}

} // namespace

void TestScenarioFile::savedScenarioReadsBackEqual_data()
{
    QTest::addColumn<QString>("example");
    QTest::newRow("seed") << u"seed-h100-72h.kova.json"_s;
    QTest::newRow("llama 70b") << u"llama-70b-pretrain.kova.json"_s;
    QTest::newRow("lora 13b") << u"lora-13b-a100.kova.json"_s;
}

void TestScenarioFile::savedScenarioReadsBackEqual()
{
    QFETCH(QString, example);
    const auto original = loadScenario(QStringLiteral(KOVA_SOURCE_DIR) + u"/resources/scenarios/"_s + example);
    QVERIFY(original.ok());
    QTemporaryDir dir;
    const QString path = dir.filePath(example);
    const auto error = saveScenarioFile(original.value(), path);
    QVERIFY2(!error, qPrintable(error ? error->toString() : QString()));
    const auto reloaded = loadScenario(path);
    QVERIFY2(reloaded.ok(), qPrintable(reloaded.ok() ? QString() : reloaded.error().toString()));
    QVERIFY(reloaded.value() == original.value());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { example });
}

void TestScenarioFile::savedShippedScenarioIsItsFileByteForByte_data()
{
    savedScenarioReadsBackEqual_data();
}

// The shipped files are written in the contract's order: read and saved again, nothing moves.
void TestScenarioFile::savedShippedScenarioIsItsFileByteForByte()
{
    QFETCH(QString, example);
    const QString source = QStringLiteral(KOVA_SOURCE_DIR) + u"/resources/scenarios/"_s + example;
    QTemporaryDir dir;
    const QString path = dir.filePath(example);
    QVERIFY(!saveScenarioFile(loadScenario(source).value(), path));
    QCOMPARE(QString::fromUtf8(readAll(path)), QString::fromUtf8(readAll(source)));
}

void TestScenarioFile::savedHandWrittenScenarioKeepsItsKeysAndTheEdit_data()
{
    QTest::addColumn<QByteArray>("written");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("every section, keys out of order") << QByteArray(R"({
  "name": "Sketch",
  "kova_scenario": 1,
  "mode": "on_demand",
  "cluster": { "gpus": 8, "offer": "kova-h100-sxm", "phases": [] },
  "model": { "params_b": 8 },
  "training": { "duration_hours": 10 },
  "storage": { "dataset_gb": 10, "checkpoint_volume_gb": 0, "retention_days": 0, "egress_gb": 0 },
  "interruptions": { "mtbi_hours": 0, "checkpoint_write_min": 2, "restart_min": 10 }
})") << QByteArray(R"({
  "kova_scenario": 1,
  "name": "Sketch",
  "model": {
    "params_b": 8
  },
  "training": {
    "duration_hours": 10
  },
  "cluster": {
    "offer": "kova-h100-sxm",
    "gpus": 16,
    "phases": []
  },
  "mode": "on_demand",
  "interruptions": {
    "mtbi_hours": 0,
    "checkpoint_write_min": 2,
    "restart_min": 10
  },
  "storage": {
    "checkpoint_volume_gb": 0,
    "retention_days": 0,
    "dataset_gb": 10,
    "egress_gb": 0
  }
}
)");
    // No phases, interruptions or storage written: none is added, not even empty.
    QTest::newRow("sections left out") << QByteArray(R"({
  "kova_scenario": 1,
  "name": "Sketch",
  "model": { "params_b": 13 },
  "training": { "tokens_b": 200 },
  "cluster": { "offer": "kova-h100-sxm", "gpus": 8 },
  "mode": "on_demand"
})") << QByteArray(R"({
  "kova_scenario": 1,
  "name": "Sketch",
  "model": {
    "params_b": 13
  },
  "training": {
    "tokens_b": 200
  },
  "cluster": {
    "offer": "kova-h100-sxm",
    "gpus": 16
  },
  "mode": "on_demand"
}
)");
    // The cluster's network, written out of order: after the offer and the GPUs, its two keys in order.
    QTest::newRow("stated network") << QByteArray(R"({
  "kova_scenario": 1,
  "name": "Sketch",
  "model": { "params_b": 13 },
  "training": { "tokens_b": 200 },
  "cluster": { "network": { "gbps_per_gpu": 400, "fabric": "efa" }, "offer": "kova-h100-sxm", "gpus": 8 },
  "mode": "on_demand"
})") << QByteArray(R"({
  "kova_scenario": 1,
  "name": "Sketch",
  "model": {
    "params_b": 13
  },
  "training": {
    "tokens_b": 200
  },
  "cluster": {
    "offer": "kova-h100-sxm",
    "gpus": 16,
    "network": {
      "fabric": "efa",
      "gbps_per_gpu": 400
    }
  },
  "mode": "on_demand"
}
)");
    // Keys this version does not know, of every shape, kept as written after the known ones; the arrays of scalars
    // (strings with commas, quotes, escapes and line breaks, numbers, literals) one element per line.
    QTest::newRow("unknown keys") << QByteArray(R"({
  "kova_scenario": 1,
  "x_samples": [3, 0.1, -2.5e-300, 1e300, true, null, "a, b", "say \"hi\"\n", "\u00e9t\u00e9", []],
  "name": "Sketch",
  "model": { "params_b": 13, "x_note": ["one", { "b": 2, "a": [1, [2, 3]] }] },
  "training": { "tokens_b": 200 },
  "cluster": { "offer": "kova-h100-sxm", "gpus": 8 },
  "mode": "on_demand"
})") << QByteArray(R"({
  "kova_scenario": 1,
  "name": "Sketch",
  "model": {
    "params_b": 13,
    "x_note": [
      "one",
      {
        "a": [
          1,
          [
            2,
            3
          ]
        ],
        "b": 2
      }
    ]
  },
  "training": {
    "tokens_b": 200
  },
  "cluster": {
    "offer": "kova-h100-sxm",
    "gpus": 16
  },
  "mode": "on_demand",
  "x_samples": [
    3,
    0.1,
    -2.5e-300,
    1e+300,
    true,
    null,
    "a, b",
    "say \"hi\"\n",
    "été",
    []
  ]
}
)");
}

// A file that leaves the model's shape and the choices to their defaults, edited once and saved: the keys in
// the contract's order, the edit, and none of the values reading fills in.
void TestScenarioFile::savedHandWrittenScenarioKeepsItsKeysAndTheEdit()
{
    QFETCH(QByteArray, written);
    QFETCH(QByteArray, expected);
    auto read = parseScenario(written, u"sketch.kova.json"_s);
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().toString()));
    Scenario s = read.value();
    s.cluster.gpus = 16;
    QTemporaryDir dir;
    const QString path = dir.filePath(u"sketch.kova.json"_s);
    QVERIFY(!saveScenarioFile(s, path));
    QCOMPARE(QString::fromUtf8(readAll(path)), QString::fromUtf8(expected));
    QVERIFY(loadScenario(path).value() == s);
}

void TestScenarioFile::failedSaveKeepsThePreviousFile_data()
{
    QTest::addColumn<int>("fault");
    QTest::addColumn<QString>("says");
    QTest::newRow("read-only folder") << int(Fault::ReadOnlyFolder) << u"the previous file is unchanged"_s;
    QTest::newRow("disk full (file size limit)") << int(Fault::FileSizeLimit) << u"the previous file is unchanged"_s;
    QTest::newRow("missing folder") << int(Fault::MissingFolder) << u"nothing was written"_s;
    QTest::newRow("target is a folder") << int(Fault::TargetIsAFolder) << u"the previous file is unchanged"_s;
}

void TestScenarioFile::failedSaveKeepsThePreviousFile()
{
    QFETCH(int, fault);
    QFETCH(QString, says);
    QTemporaryDir tmp;
    QVERIFY(QFile::setPermissions(
        tmp.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
    const QString folder = tmp.filePath(u"scenarios"_s);
    QVERIFY(QDir().mkdir(folder));
    QString path = folder + u"/run.kova.json"_s;
    const Scenario before = defaultScenario();
    const auto first = saveScenarioFile(before, path);
    QVERIFY2(!first, qPrintable(first ? first->toString() : QString()));
    const QByteArray previous = readAll(path);
    QVERIFY(previous.size() > 256); // larger than the file size limit below

    switch (Fault(fault)) {
    case Fault::ReadOnlyFolder:
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
        break;
    case Fault::MissingFolder:
        path = folder + u"/missing/run.kova.json"_s;
        break;
    case Fault::TargetIsAFolder:
        path = folder + u"/folder.kova.json"_s;
        QVERIFY(QDir().mkdir(path));
        break;
    case Fault::FileSizeLimit:
        break;
    }
    Scenario after = before;
    after.name = u"Edited: this save must not reach the disk"_s;
    bool childOk = false;
    const QString error = saveInChild(after, path, Fault(fault), &childOk);
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QVERIFY(childOk);
    QVERIFY2(error.startsWith(path + u": could not save ("_s), qPrintable(error));
    QVERIFY2(error.endsWith(says), qPrintable(error));
    QCOMPARE(readAll(folder + u"/run.kova.json"_s), previous);
    QStringList expected { u"run.kova.json"_s };
    if (Fault(fault) == Fault::TargetIsAFolder)
        expected.prepend(u"folder.kova.json"_s);
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name), expected);
}

void TestScenarioFile::newerFormatVersionIsRefusedByName()
{
    const auto parsed = parseScenario(R"({"kova_scenario": 7, "model": {"params_b": 8}})", u"future.kova.json"_s);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().file, u"future.kova.json"_s);
    QCOMPARE(parsed.error().key, u"kova_scenario"_s);
    QCOMPARE(
        parsed.error().problem, u"format version 7 is newer than this program understands (1); update Kova Planner"_s);
}

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
