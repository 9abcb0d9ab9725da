#include "io/spottracefile.h"

#include "io/guardedfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct SpotTraceText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::SpotTrace)
};

InputError csvError(const QString& file, qsizetype line, qsizetype column, const QString& problem)
{
    return { file, SpotTraceText::tr("line %1, column %2").arg(line).arg(column), problem };
}

// One row's fields with the 1-based column each starts at.
struct Field
{
    QByteArray text;
    qsizetype column = 1;
};

QList<Field> splitRow(const QByteArray& line)
{
    QList<Field> fields;
    qsizetype start = 0;
    for (;;) {
        const qsizetype comma = line.indexOf(',', start);
        const qsizetype end = comma < 0 ? line.size() : comma;
        fields.append({ line.mid(start, end - start).trimmed(), start + 1 });
        if (comma < 0)
            return fields;
        start = comma + 1;
    }
}

std::optional<double> finiteNumber(const QByteArray& text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

} // namespace

Result<SpotTrace> parseSpotTrace(const QByteArray& bytes, const QString& file)
{
    const QList<QByteArray> lines = bytes.split('\n');
    SpotTrace trace;
    bool header = false;
    qsizetype lastLine = 1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines[i].endsWith('\r') ? lines[i].chopped(1) : lines[i];
        const qsizetype number = i + 1;
        if (line.trimmed().isEmpty())
            continue;
        lastLine = number;
        const QList<Field> fields = splitRow(line);
        if (!header) {
            if (fields.size() != 2 || fields[0].text != "hour" || fields[1].text != "price")
                return csvError(file, number, 1, SpotTraceText::tr("expected the header \"hour,price\""));
            header = true;
            continue;
        }
        if (fields.size() != 2)
            return csvError(file, number, fields.size() > 2 ? fields[2].column : line.size() + 1,
                SpotTraceText::tr("expected two fields, hour and price"));
        const auto hour = finiteNumber(fields[0].text);
        if (!hour || *hour < 0)
            return csvError(file, number, fields[0].column,
                SpotTraceText::tr("\"%1\" is not an hour (a number of hours since the start, 0 or more)")
                    .arg(QString::fromUtf8(fields[0].text)));
        if (trace.hours.isEmpty() && *hour != 0)
            return csvError(file, number, fields[0].column, SpotTraceText::tr("the first row must be at hour 0"));
        if (!trace.hours.isEmpty() && *hour <= trace.hours.last())
            return csvError(file, number, fields[0].column,
                SpotTraceText::tr("hours must be ascending: %1 does not come after %2")
                    .arg(QString::fromUtf8(fields[0].text))
                    .arg(trace.hours.last()));
        const auto price = finiteNumber(fields[1].text);
        if (!price || *price < 0)
            return csvError(file, number, fields[1].column,
                SpotTraceText::tr("\"%1\" is not a price (a number per GPU-hour, 0 or more)")
                    .arg(QString::fromUtf8(fields[1].text)));
        trace.hours.append(*hour);
        trace.prices.append(*price);
    }
    if (!header)
        return csvError(file, 1, 1, SpotTraceText::tr("expected the header \"hour,price\""));
    if (trace.hours.size() < 2)
        return csvError(
            file, lastLine, 1, SpotTraceText::tr("a trace needs at least two rows: the last one marks its end"));
    return trace;
}

Result<SpotTrace> loadSpotTrace(const QString& path)
{
    auto bytes = readGuardedFile(path, FileLimit::SpotTrace);
    if (!bytes)
        return InputError { path, {}, SpotTraceText::tr("the spot price trace %1").arg(bytes.error().problem) };
    return parseSpotTrace(bytes.value(), path);
}

QString spotTraceFile(const QString& scenarioFile, const QString& tracePath)
{
    return QFileInfo(scenarioFile).dir().absoluteFilePath(tracePath);
}

} // namespace Kova
