#include "model/currency.h"

namespace Kova {

bool ExchangeRate::connects(const QString& from, const QString& to) const
{
    return (from == base && to == quote) || (from == quote && to == base);
}

std::optional<double> ExchangeRate::convert(double amount, const QString& from, const QString& to) const
{
    if (from == to)
        return amount;
    if (!isValid() || !connects(from, to))
        return std::nullopt;
    return from == base ? amount * rate : amount / rate;
}

} // namespace Kova
