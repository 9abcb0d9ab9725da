#pragma once

#include "model/ownership.h"
#include "model/program.h"
#include "model/result.h"

#include <functional>

namespace Kova {

// Reads the scenario file a program names (an absolute path); loadScenario() by default.
using ScenarioLoader = std::function<Result<Scenario>(const QString& path)>;

// Reads a kova_program document. Scenario files are resolved relative to the folder of `file` and read
// through `loader`; inline scenarios are kova_scenario documents. Errors name `file` (or the scenario file
// at fault) and the key path, e.g. "runs[1].count".
Result<Program> parseProgram(const QByteArray& bytes, const QString& file, const ScenarioLoader& loader = {});
// The same on a document already parsed (a program the window edits), without writing and parsing it again.
Result<Program> programFromJson(const QJsonObject& document, const QString& file, const ScenarioLoader& loader = {});
// Whether a path names a program (*.kova-program.json) rather than a scenario.
bool isProgramFileName(const QString& path);
// Reads and parses a program file (at most FileLimit::Program; io/guardedfile.h).
Result<Program> loadProgram(const QString& path);

// Reads an ownership reference table (the format of resources/ownership.json).
Result<OwnershipReference> parseOwnershipReference(const QByteArray& bytes, const QString& file);
// The embedded reference table (resources/ownership.json).
const OwnershipReference& defaultOwnershipReference();

} // namespace Kova
