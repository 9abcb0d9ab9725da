#include "charts/chartgrid.h"
#include "charts/modecostchart.h"
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "models/offertablemodel.h"
#include "panels/costpanel.h"
#include "panels/offerspanel.h"
#include "panels/planpanel.h"
#include "panels/scenarioform.h"
#include "shell/mainwindow.h"
#include "sources/settings.h"
#include "tests/ui/openfile.h"
#include "tests/ui/windowparts.h"
#include "text/format.h"
#include "text/language.h"
#include "text/plannaming.h"
#include "text/planwording.h"
#include "widgets/valuefield.h"

#include <QApplication>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFormLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QWheelEvent>
#include <numeric>
#include <qtestwheel.h>

using namespace Qt::StringLiterals;
using namespace Kova;
using namespace WindowParts;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void titleIsTheApplicationName();
    void helpMenuOffersAbout();
    void standardActionsKeepKovaTextsAndEveryKey_data();
    void standardActionsKeepKovaTextsAndEveryKey();
    void everyShortcutBelongsToOneAction_data();
    void everyShortcutBelongsToOneAction();
    void undoKeyInANumberBoxUndoesTheScenarioEdit();
    void gpuArrowsAndSliderStepOverCountsNotInWholeNodes();
    void gpuSliderStepsOverCountsNotInWholeParallelGroups_data();
    void gpuSliderStepsOverCountsNotInWholeParallelGroups();
    void gestureIsOneUndoStep_data();
    void gestureIsOneUndoStep();
    void spinBoxEditUpdatesChartsAndSlider_data();
    void spinBoxEditUpdatesChartsAndSlider();
    void invalidValueShowsErrorAtTheField();
    void fieldsKeepAFileValueBeyondTheirSlider_data();
    void fieldsKeepAFileValueBeyondTheirSlider();
    void warningFocusesItsInput();
    void disabledCheckpointIntervalShowsNoValueOfAnotherScenario();
    void wheelOverTheFormScrollsItWithoutEditing_data();
    void wheelOverTheFormScrollsItWithoutEditing();
    void choosingAnOfferRowSetsTheOffer();
    void planIsAppliedInOneUndoStep();
    void applyRenamesTheScenarioOnlyWhenAsked_data();
    void applyRenamesTheScenarioOnlyWhenAsked();
    void planFoundForAnotherRunIsNotApplied_data();
    void planFoundForAnotherRunIsNotApplied();
    void costSummarySaysWhyTheRangeIsWider_data();
    void costSummarySaysWhyTheRangeIsWider();
    void planPanelShowsTradeOffsAndExplainsAnEmptyResult();
    void everyControlHasAnAccessibleName();
    void memoryAndFailureInputsEditTheScenario();
    void newScenarioCountsHardwareFailures();
};

namespace {

// Finds the cheapest plan within 24 h in the Plan panel, as Find plan does, and waits for it.
bool findPlanWithin24Hours(PlanPanel* plan)
{
    plan->setDeadline(24);
    QSignalSpy ready(plan, &PlanPanel::planReady);
    plan->findPlan();
    return ready.wait(20000) && plan->bestPlan().has_value();
}

} // namespace

void TestMainWindow::titleIsTheApplicationName()
{
    QApplication::setApplicationDisplayName(u"Kova Planner"_s);
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.windowTitle().contains(u"Kova Planner"_s));
}

void TestMainWindow::helpMenuOffersAbout()
{
    MainWindow w;
    QStringList actions;
    for (QAction* menu : w.menuBar()->actions())
        for (QAction* a : menu->menu()->actions())
            actions << a->text();
    QVERIFY2(actions.contains(u"&About Kova Planner"_s), qPrintable(actions.join(u", "_s)));
    QVERIFY(actions.contains(u"&Undo"_s) || actions.contains(u"&Undo "_s) || actions.join(u"|"_s).contains(u"Undo"_s));
}

void TestMainWindow::standardActionsKeepKovaTextsAndEveryKey_data()
{
    QTest::addColumn<QString>("name"); // KStandardActions' object name
    QTest::addColumn<QKeySequence::StandardKey>("command");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QKeySequence>("kdeKey");
    QTest::newRow("new") << u"file_new"_s << QKeySequence::New << u"&New Scenario"_s << QKeySequence(u"Ctrl+N"_s);
    QTest::newRow("open") << u"file_open"_s << QKeySequence::Open << u"&Open…"_s << QKeySequence(u"Ctrl+O"_s);
    QTest::newRow("save") << u"file_save"_s << QKeySequence::Save << u"&Save"_s << QKeySequence(u"Ctrl+S"_s);
    QTest::newRow("save as") << u"file_save_as"_s << QKeySequence::SaveAs << u"Save &As…"_s
                             << QKeySequence(u"Ctrl+Shift+S"_s);
    QTest::newRow("close") << u"file_close"_s << QKeySequence::Close << u"&Close Scenario"_s
                           << QKeySequence(u"Ctrl+W"_s);
    QTest::newRow("print") << u"file_print"_s << QKeySequence::Print << u"&Print…"_s << QKeySequence(u"Ctrl+P"_s);
    QTest::newRow("quit") << u"file_quit"_s << QKeySequence::Quit << u"&Quit"_s << QKeySequence(u"Ctrl+Q"_s);
    QTest::newRow("undo") << u"edit_undo"_s << QKeySequence::Undo << u"&Undo"_s << QKeySequence(u"Ctrl+Z"_s);
    QTest::newRow("redo") << u"edit_redo"_s << QKeySequence::Redo << u"&Redo"_s << QKeySequence(u"Ctrl+Shift+Z"_s);
}

