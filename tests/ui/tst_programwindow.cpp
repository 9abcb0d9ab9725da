#include "export/exportfolder.h"
#include "export/reportpreviewdialog.h"
#include "export/reportprintpreview.h"
#include "io/cataloguefile.h"
#include "io/programfile.h"
#include "model/names.h"
#include "plan/plannames.h"
#include "program/programeditor.h"
#include "program/programview.h"
#include "program/programwindow.h"
#include "report/printablereport.h"
#include "sources/settings.h"
#include "tests/ui/messagebox.h"
#include "tests/ui/openfile.h"
#include "text/language.h"

#include <QAction>
#include <QDateEdit>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrinter>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Kova;

// The program window's File menu and editing: the spreadsheet it exports is the command line's (read back with
// openpyxl: formulas and the values cached beside them), the report is previewed and printed as the scenario
// window's, the paper follows the locale unless chosen, and the runs and horizon are edited with undo and saved
// in the contract's key order.
class TestProgramWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fileMenuOffersSaveExportAndPrint();
    void exportedWorkbookHasLiveFormulasWithCoresTotals();
    void exportedCsvHasEveryLine();
    void failedExportLeavesThePreviousFile();
    void exportDialogsOpenInTheFolderLastExportedTo();
    void reportPaperFollowsTheLocaleUnlessChosen_data();
    void reportPaperFollowsTheLocaleUnlessChosen();
    void previewEditsNeverSaveThePaper();
    void printPaintsEveryPage();
    void printPreviewShowsEveryPageOfTheReport();
    void editingACountIsOneUndoStepAndCostsAgain();
    void editOutsideTheHorizonIsRefusedNamingTheKey();
    void saveAsWritesTheContractOrderAndOnlyWhatWasSet();
    void failedSaveLeavesNothing();

private:
    static QString fixture()
    {
        return QStringLiteral(KOVA_SOURCE_DIR "/tests/data/programs/two-runs.kova-program.json");
    }
    static std::shared_ptr<const Catalogue> catalogue()
    {
        return std::make_shared<const Catalogue>(embeddedCatalogue());
    }
    // A window showing the fixture, costed.
    static std::unique_ptr<ProgramWindow> costedWindow();
    // The workbook as read_xlsx.py prints it.
    static QJsonObject readWorkbook(const QString& path);

    QTemporaryDir m_settingsDir;
};

void TestProgramWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(u"Kova"_s);
    QCoreApplication::setApplicationName(u"tst_programwindow"_s);
    QVERIFY(m_settingsDir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QSettings().clear();
    applyLanguage(u"en"_s);
}

std::unique_ptr<ProgramWindow> TestProgramWindow::costedWindow()
{
    auto window = std::make_unique<ProgramWindow>(catalogue());
    window->setAttribute(Qt::WA_DeleteOnClose, false);
    if (!OpenFile::program(*window, fixture()))
        return nullptr;
    QSignalSpy costed(window->view(), &ProgramView::costed);
    if (!window->view()->costing() && !costed.wait(60000))
        return nullptr;
    return window;
}

QJsonObject TestProgramWindow::readWorkbook(const QString& path)
{
    QProcess python;
    python.start(QStringLiteral(KOVA_PYTHON), { QStringLiteral(KOVA_SOURCE_DIR "/tests/ui/read_xlsx.py"), path });
    if (!python.waitForFinished(60000) || python.exitCode() != 0) {
        qWarning() << python.readAllStandardError();
        return {};
    }
    return QJsonDocument::fromJson(python.readAllStandardOutput()).object();
}

void TestProgramWindow::fileMenuOffersSaveExportAndPrint()
{
    const auto window = costedWindow();
    QVERIFY(window);
    QStringList names;
    for (QAction* menu : window->menuBar()->actions())
        if (menu->text() == u"&File"_s)
            for (QAction* a : menu->menu()->actions())
                names << a->text();
    for (const QString& expected : { u"&Save Program"_s, u"Save Program &As…"_s, u"&Export Program Report…"_s,
             u"Export as &Spreadsheet…"_s, u"Print Pre&view…"_s, u"&Print…"_s })
        QVERIFY2(names.contains(expected), qPrintable(names.join(u", "_s)));
    QVERIFY(window->exportSpreadsheetAction()->isEnabled());
    QVERIFY(window->printAction()->isEnabled());
    QVERIFY(window->printPreviewAction()->isEnabled());
}

