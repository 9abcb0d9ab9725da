#include "io/cataloguefile.h"

#include "io/jsonreader.h"
#include "io/skypilotcatalogue.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct CatalogueText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Catalogue)
};

constexpr double MaxPricePerGpuHour = 10000.0;
constexpr double MaxPerGb = 100.0;
constexpr double MaxUpfrontPerGpu = 10000000.0;

GpuModel readGpu(JsonReader& r, const QJsonObject& o, const QString& path)
{
    GpuModel g;
    g.id = r.string(o, path, "id"_L1);
    g.name = r.string(o, path, "name"_L1);
    g.vramGb = r.number(o, path, "vram_gb"_L1, 1, 4096);
    g.usableVramGb = r.number(o, path, "usable_vram_gb"_L1, 1, 4096, g.vramGb);
    g.memoryBandwidthTBs = r.number(o, path, "memory_bandwidth_tbs"_L1, 0.01, 1000);
    const QString tpath = JsonReader::join(path, "tflops"_L1);
    const QJsonObject t = r.object(o, path, "tflops"_L1, true);
    for (int p = 0; p < PrecisionCount; ++p)
        g.denseTflops[p] = r.number(t, tpath, keyOf(Precision(p)), 0, 1e6, 0.0);
    if (g.peakTflops(Precision::BF16) <= 0)
        r.fail(JsonReader::join(tpath, keyOf(Precision::BF16)), CatalogueText::tr("a training GPU needs a BF16 peak"));
    const QJsonObject link = r.object(o, path, "link"_L1, true);
    const QString lpath = JsonReader::join(path, "link"_L1);
    g.link = r.enumChoice<LinkKind>(link, lpath, "kind"_L1);
    g.linkGBs = r.number(link, lpath, "gbs"_L1, 1, 100000);
    g.tdpWatts = r.number(o, path, "tdp_w"_L1, 1, 100000);
    g.source = r.string(o, path, "source"_L1);
    g.secondarySourced = r.boolean(o, path, "secondary_source"_L1, false);
    return g;
}

// prices.reserved_terms: each term once (the `reserved` object's included), at least a month long.
QList<ReservedTerm> readReservedTerms(
    JsonReader& r, const QJsonObject& p, const QString& ppath, const ModePrices& prices)
{
    QList<ReservedTerm> terms;
    const QLatin1StringView key("reserved_terms");
    const QJsonArray a = r.array(p, ppath, key, false);
    const QString apath = JsonReader::join(ppath, key);
    QHash<int, QString> seen; // term → the key that first listed it
    if (prices.has(PurchaseMode::Reserved))
        seen.insert(prices.reservedTermMonths,
            JsonReader::join(JsonReader::join(ppath, keyOf(PurchaseMode::Reserved)), "term_months"_L1));
    for (qsizetype i = 0; i < a.size() && !r.failed(); ++i) {
        const QString tpath = JsonReader::join(apath, i);
        if (!a.at(i).isObject()) {
            r.fail(tpath, CatalogueText::tr("expected an object"));
            break;
        }
        const QJsonObject t = a.at(i).toObject();
        ReservedTerm term;
        term.months = r.integer(t, tpath, "term_months"_L1, 1, 120);
        term.perGpuHour = r.number(t, tpath, "per_gpu_hour"_L1, 0.0001, MaxPricePerGpuHour);
        term.upfrontPerGpu = r.number(t, tpath, "upfront_per_gpu"_L1, 0, MaxUpfrontPerGpu, 0.0);
        term.source = r.string(t, tpath, "source"_L1, QString());
        term.sourceUrl = r.string(t, tpath, "source_url"_L1, QString());
        if (t.contains("observed"_L1))
            term.observed = r.date(t, tpath, "observed"_L1);
        if (r.failed())
            break;
        const QString termKey = JsonReader::join(tpath, "term_months"_L1);
        if (seen.contains(term.months)) {
            r.fail(termKey,
                CatalogueText::tr("a term of %1 months is listed twice (also at %2)")
                    .arg(term.months)
                    .arg(seen.value(term.months)));
            break;
        }
        seen.insert(term.months, termKey);
        terms.append(term);
    }
    return terms;
}

