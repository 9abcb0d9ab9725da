// Fuzzes the parser of the ECB's daily reference rates (XML fetched from the network): it never
// crashes, leaks or hangs, and a rate it accepts is usable (fuzzproperties.h: valid, for the currency
// asked, converting a finite amount to a finite amount both ways).
#include "tests/fuzz/fuzzproperties.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    if (const char* violation = KovaFuzz::ecbRatesViolation(bytes)) {
        std::fprintf(stderr, "fuzz_ecbrates: property violated: %s\n", violation);
        std::abort();
    }
    return 0;
}
