#include "spottrace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct SpotTraceText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::SpotTrace)
};

constexpr qint64 MaxTraceBytes = 64 * 1024 * 1024;
// The shortest checkpoint interval replayed (the scenario file's own minimum, 0.01 min).
constexpr double MinIntervalHours = 0.01 / 60.0;

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
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return InputError { path, {}, SpotTraceText::tr("cannot read the spot price trace: %1").arg(f.errorString()) };
    if (f.size() > MaxTraceBytes)
        return InputError { path, {}, SpotTraceText::tr("the spot price trace is too large (over 64 MB)") };
    return parseSpotTrace(f.readAll(), path);
}

QString spotTraceFile(const QString& scenarioFile, const QString& tracePath)
{
    return QFileInfo(scenarioFile).dir().absoluteFilePath(tracePath);
}

double traceMtbiHours(const SpotTrace& trace, double bid)
{
    double available = 0;
    int rises = 0;
    for (qsizetype i = 0; i + 1 < trace.hours.size(); ++i) {
        if (trace.prices[i] <= bid)
            available += trace.hours[i + 1] - trace.hours[i];
        else if (i > 0 && trace.prices[i - 1] <= bid)
            ++rises;
    }
    return rises > 0 ? available / rises : 0.0;
}

SpotReplay replaySpot(const SpotTrace& trace, const InterruptionModel& run, int gpus, double bid)
{
    SpotReplay r;
    if (run.workHours <= 0) {
        r.finished = true;
        return r;
    }
    const double interval = std::max(run.intervalHours, MinIntervalHours);
    bool holding = false;
    double restartLeft = 0; // restart still to go before computing again
    double segmentDone = 0; // time spent in the current segment: compute, then its checkpoint write
    for (qsizetype i = 0; i + 1 < trace.hours.size(); ++i) {
        const double price = trace.prices[i], end = trace.hours[i + 1];
        if (price > bid) {
            if (holding) {
                ++r.interruptions;
                holding = false;
                segmentDone = 0;
                restartLeft = run.restartHours;
            }
            continue;
        }
        holding = true;
        for (double t = trace.hours[i]; t < end;) {
            double step = end - t;
            if (restartLeft > 0) {
                step = std::min(step, restartLeft);
                restartLeft -= step;
            } else {
                const double compute = std::min(interval, run.workHours - r.workHoursDone);
                const double left = compute + run.checkpointHours - segmentDone;
                if (left <= step) {
                    step = left;
                    segmentDone = 0;
                    const bool last = compute >= run.workHours - r.workHoursDone;
                    r.workHoursDone = last ? run.workHours : r.workHoursDone + compute;
                } else {
                    segmentDone += step;
                }
            }
            t += step;
            r.gpuHoursPaid += gpus * step;
            r.gpuCost += gpus * step * price;
            if (r.workHoursDone >= run.workHours) {
                r.finished = true;
                r.wallHours = t;
                return r;
            }
        }
    }
    r.wallHours = trace.endHours();
    return r;
}

InterruptionModel spotReplayModel(const Scenario& s, double workHours, const SpotTrace& trace)
{
    InterruptionModel m;
    m.workHours = workHours;
    m.checkpointHours = s.interruptions.checkpointWriteMin / 60.0;
    m.restartHours = s.interruptions.restartMin / 60.0;
    m.mtbiHours = traceMtbiHours(trace, s.spot.bid.value_or(0));
    if (s.interruptions.checkpointIntervalMin)
        m.intervalHours = *s.interruptions.checkpointIntervalMin / 60.0;
    else if (m.mtbiHours > 0)
        m.intervalHours = std::max(dalyIntervalHours(m.checkpointHours, m.mtbiHours), MinIntervalHours);
    else
        m.intervalHours = workHours;
    return m;
}

QJsonObject spotReplayToJson(const SpotReplay& r, const InterruptionModel& run, double bid)
{
    return { { "bid"_L1, bid }, { "checkpoint_interval_min"_L1, run.intervalHours * 60.0 },
        { "trace_mtbi_hours"_L1, run.mtbiHours }, { "wall_hours"_L1, r.wallHours }, { "gpu_cost"_L1, r.gpuCost },
        { "gpu_hours"_L1, r.gpuHoursPaid }, { "work_hours_done"_L1, r.workHoursDone },
        { "interruptions"_L1, r.interruptions }, { "finished"_L1, r.finished } };
}

} // namespace Kova
