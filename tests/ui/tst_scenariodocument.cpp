#include "document/scenariodocument.h"
#include "io/cataloguefile.h"

#include <QSignalSpy>
#include <QTest>
#include <cmath>

using namespace Qt::StringLiterals;
using namespace Kova;

class TestScenarioDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void estimateIsCoresEstimate_data();
    void estimateIsCoresEstimate();
    void dragOfOneFieldIsOneUndoStep();
    void separateEditsAreSeparateUndoSteps();
    void burstOfEditsIsRecomputedOnce();
    void rejectedValueKeepsLastEstimateAndNamesField();
    void interruptionsThatNeverFinishKeepTheLastFiniteEstimate();
};

void TestScenarioDocument::estimateIsCoresEstimate_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("hours");
    QTest::addColumn<int>("mode");
    QTest::newRow("seed 8x72h interruptible") << 8 << 72.0 << int(PurchaseMode::Interruptible);
    QTest::newRow("16x36h on-demand") << 16 << 36.0 << int(PurchaseMode::OnDemand);
    QTest::newRow("1x10h interruptible") << 1 << 10.0 << int(PurchaseMode::Interruptible);
}

void TestScenarioDocument::estimateIsCoresEstimate()
{
    QFETCH(int, gpus);
    QFETCH(double, hours);
    QFETCH(int, mode);
    ScenarioDocument doc(embeddedCatalogue());
    QVERIFY(doc.edit(u"cluster.gpus"_s, [&](Scenario& s) { s.cluster.gpus = gpus; }));
    QVERIFY(doc.edit(u"training.duration_hours"_s, [&](Scenario& s) { s.training.durationHours = hours; }));
    QVERIFY(doc.edit(u"mode"_s, [&](Scenario& s) { s.mode = PurchaseMode(mode); }));
    doc.recomputeNow();
    const Estimate expected = estimate(doc.scenario(), embeddedCatalogue()).value();
    QCOMPARE(doc.estimate().gpus, gpus);
    QCOMPARE(doc.estimate().modes.size(), expected.modes.size());
    for (int i = 0; i < expected.modes.size(); ++i)
        QCOMPARE(doc.estimate().modes[i].total, expected.modes[i].total);
}

void TestScenarioDocument::dragOfOneFieldIsOneUndoStep()
{
    ScenarioDocument doc(embeddedCatalogue());
    const int before = doc.scenario().cluster.gpus;
    const QList<int> drag { 9, 12, 16, 24, 32 };
    bool continuing = false;
    for (int g : drag) {
        doc.edit(u"cluster.gpus"_s, [g](Scenario& s) { s.cluster.gpus = g; }, continuing);
        continuing = true;
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.scenario().cluster.gpus, 32);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().cluster.gpus, before);
    doc.undoStack()->redo();
    QCOMPARE(doc.scenario().cluster.gpus, 32);
}

void TestScenarioDocument::separateEditsAreSeparateUndoSteps()
{
    ScenarioDocument doc(embeddedCatalogue());
    doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; });
    doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 32; });
    // A continuing edit of another field starts its own step.
    doc.edit(u"storage.dataset_gb"_s, [](Scenario& s) { s.storage.datasetGb = 800; }, true);
    QCOMPARE(doc.undoStack()->count(), 3);
    QVERIFY(doc.isModified());
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().storage.datasetGb, 400.0);
    QCOMPARE(doc.scenario().cluster.gpus, 32);
}

void TestScenarioDocument::burstOfEditsIsRecomputedOnce()
{
    ScenarioDocument doc(embeddedCatalogue());
    QSignalSpy spy(&doc, &ScenarioDocument::estimateChanged);
    for (int g = 9; g <= 20; ++g)
        doc.edit(u"cluster.gpus"_s, [g](Scenario& s) { s.cluster.gpus = g; }, g > 9);
    QCOMPARE(spy.count(), 0);
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(doc.estimate().gpus, 20);
}

void TestScenarioDocument::rejectedValueKeepsLastEstimateAndNamesField()
{
    ScenarioDocument doc(embeddedCatalogue());
    const double total = doc.estimate().mode(PurchaseMode::Interruptible)->total;
    QSignalSpy rejected(&doc, &ScenarioDocument::inputRejected);
    QVERIFY(!doc.edit(u"training.mfu"_s, [](Scenario& s) { s.training.mfu = 0.0; }));
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.at(0).at(0).toString(), u"training.mfu"_s);
    QVERIFY(!rejected.at(0).at(1).toString().isEmpty());
    QVERIFY(doc.rejection(u"training.mfu"_s).has_value());
    QCOMPARE(doc.undoStack()->count(), 0);
    doc.recomputeNow();
    QCOMPARE(doc.estimate().mode(PurchaseMode::Interruptible)->total, total);
    QVERIFY(doc.edit(u"training.mfu"_s, [](Scenario& s) { s.training.mfu = 0.5; }));
    QVERIFY(!doc.rejection(u"training.mfu"_s).has_value());
}

// MTBI 0.001 h with a 10 h restart once showed $inf and "inf h": the window keeps the last finite estimate
// and names the field.
void TestScenarioDocument::interruptionsThatNeverFinishKeepTheLastFiniteEstimate()
{
    ScenarioDocument doc(embeddedCatalogue());
    const double total = doc.estimate().mode(PurchaseMode::Interruptible)->total;
    QSignalSpy rejected(&doc, &ScenarioDocument::inputRejected);
    doc.edit(u"interruptions.mtbi_hours"_s, [](Scenario& s) {
        s.interruptions.mtbiHours = 0.001;
        s.interruptions.restartMin = 600;
    });
    doc.recomputeNow();
    QVERIFY(rejected.count() >= 1);
    QCOMPARE(rejected.last().at(0).toString(), u"interruptions.mtbi_hours"_s);
    QVERIFY(rejected.last().at(1).toString().contains(u"would never finish"_s));
    QCOMPARE(doc.estimate().mode(PurchaseMode::Interruptible)->total, total);
    for (const ModeEstimate& m : doc.estimate().modes)
        QVERIFY(std::isfinite(m.total) && std::isfinite(m.wallHours));
}

QTEST_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
