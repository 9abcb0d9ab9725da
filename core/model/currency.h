#pragma once

#include <QDate>
#include <QString>
#include <optional>

namespace Kova {

// 1 `base` = `rate` `quote` on `date`, from the European Central Bank or typed by the user.
struct ExchangeRate
{
    enum class Origin { Ecb, Manual };
    QString base = QStringLiteral("EUR");
    QString quote = QStringLiteral("USD");
    double rate = 0;
    QDate date;
    Origin origin = Origin::Ecb;
    QString url; // for Ecb: where it was read

    // A rate outside these bounds is absurd (the ECB's largest is in the tens of thousands) and would
    // make conversions overflow or underflow: refused wherever a rate comes from.
    static constexpr double MinRate = 1e-6;
    static constexpr double MaxRate = 1e6;

    bool isValid() const { return rate >= MinRate && rate <= MaxRate && date.isValid() && base != quote; }
    bool connects(const QString& from, const QString& to) const;
    // The amount in `to`; nothing when this rate does not link the two currencies.
    std::optional<double> convert(double amount, const QString& from, const QString& to) const;
};

} // namespace Kova
