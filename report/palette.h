#pragma once

#include "model/costbreakdown.h"

#include <QColor>

namespace Kova {

// The colours of the charts, the window's and the report's alike: one per purchase mode, one per kind of
// cost line, one per part of the memory per GPU, and a sequence for things that are only told apart
// (scenarios side by side). Mid-tone hues that read on white paper and on a dark window.
QColor modeColor(PurchaseMode m);
QColor lineKindColor(LineKind k);
QColor memoryPartColor(MemoryPart part);
QColor seriesColor(int index);

} // namespace Kova
