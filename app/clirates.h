#pragma once

#include "model/estimate.h"
#include "sources/conversion.h"

#include <QStringList>

namespace Kova::Cli {

// rates [show] | rates update [URL] | rates set RATE (euros for one US dollar) | rates set EUR-per-USD|USD-per-EUR RATE
// | rates display USD|EUR | rates source URL
int runRates(const QStringList& args);

// The totals per purchase mode in the display currency, each with the rate and its date; empty when the
// display currency is the estimate's or no rate links the two.
QString convertedTotalsText(const Estimate& estimate, const CurrencyConversion& conversion, const QLocale& locale);

} // namespace Kova::Cli
