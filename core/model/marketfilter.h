#pragma once

#include "model/catalogue.h"

#include <QStringList>
#include <optional>

namespace Kova {

// Which offers of the market to show: every criterion left empty accepts every offer.
struct MarketFilter
{
    QString gpuId;
    QString provider; // compared without case
    QString region; // compared without case
    std::optional<PurchaseMode> mode; // the offer sells it
    std::optional<LinkKind> link; // between the GPUs of a node
    std::optional<ClusterNetwork> network; // between nodes
    int minGpus = 0; // the offer can rent at least this many GPUs in one place (no stated limit: any)
    QStringList words; // each found, without case, in the offer's words (searchWords())

    // Every word of `text`, lowercased: "H100  Lambda" is { "h100", "lambda" }.
    static QStringList wordsOf(const QString& text);
    bool accepts(const Offer& o, const QString& offerWords) const;
};

// What free-text search looks in, lowercased: id, provider, instance, region, GPU id and name, links,
// source.
QString searchWords(const Offer& o, const Catalogue& c);

} // namespace Kova
