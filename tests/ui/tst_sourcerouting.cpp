#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "panels/launchview.h"
#include "panels/scenarioform.h"
#include "panels/sourceview.h"
#include "shell/mainwindow.h"
#include "tests/ui/windowparts.h"
#include "widgets/highlightedtextedit.h"
#include "widgets/valuefield.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QPointer>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Kova;
using namespace WindowParts;

// The Source view inside the window: which problems it shows, what becomes of a broken edit when the
// scenario shown changes, and the lifetime of the syntax repository its highlighter uses.
class TestSourceRouting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void formRejectionStaysOutOfTheSource_data();
    void formRejectionStaysOutOfTheSource();
    void sourceEditRefusedByCoreIsShownInTheSource();
    void brokenEditSurvivesATabSwitchWithoutApplying_data();
    void brokenEditSurvivesATabSwitchWithoutApplying();
    void formEditBesideABrokenSourceKeepsBoth();
    void sourceBehindATabFollowsWhenChosen();
    void viewsKeepTheRepositoryAlive();
    void windowReleasesTheRepositoryAfterItsHighlighters();
};

namespace {

void replaceInEditor(QPlainTextEdit* editor, const QString& from, const QString& to)
{
    QTextCursor c = editor->document()->find(from);
    QVERIFY2(!c.isNull(), qPrintable(from));
    c.insertText(to);
}

QTabBar* scenarioTabs(MainWindow& w)
{
    for (QTabBar* bar : w.findChildren<QTabBar*>())
        if (bar->accessibleName() == "Open scenarios"_L1)
            return bar;
    return nullptr;
}

QString sourceOf(const Scenario& s)
{
    return QString::fromUtf8(scenarioToBytes(s));
}

} // namespace

void TestSourceRouting::formRejectionStaysOutOfTheSource_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("applied"); // false: refused at once; true: taken, but core cannot estimate it
    QTest::newRow("MFU of 0 in the form") << u"training.mfu"_s << u"0"_s << false;
    QTest::newRow("offer the catalogue lacks") << u"cluster.offer"_s << u"no-such-offer"_s << true;
}

void TestSourceRouting::formRejectionStaysOutOfTheSource()
{
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(bool, applied);
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    SourceView* source = WindowParts::source(w);
    if (key == "training.mfu"_L1) {
        ValueField* mfu = form(w)->valueField(key);
        mfu->spinBox()->setValue(value.toDouble());
        QVERIFY(!mfu->error().isEmpty()); // shown at the field instead
    } else {
        QVERIFY(doc->edit(key, [&](Scenario& s) { s.cluster.offerId = value; }));
        doc->recomputeNow();
    }
    QCOMPARE(doc->undoStack()->count(), applied ? 1 : 0);
    QVERIFY2(!source->hasError(), qPrintable(source->errorText()));
    QCOMPARE(source->editor()->toPlainText(), sourceOf(doc->scenario()));
    // The source keeps following the form.
    form(w)->valueField(u"cluster.gpus"_s)->spinBox()->setValue(32);
    QCOMPARE(doc->scenario().cluster.gpus, 32);
    QVERIFY(!source->hasError());
    QCOMPARE(source->editor()->toPlainText(), sourceOf(doc->scenario()));
}

void TestSourceRouting::sourceEditRefusedByCoreIsShownInTheSource()
{
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    SourceView* source = WindowParts::source(w);
    source->setParseDelay(20);
    replaceInEditor(source->editor(), u"\"offer\": \"kova-h100-sxm\""_s, u"\"offer\": \"no-such-offer\""_s);
    const QString typed = source->editor()->toPlainText();
    QTRY_VERIFY(source->hasError());
    QCOMPARE(doc->scenario().cluster.offerId, u"no-such-offer"_s);
    QCOMPARE(source->errorLocation().key, u"cluster.offer"_s);
    QCOMPARE(source->errorLocation().line, 27); // "offer", in the contract's key order
    QVERIFY2(source->errorText().contains(u"no-such-offer"_s), qPrintable(source->errorText()));
    QCOMPARE(source->editor()->toPlainText(), typed);
    // Fixed from the form: the source shows the new scenario, without the old error.
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().cluster.offerId, u"kova-h100-sxm"_s);
    QVERIFY(!source->hasError());
    QCOMPARE(source->editor()->toPlainText(), sourceOf(doc->scenario()));
}

