#include "text/format.h"

#include "model/currency.h"
#include "model/names.h"

#include <QCoreApplication>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
QString tr(const char* text, const char* comment = nullptr)
{
    return QCoreApplication::translate("Kova::Formatter", text, comment);
}
} // namespace

double centsShown(double amount)
{
    return std::round(amount * 100.0) / 100.0;
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

QString Formatter::rate(double perUnit) const
{
    const bool cents = std::abs(std::round(perUnit * 100) - perUnit * 100) < 1e-9;
    return m_locale.toCurrencyString(perUnit, currencySymbol(), cents ? 2 : 3);
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

QString Formatter::date(const QDate& d) const
{
    return dateText(d, m_locale);
}

QString Formatter::lineLabel(const CostLine& line) const
{
    return costLineLabel(line, m_locale);
}

QString Formatter::lineFormula(const CostLine& l) const
{
    if (!l.priceKnown) // a storage or transfer line the catalogue gives no price for
        return tr("%1: not included, no price given", "GB of a storage or transfer line").arg(gb(l.gb));
    switch (l.id) {
    case CostLineId::GpuTime:
    case CostLineId::InterruptionOverhead:
    case CostLineId::Phase:
        return tr("%1 × %2 × %3").arg(compact(l.gpus, m_locale, 0), hours(l.hours), gpuHourRate(l.rate));
    case CostLineId::CheckpointVolume: {
        const QString days
            = std::abs(l.days - 1.0) < 1e-9 ? tr("1 day") : tr("%1 days").arg(compact(l.days, m_locale, 1));
        return tr("%1 × %2/month", "days × monthly price of the volume").arg(days, money(l.gb * l.rate));
    }
    case CostLineId::DatasetIngress:
    case CostLineId::Egress:
        return tr("%1 × %2").arg(compact(l.gb, m_locale, 1), rate(l.rate));
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
    return tr("%1 GPU-h × %2 W × PUE %3")
        .arg(compact(e.gpuHours, m_locale, 1), compact(e.wattsPerGpu, m_locale, 0), compact(e.pue, m_locale, 2));
}

QString Formatter::carbonFormula(const EnergyEstimate& e) const
{
    return tr("%1 × %2 kg/kWh").arg(kwh(e.kwh), compact(e.gridKgPerKwh, m_locale, 3));
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

} // namespace Kova
