#include "app/textreport.h"

#include "model/names.h"
#include "plan/plannames.h"
#include "plan/priceoutlier.h"
#include "text/format.h"
#include "text/planwording.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct ReportText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::TextReport)
};

QString pad(const QString& s, int width)
{
    return s.leftJustified(width, u' ');
}
QString padLeft(const QString& s, int width)
{
    return s.rightJustified(width, u' ');
}

// "  label  formula = amount" rows, the columns as wide as their longest cell so that no label runs into its
// formula (French labels are longer).
struct FormulaRow
{
    QString label;
    QString formula;
    QString amount;
};

QString formulaRows(const QList<FormulaRow>& rows, qsizetype labelWidth, qsizetype formulaWidth)
{
    QString text;
    for (const FormulaRow& r : rows)
        text += u"  "_s + pad(r.label, int(labelWidth)) + pad(r.formula, int(formulaWidth)) + u" = "_s
            + padLeft(r.amount, 14) + u'\n';
    return text;
}

QString modeBlock(const ModeEstimate& me, const Formatter& f, bool chosen)
{
    QString text = ReportText::tr("%1 — %2 per GPU-hour%3\n")
                       .arg(purchaseModeName(me.mode), f.gpuHourRate(me.ratePerGpuHour),
                           chosen ? ReportText::tr(" (chosen)") : QString());
    QList<FormulaRow> costs;
    for (const CostLine& l : me.lines)
        costs << FormulaRow { f.lineLabel(l), f.lineFormula(l), f.money(l.amount) };
    const QList<FormulaRow> energy { { energyLineName(), f.energyFormula(me.energy), f.kwh(me.energy.kwh) },
        { carbonLineName(), f.carbonFormula(me.energy), f.kgCo2e(me.energy.kgCo2e) } };
    qsizetype labelWidth = 32, formulaWidth = 30;
    for (const FormulaRow& r : costs + energy) {
        labelWidth = std::max(labelWidth, r.label.size());
        formulaWidth = std::max(formulaWidth, r.formula.size());
    }
    labelWidth += 2;
    text += formulaRows(costs, labelWidth, formulaWidth);
    text += u"  "_s + pad(ReportText::tr("Total"), int(labelWidth + formulaWidth)) + u"   "_s
        + padLeft(f.money(me.total), 14) + u'\n';
    if (me.totalRange.p10 != me.totalRange.p90)
        text += u"  "_s
            + ReportText::tr("Likely total (P10–P90): %1 to %2")
                  .arg(f.money(me.totalRange.p10), f.money(me.totalRange.p90))
            + u'\n';
    text += formulaRows(energy, labelWidth, formulaWidth);
    text += u"  "_s + ReportText::tr("Wall-clock time: %1").arg(f.wallClock(me.wallHours)) + u"\n\n"_s;
    return text;
}

// The compute's range and where its throughput comes from.
QString rangeText(const ComputeEstimate& c, const Formatter& f)
{
    QString text = ReportText::tr("Throughput: %1 MFU, %2\n").arg(f.percent(c.mfu.mfu * 100, 1), mfuOriginName(c.mfu));
    if (c.fixedDuration && c.tokensRange.p10 != c.tokensRange.p90)
        text += ReportText::tr("Tokens in the fixed duration: %1 billion (P10–P90: %2 to %3 billion)\n")
                    .arg(f.number(c.tokens / 1e9, 1), f.number(c.tokensRange.p10 / 1e9, 1),
                        f.number(c.tokensRange.p90 / 1e9, 1));
    else if (c.fixedDuration)
        text += ReportText::tr("Tokens in the fixed duration: %1 billion\n").arg(f.number(c.tokens / 1e9, 1));
    else if (c.gpuHoursRange.p10 != c.gpuHoursRange.p90)
        text += ReportText::tr("Likely range (P10–P90, from the calibration's spread): %1 to %2 GPU-hours, %3 to %4 "
                               "wall-clock\n")
                    .arg(f.number(c.gpuHoursRange.p10, 1), f.number(c.gpuHoursRange.p90, 1),
                        f.wallClock(c.wallHoursRange.p10), f.wallClock(c.wallHoursRange.p90));
    for (const UncertaintyReason r : c.uncertaintyReasons)
        text += ReportText::tr("  wider because %1\n").arg(uncertaintyReasonName(r, f.locale()));
    return text + u'\n';
}

