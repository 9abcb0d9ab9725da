#include "sources/exchangerate.h"

#include <QCoreApplication>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QXmlStreamReader>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct ExchangeRateText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::ExchangeRate)
};

} // namespace

Result<ExchangeRate> parseEcbDailyRates(const QByteArray& xml, const QString& source, const QString& currency)
{
    QXmlStreamReader r(xml);
    ExchangeRate found;
    found.url = source;
    bool sawEnvelope = false;
    bool sawCurrency = false;
    while (!r.atEnd()) {
        if (r.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (!sawEnvelope) {
            if (r.name() != "Envelope"_L1)
                return InputError { source, r.name().toString(),
                    ExchangeRateText::tr(
                        "not the European Central Bank's reference rates (expected gesmes:Envelope)") };
            sawEnvelope = true;
            continue;
        }
        if (r.name() != "Cube"_L1)
            continue;
        const QXmlStreamAttributes a = r.attributes();
        if (a.hasAttribute("time"_L1)) {
            found.date = QDate::fromString(a.value("time"_L1).toString(), Qt::ISODate);
            if (!found.date.isValid())
                return InputError { source, u"Cube/@time"_s,
                    ExchangeRateText::tr("\"%1\" is not a date (YYYY-MM-DD)").arg(a.value("time"_L1).toString()) };
            // A day of slack for time zones, as for feeds: a rate dated later would look current for years.
            if (found.date > QDate::currentDate().addDays(1))
                return InputError { source, u"Cube/@time"_s,
                    ExchangeRateText::tr("%1 is in the future; the ECB cannot have published these rates yet")
                        .arg(found.date.toString(Qt::ISODate)) };
        }
        if (a.value("currency"_L1) == currency) {
            if (sawCurrency)
                return InputError { source, u"Cube[@currency='%1']"_s.arg(currency),
                    ExchangeRateText::tr("a second rate for %1: expected the daily document, one rate per currency")
                        .arg(currency) };
            bool ok = false;
            found.rate = a.value("rate"_L1).toDouble(&ok);
            if (!ok || !std::isfinite(found.rate) || found.rate <= 0)
                return InputError { source, u"Cube[@currency='%1']/@rate"_s.arg(currency),
                    ExchangeRateText::tr("\"%1\" is not a positive number").arg(a.value("rate"_L1).toString()) };
            if (found.rate < ExchangeRate::MinRate || found.rate > ExchangeRate::MaxRate)
                return InputError { source, u"Cube[@currency='%1']/@rate"_s.arg(currency),
                    ExchangeRateText::tr("%1 is not a plausible rate (expected %2 to %3)")
                        .arg(a.value("rate"_L1).toString(), QLocale().toString(ExchangeRate::MinRate, 'f', 6),
                            QLocale().toString(ExchangeRate::MaxRate, 'f', 0)) };
            sawCurrency = true;
        }
    }
    if (r.hasError())
        return InputError { source, {},
            ExchangeRateText::tr("invalid XML at line %1, column %2: %3")
                .arg(r.lineNumber())
                .arg(r.columnNumber())
                .arg(r.errorString()) };
    if (!sawEnvelope)
        return InputError { source, {}, ExchangeRateText::tr("empty document") };
    if (!found.date.isValid())
        return InputError { source, u"Cube/@time"_s, ExchangeRateText::tr("missing: the date of the rates") };
    if (!sawCurrency)
        return InputError { source, u"Cube/@currency"_s, ExchangeRateText::tr("no rate for %1").arg(currency) };
    found.base = u"EUR"_s;
    found.quote = currency;
    found.origin = ExchangeRate::Origin::Ecb;
    return found;
}

Result<ExchangeRate> manualExchangeRate(const QString& base, const QString& quote, double rate, const QDate& date)
{
    if (!ExchangeCurrencies.contains(base) || !ExchangeCurrencies.contains(quote) || base == quote)
        return InputError { {}, {},
            ExchangeRateText::tr("a rate links two of %1").arg(ExchangeCurrencies.join(u", "_s)) };
    if (!std::isfinite(rate) || rate < ExchangeRate::MinRate || rate > ExchangeRate::MaxRate)
        return InputError { {}, {}, ExchangeRateText::tr("the rate must be a positive number") };
    return ExchangeRate { base, quote, rate, date, ExchangeRate::Origin::Manual, {} };
}

ExchangeRateUpdater::ExchangeRateUpdater(QObject* parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
    , m_fetch(m_network)
{
    connect(&m_fetch, &HttpFetch::finished, this, [this](const FetchResult& result) {
        if (!result.ok())
            return Q_EMIT finished({ std::nullopt, *result.error });
        if (result.notModified)
            return Q_EMIT finished(
                { std::nullopt, result.url.toDisplayString() + u": "_s + ExchangeRateText::tr("unexpected 304") });
        auto parsed = parseEcbDailyRates(result.body, result.url.toDisplayString());
        if (!parsed)
            return Q_EMIT finished({ std::nullopt, parsed.error().toString() });
        Q_EMIT finished({ parsed.value(), {} });
    });
}

void ExchangeRateUpdater::start(const QUrl& url)
{
    m_fetch.start({ url, {}, {}, m_limits });
}

} // namespace Kova
