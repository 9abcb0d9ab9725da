#include "app/cliexport.h"

#include "app/cliinputs.h"
#include "app/clioutput.h"
#include "io/programfile.h"
#include "sources/catalogueinuse.h"
#include "sources/settings.h"
#include "spreadsheet/billexport.h"
#include "spreadsheet/programexport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Kova::Cli {

int runExport(const QStringList& args)
{
    QCommandLineParser parser;
    const QCommandLineOption output({ u"o"_s, u"output"_s },
        tr("The file to write: .xlsx (formulas) or .csv (one row per cost line)."), u"OUT.xlsx|OUT.csv"_s);
    const QCommandLineOption lang(
        u"lang"_s, tr("Language of the labels and amounts: fr or en (default: the system's)."), u"fr|en"_s);
    parser.addHelpOption();
    parser.addOptions({ output, lang });
    parser.addPositionalArgument(u"files"_s, tr("Scenario files; several make one comparison. Or one program file."),
        u"FILE.kova.json...|PROGRAM.kova-program.json"_s);
    if (auto code = parseCommand(parser, args, lang))
        return *code;
    const QString target = parser.value(output);
    if (target.isEmpty())
        return fail(tr("export: give the file to write with -o OUT.xlsx or -o OUT.csv"));
    if (!exportFormatFor(target))
        return fail(tr("export: \"%1\" must end in .xlsx or .csv").arg(target));
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return fail(tr("export: give at least one scenario file"));
    if (!inputWrittenOver(files, target).isEmpty())
        return fail(tr("export: the output %1 is one of the scenario files; nothing was written").arg(target));
    const QLocale locale; // the language parseCommand applied

    const CatalogueInUse inUse = loadCatalogueInUse();
    const Catalogue& catalogue = inUse.catalogue();
    if (std::any_of(files.begin(), files.end(), isProgramFileName)) {
        if (files.size() != 1)
            return fail(tr("export: a program file is exported alone; nothing was written"));
        const auto program = loadProgram(files.first());
        if (!program)
            return fail(program.error().toString());
        if (const auto problem = outputOverInput(u"export"_s, target, files.first(), filesReadBy(program.value())))
            return fail(*problem);
        const auto costing = costProgram(program.value(), catalogue, defaultOwnershipReference());
        if (!costing)
            return fail(costing.error().toString());
        const ProgramExport ex { program.value(), costing.value(), *catalogue.offer(costing.value().offerId), locale,
            QDate::currentDate() };
        if (const auto problem = saveProgramExport(ex, target))
            return fail(*problem, 1);
        out() << tr("Wrote %1.").arg(QDir::toNativeSeparators(target)) << '\n';
        return 0;
    }
    const auto scenarios = loadScenariosFor(files, catalogue);
    if (!scenarios)
        return fail(scenarios.error().toString());
    if (const auto problem
        = outputOverInput(u"export"_s, target, files.join(u", "_s), filesReadBy(files, scenarios.value())))
        return fail(*problem);
    const auto gathered = gatherBillExport(scenarios.value(), catalogue, locale, QDate::currentDate());
    if (!gathered)
        return fail(gathered.error().toString());
    BillExport bills = gathered.value();
    bills.conversion = currencyConversionFromSettings();
    if (const auto problem = saveBillExport(bills, target))
        return fail(*problem, 1);
    out() << tr("Wrote %1.").arg(QDir::toNativeSeparators(target)) << '\n';
    return 0;
}

} // namespace Kova::Cli
