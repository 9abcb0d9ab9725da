#include "charts/programtimeline.h"
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "io/programfile.h"
#include "io/scenariofile.h"
#include "panels/sourceview.h"
#include "program/programview.h"
#include "program/programwindow.h"
#include "shell/mainwindow.h"
#include "tests/ui/eventloopping.h"
#include "tests/ui/messagebox.h"
#include "tests/ui/openfile.h"
#include "tests/ui/windowparts.h"
#include "text/language.h"
#include "widgets/fileopening.h"
#include "widgets/highlightedtextedit.h"

#include <QAbstractButton>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace Kova;

namespace {

QString seedPath()
{
    return QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/seed-h100-72h.kova.json");
}

// The attack's program: 300 bytes, one run made 10,000 times back to back.
QString writeTenThousandRuns(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(u"ten-thousand.kova-program.json"_s);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(R"({"kova_program": 1, "name": "Ten thousand runs", "start": "2027-01", "horizon_months": 12,
        "offer": "kova-h100-sxm", "runs": [{"scenario": ")"
        + seedPath().toUtf8() + R"(", "count": 10000, "when": "2027-01"}]})");
    return path;
}

// The 10,000-run program with a key this version does not know holding 2.65 M numbers (15.9 MB).
QString writeLargeProgram(const QTemporaryDir& dir)
{
    QByteArray bytes;
    bytes.reserve(16'000'000);
    bytes += R"({"kova_program": 1, "name": "Large", "start": "2027-01", "horizon_months": 12,
        "offer": "kova-h100-sxm", "runs": [{"scenario": ")"
        + seedPath().toUtf8() + R"(", "count": 10000, "when": "2027-01"}], "x_samples": [)";
    constexpr int Numbers = 2'650'000;
    for (int i = 0; i < Numbers; ++i) {
        bytes += QByteArray::number(10000 + i % 90000);
        bytes += i + 1 < Numbers ? "," : "]}";
    }
    const QString path = dir.filePath(u"large.kova-program.json"_s);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

// The attack's valid 15.9 MB scenario: the seed with a key this version does not know holding 2.65 M numbers.
QString writeLargeScenario(const QTemporaryDir& dir)
{
    QFile seed(seedPath());
    if (!seed.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = seed.readAll();
    const qsizetype brace = text.indexOf('{');
    QByteArray bytes;
    bytes.reserve(16'000'000);
    bytes += text.first(brace + 1);
    bytes += "\n  \"x_samples\": [";
    constexpr int Numbers = 2'650'000;
    for (int i = 0; i < Numbers; ++i) {
        bytes += QByteArray::number(10000 + i % 90000);
        bytes += i + 1 < Numbers ? "," : "],";
    }
    bytes += text.sliced(brace + 1);
    const QString path = dir.filePath(u"large.kova.json"_s);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

// Where KAutoSaveFile keeps the copies (in the test's own data folder).
QString autosaveFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u"/stalefiles/"_s
        + QCoreApplication::applicationName();
}

QStringList autosaveCopies()
{
    QStringList out;
    for (const QFileInfo& file : QDir(autosaveFolder()).entryInfoList(QDir::Files, QDir::Time | QDir::Reversed))
        if (!file.fileName().endsWith(u".lock"_s))
            out << file.filePath();
    return out;
}

void showSourceView(MainWindow& w)
{
    for (QWidget* p = WindowParts::source(w); p; p = p->parentWidget())
        if (auto* dock = qobject_cast<QDockWidget*>(p)) {
            dock->show();
            dock->raise();
            return;
        }
}

} // namespace

// The window stays responsive while it opens and closes files inside the documented limits: reading and parsing off
// the GUI thread with a progress dialog and Cancel, a program of many runs drawn without a series per run made, a
// long scenario's source shown as its first lines.
class TestWindowResponsiveness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tenThousandRunProgramOpensAndClosesWithoutStall();
    void largeScenarioOpensWithoutStall();
    void cancelledOpeningClosesAtOnceAndDropsTheFile();
    void largeScenarioIsEditedAutosavedAndSavedWithoutStall();
    void largeAutosaveIsRecoveredWithoutStall();
    void largeProgramIsEditedAndSavedWithoutStall();

private:
    QTemporaryDir m_dir;
};

