#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace Kova::Cli {

// One buffered stream per standard stream for every command, so output never interleaves.
QTextStream& out();
QTextStream& err();

// Prints "kova-planner: MESSAGE" on stderr after flushing stdout; returns the exit code.
int fail(const QString& message, int code = 2);

// The input among `inputs` that is the file `output` (however named: a link, "./x"); empty when none is.
QString inputWrittenOver(const QStringList& inputs, const QString& output);

} // namespace Kova::Cli
