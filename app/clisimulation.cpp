#include "app/clisimulation.h"

#include "app/clioutput.h"
#include "model/names.h"
#include "model/scenariokeys.h"
#include "simulation/interruptionsimulation.h"
#include "simulation/montecarlo.h"
#include "simulation/montecarlojson.h"
#include "simulation/spottrace.h"
#include "text/format.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Kova::Cli {

namespace {

constexpr int MaxMonteCarloRuns = 10000000;

Result<QJsonObject> spotReplay(const QString& file, const Scenario& s, const Estimate& e)
{
    const auto trace = loadSpotTrace(spotTraceFile(file, s.spot.tracePath));
    if (!trace)
        return trace.error();
    const InterruptionModel run = spotReplayModel(s, e.compute.wallHours, trace.value());
    const double bid = s.spot.bid.value_or(0);
    const SpotReplay replay = replaySpot(trace.value(), run, s.cluster.gpus, bid);
    if (replay.overBudget)
        return InputError { file, ScenarioKey::InterruptionsCheckpointIntervalMin,
            tr("the spot replay over %1 stopped after %2 steps, its budget: a checkpoint every %3 min over %4 h of "
               "trace is too fine to replay; lengthen the checkpoint interval")
                .arg(s.spot.tracePath, QLocale().toString(SpotReplayStepBudget),
                    QLocale().toString(run.intervalHours * 60.0, 'g', 6),
                    QLocale().toString(trace.value().endHours(), 'f', 0)) };
    QJsonObject o = spotReplayToJson(replay, run, bid);
    o.insert("trace"_L1, s.spot.tracePath);
    return o;
}

Result<QJsonObject> monteCarlo(const QString& file, const QString& runsText, const Scenario& s, const Estimate& e)
{
    bool ok = false;
    const int runs = runsText.toInt(&ok);
    if (!ok || runs < 1 || runs > MaxMonteCarloRuns)
        return InputError { {}, u"--monte-carlo"_s,
            tr("\"%1\" is not a number of runs (1 to %2)").arg(runsText).arg(MaxMonteCarloRuns) };
    auto plan = planSimulation(s, e);
    if (!plan)
        return InputError { file, plan.error().key, plan.error().problem };
    if (const auto problem = monteCarloOverBudget(plan.value(), runs))
        return InputError { {}, u"--monte-carlo"_s, *problem };
    MonteCarloOptions options;
    options.runs = runs;
    QJsonObject o = monteCarloToJson(simulatePlan(plan.value(), options), s.seed);
    o.insert("mode"_L1, keyOf(s.mode));
    return o;
}

} // namespace

const QCommandLineOption& monteCarloOption()
{
    static const QCommandLineOption option(u"monte-carlo"_s,
        QCoreApplication::translate("Kova::Cli", "Simulate the chosen mode RUNS times (P50, P90)."), u"RUNS"_s);
    return option;
}

Result<QJsonObject> estimateSimulations(
    const QCommandLineParser& parser, const QString& file, const Scenario& s, const Estimate& e)
{
    QJsonObject out;
    if (!s.spot.tracePath.isEmpty()) {
        const auto replay = spotReplay(file, s, e);
        if (!replay)
            return replay.error();
        out.insert("spot_replay"_L1, replay.value());
    }
    if (parser.isSet(monteCarloOption())) {
        const auto mc = monteCarlo(file, parser.value(monteCarloOption()), s, e);
        if (!mc)
            return mc.error();
        out.insert("monte_carlo"_L1, mc.value());
    }
    return out;
}

QString simulationsText(const QJsonObject& simulations, const Estimate& e, const Scenario& s, const QLocale& locale)
{
    const Formatter f(locale, e.currency);
    QString text;
    if (simulations.contains("spot_replay"_L1)) {
        const QJsonObject r = simulations.value("spot_replay"_L1).toObject();
        text += tr("Spot replay over %1 at a bid of %2 per GPU-hour: ")
                    .arg(QFileInfo(s.spot.tracePath).fileName(), f.gpuHourRate(r.value("bid"_L1).toDouble()));
        text += r.value("finished"_L1).toBool()
            ? tr("finished in %1, %2 interruption(s), GPU cost %3\n")
                  .arg(f.wallClock(r.value("wall_hours"_L1).toDouble()))
                  .arg(r.value("interruptions"_L1).toInt())
                  .arg(f.money(r.value("gpu_cost"_L1).toDouble()))
            : tr("not finished when the trace ends (%1 of %2 done), %3 interruption(s), GPU cost %4\n")
                  .arg(f.wallClock(r.value("work_hours_done"_L1).toDouble()), f.wallClock(e.compute.wallHours))
                  .arg(r.value("interruptions"_L1).toInt())
                  .arg(f.money(r.value("gpu_cost"_L1).toDouble()));
    }
    if (simulations.contains("monte_carlo"_L1)) {
        const QJsonObject m = simulations.value("monte_carlo"_L1).toObject();
        const QJsonObject w = m.value("wall_hours"_L1).toObject(), c = m.value("cost"_L1).toObject();
        text += tr("Monte Carlo, %1 runs (%2): wall-clock mean %3, P50 %4, P90 %5; cost mean %6, P50 %7, P90 %8\n")
                    .arg(locale.toString(m.value("runs"_L1).toInt()), purchaseModeName(s.mode),
                        f.wallClock(w.value("mean"_L1).toDouble()), f.wallClock(w.value("p50"_L1).toDouble()),
                        f.wallClock(w.value("p90"_L1).toDouble()), f.money(c.value("mean"_L1).toDouble()),
                        f.money(c.value("p50"_L1).toDouble()), f.money(c.value("p90"_L1).toDouble()));
    }
    return text;
}

} // namespace Kova::Cli
