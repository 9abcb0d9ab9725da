#pragma once

#include "model/catalogue.h"

#include <QStringList>
#include <optional>

namespace Kova {

// Which offers of the market to keep, for the command line's `catalog --gpu --provider --region` and the
// offers table's filters alike. Every criterion left empty keeps every offer; text is compared without case.
struct OfferFilter
{
    // How the GPU, provider and region are compared: as part of the offer's (what a user types: "h100" keeps
    // the H100 SXM, PCIe and NVL offers, matched on the model's id and name) or whole (a value picked from
    // the catalogue's own: "h100-sxm" is that GPU model's id only).
    enum class Match { Part, Whole };

    QString gpu;
    QString provider;
    QString region;
    Match match = Match::Part;
    std::optional<PurchaseMode> mode; // the offer sells it
    std::optional<LinkKind> link; // between the GPUs of a node
    std::optional<ClusterNetwork> network; // between nodes
    int minGpus = 0; // the offer can rent at least this many GPUs in one place (no stated limit: any)
    QStringList words; // each found, without case, in the offer's searchWords()

    // Every word of `text`, lowercased: "H100  Lambda" is { "h100", "lambda" }.
    static QStringList wordsOf(const QString& text);

    bool isEmpty() const;
    bool operator==(const OfferFilter&) const = default;
    // Whether `offer` of `catalogue` is kept; `offerWords` is its searchWords(), read only when there are words.
    bool accepts(const Offer& offer, const Catalogue& catalogue, const QString& offerWords) const;
    // The same, making the offer's words when needed.
    bool matches(const Offer& offer, const Catalogue& catalogue) const;
};

// What free-text search looks in, lowercased: id, provider, instance, region, GPU id and name, links,
// source.
QString searchWords(const Offer& o, const Catalogue& c);

// The catalogue with only the offers `filter` keeps (and the tiers of those offers).
Catalogue filteredCatalogue(const Catalogue& catalogue, const OfferFilter& filter);

} // namespace Kova
