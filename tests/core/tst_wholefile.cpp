// writeWholeFile(): every save of the program (scenarios, programs, exports, reports, feed copies, autosaves).
#include "io/wholefile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QtTest>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace Kova;

namespace {

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

void put(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// The pid of a process that has ended (and been reaped), as a kill during a save leaves it.
qint64 endedProcess()
{
    QProcess p;
    p.start(u"true"_s, {});
    p.waitForFinished();
    return p.processId() ? p.processId() : 999999999;
}

QString host()
{
    QString h = QSysInfo::machineHostName();
    h.replace(u'-', u'_');
    return h.isEmpty() ? u"host"_s : h;
}

} // namespace

class TestWholeFile : public QObject
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void replacesThePreviousFileKeepingItsPermissions();
    void writesThroughASymbolicLink();
    void failsIntoAMissingFolderLeavingNothing();
    void leftoversOfEndedSavesAreRemoved_data();
    void leftoversOfEndedSavesAreRemoved();

private:
    QTemporaryDir m_dir;
};

void TestWholeFile::replacesThePreviousFileKeepingItsPermissions()
{
    const QString path = m_dir.filePath(u"bill.csv"_s);
    put(path, "old");
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    QCOMPARE(writeWholeFile(path, "new"), std::nullopt);
    QCOMPARE(contents(path), QByteArray("new"));
    struct stat st {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
    QCOMPARE(st.st_mode & 0777, mode_t(0600));
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden).filter(u"bill"_s), QStringList { u"bill.csv"_s });
}

void TestWholeFile::writesThroughASymbolicLink()
{
    const QString target = m_dir.filePath(u"real.kova.json"_s), link = m_dir.filePath(u"link.kova.json"_s);
    put(target, "{}");
    QVERIFY(QFile::link(target, link));
    QCOMPARE(writeWholeFile(link, "{\"a\":1}"), std::nullopt);
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(contents(target), QByteArray("{\"a\":1}"));
}

void TestWholeFile::failsIntoAMissingFolderLeavingNothing()
{
    const auto cause = writeWholeFile(m_dir.filePath(u"missing/out.pdf"_s), "pdf");
    QVERIFY(cause && !cause->isEmpty());
    QVERIFY(!QFileInfo::exists(m_dir.filePath(u"missing"_s)));
}

void TestWholeFile::leftoversOfEndedSavesAreRemoved_data()
{
    QTest::addColumn<QString>("leftover");
    QTest::addColumn<bool>("removed");
    const QString ended = QString::number(endedProcess());
    QTest::newRow("a killed save on this host") << u".t.csv.kova-%1-%2-abc.tmp"_s.arg(host(), ended) << true;
    QTest::newRow("a save in progress (this process)")
        << u".t.csv.kova-%1-%2-abc.tmp"_s.arg(host()).arg(::getpid()) << false;
    QTest::newRow("a save from another host") << u".t.csv.kova-elsewhere-%1-abc.tmp"_s.arg(ended) << false;
    QTest::newRow("another file's save") << u".u.csv.kova-%1-%2-abc.tmp"_s.arg(host(), ended) << false;
    QTest::newRow("the user's backup") << u"t.csv.backup"_s << false;
}

void TestWholeFile::leftoversOfEndedSavesAreRemoved()
{
    QFETCH(QString, leftover);
    QFETCH(bool, removed);
    const QString path = m_dir.filePath(leftover);
    put(path, "the unsaved edit");
    QCOMPARE(writeWholeFile(m_dir.filePath(u"t.csv"_s), "a,b\n"), std::nullopt);
    QCOMPARE(QFileInfo::exists(path), !removed);
    QFile::remove(path);
}

QTEST_GUILESS_MAIN(TestWholeFile)
#include "tst_wholefile.moc"
