#pragma once

#include "estimate.h"

#include <QJsonObject>
#include <QLocale>

namespace Kova {

// The `estimate --json` document: a public contract; keys are only ever added.
QJsonObject estimateToJson(const Estimate& e);

// The label of a cost line, e.g. "Checkpoint volume 500 GB": the words translated through Kova::CostLine,
// the numbers in `locale`.
QString costLineLabel(const CostLine& line, const QLocale& locale);

QString purchaseModeName(PurchaseMode m);

} // namespace Kova
