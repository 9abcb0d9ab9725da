#include "charts/ownershipchart.h"
#include "charts/programtimeline.h"
#include "charts/reservedcurvechart.h"
#include "document/openscenarios.h"
#include "export/reportpreviewdialog.h"
#include "io/cataloguefile.h"
#include "io/programfile.h"
#include "model/names.h"
#include "program/programview.h"
#include "program/programwindow.h"
#include "report/programwording.h"
#include "shell/mainwindow.h"
#include "text/format.h"
#include "text/language.h"

#include <QApplication>
#include <QAreaSeries>
#include <QLabel>
#include <QLineSeries>
#include <QMenuBar>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace Kova;

// The program view shows core's figures (costProgram) and nothing it computed itself; the program window opens
// program files from the main window's File › Open and writes the program report off the GUI thread.
class TestProgramView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void viewShowsCoresFigures_data();
    void viewShowsCoresFigures();
    void recommendedOptionIsMarked();
    void viewFollowsTheLanguage();
    void badProgramIsNamedNotShown();
    void fileOpenRoutesProgramsToTheirWindow();
    void exportWritesTheReportOffTheGuiThread();

private:
    static QString fixture(const QString& name)
    {
        return QStringLiteral(KOVA_SOURCE_DIR "/tests/data/programs/") + name;
    }
    static std::shared_ptr<const Catalogue> catalogue()
    {
        return std::make_shared<const Catalogue>(embeddedCatalogue());
    }
};

void TestProgramView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    applyLanguage(u"en"_s);
}

void TestProgramView::viewShowsCoresFigures_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("research year: every option")
        << QStringLiteral(KOVA_SOURCE_DIR "/resources/programs/research-year.kova-program.json");
    QTest::newRow("on demand, interruptible, owned") << fixture(u"two-runs.kova-program.json"_s);
    QTest::newRow("reserved blocks, owned") << fixture(u"capacity-blocks.kova-program.json"_s);
}

void TestProgramView::viewShowsCoresFigures()
{
    QFETCH(QString, file);
    const Program program = loadProgram(file).value();
    const ProgramCosting expected = costProgram(program, embeddedCatalogue(), defaultOwnershipReference()).value();
    ProgramView view;
    QSignalSpy costed(&view, &ProgramView::costed);
    view.showProgram(program, catalogue());
    QVERIFY(costed.wait(30000));
    const Formatter f(QLocale(), expected.currency);

    // The options side by side: one row each, its total and rate as core gave them, its lines under it.
    QTreeWidget* options = view.options();
    QCOMPARE(options->topLevelItemCount(), expected.options.size());
    for (int i = 0; i < options->topLevelItemCount(); ++i) {
        const ProgramOption& o = expected.options.at(i);
        const QTreeWidgetItem* row = options->topLevelItem(i);
        QVERIFY2(row->text(0).contains(ProgramWording::optionTitle(o, QLocale())), qPrintable(row->text(0)));
        QCOMPARE(row->text(1), f.money(o.total));
        QCOMPARE(row->text(3), f.gpuHourRate(o.ratePerGpuHour));
        QCOMPARE(row->childCount(), o.lines.size());
        for (int l = 0; l < row->childCount(); ++l)
            QCOMPARE(row->child(l)->text(1), f.money(o.lines.at(l).amount));
    }
    // The timeline: a bar per run made, from its start for its hours (in days), in its run's row.
    const QList<QAreaSeries*> bars = view.timeline()->bars();
    QCOMPARE(bars.size(), expected.schedule.size());
    for (qsizetype i = 0; i < bars.size(); ++i) {
        const ScheduledRun& s = expected.schedule.at(i);
        const QList<QPointF> upper = bars[i]->upperSeries()->points();
        QCOMPARE(upper.size(), 2);
        QCOMPARE(upper.first().x(), s.startHour / 24);
        QCOMPARE(upper.last().x(), (s.startHour + s.hours) / 24);
        QVERIFY(std::abs(upper.first().y() - s.run) < 0.5);
    }
    // Total against K: core's curve, its lowest point (the reserved option) marked.
    const QList<QPointF> curve = view.reservedChart()->curve()->points();
    QCOMPARE(curve.size(), expected.reservedCurve.size());
    for (qsizetype i = 0; i < curve.size(); ++i)
        QCOMPARE(curve[i], QPointF(expected.reservedCurve[i].gpus, expected.reservedCurve[i].total));
    const ProgramOption* reserved = expected.option(ProgramOptionKind::Reserved);
    if (reserved && !expected.reservedCurve.isEmpty())
        QCOMPARE(view.reservedChart()->minimum()->points(),
            QList<QPointF> { QPointF(reserved->reservedGpus, reserved->total) });
    else
        QVERIFY(view.reservedChart()->minimum()->points().isEmpty());
    // Cost per owned GPU-hour against utilisation (in %), each rental rate as a line, the break-evens marked.
    const QList<QPointF> owned = view.ownershipChart()->ownedCurve()->points();
    QCOMPARE(owned.size(), expected.ownershipCurve.size());
    for (qsizetype i = 0; i < owned.size(); ++i)
        QCOMPARE(
            owned[i], QPointF(expected.ownershipCurve[i].utilisation * 100, expected.ownershipCurve[i].costPerGpuHour));
    QCOMPARE(view.ownershipChart()->rateLines().size(), expected.breakEvens.size());
    for (qsizetype i = 0; i < expected.breakEvens.size(); ++i) {
        const BreakEven& b = expected.breakEvens[i];
        QCOMPARE(view.ownershipChart()->rateLines()[i]->points().first().y(), b.ratePerGpuHour);
        const QList<QPointF> point = view.ownershipChart()->breakEvenPoints()[i]->points();
        if (b.utilisation && *b.utilisation <= 1)
            QCOMPARE(point, QList<QPointF> { QPointF(*b.utilisation * 100, b.ratePerGpuHour) });
        else
            QVERIFY(point.isEmpty());
    }
    QVERIFY(view.summary()->text().contains(ProgramWording::recommendationSentence(expected, f)));
}

