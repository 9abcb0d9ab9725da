#include "sources/cataloguemerge.h"

#include "io/skypilotcatalogue.h"

#include <QHash>
#include <QSet>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Kova {

bool sameTerms(const Offer& a, const Offer& b)
{
    return a.prices.perGpuHour == b.prices.perGpuHour && a.prices.reservedTermMonths == b.prices.reservedTermMonths
        && a.prices.reservedTerms == b.prices.reservedTerms && a.gpuId == b.gpuId && a.gpusPerNode == b.gpusPerNode
        && a.currency == b.currency && a.volumePerGbMonth == b.volumePerGbMonth && a.ingressPerGb == b.ingressPerGb
        && a.egressPerGb == b.egressPerGb;
}

QString publicationOf(const Offer& offer)
{
    const QString skyPilot = skyPilotCatalogueOf(QUrl(offer.sourceUrl));
    if (!skyPilot.isEmpty())
        return u"skypilot:"_s + skyPilot;
    return offer.sourceUrl.isEmpty() ? offer.source : offer.sourceUrl;
}

namespace {

// A SkyPilot catalogue lists every offer its provider sells: an offer an earlier copy of the same catalogue
// had, and a copy as new or newer lacks, was withdrawn (not kept from the embedded excerpt).
void dropWithdrawn(Catalogue& c, const Catalogue& feed)
{
    QHash<QString, QDate> newest; // publication -> the feed copy's date
    QSet<QString> listed;
    for (const Offer& o : feed.offers) {
        listed.insert(o.id);
        if (const QString p = publicationOf(o); p.startsWith("skypilot:"_L1) && newest.value(p) < o.observed)
            newest.insert(p, o.observed);
    }
    if (newest.isEmpty())
        return;
    c.offers.removeIf([&](const Offer& o) {
        const auto at = newest.constFind(publicationOf(o));
        return at != newest.cend() && !listed.contains(o.id) && !(*at < o.observed);
    });
}

} // namespace

MergedCatalogue mergeCatalogues(const Catalogue& base, const QList<Catalogue>& feeds)
{
    MergedCatalogue out { base, {} };
    Catalogue& c = out.catalogue;
    QHash<QString, qsizetype> offerIndex;
    for (const Catalogue& feed : feeds) {
        dropWithdrawn(c, feed);
        offerIndex.clear();
        for (qsizetype i = 0; i < c.offers.size(); ++i)
            offerIndex.insert(c.offers[i].id, i);
        for (const GpuModel& g : feed.gpus)
            if (!c.gpu(g.id))
                c.gpus.append(g);
        for (const Offer& o : feed.offers) {
            const auto at = offerIndex.constFind(o.id);
            if (at == offerIndex.cend()) {
                offerIndex.insert(o.id, c.offers.size());
                c.offers.append(o);
                continue;
            }
            Offer& current = c.offers[*at];
            const bool newer = !(o.observed < current.observed);
            if (o.observed == current.observed && !sameTerms(current, o) && publicationOf(current) != publicationOf(o))
                out.conflicts.append(OfferConflict { o.id, o, current });
            if (newer)
                current = o;
        }
        for (const MarketPrice& m : feed.market) {
            const auto it = std::find_if(
                c.market.begin(), c.market.end(), [&](const MarketPrice& x) { return x.gpuId == m.gpuId; });
            if (it == c.market.end())
                c.market.append(m);
            else if (!(m.observed < it->observed))
                *it = m;
        }
        for (const UnmodelledGpu& u : feed.unmodelled) {
            c.unmodelled.removeIf(
                [&](const UnmodelledGpu& x) { return x.provider == u.provider && x.accelerator == u.accelerator; });
            c.unmodelled.append(u);
        }
        for (const Tier& t : feed.tiers)
            if (std::none_of(c.tiers.begin(), c.tiers.end(), [&](const Tier& x) { return x.id == t.id; }))
                c.tiers.append(t);
        if (feed.generated > c.generated)
            c.generated = feed.generated;
    }
    return out;
}

QList<OfferChange> compareCatalogues(const Catalogue& before, const Catalogue& after)
{
    QList<OfferChange> changes;
    for (const Offer& o : after.offers) {
        const Offer* old = before.offer(o.id);
        if (!old) {
            changes.append({ .kind = OfferChange::Kind::Added, .offerId = o.id });
            continue;
        }
        for (PurchaseMode m : AllPurchaseModes)
            if (old->prices.price(m) != o.prices.price(m))
                changes.append({ .kind = OfferChange::Kind::PriceChanged,
                    .offerId = o.id,
                    .mode = m,
                    .before = old->prices.price(m),
                    .after = o.prices.price(m) });
    }
    for (const Offer& o : before.offers)
        if (!after.offer(o.id))
            changes.append({ .kind = OfferChange::Kind::Removed, .offerId = o.id });
    return changes;
}

} // namespace Kova