// A mixture of experts: what memory holds and what a token computes with, and the routing's cost.
QString moeText(const MoeEstimate& m, const Formatter& f)
{
    const QString link = m.expertParallelInNode ? ReportText::tr("inside a node") : ReportText::tr("across nodes");
    return ReportText::tr("Mixture of experts: %1 billion parameters held, %2 billion active per token (the shape "
                          "adds up to %3 billion)\n")
               .arg(f.number(m.totalParamsB, 1), f.number(m.activeParamsB, 1), f.number(m.shapeParamsB, 1))
        + ReportText::tr("Expert parallelism %1 %2: all-to-all %3 s per step at %4 GB/s; load imbalance ×%5 on "
                         "the experts\n")
              .arg(f.number(m.expertParallel, 0), link, f.number(m.allToAllSecondsPerStep, 3),
                  f.number(m.allToAllBusGBs, 1), f.number(m.imbalanceFactor, 3));
}

// The network a multi-node run crosses, and where the figure comes from; nothing inside one node.
QString networkText(const RunNetwork& n, const Formatter& f)
{
    if (!n.multiNode)
        return {};
    if (n.origin == NetworkOrigin::Unknown)
        return ReportText::tr("Network between nodes: not published (see the warning)\n\n");
    const QString figure = n.fabric == ClusterNetwork::None
        ? clusterNetworkName(n.fabric)
        : ReportText::tr("%1, %2 Gb/s per GPU").arg(clusterNetworkName(n.fabric), f.number(n.gbpsPerGpu, 0));
    return (n.origin == NetworkOrigin::Scenario
            ? ReportText::tr("Network between nodes: %1 (the scenario's cluster.network)\n\n")
            : ReportText::tr("Network between nodes: %1 (the offer's)\n\n"))
        .arg(figure);
}

QString offerLabel(const Catalogue& c, int index)
{
    const Offer& o = c.offers.at(index);
    return terminalSafe(offerTitle(o))
        + (o.region.isEmpty() ? QString() : u" ("_s + terminalSafe(catalogueText(o.region)) + u')');
}

} // namespace

QString estimateText(const Scenario& s, const Estimate& e, const Catalogue& c, const QLocale& locale)
{
    const Formatter f(locale, e.currency);
    const Offer* offer = c.offer(e.offerId);
    QString text = terminalSafe(s.name) + u'\n';
    text += ReportText::tr("%1, %Ln GPU(s) — %2", nullptr, e.gpus)
                .arg(terminalSafe(offer->provider + u' ' + offerName(*offer)),
                    terminalSafe(catalogueText(offer->region)))
        + u'\n';
    text += ReportText::tr("Compute: %1 GPU-hours, %2 wall-clock; memory %3 per GPU (%4)\n")
                .arg(f.number(e.compute.gpuHours, 1), f.wallClock(e.compute.wallHours), f.gb(e.memory.totalGb()),
                    e.fits ? ReportText::tr("fits") : ReportText::tr("does not fit"));
    if (e.moe)
        text += moeText(*e.moe, f);
    text += rangeText(e.compute, f);
    text += networkText(e.network, f);
    for (const ModeEstimate& me : e.modes)
        text += modeBlock(me, f, me.mode == s.mode);
    if (const QString market = marketMedianSentence(e.market, f); !market.isEmpty())
        text += market + u"\n\n"_s;
    text += ReportText::tr("Energy per GPU: TDP × utilisation + node overhead; grid intensity: %1\n\n")
                .arg(f.gridSource(e.energy));
    if (e.checkpoint.modelled)
        text += ReportText::tr("Checkpoint every %1 min (Young: %2 min, Daly: %3 min)\n\n")
                    .arg(f.number(e.checkpoint.intervalMin, 1), f.number(e.checkpoint.youngMin, 1),
                        f.number(e.checkpoint.dalyMin, 1));
    if (s.interruptions.gpuMtbfHours > 0)
        text += ReportText::tr("Hardware failures on every purchase mode: one per %1 GPU-hours, one every %2 on %Ln "
                               "GPU(s)\n\n",
            nullptr, e.gpus)
                    .arg(f.number(s.interruptions.gpuMtbfHours, 0), f.hours(s.interruptions.gpuMtbfHours / e.gpus));
    if (!e.warnings.isEmpty()) {
        text += ReportText::tr("Warnings:") + u'\n';
        for (const Warning& w : e.warnings)
            text += u"  - "_s + w.message + u'\n';
    }
    return text;
}

