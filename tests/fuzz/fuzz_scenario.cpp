// Fuzzes the scenario parser and the engine behind it: parseScenario never crashes, leaks or hangs,
// and the properties in fuzzproperties.h hold (round trip through a save, finite estimates).
#include "tests/fuzz/fuzzproperties.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    if (const char* violation = KovaFuzz::scenarioViolation(bytes)) {
        std::fprintf(stderr, "fuzz_scenario: property violated: %s\n", violation);
        std::abort();
    }
    return 0;
}
