// Engine benchmarks (not run by ctest): build with `KOVA_PRESET=release scripts/dev build`, then
// `scripts/dev exec build/release/tests/benchmarks/bench_engine`. Figures go to BENCHMARKS.md.
#include "io/cataloguefile.h"
#include "io/programfile.h"
#include "io/scenariofile.h"
#include "plan/planner.h"
#include "plan/programcosting.h"
#include "simulation/interruptionsimulation.h"
#include "simulation/montecarlo.h"
#include "simulation/montecarlojson.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThreadPool>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace Kova;

namespace {

double threadCpuNs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e9 + double(t.tv_nsec);
}

double median(std::vector<double> v)
{
    std::nth_element(v.begin(), v.begin() + qsizetype(v.size() / 2), v.end());
    return v[v.size() / 2];
}

// The medians of `samples` timings of `batch` calls of f, in nanoseconds per call: wall-clock, and the
// thread's CPU time (what the work costs when other processes share the cores).
struct Timing
{
    double wallNs = 0;
    double cpuNs = 0;
};

template <typename F> Timing medianNs(int samples, int batch, F&& f)
{
    std::vector<double> wall, cpu;
    for (int s = 0; s < samples; ++s) {
        QElapsedTimer t;
        t.start();
        const double cpu0 = threadCpuNs();
        for (int i = 0; i < batch; ++i)
            f();
        cpu.push_back((threadCpuNs() - cpu0) / batch);
        wall.push_back(double(t.nsecsElapsed()) / batch);
    }
    return { median(wall), median(cpu) };
}

volatile double sink = 0; // keeps the optimiser from dropping the work

void fullEstimate(const Scenario& seed, const Catalogue& c)
{
    const EstimateOptions options { .today = QDate(2026, 11, 30), .withWarnings = true, .withFitByGpu = true };
    const auto e = estimate(seed, c, options);
    std::printf("estimate: %lld modes, %lld warnings\n", qlonglong(e.value().modes.size()),
        qlonglong(e.value().warnings.size()));
    const Timing t = medianNs(201, 100, [&] { sink = estimate(seed, c, options).value().modes.first().total; });
    std::printf(
        "  full estimate (all modes, warnings, fit by GPU): median %.2f us wall, %.2f us CPU  [target < 20 us]\n",
        t.wallNs / 1000, t.cpuNs / 1000);
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
    const Timing t = medianNs(11, 1, [&] { sink = double(sweepPlans(s, c, space).size()); });
    std::printf("planner sweep: %lld candidate plans (all fit and were costed)\n", qlonglong(plans));
    std::printf("  median %.2f ms wall, %.2f ms CPU, %.0f ns CPU per plan  [target < 100 ms for >= 100,000]\n",
        t.wallNs / 1e6, t.cpuNs / 1e6, t.cpuNs / double(plans));
}

// How many steps the generator took: the count of steps a fresh generator takes to reach its next output.
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
    const Estimate e
        = estimate(s, c, { .today = QDate(2026, 11, 30), .withWarnings = false, .withFitByGpu = false }).value();
    const InterruptionModel m = interruptionModel(s, e.compute.wallHours, s.mode);
    constexpr int Runs = 100000;
    MonteCarloOptions options;
    options.runs = Runs;
    options.threads = 1;
    const PlanSimulation plan = planSimulation(s, e).value(); // the seed's mode: interruptible
    const MonteCarloResult r = simulatePlan(plan, options);
    std::printf("Monte Carlo, seed run with mtbi 8 h, %d runs: mean %.3f h (expected %.3f h), P50 %.3f h, P90 %.3f h\n",
        Runs, r.wallHours.mean, expectedWallHours(m), r.wallHours.p50, r.wallHours.p90);
    const Timing sim = medianNs(15, 1, [&] { sink = simulatePlan(plan, options).cost.mean; });

    // As many exponential draws in a bare loop as the simulation took generator steps (a ziggurat draw
    // takes one step about 99 % of the time).
    Xoshiro256 counting(s.seed);
    for (int i = 0; i < Runs; ++i)
        sink = simulateOneRun(m, counting);
    const quint64 draws = drawsMade(s.seed, counting);
    const Timing bare = medianNs(15, 1, [&] {
        Xoshiro256 rng(s.seed);
        double sum = 0;
        for (quint64 i = 0; i < draws; ++i)
            sum += rng.exponential(m.mtbiHours);
        sink = sum;
    });
    const Timing loop = medianNs(15, 1, [&] {
        Xoshiro256 rng(s.seed);
        double sum = 0;
        for (int i = 0; i < Runs; ++i)
            sum += simulateOneRun(m, rng);
        sink = sum;
    });
    std::printf("  the runs alone (no cost, no quantiles): median %.2f ms CPU\n", loop.cpuNs / 1e6);
    std::printf("  simulation (one thread): median %.2f ms wall, %.2f ms CPU  [target < 25 ms]\n", sim.wallNs / 1e6,
        sim.cpuNs / 1e6);
    std::printf(
        "  bare loop of %llu exponential draws: median %.2f ms wall, %.2f ms CPU; CPU ratio %.2f  [target <= 3]\n",
        static_cast<unsigned long long>(draws), bare.wallNs / 1e6, bare.cpuNs / 1e6, sim.cpuNs / bare.cpuNs);
}

// The program window costs the program again after every edit: the example's five runs, 35 runs made, every option
// with the reserved sweep (core's costProgram).
void programCosting(const Catalogue& c)
{
    const auto program
        = loadProgram(QStringLiteral(KOVA_SOURCE_DIR "/resources/programs/research-year.kova-program.json"));
    if (!program)
        return;
    const Timing t = medianNs(21, 10, [&] {
        sink = sink + costProgram(program.value(), c, defaultOwnershipReference()).value().options.first().total;
    });
    std::printf("  costProgram of research-year: median %.3f ms wall, %.3f ms CPU  [one edit per frame: < 16 ms]\n",
        t.wallNs / 1e6, t.cpuNs / 1e6);
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
    programCosting(c);
    return 0;
}
