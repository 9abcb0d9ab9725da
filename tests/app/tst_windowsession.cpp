// How kova-planner starts its window (app/windowsession.h).
#include "app/windowsession.h"
#include "sources/settings.h"
#include "text/language.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Kova;

class TestWindowSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void langOptionSetsTheSessionsLanguageAndIsNoFile_data();
    void langOptionSetsTheSessionsLanguageAndIsNoFile();
};

void TestWindowSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setUpWindowApplication({ u"kova-planner"_s }); // the application's names, which place its settings
}

void TestWindowSession::langOptionSetsTheSessionsLanguageAndIsNoFile_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("files"); // what the window is left to open
    QTest::addColumn<QLocale::Language>("language");
    const QString exe = u"kova-planner"_s;
    QTest::newRow("--lang fr before a file") << QStringList { exe, u"--lang"_s, u"fr"_s, u"a.kova.json"_s }
                                             << QStringList { exe, u"a.kova.json"_s } << QLocale::French;
    QTest::newRow("--lang=en after a file") << QStringList { exe, u"a.kova.json"_s, u"--lang=en"_s }
                                            << QStringList { exe, u"a.kova.json"_s } << QLocale::English;
    QTest::newRow("an unsupported language keeps the saved one")
        << QStringList { exe, u"--lang"_s, u"de"_s } << QStringList { exe } << QLocale::French;
}

// `kova-planner --lang fr` starts the window in French for this session, as the command line speaks it; the
// code is never taken for a file to open, and the language kept in the settings does not change.
void TestWindowSession::langOptionSetsTheSessionsLanguageAndIsNoFile()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, files);
    QFETCH(QLocale::Language, language);
    Settings().setLanguage(u"fr"_s);
    QCOMPARE(setUpWindowApplication(arguments), files);
    QCOMPARE(QLocale().language(), language);
    QCOMPARE(Settings().language(), u"fr"_s);
}

QTEST_MAIN(TestWindowSession)
#include "tst_windowsession.moc"