ModePrices readPrices(JsonReader& r, const QJsonObject& o, const QString& path)
{
    ModePrices prices;
    const QString ppath = JsonReader::join(path, "prices"_L1);
    const QJsonObject p = r.object(o, path, "prices"_L1, true);
    for (PurchaseMode m : AllPurchaseModes) {
        const QLatin1StringView key = keyOf(m);
        if (m == PurchaseMode::Reserved && p.value(key).isObject()) {
            const QJsonObject res = p.value(key).toObject();
            const QString rpath = JsonReader::join(ppath, key);
            prices.perGpuHour[int(m)] = r.number(res, rpath, "per_gpu_hour"_L1, 0.0001, MaxPricePerGpuHour);
            prices.reservedTermMonths = r.integer(res, rpath, "term_months"_L1, 0, 120, 0);
            continue;
        }
        prices.perGpuHour[int(m)] = r.optionalNumber(p, ppath, key, 0.0001, MaxPricePerGpuHour);
    }
    if (!r.failed()
        && std::none_of(prices.perGpuHour.begin(), prices.perGpuHour.end(), [](auto v) { return v.has_value(); }))
        r.fail(ppath, CatalogueText::tr("an offer needs at least one price"));
    if (!r.failed())
        prices.reservedTerms = readReservedTerms(r, p, ppath, prices);
    return prices;
}

Offer readOffer(JsonReader& r, const QJsonObject& o, const QString& path, const QString& feed)
{
    Offer f;
    f.id = r.string(o, path, "id"_L1);
    f.provider = r.string(o, path, "provider"_L1);
    f.name = r.string(o, path, "name"_L1, f.id);
    f.gpuId = r.string(o, path, "gpu"_L1);
    f.gpusPerNode = r.integer(o, path, "gpus_per_node"_L1, 1, 64);
    f.intraNodeLink = r.enumChoice<LinkKind>(o, path, "intra_node_link"_L1);
    const QString npath = JsonReader::join(path, "network"_L1);
    const QJsonObject net = r.object(o, path, "network"_L1, true);
    f.network = r.enumChoice<ClusterNetwork>(net, npath, "kind"_L1);
    f.networkGbpsPerGpu = r.number(net, npath, "gbps_per_gpu"_L1, 0, 100000, 0.0);
    f.region = r.string(o, path, "region"_L1);
    f.prices = readPrices(r, o, path);
    f.volumePerGbMonth = r.number(o, path, "volume_per_gb_month"_L1, 0, MaxPerGb);
    f.ingressPerGb = r.number(o, path, "ingress_per_gb"_L1, 0, MaxPerGb, 0.0);
    f.egressPerGb = r.optionalNumber(o, path, "egress_per_gb"_L1, 0, MaxPerGb);
    const QString apath = JsonReader::join(path, "availability"_L1);
    const QJsonObject a = r.object(o, path, "availability"_L1, true);
    f.availability = r.enumChoice<Availability>(a, apath, "status"_L1);
    if (const auto max = r.optionalNumber(a, apath, "max_contiguous_gpus"_L1, 1, 1e6))
        f.maxContiguousGpus = int(*max);
    if (a.contains("confirmed"_L1))
        f.availabilityConfirmed = r.date(a, apath, "confirmed"_L1);
    f.source = r.string(o, path, "source"_L1);
    f.sourceUrl = r.string(o, path, "source_url"_L1, QString());
    f.observed = r.date(o, path, "observed"_L1);
    f.currency = r.choice(o, path, "currency"_L1, { u"USD"_s, u"EUR"_s }, u"USD"_s);
    f.feed = feed;
    return f;
}

