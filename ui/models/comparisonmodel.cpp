#include "models/comparisonmodel.h"

#include "document/scenariodocument.h"
#include "model/names.h"
#include "report/palette.h"
#include "text/format.h"
#include "widgets/plainmessage.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

ComparisonModel::ComparisonModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ComparisonModel::setDocuments(const QList<ScenarioDocument*>& documents)
{
    beginResetModel();
    for (const auto& d : std::as_const(m_documents))
        if (d)
            disconnect(d, nullptr, this, nullptr);
    m_documents.clear();
    for (ScenarioDocument* d : documents) {
        m_documents.append(d);
        connect(d, &ScenarioDocument::estimateChanged, this, [this, d] {
            const int row = int(m_documents.indexOf(d));
            if (row >= 0)
                Q_EMIT dataChanged(index(row, 0), index(row, NUM_COLUMNS - 1));
            Q_EMIT estimatesChanged();
        });
        connect(d, &ScenarioDocument::filePathChanged, this, [this, d] {
            const int row = int(m_documents.indexOf(d));
            if (row >= 0)
                Q_EMIT dataChanged(index(row, NameColumn), index(row, NameColumn));
        });
    }
    endResetModel();
    Q_EMIT estimatesChanged();
}

int ComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_documents.size());
}

int ComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ScenarioDocument* d = m_documents.at(index.row());
    if (!d || !d->hasEstimate())
        return {};
    const Estimate& e = d->estimate();
    const PurchaseMode chosen = d->scenario().mode;
    const ModeEstimate* me = e.priced(chosen); // the offer's cheapest mode when it does not sell the chosen one
    const Offer* offer = d->catalogue().offer(e.offerId);
    const Formatter f(QLocale(), e.currency);
    if (role == Qt::TextAlignmentRole && index.column() >= GpusColumn && index.column() != ModeColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::DecorationRole && index.column() == NameColumn)
        return seriesColor(index.row()); // the colour of the scenario's point in the chart
    if (role == Qt::ToolTipRole && index.column() != GpusColumn)
        return plainToolTip(data(index, Qt::DisplayRole).toString());
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    const bool sort = role == SortRole;
    switch (index.column()) {
    case NameColumn:
        return d->scenario().name.isEmpty() ? d->displayName() : d->scenario().name;
    case OfferColumn:
        return offer ? offerTitle(*offer) : e.offerId;
    case GpusColumn:
        return sort ? QVariant(e.gpus) : QVariant(QLocale().toString(e.gpus));
    case ModeColumn:
        return me && me->mode != chosen ? pricedInsteadNote(me->mode, chosen) : purchaseModeName(chosen);
    case TotalColumn:
        if (!me)
            return sort ? QVariant(0.0) : QVariant(tr("not offered"));
        return sort ? QVariant(me->total) : QVariant(f.money(me->total));
    case WallColumn:
        if (!me)
            return {};
        return sort ? QVariant(me->wallHours) : QVariant(f.wallClock(me->wallHours));
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Scenario");
    case OfferColumn:
        return tr("Offer");
    case GpusColumn:
        return tr("GPUs");
    case ModeColumn:
        return tr("Mode");
    case TotalColumn:
        return tr("Total");
    case WallColumn:
        return tr("Wall-clock");
    default:
        return {};
    }
}

} // namespace Kova