namespace {

QString providersSearched(const PlanSpace& space)
{
    QString text;
    if (!space.providers.isEmpty())
        text += ReportText::tr("Providers searched: %1.\n").arg(terminalSafe(space.providers.join(u", "_s)));
    if (!space.excludedProviders.isEmpty())
        text += ReportText::tr("Providers left out: %1.\n").arg(terminalSafe(space.excludedProviders.join(u", "_s)));
    if (space.allowUnconfirmedNetwork)
        text += ReportText::tr("Multi-node plans on offers whose network no source states are shown, flagged.\n");
    return text;
}

} // namespace

QString planText(const PlanOutcome& outcome, const MarketPlans& market, const Catalogue& c, const QLocale& locale)
{
    const Formatter f(locale, c.currency);
    const QList<PriceCheck> checks = checkOfferPrices(c);
    QString text = providersSearched(outcome.space);
    text += ReportText::tr("%1 plans considered.\n").arg(locale.toString(market.considered));
    text += ReportText::tr("Searched %Ln offer(s): %1 candidate plans, %2 costed once the dominated ones were "
                           "ruled out.\n",
        nullptr, int(c.offers.size()))
                .arg(locale.toString(market.candidates), locale.toString(market.costed()));
    auto describe = [&](const PlanCandidate& p) {
        return ReportText::tr("%1, %Ln GPU(s), %2, %3: %4 in %5", nullptr, p.gpus)
            .arg(offerLabel(c, p.offerIndex), purchaseModeName(p.mode), shardingName(p.sharding), f.money(p.total),
                f.wallClock(p.wallHours));
    };
    const PlanChoice& choice = outcome.choice;
    if (choice.chosen) {
        text += ReportText::tr("Best plan: %1\n").arg(describe(*choice.chosen));
        text += u"  "_s + planFactsText(*choice.chosen, c, checks, f) + u'\n';
        if (const QString why = choiceText(choice, outcome.request, f); !why.isEmpty())
            text += u"  "_s + why + u'\n';
        text += ReportText::tr("Plans that matter (cost, wall-clock, GPUs):\n");
        for (const PlanTradeOff& t : choice.tradeOffs) {
            QStringList roles;
            for (PlanRole r : t.roles)
                roles << planRoleTitle(r);
            text += u"  "_s
                + ReportText::tr("%1: %2 in %3 on %Ln GPU(s) — %4, %5", nullptr, t.plan.gpus)
                      .arg(roles.join(u", "_s), f.money(t.plan.total), f.wallClock(t.plan.wallHours),
                          offerLabel(c, t.plan.offerIndex), purchaseModeName(t.plan.mode))
                + u'\n';
        }
        if (!outcome.perProvider.isEmpty())
            text += outcome.request.goal == PlanGoal::CheapestWithinDeadline
                ? ReportText::tr("Best plan per provider, cheapest first:\n")
                : ReportText::tr("Best plan per provider, fastest first:\n");
        for (const ProviderPlan& pp : outcome.perProvider)
            text += u"  "_s
                + ReportText::tr("%1: %2 in %3 on %Ln GPU(s) — %4, %5", nullptr, pp.plan.gpus)
                      .arg(terminalSafe(pp.provider), f.money(pp.plan.total), f.wallClock(pp.plan.wallHours),
                          offerLabel(c, pp.plan.offerIndex), purchaseModeName(pp.plan.mode))
                + u"\n    "_s + planFactsText(pp.plan, c, checks, f) + u'\n';
    } else {
        text += ReportText::tr("No plan meets the limit.\n");
        if (outcome.shortfall)
            text += shortfallText(*outcome.shortfall, c, f, describe) + u'\n';
    }
    if (outcome.front.isEmpty())
        return text + ReportText::tr("No Pareto front: not one plan could be costed.\n");
    text += ReportText::tr("Pareto front (faster costs more):\n");
    for (const PlanCandidate& p : outcome.front)
        text += u"  "_s + describe(p) + u'\n';
    return text;
}

