#include "clioutput.h"

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
        const bool same = in.exists() && out.exists() ? in.canonicalFilePath() == out.canonicalFilePath()
                                                      : in.absoluteFilePath() == out.absoluteFilePath();
        if (same)
            return input;
    }
    return {};
}

} // namespace Kova::Cli