// KDE's standard actions with Kova's own texts (translated with the rest of the window), KDE's keys and
// the platform's ones for the same command (Ctrl+Y redoes, as before).
void TestMainWindow::standardActionsKeepKovaTextsAndEveryKey()
{
    QFETCH(QString, name);
    QFETCH(QKeySequence::StandardKey, command);
    QFETCH(QString, text);
    QFETCH(QKeySequence, kdeKey);
    MainWindow w;
    auto* action = w.findChild<QAction*>(name);
    QVERIFY(action);
    QCOMPARE(action->text(), text);
    QCOMPARE(action->toolTip(), QAction(text).toolTip()); // not KDE's own words
    const QList<QKeySequence> keys = action->shortcuts();
    QVERIFY2(keys.contains(kdeKey), qPrintable(QKeySequence::listToString(keys)));
    for (const QKeySequence& key : QKeySequence::keyBindings(command))
        QVERIFY2(keys.contains(key), qPrintable(key.toString() + u" missing: "_s + QKeySequence::listToString(keys)));
}

void TestMainWindow::gestureIsOneUndoStep_data()
{
    // A script of gestures on the GPU count: "drag N" (N moves with the slider held), "moves N" (N slider
    // changes without a press, as a program or the benchmark makes them), "pageup N" (keys on the slider),
    // "arrows N" (spin box arrow steps), "type V" (a value typed and entered), "leave" (focus elsewhere).
    QTest::addColumn<QStringList>("gestures");
    QTest::addColumn<int>("steps");
    QTest::newRow("one drag") << QStringList { u"drag 20"_s } << 1;
    QTest::newRow("two separate drags") << QStringList { u"drag 10"_s, u"drag 10"_s } << 2;
    QTest::newRow("1,000 changes without a press") << QStringList { u"moves 1000"_s } << 1;
    QTest::newRow("slider keys") << QStringList { u"pageup 4"_s } << 1;
    QTest::newRow("slider keys, leave, keys") << QStringList { u"pageup 2"_s, u"leave"_s, u"pageup 2"_s } << 2;
    QTest::newRow("spin box arrows") << QStringList { u"arrows 5"_s } << 1;
    QTest::newRow("spin box typing") << QStringList { u"type 32"_s } << 1;
    QTest::newRow("two typed values") << QStringList { u"type 32"_s, u"type 64"_s } << 2;
    QTest::newRow("arrows then typing") << QStringList { u"arrows 3"_s, u"type 64"_s } << 2;
    QTest::newRow("drag then typing") << QStringList { u"drag 10"_s, u"type 100"_s } << 2;
}

void TestMainWindow::gestureIsOneUndoStep()
{
    QFETCH(QStringList, gestures);
    QFETCH(int, steps);
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    ValueField* field = form(w)->valueField(u"cluster.gpus"_s);
    QSlider* slider = field->slider();
    QDoubleSpinBox* spin = field->spinBox();
    const int start = doc->scenario().cluster.gpus;
    QList<int> before; // the GPU count before each gesture that changed it
    for (const QString& gesture : std::as_const(gestures)) {
        const QString verb = gesture.section(u' ', 0, 0);
        const int n = gesture.section(u' ', 1, 1).toInt();
        const int was = doc->scenario().cluster.gpus;
        if (verb == "drag"_L1) {
            slider->setFocus();
            slider->setSliderDown(true);
            for (int i = 0; i < n; ++i)
                slider->setValue(slider->value() + 10);
            slider->setSliderDown(false);
        } else if (verb == "moves"_L1) {
            for (int i = 0; i < n; ++i)
                slider->setValue(250 + (i * 37) % 500);
        } else if (verb == "pageup"_L1) {
            slider->setFocus();
            for (int i = 0; i < n; ++i)
                QTest::keyClick(slider, Qt::Key_PageUp);
        } else if (verb == "arrows"_L1) {
            spin->setFocus();
            for (int i = 0; i < n; ++i)
                QTest::keyClick(spin, Qt::Key_Up);
        } else if (verb == "type"_L1) {
            spin->setFocus();
            spin->selectAll();
            QTest::keyClicks(spin, QString::number(n));
            QTest::keyClick(spin, Qt::Key_Return);
            QCOMPARE(doc->scenario().cluster.gpus, n);
        } else if (verb == "leave"_L1) {
            form(w)->control(u"storage.dataset_gb"_s)->setFocus();
            QVERIFY(!slider->hasFocus());
        }
        if (doc->scenario().cluster.gpus != was)
            before.append(was);
    }
    const int finalGpus = doc->scenario().cluster.gpus;
    QVERIFY(finalGpus != start);
    QCOMPARE(doc->undoStack()->count(), steps);
    QCOMPARE(before.size(), steps);
    QCOMPARE(field->value(), double(finalGpus));

    // Each undo restores the value before its gesture, and the charts show core's estimate of it.
    for (int i = steps - 1; i >= 0; --i) {
        doc->undoStack()->undo();
        QCOMPARE(doc->scenario().cluster.gpus, before.at(i));
        QCOMPARE(field->value(), double(before.at(i)));
        QTRY_COMPARE(doc->estimate().gpus, before.at(i));
        QCOMPARE(charts(w)->modeCost()->barSet(PurchaseMode::Interruptible)->at(1), // the row after on demand
            centsShown(
                estimate(doc->scenario(), embeddedCatalogue()).value().mode(PurchaseMode::Interruptible)->total));
    }
    QCOMPARE(doc->scenario().cluster.gpus, start);
    QVERIFY(!doc->isModified());
    // After an undo a new gesture is a new step, never merged into the undone one.
    doc->undoStack()->redo();
    QCOMPARE(doc->scenario().cluster.gpus, before.value(1, finalGpus));
    slider->setValue(slider->value() + 100);
    QCOMPARE(doc->undoStack()->count(), 2);
    QCOMPARE(doc->undoStack()->index(), 2);
}