void TestWindowResponsiveness::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    applyLanguage(u"en"_s);
    QVERIFY(m_dir.isValid());
    QDir(autosaveFolder()).removeRecursively();
}

void TestWindowResponsiveness::tenThousandRunProgramOpensAndClosesWithoutStall()
{
    const QString path = writeTenThousandRuns(m_dir);
    QVERIFY(!path.isEmpty());
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    EventLoopPing ping;

    ping.start();
    QPointer<ProgramWindow> window = w.openProgram(path);
    QSignalSpy opened(window.data(), &ProgramWindow::opened);
    QVERIFY(opened.wait(60000));
    QVERIFY(opened.first().at(1).toBool());
    QTRY_VERIFY_WITH_TIMEOUT(window->view()->costing() && !window->view()->isCosting(), 60000);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QTest::qWait(300); // painted
    const qint64 opening = ping.worstGapMs();
    QCOMPARE(window->view()->costing()->schedule.size(), 10000);
    QCOMPARE(window->view()->timeline()->bars().size(), 1); // one series for the run, not one per time it is made
    qInfo("10,000-run program: longest event-loop gap opening %lld ms", opening);

    ping.start();
    window->close();
    QTRY_VERIFY_WITH_TIMEOUT(!window, 60000);
    QTest::qWait(100);
    const qint64 closing = ping.worstGapMs();
    qInfo("10,000-run program: longest event-loop gap closing %lld ms", closing);
    QVERIFY2(opening < MaxGapMs, qPrintable(u"opening: %1 ms"_s.arg(opening)));
    QVERIFY2(closing < MaxGapMs, qPrintable(u"closing: %1 ms"_s.arg(closing)));
}

void TestWindowResponsiveness::largeScenarioOpensWithoutStall()
{
    const QString path = writeLargeScenario(m_dir);
    QVERIFY(!path.isEmpty());
    QCOMPARE_GT(QFileInfo(path).size(), 15'800'000);
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    showSourceView(w);
    SourceView* source = WindowParts::source(w);
    QSignalSpy previewed(source, &SourceView::previewShown);
    EventLoopPing ping;

    ping.start();
    QVERIFY(OpenFile::scenario(*w.scenarios(), path, 120000));
    QCOMPARE(w.scenarios()->currentDocument()->filePath(), path);
    QVERIFY(previewed.wait(120000));
    QTRY_VERIFY_WITH_TIMEOUT(w.scenarios()->currentDocument()->hasEstimate(), 60000);
    QTest::qWait(300); // painted
    const qint64 gap = ping.worstGapMs();
    qInfo("15.9 MB scenario: longest event-loop gap opening %lld ms", gap);
    // Its source: the beginning (the file is too large to indent: one line, cut), read-only, with a notice.
    QVERIFY(source->isPreview());
    QVERIFY(source->editor()->isReadOnly());
    QCOMPARE_LE(source->editor()->blockCount(), SourceView::MaxEditedLines);
    QCOMPARE_LT(source->editor()->document()->characterCount(), 1'000'000);
    QVERIFY(source->previewNotice()->isVisible());
    QVERIFY2(gap < MaxGapMs, qPrintable(u"opening: %1 ms"_s.arg(gap)));
}

