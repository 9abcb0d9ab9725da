#include "document/autosaver.h"
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "shell/mainwindow.h"
#include "sources/settings.h"
#include "tests/ui/messagebox.h"
#include "tests/ui/openfile.h"
#include "widgets/openfolder.h"

#include <KRecentFilesMenu>
#include <QAbstractButton>
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace Kova;

class TestFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void saveThenOpenGivesTheSameScenario_data();
    void saveThenOpenGivesTheSameScenario();
    void saveToAnUnwritablePlaceKeepsTheDocumentModified();
    void openedAndSavedFilesAreOfferedAgain();
    void droppedFilesOpenAsFromFileOpen();
    void examplesOpenAsCopiesWithoutAFile_data();
    void examplesOpenAsCopiesWithoutAFile();
    void openDialogsStartInTheLastFolderUsed_data();
    void openDialogsStartInTheLastFolderUsed();
    void failedSaveKeepsThePreviousFileAndSaysSo_data();
    void failedSaveKeepsThePreviousFileAndSaysSo();
    void copyOfARunningSessionIsNotStale();
    void copyNoSessionHoldsIsRecovered();
    void closedScenarioLeavesNothingToRecover();
    void unreadableCopyIsKeptAsideAndNamed_data();
    void unreadableCopyIsKeptAsideAndNamed();
    void copyOfAFileThatIsNowALinkToADeviceIsRecovered();
    void aFifoAmongTheAutosavesDoesNotHangTheStart();
};

namespace {

// Where KAutoSaveFile keeps the copies of this application.
QString autosaveFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u"/stalefiles/"_s
        + QCoreApplication::applicationName();
}

QStringList copiesIn(const QString& folder)
{
    QStringList out;
    for (const QString& name : QDir(folder).entryList(QDir::Files))
        if (!name.endsWith(u".lock"_s))
            out << folder + u'/' + name;
    return out;
}

// A session with one modified scenario, autosaved.
struct RunningSession
{
    explicit RunningSession(const QString& filePath = {})
    {
        doc.setFilePath(filePath);
        saver.watch(&doc);
        doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 24; });
        doc.edit(u"storage.dataset_gb"_s, [](Scenario& s) { s.storage.datasetGb = 1234; });
        QSignalSpy written(&saver, &Autosaver::written);
        saver.saveNow(&doc);
        QVERIFY(written.wait(20000));
        QVERIFY(written.last().at(1).toBool());
    }

    Autosaver saver;
    ScenarioDocument doc { embeddedCatalogue() };
};

} // namespace

void TestFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(autosaveFolder()).removeRecursively();
}

void TestFiles::saveThenOpenGivesTheSameScenario_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("egress");
    QTest::newRow("seed with egress") << 8 << 250.0;
    QTest::newRow("64 GPUs") << 64 << 0.0;
}

void TestFiles::saveThenOpenGivesTheSameScenario()
{
    QFETCH(int, gpus);
    QFETCH(double, egress);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"run.kova.json"_s);
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    doc->edit(u"cluster.gpus"_s, [&](Scenario& s) { s.cluster.gpus = gpus; });
    doc->edit(u"storage.egress_gb"_s, [&](Scenario& s) { s.storage.egressGb = egress; });
    QVERIFY(doc->isModified());
    QVERIFY(w.scenarios()->saveDocument(doc, path));
    QVERIFY(!doc->isModified());
    QCOMPARE(doc->filePath(), path);

    MainWindow other;
    QVERIFY(OpenFile::scenario(*other.scenarios(), path));
    QCOMPARE(other.scenarios()->documents().size(), 1); // the untouched new scenario was replaced
    QCOMPARE(other.scenarios()->currentDocument()->scenario(), doc->scenario());
    QCOMPARE(other.scenarios()->currentDocument()->scenario().cluster.gpus, gpus);
    QVERIFY(!other.scenarios()->currentDocument()->isModified());
}

