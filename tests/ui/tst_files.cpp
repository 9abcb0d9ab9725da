#include "autosaver.h"
#include "io/cataloguefile.h"
#include "mainwindow.h"
#include "scenariodocument.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <csignal>
#include <sys/resource.h>
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
    void failedSaveKeepsThePreviousFileAndSaysSo_data();
    void failedSaveKeepsThePreviousFileAndSaysSo();
    void autosaveIsRecoveredAfterACrash();
    void cleanCloseLeavesNothingToRecover();
};

void TestFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
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
    ScenarioDocument* doc = w.currentDocument();
    doc->edit(u"cluster.gpus"_s, [&](Scenario& s) { s.cluster.gpus = gpus; });
    doc->edit(u"storage.egress_gb"_s, [&](Scenario& s) { s.storage.egressGb = egress; });
    QVERIFY(doc->isModified());
    QVERIFY(w.saveDocument(doc, path));
    QVERIFY(!doc->isModified());
    QCOMPARE(doc->filePath(), path);

    MainWindow other;
    QVERIFY(other.openFile(path));
    QCOMPARE(other.documents().size(), 1); // the untouched new scenario was replaced
    QCOMPARE(other.currentDocument()->scenario(), doc->scenario());
    QCOMPARE(other.currentDocument()->scenario().cluster.gpus, gpus);
    QVERIFY(!other.currentDocument()->isModified());
}

void TestFiles::saveToAnUnwritablePlaceKeepsTheDocumentModified()
{
    MainWindow w;
    ScenarioDocument* doc = w.currentDocument();
    doc->edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 4; });
    QTimer::singleShot(200, [] {
        if (QWidget* box = QApplication::activeModalWidget())
            box->close();
    });
    QVERIFY(!w.saveDocument(doc, u"/nonexistent-dir/x.kova.json"_s));
    QVERIFY(doc->isModified());
    QVERIFY(doc->filePath().isEmpty());
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
    ScenarioDocument* doc = w.currentDocument();
    QString path = dir.filePath(u"run.kova.json"_s);
    if (fault == "folder"_L1) {
        path = dir.filePath(u"folder.kova.json"_s);
        QVERIFY(QDir().mkdir(path));
    } else {
        QVERIFY(w.saveDocument(doc, path));
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
    QTimer::singleShot(0, this, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
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
        saved = w.saveDocument(doc, path);
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, previousHandler);
    } else if (fault == "read-only folder"_L1) {
        QVERIFY(
            QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
        // Root writes anywhere: save as an ordinary user so that the permissions apply.
        const bool root = geteuid() == 0;
        QVERIFY(!root || seteuid(65534) == 0);
        saved = w.saveDocument(doc, path);
        QVERIFY(!root || seteuid(0) == 0);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    } else {
        saved = w.saveDocument(doc, path);
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

void TestFiles::autosaveIsRecoveredAfterACrash()
{
    QTemporaryDir dir;
    Scenario edited;
    {
        Autosaver saver(dir.path());
        ScenarioDocument doc(embeddedCatalogue());
        saver.watch(&doc);
        doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 24; });
        doc.edit(u"storage.dataset_gb"_s, [](Scenario& s) { s.storage.datasetGb = 1234; });
        QVERIFY(saver.saveNow(&doc));
        edited = doc.scenario();
        // The process dies here: nobody calls forget().
    }
    Autosaver next(dir.path());
    const QList<Autosaver::Recovery> pending = next.pendingRecoveries();
    QCOMPARE(pending.size(), 1);
    const auto recovered = Autosaver::recover(pending.first());
    QVERIFY(recovered.ok());
    QCOMPARE(recovered.value(), edited);
    QCOMPARE(recovered.value().storage.datasetGb, 1234.0);
    Autosaver::discard(pending.first());
    QVERIFY(next.pendingRecoveries().isEmpty());
}

void TestFiles::cleanCloseLeavesNothingToRecover()
{
    QTemporaryDir dir;
    {
        Autosaver saver(dir.path());
        ScenarioDocument doc(embeddedCatalogue());
        saver.watch(&doc);
        doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 24; });
        QVERIFY(saver.saveNow(&doc));
        QCOMPARE(Autosaver(dir.path()).pendingRecoveries().size(), 1);
        saver.forget(&doc);
    }
    QVERIFY(Autosaver(dir.path()).pendingRecoveries().isEmpty());
}

QTEST_MAIN(TestFiles)
#include "tst_files.moc"
