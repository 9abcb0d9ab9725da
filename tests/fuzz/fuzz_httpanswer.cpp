// Fuzzes the download of a feed: the input is the whole answer of a server on the loopback, read by HttpFetch
// through Qt's HTTP stack; the properties are fuzzhttp.h's.
#include "tests/fuzz/fuzzhttp.h"

#include <QCoreApplication>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_httpanswer";
    static char* argv[] = { name, nullptr };
    static auto* app = new QCoreApplication(argc, argv); // never destroyed, as fuzzhttp.h's server
    Q_UNUSED(app);
    const QByteArray answer(reinterpret_cast<const char*>(data), qsizetype(size));
    if (const char* violation = KovaFuzz::httpAnswerViolation(answer)) {
        std::fprintf(stderr, "fuzz_httpanswer: property violated: %s\n", violation);
        std::abort();
    }
    return 0;
}
