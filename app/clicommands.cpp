#include "app/clicommands.h"

#include "app/clioutput.h"
#include "app/clirates.h"
#include "app/clireport.h"
#include "app/clisimulation.h"
#include "app/textreport.h"
#include "io/estimatejson.h"
#include "io/scenariofile.h"
#include "model/scenariokeys.h"
#include "plan/marketplanner.h"
#include "plan/planshortfall.h"
#include "sources/catalogueinuse.h"
#include "sources/catalogueservice.h"
#include "sources/settings.h"
#include "text/format.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova::Cli {

namespace {

// Made when a command runs, after its language is applied, so that its help is in that language.
QCommandLineOption jsonOption()
{
    return QCommandLineOption(u"json"_s, tr("Print JSON instead of a table."));
}
QCommandLineOption langOption()
{
    return QCommandLineOption(u"lang"_s, tr("Language of the output: fr or en (default: the system's)."), u"fr|en"_s);
}

// Parses a subcommand's options; returns an exit code when the job should stop here.
std::optional<int> parse(QCommandLineParser& parser, const QStringList& args, const QString& syntax)
{
    parser.addHelpOption();
    const QCommandLineOption lang = langOption();
    parser.addOption(lang);
    parser.addPositionalArgument(u"args"_s, syntax);
    return parseCommand(parser, args, lang);
}

// A limit typed on the command line: a finite number above 0 and at most max (beyond it, a typo).
std::optional<double> positiveNumber(const QString& text, double max)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v <= 0 || v > max)
        return std::nullopt;
    return v;
}

// A century of training, and a budget of a trillion in the catalogue's currency.
constexpr double MaxDeadlineHours = 876000;
constexpr double MaxBudget = 1e12;

void printJson(const QJsonObject& o)
{
    out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
}

struct ProviderOptions
{
    const QCommandLineOption& only;
    const QCommandLineOption& excluded;
    const QCommandLineOption& all;
    const QCommandLineOption& unconfirmedNetwork;
};

// A provider named on the command line as the catalogue spells it, or the error naming the ones it has.
Result<QString> knownProvider(const QString& name, const Catalogue& c, const QString& option)
{
    QStringList names;
    for (const Offer& o : c.offers) {
        if (o.provider.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return o.provider;
        if (!names.contains(o.provider))
            names.append(o.provider);
    }
    names.sort(Qt::CaseInsensitive);
    return InputError { {}, option,
        tr("no offer of the catalogue is from \"%1\"; the providers are: %2")
            .arg(terminalSafe(name), terminalSafe(names.join(u", "_s))) };
}

// The providers and networks `plan` searches: given on the command line (and then remembered), else remembered.
Result<PlanSpace> planSpaceOf(const QCommandLineParser& parser, const Catalogue& c, const ProviderOptions& options)
{
    Settings settings;
    if (parser.isSet(options.all) && (parser.isSet(options.only) || parser.isSet(options.excluded)))
        return InputError { {}, {}, tr("plan: give --all-providers without --provider or --exclude-provider") };
    PlanSpace space;
    space.providers = settings.planProviders();
    space.excludedProviders = settings.planExcludedProviders();
    space.allowUnconfirmedNetwork = settings.planAllowsUnconfirmedNetwork();
    bool saved = true;
    if (parser.isSet(options.all)) {
        space.providers.clear();
        space.excludedProviders.clear();
        saved = settings.setPlanProviders({}) && settings.setPlanExcludedProviders({});
    }
    for (const auto& [option, list] :
        { std::pair { &options.only, &space.providers }, std::pair { &options.excluded, &space.excludedProviders } }) {
        if (!parser.isSet(*option))
            continue;
        list->clear();
        for (const QString& name : parser.values(*option)) {
            const auto known = knownProvider(name, c, u"--"_s + option->names().first());
            if (!known)
                return known.error();
            if (!list->contains(known.value()))
                list->append(known.value());
        }
        saved = saved
            && (option == &options.only ? settings.setPlanProviders(*list) : settings.setPlanExcludedProviders(*list));
    }
    if (parser.isSet(options.unconfirmedNetwork)) {
        const QString v = parser.value(options.unconfirmedNetwork);
        if (v != "yes"_L1 && v != "no"_L1)
            return InputError { {}, u"--unconfirmed-network"_s, tr("\"%1\" is not yes or no").arg(terminalSafe(v)) };
        space.allowUnconfirmedNetwork = v == "yes"_L1;
        saved = saved && settings.setPlanAllowsUnconfirmedNetwork(space.allowUnconfirmedNetwork);
    }
    if (!saved)
        return InputError { {}, {}, settingsNotSaved(settings) };
    return space;
}

} // namespace