void TestProgramWindow::exportedWorkbookHasLiveFormulasWithCoresTotals()
{
    const auto window = costedWindow();
    QVERIFY(window);
    const ProgramCosting& c = *window->view()->costing();
    QTemporaryDir dir;
    const QString path = dir.filePath(u"year.xlsx"_s);
    QCOMPARE(window->exportSpreadsheetTo(path), std::nullopt);
    const QJsonObject book = readWorkbook(path);
    QVERIFY(!book.isEmpty());
    const QJsonArray sheets = book.value(u"sheets"_s).toArray();
    QCOMPARE(sheets.size(), c.options.size() + 1); // the summary, then one sheet per option
    const QJsonObject summary = book.value(sheets.first().toString()).toObject();
    // Each option's total on the summary: a formula pointing at its sheet, cached as core's total.
    for (const ProgramOption& o : c.options) {
        QString row;
        for (auto it = summary.begin(); it != summary.end(); ++it)
            if (it.key().startsWith(u'A')
                && it.value().toObject().value(u"value"_s).toString() == programOptionTitle(o.kind))
                row = it.key().mid(1);
        QVERIFY2(!row.isEmpty(), qPrintable(programOptionTitle(o.kind)));
        const QJsonObject total = summary.value(u"B"_s + row).toObject();
        QVERIFY2(
            total.value(u"formula"_s).toString().startsWith(u"='"_s), qPrintable(total.value(u"formula"_s).toString()));
        QVERIFY(qAbs(total.value(u"value"_s).toDouble() - o.total) < 1e-6 * std::max(1.0, o.total));
    }
    // The lowest: a MIN over them, cached as the recommended option's total.
    bool lowest = false;
    for (auto it = summary.begin(); it != summary.end(); ++it) {
        const QJsonObject cell = it.value().toObject();
        if (cell.value(u"formula"_s).toString().startsWith(u"=MIN("_s)) {
            QVERIFY(qAbs(cell.value(u"value"_s).toDouble() - c.recommendedOption()->total)
                < 1e-6 * c.recommendedOption()->total);
            lowest = true;
        }
    }
    QVERIFY(lowest);
    // An option's sheet: its lines are quantity × rate formulas and its total a SUM.
    const QJsonObject onDemand = book.value(sheets.at(1).toString()).toObject();
    int products = 0, sums = 0;
    for (auto it = onDemand.begin(); it != onDemand.end(); ++it) {
        const QString formula = it.value().toObject().value(u"formula"_s).toString();
        products += formula.contains(u'*');
        if (formula.startsWith(u"=SUM("_s)) {
            ++sums;
            QVERIFY(qAbs(it.value().toObject().value(u"value"_s).toDouble() - c.options.first().total)
                < 1e-6 * c.options.first().total);
        }
    }
    QVERIFY(products >= c.options.first().lines.size());
    QCOMPARE(sums, 1);
}

void TestProgramWindow::exportedCsvHasEveryLine()
{
    const auto window = costedWindow();
    QVERIFY(window);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"year.csv"_s);
    QCOMPARE(window->exportSpreadsheetTo(path), std::nullopt);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    qsizetype lines = 0;
    for (const ProgramOption& o : window->view()->costing()->options)
        lines += o.lines.size();
    QCOMPARE(f.readAll().count("\r\n"), 1 + lines); // the header, then a row per line of every option
}

void TestProgramWindow::failedExportLeavesThePreviousFile()
{
    const auto window = costedWindow();
    QVERIFY(window);
    QTemporaryDir dir;
    const auto missing = window->exportSpreadsheetTo(dir.filePath(u"missing/year.xlsx"_s));
    QVERIFY(missing);
    QVERIFY2(missing->contains(u"nothing was written"_s), qPrintable(*missing));
    // While an edit is being costed, the figures shown are not the program's: nothing is written.
    const QString kept = dir.filePath(u"kept.csv"_s);
    QFile previous(kept);
    QVERIFY(previous.open(QIODevice::WriteOnly));
    previous.write("previous");
    previous.close();
    window->editCount(0, 3);
    QVERIFY(window->view()->isCosting());
    const auto busy = window->exportSpreadsheetTo(kept);
    QVERIFY(busy);
    QVERIFY2(busy->contains(u"nothing was written"_s), qPrintable(*busy));
    QVERIFY(previous.open(QIODevice::ReadOnly));
    QCOMPARE(previous.readAll(), QByteArray("previous"));
    QSignalSpy costed(window->view(), &ProgramView::costed);
    QVERIFY(costed.wait(60000));
}

void TestProgramWindow::exportDialogsOpenInTheFolderLastExportedTo()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QVERIFY(Settings().setExportFolder(QString()));
    QCOMPARE(exportFolder(), documents);
    {
        QTemporaryDir dir;
        rememberExportFolder(dir.filePath(u"year.xlsx"_s));
        QCOMPARE(exportFolder(), QFileInfo(dir.path()).absoluteFilePath());
    }
    QCOMPARE(exportFolder(), documents); // the folder is gone: back to Documents
}

