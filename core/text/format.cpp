#include "text/format.h"

#include "model/currency.h"
#include "model/names.h"

#include <QCoreApplication>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
QString tr(const char* text, const char* comment = nullptr, int n = -1)
{
    return QCoreApplication::translate("Kova::Formatter", text, comment, n);
}
} // namespace

QString listSeparator()
{
    return QCoreApplication::translate(
        "Kova::Formatter", "; ", "between the items of a list; French puts a narrow non-breaking space before it");
}

double centsShown(double amount)
{
    return std::round(amount * 100.0) / 100.0;
}

double shownValue(double v, int decimals)
{
    return QString::number(v, 'f', decimals).toDouble();
}

FactorDecimals decimalsThatMultiplyOut(
    double first, int firstMin, double second, int secondMin, double k, double amount, int amountDecimals)
{
    constexpr int MaxDecimals = 6;
    const double target = shownValue(amount, amountDecimals);
    // Strictly inside the shown amount's half unit, so that no rounding at a tie decides it.
    const double halfUnit = 0.5 * std::pow(10.0, -amountDecimals) * (1 - 1e-9);
    for (int extra = 0; extra <= 2 * MaxDecimals; ++extra)
        for (int e1 = extra; e1 >= 0; --e1) {
            const FactorDecimals d { firstMin + e1, secondMin + extra - e1 };
            if (d.first > std::max(firstMin, MaxDecimals) || d.second > std::max(secondMin, MaxDecimals))
                continue;
            if (std::abs(shownValue(first, d.first) * shownValue(second, d.second) * k - target) <= halfUnit)
                return d;
        }
    return { firstMin, secondMin }; // figures that do not make the amount (a line built by hand): as usual
}

QString compact(double v, const QLocale& locale, int maxDecimals)
{
    // The fewest decimals (up to maxDecimals) that show the value exactly as rounded.
    for (int d = 0; d < maxDecimals; ++d) {
        const double scale = std::pow(10.0, d);
        if (std::abs(std::round(v * scale) - v * scale) < 1e-9 * std::max(1.0, std::abs(v * scale)))
            return locale.toString(v, 'f', d);
    }
    return locale.toString(v, 'f', maxDecimals);
}

Formatter::Formatter(QLocale locale, QString currency)
    : m_locale(std::move(locale))
    , m_currency(std::move(currency))
{
}

QString Formatter::currencySymbol() const
{
    if (m_currency == "EUR"_L1)
        return u"€"_s;
    // French writes the US dollar "$ US", after the amount; English "$", before it.
    return m_locale.language() == QLocale::English ? u"$"_s : tr("$ US", "symbol of the US dollar");
}

QString Formatter::money(double amount) const
{
    return m_locale.toCurrencyString(amount, currencySymbol(), 2);
}

QString Formatter::gpuHourRate(double perGpuHour) const
{
    return m_locale.toCurrencyString(perGpuHour, currencySymbol(), 3);
}

int rateDecimals(double perUnit)
{
    return std::abs(std::round(perUnit * 100) - perUnit * 100) < 1e-9 ? 2 : 3;
}

QString Formatter::rate(double perUnit) const
{
    return m_locale.toCurrencyString(perUnit, currencySymbol(), rateDecimals(perUnit));
}

QString Formatter::number(double v, int decimals) const
{
    return m_locale.toString(v, 'f', decimals);
}

QString Formatter::hours(double h) const
{
    return tr("%1 h", "hours").arg(compact(h, m_locale, 1));
}

QString Formatter::percent(double v, int decimals) const
{
    return tr("%1%", "a percentage; French puts a non-breaking space before the sign")
        .arg(m_locale.toString(v, 'f', decimals));
}

QString Formatter::percentUpTo(double v, int maxDecimals) const
{
    return tr("%1%", "a percentage; French puts a non-breaking space before the sign")
        .arg(compact(v, m_locale, maxDecimals));
}

