// Engine benchmarks (not run by ctest): build with `KOVA_PRESET=release scripts/dev build`, then
// `scripts/dev exec build/release/tests/benchmarks/bench_engine`. Figures go to BENCHMARKS.md.
#include "catalogue.h"
#include "modesimulation.h"
#include "planner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThreadPool>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace Kova;

namespace {

// The median of `samples` timings of `batch` calls of f, in nanoseconds per call.
template <typename F> double medianNs(int samples, int batch, F&& f)
{
    std::vector<double> ns;
    ns.reserve(size_t(samples));
    for (int s = 0; s < samples; ++s) {
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < batch; ++i)
            f();
        ns.push_back(double(t.nsecsElapsed()) / batch);
    }
    std::nth_element(ns.begin(), ns.begin() + qsizetype(ns.size() / 2), ns.end());
    return ns[ns.size() / 2];
}

volatile double sink = 0; // keeps the optimiser from dropping the work

void fullEstimate(const Scenario& seed, const Catalogue& c)
{
    const EstimateOptions options { QDate(2026, 11, 30), true, true };
    const auto e = estimate(seed, c, options);
    std::printf("estimate: %lld modes, %lld warnings\n", qlonglong(e.value().modes.size()),
        qlonglong(e.value().warnings.size()));
    const double ns = medianNs(201, 100, [&] { sink = estimate(seed, c, options).value().modes.first().total; });
    std::printf("  full estimate (all modes, warnings, fit by GPU): median %.2f us  [target < 20 us]\n", ns / 1000);
}

void plannerSweep(const Scenario& seed, const Catalogue& c)
{
    // Every GPU count from 1 to 2,048 on every offer, four shardings, every mode, capacity limits lifted,
    // a 16M-token batch so up to 4,096 data-parallel ranks are allowed.
    Scenario s = seed;
    s.training.globalBatchTokens = 16777216;
    PlanSpace space;
    for (int g = 1; g <= 2048; ++g)
        space.gpuCounts.append(g);
    space.respectContiguousCapacity = false;
    const qsizetype plans = sweepPlans(s, c, space).size();
    const double ns = medianNs(11, 1, [&] { sink = double(sweepPlans(s, c, space).size()); });
    std::printf("planner sweep: %lld candidate plans (all fit and were costed)\n", qlonglong(plans));
    std::printf("  median %.2f ms, %.0f ns per plan  [target < 100 ms for >= 100,000]\n", ns / 1e6, ns / double(plans));
}

// How many numbers the generator drew: the count of steps a fresh generator takes to reach its next output.
quint64 drawsMade(quint64 seed, Xoshiro256 used)
{
    const quint64 next = used.next();
    Xoshiro256 fresh(seed);
    quint64 n = 0;
    while (fresh.next() != next)
        ++n;
    return n;
}

void monteCarlo(const Scenario& seed, const Catalogue& c)
{
    Scenario s = seed;
    s.interruptions.mtbiHours = 8;
    const Estimate e = estimate(s, c, { QDate(2026, 11, 30), false, false }).value();
    const InterruptionModel m = interruptionModel(s, e.compute.wallHours);
    constexpr int Runs = 100000;
    MonteCarloOptions options;
    options.runs = Runs;
    options.seed = s.seed;
    options.threads = 1;
    const MonteCarloResult r = simulateMode(s, e, PurchaseMode::Interruptible, options);
    std::printf("Monte Carlo, seed run with mtbi 8 h, %d runs: mean %.3f h (expected %.3f h), P50 %.3f h, P90 %.3f h\n",
        Runs, r.wallHours.mean, expectedWallHours(m), r.wallHours.p50, r.wallHours.p90);
    const double simNs
        = medianNs(15, 1, [&] { sink = simulateMode(s, e, PurchaseMode::Interruptible, options).cost.mean; });

    // The same number of exponential draws in a bare loop.
    Xoshiro256 counting(s.seed);
    for (int i = 0; i < Runs; ++i)
        sink = simulateOneRun(m, counting);
    const quint64 draws = drawsMade(s.seed, counting);
    const double bareNs = medianNs(15, 1, [&] {
        Xoshiro256 rng(s.seed);
        double sum = 0;
        for (quint64 i = 0; i < draws; ++i)
            sum += rng.exponential(m.mtbiHours);
        sink = sum;
    });
    std::printf("  simulation (one thread): median %.2f ms  [target < 25 ms]\n", simNs / 1e6);
    std::printf("  bare loop of the same %llu exponential draws: median %.2f ms; ratio %.2f  [target <= 3]\n",
        static_cast<unsigned long long>(draws), bareNs / 1e6, simNs / bareNs);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QThreadPool::globalInstance()->setMaxThreadCount(1);
    const Catalogue& c = embeddedCatalogue();
    const Scenario seed = defaultScenario();
    fullEstimate(seed, c);
    plannerSweep(seed, c);
    monteCarlo(seed, c);
    return 0;
}
