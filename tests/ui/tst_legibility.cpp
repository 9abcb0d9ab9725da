#include "histogramchart.h"
#include "io/cataloguefile.h"
#include "legibility.h"
#include "mainwindow.h"
#include "montecarlopanel.h"
#include "offscreenscreen.h"
#include "openscenarios.h"
#include "paneldock.h"
#include "planpanel.h"
#include "programview.h"
#include "programwindow.h"
#include "scenariodocument.h"
#include "sidebysideview.h"
#include "text/language.h"
#include "windowparts.h"

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
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTreeView>

using namespace Kova;
using namespace WindowParts;
using namespace Qt::StringLiterals;

// Every panel of the window readable on a laptop: with three scenarios open, in English and French, at
// 1366×768 and 1600×1000, at 1× and (QT_SCALE_FACTOR=2, a second run of this test) 2×, no text shown in
// a chart (title, axis, label, legend), a table cell, a header or a tab is cut short. Each bottom panel is
// brought to the front in turn. The screenshots are written to build/<preset>/screenshots/legibility/.
class TestLegibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void nothingShownIsCut_data();
    void nothingShownIsCut();
    void nothingShownInTheProgramWindowIsCut_data();
    void nothingShownInTheProgramWindowIsCut();
};

void TestLegibility::initTestCase()
{
    Legibility::setUpApplication();
}

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
    applyLanguage(language);
    const auto restore = qScopeGuard([] { applyLanguage(u"en"_s); });
    MainWindow w;
    for (const QString& name : { u"llama-70b-pretrain"_s, u"lora-13b-a100"_s, u"seed-h100-72h"_s })
        QVERIFY(Legibility::openShipped(w, name));
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // A found plan and its front, and a simulation of the 70B run's interruptions.
    w.scenarios()->setCurrentIndex(0);
    QSignalSpy ready(plan(w), &PlanPanel::planReady);
    plan(w)->findPlan();
    QVERIFY(ready.wait(60000));
    QTest::qWait(200);

    const qreal scale = w.devicePixelRatioF();
    const QString folder = Legibility::screenshotFolder(u"legibility"_s);
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
        for (const QString& problem : Legibility::cutInWindow(w))
            if (!cut.contains(problem))
                cut << problem;
    }
    // The open scenarios' bills and charts side by side, in their window as large as the main one.
    comparison(w)->showSideBySide();
    SideBySideView* side = comparison(w)->sideBySide();
    QVERIFY(side);
    side->resize(size);
    QVERIFY(QTest::qWaitForWindowExposed(side));
    QTest::qWait(200);
    QCOMPARE(side->columns().size(), 3);
    QVERIFY(side->grab().save(
        u"%1/%2-%3x%4-%5x-SideBySide.png"_s.arg(folder, language).arg(size.width()).arg(size.height()).arg(scale)));
    for (const QString& problem : Legibility::cutInWindow(*side))
        if (!cut.contains(problem))
            cut << u"side by side: "_s + problem;
    // The 70B run has no plan within 72 h (the panel says why); the seed's run has one, with its trade-offs.
    w.scenarios()->setCurrentIndex(2);
    plan(w)->findPlan();
    QVERIFY(ready.wait(60000));
    QTest::qWait(200);
    QVERIFY(!plan(w)->choice().tradeOffs.isEmpty());
    QVERIFY(w.grab().save(
        u"%1/%2-%3x%4-%5x-PlanTradeOffs.png"_s.arg(folder, language).arg(size.width()).arg(size.height()).arg(scale)));
    for (const QString& problem : Legibility::cutInWindow(w))
        if (!cut.contains(problem))
            cut << problem;
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
    applyLanguage(language);
    const auto restore = qScopeGuard([] { applyLanguage(u"en"_s); });
    const qreal scale = qApp->devicePixelRatio();
    const QString folder = QStringLiteral(KOVA_BINARY_DIR) + u"/screenshots/legibility"_s;
    QVERIFY(QDir().mkpath(folder));
    QStringList cut;
    for (const char* name : { "resources/programs/research-year", "tests/data/programs/capacity-blocks" }) {
        ProgramWindow w(std::make_shared<const Catalogue>(embeddedCatalogue()));
        w.setAttribute(Qt::WA_DeleteOnClose, false);
        QVERIFY(w.openFile(QStringLiteral(KOVA_SOURCE_DIR "/") + QLatin1StringView(name) + u".kova-program.json"_s));
        w.resize(size);
        w.show();
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