QString Formatter::percentSuffix() const
{
    return tr("%1%", "a percentage; French puts a non-breaking space before the sign").arg(QString());
}

QString Formatter::wallClock(double h) const
{
    if (h >= 10 || h < 0)
        return hours(std::round(h * 10) / 10);
    const int minutes = int(std::lround(h * 60));
    return tr("%1:%2 h", "hours and minutes").arg(minutes / 60).arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QString Formatter::gb(double v) const
{
    return tr("%1 GB", "gigabytes").arg(compact(v, m_locale, 1));
}

QString Formatter::days(double d, int maxDecimals) const
{
    // Qt picks a plural form from a whole number: 1 for exactly one, 0 below two (singular in French, plural in
    // English), 2 from two on.
    const double shown = shownValue(d, maxDecimals);
    const int n = shown == 1.0 ? 1 : std::abs(shown) < 2 ? 0 : 2;
    return tr("%1 day(s)", "a number of days that may have decimals: %1 is the number, the form follows it", n)
        .arg(compact(d, m_locale, maxDecimals));
}

QString Formatter::date(const QDate& d) const
{
    return dateText(d, m_locale);
}

QString Formatter::lineLabel(const CostLine& line) const
{
    return costLineLabel(line, m_locale);
}

QString Formatter::lineFormula(const CostLine& l, int times) const
{
    if (!l.priceKnown) // a storage or transfer line the catalogue gives no price for
        return tr("%1: not included, no price given", "GB of a storage or transfer line").arg(gb(l.gb));
    const double amount = l.amount * times;
    switch (l.id) {
    case CostLineId::GpuTime:
    case CostLineId::InterruptionOverhead:
    case CostLineId::Phase: {
        const auto d = decimalsThatMultiplyOut(l.hours, 1, l.rate, 3, shownValue(l.gpus, 0) * times, amount);
        return tr("%1 × %2 × %3")
            .arg(compact(l.gpus, m_locale, 0), tr("%1 h", "hours").arg(compact(l.hours, m_locale, d.first)),
                m_locale.toCurrencyString(l.rate, currencySymbol(), d.second));
    }
    case CostLineId::CheckpointVolume: {
        // The monthly price of the volume over a month of DaysPerMonth days (model/cost.h).
        const double monthly = l.gb * l.rate;
        const auto d = decimalsThatMultiplyOut(l.days, 1, monthly, 2, times / DaysPerMonth, amount);
        return tr("%1 × %2/month", "days × monthly price of the volume")
            .arg(days(l.days, d.first), m_locale.toCurrencyString(monthly, currencySymbol(), d.second));
    }
    case CostLineId::DatasetIngress:
    case CostLineId::Egress: {
        const auto d = decimalsThatMultiplyOut(l.gb, 1, l.rate, rateDecimals(l.rate), times, amount);
        return tr("%1 × %2").arg(
            compact(l.gb, m_locale, d.first), m_locale.toCurrencyString(l.rate, currencySymbol(), d.second));
    }
    }
    return {};
}

QString Formatter::kwh(double v) const
{
    return tr("%1 kWh", "kilowatt-hours").arg(number(v, 1));
}

QString Formatter::kgCo2e(double kg) const
{
    return tr("%1 kg CO₂e", "kilograms of CO2 equivalent").arg(number(kg, 1));
}

QString Formatter::energyFormula(const EnergyEstimate& e) const
{
    // kWh = GPU-hours × W / 1000 × PUE (model/energy.h), to the tenth of a kWh kwh() shows.
    const auto d = decimalsThatMultiplyOut(e.gpuHours, 1, e.wattsPerGpu, 0, shownValue(e.pue, 2) / 1000, e.kwh, 1);
    return tr("%1 GPU-h × %2 W × PUE %3")
        .arg(compact(e.gpuHours, m_locale, d.first), compact(e.wattsPerGpu, m_locale, d.second),
            compact(e.pue, m_locale, 2));
}

QString Formatter::carbonFormula(const EnergyEstimate& e) const
{
    const auto d = decimalsThatMultiplyOut(e.kwh, 1, e.gridKgPerKwh, 3, 1, e.kgCo2e, 1);
    return tr("%1 × %2 kg/kWh")
        .arg(tr("%1 kWh", "kilowatt-hours").arg(number(e.kwh, d.first)), compact(e.gridKgPerKwh, m_locale, d.second));
}

QString Formatter::gridSource(const EnergyEstimate& e) const
{
    if (!e.gridArea)
        return tr("the scenario's energy.grid_kg_per_kwh");
    const GridIntensity& g = gridIntensity(*e.gridArea);
    return tr("%1, %2 (%3)").arg(gridAreaName(g.area), QString::number(g.year), QString::fromUtf8(g.source));
}

QString Formatter::exchangeRate(const ExchangeRate& r) const
{
    const QString base = Formatter(m_locale, r.base).currencySymbol();
    const QString quote = m_locale.toCurrencyString(r.rate, Formatter(m_locale, r.quote).currencySymbol(), 4);
    const QString origin = r.origin == ExchangeRate::Origin::Ecb ? tr("ECB", "European Central Bank")
                                                                 : tr("typed by hand", "an exchange rate");
    return tr("1 %1 = %2 (%3, %4)", "exchange rate: 1 € = $1.0876 (its origin, its date)")
        .arg(base, quote, origin, date(r.date));
}

QString Formatter::convertedMoney(double amount, const QString& from, const ExchangeRate& r) const
{
    const auto converted = r.convert(amount, from, m_currency);
    if (!converted)
        return Formatter(m_locale, from).money(amount);
    if (from == m_currency)
        return money(amount);
    return tr("%1 at %2", "a converted amount at the exchange rate used").arg(money(*converted), exchangeRate(r));
}

namespace {
struct MarketText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Market)
};
} // namespace

