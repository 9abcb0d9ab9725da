#include "charts/chartgrid.h"
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "models/lineitemmodel.h"
#include "panels/costpanel.h"
#include "shell/mainwindow.h"
#include "tests/ui/legibility.h"
#include "tests/ui/offscreenscreen.h"
#include "tests/ui/windowparts.h"
#include "text/language.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTest>
#include <QTreeView>

using namespace Kova;
using namespace WindowParts;
using namespace Qt::StringLiterals;

// The main window on a 1280×800 laptop screen at a device pixel ratio of 2 (QT_SCALE_FACTOR=2, set before the
// application starts; a second run, tst_screenshots_1x, sets QT_SCALE_FACTOR=1) in a light and a dark palette, in
// English and in French: it fits the screen, no control is squeezed below the size its text needs nor cut by what holds
// it, no chart text is shortened, and charts and text follow the palette. The screenshots are written to
// build/<preset>/screenshots/ (artifacts to look at); on X11 (Xvfb) the screen itself is grabbed too.
class TestScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void mainWindow_data();
    void mainWindow();
};

namespace {

// The device pixel ratio of this run: QT_SCALE_FACTOR when the run sets it, else 2.
double runScale()
{
    return qEnvironmentVariableIsSet("QT_SCALE_FACTOR") ? qEnvironmentVariable("QT_SCALE_FACTOR").toDouble() : 2;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8a, 0x8a));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xf0));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    for (QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, QColor(0x7a, 0x7a, 0x7a));
    return p;
}

// Lightness difference between two colours (0–255): readable text needs a large one.
int contrast(const QColor& a, const QColor& b)
{
    return std::abs(a.lightness() - b.lightness());
}

// A control that shows text (button, combo box, spin box, line edit, label that does not wrap); a spin
// box's or combo box's own line edit is sized by its box, which is checked instead.
bool isTextControl(const QWidget* c)
{
    auto* label = qobject_cast<const QLabel*>(c);
    const bool hasText = qobject_cast<const QAbstractButton*>(c) || qobject_cast<const QComboBox*>(c)
        || qobject_cast<const QAbstractSpinBox*>(c) || qobject_cast<const QLineEdit*>(c)
        || (label && !label->wordWrap());
    const bool inner
        = qobject_cast<QAbstractSpinBox*>(c->parentWidget()) || qobject_cast<QComboBox*>(c->parentWidget());
    return hasText && !inner;
}

bool insideItemView(const QWidget* c)
{
    for (const QWidget* p = c->parentWidget(); p; p = p->parentWidget())
        if (qobject_cast<const QAbstractItemView*>(p))
            return true;
    return false;
}

QString describe(const QWidget* c)
{
    QString text = c->accessibleName();
    if (auto* b = qobject_cast<const QAbstractButton*>(c); b && text.isEmpty())
        text = b->text();
    if (auto* l = qobject_cast<const QLabel*>(c); l && text.isEmpty())
        text = l->text();
    return QString::fromLatin1(c->metaObject()->className()) + u" \""_s + text + u'"';
}

// Controls whose shown part is narrower than the control: a scroll area's viewport, a dock or a
// splitter cuts off their left or right side, and the text there cannot be read. (Cells of item views
// scroll sideways by design and are not controls.)
QStringList cutHorizontally(QWidget* window)
{
    QStringList cut;
    for (QWidget* c : window->findChildren<QWidget*>()) {
        if (!isTextControl(c) || insideItemView(c) || !Legibility::onScreen(c))
            continue;
        const QRect shown = Legibility::unclipped(c);
        if (shown.left() > 0 || shown.right() < c->rect().right())
            cut << u"%1: %2 of %3 px wide shown, from x = %4"_s.arg(describe(c), QString::number(shown.width()),
                QString::number(c->width()), QString::number(shown.left()));
    }
    return cut;
}

} // namespace

void TestScreenshots::initTestCase()
{
    Legibility::setUpApplication();
    QCOMPARE(qApp->devicePixelRatio(), runScale());
}

void TestScreenshots::mainWindow_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("scenario"); // a file of resources/scenarios, or the default scenario
    QTest::newRow("light") << false << u"en"_s << QString();
    QTest::newRow("dark") << true << u"en"_s << QString();
    QTest::newRow("light, French") << false << u"fr"_s << QString();
    // Larger figures (costs to $1M, runs to 10,000 h) and other modes and lines.
    QTest::newRow("light, 70B pretraining") << false << u"en"_s << u"llama-70b-pretrain"_s;
    QTest::newRow("dark, French, 70B pretraining") << true << u"fr"_s << u"llama-70b-pretrain"_s;
    QTest::newRow("light, LoRA 13B") << false << u"en"_s << u"lora-13b-a100"_s;
}

