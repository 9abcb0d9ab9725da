#include "export/billexportactions.h"
#include "io/scenariofile.h"
#include "shell/mainwindow.h"
#include "sources/catalogueservice.h"

#include <QAction>
#include <QFile>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace Qt::StringLiterals;

// File › Export Bill / Comparison as Spreadsheet: the window hands the open scenarios to the spreadsheet
// library (the file's cells are checked by tests/cli/test_cli_export.py).
class TestBillExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void fileMenuOffersBillAndComparison();
    void exportWritesTheCurrentScenarioOrAll_data();
    void exportWritesTheCurrentScenarioOrAll();
    void failedExportLeavesThePreviousFile();
};

void TestBillExport::fileMenuOffersBillAndComparison()
{
    Kova::MainWindow w;
    QStringList actions;
    for (QAction* menu : w.menuBar()->actions())
        if (menu->text() == u"&File"_s)
            for (QAction* a : menu->menu()->actions())
                actions << a->text();
    QVERIFY2(actions.contains(u"Export &Bill as Spreadsheet…"_s), qPrintable(actions.join(u", "_s)));
    QVERIFY2(actions.contains(u"Export Co&mparison as Spreadsheet…"_s), qPrintable(actions.join(u", "_s)));
}

void TestBillExport::exportWritesTheCurrentScenarioOrAll_data()
{
    QTest::addColumn<bool>("comparison");
    QTest::addColumn<int>("csvRows"); // the header, then one row per cost line of every mode
    // The seed: on demand and interruptible, 3 lines each; twice in the comparison.
    QTest::newRow("bill") << false << 1 + 6;
    QTest::newRow("comparison") << true << 1 + 12;
}

void TestBillExport::exportWritesTheCurrentScenarioOrAll()
{
    QFETCH(bool, comparison);
    QFETCH(int, csvRows);
    QWidget window;
    Kova::CatalogueService catalogues;
    Kova::Scenario second = Kova::defaultScenario();
    second.name = u"Second"_s;
    Kova::BillExportActions actions(
        &window, &catalogues, [] { return QList { Kova::defaultScenario() }; },
        [second] { return QList { Kova::defaultScenario(), second }; });
    QTemporaryDir dir;
    const QString csv = dir.filePath(u"bill.csv"_s);
    QCOMPARE(actions.exportTo(csv, comparison), std::nullopt);
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().count("\r\n"), csvRows);
    const QString xlsx = dir.filePath(u"bill.xlsx"_s);
    QCOMPARE(actions.exportTo(xlsx, comparison), std::nullopt);
    QFile x(xlsx);
    QVERIFY(x.open(QIODevice::ReadOnly));
    QCOMPARE(x.read(2), QByteArray("PK")); // a zip container, as every XLSX
}

void TestBillExport::failedExportLeavesThePreviousFile()
{
    QWidget window;
    Kova::CatalogueService catalogues;
    Kova::BillExportActions actions(
        &window, &catalogues, [] { return QList { Kova::defaultScenario() }; },
        [] { return QList { Kova::defaultScenario() }; });
    QTemporaryDir dir;
    const auto missing = actions.exportTo(dir.filePath(u"missing/bill.xlsx"_s), false);
    QVERIFY(missing);
    QVERIFY2(missing->contains(u"nothing was written"_s), qPrintable(*missing));
    const QString wrong = dir.filePath(u"bill.pdf"_s);
    QVERIFY(actions.exportTo(wrong, false));
    QVERIFY(!QFile::exists(wrong));
}

QTEST_MAIN(TestBillExport)
#include "tst_billexport.moc"