void TestFiles::saveToAnUnwritablePlaceKeepsTheDocumentModified()
{
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    doc->edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 4; });
    MessageBox::whenShown(this, [](QMessageBox* box) { box->close(); });
    QVERIFY(!w.scenarios()->saveDocument(doc, u"/nonexistent-dir/x.kova.json"_s));
    QVERIFY(doc->isModified());
    QVERIFY(doc->filePath().isEmpty());
}

// File › Open Recent lists the files opened or saved last, most recent first, in this session and the next.
void TestFiles::openedAndSavedFilesAreOfferedAgain()
{
    QTemporaryDir dir;
    const QString opened = dir.filePath(u"opened.kova.json"_s), saved = dir.filePath(u"saved.kova.json"_s);
    QVERIFY(!saveScenarioFile(defaultScenario(), opened));
    {
        MainWindow w;
        auto* recent = w.findChild<KRecentFilesMenu*>();
        QVERIFY(recent);
        recent->clearRecentFiles();
        QVERIFY(OpenFile::scenario(*w.scenarios(), opened));
        QVERIFY(w.scenarios()->saveDocument(w.scenarios()->addDocument(defaultScenario()), saved));
        QCOMPARE(recent->recentFiles(), (QList<QUrl> { QUrl::fromLocalFile(saved), QUrl::fromLocalFile(opened) }));
    }
    MainWindow next;
    auto* recent = next.findChild<KRecentFilesMenu*>();
    QCOMPARE(recent->recentFiles(), (QList<QUrl> { QUrl::fromLocalFile(saved), QUrl::fromLocalFile(opened) }));
    Q_EMIT recent->aboutToShow();
    QAction* entry = recent->actions().value(1);
    QCOMPARE(entry->text(), u"&2 opened.kova.json"_s);
    QSignalSpy done(next.scenarios(), &OpenScenarios::opened);
    entry->trigger(); // read in the background, as File › Open does
    QVERIFY(done.wait(30000));
    QCOMPARE(next.scenarios()->currentDocument()->filePath(), opened);
}

void TestFiles::droppedFilesOpenAsFromFileOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"dropped.kova.json"_s);
    QVERIFY(!saveScenarioFile(defaultScenario(), path));
    MainWindow w;
    QMimeData mime;
    mime.setUrls({ QUrl::fromLocalFile(path) });
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    QVERIFY(enter.isAccepted());
    QSignalSpy done(w.scenarios(), &OpenScenarios::opened);
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &drop);
    QVERIFY(drop.isAccepted());
    QVERIFY(done.wait(30000));
    QCOMPARE(w.scenarios()->currentDocument()->filePath(), path);
    // Text that is no file is not taken.
    QMimeData text;
    text.setText(u"not a file"_s);
    QDragEnterEvent other(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    other.ignore();
    QApplication::sendEvent(&w, &other);
    QVERIFY(!other.isAccepted());
}

void TestFiles::examplesOpenAsCopiesWithoutAFile_data()
{
    QTest::addColumn<QString>("file");
    for (const QString& name : exampleScenarioFiles())
        QTest::newRow(qPrintable(name)) << name;
}

// File › Open Example lists every scenario shipped inside the program by its name; one opens in place of the
// untouched scratch scenario, without a file (Save asks where), and is not a recent file.
void TestFiles::examplesOpenAsCopiesWithoutAFile()
{
    QFETCH(QString, file);
    QCOMPARE(exampleScenarioFiles().size(), 4);
    const auto example = loadExampleScenario(file);
    QVERIFY2(example.ok(), qPrintable(example.ok() ? QString() : example.error().toString()));
    MainWindow w;
    auto* menu = w.findChild<QMenu*>(u"file_open_example"_s);
    QVERIFY(menu);
    QAction* action = nullptr;
    for (QAction* a : menu->actions())
        if (a->text() == example.value().name)
            action = a;
    QVERIFY2(action, qPrintable(example.value().name));
    QSignalSpy used(w.scenarios(), &OpenScenarios::fileUsed);
    action->trigger();
    QCOMPARE(w.scenarios()->documents().size(), 1);
    const ScenarioDocument* doc = w.scenarios()->currentDocument();
    QCOMPARE(doc->scenario(), example.value());
    QVERIFY(doc->filePath().isEmpty());
    QCOMPARE(used.count(), 0);
}

