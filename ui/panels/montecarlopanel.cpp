#include "panels/montecarlopanel.h"

#include "charts/histogramchart.h"
#include "text/format.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QResizeEvent>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace Kova {

namespace {

constexpr int DefaultStartDelayMs = 150;

MonteCarloOutcome runSimulation(
    QPromise<MonteCarloOutcome>& promise, const PlanSimulation& sim, std::atomic_bool& cancel, int runs, int bins)
{
    MonteCarloOptions options;
    options.runs = runs;
    options.cancel = &cancel;
    options.progress = [&promise, &cancel](int done, int) {
        promise.setProgressValue(done);
        if (promise.isCanceled())
            cancel.store(true);
    };
    MonteCarloOutcome out;
    out.result = simulatePlan(sim, options);
    if (!out.result.cancelled) {
        out.cost = histogram(out.result.costSamples, bins);
        out.wallHours = histogram(out.result.wallSamples, bins);
    }
    return out;
}

} // namespace

MonteCarloPanel::MonteCarloPanel(QWidget* parent)
    : QWidget(parent)
    , m_costChart(new HistogramChart(this))
    , m_wallChart(new HistogramChart(this))
    , m_summary(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancelButton(new QPushButton(this))
    , m_startTimer(new QTimer(this))
{
    m_summary->setObjectName(QStringLiteral("monteCarloSummary"));
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* charts = new QHBoxLayout;
    charts->addWidget(m_costChart, 1);
    charts->addWidget(m_wallChart, 1);
    auto* progress = new QHBoxLayout;
    progress->addWidget(m_progress, 1);
    progress->addWidget(m_cancelButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(charts, 1);
    layout->addWidget(m_summary);
    layout->addLayout(progress);
    connect(m_cancelButton, &QPushButton::clicked, this, &MonteCarloPanel::cancel);
    m_requests.setMaxThreadCount(1);
    m_startTimer->setSingleShot(true);
    m_startTimer->setInterval(DefaultStartDelayMs);
    connect(m_startTimer, &QTimer::timeout, this, &MonteCarloPanel::start);
    setRunning(false);
    retranslate();
}

MonteCarloPanel::~MonteCarloPanel()
{
    if (m_watcher) {
        m_cancel->store(true);
        m_watcher->cancel();
    }
    m_requests.waitForDone();
}

void MonteCarloPanel::simulate(const Scenario& scenario, const Estimate& estimate)
{
    supersede();
    // Without interruptions (nor a spot price trace) every run is the estimate: nothing varies to simulate.
    if (!estimate.checkpoint.modelled && scenario.spot.tracePath.isEmpty()) {
        showNoInterruptions();
        return;
    }
    m_noInterruptions = false;
    auto plan = planSimulation(scenario, estimate);
    if (!plan) {
        showNothingToSimulate(scenario.mode);
        return;
    }
    if (monteCarloOverBudget(plan.value(), m_runs)) {
        showNothingToSimulate(scenario.mode, std::move(plan).value());
        return;
    }
    m_pending = std::move(plan).value();
    m_unsoldMode.reset();
    m_overBudget.reset();
    m_currency = estimate.currency;
    m_progress->setRange(0, m_runs);
    m_progress->setValue(0);
    showCharts(true);
    setRunning(true);
    retranslate();
    m_startTimer->start(); // a burst of requests (a slider drag) starts one simulation
}

void MonteCarloPanel::showNothingToSimulate(PurchaseMode mode, std::optional<PlanSimulation> overBudget)
{
    // The figures of another plan must not stay on screen as if they were this one's.
    m_unsoldMode = overBudget ? std::nullopt : std::optional(mode);
    m_overBudget = std::move(overBudget);
    m_noInterruptions = false;
    m_outcome = {};
    m_costChart->clear();
    m_wallChart->clear();
    showCharts(false);
    setRunning(false);
    retranslate();
}

void MonteCarloPanel::showNoInterruptions()
{
    m_unsoldMode.reset();
    m_overBudget.reset();
    m_noInterruptions = true;
    m_outcome = {};
    m_costChart->clear();
    m_wallChart->clear();
    showCharts(false);
    setRunning(false);
    retranslate();
}

void MonteCarloPanel::setStartDelay(int milliseconds)
{
    m_startTimer->setInterval(milliseconds);
}

void MonteCarloPanel::cancel()
{
    if (m_pending) {
        m_startTimer->stop();
        m_pending.reset();
        setRunning(false);
        Q_EMIT cancelled();
        return;
    }
    if (!m_watcher)
        return;
    m_cancel->store(true);
    m_watcher->cancel();
}

void MonteCarloPanel::supersede()
{
    m_startTimer->stop();
    m_pending.reset();
    if (!m_watcher)
        return;
    // Nobody listens to it any more; it stops at its next chunk.
    m_cancel->store(true);
    m_watcher->disconnect(this);
    m_watcher->cancel();
    m_watcher->deleteLater();
    m_watcher = nullptr;
}

void MonteCarloPanel::start()
{
    if (!m_pending)
        return;
    const PlanSimulation sim = *std::exchange(m_pending, std::nullopt);
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    const int runs = m_runs, bins = m_bins;
    m_watcher = new QFutureWatcher<MonteCarloOutcome>(this);
    connect(m_watcher, &QFutureWatcherBase::progressValueChanged, this, [this, runs](int done) {
        m_progress->setValue(done);
        Q_EMIT progressChanged(done, runs);
    });
    connect(m_watcher, &QFutureWatcherBase::finished, this, &MonteCarloPanel::onFinished);
    m_watcher->setFuture(
        QtConcurrent::run(&m_requests, [sim, cancel, runs, bins](QPromise<MonteCarloOutcome>& promise) {
            promise.setProgressRange(0, runs);
            if (cancel->load())
                return; // superseded while it waited for its turn
            MonteCarloOutcome out = runSimulation(promise, sim, *cancel, runs, bins);
            if (!out.result.cancelled)
                promise.addResult(std::move(out));
        }));
}

void MonteCarloPanel::onFinished()
{
    QFutureWatcher<MonteCarloOutcome>* watcher = m_watcher;
    m_watcher = nullptr;
    watcher->deleteLater();
    setRunning(false);
    const QFuture<MonteCarloOutcome> future = watcher->future();
    if (future.isCanceled() || future.resultCount() == 0) {
        Q_EMIT cancelled();
        return;
    }
    m_outcome = future.result();
    show(m_outcome);
    Q_EMIT finished(m_outcome.result);
}

void MonteCarloPanel::show(const MonteCarloOutcome& outcome)
{
    retranslate();
    const Formatter f(locale(), m_currency);
    const MonteCarloResult& r = outcome.result;
    m_costChart->setMarkerLabels(tr("P50 %1").arg(f.money(r.cost.p50)), tr("P90 %1").arg(f.money(r.cost.p90)));
    m_costChart->setValueFormatter([f](double v) { return f.money(v); });
    m_costChart->setHistogram(outcome.cost, r.cost.p50, r.cost.p90);
    m_wallChart->setMarkerLabels(
        tr("P50 %1").arg(f.hours(r.wallHours.p50)), tr("P90 %1").arg(f.hours(r.wallHours.p90)));
    m_wallChart->setValueFormatter([f](double v) { return f.hours(v); });
    m_wallChart->setHistogram(outcome.wallHours, r.wallHours.p50, r.wallHours.p90);
    setSummary(tr("%1 simulated runs. Cost: P50 %2, P90 %3, mean %4. Wall-clock time: P50 %5, P90 %6.")
            .arg(f.locale().toString(r.runs), f.money(r.cost.p50), f.money(r.cost.p90), f.money(r.cost.mean),
                f.hours(r.wallHours.p50), f.hours(r.wallHours.p90)));
}

void MonteCarloPanel::showCharts(bool shown)
{
    // Nothing to simulate: the message alone, not empty axes.
    m_costChart->setVisible(shown);
    m_wallChart->setVisible(shown);
}

void MonteCarloPanel::setSummary(const QString& text)
{
    if (m_summary->text() != text)
        m_summary->setText(text);
    fitSummary();
}

void MonteCarloPanel::fitSummary()
{
    // A dock does not give a wrapped label the height its lines need at its width: asked here.
    const int height = m_summary->heightForWidth(m_summary->width() > 0 ? m_summary->width() : width());
    if (height > 0 && m_summary->minimumHeight() != height)
        m_summary->setMinimumHeight(height);
}

void MonteCarloPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitSummary();
}

void MonteCarloPanel::setRunning(bool running)
{
    m_running = running;
    m_progress->setVisible(running);
    m_cancelButton->setVisible(running);
    m_cancelButton->setEnabled(running);
}

void MonteCarloPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        retranslate();
        if (m_outcome.result.runs > 0)
            show(m_outcome);
    }
}