void TestProgramWindow::reportPaperFollowsTheLocaleUnlessChosen_data()
{
    QTest::addColumn<QByteArray>("locale");
    QTest::addColumn<QString>("chosen");
    QTest::addColumn<int>("paper");
    QTest::newRow("France: A4") << QByteArray("fr_FR.UTF-8") << QString() << int(QPageSize::A4);
    QTest::newRow("United States: Letter") << QByteArray("en_US.UTF-8") << QString() << int(QPageSize::Letter);
    QTest::newRow("France, Letter chosen") << QByteArray("fr_FR.UTF-8") << u"letter"_s << int(QPageSize::Letter);
}

void TestProgramWindow::reportPaperFollowsTheLocaleUnlessChosen()
{
    QFETCH(QByteArray, locale);
    QFETCH(QString, chosen);
    QFETCH(int, paper);
    const QByteArray before = qgetenv("LC_ALL");
    qputenv("LC_ALL", locale);
    QVERIFY(Settings().setReportPaper(chosen));
    const auto window = costedWindow();
    QVERIFY(window);
    const auto content = window->reportContent();
    qputenv("LC_ALL", before);
    QVERIFY(content.ok());
    QCOMPARE(int(content.value().meta.paper.id()), paper);
    QCOMPARE(Settings().reportPaper(), chosen); // read, never written
    QVERIFY(Settings().setReportPaper(QString()));
}

void TestProgramWindow::previewEditsNeverSaveThePaper()
{
    QVERIFY(Settings().setReportPaper(QString()));
    const auto window = costedWindow();
    QVERIFY(window);
    ReportPreviewDialog dialog(window->reportContent().value());
    QVERIFY(dialog.report().program());
    QVERIFY(!dialog.preview().isNull());
    auto* preparedBy = dialog.findChild<QLineEdit*>(u"reportPreparedBy"_s);
    QVERIFY(preparedBy);
    preparedBy->setText(u"Camille Durand"_s);
    Q_EMIT preparedBy->editingFinished();
    QCOMPARE(dialog.content().preparedBy, u"Camille Durand"_s);
    QCOMPARE(Settings().reportPaper(), QString());
}

void TestProgramWindow::printPaintsEveryPage()
{
    const auto window = costedWindow();
    QVERIFY(window);
    const PrintableReport report(window->reportContent().value());
    QTemporaryDir dir;
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(dir.filePath(u"printed.pdf"_s));
    printer.setPageSize(report.meta().paper);
    int pages = 0;
    QVERIFY(report.save(dir.filePath(u"saved.pdf"_s), &pages) == std::nullopt);
    QCOMPARE(report.print(&printer), pages); // the printer gets the pages the PDF has
    QVERIFY(pages >= 2);
}

// File › Print Preview… opens the program report's every page, as many as its PDF has, without waiting for it to
// close; a message box instead fails the test rather than hang it.
void TestProgramWindow::printPreviewShowsEveryPageOfTheReport()
{
    const auto window = costedWindow();
    QVERIFY(window);
    QCOMPARE(window->printPreviewAction()->shortcut(), QKeySequence(u"Ctrl+Shift+P"_s));
    const MessageBox::Unexpected unexpected;
    window->printPreviewAction()->trigger();
    QTRY_VERIFY(window->findChild<ReportPrintPreview*>());
    auto* preview = window->findChild<ReportPrintPreview*>();
    QVERIFY(preview->report().program());
    QTRY_VERIFY(preview->pageCount() > 0);
    QTemporaryDir dir;
    int pages = 0;
    QCOMPARE(preview->report().save(dir.filePath(u"program.pdf"_s), &pages), std::nullopt);
    QCOMPARE(preview->pageCount(), pages);
    preview->close();
    QTRY_VERIFY(!window->findChild<ReportPrintPreview*>());
    QCOMPARE(unexpected.text(), QString());
}

