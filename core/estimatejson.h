#pragma once

#include "estimate.h"

#include <QJsonObject>
#include <QLocale>

namespace Kova {

// The `estimate --json` document: a public contract; keys are only ever added.
QJsonObject estimateToJson(const Estimate& e);

} // namespace Kova