void MonteCarloPanel::retranslate()
{
    m_costChart->setTitles(tr("Cost of a run"), tr("Cost (%1)").arg(Formatter(locale(), m_currency).currencySymbol()));
    m_wallChart->setTitles(
        tr("Duration", "chart title: the wall-clock time of the simulated runs"), tr("Wall-clock time (h)"));
    m_cancelButton->setText(tr("&Cancel"));
    m_cancelButton->setToolTip(tr("Stop the simulation"));
    m_progress->setAccessibleName(tr("Simulation progress"));
    m_costChart->setAccessibleName(tr("Distribution of the cost of a run"));
    m_wallChart->setAccessibleName(tr("Distribution of the wall-clock time"));
    if (m_noInterruptions)
        setSummary(tr("Nothing to simulate: interruptions are not modelled, so every run costs and lasts "
                      "what the estimate says. To see how interruptions spread the cost and the "
                      "wall-clock time, set a mean time between interruptions under Interruptions and checkpoints."));
    else if (m_unsoldMode)
        setSummary(tr("No simulation: %1.").arg(noPriceToSimulate(*m_unsoldMode)));
    else if (m_overBudget)
        setSummary(tr("No simulation: %1.").arg(monteCarloOverBudget(*m_overBudget, m_runs).value_or(QString())));
    else if (m_outcome.result.runs == 0)
        setSummary(tr("No simulation yet."));
}

} // namespace Kova
