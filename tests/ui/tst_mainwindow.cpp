#include "mainwindow.h"

#include <QApplication>
#include <QMenuBar>
#include <QTest>

using namespace Qt::StringLiterals;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void titleIsTheApplicationName();
    void helpMenuOffersAbout();
};

void TestMainWindow::titleIsTheApplicationName()
{
    QApplication::setApplicationDisplayName(u"Kova Planner"_s);
    Kova::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.windowTitle().contains(u"Kova Planner"_s));
}

void TestMainWindow::helpMenuOffersAbout()
{
    Kova::MainWindow w;
    QStringList actions;
    for (QAction* menu : w.menuBar()->actions())
        for (QAction* a : menu->menu()->actions())
            actions << a->text();
    QVERIFY2(actions.contains(u"&About Kova Planner"_s), qPrintable(actions.join(u", "_s)));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
