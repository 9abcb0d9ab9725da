// Fuzzes the catalogue parser, which reads feeds fetched from the network. Properties checked:
// - parseCatalogue never crashes, leaks or hangs, whatever the bytes;
// - a catalogue that parses is whole: every offer names a known GPU, has a price, and every price
//   is finite and positive; every tier names a known offer.
#include "catalogue.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

void require(bool condition, const char* what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz_catalogue: property violated: %s\n", what);
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    const auto parsed = Kova::parseCatalogue(bytes, u"fuzz-feed"_s);
    if (!parsed) {
        require(!parsed.error().problem.isEmpty(), "an error without a problem");
        return 0;
    }
    const Kova::Catalogue& c = parsed.value();
    for (const Kova::Offer& o : c.offers) {
        require(c.gpu(o.gpuId) != nullptr, "an offer names an unknown GPU");
        bool priced = false;
        for (Kova::PurchaseMode m : Kova::AllPurchaseModes)
            if (const auto p = o.prices.price(m)) {
                require(std::isfinite(*p) && *p > 0, "a price is not finite and positive");
                priced = true;
            }
        require(priced, "an offer has no price");
    }
    for (const Kova::Tier& t : c.tiers)
        require(c.offer(t.offerId) != nullptr, "a tier names an unknown offer");
    return 0;
}
