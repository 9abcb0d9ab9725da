#pragma once

// A whole-market catalogue for benchmarks and tests: the real SkyPilot excerpts of tests/data/skypilot
// (Lambda, RunPod, Nebius, Vast.ai, Shadeform, Google Cloud with its host rows) replicated into more
// regions ("us-east-1" becomes "us-east-1~2", "us-east-1~3"...: a copy's prices and everything else are the
// original row's) until there are at least the offers asked for. Served as vms.csv feeds, the copies go
// through the same reader, cache and merge as a user's feeds:
//
//     const FeedCache cache(dir.path());
//     const QList<QUrl> urls = WholeMarket::storeFeeds(cache, 5000);  // about 5,500 offers
//     const CatalogueInUse inUse = loadCatalogueInUse(urls, cache);     // embedded + those feeds
//
// or as one Catalogue directly (WholeMarket::catalogue(5000)), or as the bytes of one provider's file
// (WholeMarket::vmsCsv("lambda", copies)). Needs KOVA_SOURCE_DIR (the tests' compile definition).

#include "io/cataloguefile.h"
#include "io/csvtable.h"
#include "io/skypilotcatalogue.h"
#include "sources/feedcache.h"

#include <QFile>
#include <QSet>
#include <QTimeZone>
#include <QUrl>
#include <cmath>

namespace WholeMarket {

using namespace Qt::StringLiterals;

// The providers of the excerpts and their files under tests/data/skypilot/v8.
inline QStringList providers()
{
    return { u"lambda"_s, u"runpod"_s, u"nebius"_s, u"vast"_s, u"shadeform"_s, u"gcp"_s };
}

inline QByteArray readData(const QString& path)
{
    QFile f(QStringLiteral(KOVA_SOURCE_DIR "/tests/data/skypilot/v8/") + path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("WholeMarket: cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

// The provider's real file (Google Cloud's with its host rows appended).
inline QByteArray excerpt(const QString& provider)
{
    QByteArray bytes = readData(provider + u"/vms.csv"_s);
    if (provider == u"gcp"_s) {
        const QByteArray hosts = readData(u"gcp/vms_a2_a3_host_rows.csv"_s);
        bytes += hosts.mid(hosts.indexOf('\n') + 1);
    }
    return bytes;
}

inline QByteArray csvField(const QByteArray& field)
{
    if (!field.contains(',') && !field.contains('"') && !field.contains('\n') && !field.contains('\r'))
        return field;
    QByteArray quoted = field;
    quoted.replace('"', "\"\"");
    return '"' + quoted + '"';
}

// The provider's file with its rows written `copies` times, the k-th copy's regions and zones suffixed
// "~k" (k ≥ 2), CRLF line ends.
inline QByteArray vmsCsv(const QString& provider, int copies)
{
    const auto table = Kova::readCsv(excerpt(provider), provider);
    if (!table)
        qFatal("WholeMarket: %s", qPrintable(table.error().toString()));
    const Kova::CsvTable& t = table.value();
    const qsizetype region = t.column("Region");
    const qsizetype zone = t.column("AvailabilityZone");
    QByteArray out = t.header.join(',') + "\r\n";
    for (int k = 1; k <= copies; ++k)
        for (const Kova::CsvRow& row : t.rows) {
            QList<QByteArray> fields = row.fields;
            for (qsizetype c : { region, zone })
                if (k > 1 && c >= 0 && c < fields.size())
                    fields[c] += '~' + QByteArray::number(k);
            QByteArray line;
            for (qsizetype i = 0; i < fields.size(); ++i)
                line += (i ? "," : "") + csvField(fields[i]);
            out += line + "\r\n";
        }
    return out;
}

// Copies of every excerpt so that together they hold at least `minOffers` offers.
inline int copiesFor(int minOffers)
{
    int once = 0;
    for (const QString& p : providers())
        once += int(
            Kova::parseSkyPilotCatalogue(excerpt(p), { p, p, p, QDate(2026, 12, 1) }, Kova::embeddedCatalogue().gpus)
                .value()
                .catalogue.offers.size());
    return std::max(1, int(std::ceil(double(minOffers) / once)));
}

inline QUrl feedUrl(const QString& provider)
{
    return QUrl(u"https://whole-market.example/catalogs/v8/%1/vms.csv"_s.arg(provider));
}

// Writes one cached feed per provider into `cache` (as `catalog update` would leave them, dated
// 2026-12-02) and returns their URLs, to give to loadCatalogueInUse().
inline QList<QUrl> storeFeeds(const Kova::FeedCache& cache, int minOffers = 5000)
{
    const int copies = copiesFor(minOffers);
    QList<QUrl> urls;
    for (const QString& p : providers()) {
        Kova::CachedFeed entry;
        entry.url = feedUrl(p);
        entry.lastModified = "Wed, 02 Dec 2026 08:00:00 GMT";
        entry.fetched = QDateTime(QDate(2026, 12, 2), QTime(8, 0), QTimeZone::UTC);
        entry.body = vmsCsv(p, copies);
        if (const auto problem = cache.store(entry))
            qFatal("WholeMarket: %s", qPrintable(*problem));
        urls.append(entry.url);
    }
    return urls;
}

// The embedded catalogue plus the replicated excerpts, as one catalogue of at least `minOffers` offers.
inline Kova::Catalogue catalogue(int minOffers = 5000)
{
    Kova::Catalogue c = Kova::embeddedCatalogue();
    QSet<QString> ids;
    for (const Kova::Offer& o : std::as_const(c.offers))
        ids.insert(o.id);
    const int copies = copiesFor(minOffers);
    for (const QString& p : providers()) {
        const Kova::SkyPilotOrigin origin { p, feedUrl(p).toString(), feedUrl(p).toString(), QDate(2026, 12, 2) };
        const auto parsed = Kova::parseSkyPilotCatalogue(vmsCsv(p, copies), origin, c.gpus);
        for (const Kova::Offer& o : parsed.value().catalogue.offers)
            if (!ids.contains(o.id)) {
                ids.insert(o.id);
                c.offers.append(o);
            }
    }
    return c;
}

} // namespace WholeMarket