MarketPrice readMarket(JsonReader& r, const QJsonObject& o, const QString& path)
{
    MarketPrice m;
    m.gpuId = r.string(o, path, "gpu"_L1);
    m.onDemandMedian = r.optionalNumber(o, path, "on_demand_median"_L1, 0.0001, MaxPricePerGpuHour);
    m.spot = r.optionalNumber(o, path, "spot"_L1, 0.0001, MaxPricePerGpuHour);
    m.source = r.string(o, path, "source"_L1);
    m.observed = r.date(o, path, "observed"_L1);
    return m;
}

template <typename T, typename F>
QList<T> readList(JsonReader& r, const QJsonObject& root, QLatin1StringView key, bool required, F readOne)
{
    QList<T> out;
    const QJsonArray a = r.array(root, {}, key, required);
    for (qsizetype i = 0; i < a.size() && !r.failed(); ++i) {
        const QString path = JsonReader::join(QString(key), i);
        if (!a.at(i).isObject()) {
            r.fail(path, CatalogueText::tr("expected an object"));
            break;
        }
        out.append(readOne(a.at(i).toObject(), path));
    }
    return out;
}

void checkReferences(JsonReader& r, const Catalogue& c)
{
    QSet<QString> gpuIds, offerIds;
    for (qsizetype i = 0; i < c.gpus.size(); ++i) {
        if (gpuIds.contains(c.gpus[i].id))
            r.fail(JsonReader::join(JsonReader::join(u"gpus"_s, i), "id"_L1),
                CatalogueText::tr("duplicate GPU id \"%1\"").arg(c.gpus[i].id));
        gpuIds.insert(c.gpus[i].id);
    }
    for (qsizetype i = 0; i < c.offers.size(); ++i) {
        const Offer& f = c.offers[i];
        const QString path = JsonReader::join(u"offers"_s, i);
        if (offerIds.contains(f.id))
            r.fail(JsonReader::join(path, "id"_L1), CatalogueText::tr("duplicate offer id \"%1\"").arg(f.id));
        offerIds.insert(f.id);
        if (!gpuIds.contains(f.gpuId))
            r.fail(JsonReader::join(path, "gpu"_L1), CatalogueText::tr("unknown GPU \"%1\"").arg(f.gpuId));
    }
    for (qsizetype i = 0; i < c.tiers.size(); ++i)
        if (!offerIds.contains(c.tiers[i].offerId))
            r.fail(JsonReader::join(JsonReader::join(u"tiers"_s, i), "offer"_L1),
                CatalogueText::tr("unknown offer \"%1\"").arg(c.tiers[i].offerId));
}

} // namespace

Result<Catalogue> parseCatalogue(const QByteArray& bytes, const QString& source)
{
    auto root = parseJsonObject(bytes, source);
    if (!root)
        return root.error();
    const QJsonObject& o = root.value();
    JsonReader r(source);
    Catalogue c;
    if (!o.contains("kova_catalogue"_L1))
        return InputError { source, u"kova_catalogue"_s, CatalogueText::tr("missing: this is not a Kova catalogue") };
    c.formatVersion = r.integer(o, {}, "kova_catalogue"_L1, 1, 1000000);
    if (!r.failed() && c.formatVersion > CatalogueFormatVersion)
        return InputError { source, u"kova_catalogue"_s,
            CatalogueText::tr("format version %1 is newer than this program understands (%2); update Kova Planner")
                .arg(c.formatVersion)
                .arg(CatalogueFormatVersion) };
    if (o.contains("generated"_L1))
        c.generated = r.date(o, {}, "generated"_L1);
    c.currency = r.choice(o, {}, "currency"_L1, { u"USD"_s, u"EUR"_s }, u"USD"_s);
    c.gpus = readList<GpuModel>(
        r, o, "gpus"_L1, true, [&](const QJsonObject& g, const QString& p) { return readGpu(r, g, p); });
    c.offers = readList<Offer>(
        r, o, "offers"_L1, true, [&](const QJsonObject& f, const QString& p) { return readOffer(r, f, p, source); });
    c.market = readList<MarketPrice>(
        r, o, "market"_L1, false, [&](const QJsonObject& m, const QString& p) { return readMarket(r, m, p); });
    c.tiers = readList<Tier>(r, o, "tiers"_L1, false, [&](const QJsonObject& t, const QString& p) {
        return Tier { r.choice(t, p, "id"_L1, { u"good"_s, u"better"_s, u"best"_s }), r.string(t, p, "offer"_L1),
            r.string(t, p, "reason"_L1, QString()) };
    });
    if (!r.failed())
        checkReferences(r, c);
    if (r.failed())
        return r.error();
    return c;
}

