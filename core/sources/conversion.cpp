#include "sources/conversion.h"

#include "model/names.h"
#include "text/format.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
struct ConversionText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Conversion)
};
} // namespace

bool CurrencyConversion::applies(const QString& from) const
{
    return display != from && rate && rate->connects(from, display);
}

CurrencyConversion currencyConversionFromSettings(const Settings& settings)
{
    return { settings.displayCurrency(), settings.exchangeRate() };
}

QList<ConvertedTotal> convertedTotals(const Estimate& e, const CurrencyConversion& conversion)
{
    QList<ConvertedTotal> totals;
    if (!conversion.applies(e.currency))
        return totals;
    for (const ModeEstimate& m : e.modes)
        if (const auto converted = conversion.rate->convert(m.total, e.currency, conversion.display))
            totals.append({ m.mode, m.total, *converted });
    return totals;
}

QString convertedTotalsSentence(const Estimate& e, const CurrencyConversion& conversion, const QLocale& locale)
{
    const QList<ConvertedTotal> totals = convertedTotals(e, conversion);
    if (totals.isEmpty())
        return {};
    const Formatter f(locale, conversion.display);
    QStringList parts;
    for (const ConvertedTotal& t : totals)
        parts << ConversionText::tr("%1 %2", "a purchase mode and its total converted: on demand €452.23")
                     .arg(purchaseModeName(t.mode), f.money(t.converted));
    return ConversionText::tr("In %1 at %2: %3.", "totals converted: currency, exchange rate with its date, totals")
        .arg(conversion.display, f.exchangeRate(*conversion.rate),
            parts.join(ConversionText::tr("; ", "separates the converted totals of two purchase modes")));
}

} // namespace Kova
