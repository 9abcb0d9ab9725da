#include "io/cataloguefile.h"
#include "io/launchconfig.h"
#include "io/scenariofile.h"
#include "model/estimate.h"
#include "panels/launchview.h"
#include "widgets/highlightedtextedit.h"

#include <KSyntaxHighlighting/Repository>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// The launch view: core's launch files, highlighted, copied and saved as shown.
class TestLaunchView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void showsCoreLaunchFiles_data();
    void showsCoreLaunchFiles();
    void followsThePlan();
    void filesAreWrittenInTheEditorsOnlyOnScreen_data();
    void filesAreWrittenInTheEditorsOnlyOnScreen();
    void localeChangeRewritesTheComments();
    void savesTheShownFile_data();
    void savesTheShownFile();
    void saveToAMissingFolderFailsNamingTheFile();
    void copyPutsTheShownFileOnTheClipboard();
    void withoutAPlanNothingToCopyOrSave();

private:
    std::shared_ptr<KSyntaxHighlighting::Repository> m_repository = std::make_shared<KSyntaxHighlighting::Repository>();
    Scenario m_scenario;
    Estimate m_estimate;
    const Offer* m_offer = nullptr;
};

void TestLaunchView::initTestCase()
{
    m_scenario = defaultScenario();
    auto e = estimate(m_scenario, embeddedCatalogue());
    QVERIFY(e.ok());
    m_estimate = e.value();
    m_offer = embeddedCatalogue().offer(m_scenario.cluster.offerId);
    QVERIFY(m_offer);
}

void TestLaunchView::showsCoreLaunchFiles_data()
{
    QTest::addColumn<int>("part");
    QTest::addColumn<QString>("definition");
    QTest::addColumn<QString>("keyLine");
    QTest::newRow("SLURM script") << int(LaunchView::SlurmScript) << u"Bash"_s << u"#SBATCH --nodes=1"_s;
    QTest::newRow("axolotl configuration")
        << int(LaunchView::AxolotlConfig) << u"YAML"_s << u"gradient_accumulation_steps: 128"_s;
}

void TestLaunchView::showsCoreLaunchFiles()
{
    QFETCH(int, part);
    QFETCH(QString, definition);
    QFETCH(QString, keyLine);
    LaunchView view(m_repository);
    view.setPlan(m_scenario, m_estimate, *m_offer);
    const auto p = LaunchView::Part(part);
    const QString expected = p == LaunchView::SlurmScript ? slurmScript(m_scenario, m_estimate, *m_offer)
                                                          : axolotlConfig(m_scenario, m_estimate, *m_offer);
    QCOMPARE(view.text(p), expected);
    QVERIFY(view.text(p).split(u'\n').contains(keyLine));
    QCOMPARE(view.editor(p)->definitionName(), definition);
    QVERIFY(view.editor(p)->isReadOnly());
}

void TestLaunchView::followsThePlan()
{
    LaunchView view(m_repository);
    view.setPlan(m_scenario, m_estimate, *m_offer);
    Scenario bigger = m_scenario;
    bigger.cluster.gpus = 32;
    auto e = estimate(bigger, embeddedCatalogue());
    QVERIFY(e.ok());
    view.setPlan(bigger, e.value(), *m_offer);
    QVERIFY(view.text(LaunchView::SlurmScript).split(u'\n').contains(u"#SBATCH --nodes=4"_s));
}

void TestLaunchView::filesAreWrittenInTheEditorsOnlyOnScreen_data()
{
    QTest::addColumn<bool>("shown"); // the view's window shown
    QTest::addColumn<bool>("onScreen"); // its dock's tab chosen
    QTest::addColumn<bool>("written"); // the editors hold the files before anything else happens
    QTest::newRow("on screen") << true << true << true;
    QTest::newRow("behind another tab") << true << false << false;
    QTest::newRow("hidden") << false << true << false;
}

