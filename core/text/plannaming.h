#pragma once

#include "text/format.h"

#include <optional>

namespace Kova {

struct Catalogue;
struct Scenario;

// The scenario's name with what it says of the cluster a plan replaces said of the planned run: its GPU count
// ("8×" becomes "24×"), its GPU ("H100 SXM" becomes "A100 SXM4") and its fixed duration ("72 h" becomes "0.6B
// tokens" when the plan trains a number of tokens instead). Nothing when the name says none of what changed.
std::optional<QString> nameAfterPlan(
    const Scenario& before, const Scenario& after, const Catalogue& c, const Formatter& f);

} // namespace Kova
