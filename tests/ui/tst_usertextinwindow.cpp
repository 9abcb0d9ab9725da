#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "models/offertablemodel.h"
#include "panels/comparisonpanel.h"
#include "shell/mainwindow.h"
#include "tests/ui/windowparts.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QToolTip>

using namespace Kova;
using namespace WindowParts;
using namespace Qt::StringLiterals;

// A scenario name, a file name and a feed's offer text holding HTML are shown as the characters they
// are wherever the window shows them: title, tabs, labels, tables, tooltips, chart legends and
// message boxes (Qt guesses rich text from the first tag and would render "<b>" and load "<img>").
class TestUserTextInWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"KovaTest"_s); // where the recent files are kept
        QCoreApplication::setApplicationName(u"tst_usertextinwindow"_s);
    }
    void scenarioAndFileNamesAreShownLiterally();
    void unsavedChangesQuestionShowsTheNameLiterally();
    void feedTextInOfferTooltipsIsShownLiterally_data();
    void feedTextInOfferTooltipsIsShownLiterally();
};

namespace {

const QString Name = u"<b>kova-x</b> & <img src=y>"_s;
const QString Token = u"kova-x"_s; // every place showing Name shows this, rendered or not
const QString FileName = u"<img src=kova-f> & <i>f.kova.json"_s; // no '/': a name in a folder
const QString FileToken = u"kova-f"_s;

// What the user sees for a text shown in the given format (Qt::AutoText: rich when it looks rich).
QString shown(const QString& text, Qt::TextFormat format = Qt::AutoText)
{
    if (format == Qt::PlainText || (format == Qt::AutoText && !Qt::mightBeRichText(text)))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

struct Place
{
    QString where;
    QString text; // as seen
};

// Every text the window shows, as seen: titles, labels, fields, buttons, tabs, table cells, tooltips,
// chart titles, axis categories and legends.
QList<Place> everythingShown(QWidget* window)
{
    QList<Place> out { { u"window title"_s, window->windowTitle().remove(u"[*]"_s) } };
    QList<QWidget*> widgets = window->findChildren<QWidget*>();
    widgets.prepend(window);
    for (QWidget* w : std::as_const(widgets)) {
        const QString id = QString::fromLatin1(w->metaObject()->className()) + u' ' + w->objectName();
        out.append({ id + u" tooltip"_s, shown(w->toolTip()) });
        if (auto* label = qobject_cast<QLabel*>(w))
            out.append({ id, shown(label->text(), label->textFormat()) });
        if (auto* line = qobject_cast<QLineEdit*>(w))
            out.append({ id, line->text() });
        if (auto* edit = qobject_cast<QPlainTextEdit*>(w))
            out.append({ id, edit->toPlainText() });
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            out.append({ id, button->text() });
        if (auto* tabs = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < tabs->count(); ++i)
                out.append({ id + u" tab"_s, tabs->tabText(i) }),
                    out.append({ id + u" tab tooltip"_s, shown(tabs->tabToolTip(i)) });
        if (auto* view = qobject_cast<QAbstractItemView*>(w); view && view->model()) {
            const QAbstractItemModel* m = view->model();
            for (int r = 0; r < std::min(m->rowCount(), 64); ++r)
                for (int c = 0; c < m->columnCount(); ++c) {
                    const QModelIndex i = m->index(r, c);
                    out.append({ id + u" cell"_s, i.data().toString() });
                    out.append({ id + u" cell tooltip"_s, shown(i.data(Qt::ToolTipRole).toString()) });
                }
        }
        if (auto* chartView = qobject_cast<QChartView*>(w)) {
            QChart* chart = chartView->chart();
            out.append({ id + u" chart title"_s, shown(chart->title(), Qt::RichText) });
            for (QLegendMarker* marker : chart->legend()->markers())
                out.append({ id + u" legend"_s, shown(marker->label(), Qt::RichText) });
            for (QAbstractAxis* axis : chart->axes())
                if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis))
                    for (const QString& c : categories->categories())
                        out.append({ id + u" category"_s, shown(c, Qt::RichText) });
        }
    }
    QList<QAction*> actions = window->findChildren<QAction*>();
    for (QMenu* menu : window->findChildren<QMenu*>())
        actions << menu->actions(); // the recent files' entries belong to no window
    for (QAction* a : std::as_const(actions))
        out.append({ u"action "_s + a->text(), shown(a->toolTip()) });
    return out;
}

// The places that show the token: each must show the whole text literally.
QStringList placesShowing(const QList<Place>& places, const QString& literal, const QString& token)
{
    QStringList found;
    for (const Place& p : places) {
        if (!p.text.contains(token))
            continue;
        // A scenario's tab names its file without the ".kova.json" every scenario file has.
        QString whole = literal;
        if (p.where.endsWith(u" tab"_s) && whole.endsWith(u".kova.json"_s))
            whole.chop(10);
        if (!p.text.contains(whole))
            qWarning("%s shows \"%s\"", qPrintable(p.where), qPrintable(p.text));
        found << (p.text.contains(whole) ? p.where : u"MANGLED "_s + p.where);
    }
    return found;
}

} // namespace

