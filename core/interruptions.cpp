#include "interruptions.h"

#include <QtConcurrent/QtConcurrentMap>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace Kova {

namespace {

constexpr int ChunkRuns = 2048;

quint64 splitmix64(quint64& x)
{
    quint64 z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

quint64 rotl(quint64 x, int k)
{
    return (x << k) | (x >> (64 - k));
}

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

Xoshiro256::Xoshiro256(quint64 seed)
{
    for (quint64& s : m_s)
        s = splitmix64(seed);
}

quint64 Xoshiro256::next()
{
    const quint64 result = rotl(m_s[0] + m_s[3], 23) + m_s[0];
    const quint64 t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

double youngIntervalHours(double checkpointHours, double mtbiHours)
{
    return std::sqrt(2.0 * checkpointHours * mtbiHours);
}

double dalyIntervalHours(double checkpointHours, double mtbiHours)
{
    const double d = checkpointHours, m = mtbiHours;
    if (d >= 2.0 * m)
        return m;
    const double x = d / (2.0 * m);
    return std::sqrt(2.0 * d * m) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - d;
}

double expectedWallHours(const InterruptionModel& m)
{
    if (m.mtbiHours <= 0 || m.workHours <= 0)
        return m.workHours;
    const double M = m.mtbiHours;
    auto segment = [&](double len) { return M * std::exp(m.restartHours / M) * std::expm1(len / M); };
    const double full = std::floor(m.workHours / m.intervalHours);
    const double rest = m.workHours - full * m.intervalHours;
    return full * segment(m.intervalHours + m.checkpointHours) + (rest > 0 ? segment(rest + m.checkpointHours) : 0.0);
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
        for (int i = first; i < end; ++i)
            out[i] = simulateOneRun(m, rng);
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
