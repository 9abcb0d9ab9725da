#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

// translations/kova_fr.ts and kova_en.ts are complete and current: lupdate, run over the sources into
// a copy, finds no string the files lack (it would add it as unfinished), none they hold that the
// sources dropped (it would mark it vanished or obsolete), and every entry is translated.
class TestTranslationFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void upToDateAndFinished_data();
    void upToDateAndFinished();
};

namespace {

const QString Source = QStringLiteral(KOVA_SOURCE_DIR);

// The folders of the targets that translations/CMakeLists.txt hands to lupdate.
QStringList sourceFolders()
{
    QStringList out;
    for (const QString& d : { u"core"_s, u"app"_s, u"ui"_s, u"report"_s, u"spreadsheet"_s })
        if (QDir(Source + u'/' + d).exists())
            out << Source + u'/' + d;
    return out;
}

struct Entry
{
    QString context;
    QString source;
    QString status; // "unfinished", "vanished", "obsolete", or "empty" for a finished entry without text
};

QList<Entry> incompleteEntries(const QString& tsPath, QString* error, int* messages)
{
    QFile file(tsPath);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Entry> out;
    QXmlStreamReader xml(&file);
    QString context, source, status, text;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == "context"_L1)
                context.clear();
            else if (name == "name"_L1 && context.isEmpty())
                context = xml.readElementText();
            else if (name == "message"_L1) {
                source.clear();
                text.clear();
                numerus = xml.attributes().value("numerus"_L1) == "yes"_L1;
            } else if (name == "source"_L1)
                source = xml.readElementText();
            else if (name == "translation"_L1) {
                status = xml.attributes().value("type"_L1).toString();
                if (!numerus)
                    text = xml.readElementText();
            } else if (name == "numerusform"_L1) {
                const QString form = xml.readElementText();
                if (form.isEmpty() && status.isEmpty())
                    status = u"empty"_s;
                text += form;
            }
        } else if (xml.isEndElement() && xml.name() == "message"_L1) {
            ++*messages;
            if (status.isEmpty() && text.isEmpty())
                status = u"empty"_s;
            if (!status.isEmpty())
                out.append({ context, source, status });
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

} // namespace

void TestTranslationFiles::upToDateAndFinished_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("French") << u"kova_fr.ts"_s << QStringList();
    QTest::newRow("English plural forms") << u"kova_en.ts"_s << QStringList { u"-pluralonly"_s };
}

void TestTranslationFiles::upToDateAndFinished()
{
    QFETCH(QString, file);
    QFETCH(QStringList, options);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(file);
    QVERIFY(QFile::copy(Source + u"/translations/"_s + file, copy));
    QFile::setPermissions(copy, QFileDevice::ReadOwner | QFileDevice::WriteOwner);

    // Without -no-obsolete, so that entries the sources no longer have show up as vanished.
    const QString lupdate = QLibraryInfo::path(QLibraryInfo::BinariesPath) + u"/lupdate"_s;
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(lupdate,
        QStringList { u"-silent"_s, u"-locations"_s, u"none"_s } + options + sourceFolders()
            + QStringList { u"-ts"_s, copy });
    QVERIFY2(p.waitForFinished(120000), qPrintable(lupdate + u": "_s + p.errorString()));
    QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, p.readAll().constData());

    QString error;
    int messages = 0;
    const QList<Entry> incomplete = incompleteEntries(copy, &error, &messages);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(messages > 0, "lupdate found no translatable text");
    QStringList report;
    for (const Entry& e : incomplete)
        report << u"%1 [%2] %3"_s.arg(e.status, e.context, e.source.left(100));
    QVERIFY2(report.isEmpty(),
        qPrintable(u"%1 entries of translations/%2 need work; run `cmake --build build/default --target "
                   "update_translations`, then translate:\n"_s.arg(report.size())
                       .arg(file)
            + report.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestTranslationFiles)
#include "tst_translationfiles.moc"
