#pragma once

#include <QStringList>

namespace Kova::Cli {

// True when the arguments ask for a command-line job (a subcommand, --help, --version): no display needed.
bool isCommandLine(int argc, char** argv);
void setUpApplication();
int run(const QStringList& arguments);

} // namespace Kova::Cli
