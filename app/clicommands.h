#pragma once

#include <QStringList>

namespace Kova::Cli {

// Each takes the arguments from the command name on and returns the process exit code:
// 0 success, 1 the job failed, 2 bad input (named on one line on stderr).
int runEstimate(const QStringList& args);
int runPlan(const QStringList& args);
int runDemo(const QStringList& args);

} // namespace Kova::Cli
