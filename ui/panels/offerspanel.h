#pragma once

#include "plan/marketplanner.h"
#include "sources/pricehistory.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QWidget>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace Kova {

class OfferFilterModel;
class OfferGroupModel;
class OfferTableModel;
class ScenarioDocument;

// The market as a price list: every offer of the catalogue in use, filtered by GPU, provider, region, mode,
// interconnect, minimum GPUs and free text, sorted by any column or grouped by GPU model, with the open
// scenario's total and wall-clock at each offer (core's quoteOffers(), off the GUI thread); grouped, each GPU
// model's header row (its offers, cheapest prices and lowest total) collapses and expands. Selecting a row
// only selects it; "Use offer", a double-click or the context menu moves the scenario to it (one undo step).
class OffersPanel : public QWidget
{
    Q_OBJECT

public:
    explicit OffersPanel(QWidget* parent = nullptr);
    ~OffersPanel() override;

    void setDocument(ScenarioDocument* document);
    OfferTableModel* model() const { return m_model; }
    OfferFilterModel* proxy() const { return m_proxy; }
    // What the view shows: the filtered offers, with group header rows when grouped by GPU model.
    OfferGroupModel* groups() const { return m_groups; }
    QTableView* view() const { return m_view; }
    QLineEdit* filter() const { return m_filter; }
    QPushButton* useButton() const { return m_use; }

    // Moves the scenario to the offer of the view's row, as one undo step; false when it is already the
    // scenario's offer, the row is a group's header or there is no such row.
    bool chooseRow(int viewRow);

public Q_SLOTS:
    // Whether the panel is on screen (its dock may be behind another dock's tab, though no less isVisible()):
    // off screen, the totals are not computed at each change but when it shows again.
    void setOnScreen(bool onScreen);
    // The prices' trends (OfferTableModel::setTrends()); their arrows widen the price columns.
    void setTrends(QHash<QString, PriceTrend> trends);

protected:
    void showEvent(QShowEvent* event) override;

Q_SIGNALS:
    // The totals column shows the scenario as it is now.
    void quotesReady();

private:
    void buildFilters();
    void fillChoices();
    void applyFilters();
    void showCount();
    void showCurrentOffer();
    void requestQuotes();
    void fitColumn(int column); // wide enough for the longest texts of every row
    void showQuotes();
    void fitColumns();
    void widenForCurrentOffer();
    int shownRow(int offerRow) const;
    int neededWidth(int viewRow, int column) const;
    void showContextMenu(const QPoint& position);
    int selectedRow() const;
    QString offerIdAt(int viewRow) const;
    // Opens or closes the group of the view's row; false when it is not a group's header.
    bool toggleGroup(int viewRow);

    QPointer<ScenarioDocument> m_document;
    QLineEdit* m_filter;
    QComboBox* m_gpu;
    QComboBox* m_provider;
    QComboBox* m_region;
    QComboBox* m_mode;
    QComboBox* m_interconnect;
    QSpinBox* m_minGpus;
    QCheckBox* m_group;
    QLabel* m_count;
    QPushButton* m_use;
    OfferTableModel* m_model;
    OfferFilterModel* m_proxy;
    OfferGroupModel* m_groups;
    QTableView* m_view;
    QFutureWatcher<QList<OfferQuote>> m_quoting;
    std::shared_ptr<const Catalogue> m_quotedCatalogue; // what the running quotes were computed in
    Scenario m_quotedScenario;
    bool m_quoteAgain = false; // the scenario changed while quoting
    bool m_onScreen = true;
    bool m_quotesStale = false; // the scenario changed while off screen
};

} // namespace Kova