void TestScreenshots::mainWindow()
{
    QFETCH(bool, dark);
    QFETCH(QString, language);
    QFETCH(QString, scenario);
    const QPalette original = QApplication::palette();
    QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
    applyLanguage(language);
    const auto restore = qScopeGuard([&] {
        QApplication::setPalette(original);
        applyLanguage(u"en"_s);
    });
    MainWindow w;
    if (!scenario.isEmpty())
        QVERIFY(Legibility::openShipped(w, scenario));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::qWait(200); // the estimate and the charts

    // The screenshots: the window as rendered at this scale, and the screen when there is one (X11).
    const double scale = runScale();
    const QString folder = Legibility::screenshotFolder();
    const QString name = u"main-window-%1x-"_s.arg(scale) + (dark ? u"dark"_s : u"light"_s)
        + (language == "en"_L1 ? QString() : u'-' + language) + (scenario.isEmpty() ? QString() : u'-' + scenario);
    const QPixmap shot = w.grab();
    QCOMPARE(shot.devicePixelRatio(), scale);
    QCOMPARE(shot.width(), qRound(w.width() * scale));
    QVERIFY(shot.save(folder + u'/' + name + u".png"_s));
    if (QGuiApplication::platformName() == "xcb"_L1)
        QVERIFY(w.screen()->grabWindow(0).save(folder + u'/' + name + u"-screen.png"_s));
    // It fits the screen it opens on (a 2× laptop screen is small in logical pixels).
    const QRect screen = w.screen()->availableGeometry();
    QVERIFY2(w.frameGeometry().width() <= screen.width() && w.frameGeometry().height() <= screen.height(),
        qPrintable(u"window %1×%2 on a %3×%4 screen"_s.arg(w.frameGeometry().width())
                .arg(w.frameGeometry().height())
                .arg(screen.width())
                .arg(screen.height())));

    // No control with text is squeezed below the size it needs, nor cut off at the side by what holds it.
    QStringList squeezed;
    for (QWidget* c : w.findChildren<QWidget*>()) {
        if (!isTextControl(c) || !Legibility::onScreen(c))
            continue;
        const QSize need = c->minimumSizeHint();
        if (c->width() < need.width() || c->height() < need.height())
            squeezed << u"%1 \"%2\" %3×%4 < %5×%6"_s.arg(QString::fromLatin1(c->metaObject()->className()),
                c->accessibleName(), QString::number(c->width()), QString::number(c->height()),
                QString::number(need.width()), QString::number(need.height()));
    }
    QVERIFY2(squeezed.isEmpty(), qPrintable(squeezed.join(u"\n"_s)));
    const QStringList cut = cutHorizontally(&w);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u"\n"_s)));
    // The bill's amounts are shown whole, without scrolling, however narrow its dock.
    QTreeView* bill = costs(w)->view();
    const QAbstractItemView* billView = bill;
    const int amount = LineItemModel::AmountColumn;
    QCOMPARE(bill->horizontalScrollBar()->value(), 0);
    if (costs(w)->model()->isAmountStacked()) {
        // A panel too narrow for the amounts beside the lines: each amount on a line of its own under its item,
        // at the left edge (a long quantity × rate may run past the right one, whole: the scroll bar shows it).
        QVERIFY(bill->isColumnHidden(amount));
        const QModelIndex total = costs(w)->model()->index(0, LineItemModel::ItemColumn);
        QVERIFY2(total.data().toString().endsWith(costs(w)->model()->index(0, amount).data().toString()),
            qPrintable(total.data().toString()));
    } else {
        QCOMPARE_GE(bill->header()->sectionSize(amount), billView->sizeHintForColumn(amount));
        QCOMPARE_LE(bill->header()->sectionViewportPosition(amount) + bill->header()->sectionSize(amount),
            bill->viewport()->width());
    }

    // Every text on screen is whole: chart titles, axis titles, tick and category labels, legends, table
    // cells and headers, tabs, wrapped labels.
    const QStringList truncated = Legibility::cutInWindow(w);
    QVERIFY2(truncated.isEmpty(), qPrintable(truncated.join(u"\n"_s)));
    // Each chart on its own too, to look at closely.
    int chartNumber = 0;
    for (QChartView* view : w.findChildren<QChartView*>())
        if (Legibility::onScreen(view->viewport()))
            QVERIFY(view->grab().save(u"%1/%2-chart%3.png"_s.arg(folder, name).arg(++chartNumber)));

    // Charts follow the palette: their background, as painted, is dark in the dark palette and light in the
    // light one, and their titles, legends and axis labels are readable on it.
    const QImage image = shot.toImage();
    for (QChartView* view : w.findChildren<QChartView*>()) {
        if (!Legibility::onScreen(view->viewport()))
            continue;
        QChart* chart = view->chart();
        const QColor background = image.pixelColor(view->mapTo(&w, QPoint(3, 3)) * scale);
        QVERIFY2((background.lightness() < 128) == dark, qPrintable(chart->title() + u": "_s + background.name()));
        QVERIFY2(contrast(chart->titleBrush().color(), background) > 100, qPrintable(chart->title()));
        QVERIFY2(contrast(chart->legend()->labelColor(), background) > 100, qPrintable(chart->title()));
        for (QAbstractAxis* axis : chart->axes())
            QVERIFY2(contrast(axis->labelsColor(), background) > 100, qPrintable(axis->titleText()));
    }
}

int main(int argc, char** argv)
{
    if (!qEnvironmentVariableIsSet("QT_SCALE_FACTOR"))
        qputenv("QT_SCALE_FACTOR", "2");
    // Offscreen (ctest), the screen of a laptop: 1280×800 logical pixels (2560×1600 pixels at 2×). On X11
    // (Xvfb), the real screen.
    const double scale = runScale();
    if (!useOffscreenScreen(u"laptop"_s, int(1280 * scale), int(800 * scale)))
        return 3;
    QApplication app(argc, argv);
    TestScreenshots test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_screenshots.moc"