int runEstimate(const QStringList& args)
{
    QCommandLineParser parser;
    const QCommandLineOption json = jsonOption();
    parser.addOptions({ json, monteCarloOption() });
    if (auto code = parse(parser, args, tr("FILE.kova.json")))
        return *code;
    if (parser.positionalArguments().size() != 1)
        return fail(tr("estimate: give exactly one scenario file"));
    const QString file = parser.positionalArguments().first();
    const auto scenario = loadScenario(file);
    if (!scenario)
        return fail(scenario.error().toString());
    const CatalogueService prices;
    const Catalogue& catalogue = *prices.catalogue();
    const auto e = estimate(scenario.value(), catalogue);
    if (!e)
        return fail(InputError { file, e.error().key, e.error().problem }.toString());
    const auto simulations = estimateSimulations(parser, file, scenario.value(), e.value());
    if (!simulations)
        return fail(simulations.error().toString());
    if (parser.isSet(json)) {
        QJsonObject json = estimateToJson(e.value());
        for (auto it = simulations.value().begin(); it != simulations.value().end(); ++it)
            json.insert(it.key(), it.value());
        printJson(json);
    } else {
        out() << estimateText(scenario.value(), e.value(), catalogue, QLocale())
              << convertedTotalsText(e.value(), prices.conversion(), QLocale())
              << simulationsText(simulations.value(), e.value(), scenario.value(), QLocale());
    }
    return 0;
}

