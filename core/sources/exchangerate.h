#pragma once

#include "model/currency.h"
#include "model/result.h"
#include "sources/httpfetch.h"

#include <QDate>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <optional>

namespace Kova {

// The currencies a rate can link and amounts can be shown in.
inline const QStringList ExchangeCurrencies { QStringLiteral("USD"), QStringLiteral("EUR") };

// Where the rates are fetched unless the user chose another source.
inline const QString EcbDailyRatesUrl = QStringLiteral("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml");

// The euro foreign exchange reference rates document (eurofxref-daily.xml: gesmes:Envelope /
// Cube time="YYYY-MM-DD" / Cube currency="USD" rate="1.0876"): the rate of `currency` for 1 EUR.
Result<ExchangeRate> parseEcbDailyRates(
    const QByteArray& xml, const QString& source, const QString& currency = QStringLiteral("USD"));

// A rate typed by the user: 1 `base` = `rate` `quote`, dated today unless told.
Result<ExchangeRate> manualExchangeRate(
    const QString& base, const QString& quote, double rate, const QDate& date = QDate::currentDate());

// The outcome of one fetch: a rate, or the error in words.
struct ExchangeRateUpdate
{
    std::optional<ExchangeRate> rate;
    QString error; // starting with the URL
};

// Fetches and parses the reference rates in the background, with the limits of every download.
class ExchangeRateUpdater : public QObject
{
    Q_OBJECT

public:
    explicit ExchangeRateUpdater(QObject* parent = nullptr);
    // The size, time and redirect limits of the next start().
    void setLimits(const FetchLimits& limits) { m_limits = limits; }
    // Fetches `url`; finished() follows once, also after cancel().
    void start(const QUrl& url);
    void cancel() { m_fetch.cancel(); }

Q_SIGNALS:
    void finished(const Kova::ExchangeRateUpdate& update);

private:
    QNetworkAccessManager* m_network;
    HttpFetch m_fetch;
    FetchLimits m_limits;
};

} // namespace Kova
