#pragma once

#include "model/cost.h"
#include "model/estimate.h"
#include "model/offer.h"

#include <QLocale>

namespace Kova {

struct ExchangeRate;

// Numbers, money and the seed's "quantity × rate" formulas in a locale: "$483.84" in English,
// "483,84 $ US" in French. Used by the CLI, the window and the report alike.
class Formatter
{
public:
    // Formats in `locale`, amounts in `currency` ("USD" or "EUR").
    explicit Formatter(QLocale locale = QLocale(), QString currency = QStringLiteral("USD"));

    const QLocale& locale() const { return m_locale; }
    // "$" or "€", as the locale writes it.
    QString currencySymbol() const;
    QString money(double amount) const; // 2 decimals
    QString rate(double perUnit) const; // 3 decimals for GPU-hours, 2 or 3 for per-GB rates
    QString gpuHourRate(double perGpuHour) const; // always 3 decimals, as the seed prints $0.840
    QString number(double v, int decimals) const;
    QString percent(double v, int decimals) const; // "40%" in English, "40 %" (a non-breaking space) in French
    QString percentUpTo(double v, int maxDecimals) const; // the same without trailing zeros: "100%", "85.5%"
    QString percentSuffix() const; // what percent() puts after the number: "%", or " %" in French
    QString hours(double h) const; // "72 h"
    // A wall-clock time: hours and minutes below 10 h ("0:54 h", "9:05 h"), tenths of an hour above ("72.5 h").
    QString wallClock(double h) const;
    QString gb(double gb) const; // "500 GB"
    // "1 day", "0 days", "8.87 days": the plural form by the number as written (French: "0,5 jour", "1,5 jour").
    QString days(double days, int maxDecimals = 1) const;
    QString date(const QDate& d) const; // the locale's short date with a four-digit year: "12/31/9999"

    // The cost line's name in the current language, with its mode or phase.
    QString lineLabel(const CostLine& line) const;
    // "8 × 72 h × $0.840": its factors with the decimals that multiply out to money(amount × times), a
    // line made `times` times (a program's runs) multiplying out to the amount of all of them.
    QString lineFormula(const CostLine& line, int times = 1) const;

    QString kwh(double kwh) const; // "1,160.4 kWh"
    QString kgCo2e(double kg) const; // "505.9 kg CO₂e"
    // The non-cost lines' formulas, multiplying out to kwh() and kgCo2e(): "576 GPU-h × 1,275 W × PUE 1.58",
    // "1,160.4 kWh × 0.436 kg/kWh".
    QString energyFormula(const EnergyEstimate& e) const;
    QString carbonFormula(const EnergyEstimate& e) const;
    // Where the grid intensity comes from: "world average, 2022 (Ember, Global Electricity Review 2023)",
    // or "the scenario's energy.grid_kg_per_kwh".
    QString gridSource(const EnergyEstimate& e) const;

    // "1 € = $1.0876 (ECB, 11/27/2026)": a rate with its origin and date.
    QString exchangeRate(const ExchangeRate& rate) const;
    // An amount in `from` shown in this formatter's currency with the rate used:
    // "€452.23 at 1 € = $1.0876 (ECB, 11/27/2026)"; in `from` as is when the rate does not apply.
    QString convertedMoney(double amount, const QString& from, const ExchangeRate& rate) const;

private:
    QLocale m_locale;
    QString m_currency;
};

// A name typed by a user as a title shows it: its line breaks and runs of spaces as one space, and cut
// with "…" past `maxCharacters` (a 10,000-character scenario name would fill pages).
QString titleText(const QString& name, qsizetype maxCharacters = 160);

// Text from a feed or a file made safe for a terminal: control characters (ESC, BEL, NUL, line breaks, C1
// codes, bidirectional overrides) shown as \u001b escapes, so that no feed can move the cursor or fake a line.
QString terminalSafe(const QString& text);

// Between the items of a list in a sentence: "; " in English, with a narrow non-breaking space before it in French.
QString listSeparator();

// An amount as Formatter::money() shows it, to the cent: for a chart that prints the number itself.
double centsShown(double amount);

// The decimals a per-unit price is shown with: 2 for a whole number of cents ("$0.08"), else 3 ("$0.005").
int rateDecimals(double perUnit);

// `v` as printed with `decimals` decimals (QLocale rounds the same way in every language).
double shownValue(double v, int decimals);

// The decimals two factors of a printed formula are shown with so that their digits times `k` (the other
// factors, as shown) give `amount` as shown with `amountDecimals`, since finance checks these lines by hand:
// each from its usual decimals, the first (the figure the engine computed) widened before the second, at most
// 6 each (when none does, the usual ones).
struct FactorDecimals
{
    int first = 0;
    int second = 0;
};
FactorDecimals decimalsThatMultiplyOut(
    double first, int firstMin, double second, int secondMin, double k, double amount, int amountDecimals = 2);

// `v` with the fewest decimals (up to maxDecimals) that show it as rounded: "72", "0.5".
QString compact(double v, const QLocale& locale, int maxDecimals = 2);

// The seed's comparison of the GPU line with the market: "The GPU line alone at the market median: about
// $691.20 on spot auctions that must be watched — or $1,382.40 on demand." Empty without a market price.
QString marketMedianSentence(const MarketComparison& market, const Formatter& f);

// Why an estimate's P10–P90 is wider than the calibration's own spread: "The range is wider because no calibrated
// run used this GPU." Empty when it is not.
QString widerRangeSentence(const ComputeEstimate& c, const QLocale& locale);

} // namespace Kova
