#include "widgets/wheelpassesunfocused.h"

#include <QApplication>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>
#include <QWheelEvent>

using namespace Kova;
using namespace Qt::StringLiterals;

namespace {

// Gives every wheel event the time the test says, as a device would stamp it.
class WheelClock : public QObject
{
public:
    ulong now = 1000;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Wheel)
            static_cast<QWheelEvent*>(event)->setTimestamp(now);
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

// In a panel that scrolls, a wheel gesture scrolls the panel and leaves every value it passes over, unless it
// started over a value control that had the focus; the wheel over a list scrolls the list, as anywhere else.
class TestWheelPassesUnfocused : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wheelGoesWhereAUserExpects_data();
    void wheelGoesWhereAUserExpects();
};

void TestWheelPassesUnfocused::wheelGoesWhereAUserExpects_data()
{
    QTest::addColumn<QString>("startsOver"); // the first notch of the gesture
    QTest::addColumn<bool>("boxFocused");
    QTest::addColumn<int>("thenOverBox"); // notches over the box after the first one
    QTest::addColumn<int>("gapMs"); // between notches
    QTest::addColumn<bool>("phases"); // a touchpad's begin and updates
    QTest::addColumn<bool>("panelScrolls");
    QTest::addColumn<bool>("listScrolls");
    QTest::addColumn<bool>("valueChanges");
    const int pause = int(wheelGestureGapMs) + 100;
    QTest::newRow("an unfocused number box") << u"box"_s << false << 0 << 50 << false << true << false << false;
    QTest::newRow("a list") << u"list"_s << false << 0 << 50 << false << false << true << false;
    QTest::newRow("an unfocused box under a gesture begun on it")
        << u"box"_s << false << 3 << 50 << false << true << false << false;
    QTest::newRow("a focused box arriving under a gesture begun on the empty form")
        << u"empty"_s << true << 3 << 50 << false << true << false << false;
    QTest::newRow("a focused box arriving under a gesture begun on a list")
        << u"list"_s << true << 3 << 50 << false << true << true << false;
    QTest::newRow("a gesture begun on a focused box") << u"box"_s << true << 3 << 50 << false << false << false << true;
    QTest::newRow("a new gesture after a pause, on a focused box")
        << u"empty"_s << true << 3 << pause << false << true << false << true;
    QTest::newRow("a focused box arriving under a touchpad gesture")
        << u"empty"_s << true << 3 << 20 << true << true << false << false;
    QTest::newRow("a touchpad gesture begun on a focused box")
        << u"box"_s << true << 3 << 20 << true << false << false << true;
}

void TestWheelPassesUnfocused::wheelGoesWhereAUserExpects()
{
    QFETCH(QString, startsOver);
    QFETCH(bool, boxFocused);
    QFETCH(int, thenOverBox);
    QFETCH(int, gapMs);
    QFETCH(bool, phases);
    QFETCH(bool, panelScrolls);
    QFETCH(bool, listScrolls);
    QFETCH(bool, valueChanges);
    QScrollArea area;
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    auto* box = new QSpinBox;
    box->setRange(0, 100);
    box->setValue(50);
    auto* list = new QListWidget;
    for (int i = 0; i < 200; ++i)
        list->addItem(u"row %1"_s.arg(i));
    list->setFixedHeight(120);
    layout->addWidget(list);
    layout->addSpacing(60); // the empty form
    layout->addWidget(box);
    layout->addSpacing(2000); // the panel taller than its area
    area.setWidget(content);
    wheelPassesUnfocusedControls(content);
    auto* elsewhere = new QSpinBox(&area);
    area.resize(300, 300);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    (boxFocused ? static_cast<QWidget*>(box) : elsewhere)->setFocus();
    QTRY_VERIFY(boxFocused ? box->hasFocus() : elsewhere->hasFocus());
    WheelClock clock;
    qApp->installEventFilter(&clock);
    const auto centreOf = [&](QWidget* w) { return w->mapTo(&area, w->rect().center()); };
    const QPoint start = startsOver == u"box"_s ? centreOf(box)
        : startsOver == u"list"_s               ? centreOf(list->viewport())
                                                : content->mapTo(&area, QPoint(150, list->geometry().bottom() + 30));
    QTest::wheelEvent(
        area.windowHandle(), start, QPoint(0, -120), {}, {}, phases ? Qt::ScrollBegin : Qt::NoScrollPhase);
    for (int i = 0; i < thenOverBox; ++i) {
        clock.now += ulong(gapMs);
        QTest::wheelEvent(
            area.windowHandle(), centreOf(box), QPoint(0, -120), {}, {}, phases ? Qt::ScrollUpdate : Qt::NoScrollPhase);
    }
    qApp->removeEventFilter(&clock);
    QCOMPARE(area.verticalScrollBar()->value() > 0, panelScrolls);
    QCOMPARE(list->verticalScrollBar()->value() > 0, listScrolls);
    QCOMPARE(box->value() != 50, valueChanges);
}

QTEST_MAIN(TestWheelPassesUnfocused)
#include "tst_wheelpassesunfocused.moc"
