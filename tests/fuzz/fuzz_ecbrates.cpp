// Fuzzes the parser of the ECB's daily reference rates (XML fetched from the network): it never
// crashes, leaks or hangs, and a rate it accepts is usable: finite, positive, dated, and converting
// a finite amount gives a finite amount.
#include "exchangerate.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

void require(bool condition, const char* what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz_ecbrates: property violated: %s\n", what);
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    for (const QString& currency : { u"USD"_s, u"JPY"_s }) {
        const auto parsed = Kova::parseEcbDailyRates(bytes, u"rates.xml"_s, currency);
        if (!parsed) {
            require(!parsed.error().problem.isEmpty(), "an error without a problem");
            continue;
        }
        const Kova::ExchangeRate& r = parsed.value();
        require(r.isValid(), "an accepted rate is not valid");
        require(std::isfinite(r.rate), "an accepted rate is not finite");
        require(r.quote == currency, "the rate is not for the currency asked");
        const auto converted = r.convert(1234.5, u"EUR"_s, currency);
        require(converted && std::isfinite(*converted) && *converted > 0, "a conversion is not a finite amount");
        const auto back = r.convert(1234.5, currency, u"EUR"_s);
        require(back && std::isfinite(*back), "a conversion back is not a finite amount");
    }
    return 0;
}
