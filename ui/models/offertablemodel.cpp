#include "models/offertablemodel.h"

#include "model/names.h"
#include "plan/offerfilter.h"
#include "plan/offerrows.h"
#include "text/format.h"
#include "text/planwording.h"
#include "widgets/plainmessage.h"
#include "widgets/retranslation.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QUrl>
#include <QtConcurrentRun>
#include <cmath>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
PurchaseMode modeOfColumn(int column)
{
    return PurchaseMode(column - OfferTableModel::OnDemandColumn);
}

bool isPriceColumn(int column)
{
    return column >= OfferTableModel::OnDemandColumn && column <= OfferTableModel::ReservedColumn;
}

// Columns sorted by their text rather than by a number.
bool isTextColumn(int column)
{
    return column == OfferTableModel::OfferColumn || column == OfferTableModel::RegionColumn
        || column == OfferTableModel::GpuColumn || column == OfferTableModel::SourceColumn;
}

const PriceTrend* trendIn(const QHash<QString, PriceTrend>& trends, const Offer& o, int column)
{
    const auto it = trends.constFind(priceKey(o.id, modeOfColumn(column)));
    return it == trends.cend() ? nullptr : &it.value();
}

// Whether the price cell shows the offer's flag: a price far below the median on demand, a copied one on spot.
bool flagsOutlier(const PriceCheck& check, int column)
{
    return (check.outlier == PriceOutlier::FarBelowMedian && column == OfferTableModel::OnDemandColumn)
        || (check.outlier == PriceOutlier::SpotEqualsOnDemand && column == OfferTableModel::SpotColumn);
}

// A sort key after every real value: a price the offer does not have.
constexpr double NoValue = 1e18;

} // namespace

OfferTableModel::OfferTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
    connect(&m_preparing, &QFutureWatcher<PreparedTexts>::finished, this, &OfferTableModel::takePrepared);
}

void OfferTableModel::setCatalogue(std::shared_ptr<const Catalogue> catalogue, QDate today)
{
    beginResetModel();
    m_in.catalogue = std::move(catalogue);
    m_in.today = today;
    m_in.quotes.clear();
    m_in.priceChecks.clear();
    m_in.standsFor.clear(); // each offer on its row until the new catalogue's folds are made
    m_in.foldedRegions.clear();
    m_searchWords.clear();
    ++m_catalogueGeneration;
    forgetTexts(0, NUM_COLUMNS - 1);
    endResetModel();
}

void OfferTableModel::retranslate()
{
    forgetTexts(0, NUM_COLUMNS - 1);
    announceNewTexts(this);
}

void OfferTableModel::forgetTexts(int firstColumn, int lastColumn)
{
    m_in.locale = QLocale();
    for (int column = firstColumn; column <= lastColumn; ++column) {
        m_texts[column].clear();
        m_rowsByTextLength[column].clear();
        m_numericKeys[column].clear();
        ++m_generations[column];
    }
}

void OfferTableModel::prepareTexts()
{
    if (!m_in.catalogue)
        return;
    if (m_preparing.isRunning()) {
        m_prepareAgain = true;
        return;
    }
    m_prepareAgain = false;
    PreparedTexts work;
    bool any = m_searchWords.isEmpty();
    for (int column = 0; column < NUM_COLUMNS; ++column) {
        // A column made on the GUI thread (to sort by it) has its order by length made from its texts there.
        work.generations[column] = m_texts[column].isEmpty() ? m_generations[column] : 0;
        any = any || work.generations[column] != 0;
    }
    if (!any)
        return;
    work.catalogueGeneration = m_searchWords.isEmpty() ? m_catalogueGeneration : 0;
    m_preparing.setFuture(QtConcurrent::run([in = m_in, work] { return prepared(in, work); }));
}

