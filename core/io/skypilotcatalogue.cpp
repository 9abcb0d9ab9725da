#include "io/skypilotcatalogue.h"

#include "io/acceleratoralias.h"
#include "io/csvtable.h"
#include "io/instancefacts.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <cctype>
#include <cmath>
#include <variant>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct SkyPilotText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::SkyPilot)
};

// A price per GPU-hour above this is a mistake in the file, not a market price.
constexpr double MaxPricePerGpuHour = 1000.0;
constexpr int MaxGpusPerInstance = 64;

constexpr std::array RequiredColumns { "InstanceType"_L1, "AcceleratorName"_L1, "AcceleratorCount"_L1, "Price"_L1,
    "Region"_L1 };

// Google Cloud's accelerator-optimised machine families: the host VM rows (no accelerator) whose name
// says which GPUs they carry ("a2-highgpu-4g": four A100), per Google Cloud's "GPU machine types" page.
struct HostFamily
{
    QLatin1StringView prefix;
    QLatin1StringView accelerator;
};
constexpr std::array HostFamilies { HostFamily { "a2-highgpu-"_L1, "A100"_L1 },
    HostFamily { "a2-megagpu-"_L1, "A100"_L1 }, HostFamily { "a2-ultragpu-"_L1, "A100-80GB"_L1 },
    HostFamily { "a3-highgpu-"_L1, "H100"_L1 }, HostFamily { "a3-edgegpu-"_L1, "H100"_L1 },
    HostFamily { "a3-megagpu-"_L1, "H100-MEGA"_L1 }, HostFamily { "a3-ultragpu-"_L1, "H200"_L1 },
    HostFamily { "a4-highgpu-"_L1, "B200"_L1 } };

struct HostRow
{
    QString instanceType;
    QLatin1StringView accelerator;
    int gpus = 0;
    double price = 0;
    std::optional<double> spot;
};

// Accelerator and GPU count of a Google Cloud host VM, or nothing for any other instance type.
std::optional<std::pair<QLatin1StringView, int>> hostFamilyOf(const QString& instanceType)
{
    static const QRegularExpression count(u"^(\\d+)g"_s);
    for (const HostFamily& f : HostFamilies)
        if (instanceType.startsWith(f.prefix)) {
            const auto m = count.matchView(QStringView(instanceType).mid(f.prefix.size()));
            if (m.hasMatch())
                return std::pair { f.accelerator, m.captured(1).toInt() };
        }
    return std::nullopt;
}

// A row's cells by column name, the columns found once in the header.
class RowReader
{
public:
    enum Column {
        InstanceType,
        AcceleratorName,
        AcceleratorCount,
        Price,
        SpotPrice,
        Region,
        AvailabilityZone,
        GpuInfo
    };

    explicit RowReader(const CsvTable& table)
    {
        static constexpr std::array Names { "InstanceType"_L1, "AcceleratorName"_L1, "AcceleratorCount"_L1, "Price"_L1,
            "SpotPrice"_L1, "Region"_L1, "AvailabilityZone"_L1, "GpuInfo"_L1 };
        for (qsizetype i = 0; i < qsizetype(Names.size()); ++i)
            m_index[i] = table.column(QByteArrayView(Names[i].data(), Names[i].size()));
    }
    bool has(Column c) const { return m_index[c] >= 0; }
    QByteArray cell(const CsvRow& row, Column c) const
    {
        const qsizetype i = m_index[c];
        return i >= 0 && i < row.fields.size() ? row.fields[i].trimmed() : QByteArray();
    }

private:
    std::array<qsizetype, 8> m_index {};
};

struct Rejection
{
    QString column;
    QString reason;
};

