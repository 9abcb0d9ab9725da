#include "app/clicatalog.h"

#include "app/cataloguetable.h"
#include "app/clioutput.h"
#include "app/textreport.h"
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/names.h"
#include "plan/offerfilter.h"
#include "sources/catalogueinuse.h"
#include "sources/feedlist.h"
#include "sources/feedupdater.h"
#include "sources/pricehistory.h"
#include "sources/settings.h"
#include "text/format.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace Kova::Cli {

namespace {

void printJson(const QJsonObject& o)
{
    out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QJsonObject priceJson(const Offer& o)
{
    QJsonObject prices;
    for (PurchaseMode m : AllPurchaseModes)
        if (o.prices.has(m))
            prices.insert(keyOf(m), *o.prices.price(m));
    return QJsonObject { { "feed"_L1, o.feed }, { "observed"_L1, o.observed.toString(Qt::ISODate) },
        { "prices"_L1, prices } };
}

QJsonArray conflictsJson(const QList<OfferConflict>& conflicts)
{
    QJsonArray a;
    for (const OfferConflict& c : conflicts)
        a.append(QJsonObject {
            { "offer"_L1, c.offerId }, { "kept"_L1, priceJson(c.kept) }, { "dropped"_L1, priceJson(c.dropped) } });
    return a;
}

QString pricesText(const Offer& o)
{
    const Formatter f(QLocale(), o.currency);
    QStringList parts;
    for (PurchaseMode m : AllPurchaseModes)
        if (o.prices.has(m))
            parts << purchaseModeName(m) + u' ' + f.gpuHourRate(*o.prices.price(m));
    return parts.join(u", "_s);
}

QString conflictsText(const QList<OfferConflict>& conflicts)
{
    if (conflicts.isEmpty())
        return {};
    const Formatter f;
    QString text = u'\n' + tr("Sources that disagree on the same day (the later feed in the list is used):") + u'\n';
    for (const OfferConflict& c : conflicts)
        text += u"  "_s + terminalSafe(c.offerId) + u'\n' + u"    "_s
            + tr("used:    %1, observed %2 (%3)").arg(pricesText(c.kept), f.date(c.kept.observed), c.kept.feed) + u'\n'
            + u"    "_s
            + tr("ignored: %1, observed %2 (%3)").arg(pricesText(c.dropped), f.date(c.dropped.observed), c.dropped.feed)
            + u'\n';
    return text;
}

QJsonArray feedsJson(const CatalogueInUse& inUse)
{
    QJsonArray a;
    const FeedCache cache;
    for (const QUrl& url : inUse.feeds) {
        const auto entry = inUse.feedsWithoutCopy.contains(url) ? std::nullopt : cache.load(url);
        a.append(QJsonObject { { "url"_L1, url.toString() },
            { "fetched"_L1, entry ? QJsonValue(entry->fetched.toString(Qt::ISODate)) : QJsonValue() },
            { "offers"_L1, entry ? QJsonValue(double(entry->catalogue.offers.size())) : QJsonValue() } });
    }
    return a;
}

int showCatalogue(bool json, const OfferFilter& filter, const std::optional<CatalogueTableRequest>& table)
{
    const CatalogueInUse inUse = loadCatalogueInUse();
    const Catalogue shown = filteredCatalogue(inUse.catalogue(), filter);
    if (table && !json) {
        out() << catalogueTable(shown, *table, QLocale()) << unmodelledText(inUse.catalogue());
        return 0;
    }
    QList<OfferConflict> conflicts = inUse.merged.conflicts;
    conflicts.removeIf([&](const OfferConflict& c) { return !shown.offer(c.offerId); });
    if (json) {
        QJsonObject o = catalogueSummaryJson(shown);
        o.insert("conflicts"_L1, conflictsJson(conflicts));
        o.insert("feeds"_L1, feedsJson(inUse));
        printJson(o);
        return 0;
    }
    out() << catalogueText(shown, QLocale(), QDate::currentDate());
    out() << unmodelledText(inUse.catalogue());
    out() << conflictsText(conflicts);
    if (!filter.isEmpty())
        out() << QCoreApplication::translate(
            "Kova::Cli", "%Ln offer(s) of %1 match.", nullptr, int(shown.offers.size()))
                     .arg(QLocale().toString(inUse.catalogue().offers.size()))
              << '\n';
    for (const QUrl& url : inUse.feedsWithoutCopy)
        out() << tr("Feed %1 has no copy here yet: run \"kova-planner catalog update\".").arg(url.toDisplayString())
              << '\n';
    return 0;
}

QString changeText(const OfferChange& c)
{
    const Formatter f;
    auto price = [&](const std::optional<double>& v) { return v ? f.gpuHourRate(*v) : tr("none"); };
    switch (c.kind) {
    case OfferChange::Kind::Added:
        return tr("new offer %1").arg(terminalSafe(c.offerId));
    case OfferChange::Kind::Removed:
        return tr("offer %1 withdrawn").arg(terminalSafe(c.offerId));
    case OfferChange::Kind::PriceChanged:
        return tr("%1, %2: %3 → %4")
            .arg(terminalSafe(c.offerId), purchaseModeName(c.mode), price(c.before), price(c.after));
    }
    return {};
}

QJsonObject outcomeJson(const FeedOutcome& o)
{
    static const char* const Status[] = { "updated", "unchanged", "failed", "cancelled" };
    QJsonArray changes;
    for (const OfferChange& c : o.changes) {
        static const char* const Kind[] = { "added", "removed", "price_changed" };
        QJsonObject j { { "kind"_L1, QLatin1StringView(Kind[int(c.kind)]) }, { "offer"_L1, c.offerId } };
        if (c.kind == OfferChange::Kind::PriceChanged) {
            j.insert("mode"_L1, keyOf(c.mode));
            j.insert("before"_L1, c.before ? QJsonValue(*c.before) : QJsonValue());
            j.insert("after"_L1, c.after ? QJsonValue(*c.after) : QJsonValue());
        }
        changes.append(j);
    }
    return QJsonObject { { "url"_L1, o.url.toString() }, { "status"_L1, QLatin1StringView(Status[int(o.status)]) },
        { "message"_L1, o.message }, { "changes"_L1, changes }, { "notes"_L1, QJsonArray::fromStringList(o.notes) } };
}

int update(const QStringList& given, bool json)
{
    const QList<QUrl> configured = FeedList().urls();
    QList<QUrl> urls;
    for (const QString& text : given)
        urls << FeedList::fromUserInput(text);
    if (given.isEmpty())
        urls = configured;
    if (urls.isEmpty()) {
        out() << tr("No feed to update: the embedded catalogue is in use. Add one with "
                    "\"kova-planner catalog feeds add URL\".")
              << '\n';
        return 0;
    }
    FeedUpdater updater;
    QEventLoop loop;
    FeedUpdateReport report;
    QObject::connect(&updater, &FeedUpdater::finished, &loop, [&](const FeedUpdateReport& r) {
        report = r;
        loop.quit();
    });
    updater.start(urls);
    loop.exec();

    PriceHistory history;
    if (!recordPrices(history, report))
        err() << "kova-planner: " << tr("%1; the prices will be recorded by the next update").arg(history.lastError())
              << Qt::endl;

    if (json) {
        QJsonArray feeds;
        for (const FeedOutcome& o : report.outcomes)
            feeds.append(outcomeJson(o));
        printJson(QJsonObject { { "feeds"_L1, feeds } });
    }
    for (const FeedOutcome& o : report.outcomes) {
        switch (o.status) {
        case FeedOutcome::Status::Updated:
            if (json)
                break;
            out() << QCoreApplication::translate(
                "Kova::Cli", "updated   %1: %Ln offer(s)", nullptr, int(o.catalogue.offers.size()))
                         .arg(o.url.toDisplayString())
                  << '\n';
            for (const QString& note : o.notes)
                out() << u"  "_s << note << '\n';
            for (const OfferChange& c : o.changes)
                out() << u"  "_s << changeText(c) << '\n';
            if (o.changes.isEmpty())
                out() << u"  "_s << tr("no change in the offers") << '\n';
            break;
        case FeedOutcome::Status::Unchanged:
            if (!json)
                out() << tr("unchanged %1 (not modified since the last update)").arg(o.url.toDisplayString()) << '\n';
            break;
        case FeedOutcome::Status::Failed:
        case FeedOutcome::Status::Cancelled:
            err() << tr("failed    %1").arg(terminalSafe(o.message)) << Qt::endl;
            break;
        }
        if (!configured.contains(o.url) && o.status != FeedOutcome::Status::Failed && !json)
            out() << u"  "_s
                  << tr("(not in your feed list, so not in use: \"kova-planner catalog feeds add %1\")")
                         .arg(o.url.toString())
                  << '\n';
    }
    out().flush();
    return report.allFailed() ? 1 : 0;
}

// 2 for a feed refused, as for any bad argument; 1 for settings that could not be saved.
int exitCode(const FeedListProblem& problem)
{
    return problem.kind == FeedListProblem::Kind::NotSaved ? 1 : 2;
}

int feeds(const QStringList& args)
{
    FeedList list;
    const QString action = args.value(0, u"list"_s);
    if (action == "list"_L1 && args.size() <= 1) {
        const QList<QUrl> urls = list.urls();
        if (urls.isEmpty())
            out() << tr("No feed: only the embedded catalogue is in use.") << '\n';
        for (const QUrl& u : urls)
            out() << u.toString() << '\n';
        return 0;
    }
    if (action == "add-defaults"_L1 && args.size() == 1) {
        const auto added = list.addDefaults();
        if (!added)
            return fail(added.error().problem, 1);
        out() << QCoreApplication::translate("Kova::Cli",
            "added %Ln default feed(s) (SkyPilot catalogues); run \"kova-planner catalog update\" to fetch them",
            nullptr, added.value())
              << '\n';
        return 0;
    }
    if (args.size() != 2 || (action != "add"_L1 && action != "remove"_L1))
        return fail(tr("catalog feeds: expected \"list\", \"add URL\", \"add-defaults\" or \"remove URL\""));
    const QUrl url = FeedList::fromUserInput(args.at(1));
    if (action == "add"_L1) {
        if (const auto problem = list.add(url))
            return fail(problem->text, exitCode(*problem));
        out() << tr("added %1; run \"kova-planner catalog update\" to fetch it").arg(url.toString()) << '\n';
        return 0;
    }
    if (const auto problem = list.remove(url))
        return fail(problem->text, exitCode(*problem));
    FeedCache().remove(url);
    out() << tr("removed %1").arg(url.toString()) << '\n';
    return 0;
}

// Moves a damaged price history aside: the next update starts a new one from the catalogue in use.
int resetHistory()
{
    const QString path = PriceHistory::defaultPath();
    if (!QFileInfo::exists(path)) {
        out() << tr("There is no price history to move aside (%1).").arg(path) << '\n';
        return 0;
    }
    QString aside;
    if (const auto problem = PriceHistory::moveAside(path, &aside))
        return fail(*problem, 1);
    out() << tr("The price history was moved aside to %1; a new one starts now.").arg(aside) << '\n';
    return 0;
}

int history(const QStringList& args, bool json, bool reset)
{
    if (reset && args.isEmpty())
        return resetHistory();
    if (args.size() != 1)
        return fail(tr("catalog history: give one offer id"));
    const CatalogueInUse inUse = loadCatalogueInUse();
    const Offer* offer = inUse.catalogue().offer(args.first());
    if (!offer)
        return fail(tr("catalog history: unknown offer \"%1\"").arg(args.first()));
    PriceHistory history;
    if (!history.isOpen())
        return fail(history.lastError(), 1);
    history.record(inUse.catalogue());
    const Formatter f(QLocale(), offer->currency);
    static const char* const Direction[] = { "unknown", "down", "flat", "up" };
    QJsonObject modes;
    // Computed apart: lupdate's parser loops on a template argument list inside translate()'s arguments.
    const int ageDays = int(std::max<qint64>(0, priceAgeDays(*offer, QDate::currentDate())));
    if (!json)
        out() << QCoreApplication::translate("Kova::Cli", "%1 — price observed %2 (%Ln day(s) ago)", nullptr, ageDays)
                     .arg(offer->id, f.date(offer->observed))
              << '\n';
    for (PurchaseMode m : AllPurchaseModes) {
        const QList<PriceObservation> seen = history.observations(offer->id, m);
        if (seen.isEmpty())
            continue;
        const PriceTrend trend = history.trend(offer->id, m);
        QJsonArray rows;
        if (!json)
            out() << u"  "_s << purchaseModeName(m) << '\n';
        for (const PriceObservation& o : seen) {
            rows.append(QJsonObject {
                { "observed"_L1, o.observed.toString(Qt::ISODate) }, { "price"_L1, o.price }, { "feed"_L1, o.feed } });
            if (!json)
                out() << u"    "_s << f.date(o.observed) << u"  "_s << f.gpuHourRate(o.price) << u"  "_s << o.feed
                      << '\n';
        }
        modes.insert(keyOf(m),
            QJsonObject { { "observations"_L1, rows },
                { "trend"_L1, QLatin1StringView(Direction[int(trend.direction)]) },
                { "change"_L1, trend.change() ? QJsonValue(*trend.change()) : QJsonValue() } });
    }
    if (json) {
        printJson(QJsonObject { { "offer"_L1, offer->id }, { "observed"_L1, offer->observed.toString(Qt::ISODate) },
            { "age_days"_L1, double(priceAgeDays(*offer, QDate::currentDate())) }, { "modes"_L1, modes } });
    }
    return 0;
}

} // namespace

int runCatalog(const QStringList& args)
{
    QCommandLineParser parser;
    const QCommandLineOption json(u"json"_s, tr("Print JSON instead of a table."));
    const QCommandLineOption lang(
        u"lang"_s, tr("Language of the output: fr or en (default: the system's)."), u"fr|en"_s);
    const QCommandLineOption reset(
        u"reset"_s, tr("With history: move a damaged price history aside and start a new one."));
    const QCommandLineOption gpu(u"gpu"_s,
        tr("List only the offers of this GPU model (its id or part of its name, e.g. h100 or h100-sxm)."), u"MODEL"_s);
    const QCommandLineOption provider(
        u"provider"_s, tr("List only the offers of this provider (part of its name)."), u"PROVIDER"_s);
    const QCommandLineOption region(
        u"region"_s, tr("List only the offers in this region (part of its name)."), u"REGION"_s);
    const QCommandLineOption sort(u"sort"_s,
        tr("List the offers as a compact table sorted by KEY: %1.").arg(catalogueTableSorts().join(u", "_s)), u"KEY"_s);
    const QCommandLineOption top(u"top"_s, tr("List only the first N rows of the compact table."), u"N"_s);
    const QCommandLineOption scenario(u"scenario"_s,
        tr("Add to the compact table the scenario's total at each offer (on demand where its mode is not sold)."),
        u"FILE"_s);
    parser.addHelpOption();
    parser.addOptions({ json, lang, reset, gpu, provider, region, sort, top, scenario });
    parser.addPositionalArgument(u"action"_s,
        tr("none (list the offers in use), update [URL...], feeds list|add URL|add-defaults|remove URL, "
           "history OFFER | --reset"));
    if (auto code = parseCommand(parser, args, lang))
        return *code;
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (action.isEmpty()) {
        OfferFilter filter;
        filter.gpu = parser.value(gpu);
        filter.provider = parser.value(provider);
        filter.region = parser.value(region);
        std::optional<CatalogueTableRequest> table;
        if (parser.isSet(sort) || parser.isSet(top) || parser.isSet(scenario)) {
            table.emplace();
            if (parser.isSet(sort)) {
                table->sort = parser.value(sort);
                if (!catalogueTableSorts().contains(table->sort))
                    return fail(tr("--sort: \"%1\" is not one of %2")
                            .arg(terminalSafe(table->sort), catalogueTableSorts().join(u", "_s)));
            }
            if (parser.isSet(top)) {
                bool ok = false;
                table->top = parser.value(top).toInt(&ok);
                if (!ok || table->top < 1)
                    return fail(tr("--top: \"%1\" is not a whole number above 0").arg(terminalSafe(parser.value(top))));
            }
            if (parser.isSet(scenario)) {
                auto loaded = loadScenario(parser.value(scenario));
                if (!loaded)
                    return fail(loaded.error().toString());
                table->scenario = loaded.value();
                table->allowUnconfirmedNetwork = Settings().planAllowsUnconfirmedNetwork();
            }
        }
        return showCatalogue(parser.isSet(json), filter, table);
    }
    if (action == "update"_L1)
        return update(positional.mid(1), parser.isSet(json));
    if (action == "feeds"_L1)
        return feeds(positional.mid(1));
    if (action == "history"_L1)
        return history(positional.mid(1), parser.isSet(json), parser.isSet(reset));
    return fail(tr("catalog: unknown action \"%1\" (update, feeds, history)").arg(action));
}

} // namespace Kova::Cli
