#pragma once

#include "estimate.h"

#include <QJsonObject>

namespace Kova {

// The `estimate --json` document: a public contract; keys are only ever added.
QJsonObject estimateToJson(const Estimate& e);

// The English label of a cost line, e.g. "Checkpoint volume 500 GB" (translated through Kova::CostLine).
QString costLineLabel(const CostLine& line);

QString purchaseModeName(PurchaseMode m);

} // namespace Kova
