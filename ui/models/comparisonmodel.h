#pragma once

#include "document/scenariodocument.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Kova {

class ScenarioDocument;

// The open scenarios side by side: offer, GPUs, chosen mode, its total and wall-clock time.
class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns { NameColumn, OfferColumn, GpusColumn, ModeColumn, TotalColumn, WallColumn, NUM_COLUMNS };
    enum Roles { SortRole = Qt::UserRole };

    explicit ComparisonModel(QObject* parent = nullptr);

    void setDocuments(const QList<ScenarioDocument*>& documents);
    ScenarioDocument* document(int row) const { return m_documents.value(row); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void estimatesChanged();

private:
    QList<QPointer<ScenarioDocument>> m_documents;
};

} // namespace Kova
