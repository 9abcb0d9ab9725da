#include "plan/offerfilter.h"

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

bool textMatches(const QString& value, const QString& wanted, OfferFilter::Match match)
{
    return match == OfferFilter::Match::Whole ? value.compare(wanted, Qt::CaseInsensitive) == 0
                                              : value.contains(wanted, Qt::CaseInsensitive);
}

bool gpuMatches(const Offer& o, const Catalogue& c, const QString& wanted, OfferFilter::Match match)
{
    if (textMatches(o.gpuId, wanted, match))
        return true;
    if (match == OfferFilter::Match::Whole)
        return false;
    const GpuModel* g = c.gpu(o.gpuId);
    return g && g->name.contains(wanted, Qt::CaseInsensitive);
}

} // namespace

QStringList OfferFilter::wordsOf(const QString& text)
{
    return text.toLower().split(u' ', Qt::SkipEmptyParts);
}

bool OfferFilter::isEmpty() const
{
    return gpu.isEmpty() && provider.isEmpty() && region.isEmpty() && !mode && !link && !network && minGpus <= 0
        && words.isEmpty();
}

bool OfferFilter::accepts(const Offer& o, const Catalogue& c, const QString& offerWords) const
{
    if (!provider.isEmpty() && !textMatches(o.provider, provider, match))
        return false;
    if (!region.isEmpty() && !textMatches(o.region, region, match))
        return false;
    if (mode && !o.prices.has(*mode))
        return false;
    if (link && o.intraNodeLink != *link)
        return false;
    if (network && o.network != *network)
        return false;
    if (minGpus > 0 && o.maxContiguousGpus && *o.maxContiguousGpus < minGpus)
        return false;
    if (!gpu.isEmpty() && !gpuMatches(o, c, gpu, match))
        return false;
    for (const QString& w : words)
        if (!offerWords.contains(w))
            return false;
    return true;
}

bool OfferFilter::matches(const Offer& o, const Catalogue& c) const
{
    return accepts(o, c, words.isEmpty() ? QString() : searchWords(o, c));
}

QString searchWords(const Offer& o, const Catalogue& c)
{
    const GpuModel* gpu = c.gpu(o.gpuId);
    return QStringList { o.id, o.provider, o.name, o.region, o.gpuId, gpu ? gpu->name : QString(),
        QString(keyOf(o.intraNodeLink)), QString(keyOf(o.network)), o.source, o.sourceUrl }
        .join(u' ')
        .toLower();
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
