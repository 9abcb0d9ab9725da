#pragma once

#include "model/catalogue.h"

namespace Kova {

// Which offers a listing keeps (the command line's `catalog --gpu --provider --region`). Each criterion
// given is matched without regard to case: the GPU against the model's id and name ("h100" keeps the
// H100 SXM, PCIe and NVL offers; "h100-sxm" only the SXM ones), the provider and region as parts of the
// offer's. An empty criterion keeps everything.
struct OfferFilter
{
    QString gpu;
    QString provider;
    QString region;

    bool isEmpty() const { return gpu.isEmpty() && provider.isEmpty() && region.isEmpty(); }
    bool matches(const Offer& offer, const Catalogue& catalogue) const;
};

// The catalogue with only the offers `filter` keeps (and the tiers of those offers).
Catalogue filteredCatalogue(const Catalogue& catalogue, const OfferFilter& filter);

} // namespace Kova
