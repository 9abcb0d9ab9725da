#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "export/reportactions.h"
#include "export/reportpreviewdialog.h"
#include "export/reportprintpreview.h"
#include "io/cataloguefile.h"
#include "io/programfile.h"
#include "io/scenariofile.h"
#include "shell/mainwindow.h"
#include "sources/settings.h"
#include "tests/ui/messagebox.h"
#include "tests/ui/openfile.h"
#include "text/language.h"

#include <QComboBox>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>

using namespace Qt::StringLiterals;

class TestReportActions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fileMenuOffersExportAndPrint();
    void editingTheAuthorDoesNotSaveThePaper();
    void choosingAPaperSavesIt();
    void comparisonReportHasEveryOpenScenario();
    void previewShowsTheFirstPageOnTheChosenPaper_data();
    void previewShowsTheFirstPageOnTheChosenPaper();
    void savingWritesThePdfOffTheGuiThread();
    void savingIntoAMissingFolderFails();
    void printPreviewShowsEveryPageOfThePdf_data();
    void printPreviewShowsEveryPageOfThePdf();
    void printPreviewSpeaksTheWindowsLanguage_data();
    void printPreviewSpeaksTheWindowsLanguage();
    void printPreviewActionOpensEveryPage();
    void printAsksForAPrinterSetLikeThePdf();

private:
    QTemporaryDir m_settingsDir;
    static Kova::ReportContent seedContent(QPageSize::PageSizeId paper);
    // The report of the shipped scenarios (several: their comparison) or of a shipped program, in `language`.
    static std::optional<Kova::PrintableReport> shippedReport(const QStringList& files, const QString& language);
    // The text of a PDF as pdftotext reads it, one form feed after each page; empty when it cannot be read.
    static QString pdfText(const QString& path);
};

Kova::ReportContent TestReportActions::seedContent(QPageSize::PageSizeId paper)
{
    Kova::ReportOptions options;
    options.language = u"en"_s;
    options.paper = paper;
    return Kova::gatherReport({ Kova::defaultScenario() }, Kova::embeddedCatalogue(), options).value();
}