void TestProgramView::recommendedOptionIsMarked()
{
    const Program program = loadProgram(fixture(u"two-runs.kova-program.json"_s)).value();
    ProgramView view;
    QSignalSpy costed(&view, &ProgramView::costed);
    view.showProgram(program, catalogue());
    QVERIFY(costed.wait(30000));
    const ProgramOption* best = view.costing()->recommendedOption();
    QVERIFY(best);
    int marked = 0;
    for (int i = 0; i < view.options()->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* row = view.options()->topLevelItem(i);
        const bool recommended = view.costing()->options.at(i).kind == best->kind;
        QCOMPARE(row->font(0).bold(), recommended);
        QCOMPARE(row->text(0).contains(u"(recommended)"_s), recommended);
        QCOMPARE(row->isExpanded(), recommended);
        marked += recommended;
    }
    QCOMPARE(marked, 1);
}

void TestProgramView::viewFollowsTheLanguage()
{
    const Program program = loadProgram(fixture(u"two-runs.kova-program.json"_s)).value();
    ProgramView view;
    QSignalSpy costed(&view, &ProgramView::costed);
    view.showProgram(program, catalogue());
    QVERIFY(costed.wait(30000));
    const auto restore = qScopeGuard([] { applyLanguage(u"en"_s); });
    applyLanguage(u"fr"_s);
    QCoreApplication::sendPostedEvents();
    const ProgramOption& first = view.costing()->options.first();
    QCOMPARE(
        view.options()->topLevelItem(0)->text(1), Formatter(QLocale(), view.costing()->currency).money(first.total));
    QVERIFY2(view.options()->topLevelItem(0)->text(1).endsWith(u"US"_s),
        qPrintable(view.options()->topLevelItem(0)->text(1)));
    QCOMPARE(view.options()->headerItem()->text(5), u"Quantité × tarif"_s);
    QVERIFY(view.summary()->text().contains(u"Recommandé"_s) || view.summary()->text().contains(u"recommand"_s));
}

void TestProgramView::badProgramIsNamedNotShown()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bad.kova-program.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"kova_program": 1, "name": "x", "start": "2027-01", "horizon_months": 12, "offer": "kova-h100-sxm",
        "runs": [{"scenario": "missing.kova.json", "count": 1, "when": "2027-01"}]})");
    file.close();
    MainWindow w;
    // The message box would wait for a click: it is closed as soon as it shows.
    QTimer closer;
    connect(&closer, &QTimer::timeout, [] {
        if (QWidget* box = QApplication::activeModalWidget())
            box->close();
    });
    closer.start(50);
    QVERIFY(!w.openProgram(path));
    QVERIFY(w.findChildren<ProgramWindow*>().isEmpty());
}

void TestProgramView::fileOpenRoutesProgramsToTheirWindow()
{
    MainWindow w;
    QStringList actions;
    for (QAction* menu : w.menuBar()->actions())
        if (menu->text() == u"&File"_s)
            for (QAction* a : menu->menu()->actions())
                actions << a->objectName();
    QVERIFY2(actions.contains(u"file_open_program"_s), qPrintable(actions.join(u", "_s)));
    const qsizetype scenarios = w.scenarios()->documents().size();
    QVERIFY(w.scenarios()->openFile(fixture(u"two-runs.kova-program.json"_s)));
    QCOMPARE(w.scenarios()->documents().size(), scenarios); // no scenario tab for it
    const QList<ProgramWindow*> windows = w.findChildren<ProgramWindow*>();
    QCOMPARE(windows.size(), 1);
    QCOMPARE(windows.first()->filePath(), fixture(u"two-runs.kova-program.json"_s));
    QCOMPARE(windows.first()->view()->program().name, u"Research year 2027"_s);
}

void TestProgramView::exportWritesTheReportOffTheGuiThread()
{
    ProgramWindow window(catalogue());
    QVERIFY(window.openFile(fixture(u"two-runs.kova-program.json"_s)));
    QVERIFY(!window.exportAction()->isEnabled()); // until costed
    QTRY_VERIFY_WITH_TIMEOUT(window.exportAction()->isEnabled(), 30000);
    const auto content = window.reportContent();
    QVERIFY(content.ok());
    QCOMPARE(content.value().costing.options.size(), window.view()->costing()->options.size());
    // The scenario window's preview, on the program report.
    ReportPreviewDialog dialog(content.value());
    QVERIFY(dialog.report().program());
    QTemporaryDir dir;
    const QString path = dir.filePath(u"program.pdf"_s);
    QSignalSpy saved(&dialog, &ReportPreviewDialog::saved);
    dialog.saveTo(path);
    QVERIFY(!QFile::exists(path)); // written by a worker, after this returns
    QVERIFY(saved.wait(60000));
    QCOMPARE(saved.first().at(0).toString(), path);
    QVERIFY(saved.first().at(1).toInt() >= 2);
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    // A folder that does not exist: the failure is told, nothing is written.
    QSignalSpy failed(&dialog, &ReportPreviewDialog::failed);
    dialog.saveTo(dir.filePath(u"missing/program.pdf"_s));
    QVERIFY(failed.wait(60000));
    QVERIFY(!QFile::exists(dir.filePath(u"missing/program.pdf"_s)));
}

QTEST_MAIN(TestProgramView)
#include "tst_programview.moc"
