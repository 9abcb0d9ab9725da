#include "app/clirates.h"

#include "app/clioutput.h"
#include "model/names.h"
#include "sources/conversion.h"
#include "sources/exchangerate.h"
#include "sources/feedurl.h"
#include "sources/settings.h"
#include "text/format.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QTextStream>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova::Cli {

namespace {

int show()
{
    QTextStream out(stdout);
    const Formatter f;
    const Settings settings;
    out << tr("Display currency: %1").arg(settings.displayCurrency()) << '\n';
    if (const auto r = settings.exchangeRate())
        out << tr("Exchange rate: %1").arg(f.exchangeRate(*r)) << '\n';
    else
        out << tr("Exchange rate: none yet (\"kova-planner rates update\", or \"rates set RATE\" with RATE the euros "
                  "one US dollar buys, e.g. 0.92)")
            << '\n';
    out << tr("Reference rates from: %1").arg(settings.exchangeRatesUrl().toString()) << '\n';
    return 0;
}

int update(const QString& urlText)
{
    Settings settings;
    const QUrl url = urlText.isEmpty() ? settings.exchangeRatesUrl() : QUrl(urlText, QUrl::StrictMode);
    ExchangeRateUpdater updater;
    QEventLoop loop;
    ExchangeRateUpdate result;
    QObject::connect(&updater, &ExchangeRateUpdater::finished, &loop, [&](const ExchangeRateUpdate& u) {
        result = u;
        loop.quit();
    });
    updater.start(url);
    loop.exec();
    if (!result.rate)
        return fail(result.error, 1);
    if (!settings.setExchangeRate(*result.rate))
        return fail(settingsNotSaved(settings), 1);
    QTextStream(stdout) << tr("Exchange rate: %1").arg(Formatter().exchangeRate(*result.rate)) << '\n';
    return 0;
}

// A rate as typed: "0.92", or "0,92" in a French locale.
std::optional<double> typedRate(const QString& text)
{
    bool ok = false;
    double v = text.toDouble(&ok);
    if (!ok)
        v = QLocale().toDouble(text, &ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

// "set 0.92": one US dollar buys 0.92 euros; "set EUR-per-USD 0.92" says the same, "set USD-per-EUR 1.09" the
// other way round.
int set(const QStringList& words)
{
    const QStringList parts
        = words.size() == 2 ? words.first().toUpper().split(u"-PER-"_s) : QStringList { u"EUR"_s, u"USD"_s };
    const auto rate = typedRate(words.last());
    if (parts.size() != 2 || !rate)
        return fail(tr("rates set: expected RATE, the euros one US dollar buys (e.g. 0.92), or USD-per-EUR RATE, "
                       "the dollars one euro buys"));
    // "EUR-per-USD 0.92": 1 USD = 0.92 EUR.
    const auto r = manualExchangeRate(parts.at(1), parts.at(0), *rate);
    if (!r)
        return fail(u"rates set: "_s + r.error().problem);
    if (Settings settings; !settings.setExchangeRate(r.value()))
        return fail(settingsNotSaved(settings), 1);
    QTextStream(stdout) << tr("Exchange rate: %1").arg(Formatter().exchangeRate(r.value())) << '\n';
    return 0;
}

} // namespace

QString convertedTotalsText(const Estimate& e, const CurrencyConversion& conversion, const QLocale& locale)
{
    if (!conversion.applies(e.currency))
        return {};
    const Formatter f(locale, conversion.display);
    QString text = u'\n' + tr("Totals in %1:").arg(conversion.display) + u'\n';
    for (const ModeEstimate& m : e.modes)
        text += u"  "_s + purchaseModeName(m.mode) + u": "_s + f.convertedMoney(m.total, e.currency, *conversion.rate)
            + u'\n';
    return text;
}

int runRates(const QStringList& args)
{
    QCommandLineParser parser;
    const QCommandLineOption lang(
        u"lang"_s, tr("Language of the output: fr or en (default: the system's)."), u"fr|en"_s);
    parser.addHelpOption();
    parser.addOption(lang);
    parser.addPositionalArgument(u"action"_s,
        tr("show, update [URL], set RATE (the euros one US dollar buys, e.g. 0.92), display USD|EUR, source URL"));
    if (auto code = parseCommand(parser, args, lang))
        return *code;
    const QStringList p = parser.positionalArguments();
    const QString action = p.value(0, u"show"_s);
    if (action == "show"_L1 && p.size() <= 1)
        return show();
    if (action == "update"_L1 && p.size() <= 2)
        return update(p.value(1));
    if (action == "set"_L1 && (p.size() == 2 || p.size() == 3))
        return set(p.mid(1));
    if (action == "display"_L1 && p.size() == 2) {
        const QString currency = p.at(1).toUpper();
        if (currency != "USD"_L1 && currency != "EUR"_L1)
            return fail(tr("rates display: \"%1\" is not USD or EUR").arg(p.at(1)));
        if (Settings settings; !settings.setDisplayCurrency(currency))
            return fail(settingsNotSaved(settings), 1);
        return show();
    }
    if (action == "source"_L1 && p.size() == 2) {
        const QUrl url(p.at(1), QUrl::StrictMode);
        if (const auto problem = feedUrlProblem(url))
            return fail(url.toDisplayString() + u": "_s + *problem);
        if (Settings settings; !settings.setExchangeRatesUrl(url))
            return fail(settingsNotSaved(settings), 1);
        return show();
    }
    return fail(tr("rates: expected show, update [URL], set RATE (the euros one US dollar buys), display USD|EUR or "
                   "source URL"));
}

} // namespace Kova::Cli
