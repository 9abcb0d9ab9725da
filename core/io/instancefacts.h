#pragma once

#include "model/offer.h"
#include "model/result.h"

#include <QDate>
#include <QList>

namespace Kova {

// What the public record says about one instance type of one provider (resources/instancefacts.json): its
// network between nodes, GPUs, how it is rented and whether clusters of it are sold, with where it was read.
struct InstanceFacts
{
    QString provider; // the SkyPilot catalogue's folder name: aws, gcp, lambda...; azure
    QString instanceType;
    int gpusPerNode = 0;
    std::optional<RentalUnit> rentalUnit;
    std::optional<bool> multiNode;
    ClusterNetwork fabric = ClusterNetwork::Unknown;
    double gbpsPerGpu = 0; // between nodes, per GPU
    QString note; // what the source says, in short
    QString sourceUrl;
    QDate read; // the day the source was read
};

// Reads an instance-facts document; refused whole, naming the key, when a fact is missing or out of range,
// a fabric is not one of StatedFabrics or an instance is listed twice.
Result<QList<InstanceFacts>> parseInstanceFacts(const QByteArray& bytes, const QString& file);

// The facts embedded with the program (resources/instancefacts.json).
const QList<InstanceFacts>& embeddedInstanceFacts();

// The facts for a provider's instance type; nullptr when the table has none.
const InstanceFacts* instanceFactsFor(
    const QList<InstanceFacts>& facts, const QString& provider, const QString& instanceType);

// The offer with the facts' network, rental unit and multi-node sales, when the facts describe its node (same
// GPU count); unchanged otherwise.
Offer withInstanceFacts(Offer offer, const InstanceFacts& facts);

} // namespace Kova
