#pragma once

#include "model/estimate.h"
#include "model/marketplanner.h"
#include "model/scenarioanalysis.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Kova {

// Plain-text renderings for the command line, in the seed's line-item layout.
QString estimateText(const Scenario& s, const Estimate& e, const Catalogue& c, const QLocale& locale);
// A whole-market plan: the best plan and the front found among `market`'s plans.
QString planText(const std::optional<PlanCandidate>& best, const QList<PlanCandidate>& front, const MarketPlans& market,
    const Catalogue& c, const QLocale& locale);
// The tiers ranked for the run, each with the market's best offer of its GPU model (rankTiers()).
QString tierRankingText(const QList<TierRank>& tiers, const Catalogue& c, const QLocale& locale);
QString catalogueText(const Catalogue& c, const QLocale& locale, const QDate& today);

QJsonObject planToJson(const std::optional<PlanCandidate>& best, const QList<PlanCandidate>& front,
    const MarketPlans& market, const Catalogue& c);
QJsonArray tierRankingJson(const QList<TierRank>& tiers, const Catalogue& c);
QJsonObject catalogueSummaryJson(const Catalogue& c);

} // namespace Kova
