#include "plan/marketplanner.h"

#include "model/network.h"
#include "plan/gpucount.h"

#include <QVarLengthArray>
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

namespace Kova {

namespace {

// What estimateCompute() reads of an offer: offers alike in these take the same time for the same run.
using Interconnect = std::tuple<QString, int, int, int, double>;

Interconnect interconnectOf(const Scenario& s, const Offer& o)
{
    // withStatedNetwork() without its copy of the offer: this runs for every offer of the market.
    const bool stated = networkOrigin(s, o) == NetworkOrigin::Scenario;
    return { o.gpuId, o.gpusPerNode, int(o.intraNodeLink), int(stated ? s.cluster.network->fabric : o.network),
        stated ? s.cluster.network->gbpsPerGpu : o.networkGbpsPerGpu };
}

// Offers alike in run time and in the GPU counts they can be planned on (how they are rented, whether their
// network is known, whether clusters of their nodes are sold).
using PlanGroup = std::tuple<Interconnect, bool, bool, bool>;

PlanGroup planGroupOf(const Scenario& s, const Offer& o)
{
    return { interconnectOf(s, o), o.wholeNodesOnly(), networkOrigin(s, o) == NetworkOrigin::Unknown,
        o.singleNodeOnly() };
}

using Factors = QVarLengthArray<double, 8>;

// The prices estimateMode() multiplies by a positive quantity for a plan in `mode` (lower is better), then
// the contiguous capacity negated (more is better); a price the scenario buys none of is left out.
Factors costFactors(const Scenario& s, const Offer& o, PurchaseMode mode, bool withCapacity)
{
    Factors f;
    const double rate = *o.prices.price(mode);
    f.append(rate);
    if (mode == PurchaseMode::Reserved)
        f.append(o.prices.reservedTermMonths); // a longer term bills more hours
    for (const Phase& ph : s.cluster.phases)
        if (ph.gpus > 0 && ph.hours > 0)
            f.append(o.prices.price(ph.mode).value_or(rate));
    if (s.storage.checkpointVolumeGb > 0)
        f.append(o.volumePerGbMonth.value_or(0)); // a price not published is a line not included
    if (s.storage.datasetGb > 0)
        f.append(o.ingressPerGb.value_or(0));
    if (s.storage.egressGb > 0)
        f.append(o.egressPerGb.value_or(0));
    if (withCapacity)
        f.append(-double(o.maxContiguousGpus.value_or(std::numeric_limits<int>::max())));
    return f;
}

bool noWorseEverywhere(const Factors& a, const Factors& b)
{
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a[i] > b[i])
            return false;
    return true;
}

// The offers of `members` selling `mode` that no other one matches or undercuts on every factor (of two
// alike, the first in the catalogue). In the factors' lexicographic order an offer can only be beaten by
// one before it, so each is compared with the offers kept so far (a skyline).
QList<int> undercutFree(
    const Scenario& s, const Catalogue& c, const QList<int>& members, PurchaseMode mode, bool withCapacity)
{
    QList<std::pair<Factors, int>> sellers;
    for (int oi : members)
        if (c.offers[oi].prices.has(mode))
            sellers.append({ costFactors(s, c.offers[oi], mode, withCapacity), oi });
    std::sort(sellers.begin(), sellers.end(), [](const auto& a, const auto& b) {
        return std::lexicographical_compare(a.first.begin(), a.first.end(), b.first.begin(), b.first.end())
            || (a.first == b.first && a.second < b.second);
    });
    QList<std::pair<Factors, int>> kept;
    for (const auto& seller : sellers)
        if (std::none_of(
                kept.begin(), kept.end(), [&](const auto& k) { return noWorseEverywhere(k.first, seller.first); }))
            kept.append(seller);
    QList<int> out;
    for (const auto& k : kept)
        out.append(k.second);
    return out;
}

int modesSold(const Offer& o)
{
    return int(std::count_if(
        AllPurchaseModes.begin(), AllPurchaseModes.end(), [&](PurchaseMode m) { return o.prices.has(m); }));
}

// The shortest run of the group's GPU on `gpus` GPUs over the shardings that fit, and how many fit.
struct FastestSharding
{
    int fitting = 0;
    Sharding sharding = Sharding::ZeRO3;
    ComputeEstimate compute;
};

FastestSharding fastestSharding(
    Scenario& trial, const Offer& offer, const GpuModel& gpu, int gpus, const PlanSpace& space)
{
    FastestSharding best;
    trial.cluster.gpus = gpus;
    for (Sharding sharding : space.shardings) {
        trial.training.sharding = sharding;
        if (memoryPerGpu(trial.model, trial.training, gpus).totalGb() > gpu.usableVramGb)
            continue;
        const ComputeEstimate compute = estimateCompute(trial, offer, gpu, gpus, sharding);
        if (best.fitting++ == 0 || compute.wallHours < best.compute.wallHours
            || (compute.wallHours == best.compute.wallHours && int(sharding) < int(best.sharding))) {
            best.sharding = sharding;
            best.compute = compute;
        }
    }
    trial.training.sharding = best.sharding;
    return best;
}

} // namespace

