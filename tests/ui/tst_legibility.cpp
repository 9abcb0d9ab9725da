#include "histogramchart.h"
#include "io/cataloguefile.h"
#include "mainwindow.h"
#include "montecarlopanel.h"
#include "offscreenscreen.h"
#include "openscenarios.h"
#include "planpanel.h"
#include "programview.h"
#include "programwindow.h"
#include "scenariodocument.h"
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

namespace {

// The texts Qt Charts had to shorten: shown texts ending in an ellipsis, and labels it hid because nothing
// but the ellipsis was left of them.
QStringList cutInChart(QChartView* view)
{
    QStringList out;
    for (QGraphicsItem* item : view->scene()->items()) {
        QString text;
        if (auto* t = qgraphicsitem_cast<QGraphicsTextItem*>(item))
            text = t->toPlainText();
        else if (auto* st = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item))
            text = st->text();
        else
            continue;
        const bool shortened = text.endsWith("..."_L1) || text.endsWith(u'…');
        if ((item->isVisible() && shortened) || (!item->isVisible() && text == "..."_L1))
            out << u"chart \"%1\": \"%2\" at %3,%4"_s.arg(view->chart()->title(), text)
                       .arg(item->scenePos().x())
                       .arg(item->scenePos().y());
    }
    return out;
}

// Cells and headers narrower (or lower) than their text: an item view elides them. Cells may scroll
// sideways (the view's scroll bar shows them whole); they may not be cut.
QStringList cutInView(QAbstractItemView* view)
{
    QStringList out;
    const QAbstractItemModel* model = view->model();
    if (!model)
        return out;
    auto* tree = qobject_cast<QTreeView*>(view);
    auto* table = qobject_cast<QTableView*>(view);
    QHeaderView* header = tree ? tree->header() : table ? table->horizontalHeader() : nullptr;
    const QString name = view->accessibleName().isEmpty() ? view->objectName() : view->accessibleName();
    for (int c = 0; c < model->columnCount(); ++c) {
        if (header && header->isSectionHidden(c))
            continue;
        if (header && !header->isHidden()) {
            const QString title = model->headerData(c, Qt::Horizontal).toString();
            const int need = header->fontMetrics().horizontalAdvance(title)
                + 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            if (header->sectionSize(c) < need)
                out << u"%1: header \"%2\" %3 px < %4 px"_s.arg(
                    name, title, QString::number(header->sectionSize(c)), QString::number(need));
        }
        // Every row, the children of expanded rows too.
        QList<QModelIndex> parents { QModelIndex() };
        while (!parents.isEmpty()) {
            const QModelIndex parent = parents.takeFirst();
            for (int r = 0; r < model->rowCount(parent); ++r) {
                const QModelIndex index = model->index(r, c, parent);
                const QModelIndex first = model->index(r, 0, parent);
                if (c == 0 && tree && tree->isExpanded(first) && model->rowCount(first) > 0)
                    parents << first;
                const QString text = index.data().toString();
                const QRect cell = view->visualRect(index);
                if (text.isEmpty() || cell.isEmpty())
                    continue;
                QStyleOptionViewItem option;
                option.initFrom(view);
                option.rect = cell;
                option.font
                    = index.data(Qt::FontRole).isValid() ? index.data(Qt::FontRole).value<QFont>() : view->font();
                QSize need = view->itemDelegateForIndex(index)->sizeHint(option, index);
                if (view->property("wordWrap").toBool()) {
                    // Wrapped at the cell's width (less the delegate's margins), as the view lays it out.
                    const int margins = need.width() - QFontMetrics(option.font).horizontalAdvance(text);
                    const QRect wrapped = QFontMetrics(option.font)
                                              .boundingRect(QRect(0, 0, std::max(1, cell.width() - margins), 100000),
                                                  Qt::TextWordWrap, text);
                    need = QSize(wrapped.width() + margins, wrapped.height());
                }
                // Lines of text as the delegate lays them out: each must fit the cell's width, all its height.
                if (cell.width() + 1 < need.width() || cell.height() + 1 < need.height())
                    out << u"%1: cell \"%2\" %3×%4 < %5×%6"_s.arg(name, text, QString::number(cell.width()),
                        QString::number(cell.height()), QString::number(need.width()), QString::number(need.height()));
            }
        }
    }
    return out;
}

