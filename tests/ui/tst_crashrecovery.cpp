#include "document/autosaver.h"
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "shell/mainwindow.h"
#include "tests/ui/messagebox.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Kova;
using namespace Qt::StringLiterals;

// The window, opened as kova-planner opens it in a process of its own (kova-window-driver, offscreen), is
// killed with SIGKILL while a user types into its form; the next start offers to recover, and recovers
// exactly what had been autosaved, on top of the file it came from. The file itself is never touched by
// the autosave, and another instance started while the first one runs offers nothing.
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

const QString Program = QStringLiteral(KOVA_BINARY_DIR "/tests/window/kova-window-driver");

// Where KAutoSaveFile keeps the copies of this application.
QString autosaveFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u"/stalefiles/"_s
        + QCoreApplication::applicationName();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The autosaved copies in the folder: each scenario and the file it came from (a copy that does not parse
// fails the test).
QList<std::pair<Scenario, QString>> autosaved(const QString& folder)
{
    QList<std::pair<Scenario, QString>> out;
    for (const QString& name : QDir(folder).entryList(QDir::Files)) {
        const QString path = folder + u'/' + name;
        const QByteArray bytes = readAll(path);
        if (name.endsWith(u".lock"_s) || bytes.isEmpty()) // a lock, or a copy just locked and not yet written
            continue;
        const QJsonObject copy = QJsonDocument::fromJson(bytes).object();
        const auto s = parseScenario(QJsonDocument(copy.value(u"scenario"_s).toObject()).toJson(), path);
        if (!s)
            qFatal("a torn autosave: %s", qPrintable(s.error().toString()));
        out.append({ s.value(), copy.value(u"file"_s).toString() });
    }
    return out;
}

} // namespace

void TestCrashRecovery::initTestCase()
{
    QVERIFY2(QFile::exists(Program), "build kova-window-driver first");
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
    QCOMPARE(autosaveFolder(), m_home.filePath(u"XDG_DATA_HOME/stalefiles/kova-planner"_s));
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
    const QString folder = autosaveFolder();
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
    planner.setProcessEnvironment(env);
    planner.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    // One edit every 2.5 s, longer than the autosave's 1.5 s after a change.
    QStringList arguments { u"--type"_s, edits.join(u';'), u"--type-every"_s, u"2500"_s };
    if (fromFile)
        arguments << file;
    planner.start(Program, arguments);
    QVERIFY2(planner.waitForStarted(), qPrintable(planner.errorString()));
    int edited = 0;
    while (edited < editsBeforeKill) {
        QVERIFY2(planner.waitForReadyRead(60000), "the window did not report its edit");
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
    const QList<std::pair<Scenario, QString>> copy { { expected, fromFile ? file : QString() } };
    QTRY_VERIFY_WITH_TIMEOUT(autosaved(folder) == copy, 20000);
    // Another instance started now, as this test process is, leaves the running session's copy alone.
    QVERIFY(Autosaver::takeStale().empty());
    QCOMPARE(autosaved(folder), copy);
    planner.kill(); // SIGKILL
    QVERIFY(planner.waitForFinished());
    QCOMPARE(planner.exitStatus(), QProcess::CrashExit);
    QCOMPARE(readAll(file), fileBefore); // autosaves never write the user's file

    // The next start: the window offers to recover, and the user accepts.
    QString offer;
    MessageBox::whenShown(this, [&offer](QMessageBox* box) {
        offer = box->text();
        box->button(QMessageBox::Yes)->click();
    });
    MainWindow window;
    QSignalSpy offered(window.scenarios(), &OpenScenarios::recoveryOffered);
    window.scenarios()->offerRecovery();
    QVERIFY(offered.wait(20000));
    // (Without the English translation loaded here, the plural reads "scenario(s)".)
    QVERIFY2(offer.startsWith(u"Kova Planner did not close properly last time. Recover 1 unsaved scenario"_s),
        qPrintable(offer));
    QVERIFY2(offer.contains(name), qPrintable(offer)); // the prompt names what it recovers
    if (fromFile)
        QVERIFY2(offer.contains(QDir::toNativeSeparators(file)), qPrintable(offer));
    // The recovered scenario replaces the untouched new one: no extra empty tab.
    QCOMPARE(window.scenarios()->documents().size(), 1);
    ScenarioDocument* recovered = window.scenarios()->documents().last();
    QCOMPARE(recovered->scenario(), expected);
    QVERIFY(recovered->isModified()); // recovered, not saved: the user decides
    QCOMPARE(recovered->filePath(), fromFile ? file : QString());
    QCOMPARE(readAll(file), fileBefore);
    // The killed session's copies are gone: nothing is offered twice.
    QVERIFY(Autosaver::takeStale().empty());
}

QTEST_MAIN(TestCrashRecovery)
#include "tst_crashrecovery.moc"