void TestFiles::openDialogsStartInTheLastFolderUsed_data()
{
    QTest::addColumn<QString>("remembered");
    QTest::newRow("nothing remembered") << u"nothing"_s;
    QTest::newRow("a folder remembered") << u"a folder"_s;
    QTest::newRow("a folder since removed") << u"removed"_s;
}

// File › Open starts in the folder a file was last opened from with it or Open Program, the user's Documents the
// first time or when that folder is gone, and remembers the folder of the file chosen.
void TestFiles::openDialogsStartInTheLastFolderUsed()
{
    QFETCH(QString, remembered);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QVERIFY(QDir().mkpath(documents));
    QTemporaryDir last;
    rememberOpenFolder(last.filePath(u"earlier.kova.json"_s));
    QCOMPARE(Settings().openFolder(), QFileInfo(last.path()).absoluteFilePath());
    QString expected = documents;
    if (remembered == "nothing"_L1) {
        Settings().setOpenFolder(QString());
        QCOMPARE(Settings().openFolder(), QString());
    } else if (remembered == "a folder"_L1) {
        expected = QFileInfo(last.path()).absoluteFilePath();
    } else {
        QVERIFY(last.remove());
    }
    QTemporaryDir chosenFolder;
    const QString chosen = chosenFolder.filePath(u"chosen.kova.json"_s);
    QVERIFY(!saveScenarioFile(defaultScenario(), chosen));
    MainWindow w;
    QString shown;
    QString unexpectedMessage;
    QTimer answer;
    answer.setInterval(20);
    // Answers until the dialog is gone: selectFile() leaves the file name alone while its field has the focus.
    connect(&answer, &QTimer::timeout, this, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            unexpectedMessage = box->text();
            box->reject();
        } else if (auto* fileDialog = qobject_cast<QFileDialog*>(modal)) {
            if (shown.isEmpty())
                shown = fileDialog->directory().absolutePath();
            if (QWidget* focused = fileDialog->focusWidget())
                focused->clearFocus();
            fileDialog->selectFile(chosen);
            static_cast<QDialog*>(fileDialog)->accept(); // QFileDialog::accept(), which reads the chosen file
        }
    });
    answer.start();
    QSignalSpy opened(w.scenarios(), &OpenScenarios::opened);
    w.scenarios()->open();
    QVERIFY(!opened.isEmpty() || opened.wait(30000));
    answer.stop();
    QCOMPARE(unexpectedMessage, QString());
    QCOMPARE(shown, expected);
    QCOMPARE(openFolder(), QFileInfo(chosenFolder.path()).absoluteFilePath());
}

void TestFiles::failedSaveKeepsThePreviousFileAndSaysSo_data()
{
    QTest::addColumn<QString>("fault");
    QTest::newRow("disk full (file size limit)") << u"file size limit"_s;
    QTest::newRow("read-only folder") << u"read-only folder"_s;
    QTest::newRow("a folder in the way") << u"folder"_s;
}

