#include "simulation/interruptionsimulation.h"

#include <QtConcurrent/QtConcurrentMap>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace Kova {

namespace {

constexpr int ChunkRuns = 2048;

// The q-quantile of v[from, end): partially sorts v so that later quantiles can start from its index.
double quantile(std::vector<double>& v, double q, size_t& from)
{
    if (v.empty())
        return 0;
    const auto k = std::max(from, std::min(v.size() - 1, size_t(q * double(v.size()))));
    std::nth_element(v.begin() + qsizetype(from), v.begin() + qsizetype(k), v.end());
    from = k;
    return v[k];
}

Quantiles summarise(const QList<double>& samples)
{
    std::vector<double> v(samples.begin(), samples.end());
    Quantiles q;
    q.mean = v.empty() ? 0 : std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
    size_t from = 0;
    q.p50 = quantile(v, 0.5, from);
    q.p90 = quantile(v, 0.9, from); // only the upper half left to partition
    return q;
}

// Time to get through a restart of R hours that interruptions may strike again; `next` carries the
// residual time to the following interruption (memoryless, so it can be reused).
double restart(double restartHours, double mtbi, Xoshiro256& rng, double& next)
{
    double t = 0;
    for (;;) {
        const double y = rng.exponential(mtbi);
        if (y >= restartHours) {
            next = y - restartHours;
            return t + restartHours;
        }
        t += y;
    }
}

} // namespace

double expectedDraws(const InterruptionModel& m, int runs)
{
    const double perRun = m.mtbiHours > 0 && m.workHours > 0 ? expectedWallHours(m) / m.mtbiHours : 0.0;
    return double(std::max(0, runs)) * (1.0 + perRun);
}

double simulateOneRun(const InterruptionModel& m, Xoshiro256& rng)
{
    const double M = m.mtbiHours;
    if (M <= 0 || m.workHours <= 0)
        return m.workHours;
    const double segment = m.intervalHours + m.checkpointHours, perSegment = 1.0 / segment;
    double fullLeft = std::floor(m.workHours / m.intervalHours);
    const double rest = m.workHours - fullLeft * m.intervalHours;
    const double last = rest > 0 ? rest + m.checkpointHours : 0.0;
    double time = 0;
    double x = rng.exponential(M); // time to the next interruption
    for (;;) {
        if (fullLeft > 0) {
            // Memoryless interruptions: one draw covers every whole segment it outlasts.
            // x >= 0 and q < fullLeft here, so truncating is flooring (without a libm call per draw).
            const double q = x * perSegment;
            const double k = q >= fullLeft ? fullLeft : double(qint64(q));
            time += k * segment;
            x -= k * segment;
            fullLeft -= k;
            if (fullLeft > 0) {
                time += x; // the work lost; restart() then replaces x with the next interruption's residual
                time += restart(m.restartHours, M, rng, x);
                continue;
            }
        }
        if (x >= last)
            return time + last;
        time += x;
        time += restart(m.restartHours, M, rng, x);
    }
}

MonteCarloResult simulateInterruptions(
    const InterruptionModel& m, const CostOfWall& cost, const MonteCarloOptions& options)
{
    MonteCarloResult result;
    const int runs = std::max(0, options.runs);
    result.wallSamples.resize(runs);
    const int chunks = (runs + ChunkRuns - 1) / ChunkRuns;
    std::atomic_int done { 0 };
    auto runChunk = [&](int chunk) {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed))
            return;
        quint64 chunkSeed = options.seed;
        chunkSeed ^= splitmix64(chunkSeed) + quint64(chunk) * 0x9e3779b97f4a7c15ULL;
        Xoshiro256 rng(chunkSeed);
        const int first = chunk * ChunkRuns, end = std::min(runs, first + ChunkRuns);
        double* out = result.wallSamples.data();
        for (int i = first; i < end; ++i) {
            // Long runs: cancelling takes effect within a run or so, not only between chunks.
            if (options.cancel && options.cancel->load(std::memory_order_relaxed))
                return;
            out[i] = simulateOneRun(m, rng);
        }
        const int finished = done.fetch_add(end - first) + (end - first);
        if (options.progress)
            options.progress(finished, runs);
    };
    std::vector<int> indices(static_cast<size_t>(chunks));
    std::iota(indices.begin(), indices.end(), 0);
    if (options.threads == 1 || chunks <= 1) {
        for (int c : indices)
            runChunk(c);
    } else {
        QtConcurrent::blockingMap(indices, runChunk);
    }
    result.cancelled = options.cancel && options.cancel->load();
    if (result.cancelled)
        return result;
    result.runs = runs;
    result.costSamples.resize(runs);
    for (int i = 0; i < runs; ++i)
        result.costSamples[i] = cost(result.wallSamples[i]);
    result.wallHours = summarise(result.wallSamples);
    result.cost = summarise(result.costSamples);
    return result;
}

} // namespace Kova
