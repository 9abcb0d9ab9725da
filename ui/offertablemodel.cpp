#include "offertablemodel.h"

#include "model/names.h"
#include "plainmessage.h"
#include "text/format.h"

#include <QGuiApplication>
#include <QPalette>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
PurchaseMode modeOfColumn(int column)
{
    return PurchaseMode(column - OfferTableModel::OnDemandColumn);
}

} // namespace

OfferTableModel::OfferTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void OfferTableModel::setCatalogue(const Catalogue* catalogue, QDate today)
{
    beginResetModel();
    m_catalogue = catalogue;
    m_today = today;
    endResetModel();
}

void OfferTableModel::setTrends(QHash<QString, PriceTrend> trends)
{
    m_trends = std::move(trends);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, OnDemandColumn), index(rowCount() - 1, ReservedColumn));
}

const PriceTrend* OfferTableModel::trendOf(const Offer& o, int column) const
{
    const auto it = m_trends.constFind(priceKey(o.id, modeOfColumn(column)));
    return it == m_trends.cend() ? nullptr : &it.value();
}

QString OfferTableModel::priceToolTip(const Offer& o, int column) const
{
    const PriceTrend* t = trendOf(o, column);
    if (!t || !t->previous)
        return {};
    const Formatter f(QLocale(), t->previous->currency);
    return tr("%1 observed on %2; %3 on %4 before (%5)",
        "price trend: latest price, its date, previous price, its date, change")
        .arg(f.gpuHourRate(t->latest->price), f.date(t->latest->observed), f.gpuHourRate(t->previous->price),
            f.date(t->previous->observed), f.locale().toString(*t->change(), 'f', 3));
}

int OfferTableModel::rowOf(const QString& offerId) const
{
    if (!m_catalogue)
        return -1;
    for (int i = 0; i < m_catalogue->offers.size(); ++i)
        if (m_catalogue->offers[i].id == offerId)
            return i;
    return -1;
}

int OfferTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_catalogue ? 0 : int(m_catalogue->offers.size());
}

int OfferTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant OfferTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Offer& o = m_catalogue->offers.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(o, column);
    case SortRole:
        return sortKey(o, column);
    case OfferIdRole:
        return o.id;
    case UrlRole:
        return o.sourceUrl;
    case Qt::ToolTipRole:
        if (column == SourceColumn)
            // The source and the tier's reason come from the catalogue's feeds: shown as plain text.
            return plainToolTip(o.sourceUrl.isEmpty() ? o.source : QString(o.source + u"\n"_s + o.sourceUrl));
        if (column == TierColumn) {
            const Tier* tier = m_catalogue->tierOf(o.id);
            return tier ? plainToolTip(tierReason(*tier)) : QVariant();
        }
        if (column >= OnDemandColumn && column <= ReservedColumn)
            return priceToolTip(o, column);
        return {};
    case Qt::TextAlignmentRole:
        if (column == VramColumn || (column >= OnDemandColumn && column <= ReservedColumn))
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (column == SourceColumn && !o.sourceUrl.isEmpty()) // a link, in the theme's colour for links
            return QGuiApplication::palette().color(QPalette::Link);
        return {};
    default:
        return {};
    }
}

QVariant OfferTableModel::display(const Offer& o, int column) const
{
    const Formatter f(QLocale(), o.currency);
    const GpuModel* gpu = m_catalogue->gpu(o.gpuId);
    switch (column) {
    case TierColumn: {
        const Tier* tier = m_catalogue->tierOf(o.id);
        return tier ? tierName(tier->id) : QString();
    }
    case OfferColumn:
        return QString(o.provider + u" — "_s + o.name);
    case GpuColumn:
        return gpu ? gpu->name : o.gpuId;
    case VramColumn:
        return gpu ? f.gb(gpu->vramGb) : QString();
    case LinkColumn:
        return tr("%1, %n per node", nullptr, o.gpusPerNode).arg(linkName(o.intraNodeLink));
    case NetworkColumn:
        if (o.network == ClusterNetwork::None || o.networkGbpsPerGpu <= 0)
            return clusterNetworkName(o.network);
        return tr("%1, %2 Gb/s per GPU").arg(clusterNetworkName(o.network), compact(o.networkGbpsPerGpu, QLocale(), 0));
    case OnDemandColumn:
    case InterruptibleColumn:
    case SpotColumn:
    case ReservedColumn: {
        const auto price = o.prices.price(modeOfColumn(column));
        if (!price)
            return QString();
        const PriceTrend* t = trendOf(o, column);
        const PriceDirection d = t ? t->direction : PriceDirection::Unknown;
        const QString arrow = d == PriceDirection::Down ? u"▼ "_s : d == PriceDirection::Up ? u"▲ "_s : QString();
        return QString(arrow + f.gpuHourRate(*price));
    }
    case AvailabilityColumn:
        return o.maxContiguousGpus
            ? tr("%1, up to %n GPU(s)", nullptr, *o.maxContiguousGpus).arg(availabilityName(o.availability))
            : availabilityName(o.availability);
    case SourceColumn: {
        const QString host = QUrl(o.sourceUrl).host();
        return host.isEmpty() ? o.source : host;
    }
    case ObservedColumn:
        if (!o.observed.isValid())
            return QString();
        return tr("%1 (%n day(s) ago)", nullptr, int(o.observed.daysTo(m_today))).arg(f.date(o.observed));
    default:
        return {};
    }
}

QVariant OfferTableModel::sortKey(const Offer& o, int column) const
{
    const GpuModel* gpu = m_catalogue->gpu(o.gpuId);
    switch (column) {
    case TierColumn: {
        const Tier* tier = m_catalogue->tierOf(o.id);
        return tier ? int(tier - m_catalogue->tiers.constData()) : 99;
    }
    case VramColumn:
        return gpu ? gpu->vramGb : 0.0;
    case NetworkColumn:
        return o.networkGbpsPerGpu;
    case OnDemandColumn:
    case InterruptibleColumn:
    case SpotColumn:
    case ReservedColumn:
        return o.prices.price(modeOfColumn(column)).value_or(1e12);
    case AvailabilityColumn:
        return int(o.availability);
    case ObservedColumn:
        return o.observed;
    default:
        return display(o, column);
    }
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
