#include "model/offerfilter.h"

namespace Kova {

bool OfferFilter::matches(const Offer& offer, const Catalogue& catalogue) const
{
    if (!provider.isEmpty() && !offer.provider.contains(provider, Qt::CaseInsensitive))
        return false;
    if (!region.isEmpty() && !offer.region.contains(region, Qt::CaseInsensitive))
        return false;
    if (gpu.isEmpty())
        return true;
    const GpuModel* g = catalogue.gpu(offer.gpuId);
    return offer.gpuId.contains(gpu, Qt::CaseInsensitive) || (g && g->name.contains(gpu, Qt::CaseInsensitive));
}

Catalogue filteredCatalogue(const Catalogue& catalogue, const OfferFilter& filter)
{
    Catalogue out = catalogue;
    if (filter.isEmpty())
        return out;
    out.offers.clear();
    for (const Offer& o : catalogue.offers)
        if (filter.matches(o, catalogue))
            out.offers.append(o);
    out.tiers.removeIf([&](const Tier& t) { return !out.offer(t.offerId); });
    return out;
}

} // namespace Kova
