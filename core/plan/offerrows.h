#pragma once

#include "model/catalogue.h"

namespace Kova {

// Offers alike in everything but their region (provider, instance, GPU, node, network, prices, capacity, date),
// folded into one row of a price list with every region they are sold in.
struct OfferRow
{
    QList<int> offers; // catalogue indexes, in catalogue order: the first stands for the row
    QStringList regions; // in the same order
};

// The rows of `offers` (catalogue indexes), in the order of each row's first offer.
QList<OfferRow> foldRegions(const Catalogue& c, const QList<int>& offers);

} // namespace Kova
