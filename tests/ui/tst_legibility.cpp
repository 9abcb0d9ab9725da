#include "charts/histogramchart.h"
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "export/reportpreviewdialog.h"
#include "io/cataloguefile.h"
#include "model/names.h"
#include "panels/montecarlopanel.h"
#include "panels/planpanel.h"
#include "panels/sidebysideview.h"
#include "program/programview.h"
#include "program/programwindow.h"
#include "shell/mainwindow.h"
#include "tests/ui/legibility.h"
#include "tests/ui/offscreenscreen.h"
#include "tests/ui/openfile.h"
#include "tests/ui/windowparts.h"
#include "text/language.h"
#include "widgets/paneldock.h"
#include "widgets/valuefield.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace Kova;
using namespace WindowParts;
using namespace Qt::StringLiterals;

// Every panel of the window readable on a laptop: with three scenarios open, in English and French, at
// 1366×768 and 1600×1000, at 1× and (QT_SCALE_FACTOR=2, a second run of this test) 2×, no text shown in
// a chart (title, axis, label, legend), a table cell, a header, a combo box or a tab is cut short, and the
// comparison and the side-by-side view show every column without scrolling sideways. Each bottom panel is
// brought to the front in turn; the side-by-side view, the PDF export's preview and the program window are
// looked at too. The screenshots are written to build/<preset>/screenshots/legibility/.
// On a real display (Xvfb with a window manager, tests/window/test_window_xvfb.py) the windows are
// maximised on a screen of the row's size, their frames taking their room; rows of another size are skipped.
class TestLegibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void nothingShownIsCut_data();
    void nothingShownIsCut();
    void nothingShownIsCutWithFourScenarios_data();
    void nothingShownIsCutWithFourScenarios();
    void nothingShownInTheProgramWindowIsCut_data();
    void nothingShownInTheProgramWindowIsCut();
};

void TestLegibility::initTestCase()
{
    Legibility::setUpApplication();
}

namespace {

bool realDisplay()
{
    return QGuiApplication::platformName() != "offscreen"_L1;
}

// Shows w at `size`: resized offscreen, maximised on a real display (whose screen is that size).
void showAt(QWidget& w, const QSize& size)
{
    if (realDisplay()) {
        w.showMaximized();
    } else {
        w.resize(size);
        w.show();
    }
}

void addNew(QStringList& cut, const QStringList& problems, const QString& where = {})
{
    for (const QString& problem : problems)
        if (!cut.contains(where + problem))
            cut << where + problem;
}

} // namespace

void TestLegibility::nothingShownIsCut_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QString& language : { u"en"_s, u"fr"_s })
        for (const QSize& size : { QSize(1366, 768), QSize(1600, 1000) })
            QTest::addRow("%s, %d×%d", qPrintable(language), size.width(), size.height()) << language << size;
}