OfferTableModel::PreparedTexts OfferTableModel::prepared(OfferCellInputs in, PreparedTexts work)
{
    const Catalogue& c = *in.catalogue;
    if (work.catalogueGeneration != 0 && in.priceChecks.isEmpty()) {
        in.priceChecks = work.priceChecks = checkOfferPrices(c);
        foldOffers(in);
        work.standsFor = in.standsFor;
        work.foldedRegions = in.foldedRegions;
    }
    for (int column = 0; column < NUM_COLUMNS; ++column) {
        if (work.generations[column] == 0)
            continue;
        QStringList& texts = work.texts[column];
        texts.reserve(c.offers.size());
        for (int row = 0; row < c.offers.size(); ++row)
            texts.append(display(in, row, column));
        work.rowsByTextLength[column] = longestFirst(texts);
    }
    if (work.catalogueGeneration != 0) {
        work.searchWords.reserve(c.offers.size());
        for (const Offer& o : c.offers)
            work.searchWords.append(searchWords(o, c));
    }
    return work;
}

void OfferTableModel::takePrepared()
{
    PreparedTexts done = m_preparing.result();
    QList<int> ready;
    QList<int> madeThere; // the columns whose texts are the worker's, made with the catalogue's facts
    for (int column = 0; column < NUM_COLUMNS; ++column) {
        if (done.generations[column] != m_generations[column] || !m_rowsByTextLength[column].isEmpty())
            continue; // made for inputs that have changed since, or already made here
        if (m_texts[column].isEmpty()) {
            m_texts[column] = std::move(done.texts[column]);
            madeThere.append(column);
        }
        m_rowsByTextLength[column] = std::move(done.rowsByTextLength[column]);
        ready.append(column);
    }
    if (done.catalogueGeneration == m_catalogueGeneration && m_searchWords.isEmpty())
        m_searchWords = std::move(done.searchWords);
    takeCatalogueFacts(done, madeThere);
    if (!ready.isEmpty())
        Q_EMIT textsPrepared(ready);
    if (m_prepareAgain)
        prepareTexts();
}

void OfferTableModel::foldOffers(OfferCellInputs& in)
{
    const Catalogue& c = *in.catalogue;
    QList<int> all(c.offers.size());
    std::iota(all.begin(), all.end(), 0);
    in.standsFor = all;
    for (const OfferRow& row : foldRegions(c, all)) {
        for (int offer : row.offers)
            in.standsFor[offer] = row.offers.first();
        if (row.offers.size() > 1)
            in.foldedRegions.insert(row.offers.first(), row.regions);
    }
}

// The price checks and the region folds, made with the catalogue's first texts: the price and region texts made
// here before them are made again.
void OfferTableModel::takeCatalogueFacts(PreparedTexts& done, const QList<int>& madeThere)
{
    if (done.catalogueGeneration != m_catalogueGeneration || !m_in.priceChecks.isEmpty() || done.priceChecks.isEmpty())
        return;
    m_in.priceChecks = std::move(done.priceChecks);
    m_in.standsFor = std::move(done.standsFor);
    m_in.foldedRegions = std::move(done.foldedRegions);
    for (int column : { int(OnDemandColumn), int(SpotColumn), int(RegionColumn) })
        if (!madeThere.contains(column)) {
            forgetTexts(column, column);
            m_prepareAgain = true;
        }
    Q_EMIT foldsChanged();
}

