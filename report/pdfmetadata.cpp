#include "pdfmetadata.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// A text string as UTF-16BE with a byte order mark, written in hexadecimal (ISO 32000-1, §7.9.2.2).
QByteArray textString(const QString& s)
{
    QByteArray utf16 = "\xfe\xff"_ba;
    for (QChar c : s) {
        utf16.append(char(c.unicode() >> 8));
        utf16.append(char(c.unicode() & 0xff));
    }
    return '<' + utf16.toHex().toUpper() + '>';
}

// D:YYYYMMDDHHmmSS+HH'mm' (ISO 32000-1, §7.9.4).
QByteArray pdfDate(const QDateTime& t)
{
    const int offset = t.offsetFromUtc();
    const int minutes = std::abs(offset) / 60;
    return "(D:"_ba + t.toString(u"yyyyMMddHHmmss"_s).toLatin1() + (offset < 0 ? '-' : '+')
        + QByteArray::number(minutes / 60).rightJustified(2, '0') + '\''
        + QByteArray::number(minutes % 60).rightJustified(2, '0') + "')"_ba;
}

} // namespace

QByteArray withDocumentInfo(const QByteArray& pdf, const PdfDocumentInfo& info)
{
    const qsizetype trailerAt = pdf.lastIndexOf("trailer");
    const qsizetype startxrefAt = pdf.lastIndexOf("startxref");
    if (!pdf.startsWith("%PDF-") || trailerAt < 0 || startxrefAt < trailerAt)
        return {};
    const QString trailer = QString::fromLatin1(pdf.mid(trailerAt, startxrefAt - trailerAt));
    const auto size = QRegularExpression(u"/Size\\s+(\\d+)"_s).match(trailer);
    const auto root = QRegularExpression(u"/Root\\s+(\\d+\\s+\\d+\\s+R)"_s).match(trailer);
    const auto id = QRegularExpression(u"/ID\\s*(\\[[^\\]]*\\])"_s).match(trailer);
    const auto prev = QRegularExpression(u"startxref\\s+(\\d+)"_s).match(QString::fromLatin1(pdf.mid(startxrefAt, 64)));
    if (!size.hasMatch() || !root.hasMatch() || !prev.hasMatch())
        return {};
    const QByteArray object = size.captured(1).toLatin1();
    QByteArray out = pdf;
    if (!out.endsWith('\n'))
        out += '\n';
    const qsizetype objectAt = out.size();
    out += object + " 0 obj\n<<\n/Title " + textString(info.title) + "\n/Author " + textString(info.author)
        + "\n/Subject " + textString(info.subject) + "\n/Creator " + textString(info.creator) + "\n/Producer "
        + textString(info.producer) + "\n/CreationDate " + pdfDate(info.created) + "\n/ModDate " + pdfDate(info.created)
        + "\n>>\nendobj\n";
    const qsizetype xrefAt = out.size();
    out += "xref\n" + object + " 1\n" + QByteArray::number(objectAt).rightJustified(10, '0') + " 00000 n \n";
    out += "trailer\n<<\n/Size " + QByteArray::number(object.toLongLong() + 1) + "\n/Root "
        + root.captured(1).toLatin1() + "\n/Info " + object + " 0 R\n/Prev " + prev.captured(1).toLatin1() + '\n';
    if (id.hasMatch())
        out += "/ID " + id.captured(1).toLatin1() + '\n';
    out += ">>\nstartxref\n" + QByteArray::number(xrefAt) + "\n%%EOF\n";
    return out;
}

} // namespace Kova
