#pragma once

#include "model/estimate.h"
#include "plan/marketplanner.h"
#include "plan/planshortfall.h"
#include "plan/scenarioanalysis.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Kova {

// Plain-text renderings for the command line, in the seed's line-item layout.
QString estimateText(const Scenario& s, const Estimate& e, const Catalogue& c, const QLocale& locale);
// What `plan` found among a whole market's plans: the chosen plan and its trade-offs, the Pareto front, and why
// there is no plan when there is none.
struct PlanOutcome
{
    PlanRequest request;
    PlanChoice choice;
    QList<PlanCandidate> front;
    std::optional<PlanShortfall> shortfall;
    QList<ProviderPlan> perProvider; // bestPlanPerProvider()
    PlanSpace space; // the providers searched, and whether unconfirmed networks were allowed
};

QString planText(const PlanOutcome& outcome, const MarketPlans& market, const Catalogue& c, const QLocale& locale);
QString catalogueText(const Catalogue& c, const QLocale& locale, const QDate& today);
// The accelerators the feeds sell that Kova has no model for, in one line; empty when there are none.
QString unmodelledText(const Catalogue& c);

QJsonObject planToJson(
    const PlanOutcome& outcome, const MarketPlans& market, const Catalogue& c, const QLocale& locale);
// The tiers ranked for the run, each with the market's best offer of its GPU model (rankTiers()).
QString tierRankingText(const QList<TierRank>& tiers, const Catalogue& c, const QLocale& locale);
QJsonArray tierRankingJson(const QList<TierRank>& tiers, const Catalogue& c);
QJsonObject catalogueSummaryJson(const Catalogue& c);

} // namespace Kova