void OfferTableModel::setQuotes(QList<OfferQuote> quotes, PurchaseMode mode, int gpus, bool reorder)
{
    if (!m_in.catalogue || (!quotes.isEmpty() && quotes.size() != m_in.catalogue->offers.size()))
        return;
    if (!reorder && quotes.size() == m_in.quotes.size() && !quotes.isEmpty()) {
        // The rows keep their order (no view sorts by these columns): only the two columns change, and a proxy
        // sorted or filtered by other columns keeps its mapping.
        m_in.quotes = std::move(quotes);
        m_in.quoteMode = mode;
        m_in.quoteGpus = gpus;
        forgetTexts(TotalColumn, WallClockColumn);
        Q_EMIT dataChanged(index(0, TotalColumn), index(rowCount() - 1, WallClockColumn));
        return;
    }
    // Every row's total changes at once: one layout change lets a proxy sorted by total sort once, where
    // dataChanged would have it move thousands of rows one range at a time.
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    m_in.quotes = std::move(quotes);
    m_in.quoteMode = mode;
    m_in.quoteGpus = gpus;
    forgetTexts(TotalColumn, WallClockColumn);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void OfferTableModel::setCurrentOffer(const QString& offerId)
{
    if (offerId == m_currentOffer)
        return;
    const int before = rowOf(m_currentOffer);
    m_currentOffer = offerId;
    for (int row : { before, rowOf(offerId) })
        if (row >= 0)
            Q_EMIT dataChanged(index(row, 0), index(row, NUM_COLUMNS - 1), { Qt::FontRole });
    if (!m_in.foldedRegions.isEmpty())
        Q_EMIT foldsChanged(); // the current offer has a row of its own
}

const OfferQuote* OfferTableModel::quoteAt(int row) const
{
    return row < m_in.quotes.size() ? &m_in.quotes.at(row) : nullptr;
}

int OfferTableModel::quoteRank(int row) const
{
    const OfferQuote* q = quoteAt(row);
    return !q || !q->sold ? 2 : q->runs() ? 0 : 1;
}

const QString& OfferTableModel::searchWordsAt(int row) const
{
    if (m_searchWords.isEmpty() && m_in.catalogue) {
        m_searchWords.reserve(m_in.catalogue->offers.size());
        for (const Offer& o : m_in.catalogue->offers)
            m_searchWords.append(searchWords(o, *m_in.catalogue));
    }
    return m_searchWords.at(row);
}

const QString& OfferTableModel::text(int row, int column) const
{
    QStringList& texts = m_texts[column];
    if (texts.isEmpty() && m_in.catalogue) {
        texts.reserve(m_in.catalogue->offers.size());
        for (int r = 0; r < m_in.catalogue->offers.size(); ++r)
            texts.append(display(m_in, r, column));
    }
    return texts.at(row);
}

QList<int> OfferTableModel::longestFirst(const QStringList& texts)
{
    QList<int> rows(texts.size());
    std::iota(rows.begin(), rows.end(), 0);
    std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) { return texts[a].size() > texts[b].size(); });
    return rows;
}

const QList<int>& OfferTableModel::rowsByTextLength(int column) const
{
    QList<int>& rows = m_rowsByTextLength[column];
    if (rows.isEmpty() && !m_texts[column].isEmpty())
        rows = longestFirst(m_texts[column]);
    return rows;
}

double OfferTableModel::numericKey(const Offer& o, int row, int column) const
{
    switch (column) {
    case TierColumn: {
        const Tier* tier = m_in.catalogue->tierOf(o.id);
        return tier ? double(tier - m_in.catalogue->tiers.constData()) : 99.0;
    }
    case VramColumn: {
        const GpuModel* gpu = m_in.catalogue->gpu(o.gpuId);
        return gpu ? gpu->vramGb : 0.0;
    }
    case LinkColumn:
        return int(o.intraNodeLink) * 10000.0 + o.gpusPerNode;
    case NetworkColumn:
        return o.networkGbpsPerGpu;
    case TotalColumn:
    case WallClockColumn: {
        const OfferQuote* q = quoteAt(row);
        if (!q || !q->sold)
            return NoValue;
        return column == TotalColumn ? q->total : q->wallHours; // after those where the run can be had: quoteRank()
    }
    case AvailabilityColumn:
        return int(o.availability);
    case ObservedColumn:
        return o.observed.isValid() ? double(o.observed.toJulianDay()) : 0.0;
    default:
        return isPriceColumn(column) ? o.prices.price(modeOfColumn(column)).value_or(NoValue) : 0.0;
    }
}

bool OfferTableModel::lessThan(int a, int b, int column) const
{
    if (isTextColumn(column))
        return QString::compare(text(a, column), text(b, column), Qt::CaseInsensitive) < 0;
    const QList<double>& keys = numericKeys(column);
    return keys.at(a) < keys.at(b);
}

const QList<double>& OfferTableModel::numericKeys(int column) const
{
    QList<double>& keys = m_numericKeys[column];
    if (keys.isEmpty() && m_in.catalogue) {
        keys.reserve(m_in.catalogue->offers.size());
        for (int row = 0; row < m_in.catalogue->offers.size(); ++row)
            keys.append(numericKey(m_in.catalogue->offers.at(row), row, column));
    }
    return keys;
}

