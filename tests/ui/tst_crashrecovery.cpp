#include "autosaver.h"
#include "io/scenariofile.h"
#include "mainwindow.h"
#include "scenariodocument.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Kova;
using namespace Qt::StringLiterals;

// The real kova-planner is killed with SIGKILL while a user edits (typed through its form by the
// KOVA_TEST_EDITS hook in app/main.cpp, on the offscreen platform); the next start offers to recover,
// and recovers exactly what had been autosaved, on top of the file it came from. The file itself is
// never touched by the autosave.
class TestCrashRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedWhileEditingIsRecovered_data();
    void killedWhileEditingIsRecovered();

private:
    QTemporaryDir m_home;
};

namespace {

const QString Program = QStringLiteral(KOVA_BINARY_DIR "/app/kova-planner");

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The autosaved copies in the folder, as scenarios (a copy that does not parse fails the test).
QList<Scenario> autosaved(const QString& folder)
{
    QList<Scenario> out;
    for (const QString& name : QDir(folder).entryList({ u"*.kova.json"_s }, QDir::Files)) {
        const auto s = loadScenario(folder + u'/' + name);
        if (!s)
            qFatal("a torn autosave: %s", qPrintable(s.error().toString()));
        out.append(s.value());
    }
    return out;
}

} // namespace

void TestCrashRecovery::initTestCase()
{
    QVERIFY2(QFile::exists(Program), "build kova-planner first");
    // The same settings and data folders for this process and the kova-planner it starts.
    for (const char* variable : { "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME" }) {
        const QString path = m_home.filePath(QString::fromLatin1(variable));
        QVERIFY(QDir().mkpath(path));
        qputenv(variable, path.toUtf8());
    }
    // As Kova::Cli::setUpApplication() names the real program, so that both use the same folders.
    QCoreApplication::setOrganizationName(u"Kova"_s);
    QCoreApplication::setOrganizationDomain(u"kova.example"_s);
    QCoreApplication::setApplicationName(u"kova-planner"_s);
    QCOMPARE(Autosaver::defaultDirectory(), m_home.filePath(u"XDG_DATA_HOME/Kova/kova-planner/autosave"_s));
}

void TestCrashRecovery::killedWhileEditingIsRecovered_data()
{
    QTest::addColumn<bool>("fromFile");
    QTest::addColumn<int>("editsBeforeKill");
    QTest::newRow("new scenario, killed after the first edit") << false << 1;
    QTest::newRow("opened file, killed after the third edit") << true << 3;
}

void TestCrashRecovery::killedWhileEditingIsRecovered()
{
    QFETCH(bool, fromFile);
    QFETCH(int, editsBeforeKill);
    const QString folder = Autosaver::defaultDirectory();
    QDir(folder).removeRecursively();
    QTemporaryDir work;
    const QString file = work.filePath(u"run.kova.json"_s);
    QVERIFY(QFile::copy(QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/seed-h100-72h.kova.json"), file));
    const QByteArray fileBefore = readAll(file);

    // What the user types, and the scenario it gives after each edit.
    const QString name = u"Crash <b>test</b> & co"_s;
    const QStringList edits { u"name="_s + name, u"cluster.gpus=24"_s, u"storage.dataset_gb=1234"_s, u"name=never"_s };
    Scenario expected = fromFile ? loadScenario(file).value() : defaultScenario(); // what the window shows
    QProcess planner;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"KOVA_TEST_EDITS"_s, edits.join(u';'));
    env.insert(u"KOVA_TEST_EDIT_MS"_s, u"2500"_s); // longer than the autosave's 1.5 s after a change
    planner.setProcessEnvironment(env);
    planner.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    planner.start(Program, fromFile ? QStringList { file } : QStringList {});
    QVERIFY2(planner.waitForStarted(), qPrintable(planner.errorString()));
    int edited = 0;
    while (edited < editsBeforeKill) {
        QVERIFY2(planner.waitForReadyRead(60000), "kova-planner did not report its edit");
        while (planner.canReadLine())
            if (planner.readLine().startsWith("edited "))
                ++edited;
    }
    expected.name = name;
    if (editsBeforeKill >= 2)
        expected.cluster.gpus = 24;
    if (editsBeforeKill >= 3)
        expected.storage.datasetGb = 1234;
    // Killed as soon as the autosave holds the last edit (1.5 s after it), before the next edit.
    QTRY_VERIFY_WITH_TIMEOUT(autosaved(folder) == QList<Scenario> { expected }, 20000);
    planner.kill(); // SIGKILL
    QVERIFY(planner.waitForFinished());
    QCOMPARE(planner.exitStatus(), QProcess::CrashExit);
    QCOMPARE(readAll(file), fileBefore); // autosaves never write the user's file

    // The next start: the window offers to recover, and the user accepts.
    QString offer;
    QTimer::singleShot(0, this, [&offer] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        offer = box->text();
        box->button(QMessageBox::Yes)->click();
    });
    MainWindow window;
    window.offerRecovery();
    // (Without the English translation loaded here, the plural reads "scenario(s)".)
    QVERIFY2(offer.startsWith(u"Kova Planner did not close properly last time. Recover 1 unsaved scenario"_s),
        qPrintable(offer));
    ScenarioDocument* recovered = window.documents().last();
    QCOMPARE(recovered->scenario(), expected);
    QVERIFY(recovered->isModified()); // recovered, not saved: the user decides
    QCOMPARE(recovered->filePath(), fromFile ? file : QString());
    QCOMPARE(readAll(file), fileBefore);
    // The killed session's copies are gone: nothing is offered twice.
    QVERIFY(window.autosaver()->pendingRecoveries().isEmpty());
}

QTEST_MAIN(TestCrashRecovery)
#include "tst_crashrecovery.moc"