// A price cell: nothing when empty; a reason when it is no usable price for `gpus` GPUs.
std::variant<std::optional<double>, Rejection> readPrice(
    const QByteArray& text, QLatin1StringView column, int gpus, bool zeroMeansNone)
{
    if (text.isEmpty())
        return std::optional<double> {};
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok)
        return Rejection { column, SkyPilotText::tr("\"%1\" is not a number").arg(QString::fromUtf8(text)) };
    if (!std::isfinite(v))
        return Rejection { column, SkyPilotText::tr("\"%1\" is not a finite price").arg(QString::fromUtf8(text)) };
    if (v < 0)
        return Rejection { column, SkyPilotText::tr("negative price %1").arg(QString::fromUtf8(text)) };
    if (v == 0) {
        if (zeroMeansNone)
            return std::optional<double> {};
        return Rejection { column, SkyPilotText::tr("a price of 0") };
    }
    if (v / gpus > MaxPricePerGpuHour)
        return Rejection { column,
            SkyPilotText::tr("%1 USD per GPU-hour is more than the %2 USD a real offer costs")
                .arg(QLocale().toString(v / gpus, 'f', 2), QLocale().toString(MaxPricePerGpuHour, 'f', 0)) };
    return std::optional<double>(v);
}

// A number after `key` in GpuInfo ("'SizeInMiB':", "'TotalGpuMemoryInMiB':").
std::optional<double> gpuInfoNumber(const QByteArray& gpuInfo, QByteArrayView key)
{
    const qsizetype at = gpuInfo.indexOf(key);
    if (at < 0)
        return std::nullopt;
    qsizetype i = at + key.size();
    while (i < gpuInfo.size() && gpuInfo[i] == ' ')
        ++i;
    qsizetype j = i;
    while (j < gpuInfo.size() && (std::isdigit(static_cast<unsigned char>(gpuInfo[j])) || gpuInfo[j] == '.'))
        ++j;
    bool ok = false;
    const double v = gpuInfo.mid(i, j - i).toDouble(&ok);
    return ok ? std::optional(v) : std::nullopt;
}

std::optional<double> gpuInfoMemoryMiB(const QByteArray& gpuInfo)
{
    return gpuInfoNumber(gpuInfo, "'SizeInMiB':");
}

QString gpuInfoName(const QByteArray& gpuInfo)
{
    const qsizetype at = gpuInfo.indexOf("'Name': '");
    if (at < 0)
        return {};
    const qsizetype end = gpuInfo.indexOf('\'', at + 9);
    return end < 0 ? QString() : QString::fromUtf8(gpuInfo.mid(at + 9, end - at - 9));
}

// Builds the offers, one per (instance type, region), as rows arrive.
class OfferBuilder
{
public:
    OfferBuilder(const SkyPilotOrigin& origin, const QList<GpuModel>& models, ImportSummary& summary)
        : m_origin(origin)
        , m_models(models)
        , m_summary(summary)
        , m_provider(skyPilotProviderName(origin.providerKey))
    {
    }

    struct Row
    {
        qsizetype line = 0;
        QString instanceType;
        QString region;
        QString zone;
        QString gpuId;
        int gpus = 1;
        std::optional<double> price; // whole instance, per hour
        std::optional<double> spot;
        QString note; // for the offer's source
        QString name; // empty: the instance type with its GPUs
    };

    void add(const Row& r)
    {
        const QString key = r.instanceType + u'\x1f' + r.region;
        const QString zoneKey = key + u'\x1f' + r.zone;
        const auto at = m_index.constFind(key);
        if (at == m_index.cend()) {
            m_index.insert(key, m_offers.size());
            m_zones.insert(zoneKey, r.line);
            m_offers.append(make(r));
            m_lines.append(r.line);
            return;
        }
        Offer& o = m_offers[*at];
        if (o.gpuId != r.gpuId || o.gpusPerNode != r.gpus) {
            skip(r.line, {},
                SkyPilotText::tr("same instance type and region as line %1 with other GPUs").arg(m_lines[*at]));
            return;
        }
        if (const auto z = m_zones.constFind(zoneKey); z != m_zones.cend()) {
            skip(r.line, {},
                SkyPilotText::tr("same instance type, region and zone as line %1 with another price").arg(*z));
            return;
        }
        m_zones.insert(zoneKey, r.line);
        ++m_summary.zoneRowsMerged;
        lower(o.prices.perGpuHour[int(PurchaseMode::OnDemand)], r.price, r.gpus);
        lower(o.prices.perGpuHour[int(PurchaseMode::Spot)], r.spot, r.gpus);
    }

    void skip(qsizetype line, const QString& column, const QString& reason)
    {
        m_summary.skipped.append({ line, column, reason });
    }

