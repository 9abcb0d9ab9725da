#pragma once

#include <QStringList>

namespace Kova::Cli {

// True when the arguments ask for a command-line job (a subcommand, --help, --version): no display needed.
bool isCommandLine(int argc, char** argv);
// True for the commands that paint (the PDF report): they need a QGuiApplication, on the offscreen platform.
bool paintsWithoutDisplay(int argc, char** argv);
void setUpApplication();
int run(const QStringList& arguments);

} // namespace Kova::Cli