void TestReportActions::initTestCase()
{
    QCoreApplication::setOrganizationName(u"Kova"_s);
    QCoreApplication::setApplicationName(u"tst_reportactions"_s);
    // Settings in a folder of the test's own, never the user's.
    QVERIFY(m_settingsDir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QSettings().clear();
}

// Issue 17: typing a name in the preview saved "letter" as the paper, so the report stopped following the locale.
void TestReportActions::editingTheAuthorDoesNotSaveThePaper()
{
    QVERIFY(Kova::Settings().setReportPaper(QString()));
    Kova::ReportPreviewDialog dialog(seedContent(QPageSize::Letter));
    auto* preparedBy = dialog.findChild<QLineEdit*>(u"reportPreparedBy"_s);
    auto* organisation = dialog.findChild<QLineEdit*>(u"reportOrganisation"_s);
    QVERIFY(preparedBy && organisation);
    preparedBy->setText(u"Camille Durand"_s);
    Q_EMIT preparedBy->editingFinished();
    organisation->setText(u"Achats & Cie"_s);
    Q_EMIT organisation->editingFinished();
    const Kova::Settings settings;
    QCOMPARE(settings.reportPreparedBy(), u"Camille Durand"_s);
    QCOMPARE(settings.reportOrganisation(), u"Achats & Cie"_s);
    QCOMPARE(settings.reportPaper(), QString());
    QCOMPARE(dialog.content().preparedBy, u"Camille Durand"_s);
}

void TestReportActions::choosingAPaperSavesIt()
{
    QVERIFY(Kova::Settings().setReportPaper(QString()));
    Kova::ReportPreviewDialog dialog(seedContent(QPageSize::A4));
    auto* paper = dialog.findChild<QComboBox*>(u"reportPaper"_s);
    QVERIFY(paper);
    paper->setCurrentIndex(paper->findData(int(QPageSize::Letter)));
    QCOMPARE(Kova::Settings().reportPaper(), u"letter"_s);
    QCOMPARE(dialog.content().paper.id(), QPageSize::Letter);
}

void TestReportActions::fileMenuOffersExportAndPrint()
{
    Kova::MainWindow w;
    QStringList actions;
    for (QAction* menu : w.menuBar()->actions())
        if (menu->text() == u"&File"_s)
            for (QAction* a : menu->menu()->actions())
                actions << a->text();
    QVERIFY2(actions.contains(u"&Export PDF report…"_s), qPrintable(actions.join(u", "_s)));
    QVERIFY2(actions.contains(u"Print Pre&view…"_s), qPrintable(actions.join(u", "_s)));
    QVERIFY2(actions.contains(u"&Print…"_s), qPrintable(actions.join(u", "_s)));
    QVERIFY2(actions.contains(u"Export &Comparison Report…"_s), qPrintable(actions.join(u", "_s)));
}

// File › Export Comparison Report gathers the open scenarios as the command line's report of several does.
void TestReportActions::comparisonReportHasEveryOpenScenario()
{
    Kova::MainWindow w;
    for (const char* name : { "llama-70b-pretrain", "lora-13b-a100" })
        QVERIFY(OpenFile::scenario(*w.scenarios(),
            QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/") + QLatin1StringView(name) + u".kova.json"_s));
    auto* report = w.findChild<Kova::ReportActions*>();
    QVERIFY(report);
    const auto content = report->comparisonContent();
    QVERIFY2(content.ok(), qPrintable(content.ok() ? QString() : content.error().toString()));
    QVERIFY(content.value().isComparison());
    QCOMPARE(content.value().scenarios.size(), 2);
    QCOMPARE(content.value().scenarios.at(1).scenario.name, w.scenarios()->documents().at(1)->scenario().name);
}

void TestReportActions::previewShowsTheFirstPageOnTheChosenPaper_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<double>("ratio");
    QTest::newRow("A4") << int(QPageSize::A4) << 841.89 / 595.28;
    QTest::newRow("Letter") << int(QPageSize::Letter) << 792.0 / 612.0;
}

void TestReportActions::previewShowsTheFirstPageOnTheChosenPaper()
{
    QFETCH(int, paper);
    QFETCH(double, ratio);
    Kova::ReportPreviewDialog dialog(seedContent(QPageSize::PageSizeId(paper)));
    const QImage preview = dialog.preview();
    QVERIFY(!preview.isNull());
    QVERIFY(qAbs(double(preview.height()) / preview.width() - ratio) < 0.01);
}

void TestReportActions::savingWritesThePdfOffTheGuiThread()
{
    QTemporaryDir dir;
    Kova::ReportPreviewDialog dialog(seedContent(QPageSize::A4));
    QSignalSpy saved(&dialog, &Kova::ReportPreviewDialog::saved);
    const QString path = dir.filePath(u"seed.pdf"_s);
    dialog.saveTo(path);
    QVERIFY(saved.wait(20000));
    QCOMPARE(saved.first().at(0).toString(), path);
    QVERIFY(saved.first().at(1).toInt() >= 2);
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
}

void TestReportActions::savingIntoAMissingFolderFails()
{
    QTemporaryDir dir;
    Kova::ReportPreviewDialog dialog(seedContent(QPageSize::A4));
    QSignalSpy failed(&dialog, &Kova::ReportPreviewDialog::failed);
    dialog.saveTo(dir.filePath(u"missing/seed.pdf"_s));
    QVERIFY(failed.wait(20000));
    QVERIFY(failed.first().at(0).toString().contains(u"missing/seed.pdf"_s));
    QVERIFY(!QFile::exists(dir.filePath(u"missing"_s)));
}

std::optional<Kova::PrintableReport> TestReportActions::shippedReport(const QStringList& files, const QString& language)
{
    Kova::ReportOptions options;
    options.language = language;
    options.paper = QPageSize::A4;
    const QString resources = QStringLiteral(KOVA_SOURCE_DIR "/resources/");
    if (files.first().endsWith(u".kova-program.json"_s)) {
        const auto program = Kova::loadProgram(resources + u"programs/"_s + files.first());
        if (!program)
            return std::nullopt;
        const auto content = Kova::gatherProgramReport(
            program.value(), Kova::embeddedCatalogue(), Kova::defaultOwnershipReference(), options);
        return content ? std::optional<Kova::PrintableReport>(content.value()) : std::nullopt;
    }
    QList<Kova::Scenario> scenarios;
    for (const QString& file : files) {
        const auto scenario = Kova::loadScenario(resources + u"scenarios/"_s + file);
        if (!scenario)
            return std::nullopt;
        scenarios << scenario.value();
    }
    const auto content = Kova::gatherReport(scenarios, Kova::embeddedCatalogue(), options);
    return content ? std::optional<Kova::PrintableReport>(content.value()) : std::nullopt;
}

QString TestReportActions::pdfText(const QString& path)
{
    QProcess pdftotext;
    pdftotext.start(u"pdftotext"_s, { u"-enc"_s, u"UTF-8"_s, path, u"-"_s });
    if (!pdftotext.waitForFinished(60000) || pdftotext.exitCode() != 0)
        return {};
    return QString::fromUtf8(pdftotext.readAllStandardOutput());
}

void TestReportActions::printPreviewShowsEveryPageOfThePdf_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::newRow("a short scenario (seed)") << QStringList { u"seed-h100-72h.kova.json"_s };
    QTest::newRow("a long comparison (the four examples)") << QStringList { u"seed-h100-72h.kova.json"_s,
        u"llama-70b-pretrain.kova.json"_s, u"lora-13b-a100.kova.json"_s, u"mixtral-moe-pretrain.kova.json"_s };
    QTest::newRow("a short program (A3 commitments)") << QStringList { u"a3-commitments.kova-program.json"_s };
    QTest::newRow("a long program (research year)") << QStringList { u"research-year.kova-program.json"_s };
}

// The print preview paints every page the PDF export writes, and its Print, to a PDF file, gives those pages with
// the same text: the same content function on the printer's pages.
void TestReportActions::printPreviewShowsEveryPageOfThePdf()
{
    QFETCH(QStringList, files);
    if (QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    const auto report = shippedReport(files, u"en"_s);
    QVERIFY(report);
    QTemporaryDir dir;
    int exported = 0;
    QCOMPARE(report->save(dir.filePath(u"exported.pdf"_s), &exported), std::nullopt);
    Kova::ReportPrintPreview preview(*report);
    preview.updatePreview();
    QCOMPARE(preview.pageCount(), exported);
    QCOMPARE(preview.printer()->pageLayout().pageSize().id(), QPageSize::A4);
    // What the preview's Print does once the user has chosen a PDF file.
    preview.printer()->setOutputFormat(QPrinter::PdfFormat);
    preview.printer()->setOutputFileName(dir.filePath(u"printed.pdf"_s));
    auto* pages = preview.findChild<QPrintPreviewWidget*>();
    QVERIFY(pages);
    pages->print();
    const QString exportedText = pdfText(dir.filePath(u"exported.pdf"_s));
    const QString printedText = pdfText(dir.filePath(u"printed.pdf"_s));
    QCOMPARE(exportedText.count(u'\f'), exported);
    QCOMPARE(printedText.count(u'\f'), exported);
    QCOMPARE(printedText, exportedText);
}

void TestReportActions::printPreviewSpeaksTheWindowsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("tools"); // some of Qt's own buttons, in Qt's translation
    QTest::newRow("English") << u"en"_s << u"Print Preview — Cost report"_s
                             << QStringList { u"Next page"_s, u"Zoom in"_s, u"Print"_s };
    QTest::newRow("French") << u"fr"_s << u"Aperçu avant impression — Rapport de coûts"_s
                            << QStringList { u"Page suivante"_s, u"Zoom avant"_s, u"Imprimer"_s };
}

void TestReportActions::printPreviewSpeaksTheWindowsLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, title);
    QFETCH(QStringList, tools);
    Kova::applyLanguage(language);
    const auto restore = qScopeGuard([] { Kova::applyLanguage(u"en"_s); });
    const auto report = shippedReport({ u"seed-h100-72h.kova.json"_s }, language);
    QVERIFY(report);
    Kova::ReportPrintPreview preview(*report);
    QVERIFY2(preview.windowTitle().startsWith(title), qPrintable(preview.windowTitle()));
    QStringList shown;
    for (QAction* a : preview.findChild<QToolBar*>()->actions())
        shown << a->text();
    for (const QString& tool : tools)
        QVERIFY2(shown.contains(tool), qPrintable(shown.join(u", "_s)));
    preview.updatePreview();
    const QString path = m_settingsDir.filePath(u"printed-%1.pdf"_s.arg(language));
    preview.printer()->setOutputFormat(QPrinter::PdfFormat);
    preview.printer()->setOutputFileName(path);
    preview.findChild<QPrintPreviewWidget*>()->print();
    if (!QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QVERIFY(pdfText(path).contains(language == "fr"_L1 ? u"Coût"_s : u"Cost"_s));
}