    QList<Offer> offers() const { return m_offers; }

private:
    static void lower(std::optional<double>& kept, const std::optional<double>& instance, int gpus)
    {
        if (!instance)
            return;
        const double perGpu = *instance / gpus;
        if (!kept || perGpu < *kept)
            kept = perGpu;
    }

    Offer make(const Row& r) const
    {
        const GpuModel* gpu = nullptr;
        for (const GpuModel& g : m_models)
            if (g.id == r.gpuId)
                gpu = &g;
        Offer o;
        o.id = m_origin.providerKey + u'/' + r.instanceType + u'/' + r.region;
        o.provider = m_provider;
        o.name = !r.name.isEmpty() ? r.name : u"%1 (%2× %3)"_s.arg(r.instanceType, QString::number(r.gpus), gpu->name);
        o.gpuId = r.gpuId;
        o.gpusPerNode = r.gpus;
        o.intraNodeLink = gpu->link;
        // A SkyPilot catalogue gives no network: the instance facts give it where it is published.
        o.network = ClusterNetwork::Unknown;
        o.rentalUnit = RentalUnit::Instance; // a row is one instance type, rented whole (unless the facts say)
        o.region = r.region;
        if (r.price)
            o.prices.perGpuHour[int(PurchaseMode::OnDemand)] = *r.price / r.gpus;
        if (r.spot)
            o.prices.perGpuHour[int(PurchaseMode::Spot)] = *r.spot / r.gpus;
        o.availability = Availability::Available;
        o.source = r.note.isEmpty() ? u"SkyPilot catalogue"_s : u"SkyPilot catalogue; "_s + r.note;
        o.sourceUrl = m_origin.sourceUrl;
        o.observed = m_origin.fileDate;
        o.feed = m_origin.feed;
        if (const InstanceFacts* facts
            = instanceFactsFor(embeddedInstanceFacts(), m_origin.providerKey, r.instanceType))
            return withInstanceFacts(o, *facts);
        return o;
    }

    const SkyPilotOrigin& m_origin;
    const QList<GpuModel>& m_models;
    ImportSummary& m_summary;
    QString m_provider;
    QHash<QString, qsizetype> m_index;
    QHash<QString, qsizetype> m_zones;
    QList<Offer> m_offers;
    QList<qsizetype> m_lines;
};

struct GpuOnlyRow
{
    OfferBuilder::Row row;
    QString accelerator;
};

// Prices Google Cloud's GPU rows with the cheapest host VM for them in the same zone, or says the host
// is left out.
void addGpuOnlyRows(OfferBuilder& builder, const QList<GpuOnlyRow>& gpuRows,
    const QHash<QString, QList<HostRow>>& hosts, ImportSummary& summary)
{
    QSet<QString> gpuOnlyOffers;
    for (const GpuOnlyRow& g : gpuRows) {
        OfferBuilder::Row r = g.row;
        // A named copy: `best` points into it after the loop.
        const QList<HostRow> zoneHosts = hosts.value(r.zone);
        const HostRow* best = nullptr;
        for (const HostRow& h : zoneHosts)
            if (h.gpus == r.gpus && g.accelerator.compare(h.accelerator, Qt::CaseInsensitive) == 0
                && (!best || h.price < best->price))
                best = &h;
        if (best && r.price) {
            r.instanceType = best->instanceType;
            r.price = *r.price + best->price;
            r.spot = r.spot && best->spot ? std::optional(*r.spot + *best->spot) : std::nullopt;
            r.note = u"GPUs priced with their host VM %1"_s.arg(best->instanceType);
        } else {
            r.instanceType = u"%1x%2-gpu-only"_s.arg(g.accelerator, QString::number(r.gpus));
            r.name = u"%1× %2, GPUs only (host VM not included)"_s.arg(QString::number(r.gpus), g.accelerator);
            r.note = u"GPUs only: the host VM (CPUs, memory, disk) is not included"_s;
            gpuOnlyOffers.insert(r.instanceType + u'\x1f' + r.region);
        }
        builder.add(r);
    }
    summary.gpuOnlyOffers = gpuOnlyOffers.size();
}

} // namespace

qsizetype ImportSummary::unknownRows() const
{
    qsizetype n = 0;
    for (qsizetype c : unknownAccelerators)
        n += c;
    return n;
}

