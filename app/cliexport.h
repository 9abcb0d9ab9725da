#pragma once

#include <QStringList>

namespace Kova::Cli {

// export FILE.kova.json [MORE...] -o OUT.xlsx|OUT.csv [--lang fr|en]: the bill (one file) or the comparison
// (several) for finance. 0 written, 1 could not write (a previous file is intact), 2 bad input (nothing written).
int runExport(const QStringList& args);

} // namespace Kova::Cli
