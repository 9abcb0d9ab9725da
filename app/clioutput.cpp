#include "app/clioutput.h"

#include "io/guardedfile.h"
#include "text/language.h"

#include <QCoreApplication>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Kova::Cli {

QString tr(const char* text, const char* comment, int n)
{
    return QCoreApplication::translate("Kova::Cli", text, comment, n);
}

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

std::optional<int> parseCommand(QCommandLineParser& parser, const QStringList& args, const QCommandLineOption& lang)
{
    if (!parser.parse(args))
        return fail(parser.errorText());
    if (parser.isSet(u"help"_s)) {
        out() << parser.helpText();
        return 0;
    }
    const QString language = parser.value(lang);
    if (!language.isEmpty() && !isSupportedLanguage(language))
        return fail(tr("--lang: \"%1\" is not a supported language (fr, en)").arg(language));
    applyLanguage(language);
    return std::nullopt;
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