bool looksLikeSkyPilotCatalogue(const QByteArray& bytes)
{
    qsizetype end = bytes.indexOf('\n');
    QByteArray first = bytes.left(end < 0 ? bytes.size() : end).trimmed();
    if (first.startsWith("\xEF\xBB\xBF"))
        first = first.mid(3);
    const QList<QByteArray> names = first.split(',');
    return names.contains("InstanceType") && names.contains("AcceleratorName");
}

namespace {

// A row's AcceleratorCount, a whole number of GPUs from 1 to MaxGpusPerInstance; nothing when it is not: the row is
// then skipped, with why.
std::optional<int> readGpuCount(const RowReader& cells, const CsvRow& row, OfferBuilder& builder)
{
    bool countOk = false;
    const double count = cells.cell(row, RowReader::AcceleratorCount).toDouble(&countOk);
    if (countOk && std::isfinite(count) && count >= 1 && count <= MaxGpusPerInstance && count == std::floor(count))
        return int(count);
    builder.skip(row.line, u"AcceleratorCount"_s,
        SkyPilotText::tr("\"%1\" is not a whole number of GPUs from 1 to %2")
            .arg(QString::fromUtf8(cells.cell(row, RowReader::AcceleratorCount)))
            .arg(MaxGpusPerInstance));
    return std::nullopt;
}

struct RowPrices
{
    std::optional<double> price;
    std::optional<double> spot;
};

// A row's Price and SpotPrice per GPU (per host for a host row, `units` of them), or nothing when either is refused:
// the row is then skipped, with why.
std::optional<RowPrices> readRowPrices(const RowReader& cells, const CsvRow& row, int units, OfferBuilder& builder)
{
    const auto price = readPrice(cells.cell(row, RowReader::Price), "Price"_L1, units, false);
    const auto spot = readPrice(cells.cell(row, RowReader::SpotPrice), "SpotPrice"_L1, units, true);
    for (const auto* read : { &price, &spot })
        if (const auto* bad = std::get_if<Rejection>(read)) {
            builder.skip(row.line, bad->column, bad->reason);
            return std::nullopt;
        }
    return RowPrices { std::get<std::optional<double>>(price), std::get<std::optional<double>>(spot) };
}

// The import once its rows are read: the GPU models its offers use and the accelerators no model matched; an error
// naming what was wrong with the rows when no offer was made.
Result<SkyPilotImport> finishImport(SkyPilotImport out, const SkyPilotOrigin& origin, const QList<GpuModel>& models)
{
    const QString& file = origin.feed;
    ImportSummary& summary = out.summary;
    summary.offers = out.catalogue.offers.size();
    if (out.catalogue.offers.isEmpty()) {
        QStringList why = importSummaryLines(summary);
        why.removeFirst();
        if (why.isEmpty())
            why << SkyPilotText::tr("it has no data row");
        return InputError { file, {},
            SkyPilotText::tr("no usable GPU offer in this SkyPilot catalogue (%1)").arg(why.join(u"; "_s)) };
    }
    QSet<QString> used;
    for (const Offer& o : std::as_const(out.catalogue.offers))
        used.insert(o.gpuId);
    for (const GpuModel& g : models)
        if (used.contains(g.id))
            out.catalogue.gpus.append(g);
    out.catalogue.generated = origin.fileDate;
    for (auto it = summary.unknownAccelerators.cbegin(); it != summary.unknownAccelerators.cend(); ++it)
        out.catalogue.unmodelled.append(
            { it.key(), skyPilotProviderName(origin.providerKey), it.value(), origin.feed });
    return out;
}

} // namespace

