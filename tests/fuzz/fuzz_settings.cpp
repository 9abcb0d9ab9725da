// Fuzzes the settings round trip (sources/settings.h over an INI file): any bytes as a settings file are
// read without crashing into usable values, and names, bytes and a feed written by the setters read back
// the same (the properties in fuzzproperties.h).
#include "tests/fuzz/fuzzproperties.h"

#include <QDir>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    if (const char* violation = KovaFuzz::settingsViolation(bytes, QDir::currentPath())) {
        std::fprintf(stderr, "fuzz_settings: property violated: %s\n", violation);
        std::abort();
    }
    return 0;
}
