#include "autosaver.h"
#include "mainwindow.h"
#include "scenariodocument.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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
