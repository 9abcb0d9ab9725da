#include "app/cli.h"

#include "app/clicatalog.h"
#include "app/clicommands.h"
#include "app/cliexport.h"
#include "app/clioutput.h"
#include "app/cliprogram.h"
#include "app/clirates.h"
#include "app/clireport.h"
#include "sources/settings.h"
#include "text/language.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>
#include <cstring>

using namespace Qt::StringLiterals;

namespace Kova::Cli {

namespace {

const char* const Commands[] = { "estimate", "catalog", "plan", "report", "export", "program", "demo", "rates" };

QString overview()
{
    return tr(
        "Plans the rental of GPU clusters for training large language models.\n\n"
        "Commands (no display needed):\n"
        "  estimate FILE [--json] [--monte-carlo RUNS]     cost of a scenario, line by line, per purchase mode\n"
        "  plan FILE --deadline-hours H | --budget B [--tolerance PERCENT] [--json]\n"
        "                                                  the plan a buyer would accept across the catalogue\n"
        "  catalog [--gpu M] [--provider P] [--region R] [--json]  offers in use with tiers, sources, dates, feeds\n"
        "  catalog update [URL...] | feeds list|add URL|add-defaults|remove URL   update or manage the feeds\n"
        "  catalog history OFFER | history --reset         prices seen; move a damaged history aside\n"
        "  rates [update [URL] | set RATE | display USD|EUR]  the exchange rate for amounts; RATE: the euros one\n"
        "                                                  US dollar buys (e.g. 0.92)\n"
        "  report FILE [MORE...] -o OUT.pdf [--paper a4|letter]  PDF cost report; several files compare;\n"
        "                                                  a PROGRAM.kova-program.json: the program report\n"
        "  export FILE [MORE...] -o OUT.xlsx|OUT.csv       the bill for finance: XLSX with formulas, or CSV\n"
        "  program FILE.kova-program.json [--json]         a year of runs: rent, reserve or own, side by side\n"
        "  demo                                            estimate the default scenario, write its report\n\n"
        "Every command takes --lang fr|en, anywhere on the line (default: the system's language). Without a\n"
        "command the planner window opens.");
}

// Where the command is: after a leading "--lang fr" or "--lang=fr", which every command also takes.
int commandIndex(int argc, char** argv)
{
    if (argc >= 3 && !std::strcmp(argv[1], "--lang"))
        return 3;
    if (argc >= 2 && !std::strncmp(argv[1], "--lang=", 7))
        return 2;
    return 1;
}

bool isCommand(const char* word)
{
    for (const char* c : Commands)
        if (!std::strcmp(word, c))
            return true;
    return false;
}

// No platform chosen and no X11 or Wayland display: the window cannot open.
bool hasNoDisplay()
{
    return qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

QStringList commandNames()
{
    QStringList names;
    for (const char* c : Commands)
        names << QString::fromLatin1(c);
    return names;
}

int unknownCommand(const QString& command)
{
    const QString names = commandNames().join(u", "_s);
    const QString nearest = nearestName(command, commandNames());
    return fail(nearest.isEmpty() ? tr("unknown command \"%1\"; the commands are %2 (see --help)").arg(command, names)
                                  : tr("unknown command \"%1\": did you mean %2? The commands are %3 (see --help)")
                                        .arg(command, nearest, names));
}

} // namespace

bool paintsWithoutDisplay(int argc, char** argv)
{
    const int at = commandIndex(argc, argv);
    return argc > at && (!std::strcmp(argv[at], "report") || !std::strcmp(argv[at], "demo"));
}

namespace {
// A word one typo away from a command that names no file: the command line answers with the nearest command
// rather than the window trying to open it.
bool isMistypedCommand(const char* word)
{
    const QString typed = QString::fromLocal8Bit(word);
    return !typed.startsWith(u'-') && !QFileInfo::exists(typed) && !nearestName(typed, commandNames()).isEmpty();
}
} // namespace

bool isCommandLine(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const char* a = argv[i];
        if (!std::strcmp(a, "--help") || !std::strcmp(a, "-h") || !std::strcmp(a, "--version") || !std::strcmp(a, "-v")
            || !std::strcmp(a, "--help-all"))
            return true;
    }
    if (argc < 2)
        return hasNoDisplay(); // the window would abort without one: the command line says why instead
    const int at = commandIndex(argc, argv);
    // Without a display the window would abort: any argument then gets the command line's answer.
    return (argc > at && (isCommand(argv[at]) || isMistypedCommand(argv[at]))) || hasNoDisplay();
}

LanguageArgument takeLanguage(const QStringList& given)
{
    LanguageArgument out;
    bool optionsEnded = false;
    for (qsizetype i = 0; i < given.size(); ++i) {
        const QString& a = given.at(i);
        optionsEnded = optionsEnded || a == "--"_L1;
        if (i > 0 && !optionsEnded && a == "--lang"_L1 && i + 1 < given.size())
            out.code = given.at(++i);
        else if (i > 0 && !optionsEnded && a.startsWith("--lang="_L1))
            out.code = a.mid(7);
        else
            out.arguments << a;
    }
    return out;
}

void setUpApplication()
{
    QCoreApplication::setOrganizationName(u"Kova"_s);
    QCoreApplication::setOrganizationDomain(u"kova.example"_s);
    QCoreApplication::setApplicationName(u"kova-planner"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(KOVA_VERSION));
}

int run(const QStringList& given)
{
    // "--lang fr" may stand anywhere ("kova-planner --lang fr estimate FILE", "kova-planner --lang fr --help"): the
    // language is applied before any help or message is written, and the command gets the option back.
    const LanguageArgument language = takeLanguage(given);
    if (language.code && !isSupportedLanguage(*language.code)) {
        applyLanguage({});
        return fail(tr("--lang: \"%1\" is not a supported language (fr, en)").arg(*language.code));
    }
    applyLanguage(language.code.value_or(QString()));
    const QString command = language.arguments.value(1);
    QStringList arguments = language.arguments;
    if (language.code)
        arguments << u"--lang"_s << *language.code;
    // A settings file that is a device, a FIFO or too large is not read: say so, and go on with the defaults.
    if (const auto problem = Settings::unusableFileProblem())
        QTextStream(stderr) << "kova-planner: " << *problem << '\n';
    if (command == "estimate"_L1)
        return runEstimate(arguments.mid(1));
    if (command == "plan"_L1)
        return runPlan(arguments.mid(1));
    if (command == "catalog"_L1)
        return runCatalog(arguments.mid(1));
    if (command == "rates"_L1)
        return runRates(arguments.mid(1));
    if (command == "report"_L1)
        return runReport(arguments.mid(1));
    if (command == "export"_L1)
        return runExport(arguments.mid(1));
    if (command == "program"_L1)
        return runProgram(arguments.mid(1));
    if (command == "demo"_L1)
        return runDemo(arguments.mid(1));

    QCommandLineParser parser;
    parser.setApplicationDescription(overview());
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption lang(
        u"lang"_s, tr("Language of the output: fr or en (default: the system's)."), u"fr|en"_s);
    parser.addOption(lang);
    parser.addPositionalArgument(
        u"command"_s, tr("estimate, plan, catalog, report, export, program, rates or demo; none opens the window"));
    // parseCommand() uses parse(), not process(): process() calls exit(), which would end a test or a fuzzer
    // from inside run().
    if (auto code = parseCommand(parser, arguments, lang))
        return *code;
    if (parser.isSet(u"version"_s)) {
        QTextStream(stdout) << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
                            << '\n';
        return 0;
    }
    if (command.isEmpty())
        return fail(tr("no command, and no display to open the window on; the commands are %1 (see --help)")
                .arg(commandNames().join(u", "_s)));
    return unknownCommand(command);
}

} // namespace Kova::Cli