void TestMainWindow::everyShortcutBelongsToOneAction_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << u"en"_s;
    QTest::newRow("French") << u"fr"_s;
}

void TestMainWindow::everyShortcutBelongsToOneAction()
{
    QFETCH(QString, language);
    applyLanguage(language);
    const auto restore = qScopeGuard([] { applyLanguage(u"en"_s); });
    MainWindow w;
    QHash<QKeySequence, QString> owner;
    QStringList clashes;
    for (QAction* a : w.findChildren<QAction*>()) {
        for (const QKeySequence& key : a->shortcuts()) {
            const QString name = a->objectName().isEmpty() ? a->text() : a->objectName();
            if (owner.contains(key) && owner[key] != name)
                clashes << u"%1: %2 and %3"_s.arg(key.toString(), owner[key], name);
            owner.insert(key, name);
        }
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u"; "_s)));
    // Print keeps the platform's print key; Find Plan has a key of its own.
    QCOMPARE(owner.value(QKeySequence(QKeySequence::Print)), u"file_print"_s);
    QCOMPARE(owner.value(QKeySequence(QKeySequence::Find)), u"find_plan"_s);
}

void TestMainWindow::undoKeyInANumberBoxUndoesTheScenarioEdit()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    const int before = doc->scenario().cluster.gpus;
    QDoubleSpinBox* box = form(w)->valueField(u"cluster.gpus"_s)->spinBox();
    box->setFocus();
    QTRY_VERIFY(box->hasFocus());
    box->selectAll();
    QTest::keyClicks(box, u"32"_s);
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(doc->scenario().cluster.gpus, 32);
    QCOMPARE(doc->undoStack()->count(), 1);
    QTest::keyClick(box, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc->scenario().cluster.gpus, before);
    QCOMPARE(box->value(), double(before));
    QTest::keyClick(box, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc->scenario().cluster.gpus, 32);
}

void TestMainWindow::gpuArrowsAndSliderStepOverCountsNotInWholeNodes()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    ValueField* field = form(w)->valueField(u"cluster.gpus"_s);
    QCOMPARE(doc->scenario().cluster.gpus, 8); // the seed's one node of 8 H100
    field->spinBox()->setFocus();
    QTest::keyClick(field->spinBox(), Qt::Key_Up);
    QCOMPARE(doc->scenario().cluster.gpus, 16);
    QTest::keyClick(field->spinBox(), Qt::Key_Down);
    QTest::keyClick(field->spinBox(), Qt::Key_Down);
    QCOMPARE(doc->scenario().cluster.gpus, 4);
    // The slider, moved one step at a time, only ever lands on usable counts.
    QSlider* slider = field->slider();
    slider->setFocus();
    QSet<int> seen;
    for (int i = 0; i < 60; ++i) {
        QTest::keyClick(slider, Qt::Key_Right);
        seen.insert(doc->scenario().cluster.gpus);
    }
    for (int gpus : std::as_const(seen))
        QVERIFY2(gpus % 8 == 0 || 8 % gpus == 0, qPrintable(QString::number(gpus)));
    QCOMPARE_GT(seen.size(), 3);
    // A typed count is the user's: kept as typed.
    field->spinBox()->setFocus();
    field->spinBox()->selectAll();
    QTest::keyClicks(field->spinBox(), u"12"_s);
    QTest::keyClick(field->spinBox(), Qt::Key_Return);
    QCOMPARE(doc->scenario().cluster.gpus, 12);
}

void TestMainWindow::gpuSliderStepsOverCountsNotInWholeParallelGroups_data()
{
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<int>("pipelineParallel");
    // Groups of 16 span two of the seed's 8-GPU nodes; groups of 12 fit whole nodes only every 24 GPUs.
    QTest::newRow("tensor 8 × pipeline 2") << 8 << 2;
    QTest::newRow("tensor 4 × pipeline 3") << 4 << 3;
}

