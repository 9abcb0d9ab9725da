#pragma once

#include "plan/planshortfall.h"
#include "plan/priceoutlier.h"
#include "text/format.h"

#include <functional>

namespace Kova {

// How a surface names one plan in a sentence (the command line escapes the catalogue's text, the window does not).
using PlanDescriber = std::function<QString(const PlanCandidate&)>;

// Why no plan meets the limit and the nearest one that would pass, in the current language, with figures: "No plan
// finishes within 72 h. The fastest plan takes 81 h, 9 h over the deadline: …". Said the same by the command line
// and the window.
QString shortfallText(
    const PlanShortfall& shortfall, const Catalogue& c, const Formatter& f, const PlanDescriber& describe);

// How the chosen plan was picked: "Within 2 % of the cheapest plan meeting the deadline ($363.41): whole nodes,
// then the fewest GPUs." Empty when the chosen plan is the strict best.
QString choiceText(const PlanChoice& choice, const PlanRequest& request, const Formatter& f);

// What joins the plan's nodes: "one node", "InfiniBand, 400 Gb/s per GPU", "no cluster network", or "network not
// confirmed: the source states none" for a multi-node plan on an offer whose network is not known.
QString planNetworkText(const Offer& offer, const PlanCandidate& plan, const Formatter& f);
// How many GPUs the provider says it can deliver in one place: "up to 8 GPUs in one place", or "capacity unknown".
QString capacityText(const Offer& offer, const Formatter& f);
// Why the scenario cannot run at the offer on `gpus` GPUs (OfferQuote::obstacle), in a sentence: "The provider lists
// at most 8 GPUs in one place; the run needs 16." Empty for none.
QString runObstacleText(RunObstacle obstacle, const Offer& offer, int gpus, const Formatter& f);
// The same in a word or two, for a table's cell or note: "memory", "capacity".
QString runObstacleName(RunObstacle obstacle);
// What a buyer checks before ordering a plan: the network joining its nodes, the capacity, the prices' date and a
// price that looks like a slip (`checks`: checkOfferPrices(), in catalogue order; empty: not checked).
QString planFactsText(const PlanCandidate& p, const Catalogue& c, const QList<PriceCheck>& checks, const Formatter& f);
// Why a price is flagged: "price outlier: $0.300 on demand, under a third of the H100 SXM median of $2.400";
// empty when it is not.
QString priceOutlierText(const PriceCheck& check, const Catalogue& c, const QString& gpuId, const Formatter& f);
// The same, the GPU named by `gpuName`.
QString priceOutlierText(const PriceCheck& check, const QString& gpuName, const Formatter& f);

} // namespace Kova