bool OfferTableModel::setTrends(QHash<QString, PriceTrend> trends)
{
    if (trends == m_in.trends) // a catalogue read again, or no history recorded yet
        return false;
    m_in.trends = std::move(trends);
    forgetTexts(OnDemandColumn, ReservedColumn); // their arrows
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, OnDemandColumn), index(rowCount() - 1, ReservedColumn));
    return true;
}

const PriceTrend* OfferTableModel::trendOf(const Offer& o, int column) const
{
    return trendIn(m_in.trends, o, column);
}

QString OfferTableModel::priceToolTip(const Offer& o, int row, int column) const
{
    const QString outlier = flagsOutlier(m_in.priceChecks.value(row), column)
        ? priceOutlierText(m_in.priceChecks.value(row), *m_in.catalogue, o.gpuId, Formatter(QLocale(), o.currency))
        : QString();
    const PriceTrend* t = trendOf(o, column);
    if (!t || !t->previous)
        return outlier;
    if (!outlier.isEmpty())
        return outlier + u'\n' + priceTrendText(*t);
    return priceTrendText(*t);
}

QString OfferTableModel::regionToolTip(int row) const
{
    const QStringList regions = regionsOf(row);
    if (regions.size() < 2)
        return {};
    QStringList names;
    for (const QString& r : regions)
        names << catalogueText(r);
    return tr("Sold alike in %Ln region(s): %1", nullptr, int(names.size())).arg(names.join(listSeparator()));
}

QString OfferTableModel::priceTrendText(const PriceTrend& t)
{
    const Formatter f(QLocale(), t.previous->currency);
    return tr("%1 observed on %2; %3 on %4 before (%5)",
        "price trend: latest price, its date, previous price, its date, change")
        .arg(f.gpuHourRate(t.latest->price), f.date(t.latest->observed), f.gpuHourRate(t.previous->price),
            f.date(t.previous->observed), f.locale().toString(*t.change(), 'f', 3));
}

int OfferTableModel::rowOf(const QString& offerId) const
{
    if (!m_in.catalogue)
        return -1;
    for (int i = 0; i < m_in.catalogue->offers.size(); ++i)
        if (m_in.catalogue->offers[i].id == offerId)
            return i;
    return -1;
}

int OfferTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_in.catalogue ? 0 : int(m_in.catalogue->offers.size());
}

int OfferTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant OfferTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Offer& o = m_in.catalogue->offers.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return m_texts[column].isEmpty() ? display(m_in, index.row(), column) : m_texts[column].at(index.row());
    case SortRole:
        return sortKey(o, index.row(), column);
    case OfferIdRole:
        return o.id;
    case UrlRole:
        return o.sourceUrl;
    case Qt::ToolTipRole:
        if (column == SourceColumn)
            // The source and the tier's reason come from the catalogue's feeds: shown as plain text.
            return plainToolTip(o.sourceUrl.isEmpty() ? o.source : QString(o.source + u"\n"_s + o.sourceUrl));
        if (column == TierColumn) {
            const Tier* tier = m_in.catalogue->tierOf(o.id);
            return tier ? plainToolTip(tierToolTip(o, *tier)) : QVariant();
        }
        if (column == RegionColumn)
            return plainToolTip(regionToolTip(index.row()));
        if (isPriceColumn(column))
            return plainToolTip(priceToolTip(o, index.row(), column)); // names the GPU: plain text
        if (column == TotalColumn || column == WallClockColumn) // it names the provider: plain text
            return plainToolTip(totalToolTip(o, index.row()));
        return {};
    case Qt::TextAlignmentRole:
        if (column == VramColumn || isPriceColumn(column) || column == TotalColumn || column == WallClockColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (column == SourceColumn && !o.sourceUrl.isEmpty()) // a link, in the theme's colour for links
            return QGuiApplication::palette().color(QPalette::Link);
        if ((column == TotalColumn || column == WallClockColumn) && quoteRank(index.row()) == 1)
            return QGuiApplication::palette().color(QPalette::PlaceholderText); // a total the run cannot have there
        return {};
    case Qt::FontRole: {
        // The current offer in bold; a total priced in another mode than the scenario's (on demand) in italics.
        const OfferQuote* q = column == TotalColumn || column == WallClockColumn ? quoteAt(index.row()) : nullptr;
        const bool current = !m_currentOffer.isEmpty() && o.id == m_currentOffer;
        const bool instead = q && q->sold && q->mode != m_in.quoteMode;
        if (!current && !instead)
            return {};
        QFont font;
        font.setBold(current);
        font.setItalic(instead);
        return font;
    }
    default:
        return {};
    }
}