// Tensor × pipeline parallel groups: the slider and the arrows land only on counts of whole groups and whole
// nodes, never on one the run could not be split into.
void TestMainWindow::gpuSliderStepsOverCountsNotInWholeParallelGroups()
{
    QFETCH(int, tensorParallel);
    QFETCH(int, pipelineParallel);
    const int group = tensorParallel * pipelineParallel;
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    QVERIFY(doc->edit(u"training.tensor_parallel"_s, [&](Scenario& s) {
        s.training.tensorParallel = tensorParallel;
        s.training.pipelineParallel = pipelineParallel;
        s.cluster.gpus = std::lcm(8, group);
    }));
    ValueField* field = form(w)->valueField(u"cluster.gpus"_s);
    QSet<int> seen;
    // Each step shows a count the scenario takes (a count it cannot split is refused, the box left showing it).
    const auto step = [&](QWidget* control, Qt::Key key) {
        QTest::keyClick(control, key);
        QCOMPARE(field->spinBox()->value(), doc->scenario().cluster.gpus);
        seen.insert(doc->scenario().cluster.gpus);
    };
    field->slider()->setFocus();
    for (int i = 0; i < 60; ++i)
        step(field->slider(), Qt::Key_Right);
    field->spinBox()->setFocus();
    for (int i = 0; i < 5; ++i)
        step(field->spinBox(), Qt::Key_Down);
    QCOMPARE_GT(seen.size(), 3);
    for (int gpus : std::as_const(seen))
        QVERIFY2(gpus % group == 0 && gpus % 8 == 0, qPrintable(QString::number(gpus)));
}

void TestMainWindow::spinBoxEditUpdatesChartsAndSlider_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::newRow("gpus") << u"cluster.gpus"_s << 32.0;
    QTest::newRow("duration") << u"training.duration_hours"_s << 100.0;
    QTest::newRow("dataset") << u"storage.dataset_gb"_s << 2000.0;
}

void TestMainWindow::spinBoxEditUpdatesChartsAndSlider()
{
    QFETCH(QString, key);
    QFETCH(double, value);
    MainWindow w;
    w.show(); // hidden charts wait until they show
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    ValueField* field = form(w)->valueField(key);
    const int before = field->slider()->value();
    field->spinBox()->setValue(value);
    QVERIFY(field->slider()->value() > before);
    QTRY_COMPARE(doc->estimate().mode(PurchaseMode::Interruptible)->total,
        estimate(doc->scenario(), embeddedCatalogue()).value().mode(PurchaseMode::Interruptible)->total);
    QCOMPARE(charts(w)->modeCost()->barSet(PurchaseMode::Interruptible)->at(1), // the row after on demand
        centsShown(doc->estimate().mode(PurchaseMode::Interruptible)->total));
    QCOMPARE(doc->undoStack()->count(), 1);
}

void TestMainWindow::invalidValueShowsErrorAtTheField()
{
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    const double total = doc->estimate().mode(PurchaseMode::Interruptible)->total;
    ValueField* mfu = form(w)->valueField(u"training.mfu"_s);
    mfu->spinBox()->setValue(0);
    QVERIFY(!mfu->error().isEmpty());
    QCOMPARE(doc->undoStack()->count(), 0);
    QCOMPARE(doc->estimate().mode(PurchaseMode::Interruptible)->total, total);
    mfu->spinBox()->setValue(45);
    QVERIFY(mfu->error().isEmpty());
    QCOMPARE(*doc->scenario().training.mfu, 0.45);
}

void TestMainWindow::fieldsKeepAFileValueBeyondTheirSlider_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("atSliderEnd");
    QTest::newRow("4,096 GPUs") << u"cluster.gpus"_s << 4096.0 << false;
    QTest::newRow("16,384 GPUs") << u"cluster.gpus"_s << 16384.0 << true;
    QTest::newRow("100,000 GPUs") << u"cluster.gpus"_s << 100000.0 << true;
    QTest::newRow("50,000 B parameters") << u"model.params_b"_s << 50000.0 << true;
    QTest::newRow("70 M parameters") << u"model.params_b"_s << 0.07 << true;
    QTest::newRow("10 years of retention") << u"storage.retention_days"_s << 3650.0 << true;
    QTest::newRow("an interruption every 5,000 h") << u"interruptions.mtbi_hours"_s << 5000.0 << true;
}

