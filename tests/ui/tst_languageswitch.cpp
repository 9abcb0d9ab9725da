#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/estimate.h"
#include "panels/montecarlopanel.h"
#include "shell/languagemenu.h"
#include "shell/mainwindow.h"
#include "text/format.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// The Language menu switches the running application: menus, buttons, panels and Qt's own dialogs
// retranslate, formatted figures are redone in the new locale, and the choice is kept for the next start.
class TestLanguageSwitch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void firstStartFollowsTheSystem();
    void firstStartChoiceIsKeptForTheNextStart_data();
    void firstStartChoiceIsKeptForTheNextStart();
    void switchRetranslatesTheRunningWindow_data();
    void switchRetranslatesTheRunningWindow();
    void choiceIsKeptInTheSettings_data();
    void choiceIsKeptInTheSettings();

private:
    QTemporaryDir m_settingsDir;
    Scenario m_scenario;
    Estimate m_estimate;
};

namespace {

LanguageMenu* languageMenu(MainWindow& w)
{
    auto* menu = w.findChild<LanguageMenu*>();
    return menu;
}

QAction* languageAction(LanguageMenu* menu, const QString& name)
{
    for (QAction* a : menu->actions())
        if (a->text() == name)
            return a;
    return nullptr;
}

QString labelContaining(QWidget& w, const QString& needle)
{
    for (QLabel* l : w.findChildren<QLabel*>())
        if (l->text().contains(needle))
            return l->text();
    return {};
}

} // namespace

void TestLanguageSwitch::initTestCase()
{
    QCoreApplication::setOrganizationName(u"Kova"_s);
    QCoreApplication::setApplicationName(u"tst_languageswitch"_s);
    // Settings in a folder of the test's own, never the user's.
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QSettings().clear();
    m_scenario = defaultScenario();
    m_scenario.interruptions.mtbiHours = 10;
    auto e = estimate(m_scenario, embeddedCatalogue());
    QVERIFY(e.ok());
    m_estimate = e.value();
}

void TestLanguageSwitch::cleanup()
{
    LanguageMenu::switchTo(u"en"_s);
    QSettings().clear();
}

void TestLanguageSwitch::firstStartFollowsTheSystem()
{
    QSettings().clear();
    // ctest runs under LC_ALL=C.UTF-8: no French system locale, so English.
    const QString expected = QLocale::system().language() == QLocale::French ? u"fr"_s : u"en"_s;
    QCOMPARE(LanguageMenu::savedLanguage(), expected);
}

void TestLanguageSwitch::firstStartChoiceIsKeptForTheNextStart_data()
{
    QTest::addColumn<QLocale>("system"); // the system locale at the first start
    QTest::addColumn<QString>("code");
    QTest::addColumn<QLocale::Language>("language");
    QTest::newRow("fr_FR") << QLocale(u"fr_FR"_s) << u"fr"_s << QLocale::French;
    QTest::newRow("fr_CA") << QLocale(u"fr_CA"_s) << u"fr"_s << QLocale::French;
    QTest::newRow("fr_BE") << QLocale(u"fr_BE"_s) << u"fr"_s << QLocale::French;
    QTest::newRow("en_US") << QLocale(u"en_US"_s) << u"en"_s << QLocale::English;
    QTest::newRow("en_GB") << QLocale(u"en_GB"_s) << u"en"_s << QLocale::English;
    QTest::newRow("de_DE") << QLocale(u"de_DE"_s) << u"en"_s << QLocale::English;
    QTest::newRow("C") << QLocale::c() << u"en"_s << QLocale::English;
}

void TestLanguageSwitch::firstStartChoiceIsKeptForTheNextStart()
{
    QFETCH(QLocale, system);
    QFETCH(QString, code);
    QFETCH(QLocale::Language, language);
    QSettings().clear();
    QVERIFY(!QSettings().contains(u"language"_s));

    LanguageMenu::applySavedLanguage(system); // the first start
    QCOMPARE(QLocale().language(), language);
    QSettings().sync();
    // Written where the settings live, so that it outlives the process.
    const QString file = m_settingsDir.filePath(u"Kova/tst_languageswitch.conf"_s);
    QVERIFY2(QFile::exists(file), qPrintable(file));
    QCOMPARE(QSettings(file, QSettings::IniFormat).value(u"language"_s).toString(), code);

    // The next start, on a system now in the other language: the kept choice wins.
    const QLocale other = language == QLocale::French ? QLocale(u"en_US"_s) : QLocale(u"fr_FR"_s);
    LanguageMenu::switchTo(code == "fr"_L1 ? u"en"_s : u"fr"_s);
    QSettings().setValue(u"language"_s, code);
    LanguageMenu::applySavedLanguage(other);
    QCOMPARE(LanguageMenu::savedLanguage(other), code);
    QCOMPARE(QLocale().language(), language);
}