void TestLegibility::nothingShownIsCut()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    if (realDisplay() && QGuiApplication::primaryScreen()->size() != size)
        QSKIP("the display is of another size");
    applyLanguage(language);
    const auto restore = qScopeGuard([] { applyLanguage(u"en"_s); });
    MainWindow w;
    for (const QString& name : { u"llama-70b-pretrain"_s, u"lora-13b-a100"_s, u"seed-h100-72h"_s })
        QVERIFY(Legibility::openShipped(w, name));
    showAt(w, size);
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // A found plan and its front, and a simulation of the 70B run's interruptions.
    w.scenarios()->setCurrentIndex(0);
    QSignalSpy ready(plan(w), &PlanPanel::planReady);
    plan(w)->findPlan();
    QVERIFY(ready.wait(60000));
    QTest::qWait(200);

    const qreal scale = w.devicePixelRatioF();
    const QString folder = Legibility::screenshotFolder(realDisplay() ? u"legibility/wm"_s : u"legibility"_s);
    QStringList cut;
    // Each panel of the bottom area in turn (they share its tabs).
    QList<QDockWidget*> bottom;
    for (QDockWidget* dock : w.findChildren<QDockWidget*>())
        if (w.dockWidgetArea(dock) == Qt::BottomDockWidgetArea)
            bottom << dock;
    QVERIFY(bottom.size() >= 4);
    for (QDockWidget* dock : std::as_const(bottom)) {
        dock->raise();
        QTest::qWait(150);
        if (dockedPanel(dock) == monteCarlo(w)) // it simulates when it shows
            QTRY_VERIFY_WITH_TIMEOUT(!monteCarlo(w)->isRunning(), 60000);
        const QString shot = u"%1/%2-%3x%4-%5x-%6.png"_s.arg(folder, language)
                                 .arg(size.width())
                                 .arg(size.height())
                                 .arg(scale)
                                 .arg(dock->objectName());
        QVERIFY(w.grab().save(shot));
        addNew(cut, Legibility::cutInWindow(w));
        // The comparison's every column whole, side by side, without a scroll bar to reach the figures.
        if (dock->widget() == comparison(w))
            addNew(cut, Legibility::scrollsSideways(comparison(w)->findChild<QTableView*>()));
    }
    // A slider change (more GPUs, so other quantities and rates in the bill), as a user drags: still nothing cut.
    QSlider* gpus = form(w)->valueField(u"cluster.gpus"_s)->slider();
    const int before = gpus->value();
    gpus->triggerAction(QAbstractSlider::SliderPageStepAdd);
    QVERIFY(gpus->value() != before);
    QTest::qWait(300);
    QVERIFY(w.grab().save(
        u"%1/%2-%3x%4-%5x-AfterSlider.png"_s.arg(folder, language).arg(size.width()).arg(size.height()).arg(scale)));
    addNew(cut, Legibility::cutInWindow(w), u"after a slider change: "_s);
    // The open scenarios' bills and charts side by side, in their window as large as the main one.
    comparison(w)->showSideBySide();
    SideBySideView* side = comparison(w)->sideBySide();
    QVERIFY(side);
    showAt(*side, size);
    QVERIFY(QTest::qWaitForWindowExposed(side));
    QTest::qWait(200);
    QCOMPARE(side->columns().size(), 3);
    QVERIFY(side->grab().save(
        u"%1/%2-%3x%4-%5x-SideBySide.png"_s.arg(folder, language).arg(size.width()).arg(size.height()).arg(scale)));
    addNew(cut, Legibility::cutInWindow(*side), u"side by side: "_s);
    for (QScrollArea* area : side->findChildren<QScrollArea*>())
        addNew(cut, Legibility::scrollsSideways(area), u"side by side: "_s);
    side->close();
    // The PDF report's preview, as File › Export Comparison Report… opens it: on the screen, nothing cut.
    QAction* exportComparison = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->objectName() == "file_export_comparison"_L1)
            exportComparison = a;
    QVERIFY(exportComparison);
    exportComparison->trigger();
    QTRY_VERIFY(w.findChild<ReportPreviewDialog*>());
    auto* preview = w.findChild<ReportPreviewDialog*>();
    QVERIFY(QTest::qWaitForWindowExposed(preview));
    QVERIFY(preview->grab().save(
        u"%1/%2-%3x%4-%5x-ExportPreview.png"_s.arg(folder, language).arg(size.width()).arg(size.height()).arg(scale)));
    const QRect screen = preview->screen()->availableGeometry();
    QVERIFY2(preview->frameGeometry().height() <= screen.height() && preview->frameGeometry().width() <= screen.width(),
        qPrintable(u"the preview is %1×%2 on a %3×%4 screen"_s.arg(preview->frameGeometry().width())
                .arg(preview->frameGeometry().height())
                .arg(screen.width())
                .arg(screen.height())));
    addNew(cut, Legibility::cutInWindow(*preview), u"export preview: "_s);
    for (QScrollArea* area : preview->findChildren<QScrollArea*>()) // the page's whole width
        addNew(cut, Legibility::scrollsSideways(area), u"export preview: "_s);
    preview->reject();
    // The 70B run has no plan within 72 h (the panel says why); the seed's run has one, with its trade-offs.
    w.scenarios()->setCurrentIndex(2);
    plan(w)->findPlan();
    QVERIFY(ready.wait(60000));
    QTest::qWait(200);
    QVERIFY(!plan(w)->choice().tradeOffs.isEmpty());
    QVERIFY(w.grab().save(
        u"%1/%2-%3x%4-%5x-PlanTradeOffs.png"_s.arg(folder, language).arg(size.width()).arg(size.height()).arg(scale)));
    addNew(cut, Legibility::cutInWindow(w));
    if (realDisplay()) // the screen as the user sees it, the window manager's frame included
        QVERIFY(w.screen()->grabWindow(0).save(
            u"%1/%2-%3x%4-%5x-screen.png"_s.arg(folder, language).arg(size.width()).arg(size.height()).arg(scale)));
    QVERIFY2(cut.isEmpty(), qPrintable(u"\n"_s + cut.join(u"\n"_s)));
}

void TestLegibility::nothingShownIsCutWithFourScenarios_data()
{
    nothingShownIsCut_data();
}

