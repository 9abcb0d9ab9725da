#include "model/catalogue.h"

namespace Kova {

const GpuModel* Catalogue::gpu(const QString& id) const
{
    for (const GpuModel& g : gpus)
        if (g.id == id)
            return &g;
    return nullptr;
}

const Offer* Catalogue::offer(const QString& id) const
{
    for (const Offer& o : offers)
        if (o.id == id)
            return &o;
    return nullptr;
}

const MarketPrice* Catalogue::marketFor(const QString& gpuId) const
{
    for (const MarketPrice& m : market)
        if (m.gpuId == gpuId)
            return &m;
    return nullptr;
}

const Tier* Catalogue::tierOf(const QString& offerId) const
{
    for (const Tier& t : tiers)
        if (t.offerId == offerId)
            return &t;
    return nullptr;
}

} // namespace Kova