void TestWindowResponsiveness::cancelledOpeningClosesAtOnceAndDropsTheFile()
{
    const QString path = writeLargeScenario(m_dir);
    QVERIFY(!path.isEmpty());
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ScenarioDocument* scratch = w.scenarios()->currentDocument();
    QSignalSpy opened(w.scenarios(), &OpenScenarios::opened);
    EventLoopPing ping;

    ping.start();
    w.scenarios()->openFile(path);
    QVERIFY(w.scenarios()->opening());
    QProgressDialog* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = w.findChild<QProgressDialog*>(u"OpeningFile"_s)) && dialog->isVisible(), 10000);
    // It names the file as plain text (a file name is the user's text).
    const QLabel* label = dialog->findChild<QLabel*>();
    QVERIFY(label);
    QCOMPARE(label->textFormat(), Qt::PlainText);
    QVERIFY2(label->text().contains(QFileInfo(path).fileName()), qPrintable(label->text()));
    QPushButton* cancel = dialog->findChild<QPushButton*>();
    QVERIFY(cancel);
    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(cancel, Qt::LeftButton);
    const qint64 closed = clock.elapsed();
    QPointer<QProgressDialog> gone(dialog);
    QVERIFY(!gone || !gone->isVisible());
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened.first().at(1).toBool(), false);
    QVERIFY(!w.scenarios()->opening());
    qInfo("cancel: the dialog closed in %lld ms", closed);
    // The worker finishes unseen: nothing is opened.
    QTRY_VERIFY_WITH_TIMEOUT(FileOpening::threads()->activeThreadCount() == 0, 120000);
    QTest::qWait(200);
    const qint64 gap = ping.worstGapMs();
    qInfo("cancelled opening: longest event-loop gap %lld ms", gap);
    QCOMPARE(w.scenarios()->documents().size(), 1);
    QCOMPARE(w.scenarios()->currentDocument(), scratch);
    QVERIFY(!gone || !gone->isVisible());
    QVERIFY2(gap < MaxGapMs, qPrintable(u"cancelled: %1 ms"_s.arg(gap)));
}

void TestWindowResponsiveness::largeScenarioIsEditedAutosavedAndSavedWithoutStall()
{
    const QString path = writeLargeScenario(m_dir);
    QVERIFY(!path.isEmpty());
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(OpenFile::scenario(*w.scenarios(), path, 120000));
    ScenarioDocument* doc = w.scenarios()->currentDocument();
    QTRY_VERIFY_WITH_TIMEOUT(doc->hasEstimate(), 60000);
    QTest::qWait(300);
    const QStringList copiesBefore = autosaveCopies();
    EventLoopPing ping;

    ping.start();
    QVERIFY(doc->edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; }));
    QTest::qWait(300); // recomputed and painted
    const qint64 editing = ping.worstGapMs();
    ping.start();
    // The copy written 1.5 s after the change: 16 MB, the edit in it.
    QTRY_VERIFY_WITH_TIMEOUT(autosaveCopies().size() == copiesBefore.size() + 1, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(autosaveCopies().constLast()).size() > 15'000'000, 20000);
    QTest::qWait(300);
    const qint64 autosaving = ping.worstGapMs();
    const QString saved = m_dir.filePath(u"saved.kova.json"_s);
    ping.start();
    QVERIFY(w.scenarios()->saveDocument(doc, saved));
    QTest::qWait(300);
    const qint64 saving = ping.worstGapMs();
    qInfo("15.9 MB scenario: longest event-loop gap editing %lld ms, autosaving %lld ms, saving %lld ms", editing,
        autosaving, saving);
    QVERIFY(!doc->isModified());
    const auto read = loadScenario(saved);
    QVERIFY(read.ok());
    QCOMPARE(read.value().cluster.gpus, 16);
    QCOMPARE(read.value().document.value(u"x_samples"_s).toArray().size(), 2'650'000); // kept as it was read
    QTRY_COMPARE(autosaveCopies(), copiesBefore); // saved: its copy goes
    QVERIFY2(editing < MaxGapMs, qPrintable(u"editing: %1 ms"_s.arg(editing)));
    QVERIFY2(autosaving < MaxGapMs, qPrintable(u"autosaving: %1 ms"_s.arg(autosaving)));
    QVERIFY2(saving < MaxGapMs, qPrintable(u"saving: %1 ms"_s.arg(saving)));
}

