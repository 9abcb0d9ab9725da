// Fuzzes the program reader and the costing behind it: parseProgram and costProgram never crash, leak or
// hang, and the property in fuzzprogram.h holds (finite totals that are the sums of their lines).
#include "tests/fuzz/fuzzprogram.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    if (const char* violation = KovaFuzz::programViolation(bytes)) {
        std::fprintf(stderr, "fuzz_program: property violated: %s\n", violation);
        std::abort();
    }
    return 0;
}