void TestSourceRouting::brokenEditSurvivesATabSwitchWithoutApplying_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("fixed");
    QTest::addColumn<bool>("parsedBeforeSwitch");
    QTest::newRow("syntax error") << u"\"gpus\": 8,"_s << u"\"gpus\": 8,,"_s << 28 << 16 << u"cluster.gpus"_s
                                  << u"\"gpus\": 12,"_s << true;
    QTest::newRow("value error") << u"\"gpus\": 8"_s << u"\"gpus\": 0"_s << 28 << 5 << u"cluster.gpus"_s
                                 << u"\"gpus\": 12"_s << true;
    QTest::newRow("switched before the parse")
        << u"\"gpus\": 8,"_s << u"\"gpus\": 8,,"_s << 28 << 16 << u"cluster.gpus"_s << u"\"gpus\": 12,"_s << false;
}

void TestSourceRouting::brokenEditSurvivesATabSwitchWithoutApplying()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, key);
    QFETCH(QString, fixed);
    QFETCH(bool, parsedBeforeSwitch);
    MainWindow w;
    QTabBar* tabs = scenarioTabs(w);
    QVERIFY(tabs);
    ScenarioDocument* first = w.scenarios()->currentDocument();
    const Scenario firstBefore = first->scenario();
    SourceView* source = WindowParts::source(w);
    source->setParseDelay(parsedBeforeSwitch ? 20 : 60000);
    replaceInEditor(source->editor(), from, to);
    const QString broken = source->editor()->toPlainText();
    if (parsedBeforeSwitch)
        QTRY_VERIFY(source->hasError());

    Scenario other = defaultScenario();
    other.name = u"Other"_s;
    other.cluster.gpus = 16;
    ScenarioDocument* second = w.scenarios()->addDocument(other);
    QCOMPARE(w.scenarios()->currentDocument(), second);
    QCOMPARE(source->editor()->toPlainText(), sourceOf(other));
    QVERIFY(!source->hasError());
    QCOMPARE(second->scenario(), other);
    QCOMPARE(first->scenario(), firstBefore);

    // The second scenario's own edits, from the form and from the source, stay its own.
    form(w)->valueField(u"cluster.gpus"_s)->spinBox()->setValue(24);
    QCOMPARE(source->editor()->toPlainText(), sourceOf(second->scenario()));
    source->setParseDelay(20);
    replaceInEditor(source->editor(), u"\"gpus\": 24"_s, u"\"gpus\": 40"_s);
    QTRY_COMPARE(second->scenario().cluster.gpus, 40);
    QCOMPARE(first->scenario(), firstBefore);

    // Back to the first: its text as typed, with its error in place, never applied.
    tabs->setCurrentIndex(0);
    QCOMPARE(w.scenarios()->currentDocument(), first);
    QCOMPARE(source->editor()->toPlainText(), broken);
    QVERIFY(source->hasError());
    QCOMPARE(source->errorLocation().line, line);
    QCOMPARE(source->errorLocation().column, column);
    QCOMPARE(source->errorLocation().key, key);
    QVERIFY2(
        source->errorText().contains(u"Line %1, column %2"_s.arg(line).arg(column)), qPrintable(source->errorText()));
    QTest::qWait(100);
    QCOMPARE(first->scenario(), firstBefore);
    QCOMPARE(first->undoStack()->count(), 0);
    QCOMPARE(second->scenario().cluster.gpus, 40);

    // Fixed, it applies to its own scenario only.
    replaceInEditor(source->editor(), to, fixed);
    QTRY_COMPARE(first->scenario().cluster.gpus, 12);
    QVERIFY(!source->hasError());
    QCOMPARE(second->scenario().cluster.gpus, 40);
}

