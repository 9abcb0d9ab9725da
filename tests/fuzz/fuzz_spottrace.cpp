// Fuzzes the spot price trace reader (CSV, "hour,price") and the replay of a run over the trace:
// parseSpotTrace never crashes, leaks or hangs, and the properties in fuzzproperties.h hold (errors
// name a line and column inside the input; an accepted trace is well formed, writes and reads back the
// same, and replays to finite figures within the run's work, the trace's end and the bid).
#include "tests/fuzz/fuzzproperties.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    if (const char* violation = KovaFuzz::spotTraceViolation(bytes)) {
        std::fprintf(stderr, "fuzz_spottrace: property violated: %s\n", violation);
        std::abort();
    }
    return 0;
}
