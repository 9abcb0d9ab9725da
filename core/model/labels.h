#pragma once

#include "model/cost.h"
#include "model/offer.h"

namespace Kova {

// The English label of a cost line, e.g. "Checkpoint volume 500 GB" (translated through Kova::CostLine).
QString costLineLabel(const CostLine& line);

QString purchaseModeName(PurchaseMode m);

} // namespace Kova
