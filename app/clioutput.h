#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>
#include <optional>

namespace Kova::Cli {

// A message of the command line in the user's language (one translation context for every command).
QString tr(const char* text, const char* comment = nullptr, int n = -1);

// One buffered stream per standard stream for every command, so output never interleaves.
QTextStream& out();
QTextStream& err();

// Prints "kova-planner: MESSAGE" on stderr after flushing stdout; returns the exit code.
int fail(const QString& message, int code = 2);

// Parses a command's arguments (its options added beforehand): prints its help, or refuses a parse error or
// an unsupported --lang; otherwise applies --lang (the system's language when absent: LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG). Returns an exit code when the command should stop here.
std::optional<int> parseCommand(QCommandLineParser& parser, const QStringList& args, const QCommandLineOption& lang);

// The name among `names` a mistyped `typed` most likely meant: the nearest by edit distance (a letter added,
// left out, changed or two swapped count one each), within 1 for words of up to 4 letters and 2 above; empty
// when none is that near.
QString nearestName(const QString& typed, const QStringList& names);

// The input among `inputs` that is the file `output` (however named: a link, "./x"); empty when none is.
QString inputWrittenOver(const QStringList& inputs, const QString& output);

} // namespace Kova::Cli
