#pragma once

#include "model/program.h"
#include "model/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <optional>

namespace Kova {

// A kova_program document as text in the contract's key order (docs/file-formats.md, "Program files":
// kova_program, name, start, horizon_months, offer, reserved, owning, runs; inside each, the table's order; an
// inline scenario in the scenario contract's order), the keys this version does not know after them, sorted; two
// spaces of indent, as the shipped programs.
QByteArray orderedProgramText(const QJsonObject& document);

// A run's `when` as the file writes it: "2027-03" for a month, "2027-03-15" for a date.
QString programWhenText(const QDate& when, bool isMonth);

// The document with runs[run].key set to `value`; the other keys and runs as they were.
QJsonObject withRunValue(const QJsonObject& document, qsizetype run, QLatin1StringView key, const QJsonValue& value);

// The document of `program` as it would be saved at `path`: its scenario files named relative to the new folder
// (they stay the same files when the program is saved elsewhere); everything else as the user wrote it.
QJsonObject programDocumentFor(const Program& program, const QString& path);

// Saves a program document in the contract's key order, atomically (writeWholeFile, as saveScenarioFile()): when
// anything fails the previous file is left exactly as it was and the error names the file and the cause.
std::optional<InputError> saveProgramFile(const QJsonObject& document, const QString& path);

} // namespace Kova
