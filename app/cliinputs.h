#pragma once

#include "model/catalogue.h"
#include "model/program.h"
#include "model/result.h"
#include "model/scenario.h"

#include <QList>
#include <QStringList>
#include <optional>

namespace Kova::Cli {

// The scenario files a command compares, each read and checked against the catalogue (its offer exists,
// the engine accepts it); the first problem names its file.
Result<QList<Scenario>> loadScenariosFor(const QStringList& files, const Catalogue& catalogue);

// The files scenarios read from `files` read besides themselves: their spot traces.
QStringList filesReadBy(const QStringList& files, const QList<Scenario>& scenarios);
// The files a program reads besides itself: its runs' scenario files and their spot traces.
QStringList filesReadBy(const Program& program);
// Refuses an output that is a file the inputs read (named on the command line or not): "COMMAND: the output
// OUTPUT is FILE, which INPUT reads; nothing was written". Nothing when none is.
std::optional<QString> outputOverInput(
    const QString& command, const QString& output, const QString& input, const QStringList& read);

} // namespace Kova::Cli
