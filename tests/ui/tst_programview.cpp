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
#include "tests/ui/openfile.h"
#include "text/format.h"
#include "text/language.h"

#include <QApplication>
#include <QAreaSeries>
#include <QLabel>
#include <QLineSeries>
#include <QMenuBar>
#include <QPointer>
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

namespace {
// The bars of a timeline series as (from, to) in days: where its upper line rises from its lower one, and falls back.
QList<std::pair<double, double>> barsOf(const QAreaSeries* series)
{
    const double low = series->lowerSeries()->points().value(0).y();
    QList<std::pair<double, double>> bars;
    const QList<QPointF> upper = series->upperSeries()->points();
    for (qsizetype i = 1; i < upper.size(); ++i) {
        if (upper[i - 1].y() == low && upper[i].y() != low)
            bars.append({ upper[i].x(), upper[i].x() });
        else if (upper[i - 1].y() != low && upper[i].y() == low && !bars.isEmpty())
            bars.last().second = upper[i].x();
    }
    return bars;
}
} // namespace

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
    void timelineDrawsManyRunsWithoutASeriesPerRunMade_data();
    void timelineDrawsManyRunsWithoutASeriesPerRunMade();
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
    // The timeline: one series per run of the program, a bar each time it is made, from its start for its hours
    // (in days), in its run's row.
    const QList<QAreaSeries*> bars = view.timeline()->bars();
    QCOMPARE(bars.size(), program.runs.size());
    for (const ScheduledRun& s : expected.schedule) {
        const QList<std::pair<double, double>> made = barsOf(bars.at(s.run));
        const double from = s.startHour / 24, to = (s.startHour + s.hours) / 24;
        QVERIFY2(std::any_of(made.cbegin(), made.cend(),
                     [&](const auto& bar) { return bar.first <= from + 1e-9 && to <= bar.second + 1e-9; }),
            qPrintable(u"run %1, time %2"_s.arg(s.run).arg(s.repeat)));
        QVERIFY(std::abs(bars.at(s.run)->upperSeries()->points().first().y() - s.run) < 0.5);
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

void TestProgramView::timelineDrawsManyRunsWithoutASeriesPerRunMade_data()
{
    QTest::addColumn<int>("runs");
    QTest::addColumn<int>("count");
    QTest::newRow("one run made 10,000 times: one series") << 1 << 10000;
    QTest::newRow("24 runs: a row each") << ProgramTimelineChart::MaxRunRows << 3;
    QTest::newRow("25 runs: the GPUs busy as one curve") << ProgramTimelineChart::MaxRunRows + 1 << 3;
    QTest::newRow("1,000 runs made 10 times: one curve") << 1000 << 10;
}

void TestProgramView::timelineDrawsManyRunsWithoutASeriesPerRunMade()
{
    QFETCH(int, runs);
    QFETCH(int, count);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"many.kova-program.json"_s);
    QByteArray listed;
    for (int i = 0; i < runs; ++i)
        listed += (i ? ", " : "") + QByteArray(R"({"scenario": ")") + KOVA_SOURCE_DIR
            + "/resources/scenarios/seed-h100-72h.kova.json\", \"count\": " + QByteArray::number(count)
            + R"(, "when": "2027-0)" + QByteArray::number(1 + i % 9) + "\"}";
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"kova_program": 1, "name": "many", "start": "2027-01", "horizon_months": 12,
        "offer": "kova-h100-sxm", "runs": [)"
        + listed + "]}");
    file.close();
    const Program program = loadProgram(path).value();
    ProgramView view;
    QSignalSpy costed(&view, &ProgramView::costed);
    view.showProgram(program, catalogue());
    QVERIFY(costed.wait(60000));
    const ProgramCosting& c = *view.costing();
    QCOMPARE(c.schedule.size(), qsizetype(runs) * count);
    ProgramTimelineChart* timeline = view.timeline();
    if (runs <= ProgramTimelineChart::MaxRunRows) {
        QCOMPARE(timeline->bars().size(), runs);
        QVERIFY(!timeline->busyCurve());
        QCOMPARE(timeline->chart()->series().size(), runs);
        return;
    }
    // More runs than rows: core's busy GPUs as one step curve, up at each step's hour (in days) to its GPUs.
    QVERIFY(timeline->bars().isEmpty());
    QVERIFY(timeline->busyCurve());
    QCOMPARE(timeline->chart()->series().size(), 1);
    const QList<BusyStep> steps = busyGpuSteps(c.schedule);
    const QList<QPointF> points = timeline->busyCurve()->upperSeries()->points();
    QCOMPARE(points.size(), 2 * steps.size());
    for (qsizetype i = 0; i < steps.size(); ++i)
        QCOMPARE(points.at(2 * i + 1), QPointF(steps.at(i).hour / 24, steps.at(i).gpus));
    // Its left axis counts GPUs, labelled; the rows' axis is set aside, and comes back with a program of few runs.
    QList<QAbstractAxis*> left = timeline->chart()->axes(Qt::Vertical);
    QCOMPARE(left.size(), 1);
    QVERIFY(timeline->busyCurve()->attachedAxes().contains(left.first()));
    QVERIFY(left.first()->labelsVisible());
    QCOMPARE(left.first()->titleText(), u"GPUs busy"_s);
    view.showProgram(loadProgram(fixture(u"two-runs.kova-program.json"_s)).value(), catalogue());
    QVERIFY(costed.wait(60000));
    left = timeline->chart()->axes(Qt::Vertical);
    QCOMPARE(left.size(), 1);
    QVERIFY(!left.first()->labelsVisible()); // the rows: one per run, unlabelled
    QCOMPARE(timeline->bars().size(), 2);
    QVERIFY(timeline->bars().first()->attachedAxes().contains(left.first()));
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
    QPointer<ProgramWindow> window = w.openProgram(path);
    QSignalSpy opened(window.data(), &ProgramWindow::opened);
    QVERIFY(opened.wait(30000));
    QCOMPARE(opened.first().at(1).toBool(), false);
    QTRY_VERIFY(!window); // never shown, gone
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
    w.scenarios()->openFile(fixture(u"two-runs.kova-program.json"_s));
    QCOMPARE(w.scenarios()->documents().size(), scenarios); // no scenario tab for it
    QTRY_VERIFY_WITH_TIMEOUT(w.findChild<ProgramWindow*>() && w.findChild<ProgramWindow*>()->isVisible(), 30000);
    const QList<ProgramWindow*> windows = w.findChildren<ProgramWindow*>();
    QCOMPARE(windows.size(), 1);
    QCOMPARE(windows.first()->filePath(), fixture(u"two-runs.kova-program.json"_s));
    QCOMPARE(windows.first()->view()->program().name, u"Research year 2027"_s);
}

void TestProgramView::exportWritesTheReportOffTheGuiThread()
{
    ProgramWindow window(catalogue());
    QVERIFY(OpenFile::program(window, fixture(u"two-runs.kova-program.json"_s)));
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