// Save, edit, then save again under a fault: the window says the save failed and that the previous file
// is unchanged, the file is byte for byte the first save, and the edit stays unsaved.
void TestFiles::failedSaveKeepsThePreviousFileAndSaysSo()
{
    QFETCH(QString, fault);
    QTemporaryDir dir;
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    QString path = dir.filePath(u"run.kova.json"_s);
    if (fault == "folder"_L1) {
        path = dir.filePath(u"folder.kova.json"_s);
        QVERIFY(QDir().mkdir(path));
    } else {
        QVERIFY(w.scenarios()->saveDocument(doc, path));
    }
    auto bytes = [](const QString& file) {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<not a readable file>");
    };
    const QByteArray before = bytes(path);
    QVERIFY(before.size() > 256 || fault == "folder"_L1); // more than the file size limit below
    doc->edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 48; });

    QString message;
    Qt::TextFormat format = Qt::AutoText;
    MessageBox::whenShown(this, [&](QMessageBox* box) {
        message = box->text();
        format = box->textFormat();
        box->accept();
    });
    bool saved = true;
    if (fault == "file size limit"_L1) {
        rlimit old {};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN); // write() fails with EFBIG instead
        const rlimit small { 256, old.rlim_max };
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        saved = w.scenarios()->saveDocument(doc, path);
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, previousHandler);
    } else if (fault == "read-only folder"_L1) {
        QVERIFY(
            QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
        // Root writes anywhere: save as an ordinary user so that the permissions apply.
        const bool root = geteuid() == 0;
        QVERIFY(!root || seteuid(65534) == 0);
        saved = w.scenarios()->saveDocument(doc, path);
        QVERIFY(!root || seteuid(0) == 0);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    } else {
        saved = w.scenarios()->saveDocument(doc, path);
    }
    QVERIFY(!saved);
    QVERIFY2(message.startsWith(path + u": could not save ("_s), qPrintable(message));
    QVERIFY2(message.endsWith(u"; the previous file is unchanged"_s), qPrintable(message));
    QCOMPARE(format, Qt::PlainText);
    QCOMPARE(bytes(path), before);
    QVERIFY(doc->isModified());
    QCOMPARE(doc->scenario().cluster.gpus, 48);
    const QStringList left = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    QCOMPARE(left, QStringList { QFileInfo(path).fileName() }); // no temporary file left behind
}

// Another instance, here a second user of the same folder in this process, takes no copy whose session
// still runs, even when its lock is older than the minute after which QLockFile suspects a lock is stale.
void TestFiles::copyOfARunningSessionIsNotStale()
{
    const RunningSession running;
    const QStringList copies = copiesIn(autosaveFolder());
    QCOMPARE(copies.size(), 1);
    QFile lock(copies.first() + u".lock"_s);
    QVERIFY(lock.open(QIODevice::ReadWrite));
    QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addSecs(-600), QFileDevice::FileModificationTime));
    lock.close();
    QVERIFY(Autosaver::takeStale().empty());
    QCOMPARE(copiesIn(autosaveFolder()), copies);
}

// What a killed session leaves: a copy whose lock nobody holds any more.
void TestFiles::copyNoSessionHoldsIsRecovered()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"run.kova.json"_s);
    const QString left = autosaveFolder() + u"/left-by-a-killed-session"_s;
    Scenario edited;
    {
        const RunningSession session(file);
        edited = session.doc.scenario();
        QVERIFY(QFile::copy(copiesIn(autosaveFolder()).value(0), left));
    }
    QCOMPARE(copiesIn(autosaveFolder()), QStringList { left }); // the running session's own went with it
    {
        const std::vector<StaleAutosave> stale = Autosaver::takeStale();
        QCOMPARE(stale.size(), size_t(1));
        QVERIFY(stale.front().scenario.ok());
        QCOMPARE(stale.front().scenario.value(), edited);
        QCOMPARE(stale.front().originalPath, file);
    }
    QVERIFY(copiesIn(autosaveFolder()).isEmpty()); // taken, then discarded
}

void TestFiles::closedScenarioLeavesNothingToRecover()
{
    RunningSession session;
    QCOMPARE(copiesIn(autosaveFolder()).size(), 1);
    session.saver.forget(&session.doc);
    QVERIFY(copiesIn(autosaveFolder()).isEmpty());
    QVERIFY(QDir(autosaveFolder()).entryList(QDir::Files).isEmpty()); // nor its lock
}