// Tabs narrower than their text, or out of their bar (scrolled out of sight, as a long name cut from the left).
QStringList cutInTabs(QTabBar* bar)
{
    QStringList out;
    for (int i = 0; i < bar->count(); ++i) {
        const QRect tab = bar->tabRect(i);
        const QString text = bar->tabText(i);
        const int need = bar->fontMetrics().horizontalAdvance(text);
        // A tab scrolled wholly out of sight is a scroll button away; one cut at the bar's edge is not read.
        const bool straddles
            = (tab.left() < 0 && tab.right() > 0) || (tab.left() < bar->width() && tab.right() >= bar->width());
        if (tab.width() < need || straddles)
            out << u"tab \"%1\": %2 px wide at x = %3 in a bar of %4 px, its text %5 px"_s.arg(text,
                QString::number(tab.width()), QString::number(tab.left()), QString::number(bar->width()),
                QString::number(need));
    }
    return out;
}

bool onScreen(const QWidget* w)
{
    return w->isVisible() && !w->visibleRegion().isEmpty();
}

QStringList cutInWindow(QWidget& w)
{
    QStringList out;
    for (QChartView* view : w.findChildren<QChartView*>())
        if (view->isVisible() && view->width() > 0)
            out << cutInChart(view);
    for (QAbstractItemView* view : w.findChildren<QAbstractItemView*>())
        if (onScreen(view->viewport()) && !qobject_cast<QHeaderView*>(view))
            out << cutInView(view);
    for (QTabBar* bar : w.findChildren<QTabBar*>())
        if (bar->isVisible())
            out << cutInTabs(bar);
    return out;
}

} // namespace

void TestLegibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
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
    for (const char* name : { "llama-70b-pretrain", "lora-13b-a100", "seed-h100-72h" })
        QVERIFY(w.scenarios()->openFile(
            QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/") + QLatin1StringView(name) + u".kova.json"_s));
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
    const QString folder = QStringLiteral(KOVA_BINARY_DIR) + u"/screenshots/legibility"_s;
    QVERIFY(QDir().mkpath(folder));
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
        if (dock->widget() == monteCarlo(w)) // it simulates when it shows
            QTRY_VERIFY_WITH_TIMEOUT(!monteCarlo(w)->isRunning(), 60000);
        const QString shot = u"%1/%2-%3x%4-%5x-%6.png"_s.arg(folder, language)
                                 .arg(size.width())
                                 .arg(size.height())
                                 .arg(scale)
                                 .arg(dock->objectName());
        QVERIFY(w.grab().save(shot));
        for (const QString& problem : cutInWindow(w))
            if (!cut.contains(problem))
                cut << problem;
    }
    // Known and not fixed yet: the Monte Carlo histograms keep texts laid out at a tiny size (a title and
    // hidden axis labels cut short) though they show whole on screen. Checked apart so that it is seen.
    QStringList histograms;
    for (const QString& problem : std::as_const(cut))
        if (problem.startsWith(u"chart \""_s + monteCarlo(w)->costChart()->chart()->title())
            || problem.startsWith(u"chart \""_s + monteCarlo(w)->wallChart()->chart()->title()))
            histograms << problem;
    for (const QString& problem : std::as_const(histograms))
        cut.removeOne(problem);
    QVERIFY2(cut.isEmpty(), qPrintable(u"\n"_s + cut.join(u"\n"_s)));
    QEXPECT_FAIL("", "the Monte Carlo histograms keep texts laid out at a tiny size", Continue);
    QVERIFY2(histograms.isEmpty(), qPrintable(u"\n"_s + histograms.join(u"\n"_s)));
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
        for (const QString& problem : cutInWindow(w))
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
