#pragma once

#include <QPointer>
#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace Kova {

class OfferTableModel;
class ScenarioDocument;

// The offers table, sortable and filterable; choosing a row sets the scenario's offer.
class OffersPanel : public QWidget
{
    Q_OBJECT

public:
    explicit OffersPanel(QWidget* parent = nullptr);

    void setDocument(ScenarioDocument* document);
    OfferTableModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QTableView* view() const { return m_view; }
    QLineEdit* filter() const { return m_filter; }

    void chooseRow(int proxyRow);

private:
    void showCurrentOffer();

    QPointer<ScenarioDocument> m_document;
    QLineEdit* m_filter;
    OfferTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
};

} // namespace Kova
