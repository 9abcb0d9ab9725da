#pragma once

#include "model/estimate.h"
#include "sources/exchangerate.h"
#include "sources/settings.h"

#include <QLocale>

namespace Kova {

// The currency amounts are shown in: the catalogue's, or the user's display currency with the dated
// rate that converts to it. The window, the report and the CLI all show conversions through this.
struct CurrencyConversion
{
    QString display = QStringLiteral("USD");
    std::optional<ExchangeRate> rate;

    // Whether amounts in `from` are converted: another currency than `from`, and a rate that links them.
    bool applies(const QString& from) const;
};

// The display currency and the rate kept in the settings.
CurrencyConversion currencyConversionFromSettings(const Settings& settings = Settings());

// One purchase mode's total, before and after conversion.
struct ConvertedTotal
{
    PurchaseMode mode = PurchaseMode::OnDemand;
    double amount = 0; // in the estimate's currency
    double converted = 0; // in the display currency
};

// Every mode's total in the display currency; empty when the conversion does not apply.
QList<ConvertedTotal> convertedTotals(const Estimate& e, const CurrencyConversion& conversion);

// "In EUR at 1 € = $1.0876 (ECB, 11/27/26): on demand €452.23; interruptible €226.11."; empty when the
// conversion does not apply to the estimate.
QString convertedTotalsSentence(const Estimate& e, const CurrencyConversion& conversion, const QLocale& locale);

} // namespace Kova