void TestSourceRouting::formEditBesideABrokenSourceKeepsBoth()
{
    MainWindow w;
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    SourceView* source = WindowParts::source(w);
    source->setParseDelay(20);
    replaceInEditor(source->editor(), u"\"gpus\": 8,"_s, u"\"gpus\": 8,,"_s);
    QTRY_VERIFY(source->hasError());
    const QString broken = source->editor()->toPlainText();
    form(w)->valueField(u"storage.dataset_gb"_s)->spinBox()->setValue(900);
    QCOMPARE(doc->scenario().storage.datasetGb, 900.0);
    QCOMPARE(source->editor()->toPlainText(), broken); // the user's text is not lost
    QVERIFY(source->hasError());
    QTest::qWait(100);
    QCOMPARE(doc->scenario().storage.datasetGb, 900.0); // and the broken text does not override the form
    QCOMPARE(doc->scenario().cluster.gpus, 8);
    source->revertToScenario();
    QCOMPARE(source->editor()->toPlainText(), sourceOf(doc->scenario()));
}

void TestSourceRouting::sourceBehindATabFollowsWhenChosen()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    SourceView* source = WindowParts::source(w);
    auto* dock = w.findChild<QDockWidget*>(u"SourceDock"_s);
    QVERIFY(dock);
    QTRY_VERIFY(source->visibleRegion().isEmpty()); // the offers are the chosen tab
    const QString before = source->editor()->toPlainText();
    form(w)->valueField(u"cluster.gpus"_s)->spinBox()->setValue(48);
    QCOMPARE(doc->scenario().cluster.gpus, 48);
    QCOMPARE(source->editor()->toPlainText(), before); // not written behind the tab
    dock->raise();
    QTRY_COMPARE(source->editor()->toPlainText(), sourceOf(doc->scenario()));
    QVERIFY(!source->hasError());
}

void TestSourceRouting::viewsKeepTheRepositoryAlive()
{
    auto repository = std::make_shared<KSyntaxHighlighting::Repository>();
    const std::weak_ptr<KSyntaxHighlighting::Repository> watch = repository;
    auto* launch = new LaunchView(repository);
    auto* source = new SourceView(repository);
    repository.reset();
    QVERIFY(!watch.expired());
    source->setScenario(defaultScenario());
    QCOMPARE(source->editor()->definitionName(), u"JSON"_s);
    delete source;
    QVERIFY(!watch.expired()); // the launch view still highlights with it
    delete launch;
    QVERIFY(watch.expired());
}

// A definition is valid only while the repository it came from lives: the highlighters' definitions tell
// whether the repository outlived them, and went with them.
void TestSourceRouting::windowReleasesTheRepositoryAfterItsHighlighters()
{
    auto* w = new MainWindow;
    const auto highlighters = w->findChildren<KSyntaxHighlighting::SyntaxHighlighter*>();
    QCOMPARE(highlighters.size(), 3); // the source, the launch script and the launch configuration
    QList<KSyntaxHighlighting::Definition> definitions;
    int goneWhileRepositoryAlive = 0;
    for (auto* h : highlighters) {
        definitions << h->definition();
        QVERIFY(definitions.last().isValid());
        connect(h, &QObject::destroyed, this,
            [&, d = definitions.last()] { goneWhileRepositoryAlive += d.isValid() ? 1 : 0; });
    }
    delete w;
    QCOMPARE(goneWhileRepositoryAlive, 3);
    for (const auto& d : std::as_const(definitions))
        QVERIFY(!d.isValid());
}

QTEST_MAIN(TestSourceRouting)
#include "tst_sourcerouting.moc"