std::optional<InputError> observedAfter(const Catalogue& c, const QDate& latest, const QString& source)
{
    const auto future = [&](const QString& key, const QDate& d) -> std::optional<InputError> {
        if (!d.isValid() || d <= latest)
            return std::nullopt;
        return InputError { source, key,
            CatalogueText::tr("%1 is in the future (after %2); a feed's prices cannot have been observed yet")
                .arg(d.toString(Qt::ISODate), latest.toString(Qt::ISODate)) };
    };
    for (qsizetype i = 0; i < c.offers.size(); ++i)
        if (auto e = future(JsonReader::join(JsonReader::join(u"offers"_s, i), "observed"_L1), c.offers[i].observed))
            return e;
    for (qsizetype i = 0; i < c.offers.size(); ++i)
        for (qsizetype t = 0; t < c.offers[i].prices.reservedTerms.size(); ++t)
            if (auto e = future(JsonReader::join(JsonReader::join(u"offers"_s, i), "prices.reserved_terms"_L1) + u'['
                        + QString::number(t) + u"].observed"_s,
                    c.offers[i].prices.reservedTerms[t].observed))
                return e;
    for (qsizetype i = 0; i < c.market.size(); ++i)
        if (auto e = future(JsonReader::join(JsonReader::join(u"market"_s, i), "observed"_L1), c.market[i].observed))
            return e;
    return std::nullopt;
}

namespace {

QByteArray embeddedFile(const QString& path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

// The SkyPilot catalogue excerpts listed in resources/skypilot/excerpts.json, read as a feed would be.
void addSkyPilotExcerpts(Catalogue& c)
{
    const QJsonObject manifest = QJsonDocument::fromJson(embeddedFile(u":/kova/skypilot/excerpts.json"_s)).object();
    const QDate collected = QDate::fromString(manifest.value("collected"_L1).toString(), Qt::ISODate);
    const QString repository = manifest.value("repository"_L1).toString();
    for (const QJsonValue& v : manifest.value("excerpts"_L1).toArray()) {
        const QJsonObject e = v.toObject();
        const SkyPilotOrigin origin { e.value("provider"_L1).toString(), u"embedded"_s,
            repository + u"/blob/"_s + e.value("commit"_L1).toString() + u'/' + e.value("path"_L1).toString(),
            collected };
        const QString file = u":/kova/skypilot/"_s + e.value("file"_L1).toString();
        auto parsed = parseSkyPilotCatalogue(embeddedFile(file), origin, c.gpus);
        Q_ASSERT_X(parsed.ok(), "embeddedCatalogue", qPrintable(parsed.ok() ? QString() : parsed.error().toString()));
        if (parsed.ok()) {
            c.offers.append(parsed.value().catalogue.offers);
            c.unmodelled.append(parsed.value().catalogue.unmodelled);
        }
    }
}

} // namespace

const Catalogue& embeddedCatalogue()
{
    static const Catalogue catalogue = [] {
        auto parsed = parseCatalogue(embeddedFile(u":/kova/catalogue.json"_s), u"embedded"_s);
        Q_ASSERT_X(parsed.ok(), "embeddedCatalogue", qPrintable(parsed.ok() ? QString() : parsed.error().toString()));
        Catalogue c = parsed.ok() ? std::move(parsed).value() : Catalogue {};
        addSkyPilotExcerpts(c);
        return c;
    }();
    return catalogue;
}

} // namespace Kova