// Every shipped scenario open (their four tabs), each sharding in the form's box (a plan applied may pick any), and
// the comparison's dock floated as large as the screen, its overlay chart's legend naming every scenario whole.
void TestLegibility::nothingShownIsCutWithFourScenarios()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    if (realDisplay() && QGuiApplication::primaryScreen()->size() != size)
        QSKIP("the display is of another size");
    applyLanguage(language);
    const auto restore = qScopeGuard([] { applyLanguage(u"en"_s); });
    MainWindow w;
    for (const QString& name :
        { u"llama-70b-pretrain"_s, u"lora-13b-a100"_s, u"mixtral-moe-pretrain"_s, u"seed-h100-72h"_s })
        QVERIFY(Legibility::openShipped(w, name));
    showAt(w, size);
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.scenarios()->setCurrentIndex(0);
    QTest::qWait(200);
    const QString folder = Legibility::screenshotFolder(realDisplay() ? u"legibility/wm"_s : u"legibility"_s);
    const QString shot = u"%1/%2-%3x%4-%5x-%6.png"_s.arg(folder, language)
                             .arg(size.width())
                             .arg(size.height())
                             .arg(w.devicePixelRatioF());
    QStringList cut;
    addNew(cut, Legibility::cutInWindow(w), u"four scenarios: "_s);
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    for (const Sharding sharding : { Sharding::DDP, Sharding::ZeRO1, Sharding::ZeRO2, Sharding::ZeRO3 }) {
        QVERIFY(doc->edit(u"training.sharding"_s, [&](Scenario& s) { s.training.sharding = sharding; }));
        doc->recomputeNow();
        QTest::qWait(100);
        addNew(cut, Legibility::cutInWindow(*form(w)), shardingName(sharding) + u": "_s);
    }
    QVERIFY(w.grab().save(shot.arg(u"FourScenarios"_s)));
    QDockWidget* dock = nullptr;
    for (QDockWidget* d : w.findChildren<QDockWidget*>())
        if (dockedPanel(d) == comparison(w))
            dock = d;
    QVERIFY(dock);
    dock->setFloating(true);
    dock->resize(size * 0.9);
    QVERIFY(QTest::qWaitForWindowExposed(dock));
    QTest::qWait(300);
    QVERIFY(dock->grab().save(shot.arg(u"ComparisonFloated"_s)));
    addNew(cut, Legibility::cutInWindow(*dock), u"comparison floated: "_s);
    QVERIFY2(cut.isEmpty(), qPrintable(u"\n"_s + cut.join(u"\n"_s)));
}

void TestLegibility::nothingShownInTheProgramWindowIsCut_data()
{
    nothingShownIsCut_data();
}

// The program window (its summary, options, timeline and the K and utilisation charts) in both languages, at
// both sizes, with the example program (every option) and one on reserved blocks without a minimum term.
void TestLegibility::nothingShownInTheProgramWindowIsCut()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    if (realDisplay() && QGuiApplication::primaryScreen()->size() != size)
        QSKIP("the display is of another size");
    applyLanguage(language);
    const auto restore = qScopeGuard([] { applyLanguage(u"en"_s); });
    const qreal scale = qApp->devicePixelRatio();
    const QString folder = Legibility::screenshotFolder(realDisplay() ? u"legibility/wm"_s : u"legibility"_s);
    QStringList cut;
    for (const char* name : { "resources/programs/research-year", "tests/data/programs/capacity-blocks" }) {
        ProgramWindow w(std::make_shared<const Catalogue>(embeddedCatalogue()));
        w.setAttribute(Qt::WA_DeleteOnClose, false);
        QVERIFY(OpenFile::program(
            w, QStringLiteral(KOVA_SOURCE_DIR "/") + QLatin1StringView(name) + u".kova-program.json"_s));
        showAt(w, size);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY_WITH_TIMEOUT(w.view()->costing().has_value() && !w.view()->isCosting(), 60000);
        QTest::qWait(200);
        const QString shot
            = u"%1/program-%2-%3-%4x%5-%6x.png"_s.arg(folder, QString::fromLatin1(name).section(u'/', -1), language)
                  .arg(size.width())
                  .arg(size.height())
                  .arg(scale);
        QVERIFY(w.grab().save(shot));
        for (const QString& problem : Legibility::cutInWindow(w))
            cut << u"%1: %2"_s.arg(QLatin1StringView(name), problem);
        // Each option's figures beside its name without scrolling: only the last column (the lines' quantity ×
        // rate, the widest) may be a sideways scroll away.
        const QHeaderView* header = w.view()->options()->header();
        const int figuresEnd = header->sectionViewportPosition(header->count() - 1);
        if (figuresEnd > w.view()->options()->viewport()->width())
            cut << u"%1: the options' figures end at %2 px in a view of %3 px"_s.arg(QLatin1StringView(name))
                       .arg(figuresEnd)
                       .arg(w.view()->options()->viewport()->width());
    }
    QVERIFY2(cut.isEmpty(), qPrintable(u"\n"_s + cut.join(u"\n"_s)));
}

int main(int argc, char** argv)
{
    // A screen as large as the largest window tried, in logical pixels, at the scale of this run.
    const double scale
        = qEnvironmentVariableIsSet("QT_SCALE_FACTOR") ? qEnvironmentVariable("QT_SCALE_FACTOR").toDouble() : 1;
    if (!useOffscreenScreen(u"legibility"_s, int(1700 * scale), int(1100 * scale)))
        return 3;
    QApplication app(argc, argv);
    TestLegibility test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_legibility.moc"
