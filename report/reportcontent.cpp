#include "reportcontent.h"

#include "model/names.h"
#include "plan/planner.h"
#include "reporttext.h"
#include "text/format.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>
#include <array>
#include <limits>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

ScenarioReport gatherOne(const Scenario& s, Estimate e, const Catalogue& c, const QList<PriceCheck>& checks)
{
    ScenarioReport r;
    r.scenario = s;
    r.offer = *c.offer(e.offerId);
    for (qsizetype i = 0; i < c.offers.size(); ++i)
        if (c.offers[i].id == r.offer.id)
            r.priceCheck = checks.value(i);
    r.gpu = *c.gpu(r.offer.gpuId);
    r.estimate = std::move(e);
    r.offersConsidered.append(r.offer);
    QList<const Offer*> others;
    for (const Offer& o : c.offers)
        if (o.gpuId == r.offer.gpuId && o.id != r.offer.id)
            others.append(&o);
    // Like for like: the on-demand price, else the lowest the offer has.
    auto rank = [](const Offer* o) {
        if (const auto onDemand = o->prices.price(PurchaseMode::OnDemand))
            return *onDemand;
        double best = std::numeric_limits<double>::infinity();
        for (const auto& p : o->prices.perGpuHour)
            if (p)
                best = std::min(best, *p);
        return best;
    };
    std::stable_sort(others.begin(), others.end(), [&](const Offer* a, const Offer* b) { return rank(a) < rank(b); });
    QSet<QString> providers;
    for (const Offer* o : std::as_const(others))
        if (r.offersConsidered.size() <= ScenarioReport::MaxOtherOffersListed && !providers.contains(o->provider)) {
            providers.insert(o->provider);
            r.offersConsidered.append(*o);
        }
    r.offersNotListed = others.size() - (r.offersConsidered.size() - 1);
    if (const MarketPrice* m = c.marketFor(r.offer.gpuId))
        r.market = *m;
    r.gpus = c.gpus;
    return r;
}

} // namespace

const GpuModel* ScenarioReport::gpuModel(const QString& id) const
{
    for (const GpuModel& g : gpus)
        if (g.id == id)
            return &g;
    return nullptr;
}

QString ReportContent::title() const
{
    if (isComparison())
        return Report::tr("Cost comparison of %Ln scenario(s)", nullptr, int(scenarios.size()));
    return Report::tr("Cost report: %1").arg(scenarios.value(0).scenario.name);
}

QString ReportContent::subject() const
{
    QStringList parts;
    for (const ScenarioReport& r : scenarios) {
        const ModeEstimate* best = r.recommended();
        parts << Report::tr("%1, %Ln GPU(s), %2", nullptr, r.estimate.gpus)
                     .arg(r.offer.provider + u' ' + r.offer.name, best ? purchaseModeName(best->mode) : QString());
    }
    return Report::tr("GPU rental cost estimate: %1").arg(parts.join(listSeparator()));
}

QPageSize::PageSizeId paperForTerritory(QLocale::Territory territory)
{
    using T = QLocale::Territory;
    static constexpr std::array Letter { T::Belize, T::Canada, T::Chile, T::Colombia, T::CostaRica, T::Guatemala,
        T::Mexico, T::Nicaragua, T::Panama, T::Philippines, T::PuertoRico, T::ElSalvador, T::UnitedStates,
        T::Venezuela };
    return std::find(Letter.begin(), Letter.end(), territory) != Letter.end() ? QPageSize::Letter : QPageSize::A4;
}

QString paperLocaleName()
{
    for (const char* variable : { "LC_ALL", "LC_PAPER", "LANG" })
        if (const QString name = qEnvironmentVariable(variable); !name.isEmpty())
            return name;
    return {};
}

QPageSize::PageSizeId systemPaper()
{
    const QString name = paperLocaleName();
    // "C", "POSIX" and an unset locale name no territory: A4, as for most of the world.
    return paperForTerritory(name.isEmpty() ? QLocale::AnyTerritory : QLocale(name).territory());
}

Result<ReportContent> gatherReport(
    const QList<Scenario>& scenarios, const Catalogue& catalogue, const ReportOptions& options)
{
    ReportContent content;
    content.language
        = options.language.isEmpty() ? (QLocale().language() == QLocale::French ? u"fr"_s : u"en"_s) : options.language;
    content.locale = content.language == "fr"_L1 ? QLocale(QLocale::French, QLocale::France)
                                                 : QLocale(QLocale::English, QLocale::UnitedStates);
    content.paper = QPageSize(options.paper.value_or(systemPaper()));
    content.preparedBy = options.preparedBy;
    content.organisation = options.organisation;
    content.date = options.date;
    content.version = QStringLiteral(KOVA_VERSION);
    EstimateOptions eo;
    eo.today = options.today;
    const QList<PriceCheck> checks = checkOfferPrices(catalogue);
    for (const Scenario& s : scenarios) {
        auto e = estimate(s, catalogue, eo);
        if (!e)
            return e.error();
        content.scenarios.append(gatherOne(s, std::move(e).value(), catalogue, checks));
        if (scenarios.size() > 1) // the comparison's chart of totals against times
            content.scenarios.last().curve
                = costTimeCurve(s, content.scenarios.last().estimate, sweepPlans(s, catalogue, scenarioPlanSpace(s)));
        content.scenarios.last().conversion = options.conversion;
        // Titles, table cells, chart labels and the running header all show the name: one line, cut visibly.
        content.scenarios.last().scenario.name = titleText(s.name);
    }
    return content;
}

} // namespace Kova
