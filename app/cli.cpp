#include "cli.h"

#include "clicatalog.h"
#include "clicommands.h"
#include "clirates.h"
#include "clireport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>
#include <cstring>

using namespace Qt::StringLiterals;

namespace Kova::Cli {

namespace {

const char* const Commands[] = { "estimate", "catalog", "plan", "report", "demo", "rates" };

QString tr(const char* text)
{
    return QCoreApplication::translate("Kova::Cli", text);
}

QString overview()
{
    return tr(
        "Plans the rental of GPU clusters for training large language models.\n\n"
        "Commands (no display needed):\n"
        "  estimate FILE [--json] [--monte-carlo RUNS]     cost of a scenario, line by line, per purchase mode\n"
        "  plan FILE --deadline-hours H | --budget B [--json]  cheapest or fastest plan across the catalogue\n"
        "  catalog [--gpu M] [--provider P] [--region R] [--json]  offers in use with tiers, sources, dates, feeds\n"
        "  catalog update [URL...] | feeds list|add URL|add-defaults|remove URL   update or manage the feeds\n"
        "  rates [update [URL] | set EUR-per-USD RATE | display USD|EUR]  exchange rate for amounts\n"
        "  report FILE [MORE...] -o OUT.pdf [--paper a4|letter]  PDF cost report; several files compare\n"
        "  demo                                            estimate the default scenario, write its report\n\n"
        "Every command takes --lang fr|en. Without a command the planner window opens.");
}

} // namespace

bool paintsWithoutDisplay(int argc, char** argv)
{
    return argc >= 2 && (!std::strcmp(argv[1], "report") || !std::strcmp(argv[1], "demo"));
}

bool isCommandLine(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const char* a = argv[i];
        if (!std::strcmp(a, "--help") || !std::strcmp(a, "-h") || !std::strcmp(a, "--version") || !std::strcmp(a, "-v")
            || !std::strcmp(a, "--help-all"))
            return true;
    }
    if (argc < 2)
        return false;
    for (const char* c : Commands)
        if (!std::strcmp(argv[1], c))
            return true;
    return false;
}

void setUpApplication()
{
    QCoreApplication::setOrganizationName(u"Kova"_s);
    QCoreApplication::setOrganizationDomain(u"kova.example"_s);
    QCoreApplication::setApplicationName(u"kova-planner"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(KOVA_VERSION));
}

int run(const QStringList& arguments)
{
    const QString command = arguments.value(1);
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
    if (command == "demo"_L1)
        return runDemo(arguments.mid(1));

    QCommandLineParser parser;
    parser.setApplicationDescription(overview());
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"command"_s, tr("estimate, plan, catalog, report or demo; none opens the window"));
    // parse(), not process(): process() calls exit(), which would end a test or a fuzzer from inside run().
    if (!parser.parse(arguments)) {
        QTextStream(stderr) << "kova-planner: " << parser.errorText() << '\n';
        return 2;
    }
    if (parser.isSet(u"help"_s) || parser.isSet(u"help-all"_s)) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    if (parser.isSet(u"version"_s)) {
        QTextStream(stdout) << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
                            << '\n';
        return 0;
    }
    QTextStream(stderr) << tr("kova-planner: unknown command \"%1\"; see --help").arg(command) << '\n';
    return 2;
}

} // namespace Kova::Cli