void TestLanguageSwitch::switchRetranslatesTheRunningWindow_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QStringList>("menus");
    QTest::addColumn<QString>("cancel");
    QTest::addColumn<QString>("summaryWords");
    QTest::addColumn<QString>("qtCancel");
    QTest::newRow("Français") << u"Français"_s << QStringList { u"&Langue"_s } << u"&Annuler"_s
                              << u"runs simulés. Coût"_s << u"Annuler"_s;
    QTest::newRow("English") << u"English"_s << QStringList { u"&Language"_s } << u"&Cancel"_s
                             << u"simulated runs. Cost"_s << u"Cancel"_s;
}

void TestLanguageSwitch::switchRetranslatesTheRunningWindow()
{
    QFETCH(QString, action);
    QFETCH(QStringList, menus);
    QFETCH(QString, cancel);
    QFETCH(QString, summaryWords);
    QFETCH(QString, qtCancel);

    // Start in the other language, with a finished simulation on screen.
    LanguageMenu::switchTo(action == "English"_L1 ? u"fr"_s : u"en"_s);
    MainWindow w;
    MonteCarloPanel panel;
    QDialogButtonBox buttons(QDialogButtonBox::Cancel);
    panel.setRuns(2000);
    QSignalSpy done(&panel, &MonteCarloPanel::finished);
    panel.simulate(m_scenario, m_estimate);
    QVERIFY(done.wait(30000));
    const MonteCarloResult r = panel.outcome().result;

    LanguageMenu* menu = languageMenu(w);
    QVERIFY(menu);
    QAction* a = languageAction(menu, action);
    QVERIFY(a);
    a->trigger();
    QCoreApplication::processEvents(); // LanguageChange is posted, LocaleChange sent

    QCOMPARE(QStringList { menu->title() }, menus);
    QVERIFY(a->isChecked());
    QCOMPARE(panel.findChild<QPushButton*>()->text(), cancel);
    QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), qtCancel);
    const QString summary = labelContaining(panel, summaryWords);
    QVERIFY2(!summary.isEmpty(), qPrintable(summaryWords));
    // The figures are redone in the new locale, with the Formatter core gives every surface.
    const Formatter f(QLocale(), u"USD"_s);
    QVERIFY2(summary.contains(f.money(r.cost.p50)), qPrintable(summary + u" / "_s + f.money(r.cost.p50)));
    QVERIFY2(summary.contains(QLocale().toString(r.runs)), qPrintable(summary));
    if (action == u"Français"_s)
        QVERIFY2(summary.contains(u"$\u00a0US"_s) && !summary.contains(u"simulated"_s), qPrintable(summary));
    else
        QVERIFY2(summary.contains(u"$"_s) && !summary.contains(u"$\u00a0US"_s), qPrintable(summary));
}

void TestLanguageSwitch::choiceIsKeptInTheSettings_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QLocale::Language>("language");
    QTest::newRow("fr") << u"fr"_s << QLocale::French;
    QTest::newRow("en") << u"en"_s << QLocale::English;
}

void TestLanguageSwitch::choiceIsKeptInTheSettings()
{
    QFETCH(QString, code);
    QFETCH(QLocale::Language, language);
    LanguageMenu::switchTo(code);
    QCOMPARE(QSettings().value(u"language"_s).toString(), code);
    QCOMPARE(LanguageMenu::savedLanguage(), code);
    LanguageMenu::switchTo(code == "fr"_L1 ? u"en"_s : u"fr"_s);
    LanguageMenu::applySavedLanguage(); // as at the next start: the setting wins over the current state
    QCOMPARE(QLocale().language(), code == "fr"_L1 ? QLocale::English : QLocale::French);
    QSettings().setValue(u"language"_s, code);
    LanguageMenu::applySavedLanguage();
    QCOMPARE(QLocale().language(), language);
}

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