int runPlan(const QStringList& args)
{
    QCommandLineParser parser;
    const QCommandLineOption deadline(
        u"deadline-hours"_s, tr("The cheapest plan that finishes within H hours."), u"H"_s);
    const QCommandLineOption budget(u"budget"_s, tr("The fastest plan that costs at most B."), u"B"_s);
    const QCommandLineOption tolerance(u"tolerance"_s,
        tr("Plans within PERCENT of the best count as equal; of those, whole nodes and the fewest GPUs win "
           "(default: the window's setting, else 2)."),
        u"PERCENT"_s);
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption provider(u"provider"_s,
        tr("Plan on this provider's offers only; repeat for several (remembered for the next plans)."), u"NAME"_s);
    const QCommandLineOption excludeProvider(u"exclude-provider"_s,
        tr("Leave this provider's offers out; repeat for several (remembered for the next plans)."), u"NAME"_s);
    const QCommandLineOption allProviders(
        u"all-providers"_s, tr("Forget the remembered providers: plan on the whole market."));
    const QCommandLineOption unconfirmedNetwork(u"unconfirmed-network"_s,
        tr("yes: also show multi-node plans on offers whose cluster network no source states, flagged; no: leave "
           "them out (remembered; default: no)."),
        u"yes|no"_s);
    parser.addOptions(
        { json, deadline, budget, tolerance, provider, excludeProvider, allProviders, unconfirmedNetwork });
    if (auto code = parse(parser, args, tr("FILE.kova.json")))
        return *code;
    if (parser.positionalArguments().size() != 1)
        return fail(tr("plan: give exactly one scenario file"));
    if (parser.isSet(deadline) == parser.isSet(budget))
        return fail(tr("plan: give exactly one of --deadline-hours and --budget"));
    const QString limitText = parser.isSet(deadline) ? parser.value(deadline) : parser.value(budget);
    const double maxLimit = parser.isSet(deadline) ? MaxDeadlineHours : MaxBudget;
    const auto limit = positiveNumber(limitText, maxLimit);
    if (!limit)
        return fail(tr("%1: \"%2\" is not a number above 0 and at most %3")
                .arg(parser.isSet(deadline) ? u"--deadline-hours"_s : u"--budget"_s, limitText,
                    QLocale::c().toString(maxLimit, 'g', 12)));
    PlanRequest request { parser.isSet(deadline) ? PlanGoal::CheapestWithinDeadline : PlanGoal::FastestWithinBudget,
        *limit, Settings().planTolerancePercent().value_or(DefaultPlanTolerance * 100) / 100 };
    if (parser.isSet(tolerance)) {
        bool ok = false;
        const double percent = parser.value(tolerance).toDouble(&ok);
        if (!ok || !std::isfinite(percent) || percent < 0 || percent > MaxPlanTolerance * 100)
            return fail(tr("--tolerance: \"%1\" is not a percentage from 0 to %2")
                    .arg(parser.value(tolerance), QLocale::c().toString(MaxPlanTolerance * 100)));
        request.tolerance = percent / 100;
    }
    const QString file = parser.positionalArguments().first();
    const auto scenario = loadScenario(file);
    if (!scenario)
        return fail(scenario.error().toString());
    const CatalogueInUse inUse = loadCatalogueInUse();
    const Catalogue& catalogue = inUse.catalogue();
    const auto space = planSpaceOf(parser, catalogue, { provider, excludeProvider, allProviders, unconfirmedNetwork });
    if (!space)
        return fail(space.error().toString());
    if (!catalogue.offer(scenario.value().cluster.offerId))
        return fail(InputError {
            file, ScenarioKey::ClusterOffer, tr("unknown offer \"%1\"").arg(scenario.value().cluster.offerId) }
                .toString());
    // The scenario's own estimate first: what makes it impossible (interruptions that never let the run
    // finish) is named here rather than found as plans missing from the sweep.
    if (const auto e = estimate(scenario.value(), catalogue); !e)
        return fail(InputError { file, e.error().key, e.error().problem }.toString());
    const MarketPlans market = marketPlans(scenario.value(), catalogue, space.value());
    PlanOutcome outcome { request, choosePlan(market.plans, request), paretoFront(market.plans), std::nullopt,
        bestPlanPerProvider(scenario.value(), catalogue, request, space.value()), space.value() };
    if (!outcome.choice.chosen)
        outcome.shortfall = explainShortfall(scenario.value(), catalogue, market, request, space.value());
    const QList<TierRank> tiers = rankTiers(scenario.value(), catalogue);
    if (parser.isSet(json)) {
        QJsonObject json = planToJson(outcome, market, catalogue, QLocale());
        json.insert("tiers"_L1, tierRankingJson(tiers, catalogue));
        printJson(json);
    } else {
        out() << planText(outcome, market, catalogue, QLocale()) << tierRankingText(tiers, catalogue, QLocale());
    }
    return outcome.choice.chosen ? 0 : 1;
}

int runDemo(const QStringList& args)
{
    QCommandLineParser parser;
    if (auto code = parse(parser, args, QString()))
        return *code;
    const Scenario s = defaultScenario();
    const CatalogueInUse inUse = loadCatalogueInUse();
    const auto e = estimate(s, inUse.catalogue());
    if (!e)
        return fail(e.error().toString(), 1);
    out() << estimateText(s, e.value(), inUse.catalogue(), QLocale());
    out().flush();
    return writeDemoReport(s, inUse.catalogue());
}

} // namespace Kova::Cli