MarketPlans marketPlans(const Scenario& s, const Catalogue& c, const PlanSpace& space)
{
    MarketPlans out;
    const Scenario work = workloadOf(s, c);
    const QList<int> counts = space.gpuCounts.isEmpty() ? defaultGpuCounts() : space.gpuCounts;
    const int modelParallel = work.training.tensorParallel * work.training.pipelineParallel;

    std::map<PlanGroup, QList<int>> groups;
    for (int oi = 0; oi < c.offers.size(); ++oi) {
        const Offer& offer = c.offers[oi];
        if (!c.gpu(offer.gpuId) || !space.includes(offer))
            continue;
        groups[planGroupOf(work, offer)].append(oi);
        out.candidates += qsizetype(modesSold(offer)) * space.shardings.size() * counts.size();
    }

    Scenario trial = work;
    for (const auto& [group, members] : groups) {
        const Offer& first = c.offers[members.first()];
        const GpuModel& gpu = *c.gpu(first.gpuId);
        std::array<QList<int>, PurchaseModeCount> sellers;
        for (PurchaseMode mode : AllPurchaseModes)
            sellers[int(mode)] = undercutFree(work, c, members, mode, space.respectContiguousCapacity);
        for (int gpus : counts) {
            if (gpus % modelParallel != 0 || !isUsableGpuCount(first, work.training, gpus)
                || !space.allowsNetwork(work, first, gpus) || !batchCoversGpus(work.model, work.training, gpus))
                continue;
            const FastestSharding fastest = fastestSharding(trial, first, gpu, gpus, space);
            if (fastest.fitting == 0)
                continue;
            for (int oi : members)
                if (space.hasRoom(c.offers[oi], gpus))
                    out.considered += qsizetype(fastest.fitting) * modesSold(c.offers[oi]);
            for (PurchaseMode mode : AllPurchaseModes)
                for (int oi : std::as_const(sellers[int(mode)])) {
                    if (!space.hasRoom(c.offers[oi], gpus))
                        continue;
                    const ModeEstimate me = estimateMode(trial, c.offers[oi], mode, fastest.compute);
                    if (!std::isfinite(me.total) || !(me.wallHours <= MaxExpectedWallHours))
                        continue; // as in sweepPlans(): a run the interruptions never let finish
                    out.plans.append({ oi, gpus, mode, fastest.sharding, me.total, me.wallHours, first.gpusPerNode,
                        networkUnknown(work, first, gpus) });
                }
        }
    }
    return out;
}

QList<ProviderPlan> bestPlanPerProvider(
    const Scenario& s, const Catalogue& c, const PlanRequest& request, const PlanSpace& space)
{
    QStringList providers;
    for (const Offer& offer : c.offers)
        if (space.includes(offer) && !providers.contains(offer.provider, Qt::CaseInsensitive))
            providers.append(offer.provider);
    QList<ProviderPlan> out;
    for (const QString& provider : std::as_const(providers)) {
        PlanSpace own = space;
        own.providers = { provider };
        if (const auto plan = acceptablePlan(marketPlans(s, c, own).plans, request))
            out.append({ provider, *plan });
    }
    const bool byCost = request.goal == PlanGoal::CheapestWithinDeadline;
    std::stable_sort(out.begin(), out.end(), [byCost](const ProviderPlan& a, const ProviderPlan& b) {
        const auto key = [byCost](const PlanCandidate& p) {
            return byCost ? std::pair(p.total, p.wallHours) : std::pair(p.wallHours, p.total);
        };
        return key(a.plan) < key(b.plan);
    });
    return out;
}

namespace {

// Prices one run at offers; offers alike in interconnect share one run-time computation.
class OfferQuoter
{
public:
    explicit OfferQuoter(const Scenario& s, const PlanSpace& space = {})
        : m_s(s)
        , m_space(space)
        , m_memoryGb(memoryPerGpu(s.model, s.training, s.cluster.gpus).totalGb())
    {
    }

    OfferQuote quote(const Offer& offer, const GpuModel* gpu)
    {
        OfferQuote q;
        q.mode = m_s.mode;
        q.sold = gpu && offer.prices.has(m_s.mode);
        if (!q.sold)
            return q;
        q.fits = m_memoryGb <= gpu->usableVramGb;
        q.obstacle = obstacle(offer, q.fits);
        const ModeEstimate me = estimateMode(m_s, offer, m_s.mode, run(offer, *gpu));
        q.total = me.total;
        q.wallHours = me.wallHours;
        return q;
    }

    // No total at the offer is below it (gpuTimeLine()); the offer must sell the scenario's mode.
    double lowerBound(const Offer& offer, const GpuModel& gpu)
    {
        return gpuTimeLine(m_s, offer, m_s.mode, run(offer, gpu).wallHours).amount;
    }

private:
    // In the order marketPlans() rules a plan out.
    RunObstacle obstacle(const Offer& offer, bool fits) const
    {
        const int gpus = m_s.cluster.gpus;
        if (!isUsableGpuCount(offer, m_s.training, gpus))
            return RunObstacle::GpuCount;
        if (!fits)
            return RunObstacle::Memory;
        if (!m_space.allowsNetwork(m_s, offer, gpus))
            return RunObstacle::Network;
        if (!m_space.hasRoom(offer, gpus))
            return RunObstacle::Capacity;
        return RunObstacle::None;
    }

