#pragma once

#include "model/catalogue.h"

#include <QAbstractListModel>
#include <memory>

namespace Kova {

// The catalogue's offers as the choices of a combo box, "[tier] title" shown and the offer's id as
// Qt::UserRole: named when shown, so a market of 50,000 offers is listed without making 50,000 items.
class OfferChoiceModel : public QAbstractListModel
{
    Q_OBJECT

public:
    using QAbstractListModel::QAbstractListModel;

    // A reset only when it is another catalogue.
    void setCatalogue(std::shared_ptr<const Catalogue> catalogue);
    // The tier names in the application's new language.
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Catalogue> m_catalogue;
};

} // namespace Kova