// A crashed session's copy of the 15.9 MB scenario: read while the window turns, then recovered.
void TestWindowResponsiveness::largeAutosaveIsRecoveredWithoutStall()
{
    const QString path = writeLargeScenario(m_dir);
    QVERIFY(!path.isEmpty());
    const auto read = loadScenario(path);
    QVERIFY(read.ok());
    Scenario scenario = read.value();
    scenario.name = u"Recovered"_s;
    const QString folder = autosaveFolder();
    QVERIFY(QDir().mkpath(folder));
    QFile copy(folder + u"/left-by-a-crash"_s);
    QVERIFY(copy.open(QIODevice::WriteOnly));
    copy.write(QJsonDocument(
        QJsonObject { { "kova_autosave"_L1, 1 }, { "file"_L1, path }, { "scenario"_L1, scenarioToJson(scenario) } })
            .toJson(QJsonDocument::Compact));
    copy.close();
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    MessageBox::whenShown(this, [](QMessageBox* box) { box->button(QMessageBox::Yes)->click(); });
    QSignalSpy offered(w.scenarios(), &OpenScenarios::recoveryOffered);
    EventLoopPing ping;

    ping.start();
    w.scenarios()->offerRecovery();
    QVERIFY(offered.wait(120000));
    QTRY_VERIFY_WITH_TIMEOUT(w.scenarios()->currentDocument()->hasEstimate(), 60000);
    QTest::qWait(300);
    const qint64 gap = ping.worstGapMs();
    qInfo("15.9 MB autosave: longest event-loop gap recovering %lld ms", gap);
    QCOMPARE(w.scenarios()->documents().size(), 1);
    QCOMPARE(w.scenarios()->currentDocument()->scenario().name, u"Recovered"_s);
    QCOMPARE(w.scenarios()->currentDocument()->filePath(), path);
    QVERIFY2(gap < MaxGapMs, qPrintable(u"recovering: %1 ms"_s.arg(gap)));
}

// Each edit of a program is checked as its file would be read, and a save written, without writing and parsing its
// megabytes on the GUI thread.
void TestWindowResponsiveness::largeProgramIsEditedAndSavedWithoutStall()
{
    const QString path = writeLargeProgram(m_dir);
    QVERIFY(!path.isEmpty());
    QCOMPARE_GT(QFileInfo(path).size(), 15'800'000);
    MainWindow w;
    QPointer<ProgramWindow> window = w.openProgram(path);
    QSignalSpy opened(window.data(), &ProgramWindow::opened);
    QVERIFY(opened.wait(120000));
    QVERIFY(opened.first().at(1).toBool());
    QTRY_VERIFY_WITH_TIMEOUT(window->view()->costing() && !window->view()->isCosting(), 60000);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    EventLoopPing ping;

    ping.start();
    window->editHorizon(24);
    window->undoStack()->undo();
    window->undoStack()->redo();
    QTRY_VERIFY_WITH_TIMEOUT(window->view()->costing() && !window->view()->isCosting(), 60000);
    QTest::qWait(300);
    const qint64 editing = ping.worstGapMs();
    const QString saved = m_dir.filePath(u"saved.kova-program.json"_s);
    ping.start();
    QVERIFY(window->saveReporting(saved, u"Save"_s));
    QTest::qWait(300);
    const qint64 saving = ping.worstGapMs();
    qInfo("15.9 MB program: longest event-loop gap editing %lld ms, saving %lld ms", editing, saving);
    QCOMPARE(window->view()->program().horizonMonths, 24);
    const auto read = loadProgram(saved);
    QVERIFY(read.ok());
    QCOMPARE(read.value().horizonMonths, 24);
    QCOMPARE(read.value().document.value(u"x_samples"_s).toArray().size(), 2'650'000);
    QVERIFY2(editing < MaxGapMs, qPrintable(u"editing: %1 ms"_s.arg(editing)));
    QVERIFY2(saving < MaxGapMs, qPrintable(u"saving: %1 ms"_s.arg(saving)));
}

QTEST_MAIN(TestWindowResponsiveness)
#include "tst_windowresponsiveness.moc"
