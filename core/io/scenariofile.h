#pragma once

#include "model/result.h"
#include "model/scenario.h"

#include <optional>

namespace Kova {

// Reads a kova_scenario document; errors name `file` and the key path (model/scenariokeys.h) at fault.
Result<Scenario> parseScenario(const QByteArray& bytes, const QString& file);
// The same reader on a document already parsed (scenarioToJson() of a scenario being edited, say).
Result<Scenario> scenarioFromJson(const QJsonObject& document, const QString& file);
// Reads and parses a scenario file (at most FileLimit::Scenario, 16 MB; io/guardedfile.h).
Result<Scenario> loadScenario(const QString& path);
// The example scenarios shipped inside the program (resources/scenarios): their file names in order, and one read.
QStringList exampleScenarioFiles();
Result<Scenario> loadExampleScenario(const QString& fileName);
// The scenario as text: scenarioToJson() in the contract's key order (io/scenariotext.h), every value; compact
// when indented it would be over FileLimit::Scenario. saveScenarioFile() refuses to write more than loadScenario()
// reads.
QByteArray scenarioToBytes(const Scenario& s);

// The seeds' run: continued pretraining, 8× H100 SXM, 72 h, interruptible (read from the embedded
// resources/scenarios/seed-h100-72h.kova.json).
Scenario defaultScenario();

// Saves a scenario, in the contract's key order and without the values its file left to defaults
// (io/scenariotext.h), atomically: the new bytes go to a temporary file in the same folder, which replaces
// the previous file only once it is complete (writeWholeFile). When anything fails (read-only folder, disk
// full, file size limit) the previous file is left exactly as it was and the error says so, naming the
// file and the cause. Returns no error on success.
std::optional<InputError> saveScenarioFile(const Scenario& s, const QString& path);

} // namespace Kova
