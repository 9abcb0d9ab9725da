#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "export/reportactions.h"
#include "export/reportpreviewdialog.h"
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "shell/mainwindow.h"
#include "sources/settings.h"
#include "tests/ui/openfile.h"

#include <QComboBox>
#include <QLineEdit>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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

private:
    QTemporaryDir m_settingsDir;
    static Kova::ReportContent seedContent(QPageSize::PageSizeId paper);
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

QTEST_MAIN(TestReportActions)
#include "tst_reportactions.moc"