void TestFiles::unreadableCopyIsKeptAsideAndNamed_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("torn") << u"torn"_s;
    // Read whole, /dev/zero exhausted the memory and aborted the window at every start; a FIFO hung it.
    QTest::newRow("a link to a device") << u"device"_s;
}

// Accepting the recovery restores what can be read and keeps the rest, in a folder the message names.
void TestFiles::unreadableCopyIsKeptAsideAndNamed()
{
    QFETCH(QString, kind);
    QVERIFY(QDir().mkpath(autosaveFolder()));
    QFile torn(autosaveFolder() + u"/torn"_s);
    if (kind == "torn"_L1) {
        QVERIFY(torn.open(QIODevice::WriteOnly));
        torn.write(R"({"kova_autosave": 1, "scenario": {"kova_scen)");
        torn.close();
    } else {
        QVERIFY(QFile::link(u"/dev/zero"_s, torn.fileName()));
    }
    QString warning;
    MessageBox::whenShown(this, [this, &warning](QMessageBox* box) {
        box->button(QMessageBox::Yes)->click(); // recover
        MessageBox::whenShown(this, [&warning](QMessageBox* box) {
            warning = box->text();
            box->accept();
        });
    });
    MainWindow w;
    QSignalSpy offered(w.scenarios(), &OpenScenarios::recoveryOffered);
    w.scenarios()->offerRecovery();
    QVERIFY(offered.wait(20000));
    const QString kept
        = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/unreadable-autosaves/torn"_s;
    QVERIFY2(warning.contains(kept), qPrintable(warning));
    QVERIFY(QFileInfo(kept).exists() || QFileInfo(kept).isSymLink());
    QVERIFY(!QFileInfo(torn.fileName()).exists() && !QFileInfo(torn.fileName()).isSymLink());
    QCOMPARE(w.scenarios()->documents().size(), 1); // the new scenario only
    QFile::remove(kept);
}

// KAutoSaveFile lists regular files only: a FIFO in its folder is neither opened (which would hang) nor offered.
void TestFiles::aFifoAmongTheAutosavesDoesNotHangTheStart()
{
    QVERIFY(QDir().mkpath(autosaveFolder()));
    const QString fifo = autosaveFolder() + u"/fifo"_s;
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(Autosaver::takeStale().empty());
    QFile::remove(fifo);
}

// A copy whose original file has become a link to /dev/zero: the copy is recovered, the original not read.
void TestFiles::copyOfAFileThatIsNowALinkToADeviceIsRecovered()
{
    QTemporaryDir dir;
    const QString origin = dir.filePath(u"now-a-device.kova.json"_s);
    QVERIFY(QFile::link(u"/dev/zero"_s, origin));
    QVERIFY(QDir().mkpath(autosaveFolder()));
    QFile copy(autosaveFolder() + u"/origin-device"_s);
    QVERIFY(copy.open(QIODevice::WriteOnly));
    Scenario s = defaultScenario();
    s.name = u"Recovered"_s;
    copy.write(QJsonDocument(
        QJsonObject { { "kova_autosave"_L1, 1 }, { "file"_L1, origin }, { "scenario"_L1, scenarioToJson(s) } })
            .toJson());
    copy.close();
    MessageBox::whenShown(this, [](QMessageBox* box) { box->button(QMessageBox::Yes)->click(); });
    MainWindow w;
    QSignalSpy offered(w.scenarios(), &OpenScenarios::recoveryOffered);
    w.scenarios()->offerRecovery();
    QVERIFY(offered.wait(20000));
    const auto recovered = [&w] {
        const QList<ScenarioDocument*> documents = w.scenarios()->documents();
        return std::any_of(documents.begin(), documents.end(),
            [](const ScenarioDocument* d) { return d->scenario().name == u"Recovered"_s; });
    };
    QTRY_VERIFY(recovered());
}

QTEST_MAIN(TestFiles)
#include "tst_files.moc"