void OfferTableModel::setTierRanking(QList<TierRank> tiers)
{
    m_tierRanking = std::move(tiers);
}

QString OfferTableModel::tierToolTip(const Offer& o, const Tier& tier) const
{
    QString tip = tierReason(tier);
    const auto it = std::find_if(m_tierRanking.cbegin(), m_tierRanking.cend(),
        [&](const TierRank& r) { return r.tierId == tier.id && r.offerId == o.id; });
    if (it == m_tierRanking.cend())
        return tip;
    const TierRank& r = *it;
    const Formatter f(QLocale(), m_in.catalogue->currency);
    const GpuModel* gpu = m_in.catalogue->gpu(o.gpuId);
    const QString gpuName = gpu ? gpu->name : o.gpuId;
    if (const auto perPflop = r.costPerEflop(r.atTier))
        tip += u'\n'
            + tr("For this run: rank %1 of %2 tiers, %3 (%4 per useful EFLOP)")
                  .arg(int(it - m_tierRanking.cbegin()) + 1)
                  .arg(m_tierRanking.size())
                  .arg(f.money(r.atTier.total), f.money(*perPflop));
    const Offer* best = m_in.catalogue->offer(r.bestOfferId);
    if (!best)
        tip += u'\n' + tr("No %1 offer of the catalogue can run this scenario.").arg(gpuName);
    else if (best->id == o.id)
        tip += u'\n' + tr("The cheapest %1 offer of the catalogue for this run.").arg(gpuName);
    else
        tip += u'\n'
            + tr("The cheapest %1 offer of the catalogue for this run: %2 — %3 (%4), %5 (%6 per useful EFLOP)")
                  .arg(gpuName, best->provider, best->name, catalogueText(best->region), f.money(r.atBest.total),
                      f.money(r.costPerEflop(r.atBest).value_or(0)));
    return tip;
}

QString OfferTableModel::totalToolTip(const Offer& o, int row) const
{
    const OfferQuote* q = quoteAt(row);
    if (!q)
        return {};
    if (!q->sold)
        return tr("%1 does not sell %2 capacity", "offer, purchase mode")
            .arg(o.provider, purchaseModeName(m_in.quoteMode));
    QString total
        = tr("This scenario on %Ln GPU(s) of this offer, %1", nullptr, m_in.quoteGpus).arg(purchaseModeName(q->mode));
    if (q->mode != m_in.quoteMode)
        total += u'\n'
            + tr("Priced on demand: %1 does not sell %2 capacity.", "offer, purchase mode")
                  .arg(o.provider, purchaseModeName(m_in.quoteMode));
    QString tip = total;
    if (!q->runs())
        tip += u'\n'
            + tr("Cannot run here: %1")
                  .arg(runObstacleText(q->obstacle, o, m_in.quoteGpus, Formatter(QLocale(), o.currency)));
    if (!o.volumePerGbMonth || !o.ingressPerGb)
        tip += u'\n' + tr("Not included: the catalogue gives no storage or transfer price for this offer.");
    return tip;
}

