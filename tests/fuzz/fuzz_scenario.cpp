// Fuzzes the scenario parser and the engine behind it. Properties checked on every input:
// - parseScenario never crashes, leaks or hangs, whatever the bytes;
// - a scenario that parses saves and parses back to the same scenario;
// - its estimate, when there is one, has only finite, non-negative amounts and times.
#include "catalogue.h"
#include "estimate.h"
#include "scenario.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

void require(bool condition, const char* what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz_scenario: property violated: %s\n", what);
        std::abort();
    }
}

bool finiteNonNegative(double v)
{
    return std::isfinite(v) && v >= 0;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    const auto parsed = Kova::parseScenario(bytes, u"fuzz.kova.json"_s);
    if (!parsed) {
        require(!parsed.error().problem.isEmpty(), "an error without a problem");
        return 0;
    }
    const Kova::Scenario& s = parsed.value();
    const auto again = Kova::parseScenario(Kova::scenarioToBytes(s), u"saved.kova.json"_s);
    require(again.ok(), "a saved scenario does not parse");
    require(again.value() == s, "a saved scenario parses to a different scenario");

    const auto e = Kova::estimate(s, Kova::embeddedCatalogue());
    if (!e)
        return 0;
    for (const Kova::ModeEstimate& m : e.value().modes) {
        require(finiteNonNegative(m.total), "a mode total is not a finite non-negative amount");
        require(finiteNonNegative(m.wallHours), "a wall time is not finite and non-negative");
        for (const Kova::CostLine& line : m.lines)
            require(finiteNonNegative(line.amount), "a cost line is not a finite non-negative amount");
    }
    return 0;
}
