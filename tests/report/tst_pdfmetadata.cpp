#include "report/pdfmetadata.h"

#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

class TestPdfMetadata : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void appendsAnInformationDictionary_data();
    void appendsAnInformationDictionary();
    void rejectsWhatIsNotAPdf();

private:
    static QByteArray smallPdf();
};

QByteArray TestPdfMetadata::smallPdf()
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(u"Qt's title"_s);
        QPainter p(&writer);
        p.drawRect(10, 10, 100, 100);
    }
    return buffer.data();
}

static QByteArray utf16Hex(const QString& s)
{
    QByteArray bytes = "\xfe\xff"_ba;
    for (QChar c : s) {
        bytes.append(char(c.unicode() >> 8));
        bytes.append(char(c.unicode() & 0xff));
    }
    return '<' + bytes.toHex().toUpper() + '>';
}

void TestPdfMetadata::appendsAnInformationDictionary_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("author");
    QTest::addColumn<QString>("subject");
    QTest::newRow("ascii") << u"Cost report: seed run"_s << u"Camille Durand"_s << u"GPU rental"_s;
    QTest::newRow("french") << u"Rapport de coûts : « 8× H100 »"_s << u"Hélène Müller"_s
                            << u"Estimation — 483,84 $ US"_s;
    QTest::newRow("markup and parentheses") << u"<b>x</b> & (y)"_s << QString() << u"a\\b)"_s;
}

void TestPdfMetadata::appendsAnInformationDictionary()
{
    QFETCH(QString, title);
    QFETCH(QString, author);
    QFETCH(QString, subject);
    const QByteArray original = smallPdf();
    const QByteArray updated = Kova::withDocumentInfo(original,
        { title, author, subject, u"Kova Planner 0.1.0"_s, u"Qt"_s,
            QDateTime(QDate(2026, 11, 30), QTime(9, 30), QTimeZone::UTC) });
    QVERIFY(updated.startsWith(original));
    QVERIFY(updated.endsWith("%%EOF\n"));
    const QByteArray tail = updated.mid(original.size());
    QVERIFY(tail.contains(QByteArray("/Title " + utf16Hex(title))));
    QVERIFY(tail.contains(QByteArray("/Author " + utf16Hex(author))));
    QVERIFY(tail.contains(QByteArray("/Subject " + utf16Hex(subject))));
    QVERIFY(tail.contains("/CreationDate (D:20261130093000+00'00')"));

    // The new cross-reference section points at the new object, and startxref at the section.
    const QString text = QString::fromLatin1(tail);
    const auto xref = QRegularExpression(u"xref\\n(\\d+) 1\\n(\\d{10}) 00000 n \\n"_s).match(text);
    QVERIFY(xref.hasMatch());
    const QByteArray objectHeader = xref.captured(1).toLatin1() + " 0 obj";
    QCOMPARE(updated.mid(xref.captured(2).toLongLong(), objectHeader.size()), objectHeader);
    const auto startxref = QRegularExpression(u"startxref\\n(\\d+)\\n%%EOF\\n$"_s).match(text);
    QVERIFY(startxref.hasMatch());
    QCOMPARE(updated.mid(startxref.captured(1).toLongLong(), 5), "xref\n"_ba);
    const auto oldStart = QRegularExpression(u"startxref\\s+(\\d+)"_s).match(QString::fromLatin1(original));
    QVERIFY(text.contains(u"/Prev "_s + oldStart.captured(1) + u'\n'));
    QVERIFY(text.contains(u"/Info "_s + xref.captured(1) + u" 0 R"_s));
}

void TestPdfMetadata::rejectsWhatIsNotAPdf()
{
    QVERIFY(Kova::withDocumentInfo("hello", {}).isEmpty());
    QVERIFY(Kova::withDocumentInfo("%PDF-1.4\nno trailer", {}).isEmpty());
}

QTEST_MAIN(TestPdfMetadata)
#include "tst_pdfmetadata.moc"
