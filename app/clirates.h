#pragma once

#include <QStringList>

namespace Kova::Cli {

// rates [show] | rates update [URL] | rates set EUR-per-USD|USD-per-EUR RATE | rates display USD|EUR
// | rates source URL
int runRates(const QStringList& args);

} // namespace Kova::Cli