void TestUserTextInWindow::scenarioAndFileNamesAreShownLiterally()
{
    QTimer watchdog; // a message box would wait for a click forever: close it, and fail below
    connect(&watchdog, &QTimer::timeout, this, [] {
        if (QWidget* box = QApplication::activeModalWidget()) {
            qWarning("unexpected dialog: %s", qPrintable(box->windowTitle()));
            box->close();
        }
    });
    watchdog.start(500);
    QTemporaryDir dir;
    MainWindow w;
    w.show();
    // A second scenario, the current one, so that the comparison has both and its chart a legend.
    ScenarioDocument* doc = w.scenarios()->addDocument(defaultScenario());
    QCOMPARE(w.scenarios()->currentDocument(), doc);
    doc->edit(u"name"_s, [](Scenario& s) { s.name = Name; });
    QVERIFY2(w.windowTitle().contains(Name), qPrintable(w.windowTitle())); // before it has a file name
    const QString file = dir.filePath(FileName);
    QVERIFY(w.scenarios()->saveDocument(doc, file));
    for (QMenu* menu : w.findChildren<QMenu*>()) // fills the recent files' actions (tooltips: their paths)
        if (menu->title() == u"Open &Recent"_s)
            Q_EMIT menu->aboutToShow();
    QTest::qWait(50);

    const QList<Place> all = everythingShown(&w);
    const QStringList places = placesShowing(all, Name, Token);
    const QStringList filePlaces = placesShowing(all, FileName, FileToken);
    QVERIFY2(!places.join(u'|').contains(u"MANGLED"_s), qPrintable(places.join(u"; "_s)));
    QVERIFY2(!filePlaces.join(u'|').contains(u"MANGLED"_s), qPrintable(filePlaces.join(u"; "_s)));
    // Where they must be, at least.
    auto shownIn = [](const QStringList& where, const QString& expected) {
        return std::any_of(where.begin(), where.end(), [&](const QString& p) { return p.contains(expected); });
    };
    for (const QString& expected : { u"QTabBar  tab"_s, u"QLineEdit "_s, u"legend"_s, u"QTableView  cell"_s })
        QVERIFY2(shownIn(places, expected),
            qPrintable(expected + u" does not show the name; it is shown in: "_s + places.join(u"; "_s)));
    for (const QString& expected : { u"window title"_s, u"QTabBar  tab tooltip"_s, u"action &1 "_s })
        QVERIFY2(shownIn(filePlaces, expected),
            qPrintable(expected + u" does not show the file; it is shown in: "_s + filePlaces.join(u"; "_s)));

    // The comparison chart's tooltip on a scenario's point.
    QScatterSeries* series = nullptr;
    for (QAbstractSeries* s : comparison(w)->chart()->chart()->series())
        if (s->name().contains(Token))
            series = qobject_cast<QScatterSeries*>(s);
    QVERIFY(series);
    Q_EMIT series->hovered(QPointF(1, 1), true);
    QVERIFY2(shown(QToolTip::text()).contains(Name), qPrintable(QToolTip::text()));
}

void TestUserTextInWindow::unsavedChangesQuestionShowsTheNameLiterally()
{
    MainWindow w;
    w.scenarios()->currentDocument()->edit(u"name"_s, [](Scenario& s) { s.name = Name; });
    QString seen;
    QTimer::singleShot(0, this, [&seen] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        seen = shown(box->text(), box->textFormat());
        box->button(QMessageBox::Cancel)->click();
    });
    QVERIFY(!w.scenarios()->closeDocument(0)); // cancelled
    QVERIFY2(seen.contains(u"“"_s + Name + u"”"_s), qPrintable(seen));
}

void TestUserTextInWindow::feedTextInOfferTooltipsIsShownLiterally_data()
{
    QTest::addColumn<int>("column");
    QTest::newRow("source") << int(OfferTableModel::SourceColumn);
    QTest::newRow("offer") << int(OfferTableModel::OfferColumn);
    QTest::newRow("region") << int(OfferTableModel::RegionColumn);
    QTest::newRow("scenario total, mode not sold") << int(OfferTableModel::TotalColumn);
}

void TestUserTextInWindow::feedTextInOfferTooltipsIsShownLiterally()
{
    QFETCH(int, column);
    Catalogue c = embeddedCatalogue();
    Offer& o = c.offers.first();
    o.source = Name;
    o.provider = Name;
    o.name = Name;
    o.region = Name;
    OfferTableModel model;
    model.setCatalogue(std::make_shared<const Catalogue>(c));
    model.setQuotes(
        QList<OfferQuote>(c.offers.size()), PurchaseMode::Spot, 8); // no offer sells it: the tooltip says who
    const QModelIndex i = model.index(0, column);
    const QString tip = i.data(Qt::ToolTipRole).toString();
    const QString text = i.data().toString();
    QVERIFY2(text.contains(Name) || shown(tip).contains(Name), qPrintable(text + u" / "_s + tip));
    if (!tip.isEmpty())
        QVERIFY2(!shown(tip).contains(Token) || shown(tip).contains(Name), qPrintable(tip));
}

QTEST_MAIN(TestUserTextInWindow)
#include "tst_usertextinwindow.moc"
