#include "io/instancefacts.h"

#include "io/jsonreader.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct InstanceFactsText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::InstanceFacts)
};

constexpr int FormatVersion = 1;

InstanceFacts readFacts(JsonReader& r, const QJsonObject& o, const QString& path)
{
    InstanceFacts f;
    f.provider = r.string(o, path, "provider"_L1);
    f.instanceType = r.string(o, path, "instance_type"_L1);
    f.gpusPerNode = r.integer(o, path, "gpus_per_node"_L1, 1, 64);
    if (o.contains("rental_unit"_L1))
        f.rentalUnit = r.enumChoice<RentalUnit>(o, path, "rental_unit"_L1);
    if (o.contains("multi_node"_L1))
        f.multiNode = r.boolean(o, path, "multi_node"_L1, false);
    const QString npath = JsonReader::join(path, "network"_L1);
    const QJsonObject net = r.object(o, path, "network"_L1, true);
    f.fabric = r.enumChoice<ClusterNetwork>(net, npath, "fabric"_L1, {}, keysOf(StatedFabrics));
    f.gbpsPerGpu = r.number(net, npath, "gbps_per_gpu"_L1, 0.001, 100000);
    f.note = r.string(o, path, "note"_L1, QString());
    f.sourceUrl = r.string(o, path, "source_url"_L1);
    f.read = r.date(o, path, "read"_L1);
    return f;
}

} // namespace

Result<QList<InstanceFacts>> parseInstanceFacts(const QByteArray& bytes, const QString& file)
{
    auto root = parseJsonObject(bytes, file);
    if (!root)
        return root.error();
    const QJsonObject& o = root.value();
    JsonReader r(file);
    const int version = r.integer(o, {}, "kova_instance_facts"_L1, 1, 1000000);
    if (!r.failed() && version > FormatVersion)
        r.fail(u"kova_instance_facts"_s,
            InstanceFactsText::tr("format version %1 is newer than this program understands (%2)")
                .arg(version)
                .arg(FormatVersion));
    const QJsonArray instances = r.array(o, {}, "instances"_L1, true);
    QList<InstanceFacts> facts;
    QSet<QString> seen;
    for (qsizetype i = 0; i < instances.size() && !r.failed(); ++i) {
        const QString path = JsonReader::join(u"instances"_s, i);
        if (!instances.at(i).isObject()) {
            r.fail(path, InstanceFactsText::tr("expected an object"));
            break;
        }
        const InstanceFacts f = readFacts(r, instances.at(i).toObject(), path);
        const QString key = f.provider + u'/' + f.instanceType;
        if (!r.failed() && seen.contains(key))
            r.fail(JsonReader::join(path, "instance_type"_L1),
                InstanceFactsText::tr("%1 of %2 is listed twice").arg(f.instanceType, f.provider));
        seen.insert(key);
        facts.append(f);
    }
    if (r.failed())
        return r.error();
    return facts;
}

const QList<InstanceFacts>& embeddedInstanceFacts()
{
    static const QList<InstanceFacts> facts = [] {
        QFile f(u":/kova/instancefacts.json"_s);
        f.open(QIODevice::ReadOnly);
        auto parsed = parseInstanceFacts(f.readAll(), u"embedded instancefacts.json"_s);
        Q_ASSERT_X(
            parsed.ok(), "embeddedInstanceFacts", qPrintable(parsed.ok() ? QString() : parsed.error().toString()));
        return parsed.ok() ? std::move(parsed).value() : QList<InstanceFacts> {};
    }();
    return facts;
}

const InstanceFacts* instanceFactsFor(
    const QList<InstanceFacts>& facts, const QString& provider, const QString& instanceType)
{
    for (const InstanceFacts& f : facts)
        if (f.provider == provider && f.instanceType == instanceType)
            return &f;
    return nullptr;
}

Offer withInstanceFacts(Offer offer, const InstanceFacts& facts)
{
    // Another GPU count under the same name is another node: its network is not known from these facts.
    if (facts.gpusPerNode != offer.gpusPerNode)
        return offer;
    offer.network = facts.fabric;
    offer.networkGbpsPerGpu = facts.gbpsPerGpu;
    offer.rentalUnit = facts.rentalUnit;
    offer.multiNode = facts.multiNode;
    offer.networkSource = facts.sourceUrl + u", "_s + facts.read.toString(Qt::ISODate);
    return offer;
}

} // namespace Kova
