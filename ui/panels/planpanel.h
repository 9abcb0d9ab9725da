#pragma once

#include "plan/marketplanner.h"
#include "plan/planshortfall.h"
#include "plan/priceoutlier.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QWidget>
#include <memory>
#include <optional>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QTreeWidget;

namespace Kova {

class ScenarioDocument;

// Given a deadline or a budget, the cheapest or fastest plan across the whole market in use (core's pruned
// search, run off the GUI thread), and the Pareto front with each plan's provider, instance and region; one
// click applies a plan as an undo step.
class PlanPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PlanPanel(QWidget* parent = nullptr);
    ~PlanPanel() override;

    void setDocument(ScenarioDocument* document);
    void setDeadline(double hours);
    void setBudget(double amount);
    // The plan the panel recommends: the one a buyer would accept within the tolerance (acceptablePlan()).
    std::optional<PlanCandidate> bestPlan() const { return m_choice.chosen; }
    const PlanChoice& choice() const { return m_choice; }
    QList<PlanCandidate> front() const { return m_front; }
    QTreeWidget* frontView() const { return m_frontView; }
    QTreeWidget* tradeOffView() const { return m_tradeOffView; }
    QString resultText() const; // the result as shown: the chosen plan and how, or why there is none
    double tolerance() const; // a share: 0.02 is 2 %
    void setTolerancePercent(double percent);
    // What "Apply to scenario" would change in the scenario, said before it changes it (empty: no plan).
    QString pendingChange() const;
    // Whether the shown plans were found for another run than the scenario's now (an edit of its workload, or other
    // offers): Apply would then build a run other than the one shown.
    bool isOutOfDate() const;
    // The name Apply gives the scenario when its name describes the cluster the plan replaces ("8× H100, 72 h") and
    // the user leaves "Rename the scenario" ticked; nothing otherwise.
    std::optional<QString> nameAfterApply() const;
    QCheckBox* renameBox() const { return m_rename; }
    // As tall as its texts and lists want at its width, so that its dock gets its share; it scrolls when shorter.
    QSize sizeHint() const override;
    // As wide as its content at the least (it scrolls up and down, never sideways), however short.
    QSize minimumSizeHint() const override;

public Q_SLOTS:
    void findPlan();
    bool applyPlan(); // applies the selected front entry, or the best plan

Q_SIGNALS:
    void planReady();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void configureWidgets();
    void layOut();
    void retranslate();
    void connectWidgets();
    void showResult();
    void showPlans(); // the result and the front, in the current language
    QString describe(const PlanCandidate& p) const;
    QString flagged(const PlanCandidate& p, const QString& total) const; // "⚠ " before a price outlier's total
    std::optional<PlanCandidate> chosenPlan() const; // the selected trade-off or front entry, or the best plan
    std::optional<QString> suggestedName() const; // nameAfterPlan() for the chosen plan, ticked or not
    void showTradeOffs();
    void showPendingChange();
    QString changeText(bool outOfDate) const; // pendingChange(), told whether the plans are out of date

    QPointer<ScenarioDocument> m_document;
    QWidget* m_content = nullptr;
    QRadioButton* m_byDeadline;
    QRadioButton* m_byBudget;
    QDoubleSpinBox* m_deadline;
    QDoubleSpinBox* m_budget;
    QDoubleSpinBox* m_tolerance;
    QPushButton* m_find;
    QPushButton* m_apply;
    QCheckBox* m_rename;
    QLabel* m_result;
    QLabel* m_change;
    QLabel* m_tradeOffTitle;
    QTreeWidget* m_tradeOffView;
    QTreeWidget* m_frontView;
    QLabel* m_toleranceLabel;
    QLabel* m_frontTitle;
    // The search's plans, and why none meets the limit when none does (found on the same worker).
    struct Found
    {
        MarketPlans market;
        std::optional<PlanShortfall> shortfall;
        QList<PriceCheck> priceChecks; // the catalogue's prices checked, for the plans' facts
    };
    QFutureWatcher<Found> m_watcher;
    PlanRequest m_request; // what the shown result answers
    PlanChoice m_choice;
    std::optional<PlanShortfall> m_shortfall;
    QList<PriceCheck> m_priceChecks;
    QList<PlanCandidate> m_front;
    std::shared_ptr<const Catalogue> m_sweepCatalogue; // what m_best and m_front were found in
    Scenario m_plannedFor; // and for which scenario
    qsizetype m_considered = 0;
    qsizetype m_candidates = 0;
    qsizetype m_costed = 0;
};

} // namespace Kova
