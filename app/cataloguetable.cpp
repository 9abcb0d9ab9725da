#include "app/cataloguetable.h"

#include "model/names.h"
#include "model/network.h"
#include "plan/marketplanner.h"
#include "plan/offerrows.h"
#include "plan/priceoutlier.h"
#include "text/format.h"
#include "text/planwording.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct TableText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::CatalogueTable)
};

// One line of the table, with what it is sorted by.
struct Line
{
    OfferRow row;
    std::optional<double> lowest; // the lowest price per GPU-hour over the modes sold
    std::optional<double> total;
    bool runs = true; // the scenario can run at the row's offer (sorted by total before those where it cannot)
    QStringList notes;
};

std::optional<double> lowestPrice(const Offer& o)
{
    std::optional<double> low;
    for (PurchaseMode m : AllPurchaseModes)
        if (const auto p = o.prices.price(m); p && (!low || *p < *low))
            low = p;
    return low;
}

// The scenario's total at every offer: in its own mode, or on demand (marked) where that mode is not sold.
void addTotals(QList<Line>& lines, const Catalogue& c, const CatalogueTableRequest& request, const Formatter& f)
{
    const Scenario& s = *request.scenario;
    PlanSpace space;
    space.allowUnconfirmedNetwork = request.allowUnconfirmedNetwork;
    const QList<OfferQuote> quotes = quoteOffersOrOnDemand(s, c, space);
    for (Line& line : lines) {
        const int oi = line.row.offers.first();
        const Offer& o = c.offers[oi];
        const OfferQuote& q = quotes[oi];
        const bool instead = q.mode != s.mode;
        line.runs = q.runs();
        if (!q.sold)
            continue;
        if (!q.fits) {
            line.notes << TableText::tr("does not fit in memory");
            continue;
        }
        line.total = q.total;
        if (!q.runs())
            line.notes << TableText::tr("cannot run: %1").arg(runObstacleName(q.obstacle));
        if (instead)
            line.notes << TableText::tr("total on demand: no %1").arg(purchaseModeName(s.mode));
        PlanCandidate p;
        p.gpus = s.cluster.gpus;
        p.gpusPerNode = o.gpusPerNode;
        p.networkUnconfirmed = networkUnknown(s, o, s.cluster.gpus);
        if (p.multiNode())
            line.notes << planNetworkText(o, p, f);
    }
}

bool sortedBefore(const Line& a, const Line& b, const QString& sort, const Catalogue& c)
{
    const Offer& x = c.offers[a.row.offers.first()];
    const Offer& y = c.offers[b.row.offers.first()];
    // A missing figure sorts last.
    auto byValue = [](std::optional<double> u, std::optional<double> v) {
        return u.value_or(std::numeric_limits<double>::infinity())
            < v.value_or(std::numeric_limits<double>::infinity());
    };
    if (sort == "on_demand"_L1)
        return byValue(x.prices.price(PurchaseMode::OnDemand), y.prices.price(PurchaseMode::OnDemand));
    if (sort == "spot"_L1)
        return byValue(x.prices.price(PurchaseMode::Spot), y.prices.price(PurchaseMode::Spot));
    if (sort == "total"_L1)
        return a.runs != b.runs ? a.runs : byValue(a.total, b.total);
    if (sort == "gpu"_L1)
        return x.gpuId != y.gpuId ? x.gpuId < y.gpuId : byValue(a.lowest, b.lowest);
    if (sort == "provider"_L1)
        return x.provider.compare(y.provider, Qt::CaseInsensitive) < 0;
    return byValue(a.lowest, b.lowest);
}

QString regionsText(const QStringList& regions)
{
    constexpr qsizetype Shown = 3;
    const QString first = regions.mid(0, Shown).join(listSeparator());
    return regions.size() <= Shown ? first
                                   : TableText::tr("%1 and %Ln more", nullptr, int(regions.size() - Shown)).arg(first);
}

} // namespace

QStringList catalogueTableSorts()
{
    return { u"price"_s, u"on_demand"_s, u"spot"_s, u"total"_s, u"gpu"_s, u"provider"_s };
}

QString catalogueTable(const Catalogue& c, const CatalogueTableRequest& request, const QLocale& locale)
{
    const Formatter f(locale, c.currency);
    QList<int> all(c.offers.size());
    std::iota(all.begin(), all.end(), 0);
    const QList<PriceCheck> checks = checkOfferPrices(c);
    QList<Line> lines;
    for (const OfferRow& row : foldRegions(c, all)) {
        const Offer& o = c.offers[row.offers.first()];
        Line line { row, lowestPrice(o), std::nullopt, true, {} };
        if (const QString outlier = priceOutlierText(checks[row.offers.first()], c, o.gpuId, f); !outlier.isEmpty())
            line.notes << outlier;
        lines.append(line);
    }
    if (request.scenario)
        addTotals(lines, c, request, f);
    std::stable_sort(
        lines.begin(), lines.end(), [&](const Line& a, const Line& b) { return sortedBefore(a, b, request.sort, c); });
    if (request.top > 0 && lines.size() > request.top)
        lines.resize(request.top);

    QList<QStringList> cells;
    QStringList header { TableText::tr("Provider"), TableText::tr("Offer"), TableText::tr("GPU"),
        TableText::tr("On demand"), TableText::tr("Spot"), TableText::tr("Observed"), TableText::tr("Regions") };
    if (request.scenario)
        header << TableText::tr("Total");
    header << TableText::tr("Notes");
    cells.append(header);
    for (const Line& line : lines) {
        const Offer& o = c.offers[line.row.offers.first()];
        const GpuModel* gpu = c.gpu(o.gpuId);
        auto price = [&](PurchaseMode m) { return o.prices.has(m) ? f.gpuHourRate(*o.prices.price(m)) : u"—"_s; };
        QStringList row { terminalSafe(o.provider), terminalSafe(offerName(o)), gpu ? gpu->name : o.gpuId,
            price(PurchaseMode::OnDemand), price(PurchaseMode::Spot), f.date(o.observed),
            terminalSafe(regionsText(line.row.regions)) };
        if (request.scenario)
            row << (line.total ? f.money(*line.total) : u"—"_s);
        row << line.notes.join(listSeparator());
        cells.append(row);
    }
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList& row : std::as_const(cells))
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].size());
    QString text;
    for (const QStringList& row : std::as_const(cells)) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 == row.size() ? row[i] : row[i].leftJustified(widths[i] + 2, u' ');
        text += line.trimmed() + u'\n';
    }
    text += TableText::tr("%Ln row(s) shown of %1 offers.", nullptr, int(lines.size()))
                .arg(locale.toString(c.offers.size()))
        + u'\n';
    return text;
}

} // namespace Kova
