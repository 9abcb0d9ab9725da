#pragma once

// A whole market for benchmarks and tests, in Kova's own catalogue format: the embedded catalogue's offers
// replicated to thousands, each copy under another provider and region, with another node size and network
// now and then, and its prices scaled. Deterministic for a seed. (Until the SkyPilot excerpts can be
// replicated instead: this is the same size and spread of data, not real prices.)

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QString>
#include <cmath>

namespace MarketGenerator {

using namespace Qt::StringLiterals;

inline double roundedPrice(double v)
{
    return std::round(v * 1000.0) / 1000.0;
}

// The embedded catalogue document with `count` offers: its own, then copies.
inline QByteArray replicatedMarketJson(int count, quint32 seed = 15)
{
    QFile embedded(u":/kova/catalogue.json"_s);
    if (!embedded.open(QIODevice::ReadOnly))
        qFatal("the embedded catalogue is not in the resources");
    QJsonObject doc = QJsonDocument::fromJson(embedded.readAll()).object();
    const QJsonArray originals = doc.value("offers"_L1).toArray();
    QRandomGenerator rng(seed);
    static const char* const regions[] = { "us-east-1", "us-east-2", "us-west-1", "us-west-2", "us-central1",
        "ca-central-1", "eu-west-1", "eu-west-2", "eu-west-3", "eu-central-1", "eu-north-1", "eu-south-1",
        "europe-west4", "asia-east1", "asia-northeast1", "asia-south1", "ap-southeast-1", "ap-southeast-2",
        "me-central-1", "sa-east-1", "af-south-1", "us-texas-1", "us-utah-1", "fi-helsinki", "no-oslo", "is-reykjavik",
        "nl-amsterdam", "fr-paris", "de-frankfurt", "jp-tokyo" };
    static const char* const networks[] = { "none", "ethernet", "roce", "infiniband" };
    static const int gbps[] = { 0, 100, 200, 400 };
    QJsonArray offers = originals; // the embedded offers themselves first: the tiers and scenarios name them
    for (int i = int(originals.size()); i < count; ++i) {
        QJsonObject o = originals.at(i % originals.size()).toObject();
        const int provider = int(rng.bounded(48));
        o.insert("id"_L1, u"%1-m%2"_s.arg(o.value("id"_L1).toString()).arg(i));
        o.insert("provider"_L1, u"Provider %1"_s.arg(provider, 2, 10, QChar(u'0')));
        o.insert("name"_L1, u"%1 (instance %2)"_s.arg(o.value("name"_L1).toString()).arg(i));
        o.insert("region"_L1, QString::fromLatin1(regions[rng.bounded(int(std::size(regions)))]));
        if (rng.bounded(4) == 0) // another node size and network
            o.insert("gpus_per_node"_L1, QJsonValue(std::array { 1, 2, 4, 8 }[rng.bounded(4)]));
        if (rng.bounded(3) == 0) {
            const int n = int(rng.bounded(4));
            o.insert("network"_L1,
                n == 0
                    ? QJsonObject { { "kind"_L1, "none"_L1 } }
                    : QJsonObject { { "kind"_L1, QString::fromLatin1(networks[n]) }, { "gbps_per_gpu"_L1, gbps[n] } });
        }
        const double scale = 0.6 + rng.generateDouble();
        QJsonObject prices = o.value("prices"_L1).toObject();
        for (auto it = prices.begin(); it != prices.end(); ++it) {
            if (it.value().isObject()) {
                QJsonObject reserved = it.value().toObject();
                reserved.insert("per_gpu_hour"_L1, roundedPrice(reserved.value("per_gpu_hour"_L1).toDouble() * scale));
                it.value() = reserved;
            } else {
                it.value() = roundedPrice(it.value().toDouble() * scale);
            }
        }
        if (prices.contains("on_demand"_L1) && !prices.contains("spot"_L1) && rng.bounded(3) == 0)
            prices.insert(
                "spot"_L1, roundedPrice(prices.value("on_demand"_L1).toDouble() * (0.3 + 0.3 * rng.generateDouble())));
        o.insert("prices"_L1, prices);
        o.insert("volume_per_gb_month"_L1, roundedPrice(0.04 + 0.12 * rng.generateDouble()));
        QJsonObject availability = o.value("availability"_L1).toObject();
        if (rng.bounded(3) == 0)
            availability.insert("max_contiguous_gpus"_L1, std::array { 8, 16, 64, 256, 1024 }[rng.bounded(5)]);
        o.insert("availability"_L1, availability);
        offers.append(o);
    }
    doc.insert("offers"_L1, offers);
    return QJsonDocument(doc).toJson(QJsonDocument::Compact);
}

} // namespace MarketGenerator