QString tierRankingText(const QList<TierRank>& tiers, const Catalogue& c, const QLocale& locale)
{
    if (tiers.isEmpty())
        return {};
    const Formatter f(locale, c.currency);
    auto quoted = [&](const TierRank& r, const QString& offerId, const OfferQuote& q) {
        const Offer* o = c.offer(offerId);
        const QString label = o ? offerLabel(c, int(o - c.offers.constData())) : offerId;
        if (!q.sold)
            return ReportText::tr("%1: does not sell this purchase mode").arg(label);
        if (!q.fits)
            return ReportText::tr("%1: the model does not fit").arg(label);
        return ReportText::tr("%1: %2 in %3, %4 per useful EFLOP")
            .arg(label, f.money(q.total), f.wallClock(q.wallHours), f.money(*r.costPerEflop(q)));
    };
    QString text = u'\n'
        + ReportText::tr("Tiers for this run, cheapest per useful EFLOP first, each with the best offer of its GPU "
                         "in the whole catalogue:")
        + u'\n';
    int rank = 0;
    for (const TierRank& r : tiers) {
        text += u"  "_s + locale.toString(++rank) + u". "_s + tierName(r.tierId) + u" — "_s
            + quoted(r, r.offerId, r.atTier) + u'\n';
        const Offer* tierOffer = c.offer(r.offerId);
        const GpuModel* gpu = tierOffer ? c.gpu(tierOffer->gpuId) : nullptr;
        const QString gpuName = gpu ? gpu->name : QString();
        if (r.bestOfferId.isEmpty())
            text += u"     "_s + ReportText::tr("No %1 offer of the catalogue can run it.").arg(gpuName) + u'\n';
        else if (r.bestOfferId == r.offerId)
            text += u"     "_s
                + ReportText::tr("The tier's offer is the cheapest %1 offer of the catalogue.").arg(gpuName) + u'\n';
        else
            text += u"     "_s
                + ReportText::tr("Best %1 offer of the catalogue: %2").arg(gpuName, quoted(r, r.bestOfferId, r.atBest))
                + u'\n';
    }
    return text;
}

QJsonArray tierRankingJson(const QList<TierRank>& tiers, const Catalogue& c)
{
    auto quote = [&](const TierRank& r, const QString& offerId, const OfferQuote& q) -> QJsonValue {
        if (offerId.isEmpty())
            return QJsonValue();
        const Offer* o = c.offer(offerId);
        const auto perPflop = r.costPerEflop(q);
        return QJsonObject { { "offer"_L1, offerId }, { "provider"_L1, o ? o->provider : QString() },
            { "instance"_L1, o ? o->name : QString() }, { "region"_L1, o ? o->region : QString() },
            { "sold"_L1, q.sold }, { "fits"_L1, q.fits }, { "total"_L1, q.sold ? QJsonValue(q.total) : QJsonValue() },
            { "wall_hours"_L1, q.sold ? QJsonValue(q.wallHours) : QJsonValue() },
            { "cost_per_eflop"_L1, perPflop ? QJsonValue(*perPflop) : QJsonValue() } };
    };
    QJsonArray out;
    for (const TierRank& r : tiers) {
        const Offer* o = c.offer(r.offerId);
        out.append(QJsonObject { { "tier"_L1, r.tierId }, { "gpu"_L1, o ? o->gpuId : QString() },
            { "useful_eflop"_L1, r.usefulEflop }, { "tier_offer"_L1, quote(r, r.offerId, r.atTier) },
            { "best_offer"_L1, quote(r, r.bestOfferId, r.atBest) } });
    }
    return out;
}

QString unmodelledText(const Catalogue& c)
{
    if (c.unmodelled.isEmpty())
        return {};
    QStringList items;
    for (const UnmodelledGpu& u : c.unmodelled)
        items << ReportText::tr("%1 (%2, %Ln row(s))", nullptr, int(u.rows))
                     .arg(terminalSafe(u.accelerator), terminalSafe(u.provider));
    return ReportText::tr("Not modelled (sold by the feeds, but Kova has no model of the GPU, so never planned): %1")
               .arg(items.join(u", "_s))
        + u'\n';
}