void TestLaunchView::filesAreWrittenInTheEditorsOnlyOnScreen()
{
    QFETCH(bool, shown);
    QFETCH(bool, onScreen);
    QFETCH(bool, written);
    LaunchView view(m_repository);
    if (shown) {
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }
    view.setOnScreen(onScreen);
    Scenario bigger = m_scenario;
    bigger.cluster.gpus = 32;
    const Estimate e = estimate(bigger, embeddedCatalogue()).value();
    view.setPlan(bigger, e, *m_offer);
    const QString expected = slurmScript(bigger, e, *m_offer);
    // What the view gives (copy, save) is the current plan's file either way.
    QCOMPARE(view.text(LaunchView::SlurmScript), expected);
    QCOMPARE(view.editor(LaunchView::SlurmScript)->toPlainText() == expected, written);
    // Coming on screen writes it.
    view.show();
    view.setOnScreen(true);
    QCOMPARE(view.editor(LaunchView::SlurmScript)->toPlainText(), expected);
    QCOMPARE(view.editor(LaunchView::AxolotlConfig)->toPlainText(), axolotlConfig(bigger, e, *m_offer));
}

void TestLaunchView::localeChangeRewritesTheComments()
{
    Scenario s = m_scenario;
    s.interruptions.mtbiHours = 10; // a Daly interval, written with decimals
    auto e = estimate(s, embeddedCatalogue());
    QVERIFY(e.ok());
    LaunchView view(m_repository);
    view.setLocale(QLocale(QLocale::English));
    view.setPlan(s, e.value(), *m_offer);
    const QString english = view.text(LaunchView::SlurmScript);
    view.setLocale(QLocale(QLocale::French, QLocale::France));
    const QString french = view.text(LaunchView::SlurmScript);
    QCOMPARE(french, slurmScript(s, e.value(), *m_offer, QLocale(QLocale::French, QLocale::France)));
    QVERIFY(french != english);
    QVERIFY(french.split(u'\n').contains(u"#SBATCH --nodes=1"_s)); // the machine-read lines stay as they are
}

void TestLaunchView::savesTheShownFile_data()
{
    QTest::addColumn<int>("part");
    QTest::addColumn<QString>("name");
    QTest::newRow("script") << int(LaunchView::SlurmScript) << u"train.sbatch"_s;
    QTest::newRow("configuration") << int(LaunchView::AxolotlConfig) << u"axolotl.yaml"_s;
}

void TestLaunchView::savesTheShownFile()
{
    QFETCH(int, part);
    QFETCH(QString, name);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LaunchView view(m_repository);
    view.setPlan(m_scenario, m_estimate, *m_offer);
    view.setCurrentPart(LaunchView::Part(part));
    const QString path = dir.filePath(name);
    QString error;
    QVERIFY2(view.saveCurrent(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()), view.text(LaunchView::Part(part)));
    if (part == LaunchView::SlurmScript)
        QVERIFY(f.permissions() & QFile::ExeOwner);
}

void TestLaunchView::saveToAMissingFolderFailsNamingTheFile()
{
    QTemporaryDir dir;
    LaunchView view(m_repository);
    view.setPlan(m_scenario, m_estimate, *m_offer);
    const QString path = dir.filePath(u"missing/kova-train.sbatch"_s);
    QString error;
    QVERIFY(!view.saveCurrent(path, &error));
    QVERIFY2(error.contains(u"kova-train.sbatch"_s), qPrintable(error));
    QVERIFY2(error.contains(u"nothing was written"_s), qPrintable(error)); // whole or not at all, and said so
    QVERIFY(!QFile::exists(path));
}

void TestLaunchView::copyPutsTheShownFileOnTheClipboard()
{
    LaunchView view(m_repository);
    view.setPlan(m_scenario, m_estimate, *m_offer);
    view.setCurrentPart(LaunchView::AxolotlConfig);
    view.copyCurrent();
    QCOMPARE(QGuiApplication::clipboard()->text(), view.text(LaunchView::AxolotlConfig));
    view.setCurrentPart(LaunchView::SlurmScript);
    view.copyCurrent();
    QCOMPARE(QGuiApplication::clipboard()->text(), view.text(LaunchView::SlurmScript));
}

void TestLaunchView::withoutAPlanNothingToCopyOrSave()
{
    LaunchView view(m_repository);
    view.setPlan(m_scenario, m_estimate, *m_offer);
    view.clearPlan();
    QVERIFY(view.text(LaunchView::SlurmScript).isEmpty());
    const QList<QPushButton*> buttons = view.findChildren<QPushButton*>();
    QCOMPARE(buttons.size(), 2);
    for (QPushButton* b : buttons)
        QVERIFY2(!b->isEnabled(), qPrintable(b->text()));
}

QTEST_MAIN(TestLaunchView)
#include "tst_launchview.moc"