Result<SkyPilotImport> parseSkyPilotCatalogue(
    const QByteArray& bytes, const SkyPilotOrigin& origin, const QList<GpuModel>& models)
{
    const QString file = origin.feed;
    auto read = readCsv(bytes, file);
    if (!read)
        return read.error();
    const CsvTable& table = read.value();
    for (QLatin1StringView c : RequiredColumns)
        if (table.column(QByteArrayView(c.data(), c.size())) < 0)
            return InputError { file, csvPlace(1, c),
                SkyPilotText::tr("missing: a SkyPilot vms.csv needs the columns InstanceType, AcceleratorName, "
                                 "AcceleratorCount, Price and Region") };
    SkyPilotImport out;
    ImportSummary& summary = out.summary;
    OfferBuilder builder(origin, models, summary);
    const RowReader cells(table);
    const bool hasZones = cells.has(RowReader::AvailabilityZone);
    // Rows repeat the same accelerator in every region: each distinct description is matched once.
    QHash<QByteArray, std::optional<AcceleratorMatch>> matches;
    QHash<QByteArray, qsizetype> seenRows;
    QHash<QString, QList<HostRow>> hosts;
    QList<GpuOnlyRow> gpuRows;
    for (const CsvRow& row : table.rows) {
        ++summary.rows;
        if (row.fields.size() != table.header.size()) {
            builder.skip(row.line, {},
                SkyPilotText::tr("%1 fields where the header has %2").arg(row.fields.size()).arg(table.header.size()));
            continue;
        }
        const QByteArray whole = row.fields.join('\x1f');
        if (const auto seen = seenRows.constFind(whole); seen != seenRows.cend()) {
            builder.skip(row.line, {}, SkyPilotText::tr("duplicate of line %1").arg(*seen));
            continue;
        }
        seenRows.insert(whole, row.line);
        const QString instanceType = QString::fromUtf8(cells.cell(row, RowReader::InstanceType));
        const QString accelerator = QString::fromUtf8(cells.cell(row, RowReader::AcceleratorName));
        OfferBuilder::Row r;
        r.line = row.line;
        r.instanceType = instanceType;
        r.region = QString::fromUtf8(cells.cell(row, RowReader::Region));
        r.zone = hasZones ? QString::fromUtf8(cells.cell(row, RowReader::AvailabilityZone)) : r.region;
        if (accelerator.isEmpty()) {
            const auto host = hostFamilyOf(instanceType);
            if (!host) {
                ++summary.cpuOnlyRows;
                continue;
            }
            const auto prices = readRowPrices(cells, row, host->second, builder);
            if (prices && prices->price) {
                hosts[r.zone].append({ instanceType, host->first, host->second, *prices->price, prices->spot });
                ++summary.hostRows;
            }
            continue;
        }
        const auto count = readGpuCount(cells, row, builder);
        if (!count)
            continue;
        r.gpus = *count;
        const auto prices = readRowPrices(cells, row, r.gpus, builder);
        if (!prices)
            continue;
        r.price = prices->price;
        r.spot = prices->spot;
        if (!r.price && !r.spot) {
            builder.skip(row.line, u"Price"_s, SkyPilotText::tr("no price: Price and SpotPrice are empty"));
            continue;
        }
        if (r.region.isEmpty()) {
            builder.skip(row.line, u"Region"_s, SkyPilotText::tr("empty"));
            continue;
        }
        const QByteArray gpuInfo = cells.cell(row, RowReader::GpuInfo);
        const QByteArray matchKey = cells.cell(row, RowReader::AcceleratorName) + '\x1f'
            + cells.cell(row, RowReader::InstanceType) + '\x1f' + QByteArray::number(r.gpus) + '\x1f' + gpuInfo;
        auto known = matches.find(matchKey);
        if (known == matches.end())
            known = matches.insert(matchKey,
                matchAccelerator(accelerator, instanceType + u' ' + gpuInfoName(gpuInfo), gpuInfoMemoryMiB(gpuInfo),
                    r.gpus, models, gpuInfoNumber(gpuInfo, "'TotalGpuMemoryInMiB':")));
        const std::optional<AcceleratorMatch>& match = *known;
        if (!match) {
            ++summary.unknownAccelerators[accelerator];
            continue;
        }
        summary.memoryIgnored += match->memoryIgnored ? 1 : 0;
        r.gpuId = match->gpuId;
        if (instanceType.isEmpty())
            gpuRows.append({ r, accelerator });
        else
            builder.add(r);
    }
    addGpuOnlyRows(builder, gpuRows, hosts, summary);
    out.catalogue.offers = builder.offers();
    return finishImport(std::move(out), origin, models);
}

QString skyPilotProviderKey(const QUrl& url)
{
    const QStringList parts = url.path().split(u'/', Qt::SkipEmptyParts);
    const QString key = parts.size() >= 2 ? parts.at(parts.size() - 2) : url.host();
    return key.isEmpty() ? u"skypilot"_s : key.toLower();
}

