#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace Kova {

// One data row of a CSV file: its fields (quotes removed, "" unescaped) and the 1-based line it starts on.
struct CsvRow
{
    QList<QByteArray> fields;
    qsizetype line = 0;
};

// A CSV file read whole (RFC 4180: quoted fields with commas, quotes and line breaks, CRLF or LF, a
// missing final line break, a UTF-8 byte order mark). Columns are found by the names in the header.
struct CsvTable
{
    QList<QByteArray> header;
    QList<CsvRow> rows;

    // The header's index of a column, or -1.
    qsizetype column(QByteArrayView name) const;
};

// The largest CSV file read, far above any provider's catalogue (AWS's vms.csv is about 3.7 MB).
inline constexpr qsizetype MaxCsvBytes = 64 * 1024 * 1024;

// Reads a whole CSV text; refuses text that is not UTF-8, ends inside a quoted field (a truncated
// file), has a quote inside an unquoted field, is empty, or is larger than MaxCsvBytes. The error
// names the file, the line and the problem. Blank lines are skipped.
Result<CsvTable> readCsv(const QByteArray& bytes, const QString& file);

// "line L" or "line L, column NAME", the key an InputError about a CSV cell gives.
QString csvPlace(qsizetype line, const QString& column = {});

} // namespace Kova
