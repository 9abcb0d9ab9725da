#include "io/csvtable.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct CsvText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Csv)
};

// The 1-based line of the first byte that is not valid UTF-8.
qsizetype lineOfInvalidUtf8(const QByteArray& bytes)
{
    qsizetype line = 1;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= bytes.size(); ++i) {
        if (i == bytes.size() || bytes[i] == '\n') {
            if (!QByteArrayView(bytes.constData() + start, i - start).isValidUtf8())
                return line;
            ++line;
            start = i + 1;
        }
    }
    return line;
}

} // namespace

qsizetype CsvTable::column(QByteArrayView name) const
{
    for (qsizetype i = 0; i < header.size(); ++i)
        if (header[i] == name)
            return i;
    return -1;
}

QString csvPlace(qsizetype line, const QString& column)
{
    return column.isEmpty() ? CsvText::tr("line %1").arg(line)
                            : CsvText::tr("line %1, column %2").arg(line).arg(column);
}

Result<CsvTable> readCsv(const QByteArray& bytes, const QString& file)
{
    if (bytes.size() > MaxCsvBytes)
        return InputError { file, {},
            CsvText::tr("the file is %1 MB, more than the %2 MB a catalogue may have")
                .arg(bytes.size() / (1024 * 1024))
                .arg(MaxCsvBytes / (1024 * 1024)) };
    if (!QByteArrayView(bytes).isValidUtf8())
        return InputError { file, csvPlace(lineOfInvalidUtf8(bytes)), CsvText::tr("the text is not UTF-8") };
    CsvTable table;
    const char* p = bytes.constData();
    const char* const end = p + bytes.size();
    if (bytes.startsWith("\xEF\xBB\xBF"))
        p += 3;
    qsizetype line = 1;
    bool first = true;
    while (p < end) {
        CsvRow row { {}, line };
        QByteArray field;
        bool rowDone = false;
        bool blank = true;
        while (!rowDone) {
            field.clear();
            if (p < end && *p == '"') {
                const qsizetype openedOn = line;
                ++p;
                for (;;) {
                    if (p >= end)
                        return InputError { file, csvPlace(openedOn),
                            CsvText::tr("a quoted field is never closed: the file is truncated") };
                    if (*p == '"') {
                        if (p + 1 < end && p[1] == '"') {
                            field += '"';
                            p += 2;
                            continue;
                        }
                        ++p;
                        break;
                    }
                    if (*p == '\n')
                        ++line;
                    field += *p++;
                }
                if (p < end && *p != ',' && *p != '\n' && *p != '\r')
                    return InputError { file, csvPlace(line), CsvText::tr("text after a closing quote") };
                blank = false;
            } else {
                const char* start = p;
                while (p < end && *p != ',' && *p != '\n' && *p != '\r') {
                    if (*p == '"')
                        return InputError { file, csvPlace(line), CsvText::tr("a quote inside an unquoted field") };
                    ++p;
                }
                field = QByteArray(start, p - start);
                blank = blank && field.isEmpty();
            }
            row.fields.append(field);
            if (p < end && *p == ',') {
                ++p;
                blank = false;
                continue;
            }
            if (p < end && *p == '\r')
                ++p;
            if (p < end && *p == '\n')
                ++p;
            else if (p < end)
                return InputError { file, csvPlace(line), CsvText::tr("a carriage return inside a line") };
            ++line;
            rowDone = true;
        }
        if (blank)
            continue;
        if (first) {
            table.header = std::move(row.fields);
            first = false;
        } else {
            table.rows.append(std::move(row));
        }
    }
    if (first)
        return InputError { file, {}, CsvText::tr("the file is empty") };
    return table;
}

} // namespace Kova
