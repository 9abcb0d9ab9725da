#include "chartgrid.h"
#include "mainwindow.h"
#include "scenariodocument.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// The main window at a device pixel ratio of 2 (QT_SCALE_FACTOR=2, set before the application starts)
// in a light and a dark palette: it fits the screen, no control is squeezed below the size its text
// needs, and charts and text follow the palette. The screenshots are written to
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

bool shownOnScreen(const QWidget* w)
{
    return w->isVisible() && !w->visibleRegion().isEmpty();
}

} // namespace

void TestScreenshots::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCOMPARE(qApp->devicePixelRatio(), 2.0);
    QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
}

void TestScreenshots::mainWindow_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestScreenshots::mainWindow()
{
    QFETCH(bool, dark);
    const QPalette original = QApplication::palette();
    QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::qWait(200); // the estimate and the charts

    // The screenshots: the window as rendered at 2×, and the screen when there is one (X11).
    const QString folder = QStringLiteral(KOVA_BINARY_DIR) + u"/screenshots"_s;
    QVERIFY(QDir().mkpath(folder));
    const QString name = u"main-window-2x-"_s + (dark ? u"dark"_s : u"light"_s);
    const QPixmap shot = w.grab();
    QCOMPARE(shot.devicePixelRatio(), 2.0);
    QCOMPARE(shot.width(), w.width() * 2);
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

    // No control with text is squeezed below the size it needs.
    QStringList squeezed;
    for (QWidget* c : w.findChildren<QWidget*>()) {
        const bool hasText = qobject_cast<QAbstractButton*>(c) || qobject_cast<QComboBox*>(c)
            || qobject_cast<QAbstractSpinBox*>(c) || qobject_cast<QLineEdit*>(c)
            || (qobject_cast<QLabel*>(c) && !qobject_cast<QLabel*>(c)->wordWrap());
        // A spin box's or combo box's own line edit is sized by its box: the box is checked instead.
        const bool inner
            = qobject_cast<QAbstractSpinBox*>(c->parentWidget()) || qobject_cast<QComboBox*>(c->parentWidget());
        if (!hasText || inner || !shownOnScreen(c))
            continue;
        const QSize need = c->minimumSizeHint();
        if (c->width() < need.width() || c->height() < need.height())
            squeezed << u"%1 \"%2\" %3×%4 < %5×%6"_s.arg(QString::fromLatin1(c->metaObject()->className()),
                c->accessibleName(), QString::number(c->width()), QString::number(c->height()),
                QString::number(need.width()), QString::number(need.height()));
    }
    QVERIFY2(squeezed.isEmpty(), qPrintable(squeezed.join(u"\n"_s)));

    // Charts follow the palette: their background, as painted, is dark in the dark palette and light in the
    // light one, and their titles, legends and axis labels are readable on it.
    const QImage image = shot.toImage();
    for (QChartView* view : w.findChildren<QChartView*>()) {
        if (!shownOnScreen(view))
            continue;
        QChart* chart = view->chart();
        const QColor background = image.pixelColor(view->mapTo(&w, QPoint(3, 3)) * 2);
        QVERIFY2((background.lightness() < 128) == dark, qPrintable(chart->title() + u": "_s + background.name()));
        QVERIFY2(contrast(chart->titleBrush().color(), background) > 100, qPrintable(chart->title()));
        QVERIFY2(contrast(chart->legend()->labelColor(), background) > 100, qPrintable(chart->title()));
        for (QAbstractAxis* axis : chart->axes())
            QVERIFY2(contrast(axis->labelsColor(), background) > 100, qPrintable(axis->titleText()));
    }

    QApplication::setPalette(original);
}

int main(int argc, char** argv)
{
    qputenv("QT_SCALE_FACTOR", "2");
    // Offscreen (ctest), the screen of a 2× laptop: 2560×1600 pixels, 1280×800 logical pixels. On X11
    // (Xvfb), the real screen.
    const QString config = QDir::temp().filePath(u"kova-screenshots-screen.json"_s);
    if (qEnvironmentVariable("QT_QPA_PLATFORM") == "offscreen"_L1) {
        QFile file(config);
        if (!file.open(QIODevice::WriteOnly)
            || file.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 2560, "height": 1600,
                "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                < 0)
            return 3;
        qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=" + config.toUtf8()));
    }
    QApplication app(argc, argv);
    TestScreenshots test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_screenshots.moc"
