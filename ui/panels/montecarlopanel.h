#pragma once

#include "model/estimate.h"
#include "model/scenario.h"
#include "simulation/interruptionsimulation.h"
#include "simulation/montecarlo.h"

#include <QFutureWatcher>
#include <QThreadPool>
#include <QWidget>
#include <atomic>
#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;

namespace Kova {

class HistogramChart;

// What a background simulation hands back: core's result and its histograms.
struct MonteCarloOutcome
{
    MonteCarloResult result;
    Histogram cost;
    Histogram wallHours;
};

// The Monte Carlo distribution of a plan's cost and finish time (core's planSimulation() and
// simulatePlan(), as the command line), simulated off the GUI thread with a progress bar and Cancel; a new
// request cancels the one running. Deterministic for the scenario's seed. When the offer does not sell the
// scenario's mode it says so and shows no figures.
class MonteCarloPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MonteCarloPanel(QWidget* parent = nullptr);
    ~MonteCarloPanel() override;

    void setRuns(int runs) { m_runs = runs; }
    int runs() const { return m_runs; }
    void setBins(int bins) { m_bins = bins; }
    void setStartDelay(int milliseconds);
    bool isRunning() const { return m_running; }

    // The last completed simulation (empty before the first).
    const MonteCarloOutcome& outcome() const { return m_outcome; }
    HistogramChart* costChart() const { return m_costChart; }
    HistogramChart* wallChart() const { return m_wallChart; }

public Q_SLOTS:
    void simulate(const Kova::Scenario& scenario, const Kova::Estimate& estimate);
    void cancel();

Q_SIGNALS:
    void progressChanged(int done, int total);
    void finished(const Kova::MonteCarloResult& result);
    void cancelled();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void start();
    void supersede();
    void onFinished();
    void show(const MonteCarloOutcome& outcome);
    // Nothing to simulate: the offer does not sell `mode`, or the runs of `overBudget` are over the budget.
    void showNothingToSimulate(PurchaseMode mode, std::optional<PlanSimulation> overBudget = std::nullopt);
    void showNoInterruptions();
    void setRunning(bool running);
    void showCharts(bool shown);
    void setSummary(const QString& text);
    void fitSummary();
    void retranslate();

    int m_runs = 10000;
    int m_bins = 40;
    bool m_running = false;
    QString m_currency = QStringLiteral("USD");
    // Requests run one at a time on their own thread, which waits on core's workers in the global pool:
    // were it a global pool thread itself, two requests could hold every worker while they wait.
    QThreadPool m_requests;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QFutureWatcher<MonteCarloOutcome>* m_watcher = nullptr;
    MonteCarloOutcome m_outcome;
    HistogramChart* m_costChart;
    HistogramChart* m_wallChart;
    QLabel* m_summary;
    QProgressBar* m_progress;
    QPushButton* m_cancelButton;
    QTimer* m_startTimer;
    std::optional<PlanSimulation> m_pending;
    std::optional<PurchaseMode> m_unsoldMode; // the scenario's mode, when the offer does not sell it
    std::optional<PlanSimulation> m_overBudget; // a plan whose runs are over MonteCarloDrawBudget
    bool m_noInterruptions = false; // interruptions are not modelled: every run would be the same
};

} // namespace Kova