QString OfferTableModel::display(const OfferCellInputs& in, int row, int column)
{
    const Offer& o = in.catalogue->offers.at(row);
    const Formatter f(in.locale, o.currency);
    const GpuModel* gpu = in.catalogue->gpu(o.gpuId);
    switch (column) {
    case TierColumn: {
        const Tier* tier = in.catalogue->tierOf(o.id);
        return tier ? tierName(tier->id) : QString();
    }
    case OfferColumn:
        return offerTitle(o);
    case RegionColumn: {
        const QString region = catalogueText(o.region); // "multi-region" in the report's words
        const qsizetype regions = in.foldedRegions.value(row).size();
        return regions > 1 ? tr("%1 and %Ln other region(s)", nullptr, int(regions - 1)).arg(region) : region;
    }
    case GpuColumn:
        return gpu ? gpu->name : o.gpuId;
    case VramColumn:
        return gpu ? f.gb(gpu->vramGb) : QString();
    case LinkColumn:
        return tr("%1, %Ln per node", nullptr, o.gpusPerNode).arg(linkName(o.intraNodeLink));
    case NetworkColumn:
        if (o.network == ClusterNetwork::None || o.networkGbpsPerGpu <= 0)
            return clusterNetworkName(o.network);
        return tr("%1, %2 Gb/s per GPU").arg(clusterNetworkName(o.network), compact(o.networkGbpsPerGpu, in.locale, 0));
    case OnDemandColumn:
    case InterruptibleColumn:
    case SpotColumn:
    case ReservedColumn: {
        const auto price = o.prices.price(modeOfColumn(column));
        if (!price)
            return QString();
        const PriceTrend* t = trendIn(in.trends, o, column);
        const PriceDirection d = t ? t->direction : PriceDirection::Unknown;
        const QString arrow = d == PriceDirection::Down ? u"▼ "_s : d == PriceDirection::Up ? u"▲ "_s : QString();
        const QString flag = flagsOutlier(in.priceChecks.value(row), column) ? u"⚠ "_s : QString();
        return QString(flag + arrow + f.gpuHourRate(*price));
    }
    case TotalColumn:
    case WallClockColumn: {
        const OfferQuote* q = row < in.quotes.size() ? &in.quotes.at(row) : nullptr;
        if (!q || !q->sold)
            return QString();
        if (column == WallClockColumn)
            return f.hours(std::round(q->wallHours * 10) / 10);
        // The marker of a total the run cannot have there; the tooltip says why.
        return q->runs() ? f.money(q->total) : QString(u"✕ "_s + f.money(q->total));
    }
    case AvailabilityColumn:
        return o.maxContiguousGpus
            ? tr("%1, up to %Ln GPU(s)", nullptr, *o.maxContiguousGpus).arg(availabilityName(o.availability))
            : availabilityName(o.availability);
    case SourceColumn: {
        const QString host = QUrl(o.sourceUrl).host();
        return host.isEmpty() ? o.source : host;
    }
    case ObservedColumn:
        if (!o.observed.isValid())
            return QString();
        return tr("%1 (%Ln day(s) ago)", nullptr, int(o.observed.daysTo(in.today))).arg(f.date(o.observed));
    default:
        return {};
    }
}

QVariant OfferTableModel::sortKey(const Offer& o, int row, int column) const
{
    if (isTextColumn(column))
        return text(row, column);
    return numericKey(o, row, column);
}

QVariant OfferTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TierColumn:
        return tr("Tier");
    case OfferColumn:
        return tr("Offer");
    case RegionColumn:
        return tr("Region");
    case GpuColumn:
        return tr("GPU");
    case VramColumn:
        return tr("VRAM");
    case LinkColumn:
        return tr("Link in node");
    case NetworkColumn:
        return tr("Cluster network");
    case OnDemandColumn:
    case InterruptibleColumn:
    case SpotColumn:
    case ReservedColumn:
        //: Header of a price column: a purchase mode's price per GPU-hour.
        return tr("%1 /GPU-h").arg(purchaseModeTitle(modeOfColumn(section)));
    case TotalColumn:
        //: Header: what the open scenario costs in all at each offer.
        return tr("Scenario total");
    case WallClockColumn:
        //: Header: how long the open scenario takes at each offer.
        return tr("Wall-clock");
    case AvailabilityColumn:
        return tr("Availability");
    case SourceColumn:
        return tr("Source");
    case ObservedColumn:
        return tr("Price observed");
    default:
        return {};
    }
}

} // namespace Kova
