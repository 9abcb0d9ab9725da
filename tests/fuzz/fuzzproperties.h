#pragma once

// The properties the fuzz targets check on every input, shared with tst_fuzzregressions, which runs
// the seed corpora and every input a fuzzer ever found (tests/fuzz/regressions/) in the normal suite.
// Each returns the property violated, or nullptr when the input is handled correctly.

#include "catalogue.h"
#include "estimate.h"
#include "scenario.h"

#include <cmath>

namespace KovaFuzz {

inline bool finiteNonNegative(double v)
{
    return std::isfinite(v) && v >= 0;
}

// parseScenario refuses with a problem, or parses a scenario that saves and parses back the same and
// whose estimate, if any, has only finite, non-negative amounts and times.
inline const char* scenarioViolation(const QByteArray& bytes)
{
    using namespace Qt::StringLiterals;
    const auto parsed = Kova::parseScenario(bytes, u"fuzz.kova.json"_s);
    if (!parsed)
        return parsed.error().problem.isEmpty() ? "an error without a problem" : nullptr;
    const Kova::Scenario& s = parsed.value();
    const auto again = Kova::parseScenario(Kova::scenarioToBytes(s), u"saved.kova.json"_s);
    if (!again)
        return "a saved scenario does not parse";
    if (!(again.value() == s))
        return "a saved scenario parses to a different scenario";
    const auto e = Kova::estimate(s, Kova::embeddedCatalogue());
    if (!e)
        return nullptr;
    for (const Kova::ModeEstimate& m : e.value().modes) {
        if (!finiteNonNegative(m.total))
            return "a mode total is not a finite non-negative amount";
        if (!finiteNonNegative(m.wallHours))
            return "a wall time is not finite and non-negative";
        for (const Kova::CostLine& line : m.lines)
            if (!finiteNonNegative(line.amount))
                return "a cost line is not a finite non-negative amount";
    }
    return nullptr;
}

// parseCatalogue refuses with a problem, or returns a whole catalogue: every offer names a known GPU
// and has a price, every price is finite and positive, every tier names a known offer.
inline const char* catalogueViolation(const QByteArray& bytes)
{
    using namespace Qt::StringLiterals;
    const auto parsed = Kova::parseCatalogue(bytes, u"fuzz-feed"_s);
    if (!parsed)
        return parsed.error().problem.isEmpty() ? "an error without a problem" : nullptr;
    const Kova::Catalogue& c = parsed.value();
    for (const Kova::Offer& o : c.offers) {
        if (!c.gpu(o.gpuId))
            return "an offer names an unknown GPU";
        bool priced = false;
        for (Kova::PurchaseMode m : Kova::AllPurchaseModes)
            if (const auto p = o.prices.price(m)) {
                if (!std::isfinite(*p) || *p <= 0)
                    return "a price is not finite and positive";
                priced = true;
            }
        if (!priced)
            return "an offer has no price";
    }
    for (const Kova::Tier& t : c.tiers)
        if (!c.offer(t.offerId))
            return "a tier names an unknown offer";
    return nullptr;
}

} // namespace KovaFuzz
