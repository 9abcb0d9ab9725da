#include "widgets/wheelpassesunfocused.h"

#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>

using namespace Kova;
using namespace Qt::StringLiterals;

// In a panel that scrolls, the wheel over an unfocused value control scrolls the panel and leaves the value; the
// wheel over a list scrolls the list, as anywhere else.
class TestWheelPassesUnfocused : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wheelGoesWhereAUserExpects_data();
    void wheelGoesWhereAUserExpects();
};

void TestWheelPassesUnfocused::wheelGoesWhereAUserExpects_data()
{
    QTest::addColumn<QString>("under");
    QTest::addColumn<bool>("panelScrolls");
    QTest::addColumn<bool>("listScrolls");
    QTest::addColumn<bool>("valueChanges");
    QTest::newRow("an unfocused number box") << u"box"_s << true << false << false;
    QTest::newRow("a list") << u"list"_s << false << true << false;
}

void TestWheelPassesUnfocused::wheelGoesWhereAUserExpects()
{
    QFETCH(QString, under);
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
    layout->addWidget(box);
    layout->addWidget(list);
    layout->addSpacing(2000); // the panel taller than its area
    area.setWidget(content);
    wheelPassesUnfocusedControls(content);
    auto* focus = new QSpinBox(&area); // the focus elsewhere
    area.resize(300, 300);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    focus->setFocus();
    QWidget* target = under == u"box"_s ? static_cast<QWidget*>(box) : list->viewport();
    const QPoint at = target->mapTo(&area, target->rect().center());
    QTest::wheelEvent(area.windowHandle(), at, QPoint(0, -120));
    QCOMPARE(area.verticalScrollBar()->value() > 0, panelScrolls);
    QCOMPARE(list->verticalScrollBar()->value() > 0, listScrolls);
    QCOMPARE(box->value() != 50, valueChanges);
}

QTEST_MAIN(TestWheelPassesUnfocused)
#include "tst_wheelpassesunfocused.moc"
