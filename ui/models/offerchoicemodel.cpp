#include "models/offerchoicemodel.h"

#include "model/names.h"

using namespace Qt::StringLiterals;

namespace Kova {

void OfferChoiceModel::setCatalogue(std::shared_ptr<const Catalogue> catalogue)
{
    if (catalogue == m_catalogue)
        return;
    beginResetModel();
    m_catalogue = std::move(catalogue);
    endResetModel();
}

void OfferChoiceModel::retranslate()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), { Qt::DisplayRole });
}

int OfferChoiceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_catalogue ? 0 : int(m_catalogue->offers.size());
}

QVariant OfferChoiceModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Offer& o = m_catalogue->offers.at(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        const Tier* tier = m_catalogue->tierOf(o.id);
        return tier ? QString(u'[' + tierName(tier->id) + u"] "_s + offerTitle(o)) : offerTitle(o);
    }
    case Qt::UserRole:
        return o.id;
    default:
        return {};
    }
}

} // namespace Kova