QString catalogueText(const Catalogue& c, const QLocale& locale, const QDate& today)
{
    QString text;
    for (const Offer& o : c.offers) {
        const Formatter f(locale, o.currency);
        const Tier* tier = c.tierOf(o.id);
        QStringList prices;
        for (PurchaseMode m : AllPurchaseModes)
            if (o.prices.has(m))
                prices << purchaseModeName(m) + u' ' + f.gpuHourRate(*o.prices.price(m));
        // A feed writes these: shown escaped, so that it cannot drive the terminal or fake a line.
        text += (tier ? u'[' + tierName(tier->id) + u"] "_s : QString()) + terminalSafe(offerTitle(o)) + u" ("_s
            + terminalSafe(catalogueText(o.region)) + u")\n"_s;
        text += u"  "_s + prices.join(u", "_s) + u'\n';
        text += u"  "_s
            + ReportText::tr("observed %1 (%Ln day(s) ago); %2", nullptr, int(o.observed.daysTo(today)))
                  .arg(f.date(o.observed),
                      terminalSafe(o.sourceUrl.isEmpty() ? catalogueText(o.source)
                                                         : catalogueText(o.source) + u" — "_s + o.sourceUrl))
            + u'\n';
    }
    return text;
}

QJsonObject planToJson(const PlanOutcome& outcome, const MarketPlans& market, const Catalogue& c, const QLocale& locale)
{
    const QList<PriceCheck> checks = checkOfferPrices(c);
    auto toJson = [&](const PlanCandidate& p) {
        const Offer& o = c.offers.at(p.offerIndex);
        const PriceCheck check = checks.value(p.offerIndex);
        return QJsonObject { { "offer"_L1, o.id }, { "provider"_L1, o.provider }, { "instance"_L1, o.name },
            { "region"_L1, o.region }, { "gpu"_L1, o.gpuId }, { "gpus"_L1, p.gpus }, { "mode"_L1, keyOf(p.mode) },
            { "sharding"_L1, keyOf(p.sharding) }, { "total"_L1, p.total }, { "wall_hours"_L1, p.wallHours },
            { "gpus_per_node"_L1, p.gpusPerNode }, { "whole_nodes"_L1, p.wholeNodes() },
            { "nodes"_L1, (p.gpus + p.gpusPerNode - 1) / std::max(1, p.gpusPerNode) },
            { "network"_L1, o.networkKnown() ? QJsonValue(keyOf(o.network)) : QJsonValue() },
            { "network_gbps_per_gpu"_L1, o.networkKnown() ? QJsonValue(o.networkGbpsPerGpu) : QJsonValue() },
            { "network_confirmed"_L1, !p.networkUnconfirmed },
            { "capacity_gpus"_L1, o.maxContiguousGpus ? QJsonValue(*o.maxContiguousGpus) : QJsonValue() },
            { "whole_instances_only"_L1, o.wholeNodesOnly() }, { "observed"_L1, o.observed.toString(Qt::ISODate) },
            { "price_outlier"_L1, keyOf(check.outlier) } };
    };
    auto planOrNull = [&](const std::optional<PlanCandidate>& p) { return p ? QJsonValue(toJson(*p)) : QJsonValue(); };
    const PlanChoice& choice = outcome.choice;
    QJsonArray pareto;
    for (const PlanCandidate& p : outcome.front)
        pareto.append(toJson(p));
    QJsonArray tradeOffs;
    for (const PlanTradeOff& t : choice.tradeOffs) {
        QJsonObject o = toJson(t.plan);
        QJsonArray roles;
        for (PlanRole r : t.roles)
            roles.append(keyOf(r));
        o.insert("roles"_L1, roles);
        tradeOffs.append(o);
    }
    QJsonValue shortfall;
    if (const auto& s = outcome.shortfall) {
        QJsonObject o { { "obstacle"_L1, keyOf(s->obstacle) },
            { "text"_L1, shortfallText(*s, c, Formatter(locale, c.currency), [&](const PlanCandidate& p) {
                 const Offer& offer = c.offers.at(p.offerIndex);
                 return offerTitle(offer);
             }) } };
        switch (s->obstacle) {
        case PlanObstacle::GpuCount:
            break;
        case PlanObstacle::Memory:
            o.insert("least_memory_gb_per_gpu"_L1, s->leastMemoryGb);
            o.insert("least_memory_gpus"_L1, s->leastMemoryGpus);
            o.insert("least_memory_sharding"_L1, keyOf(s->leastMemorySharding));
            o.insert("largest_gpu"_L1, s->largestGpuId);
            o.insert("largest_gpu_memory_gb"_L1, s->largestVramGb);
            break;
        case PlanObstacle::Capacity:
            o.insert("fewest_gpus_that_fit"_L1, s->fewestGpusThatFit);
            o.insert("largest_capacity"_L1, s->largestCapacity);
            o.insert("nearest_with_more_capacity"_L1, planOrNull(s->nearest));
            break;
        case PlanObstacle::Deadline:
        case PlanObstacle::Budget:
            o.insert("limit"_L1, s->limit);
            o.insert("nearest"_L1, planOrNull(s->nearest));
            o.insert("over_by"_L1, s->nearest ? QJsonValue(s->overBy()) : QJsonValue());
            o.insert("with_more_capacity"_L1, planOrNull(s->withMoreCapacity));
            break;
        }
        shortfall = o;
    }
    QJsonArray perProvider;
    for (const ProviderPlan& pp : outcome.perProvider)
        perProvider.append(toJson(pp.plan));
    return QJsonObject { { "considered"_L1, double(market.considered) }, { "candidates"_L1, double(market.candidates) },
        { "per_provider"_L1, perProvider }, { "providers"_L1, QJsonArray::fromStringList(outcome.space.providers) },
        { "excluded_providers"_L1, QJsonArray::fromStringList(outcome.space.excludedProviders) },
        { "unconfirmed_network_allowed"_L1, outcome.space.allowUnconfirmedNetwork },
        { "costed"_L1, double(market.costed()) }, { "offers"_L1, double(c.offers.size()) },
        { "best"_L1, planOrNull(choice.chosen) }, { "pareto"_L1, pareto }, { "currency"_L1, c.currency },
        { "tolerance_percent"_L1, outcome.request.tolerance * 100 }, { "strict_best"_L1, planOrNull(choice.best) },
        { "trade_offs"_L1, tradeOffs }, { "shortfall"_L1, shortfall } };
}