    const ComputeEstimate& run(const Offer& offer, const GpuModel& gpu)
    {
        const Interconnect key = interconnectOf(m_s, offer);
        auto it = m_runs.find(key);
        if (it == m_runs.end())
            it = m_runs.emplace(key, estimateCompute(m_s, offer, gpu, m_s.cluster.gpus, m_s.training.sharding)).first;
        return it->second;
    }

    const Scenario& m_s;
    const PlanSpace m_space;
    const double m_memoryGb;
    std::map<Interconnect, ComputeEstimate> m_runs;
};

} // namespace

QList<OfferQuote> quoteOffers(
    const Scenario& s, const Catalogue& c, const std::function<bool(const Offer&)>& quoted, const PlanSpace& space)
{
    QList<OfferQuote> out(c.offers.size());
    OfferQuoter quoter(s, space);
    for (qsizetype oi = 0; oi < c.offers.size(); ++oi) {
        const Offer& offer = c.offers[oi];
        if (!quoted || quoted(offer))
            out[oi] = quoter.quote(offer, c.gpu(offer.gpuId));
    }
    return out;
}

QList<OfferQuote> quoteOffersOrOnDemand(const Scenario& s, const Catalogue& c, const PlanSpace& space)
{
    QList<OfferQuote> quotes = quoteOffers(s, c, nullptr, space);
    if (s.mode == PurchaseMode::OnDemand)
        return quotes;
    Scenario onDemand = s;
    onDemand.mode = PurchaseMode::OnDemand;
    const QList<OfferQuote> instead
        = quoteOffers(onDemand, c, [&s](const Offer& o) { return !o.prices.has(s.mode); }, space);
    for (qsizetype oi = 0; oi < quotes.size(); ++oi)
        if (!quotes[oi].sold && instead[oi].sold)
            quotes[oi] = instead[oi];
    return quotes;
}

OfferQuote quoteOffer(const Scenario& s, const Catalogue& c, const Offer& offer, const PlanSpace& space)
{
    return OfferQuoter(s, space).quote(offer, c.gpu(offer.gpuId));
}

namespace {

// Whether the run costs the same at both offers: estimateMode() reads of an offer the prices of the scenario's
// mode and of its phases' modes, the reserved term it bills, the storage and transfer prices, and the run time
// its interconnect gives.
bool sameBill(const Scenario& s, const Offer& a, const Offer& b)
{
    const auto samePrice = [&a, &b](PurchaseMode m) { return a.prices.price(m) == b.prices.price(m); };
    return samePrice(s.mode)
        && (s.mode != PurchaseMode::Reserved || a.prices.reservedTermMonths == b.prices.reservedTermMonths)
        && std::all_of(s.cluster.phases.cbegin(), s.cluster.phases.cend(),
            [&samePrice](const Phase& ph) { return samePrice(ph.mode); })
        && a.volumePerGbMonth == b.volumePerGbMonth && a.ingressPerGb == b.ingressPerGb
        && a.egressPerGb == b.egressPerGb && interconnectOf(s, a) == interconnectOf(s, b);
}

} // namespace

std::optional<IndexedQuote> cheapestOffer(const Scenario& s, const Catalogue& c, const QString& gpuId)
{
    const GpuModel* gpu = c.gpu(gpuId);
    if (!gpu)
        return std::nullopt;
    OfferQuoter quoter(s);
    std::vector<std::pair<double, qsizetype>> candidates; // (the lower bound of the total, the offer)
    const Offer* lastKept = nullptr; // an offer billing as one before it in the catalogue cannot be the first found
    for (qsizetype oi = 0; oi < c.offers.size(); ++oi) {
        const Offer& offer = c.offers[oi];
        if (offer.gpuId != gpuId || !offer.prices.has(s.mode) || (lastKept && sameBill(s, *lastKept, offer)))
            continue;
        lastKept = &offer;
        candidates.emplace_back(quoter.lowerBound(offer, *gpu), oi);
    }
    std::sort(candidates.begin(), candidates.end());
    std::optional<IndexedQuote> best;
    const Offer* lastQuoted = nullptr;
    for (const auto& [bound, oi] : candidates) {
        if (best && bound > best->quote.total) // neither this offer nor the following can cost less
            break;
        const Offer& offer = c.offers[oi];
        if (lastQuoted && sameBill(s, *lastQuoted, offer)) // its total ties the last one's, found first
            continue;
        lastQuoted = &offer;
        const OfferQuote q = quoter.quote(offer, gpu);
        if (q.fits && (!best || q.total < best->quote.total || (q.total == best->quote.total && oi < best->offer)))
            best = IndexedQuote { oi, q };
    }
    return best;
}

} // namespace Kova
