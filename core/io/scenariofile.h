#pragma once

#include "model/result.h"
#include "model/scenario.h"

#include <optional>

namespace Kova {

Result<Scenario> parseScenario(const QByteArray& bytes, const QString& file);
Result<Scenario> loadScenario(const QString& path);
QByteArray scenarioToBytes(const Scenario& s);

// The seeds' run: continued pretraining, 8× H100 SXM, 72 h, interruptible (read from the embedded
// resources/scenarios/seed-h100-72h.kova.json).
Scenario defaultScenario();

// Saves a scenario atomically: the new bytes go to a temporary file in the same folder, which replaces
// the previous file only once it is complete (QSaveFile). When anything fails (read-only folder, disk
// full, file size limit) the previous file is left exactly as it was and the error says so, naming the
// file and the cause. Returns no error on success.
std::optional<InputError> saveScenarioFile(const Scenario& s, const QString& path);

} // namespace Kova
