#include "clioutput.h"

namespace Kova::Cli {

QTextStream& out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream& err()
{
    static QTextStream s(stderr);
    return s;
}

int fail(const QString& message, int code)
{
    out().flush();
    err() << "kova-planner: " << message << Qt::endl;
    return code;
}

} // namespace Kova::Cli
