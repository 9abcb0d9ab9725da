#include "plan/offerrows.h"

#include <QHash>

namespace Kova {

namespace {

// What tells two offers apart once their id and region are set aside.
QString sameSaleKey(const Offer& o)
{
    QStringList parts { o.provider, o.name, o.gpuId, QString::number(o.gpusPerNode),
        QString::number(int(o.intraNodeLink)), QString::number(int(o.network)),
        QString::number(o.networkGbpsPerGpu, 'g', 17), o.networkSource,
        o.rentalUnit ? QString::number(int(*o.rentalUnit)) : QString(),
        o.multiNode ? QString::number(*o.multiNode) : QString(), QString::number(int(o.availability)),
        o.maxContiguousGpus ? QString::number(*o.maxContiguousGpus) : QString(), o.observed.toString(Qt::ISODate),
        o.currency, o.source, o.sourceUrl, o.feed, QString::number(o.prices.reservedTermMonths) };
    for (PurchaseMode m : AllPurchaseModes)
        parts << (o.prices.has(m) ? QString::number(*o.prices.price(m), 'g', 17) : QString());
    for (const auto& v : { o.volumePerGbMonth, o.ingressPerGb, o.egressPerGb })
        parts << (v ? QString::number(*v, 'g', 17) : QString());
    for (const ReservedTerm& t : o.prices.reservedTerms)
        parts << QString::number(t.months) << QString::number(t.perGpuHour, 'g', 17)
              << QString::number(t.upfrontPerGpu, 'g', 17);
    return parts.join(QChar(0x1f));
}

} // namespace

QList<OfferRow> foldRegions(const Catalogue& c, const QList<int>& offers)
{
    QList<OfferRow> rows;
    QHash<QString, qsizetype> rowOf;
    for (int index : offers) {
        const Offer& o = c.offers.at(index);
        const QString key = sameSaleKey(o);
        auto at = rowOf.constFind(key);
        if (at == rowOf.cend()) {
            at = rowOf.insert(key, rows.size());
            rows.append(OfferRow {});
        }
        OfferRow& row = rows[*at];
        row.offers.append(index);
        if (!o.region.isEmpty() && !row.regions.contains(o.region))
            row.regions.append(o.region);
    }
    return rows;
}

} // namespace Kova