void TestProgramWindow::editingACountIsOneUndoStepAndCostsAgain()
{
    const auto window = costedWindow();
    QVERIFY(window);
    auto* count = window->editor()->findChild<QSpinBox*>(u"runCount0"_s);
    QVERIFY(count);
    QCOMPARE(count->value(), 12);
    QSignalSpy costed(window->view(), &ProgramView::costed);
    count->setValue(6);
    count->setValue(7); // the arrows again: the same step
    QCOMPARE(window->undoStack()->count(), 1);
    QVERIFY(window->isModified());
    QCOMPARE(window->view()->program().runs.first().count, 7);
    QTRY_VERIFY_WITH_TIMEOUT(!window->view()->isCosting() && costed.size() >= 1, 60000);
    // The totals are core's for the program as edited.
    const ProgramCosting expected
        = costProgram(window->view()->program(), embeddedCatalogue(), defaultOwnershipReference()).value();
    QCOMPARE(window->view()->costing()->options.first().total, expected.options.first().total);
    window->undoStack()->undo();
    QCOMPARE(window->view()->program().runs.first().count, 12);
    QCOMPARE(count->value(), 12);
    QVERIFY(!window->isModified());
    window->undoStack()->redo();
    QCOMPARE(count->value(), 7);
    // Another field is another step.
    auto* every = window->editor()->findChild<QSpinBox*>(u"runEvery0"_s);
    QVERIFY(every);
    every->setValue(0);
    QCOMPARE(window->undoStack()->count(), 2);
    QCOMPARE(window->view()->program().runs.first().everyMonths, 0);
    auto* when = window->editor()->findChild<QDateEdit*>(u"runWhen1"_s);
    QVERIFY(when);
    when->setDate(QDate(2027, 8, 1));
    QCOMPARE(window->view()->program().runs.at(1).when, QDate(2027, 8, 1));
    QCOMPARE(window->undoStack()->count(), 3);
    QTRY_VERIFY_WITH_TIMEOUT(!window->view()->isCosting(), 60000);
}

void TestProgramWindow::editOutsideTheHorizonIsRefusedNamingTheKey()
{
    const auto window = costedWindow();
    QVERIFY(window);
    // Twelve monthly runs from January do not fit in six months: refused as the file reader refuses it.
    window->editor()->horizon()->setValue(6);
    QCOMPARE(window->undoStack()->count(), 0);
    QCOMPARE(window->view()->program().horizonMonths, 12);
    QCOMPARE(window->editor()->horizon()->value(), 12);
    QVERIFY2(window->statusBar()->currentMessage().contains(u"runs[0].count"_s),
        qPrintable(window->statusBar()->currentMessage()));
    window->editor()->horizon()->setValue(24);
    QCOMPARE(window->undoStack()->count(), 1);
    QCOMPARE(window->view()->program().end(), QDate(2029, 1, 1));
}

void TestProgramWindow::saveAsWritesTheContractOrderAndOnlyWhatWasSet()
{
    const auto window = costedWindow();
    QVERIFY(window);
    window->editCount(0, 5);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"edited.kova-program.json"_s);
    QCOMPARE(window->saveTo(path), std::nullopt);
    QVERIFY(!window->isModified());
    QCOMPARE(window->filePath(), path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    // The contract's order, as the shipped programs.
    qsizetype at = -1;
    for (const char* key : { "\"kova_program\"", "\"name\"", "\"start\"", "\"horizon_months\"", "\"offer\"", "\"runs\"",
             "\"scenario\"", "\"count\"", "\"when\"", "\"every_months\"" }) {
        const qsizetype next = text.indexOf(key);
        QVERIFY2(next > at, key);
        at = next;
    }
    // Only what the file had, the count as edited, the scenario files found from the new folder.
    const QJsonObject saved = QJsonDocument::fromJson(text).object();
    QFile original(fixture());
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QJsonObject before = QJsonDocument::fromJson(original.readAll()).object();
    QCOMPARE(saved.keys(), before.keys());
    const QJsonArray runs = saved.value(u"runs"_s).toArray();
    QCOMPARE(runs.at(0).toObject().value(u"count"_s).toInt(), 5);
    QCOMPARE(runs.at(1).toObject().keys(), before.value(u"runs"_s).toArray().at(1).toObject().keys());
    const auto reread = loadProgram(path);
    QVERIFY2(reread.ok(), qPrintable(reread.ok() ? QString() : reread.error().toString()));
    QCOMPARE(reread.value().runs.first().count, 5);
    QCOMPARE(reread.value().runs.first().scenarioFile, window->view()->program().runs.first().scenarioFile);
    QVERIFY(QFileInfo(reread.value().runs.first().scenarioFile).exists());
}

void TestProgramWindow::failedSaveLeavesNothing()
{
    const auto window = costedWindow();
    QVERIFY(window);
    window->editCount(0, 4);
    QTemporaryDir dir;
    const auto problem = window->saveTo(dir.filePath(u"missing/edited.kova-program.json"_s));
    QVERIFY(problem);
    QVERIFY2(problem->contains(u"nothing was written"_s), qPrintable(*problem));
    QVERIFY(!QFile::exists(dir.filePath(u"missing"_s)));
    QVERIFY(window->isModified());
    QCOMPARE(window->filePath(), fixture());
}

QTEST_MAIN(TestProgramWindow)
#include "tst_programwindow.moc"
