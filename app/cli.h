#pragma once

#include <QStringList>
#include <optional>

namespace Kova::Cli {

// True when the arguments ask for a command-line job (a subcommand, --help, --version): no display needed.
bool isCommandLine(int argc, char** argv);
// True for the commands that paint (the PDF report): they need a QGuiApplication, on the offscreen platform.
bool paintsWithoutDisplay(int argc, char** argv);
void setUpApplication();
// The arguments without "--lang CODE" or "--lang=CODE", wherever it stands (before "--"), and that code: the
// command line and the window both take it.
struct LanguageArgument
{
    QStringList arguments;
    std::optional<QString> code;
};
LanguageArgument takeLanguage(const QStringList& given);
int run(const QStringList& arguments);

} // namespace Kova::Cli
