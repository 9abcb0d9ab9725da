#pragma once

#include "model/estimate.h"
#include "model/names.h" // the lines' labels and the modes' names it writes

#include <QJsonObject>

namespace Kova {

// The `estimate --json` document: a public contract; keys are only ever added.
QJsonObject estimateToJson(const Estimate& e);

} // namespace Kova
