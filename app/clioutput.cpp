#include "app/clioutput.h"

#include "io/guardedfile.h"
#include "text/language.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>

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

namespace {
// Qt's own help line that its French catalogue leaves in English: Kova's catalogue says it (the help is read
// under the context Qt asks in).
[[maybe_unused]] constexpr const char* QtHelpAll
    = QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help, including generic Qt options.");

// The optimal string alignment distance (Damerau 1964; Levenshtein 1966): insertions, deletions, substitutions
// and swaps of two neighbours, one each.
qsizetype editDistance(const QString& a, const QString& b)
{
    QList<QList<qsizetype>> d(a.size() + 1, QList<qsizetype>(b.size() + 1, 0));
    for (qsizetype i = 0; i <= a.size(); ++i)
        d[i][0] = i;
    for (qsizetype j = 0; j <= b.size(); ++j)
        d[0][j] = j;
    for (qsizetype i = 1; i <= a.size(); ++i)
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const qsizetype cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            d[i][j] = std::min({ d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost });
            if (i > 1 && j > 1 && a.at(i - 1) == b.at(j - 2) && a.at(i - 2) == b.at(j - 1))
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()];
}

// The long options a parser knows, as its help lists them ("--json", "--deadline-hours").
QStringList optionNames(const QCommandLineParser& parser)
{
    QStringList names;
    static const QRegularExpression longOption(u"(?:^|[ ,])--([A-Za-z][A-Za-z0-9-]*)"_s);
    for (const QString& line : parser.helpText().split(u'\n'))
        if (line.startsWith(u"  -"_s))
            for (auto it = longOption.globalMatch(line.section(u"  "_s, 1, 1)); it.hasNext();)
                names << it.next().captured(1);
    return names;
}

QString parseError(const QCommandLineParser& parser)
{
    const QStringList unknown = parser.unknownOptionNames();
    if (unknown.isEmpty())
        return parser.errorText();
    const QString nearest = nearestName(unknown.first(), optionNames(parser));
    if (nearest.isEmpty())
        return parser.errorText();
    return parser.errorText() + u' '
        + tr("Did you mean --%1?", "after an unknown option of the command line").arg(nearest);
}
} // namespace

QString nearestName(const QString& typed, const QStringList& names)
{
    const qsizetype limit = typed.size() <= 4 ? 1 : 2;
    QString best;
    qsizetype bestDistance = limit + 1;
    for (const QString& name : names) {
        const qsizetype d = editDistance(typed.toLower(), name.toLower());
        if (d < bestDistance) {
            best = name;
            bestDistance = d;
        }
    }
    return best;
}

std::optional<int> parseCommand(QCommandLineParser& parser, const QStringList& args, const QCommandLineOption& lang)
{
    if (!parser.parse(args))
        return fail(parseError(parser));
    if (parser.isSet(u"help"_s) || parser.isSet(u"help-all"_s)) {
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
