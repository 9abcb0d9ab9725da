#pragma once

#include "model/catalogue.h"
#include "model/estimate.h"
#include "model/scenario.h"
#include "plan/priceoutlier.h"
#include "plan/scenarioanalysis.h"
#include "sources/conversion.h"

#include <QDate>
#include <QLocale>
#include <QPageSize>
#include <optional>

namespace Kova {

// What the report needs about one scenario, gathered from the engine; the report computes nothing.
struct ScenarioReport
{
    Scenario scenario;
    Estimate estimate;
    Offer offer;
    GpuModel gpu;
    // The scenario's offer first, then each provider's cheapest other offer of the same GPU, cheapest first
    // (by the on-demand price per GPU-hour, else the lowest), at most MaxOtherOffersListed of them.
    QList<Offer> offersConsidered;
    qsizetype offersNotListed = 0; // the other offers of that GPU left out of the list
    static constexpr qsizetype MaxOtherOffersListed = 10;
    std::optional<MarketPrice> market;
    PriceCheck priceCheck; // the offer's price against its GPU's median (checkOfferPrices())
    QList<GpuModel> gpus; // the catalogue's GPU models, for the fit check
    CurrencyConversion conversion; // totals also in the display currency when it applies
    // Its total against time across the GPU counts its offer supplies (costTimeCurve()): in a comparison only.
    CostTimeCurve curve;

    const ModeEstimate* recommended() const { return estimate.cheapest(); }
    const GpuModel* gpuModel(const QString& id) const;
};

struct ReportOptions
{
    QString language; // "fr" or "en"; empty: the current default locale's
    std::optional<QPageSize::PageSizeId> paper; // absent: the system locale's (systemPaper())
    QString preparedBy;
    QString organisation;
    QDate date = QDate::currentDate();
    QDate today = QDate::currentDate(); // for the age of prices in the warnings
    CurrencyConversion conversion; // the display currency and its dated rate
};

// A whole report: one scenario, or several compared.
struct ReportContent
{
    QList<ScenarioReport> scenarios;
    QString language;
    QLocale locale;
    QPageSize paper;
    QString preparedBy;
    QString organisation;
    QDate date;
    QString version;

    bool isComparison() const { return scenarios.size() > 1; }
    QString title() const;
    QString subject() const;
};

// The paper used where a territory lives: US Letter in the territories CLDR lists for it (the Americas
// from Canada to Chile, and the Philippines), A4 everywhere else (Unicode CLDR, UTS #35 part 6, paperSize).
QPageSize::PageSizeId paperForTerritory(QLocale::Territory territory);
// The name of the locale that sets the paper, as the C library reads it: LC_ALL, then LC_PAPER, then LANG.
QString paperLocaleName();
// paperForTerritory() of paperLocaleName()'s territory: the default when nobody chose a paper.
QPageSize::PageSizeId systemPaper();

// Estimates every scenario against the catalogue in the current translation (call applyLanguage()
// first). Fails, naming the scenario and the key, when a scenario names an offer or GPU the catalogue lacks.
Result<ReportContent> gatherReport(
    const QList<Scenario>& scenarios, const Catalogue& catalogue, const ReportOptions& options);

} // namespace Kova
