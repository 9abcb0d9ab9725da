#pragma once

#include "model/program.h"
#include "plan/programcosting.h"

#include <QLocale>
#include <QStringList>

namespace Kova::Cli {

// `kova-planner program FILE [--json]`: a program of runs costed every way it can be bought. Exit 0, or 2
// on bad input (the file and key named on stderr).
int runProgram(const QStringList& args);

} // namespace Kova::Cli

namespace Kova {

// The costed program as the command line prints it, in the locale's language and number format.
QString programText(const Program& p, const ProgramCosting& c, const Catalogue& catalogue, const QLocale& locale);

} // namespace Kova
