#include "offerspanel.h"

#include "model/scenariokeys.h"
#include "offertablemodel.h"
#include "retranslation.h"
#include "scenariodocument.h"

#include <QDesktopServices>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Kova {

OffersPanel::OffersPanel(QWidget* parent)
    : QWidget(parent)
    , m_filter(new QLineEdit(this))
    , m_model(new OfferTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
{
    m_filter->setClearButtonEnabled(true);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(OfferTableModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(OfferTableModel::TierColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // No stretched last column: it would be squeezed below its text when the columns outgrow the view.
    m_view->horizontalHeader()->setStretchLastSection(false);
    auto* hint = new QLabel(this);
    hint->setWordWrap(true);
    retranslateWith(this, [this, hint] {
        m_filter->setPlaceholderText(tr("Filter offers (provider, GPU, network…)"));
        m_filter->setAccessibleName(tr("Filter offers"));
        m_view->setAccessibleName(tr("Offers"));
        m_view->setToolTip(tr("Activate a row to price the scenario on that offer"));
        hint->setText(tr("Prices are tracked with their sources and dates: confirm availability and terms with "
                         "the provider."));
        announceNewTexts(m_model);
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(hint);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (index.column() == OfferTableModel::SourceColumn) {
            const QString url = index.data(OfferTableModel::UrlRole).toString();
            if (!url.isEmpty())
                QDesktopServices::openUrl(QUrl(url));
        }
        chooseRow(index.row());
    });
    connect(m_view, &QTableView::clicked, this, [this](const QModelIndex& index) { chooseRow(index.row()); });
}

void OffersPanel::setDocument(ScenarioDocument* document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (!m_document)
        return;
    if (m_model->catalogue() != &m_document->catalogue())
        m_model->setCatalogue(&m_document->catalogue());
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &OffersPanel::showCurrentOffer);
    showCurrentOffer();
}

void OffersPanel::chooseRow(int proxyRow)
{
    if (!m_document)
        return;
    const QString id = m_proxy->index(proxyRow, 0).data(OfferTableModel::OfferIdRole).toString();
    if (id.isEmpty() || id == m_document->scenario().cluster.offerId)
        return;
    m_document->edit(
        ScenarioKey::ClusterOffer, [&](Scenario& s) { s.cluster.offerId = id; }, false,
        [] { return tr("Choose offer"); });
}

void OffersPanel::showCurrentOffer()
{
    if (!m_document)
        return;
    const int row = m_model->rowOf(m_document->scenario().cluster.offerId);
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (index.isValid() && m_view->selectionModel()->currentIndex().row() != index.row())
        m_view->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

} // namespace Kova
