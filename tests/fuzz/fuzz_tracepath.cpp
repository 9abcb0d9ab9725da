// Fuzzes the spot price trace's path as a scenario writes it ("spot.trace"), resolved against the
// scenario's folder and read through the guarded reader (io/guardedfile.h): in a folder holding a FIFO,
// a link to /dev/zero, a subfolder, a dangling link, a file over the size limit and a good trace, no path
// hangs, exhausts the memory or crashes, and every refusal names the resolved file and says why.
#include "tests/fuzz/fuzzproperties.h"

#include <QDir>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace Qt::StringLiterals;
    static const QString folder = [] {
        const QString f = QDir::current().absoluteFilePath(u"tracepath"_s); // run-fuzzer.sh's scratch folder
        KovaFuzz::makeTracePathFixture(f);
        return f;
    }();
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    if (const char* violation = KovaFuzz::tracePathViolation(bytes, folder)) {
        std::fprintf(stderr, "fuzz_tracepath: property violated: %s\n", violation);
        std::abort();
    }
    return 0;
}
