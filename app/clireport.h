#pragma once

#include "model/catalogue.h"
#include "model/scenario.h"

#include <QStringList>

namespace Kova::Cli {

// report FILE.kova.json [MORE...] -o OUT.pdf [--lang fr|en] [--paper a4|letter], or report
// PROGRAM.kova-program.json -o OUT.pdf (the program report for finance): 0 written, 1 could not
// write (the previous file is intact), 2 bad input (named on stderr, nothing written).
int runReport(const QStringList& args);

// The demo's report of a scenario, written in the documents folder (else the current folder); prints where.
int writeDemoReport(const Scenario& s, const Catalogue& catalogue);

} // namespace Kova::Cli
