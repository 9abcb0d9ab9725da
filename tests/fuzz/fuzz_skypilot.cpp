// Fuzzes what a catalogue feed may serve besides Kova's JSON: the SkyPilot vms.csv reader (CSV with quoted
// fields, columns by name, the accelerator alias table, Google Cloud's host pairing) behind the feed
// format detection (parseFeedDocument): never a crash, leak or hang, and the properties in
// fuzzproperties.h hold (errors name the feed and a line inside the input; accepted offers are whole,
// with finite prices of at most 1,000 per GPU-hour).
#include "tests/fuzz/fuzzproperties.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    if (const char* violation = KovaFuzz::skyPilotViolation(bytes)) {
        std::fprintf(stderr, "fuzz_skypilot: property violated: %s\n", violation);
        std::abort();
    }
    return 0;
}