// File › Print Preview… opens the preview of the scenario the window shows, every page painted, without waiting for
// it to close; a message box instead fails the test rather than hang it.
void TestReportActions::printPreviewActionOpensEveryPage()
{
    Kova::MainWindow w;
    auto* report = w.findChild<Kova::ReportActions*>();
    QVERIFY(report);
    QCOMPARE(report->printPreviewAction()->shortcut(), QKeySequence(u"Ctrl+Shift+P"_s));
    QCOMPARE(report->printPreviewAction()->objectName(), u"file_print_preview"_s); // KDE's, with its icon
    const MessageBox::Unexpected unexpected;
    report->printPreviewAction()->trigger();
    QTRY_VERIFY(w.findChild<Kova::ReportPrintPreview*>());
    auto* preview = w.findChild<Kova::ReportPrintPreview*>();
    QTRY_VERIFY(preview->pageCount() > 0);
    int exported = 0;
    QCOMPARE(preview->report().save(m_settingsDir.filePath(u"window.pdf"_s), &exported), std::nullopt);
    QCOMPARE(preview->pageCount(), exported);
    QCOMPARE(
        preview->report().meta().scenarios.value(0).scenario.name, w.scenarios()->currentDocument()->scenario().name);
    preview->close();
    QTRY_VERIFY(!w.findChild<Kova::ReportPrintPreview*>());
    QCOMPARE(unexpected.text(), QString());
}

