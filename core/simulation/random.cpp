#include "simulation/random.h"

#include <array>
#include <cmath>

namespace Kova {

namespace {

quint64 rotl(quint64 x, int k)
{
    return (x << k) | (x >> (64 - k));
}

constexpr int Layers = 256;
constexpr double TailStart = 7.69711747013104972; // r: where the base layer's tail begins
constexpr double LayerArea = 0.0039496598225815571993; // v: area of every layer, the base with its tail

struct Ziggurat
{
    std::array<double, Layers + 1> x {}; // right edge of each layer, x[1] = r, x[256] = 0
    std::array<double, Layers + 1> f {}; // exp(-x[i])

    Ziggurat()
    {
        x[0] = LayerArea / std::exp(-TailStart); // the base layer's width as if it were a rectangle
        x[1] = TailStart;
        for (int i = 1; i < Layers; ++i)
            x[i + 1] = -std::log(LayerArea / x[i] + std::exp(-x[i]));
        x[Layers] = 0;
        for (int i = 0; i <= Layers; ++i)
            f[i] = std::exp(-x[i]);
    }
};

const Ziggurat& ziggurat()
{
    static const Ziggurat z;
    return z;
}

} // namespace

quint64 splitmix64(quint64& x)
{
    quint64 z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

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

// Exponential draws by the ziggurat method: Marsaglia & Tsang, "The Ziggurat Method for Generating
// Random Variables", Journal of Statistical Software 5(8), 2000, with 256 layers of equal area.
// About 99 % of draws cost one generator step, one multiply and one compare; the logarithm is only
// taken in the tail and the wedges.
double Xoshiro256::exponential(double mean)
{
    const Ziggurat& z = ziggurat();
    for (;;) {
        const quint64 bits = next();
        const auto i = size_t(bits & (Layers - 1));
        const double u = double(bits >> 11) * 0x1.0p-53; // bits 11..63, disjoint from the layer's 0..7
        const double x = u * z.x[i];
        if (x < z.x[i + 1])
            return mean * x; // inside the rectangle wholly under the curve
        if (i == 0) // the tail beyond r is itself exponential (memoryless)
            return mean * (TailStart - std::log(1.0 - uniform01()));
        if (z.f[i] + uniform01() * (z.f[i + 1] - z.f[i]) < std::exp(-x))
            return mean * x; // in the wedge, under the curve
    }
}

} // namespace Kova