QString marketMedianSentence(const MarketComparison& m, const Formatter& f)
{
    // The seed's sentence: "L’équivalent, à la médiane du marché, de la seule ligne GPU : environ $691 aux
    // enchères spot qu’il faut surveiller — ou $1 382 à la demande."
    if (m.spotGpuTime && m.onDemandGpuTime)
        return MarketText::tr(
            "The GPU line alone at the market median: about %1 on spot auctions that must be watched — or %2 on "
            "demand.")
            .arg(f.money(*m.spotGpuTime), f.money(*m.onDemandGpuTime));
    if (m.spotGpuTime)
        return MarketText::tr(
            "The GPU line alone at the market median: about %1 on spot auctions that must be watched.")
            .arg(f.money(*m.spotGpuTime));
    if (m.onDemandGpuTime)
        return MarketText::tr("The GPU line alone at the market median: %1 on demand.")
            .arg(f.money(*m.onDemandGpuTime));
    return {};
}

QString titleText(const QString& name, qsizetype maxCharacters)
{
    const QString flat = name.simplified();
    if (flat.size() <= maxCharacters)
        return flat;
    return flat.left(maxCharacters - 1).trimmed() + u'…';
}

QString terminalSafe(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        // C0, DEL, C1, and the bidirectional overrides and line separators that reorder or break a line.
        const bool bidi = u == 0x200e || u == 0x200f || (u >= 0x2028 && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069);
        if (u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0) || bidi)
            out += u"\\u%1"_s.arg(int(u), 4, 16, QChar(u'0'));
        else
            out += c;
    }
    return out;
}

QString widerRangeSentence(const ComputeEstimate& c, const QLocale& locale)
{
    QStringList why;
    for (const UncertaintyReason r : c.uncertaintyReasons)
        why << uncertaintyReasonName(r, locale);
    if (why.isEmpty())
        return {};
    return QCoreApplication::translate("Kova::Uncertainty", "The range is wider because %1.")
        .arg(why.join(QCoreApplication::translate("Kova::Uncertainty", "; ", "between the reasons a range is wider")));
}

} // namespace Kova
