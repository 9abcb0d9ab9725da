#pragma once

#include "model/scenario.h"

#include <QByteArray>
#include <QJsonObject>

namespace Kova {

// A scenario document as text in the contract's key order (kova_scenario, name, model, training, cluster,
// mode, interruptions, storage, seed, spot; within each, the order of model/scenariokeys.h), the keys this
// version does not know after them, sorted; two spaces of indent, as the shipped scenarios.
QByteArray orderedScenarioText(const QJsonObject& document);
// Where `key` comes in the object at `path` of a scenario document, in that order (a JsonKeyRank).
int scenarioKeyRank(const QString& path, const QString& key);

// `s` as scenarioToJson() writes it, less the values the file `s` was read from left out and that reading
// fills in the same (derived model shape, default choices): a hand-written file saved again keeps only
// what its author wrote plus what was edited.
QJsonObject withoutDerivedValues(const Scenario& s);

} // namespace Kova
