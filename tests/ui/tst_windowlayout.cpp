#include "shell/mainwindow.h"
#include "tests/ui/offscreenscreen.h"

#include <QApplication>
#include <QDockWidget>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// The window comes back as the user left it: its size and position, which docks are shown and where.
// Offscreen, on a 1920×1200 screen (the platform's default 800×800 is narrower than the window, and
// Qt shrinks a restored window into its screen).
class TestWindowLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup() { QSettings().remove(u"window"_s); }
    void geometryAndDocksAreRestored_data();
    void geometryAndDocksAreRestored();
};

void TestWindowLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(u"window"_s);
}

void TestWindowLayout::geometryAndDocksAreRestored_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("moved"); // a dock moved to the left area
    QTest::addColumn<QString>("hidden"); // a dock closed
    QTest::newRow("plan on the left, costs closed") << QSize(1500, 950) << u"PlanDock"_s << u"CostsDock"_s;
    QTest::newRow("costs on the left, offers closed") << QSize(1300, 900) << u"CostsDock"_s << u"OffersDock"_s;
}

void TestWindowLayout::geometryAndDocksAreRestored()
{
    QFETCH(QSize, size);
    QFETCH(QString, moved);
    QFETCH(QString, hidden);
    QPoint position;
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.resize(size);
        w.move(60, 40);
        w.addDockWidget(Qt::LeftDockWidgetArea, w.findChild<QDockWidget*>(moved));
        w.findChild<QDockWidget*>(hidden)->close();
        QTRY_COMPARE(w.size(), size);
        position = w.pos();
        QVERIFY(w.close()); // nothing to save: the window closes and stores its layout
    }
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.size(), size);
    QCOMPARE(w.pos(), position);
    QCOMPARE(w.dockWidgetArea(w.findChild<QDockWidget*>(moved)), Qt::LeftDockWidgetArea);
    QVERIFY(w.findChild<QDockWidget*>(moved)->isVisible());
    QVERIFY(!w.findChild<QDockWidget*>(hidden)->isVisible());
    QVERIFY(w.findChild<QDockWidget*>(u"ScenarioDock"_s)->isVisible());
}

int main(int argc, char** argv)
{
    if (!useOffscreenScreen(u"desktop"_s, 1920, 1200))
        return 3;
    QApplication app(argc, argv);
    TestWindowLayout test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowlayout.moc"