QString skyPilotCatalogueOf(const QUrl& url)
{
    const QString host = url.host().toLower();
    if (host != "github.com"_L1 && host != "raw.githubusercontent.com"_L1)
        return {};
    const QStringList parts = url.path().split(u'/', Qt::SkipEmptyParts);
    if (parts.size() < 4 || parts.at(0).compare("skypilot-org"_L1, Qt::CaseInsensitive) != 0
        || parts.at(1).compare("skypilot-catalog"_L1, Qt::CaseInsensitive) != 0)
        return {};
    const qsizetype catalogs = parts.indexOf("catalogs"_L1);
    if (catalogs < 0 || catalogs + 3 >= parts.size())
        return {};
    return parts.at(catalogs + 2).toLower();
}

QString skyPilotProviderName(const QString& key)
{
    static const QHash<QString, QString> names { { u"aws"_s, u"AWS"_s }, { u"gcp"_s, u"Google Cloud"_s },
        { u"azure"_s, u"Azure"_s }, { u"lambda"_s, u"Lambda"_s }, { u"runpod"_s, u"RunPod"_s },
        { u"vast"_s, u"Vast.ai"_s }, { u"nebius"_s, u"Nebius"_s }, { u"shadeform"_s, u"Shadeform"_s },
        { u"cudo"_s, u"Cudo Compute"_s }, { u"hyperstack"_s, u"Hyperstack"_s }, { u"oci"_s, u"OCI"_s },
        { u"verda"_s, u"Verda"_s }, { u"fluidstack"_s, u"Fluidstack"_s }, { u"paperspace"_s, u"Paperspace"_s },
        { u"do"_s, u"DigitalOcean"_s }, { u"jarvislabs"_s, u"JarvisLabs"_s },
        { u"primeintellect"_s, u"Prime Intellect"_s } };
    return names.value(key, key);
}

QStringList importSummaryLines(const ImportSummary& s)
{
    const QLocale l;
    QStringList lines;
    lines << SkyPilotText::tr("%Ln offer(s) (rows read: %1)", nullptr, int(s.offers)).arg(l.toString(s.rows));
    if (s.cpuOnlyRows > 0)
        lines << SkyPilotText::tr("%Ln CPU-only row(s) ignored", nullptr, int(s.cpuOnlyRows));
    if (!s.unknownAccelerators.isEmpty()) {
        QStringList names;
        for (auto it = s.unknownAccelerators.cbegin(); it != s.unknownAccelerators.cend(); ++it)
            names << u"%1 (%2)"_s.arg(it.key(), l.toString(it.value()));
        lines << SkyPilotText::tr(
            "%Ln row(s) with an accelerator Kova has no model for, kept out: %1", nullptr, int(s.unknownRows()))
                     .arg(names.join(u", "_s));
    }
    if (s.zoneRowsMerged > 0)
        lines << SkyPilotText::tr("%Ln row(s) for more zones of an offer's region (the lowest price is kept)", nullptr,
            int(s.zoneRowsMerged));
    if (s.hostRows > 0)
        lines << SkyPilotText::tr(
            "%Ln Google Cloud host VM row(s) added to their GPUs' price", nullptr, int(s.hostRows));
    if (s.gpuOnlyOffers > 0)
        lines << SkyPilotText::tr("%Ln Google Cloud offer(s) price the GPUs only: their host VM is not included",
            nullptr, int(s.gpuOnlyOffers));
    if (s.memoryIgnored > 0)
        lines << SkyPilotText::tr(
            "%Ln row(s) give a GPU memory no model of their family has: the model's figure is used", nullptr,
            int(s.memoryIgnored));
    if (!s.skipped.isEmpty()) {
        lines << SkyPilotText::tr("%Ln bad row(s) skipped:", nullptr, int(s.skipped.size()));
        constexpr qsizetype Shown = 10;
        for (qsizetype i = 0; i < std::min(Shown, s.skipped.size()); ++i)
            lines << u"  "_s + csvPlace(s.skipped[i].line, s.skipped[i].column) + u": "_s + s.skipped[i].reason;
        if (s.skipped.size() > Shown)
            lines << u"  "_s + SkyPilotText::tr("… and %Ln more", nullptr, int(s.skipped.size() - Shown));
    }
    return lines;
}

} // namespace Kova
