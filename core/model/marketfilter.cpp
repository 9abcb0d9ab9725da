#include "model/marketfilter.h"

using namespace Qt::StringLiterals;

namespace Kova {

QStringList MarketFilter::wordsOf(const QString& text)
{
    return text.toLower().split(u' ', Qt::SkipEmptyParts);
}

bool MarketFilter::accepts(const Offer& o, const QString& offerWords) const
{
    if (!gpuId.isEmpty() && o.gpuId != gpuId)
        return false;
    if (!provider.isEmpty() && o.provider.compare(provider, Qt::CaseInsensitive) != 0)
        return false;
    if (!region.isEmpty() && o.region.compare(region, Qt::CaseInsensitive) != 0)
        return false;
    if (mode && !o.prices.has(*mode))
        return false;
    if (link && o.intraNodeLink != *link)
        return false;
    if (network && o.network != *network)
        return false;
    if (minGpus > 0 && o.maxContiguousGpus && *o.maxContiguousGpus < minGpus)
        return false;
    for (const QString& w : words)
        if (!offerWords.contains(w))
            return false;
    return true;
}

QString searchWords(const Offer& o, const Catalogue& c)
{
    const GpuModel* gpu = c.gpu(o.gpuId);
    return QStringList { o.id, o.provider, o.name, o.region, o.gpuId, gpu ? gpu->name : QString(),
        QString(keyOf(o.intraNodeLink)), QString(keyOf(o.network)), o.source, o.sourceUrl }
        .join(u' ')
        .toLower();
}

} // namespace Kova