QJsonObject catalogueSummaryJson(const Catalogue& c)
{
    QJsonArray offers;
    for (const Offer& o : c.offers) {
        QJsonObject prices;
        for (PurchaseMode m : AllPurchaseModes)
            if (o.prices.has(m))
                prices.insert(keyOf(m), *o.prices.price(m));
        const Tier* tier = c.tierOf(o.id);
        QJsonObject offer { { "id"_L1, o.id }, { "provider"_L1, o.provider }, { "name"_L1, o.name },
            { "gpu"_L1, o.gpuId }, { "region"_L1, o.region }, { "prices"_L1, prices },
            { "tier"_L1, tier ? QJsonValue(tier->id) : QJsonValue() }, { "source"_L1, o.source },
            { "source_url"_L1, o.sourceUrl }, { "observed"_L1, o.observed.toString(Qt::ISODate) },
            { "currency"_L1, o.currency }, { "feed"_L1, o.feed } };
        // The further reserved terms, as the catalogue file gives them (prices.reserved_terms).
        if (!o.prices.reservedTerms.isEmpty()) {
            QJsonArray terms;
            for (const ReservedTerm& t : o.prices.reservedTerms)
                terms.append(QJsonObject { { "term_months"_L1, t.months }, { "per_gpu_hour"_L1, t.perGpuHour },
                    { "upfront_per_gpu"_L1, t.upfrontPerGpu }, { "source"_L1, t.source },
                    { "source_url"_L1, t.sourceUrl },
                    { "observed"_L1,
                        t.observed.isValid() ? QJsonValue(t.observed.toString(Qt::ISODate)) : QJsonValue() } });
            offer.insert("reserved_terms"_L1, terms);
        }
        offers.append(offer);
    }
    QJsonArray unmodelled;
    for (const UnmodelledGpu& u : c.unmodelled)
        unmodelled.append(QJsonObject { { "accelerator"_L1, u.accelerator }, { "provider"_L1, u.provider },
            { "rows"_L1, double(u.rows) }, { "feed"_L1, u.feed } });
    return QJsonObject { { "format"_L1, c.formatVersion }, { "currency"_L1, c.currency }, { "offers"_L1, offers },
        { "not_modelled"_L1, unmodelled } };
}

} // namespace Kova
