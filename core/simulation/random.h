#pragma once

#include <QtGlobal>

namespace Kova {

// splitmix64 (Steele, Lea & Flood 2014): advances x and returns the next output; seeds Xoshiro256 and
// the Monte Carlo chunks.
quint64 splitmix64(quint64& x);

// xoshiro256++ (Blackman & Vigna 2019), seeded through splitmix64.
class Xoshiro256
{
public:
    // The same seed gives the same sequence on every platform.
    explicit Xoshiro256(quint64 seed);
    // The next 64 random bits.
    quint64 next();
    // Uniform in [0, 1) from the top 53 bits (Vigna's conversion to double).
    double uniform01() { return double(next() >> 11) * 0x1.0p-53; }
    double exponential(double mean); // the ziggurat method (random.cpp)

private:
    quint64 m_s[4];
};

} // namespace Kova
