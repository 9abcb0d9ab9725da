#include "simulation/montecarlojson.h"

#include "simulation/montecarlo.h"

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

QJsonObject quantilesToJson(const Quantiles& q)
{
    return { { "mean"_L1, q.mean }, { "p50"_L1, q.p50 }, { "p90"_L1, q.p90 } };
}

} // namespace

QJsonObject monteCarloToJson(const MonteCarloResult& r, quint64 seed)
{
    return { { "runs"_L1, r.runs }, { "seed"_L1, double(seed) }, { "wall_hours"_L1, quantilesToJson(r.wallHours) },
        { "cost"_L1, quantilesToJson(r.cost) } };
}

} // namespace Kova
