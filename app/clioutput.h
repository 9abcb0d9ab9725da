#pragma once

#include <QString>
#include <QTextStream>

namespace Kova::Cli {

// One buffered stream per standard stream for every command, so output never interleaves.
QTextStream& out();
QTextStream& err();

// Prints "kova-planner: MESSAGE" on stderr after flushing stdout; returns the exit code.
int fail(const QString& message, int code = 2);

} // namespace Kova::Cli
