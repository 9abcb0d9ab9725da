#include "clioutput.h"

#include "io/guardedfile.h"

#include <QFileInfo>

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

QString inputWrittenOver(const QStringList& inputs, const QString& output)
{
    const QFileInfo out(output);
    for (const QString& input : inputs) {
        const QFileInfo in(input);
        // The same file under another spelling, a symbolic or a hard link.
        const bool same
            = in.exists() && out.exists() ? isSameFile(input, output) : in.absoluteFilePath() == out.absoluteFilePath();
        if (same)
            return input;
    }
    return {};
}

} // namespace Kova::Cli
