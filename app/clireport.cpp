#include "app/clireport.h"

#include "app/cliinputs.h"
#include "app/clioutput.h"
#include "io/guardedfile.h"
#include "io/programfile.h"
#include "report/programreport.h"
#include "report/reportsettings.h"
#include "report/reportwriter.h"
#include "sources/catalogueinuse.h"
#include "text/language.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QStandardPaths>
#include <QTextStream>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Kova::Cli {

namespace {

// Fonts need a QGuiApplication (main() makes one, on the offscreen platform, for these commands).
bool canPaint()
{
    return qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr;
}

// report PROGRAM.kova-program.json -o OUT.pdf: the program report for finance.
int writeProgramReport(const QString& file, const QString& output, const ReportOptions& options)
{
    const auto program = loadProgram(file);
    if (!program)
        return fail(program.error().toString());
    if (const auto problem = outputOverInput(u"report"_s, output, file, filesReadBy(program.value())))
        return fail(*problem);
    const CatalogueInUse inUse = loadCatalogueInUse();
    const auto content = gatherProgramReport(program.value(), inUse.catalogue(), defaultOwnershipReference(), options);
    if (!content)
        return fail(content.error().toString());
    int pages = 0;
    if (const auto problem = saveProgramReportPdf(content.value(), output, &pages))
        return fail(*problem, 1);
    QTextStream(stdout) << tr("Wrote %1 (%Ln page(s)).", nullptr, pages).arg(QDir::toNativeSeparators(output)) << '\n';
    return 0;
}

} // namespace

int runReport(const QStringList& args)
{
    QCommandLineParser parser;
    const QCommandLineOption output({ u"o"_s, u"output"_s }, tr("The PDF file to write."), u"OUT.pdf"_s);
    const QCommandLineOption lang(
        u"lang"_s, tr("Language of the report: fr or en (default: the system's)."), u"fr|en"_s);
    const QCommandLineOption paper(u"paper"_s,
        tr("Paper size: a4 or letter (default: the one last chosen in the window, else the locale's: Letter in the US "
           "and Canada, A4 elsewhere)."),
        u"a4|letter"_s);
    const QCommandLineOption preparedBy(
        u"prepared-by"_s, tr("Name shown as the report's author (default: settings)."), u"NAME"_s);
    const QCommandLineOption organisation(
        u"organisation"_s, tr("Organisation shown on the report (default: settings)."), u"NAME"_s);
    parser.addHelpOption();
    parser.addOptions({ output, lang, paper, preparedBy, organisation });
    parser.addPositionalArgument(u"files"_s,
        tr("Scenario files; several make one comparison report. Or one program file (*.kova-program.json): the "
           "program report for finance."),
        u"FILE.kova.json...|PROGRAM.kova-program.json"_s);
    if (auto code = parseCommand(parser, args, lang))
        return *code;
    const QString language = parser.value(lang).isEmpty() ? languageFromSystem() : parser.value(lang);
    if (parser.isSet(paper) && !paperFromKey(parser.value(paper)))
        return fail(tr("--paper: \"%1\" is not a paper size (a4, letter)").arg(parser.value(paper)));
    if (!parser.isSet(output) || parser.value(output).isEmpty())
        return fail(tr("report: give the PDF to write with -o OUT.pdf"));
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return fail(tr("report: give at least one scenario file"));
    if (!inputWrittenOver(files, parser.value(output)).isEmpty())
        return fail(
            tr("report: the output %1 is one of the scenario files; nothing was written").arg(parser.value(output)));
    if (!canPaint())
        return fail(tr("report: this process cannot draw (no QGuiApplication)"), 1);
    const auto optionsGiven = [&] {
        ReportOptions options = reportOptionsFromSettings(language);
        if (parser.isSet(paper))
            options.paper = paperFromKey(parser.value(paper));
        if (parser.isSet(preparedBy))
            options.preparedBy = parser.value(preparedBy);
        if (parser.isSet(organisation))
            options.organisation = parser.value(organisation);
        return options;
    };
    if (std::any_of(files.begin(), files.end(), isProgramFileName)) {
        if (files.size() != 1)
            return fail(tr("report: give one program file alone (a program is not compared with other files)"));
        return writeProgramReport(files.first(), parser.value(output), optionsGiven());
    }

    const CatalogueInUse inUse = loadCatalogueInUse();
    const Catalogue& catalogue = inUse.catalogue();
    const auto scenarios = loadScenariosFor(files, catalogue);
    if (!scenarios)
        return fail(scenarios.error().toString());
    if (const auto problem = outputOverInput(
            u"report"_s, parser.value(output), files.join(u", "_s), filesReadBy(files, scenarios.value())))
        return fail(*problem);
    const auto content = gatherReport(scenarios.value(), catalogue, optionsGiven());
    if (!content)
        return fail(content.error().toString());
    int pages = 0;
    if (const auto problem = saveReportPdf(content.value(), parser.value(output), &pages))
        return fail(*problem, 1);
    QTextStream(stdout)
        << tr("Wrote %1 (%Ln page(s)).", nullptr, pages).arg(QDir::toNativeSeparators(parser.value(output))) << '\n';
    return 0;
}

int writeDemoReport(const Scenario& s, const Catalogue& catalogue)
{
    if (!canPaint())
        return fail(tr("demo: this process cannot draw the report (no QGuiApplication)"), 1);
    const QString language = QLocale().language() == QLocale::French ? u"fr"_s : u"en"_s;
    const auto content = gatherReport({ s }, catalogue, reportOptionsFromSettings(language));
    if (!content)
        return fail(content.error().toString(), 1);
    const QString name = u"kova-report.pdf"_s;
    // The user's documents, else the current folder: never the temporary folder, which scripts/dev run's toolbox
    // keeps to itself and empties when the command returns.
    const QStringList folders { QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        QDir::currentPath() };
    QString problems;
    for (const QString& folder : std::as_const(folders)) {
        if (folder.isEmpty() || !QDir(folder).exists())
            continue;
        const QString path = QDir(folder).absoluteFilePath(name);
        QElapsedTimer timer;
        timer.start();
        int pages = 0;
        const auto problem = saveReportPdf(content.value(), path, &pages);
        if (!problem) {
            QTextStream(stdout) << tr("Cost report written to %1 (%Ln page(s), %2 ms).", nullptr, pages)
                                       .arg(QDir::toNativeSeparators(path), QLocale().toString(timer.elapsed()))
                                << '\n';
            return 0;
        }
        problems += u"\n  "_s + *problem;
    }
    return fail(tr("could not write the demo report:%1").arg(problems), 1);
}

} // namespace Kova::Cli
