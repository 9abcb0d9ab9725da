#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace Kova {

// A spot price history: "hour,price" rows, hours since the start of the run, strictly ascending from 0,
// prices per GPU-hour. A price holds from its row's hour until the next row's; the trace ends at its
// last row.
struct SpotTrace
{
    QList<double> hours;
    QList<double> prices;

    double endHours() const { return hours.isEmpty() ? 0.0 : hours.last(); }
};

// Parses the CSV rows; an error names `file` and the row.
Result<SpotTrace> parseSpotTrace(const QByteArray& bytes, const QString& file);
// Reads and parses the trace at `path`.
Result<SpotTrace> loadSpotTrace(const QString& path);

// A trace path as written in a scenario, resolved against the scenario file's folder.
QString spotTraceFile(const QString& scenarioFile, const QString& tracePath);

} // namespace Kova
