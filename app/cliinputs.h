#pragma once

#include "model/catalogue.h"
#include "model/result.h"
#include "model/scenario.h"

#include <QList>
#include <QStringList>

namespace Kova::Cli {

// The scenario files a command compares, each read and checked against the catalogue (its offer exists,
// the engine accepts it); the first problem names its file.
Result<QList<Scenario>> loadScenariosFor(const QStringList& files, const Catalogue& catalogue);

} // namespace Kova::Cli