// A file's value outside the slider's usual span is shown as it is, and an arrow step up and back lands on it
// again: the field never drops it to a narrower range.
void TestMainWindow::fieldsKeepAFileValueBeyondTheirSlider()
{
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(bool, atSliderEnd);
    QFile seed(QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/seed-h100-72h.kova.json"));
    QVERIFY(seed.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(seed.readAll()).object();
    const QString section = key.section(u'.', 0, 0), leaf = key.section(u'.', 1);
    QJsonObject part = root.value(section).toObject();
    part.insert(leaf, value);
    root.insert(section, part);
    QTemporaryDir dir;
    QFile file(dir.filePath(u"large.kova.json"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
    file.close();

    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(OpenFile::scenario(*w.scenarios(), file.fileName()));
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    const auto inScenario = [&] { return scenarioToJson(doc->scenario()).value(section).toObject().value(leaf); };
    QCOMPARE(inScenario().toDouble(), value);
    ValueField* field = form(w)->valueField(key);
    QTRY_COMPARE(field->spinBox()->value(), value);
    QVERIFY2(field->spinBox()->text().startsWith(QLocale().toString(value, 'g', 6).left(2)),
        qPrintable(field->spinBox()->text()));
    QCOMPARE(field->slider()->value() == field->slider()->maximum() || field->slider()->value() == 0, atSliderEnd);
    field->spinBox()->setFocus();
    QTest::keyClick(field->spinBox(), Qt::Key_Up);
    QCOMPARE_GT(field->spinBox()->value(), value);
    QTest::keyClick(field->spinBox(), Qt::Key_Down);
    QCOMPARE(field->spinBox()->value(), value);
    QCOMPARE(inScenario().toDouble(), value);
}

void TestMainWindow::disabledCheckpointIntervalShowsNoValueOfAnotherScenario()
{
    MainWindow w;
    w.show();
    QVERIFY(OpenFile::scenario(
        *w.scenarios(), QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/llama-70b-pretrain.kova.json")));
    ScenarioDocument* run = w.scenarios()->currentDocument();
    ValueField* interval = form(w)->valueField(u"interruptions.checkpoint_interval_min"_s);
    QTRY_VERIFY(interval->isEnabled());
    const QString modelled = interval->spinBox()->text();
    QVERIFY2(modelled.contains(QLocale().decimalPoint()) || modelled.front().isDigit(), qPrintable(modelled));
    // The seed's file models no interruptions (a new scenario counts hardware failures): its interval is
    // disabled and shows no number.
    QVERIFY(OpenFile::scenario(
        *w.scenarios(), QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/seed-h100-72h.kova.json")));
    QTRY_VERIFY(!interval->isEnabled());
    QCOMPARE(interval->spinBox()->text(), u"not modelled"_s);
    // Back to the 70B run: its optimal interval again.
    w.scenarios()->setCurrentIndex(int(w.scenarios()->documents().indexOf(run)));
    QTRY_VERIFY(interval->isEnabled());
    QCOMPARE(interval->spinBox()->text(), modelled);
}

void TestMainWindow::wheelOverTheFormScrollsItWithoutEditing_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("part");
    QTest::newRow("key/value heads slider") << u"model.kv_heads"_s << u"slider"_s;
    QTest::newRow("MFU box") << u"training.mfu"_s << u"box"_s;
    QTest::newRow("sharding choice") << u"training.sharding"_s << u"choice"_s;
}

// A user scrolls the Scenario form with the mouse wheel: the slider, box or choice that passes under the pointer
// keeps its value (the scenario is not edited) and the form scrolls; once clicked, the control takes the wheel.
void TestMainWindow::wheelOverTheFormScrollsItWithoutEditing()
{
    QFETCH(QString, key);
    QFETCH(QString, part);
    MainWindow w;
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    const Scenario before = doc->scenario();
    ScenarioForm* f = form(w);
    QWidget* control = part == "slider"_L1 ? static_cast<QWidget*>(f->valueField(key)->slider())
        : part == "box"_L1                 ? static_cast<QWidget*>(f->valueField(key)->spinBox())
                                           : static_cast<QWidget*>(f->choice(key));
    QVERIFY(control && control->isVisible());
    const auto valueOf = [&]() -> double {
        if (auto* slider = qobject_cast<QSlider*>(control))
            return slider->value();
        if (auto* box = qobject_cast<QDoubleSpinBox*>(control))
            return box->value();
        return qobject_cast<QComboBox*>(control)->currentIndex();
    };
    const double value = valueOf();
    f->findChild<QLineEdit*>()->setFocus(); // the scenario's name, as after typing it
    QTRY_VERIFY(!control->hasFocus());
    QScrollBar* scroll = f->findChild<QScrollArea*>()->verticalScrollBar();
    QVERIFY(scroll->maximum() > 0);
    const int top = scroll->value();
    const auto wheelDown = [&] {
        QTest::wheelEvent(w.windowHandle(), control->mapTo(&w, control->rect().center()), QPoint(0, -120));
        QCoreApplication::processEvents();
    };
    wheelDown();
    QCOMPARE(valueOf(), value);
    QCOMPARE(doc->undoStack()->count(), 0);
    QVERIFY(doc->scenario() == before);
    QVERIFY2(scroll->value() > top, qPrintable(u"%1 → %2"_s.arg(top).arg(scroll->value())));
    // Focused (clicked, or reached with Tab), the control takes the wheel.
    control->setFocus();
    QTRY_VERIFY(control->hasFocus());
    const QPointF at = control->rect().center();
    for (int delta : { -120, 120 }) { // down, or up from the last value
        QWheelEvent wheel(at, control->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
            Qt::NoScrollPhase, false);
        QApplication::sendEvent(control, &wheel);
        if (valueOf() != value)
            break;
    }
    QVERIFY(valueOf() != value);
}

void TestMainWindow::warningFocusesItsInput()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QListWidget* warnings = costs(w)->warnings();
    QTRY_VERIFY(warnings->count() > 0);
    QListWidgetItem* egress = nullptr;
    for (int i = 0; i < warnings->count(); ++i)
        if (warnings->item(i)->data(Qt::UserRole).toString() == "storage.egress_gb"_L1)
            egress = warnings->item(i);
    QVERIFY(egress);
    Q_EMIT warnings->itemActivated(egress);
    QTRY_COMPARE(QApplication::focusWidget(), form(w)->control(u"storage.egress_gb"_s));
}

void TestMainWindow::choosingAnOfferRowSetsTheOffer()
{
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    OffersPanel* offers = WindowParts::offers(w);
    offers->filter()->setText(u"B200"_s);
    QVERIFY(offers->proxy()->rowCount() > 0);
    const QString id = offers->proxy()->index(0, 0).data(OfferTableModel::OfferIdRole).toString();
    offers->chooseRow(0);
    QCOMPARE(doc->scenario().cluster.offerId, id);
    QCOMPARE(form(w)->choice(u"cluster.offer"_s)->currentData().toString(), id);
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().cluster.offerId, u"kova-h100-sxm"_s);
}

void TestMainWindow::planIsAppliedInOneUndoStep()
{
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    const Scenario before = doc->scenario();
    PlanPanel* plan = WindowParts::plan(w);
    QVERIFY(findPlanWithin24Hours(plan));
    const QList<PlanCandidate> all = sweepPlans(before, embeddedCatalogue(), PlanSpace {});
    // The plan a buyer would accept within the panel's tolerance: the exhaustive sweep's, found by the pruned search.
    const auto expected = acceptablePlan(all, { PlanGoal::CheapestWithinDeadline, 24, plan->tolerance() });
    QVERIFY(expected);
    QCOMPARE(plan->bestPlan()->total, expected->total);
    QCOMPARE(plan->bestPlan()->gpus, expected->gpus);
    QVERIFY(plan->bestPlan()->wallHours <= 24);
    // What a buyer checks before ordering it, under the plan: its network, capacity, prices' date, a price outlier.
    const QString facts = planFactsText(*plan->bestPlan(), embeddedCatalogue(), checkOfferPrices(embeddedCatalogue()),
        Formatter(QLocale(), embeddedCatalogue().currency));
    QVERIFY2(facts.contains(u"prices observed"_s), qPrintable(facts));
    QVERIFY2(plan->resultText().contains(facts.toHtmlEscaped()), qPrintable(plan->resultText()));
    // Before applying, the panel says what will change, and nothing has changed yet.
    const Scenario planned = applyPlan(before, embeddedCatalogue(), *expected);
    const QString change = plan->pendingChange();
    QVERIFY2(change.startsWith(u"Apply to scenario will change: "_s), qPrintable(change));
    if (planned.cluster.gpus != before.cluster.gpus)
        QVERIFY2(change.contains(u"GPUs %1 → %2"_s.arg(
                     QLocale().toString(before.cluster.gpus), QLocale().toString(planned.cluster.gpus))),
            qPrintable(change));
    if (planned.cluster.offerId != before.cluster.offerId)
        QVERIFY2(change.contains(u"offer "_s), qPrintable(change));
    QVERIFY2(change.contains(u"run length: a fixed duration of 72 h → "_s), qPrintable(change)); // the seed's 72 h
    // The global batch each GPU count rounds to is said when it changes.
    const double batchBefore = roundedBatchSequences(before.model, before.training, before.cluster.gpus);
    const double batchPlanned = roundedBatchSequences(planned.model, planned.training, planned.cluster.gpus);
    QCOMPARE(change.contains(u"global batch %1 → %2 sequences"_s.arg(
                 QLocale().toString(batchBefore, 'f', 0), QLocale().toString(batchPlanned, 'f', 0))),
        batchBefore != batchPlanned);
    // The seed leaves the MFU to Kova's estimate: said in a user's words.
    QVERIFY2(change.endsWith(u" The MFU stays the one Kova estimates for the GPU."_s), qPrintable(change));
    QCOMPARE(plan->findChild<QPushButton*>()->isEnabled(), true);
    QCOMPARE(doc->scenario(), before);
    // The seed's name says its cluster ("8× H100 SXM, 72 h"): Apply renames it too, in the same step.
    Scenario expectedScenario = applyPlan(before, embeddedCatalogue(), *expected);
    const std::optional<QString> name = nameAfterPlan(before, expectedScenario, embeddedCatalogue(), Formatter());
    QVERIFY(name);
    QVERIFY2(change.contains(u"name “%1” → “%2”"_s.arg(before.name, *name)), qPrintable(change));
    expectedScenario.name = *name;
    QVERIFY(plan->applyPlan());
    QCOMPARE(doc->scenario(), expectedScenario);
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(plan->pendingChange(), u"The scenario already has this plan."_s);
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario(), before);
}

void TestMainWindow::applyRenamesTheScenarioOnlyWhenAsked_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("ticked");
    QTest::addColumn<bool>("offered"); // whether the panel offers to rename
    QTest::addColumn<bool>("renamed");
    const QString seed = u"Continued pretraining, 8× H100 SXM, 72 h (seed run)"_s;
    QTest::newRow("a name that says the cluster, left ticked") << seed << true << true << true;
    QTest::newRow("a name that says the cluster, unticked") << seed << false << true << false;
    QTest::newRow("a name that says nothing of it") << u"Budget for the board"_s << true << false << false;
}

// The Plan panel offers to rename a scenario whose name describes the cluster the plan replaces, ticked; Apply
// renames it only then, in the same undo step, and the pending change lists the new name.
void TestMainWindow::applyRenamesTheScenarioOnlyWhenAsked()
{
    QFETCH(QString, name);
    QFETCH(bool, ticked);
    QFETCH(bool, offered);
    QFETCH(bool, renamed);
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    QVERIFY(doc->edit(u"name"_s, [&name](Scenario& s) { s.name = name; }));
    PlanPanel* plan = WindowParts::plan(w);
    QVERIFY(findPlanWithin24Hours(plan));
    QCheckBox* rename = plan->renameBox();
    QVERIFY(rename->isChecked()); // offered ticked
    QCOMPARE(rename->isVisibleTo(plan), offered);
    rename->setChecked(ticked);
    QCOMPARE(plan->pendingChange().contains(u"name “"_s), renamed);
    const int steps = doc->undoStack()->count();
    QVERIFY(plan->applyPlan());
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(doc->scenario().name != name, renamed);
    if (renamed)
        QVERIFY2(doc->scenario().name.contains(u"%1×"_s.arg(doc->scenario().cluster.gpus)),
            qPrintable(doc->scenario().name));
    QVERIFY(!rename->isVisibleTo(plan)); // the scenario's name now says its cluster, or did not
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().name, name);
}

void TestMainWindow::planFoundForAnotherRunIsNotApplied_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("outOfDate");
    // The seed runs for a fixed 72 h: fewer GPUs train fewer tokens, so a plan found before is for another run.
    QTest::newRow("duration") << u"training.duration_hours"_s << true;
    QTest::newRow("GPU count") << u"cluster.gpus"_s << true;
    QTest::newRow("the scenario's name") << u"name"_s << false;
}

// A plan found before an edit of the run is marked out of date and cannot be applied; undoing the edit makes it
// true again.
void TestMainWindow::planFoundForAnotherRunIsNotApplied()
{
    QFETCH(QString, key);
    QFETCH(bool, outOfDate);
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    const Scenario before = doc->scenario();
    PlanPanel* plan = WindowParts::plan(w);
    QVERIFY(findPlanWithin24Hours(plan));
    QPushButton* apply = nullptr;
    for (QPushButton* b : plan->findChildren<QPushButton*>())
        if (b->text() == u"&Apply to scenario"_s)
            apply = b;
    QVERIFY(apply);
    QVERIFY(apply->isEnabled());
    QVERIFY(!plan->isOutOfDate());

    QVERIFY(doc->edit(key, [&key](Scenario& s) {
        if (key == u"training.duration_hours"_s)
            s.training.durationHours = 48;
        else if (key == u"cluster.gpus"_s)
            s.cluster.gpus = 4;
        else
            s.name = u"renamed"_s;
    }));
    const Scenario edited = doc->scenario();
    QCOMPARE(plan->isOutOfDate(), outOfDate);
    QCOMPARE(apply->isEnabled(), !outOfDate);
    QCOMPARE(plan->pendingChange().startsWith(u"The scenario or its offers changed"_s), outOfDate);
    QCOMPARE(plan->applyPlan(), !outOfDate);
    if (outOfDate) {
        QCOMPARE(doc->scenario(), edited);
        doc->undoStack()->undo(); // the run the plan was found for
        QCOMPARE(doc->scenario(), before);
        QVERIFY(!plan->isOutOfDate());
        QVERIFY(apply->isEnabled());
        QVERIFY(plan->applyPlan());
    }
    // Applied, the plan is the scenario's: true, nothing left to apply.
    QVERIFY(!plan->isOutOfDate());
    QCOMPARE(plan->pendingChange(), u"The scenario already has this plan."_s);
}

void TestMainWindow::costSummarySaysWhyTheRangeIsWider_data()
{
    QTest::addColumn<QString>("offer");
    QTest::addColumn<bool>("byTokens");
    QTest::addColumn<QString>("said"); // empty: the summary says nothing of the range
    QTest::newRow("a calibrated GPU") << u"kova-h100-sxm"_s << false << QString();
    QTest::newRow("a GPU no calibrated run used, a fixed duration")
        << u"kova-b200"_s << false
        << u"billion tokens in that time (P10–P90). The range is wider because no calibrated run used this GPU."_s;
    QTest::newRow("a GPU no calibrated run used, by tokens")
        << u"kova-b200"_s << true
        << u"GPU-hours (P10–P90). The range is wider because no calibrated run used this GPU."_s;
}

// The bill's summary gives the likely range and why it is wider than usual, only when it is.
void TestMainWindow::costSummarySaysWhyTheRangeIsWider()
{
    QFETCH(QString, offer);
    QFETCH(bool, byTokens);
    QFETCH(QString, said);
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    QVERIFY(doc->edit(u"cluster.offer"_s, [&](Scenario& s) {
        s.cluster.offerId = offer;
        if (byTokens) {
            s.training.durationHours.reset();
            s.training.tokensB = 20;
        }
    }));
    doc->recomputeNow();
    const QString summary = costs(w)->summary()->text();
    if (said.isEmpty())
        QVERIFY2(!summary.contains(u"P10"_s) && !summary.contains(u"wider"_s), qPrintable(summary));
    else
        QVERIFY2(summary.contains(said), qPrintable(summary));
}

void TestMainWindow::planPanelShowsTradeOffsAndExplainsAnEmptyResult()
{
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    PlanPanel* plan = WindowParts::plan(w);
    plan->setTolerancePercent(2);
    plan->setDeadline(72);
    QSignalSpy ready(plan, &PlanPanel::planReady);
    plan->findPlan();
    QVERIFY(ready.wait(20000));
    // One row per plan that matters, the chosen one first; any of them can be applied.
    QTreeWidget* view = plan->tradeOffView();
    const QList<PlanTradeOff> tradeOffs = plan->choice().tradeOffs;
    QVERIFY(tradeOffs.size() >= 2);
    QCOMPARE(view->topLevelItemCount(), tradeOffs.size());
    QVERIFY(view->isVisibleTo(plan));
    QVERIFY(view->topLevelItem(0)->text(0).startsWith(u"Chosen"_s));
    QCOMPARE(view->topLevelItem(0)->text(3), QLocale().toString(plan->bestPlan()->gpus));
    // Times as hours and minutes below 10 h ("0:54 h", so that a $2,842 and an $820 plan do not both read
    // "0.9 h"), and each row's whole plan in its tooltip, in this table and in the Pareto front's.
    const Formatter f(QLocale(), doc->catalogue().currency);
    for (int i = 0; i < tradeOffs.size(); ++i) {
        QCOMPARE(view->topLevelItem(i)->text(2), f.wallClock(tradeOffs[i].plan.wallHours));
        QVERIFY(!view->topLevelItem(i)->toolTip(0).isEmpty());
    }
    const QList<PlanCandidate> front = plan->front();
    QCOMPARE(plan->frontView()->topLevelItemCount(), front.size());
    for (int i = 0; i < front.size(); ++i) {
        QCOMPARE(plan->frontView()->topLevelItem(i)->text(6), f.wallClock(front[i].wallHours));
        QVERIFY(!plan->frontView()->topLevelItem(i)->toolTip(1).isEmpty());
    }
    QCOMPARE(f.wallClock(0.9), u"0:54 h"_s);
    QVERIFY2(plan->resultText().contains(u"Chosen among the plans within 2% of the cheapest"_s),
        qPrintable(plan->resultText()));
    view->setCurrentItem(view->topLevelItem(1));
    QVERIFY(plan->applyPlan());
    QCOMPARE(doc->scenario().cluster.gpus, tradeOffs[1].plan.gpus);
    QCOMPARE(doc->scenario().mode, tradeOffs[1].plan.mode);
    doc->undoStack()->undo();

    // Six minutes: no plan, and the panel says which limit fails and the nearest plan.
    plan->setDeadline(0.1);
    plan->findPlan();
    QVERIFY(ready.wait(20000));
    QVERIFY(!plan->bestPlan());
    QVERIFY2(plan->resultText().contains(u"No plan finishes within 0:06 h. The fastest plan takes "_s),
        qPrintable(plan->resultText()));
    QVERIFY(!view->isVisibleTo(plan));

    // The tolerance is kept for the next window and the command line.
    plan->setTolerancePercent(5);
    QCOMPARE(Settings().planTolerancePercent(), std::optional<double>(5));
    plan->setTolerancePercent(2);
}

void TestMainWindow::everyControlHasAnAccessibleName()
{
    MainWindow w;
    const auto controls = form(w)->findChildren<QWidget*>();
    int checked = 0;
    for (QWidget* c : controls) {
        if (qobject_cast<QScrollBar*>(c)
            || (!qobject_cast<QAbstractSpinBox*>(c) && !qobject_cast<QAbstractSlider*>(c)
                && !qobject_cast<QComboBox*>(c)))
            continue;
        ++checked;
        QVERIFY2(!c->accessibleName().isEmpty(), c->metaObject()->className());
    }
    QVERIFY(checked >= 20);
}

void TestMainWindow::memoryAndFailureInputsEditTheScenario()
{
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    ScenarioForm* f = form(w);
    const double memory = doc->estimate().memory.totalGb();
    // Each new input says where its default comes from (a choice box on its caption).
    for (const QString& key : { u"model.kv_heads"_s, u"training.flash_attention"_s, u"training.sequence_parallel"_s,
             u"training.lora_alpha"_s, u"interruptions.gpu_mtbf_hours"_s })
        QVERIFY2(f->control(key)->toolTip().contains(u"default"_s, Qt::CaseInsensitive)
                || f->control(key)->toolTip().contains(u"Llama"_s),
            qPrintable(key));
    QWidget* frameworkBox = f->control(u"training.framework"_s);
    QVERIFY(qobject_cast<QFormLayout*>(frameworkBox->parentWidget()->layout())
            ->labelForField(frameworkBox)
            ->toolTip()
            .contains(u"Megatron"_s));
    QVERIFY(f->control(u"training.lora_targets"_s)->parentWidget()->toolTip().contains(u"QLoRA"_s));

    // The ZeRO paper's 16 bytes per parameter hold less than Megatron-LM's 18.
    QComboBox* framework = f->choice(u"training.framework"_s);
    const int zeroPaper = framework->findData(int(Framework::ZeroPaper));
    framework->setCurrentIndex(zeroPaper);
    Q_EMIT framework->activated(zeroPaper);
    QCOMPARE(doc->scenario().training.framework, Framework::ZeroPaper);
    QTRY_VERIFY(doc->estimate().memory.totalGb() < memory);

    auto* flash = qobject_cast<QCheckBox*>(f->control(u"training.flash_attention"_s));
    QVERIFY(flash && flash->isChecked());
    flash->click();
    QVERIFY(!doc->scenario().training.flashAttention);

    f->valueField(u"model.kv_heads"_s)->spinBox()->setValue(8);
    QCOMPARE(doc->scenario().model.kvHeads, 8);

    // Hardware failures put an overhead line on the on-demand bill too.
    f->valueField(u"interruptions.gpu_mtbf_hours"_s)->spinBox()->setValue(50000);
    QCOMPARE(doc->scenario().interruptions.gpuMtbfHours, 50000.0);
    QTRY_COMPARE(doc->estimate().mode(PurchaseMode::OnDemand)->mtbiHours, 6250.0);
    QCOMPARE(doc->undoStack()->count(), 4);
}

void TestMainWindow::newScenarioCountsHardwareFailures()
{
    MainWindow w;
    // The seed opened at start keeps its worked run; a new scenario gets the documented default.
    QCOMPARE(w.scenarios()->currentDocument()->scenario().interruptions.gpuMtbfHours, 0.0);
    w.scenarios()->newScenario();
    QCOMPARE(w.scenarios()->currentDocument()->scenario().interruptions.gpuMtbfHours, DefaultGpuMtbfHours);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
