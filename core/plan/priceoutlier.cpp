#include "plan/priceoutlier.h"

#include <QHash>
#include <algorithm>

namespace Kova {

namespace {

double medianOf(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

QList<PriceCheck> checkOfferPrices(const Catalogue& c)
{
    QHash<QString, QList<double>> byGpu;
    for (const Offer& o : c.offers)
        if (const auto p = o.prices.price(PurchaseMode::OnDemand))
            byGpu[o.gpuId].append(*p);
    QHash<QString, double> medians;
    for (auto it = byGpu.cbegin(); it != byGpu.cend(); ++it) {
        if (it.value().size() >= MinOffersForMedian)
            medians.insert(it.key(), medianOf(it.value()));
        else if (const MarketPrice* m = c.marketFor(it.key()); m && m->onDemandMedian)
            medians.insert(it.key(), *m->onDemandMedian);
    }
    QList<PriceCheck> out(c.offers.size());
    for (qsizetype i = 0; i < c.offers.size(); ++i) {
        const Offer& o = c.offers[i];
        const auto onDemand = o.prices.price(PurchaseMode::OnDemand);
        PriceCheck& check = out[i];
        check.median = medians.value(o.gpuId, 0);
        if (!onDemand || check.median <= 0)
            continue;
        check.price = *onDemand;
        if (*onDemand < check.median * OutlierShareOfMedian)
            check.outlier = PriceOutlier::FarBelowMedian;
        else if (o.prices.price(PurchaseMode::Spot) == onDemand && *onDemand < check.median * SpotCopyShareOfMedian)
            check.outlier = PriceOutlier::SpotEqualsOnDemand;
    }
    return out;
}

} // namespace Kova