// File › Print… asks for a printer already set as the PDF export writes: the report's paper, its whole page, the PDF
// writer's resolution. Cancelled here; a message box instead fails the test rather than hang it.
void TestReportActions::printAsksForAPrinterSetLikeThePdf()
{
    QVERIFY(Kova::Settings().setReportPaper(u"letter"_s));
    const auto restore = qScopeGuard([] { Kova::Settings().setReportPaper(QString()); });
    Kova::MainWindow w;
    auto* report = w.findChild<Kova::ReportActions*>();
    QVERIFY(report);
    QString unexpectedMessage, title;
    QPageSize paper;
    int resolution = 0;
    bool fullPage = false;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            unexpectedMessage = box->text();
            box->reject();
        } else if (auto* dialog = qobject_cast<QPrintDialog*>(modal)) {
            title = dialog->windowTitle();
            paper = dialog->printer()->pageLayout().pageSize();
            resolution = dialog->printer()->resolution();
            fullPage = dialog->printer()->fullPage();
            dialog->reject();
        }
    });
    answer.start();
    report->printAction()->trigger(); // returns once the dialog is answered
    answer.stop();
    QCOMPARE(unexpectedMessage, QString());
    QCOMPARE(title, u"Print the cost report"_s);
    QCOMPARE(paper.id(), QPageSize::Letter);
    QCOMPARE(resolution, 1200);
    QVERIFY(fullPage);
}

QTEST_MAIN(TestReportActions)
#include "tst_reportactions.moc"
