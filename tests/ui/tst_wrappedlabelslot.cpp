#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "panels/costpanel.h"
#include "text/format.h"
#include "widgets/wrappedlabelslot.h"

#include <QLabel>
#include <QTest>
#include <QVBoxLayout>

using namespace Kova;
using namespace Qt::StringLiterals;

// A word-wrapped label that changes often lays out its panel again only when it needs another height, and is
// always as tall as its text at its width.
class TestWrappedLabelSlot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void newTextOfTheSameHeightLaysNothingOutAgain();
    void longerTextGetsItsHeight();
    void billSummaryIsWholeAfterEveryChange_data();
    void billSummaryIsWholeAfterEveryChange();
    void selectableUnderThePointerOrWithASelection();
};

namespace {

// Counts the layout requests a widget receives.
class LayoutCounter : public QObject
{
public:
    int requests = 0;

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++requests;
        return false;
    }
};

bool isWhole(const QLabel* label)
{
    return label->height() >= label->heightForWidth(label->width());
}

} // namespace

void TestWrappedLabelSlot::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestWrappedLabelSlot::newTextOfTheSameHeightLaysNothingOutAgain()
{
    QWidget panel;
    auto* label = new QLabel(u"576.0 GPU-hours, 72.0 h wall-clock"_s);
    label->setWordWrap(true);
    auto* slot = new WrappedLabelSlot(label);
    auto* layout = new QVBoxLayout(&panel);
    layout->addWidget(slot);
    layout->addStretch(1);
    panel.resize(400, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCoreApplication::processEvents();
    LayoutCounter counter;
    panel.installEventFilter(&counter);
    const int heightBefore = label->height();
    label->setText(u"1,152.0 GPU-hours, 36.0 h wall-clock"_s);
    QCoreApplication::processEvents();
    QCOMPARE(counter.requests, 0);
    QCOMPARE(label->height(), heightBefore);
    QVERIFY(isWhole(label));
    QCOMPARE(label->text(), u"1,152.0 GPU-hours, 36.0 h wall-clock"_s);
}

void TestWrappedLabelSlot::longerTextGetsItsHeight()
{
    QWidget panel;
    auto* label = new QLabel(u"Short."_s);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* slot = new WrappedLabelSlot(label);
    auto* layout = new QVBoxLayout(&panel);
    layout->addWidget(slot);
    layout->addStretch(1);
    panel.resize(200, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCoreApplication::processEvents();
    const int oneLine = label->height();
    LayoutCounter counter;
    panel.installEventFilter(&counter);
    label->setText(u"576.0 GPU-hours, 72.0 h wall-clock without interruptions; 88.5 GB per GPU (does not fit)."_s);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QCOMPARE(counter.requests, 1); // the panel laid out again, once
    QVERIFY(label->height() > oneLine);
    QVERIFY(isWhole(label));
    // Narrower: the panel's own layout gives it the height of more lines.
    panel.resize(120, 400);
    QCoreApplication::processEvents();
    QVERIFY(isWhole(label));
    label->setText(u"Short again."_s);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QCOMPARE(label->height(), label->heightForWidth(label->width()));
}

void TestWrappedLabelSlot::billSummaryIsWholeAfterEveryChange_data()
{
    QTest::addColumn<int>("width");
    QTest::newRow("wide") << 700;
    QTest::newRow("narrow") << 220;
}

void TestWrappedLabelSlot::billSummaryIsWholeAfterEveryChange()
{
    QFETCH(int, width);
    ScenarioDocument doc(embeddedCatalogue());
    CostPanel panel;
    panel.setDocument(&doc);
    panel.resize(width, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QLabel* summary = panel.summary();
    for (int gpus : { 8, 16, 64, 256, 1024, 3, 8 }) {
        doc.edit(u"cluster.gpus"_s, [gpus](Scenario& s) { s.cluster.gpus = gpus; });
        doc.recomputeNow();
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const Formatter f(QLocale(), doc.estimate().currency);
        QVERIFY2(summary->text().startsWith(f.number(doc.estimate().compute.gpuHours, 1)), qPrintable(summary->text()));
        QVERIFY2(isWhole(summary),
            qPrintable(u"%1 GPUs: %2 px for %3"_s.arg(gpus)
                    .arg(summary->height())
                    .arg(summary->heightForWidth(summary->width()))));
        QVERIFY(summary->width() <= panel.width());
    }
}

// The summary can be selected and copied as before: under the pointer its label takes mouse selection, away from
// it the label keeps a selection it holds, and otherwise paints as a plain label.
void TestWrappedLabelSlot::selectableUnderThePointerOrWithASelection()
{
    QWidget panel;
    auto* label = new QLabel(u"576.0 GPU-hours, 72 h of wall-clock time"_s);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(&panel);
    layout->addWidget(new WrappedLabelSlot(label, &panel));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCOMPARE(label->textInteractionFlags(), Qt::NoTextInteraction);
    QEvent enter(QEvent::Enter);
    QCoreApplication::sendEvent(label, &enter);
    QCOMPARE(label->textInteractionFlags(), Qt::TextSelectableByMouse);
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(label, &leave);
    QCOMPARE(label->textInteractionFlags(), Qt::NoTextInteraction);
    // Selected by mouse, then the pointer leaves: the selection stays, and can be copied.
    QCoreApplication::sendEvent(label, &enter);
    const QPoint start = label->rect().topLeft() + QPoint(2, label->height() / 2);
    QTest::mousePress(label, Qt::LeftButton, {}, start);
    QTest::mouseMove(label, start + QPoint(60, 0));
    QTest::mouseRelease(label, Qt::LeftButton, {}, start + QPoint(60, 0));
    QVERIFY(label->hasSelectedText());
    QCoreApplication::sendEvent(label, &leave);
    QCOMPARE(label->textInteractionFlags(), Qt::TextSelectableByMouse);
    QVERIFY(label->hasSelectedText());
}

QTEST_MAIN(TestWrappedLabelSlot)
#include "tst_wrappedlabelslot.moc"
