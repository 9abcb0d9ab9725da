// Fuzzes the catalogue parser, which reads feeds fetched from the network: parseCatalogue never
// crashes, leaks or hangs, and what it accepts is a whole catalogue (fuzzproperties.h).
#include "tests/fuzz/fuzzproperties.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    if (const char* violation = KovaFuzz::catalogueViolation(bytes)) {
        std::fprintf(stderr, "fuzz_catalogue: property violated: %s\n", violation);
        std::abort();
    }
    return 0;
}
