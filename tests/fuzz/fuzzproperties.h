#pragma once

// The properties the fuzz targets check on every input, shared with tst_fuzzregressions, which runs
// the seed corpora and every input a fuzzer ever found (tests/fuzz/regressions/) in the normal suite.
// Each returns the property violated, or nullptr when the input is handled correctly.

#include "io/cataloguefile.h"
#include "io/feeddocument.h"
#include "io/scenariofile.h"
#include "model/estimate.h"
#include "simulation/spottrace.h"
#include "sources/exchangerate.h"
#include "sources/feedurl.h"
#include "sources/settings.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <algorithm>
#include <cmath>
#include <sys/stat.h>

namespace KovaFuzz {

inline bool finiteNonNegative(double v)
{
    return std::isfinite(v) && v >= 0;
}

// parseScenario refuses with a problem, or parses a scenario that saves and parses back the same and
// whose estimate, if any, has only finite, non-negative amounts and times.
inline const char* scenarioViolation(const QByteArray& bytes)
{
    using namespace Qt::StringLiterals;
    const auto parsed = Kova::parseScenario(bytes, u"fuzz.kova.json"_s);
    if (!parsed)
        return parsed.error().problem.isEmpty() ? "an error without a problem" : nullptr;
    const Kova::Scenario& s = parsed.value();
    const auto again = Kova::parseScenario(Kova::scenarioToBytes(s), u"saved.kova.json"_s);
    if (!again)
        return "a saved scenario does not parse";
    if (!(again.value() == s))
        return "a saved scenario parses to a different scenario";
    const auto e = Kova::estimate(s, Kova::embeddedCatalogue());
    if (!e)
        return nullptr;
    for (const Kova::ModeEstimate& m : e.value().modes) {
        if (!finiteNonNegative(m.total))
            return "a mode total is not a finite non-negative amount";
        if (!finiteNonNegative(m.wallHours))
            return "a wall time is not finite and non-negative";
        for (const Kova::CostLine& line : m.lines)
            if (!finiteNonNegative(line.amount))
                return "a cost line is not a finite non-negative amount";
    }
    return nullptr;
}

// parseCatalogue refuses with a problem, or returns a whole catalogue: every offer names a known GPU
// and has a price, every price is finite and positive, every tier names a known offer.
inline const char* catalogueViolation(const QByteArray& bytes)
{
    using namespace Qt::StringLiterals;
    const auto parsed = Kova::parseCatalogue(bytes, u"fuzz-feed"_s);
    if (!parsed)
        return parsed.error().problem.isEmpty() ? "an error without a problem" : nullptr;
    const Kova::Catalogue& c = parsed.value();
    for (const Kova::Offer& o : c.offers) {
        if (!c.gpu(o.gpuId))
            return "an offer names an unknown GPU";
        bool priced = false;
        for (Kova::PurchaseMode m : Kova::AllPurchaseModes)
            if (const auto p = o.prices.price(m)) {
                if (!std::isfinite(*p) || *p <= 0)
                    return "a price is not finite and positive";
                priced = true;
            }
        if (!priced)
            return "an offer has no price";
    }
    for (const Kova::Tier& t : c.tiers)
        if (!c.offer(t.offerId))
            return "a tier names an unknown offer";
    return nullptr;
}

// parseEcbDailyRates refuses with a problem, or returns a rate for the currency asked that is valid
// (within ExchangeRate's bounds), and converts a finite amount to a finite, positive amount both ways.
inline const char* ecbRatesViolation(const QByteArray& bytes)
{
    using namespace Qt::StringLiterals;
    for (const QString& currency : { u"USD"_s, u"JPY"_s }) {
        const auto parsed = Kova::parseEcbDailyRates(bytes, u"rates.xml"_s, currency);
        if (!parsed) {
            if (parsed.error().problem.isEmpty())
                return "an error without a problem";
            continue;
        }
        const Kova::ExchangeRate& r = parsed.value();
        if (!r.isValid() || !std::isfinite(r.rate))
            return "an accepted rate is not valid";
        if (r.quote != currency)
            return "the rate is not for the currency asked";
        for (const auto& [from, to] : { std::pair { u"EUR"_s, currency }, std::pair { currency, u"EUR"_s } }) {
            const auto converted = r.convert(1234.5, from, to);
            if (!converted || !std::isfinite(*converted) || *converted <= 0)
                return "a conversion is not a finite, positive amount";
        }
    }
    return nullptr;
}

// Within a relative tolerance: the replay sums many steps, each rounded.
inline bool atMost(double a, double b)
{
    return a <= b + 1e-9 * std::max({ 1.0, std::abs(a), std::abs(b) });
}

// One replay of a run over an accepted trace: amounts finite and non-negative, no more work done than
// asked, finished exactly when all of it is done, never past the trace's end, GPUs paid only while held
// (at most the wall time) and never above the bid.
inline const char* replayViolation(
    const Kova::SpotTrace& trace, const Kova::InterruptionModel& run, int gpus, double bid)
{
    const Kova::SpotReplay r = Kova::replaySpot(trace, run, gpus, bid);
    for (double v : { r.wallHours, r.gpuCost, r.gpuHoursPaid, r.workHoursDone })
        if (!finiteNonNegative(v))
            return "a replay figure is not finite and non-negative";
    if (r.interruptions < 0)
        return "a negative number of interruptions";
    if (!atMost(r.workHoursDone, run.workHours))
        return "a replay did more work than asked";
    if (r.finished != (r.workHoursDone == run.workHours))
        return "a replay is finished without all its work done, or the other way round";
    if (!atMost(r.wallHours, trace.endHours()))
        return "a replay runs past the end of the trace";
    if (!atMost(r.gpuHoursPaid, gpus * r.wallHours))
        return "a replay paid for more GPU-hours than GPUs × wall time";
    if (!atMost(r.gpuCost, r.gpuHoursPaid * bid))
        return "a replay paid more than the bid";
    if (r.finished && !atMost(gpus * run.workHours, r.gpuHoursPaid))
        return "a finished replay paid for fewer GPU-hours than its work";
    return nullptr;
}

// parseSpotTrace refuses with the file, "line L, column C" inside the input and a problem, or returns a
// trace that is well formed (two rows or more, from hour 0, strictly ascending, finite, prices 0 or
// more), writes and parses back the same, has a finite mean time between interruptions at any bid, and
// replays with the properties of replayViolation, for a fixed run and for the default scenario's.
inline const char* spotTraceViolation(const QByteArray& bytes)
{
    using namespace Qt::StringLiterals;
    const auto parsed = Kova::parseSpotTrace(bytes, u"trace.csv"_s);
    if (!parsed) {
        const Kova::InputError& e = parsed.error();
        if (e.problem.isEmpty() || e.file != u"trace.csv"_s)
            return "an error without a problem or without the file";
        static const QRegularExpression where(u"^line (\\d+), column (\\d+)$"_s);
        const auto m = where.match(e.key);
        if (!m.hasMatch())
            return "an error without its line and column";
        const qsizetype line = m.captured(1).toLongLong(), column = m.captured(2).toLongLong();
        const QList<QByteArray> lines = bytes.split('\n');
        if (line < 1 || line > lines.size() || column < 1 || column > lines[line - 1].size() + 1)
            return "an error's line or column is outside the input";
        return nullptr;
    }
    const Kova::SpotTrace& t = parsed.value();
    if (t.hours.size() != t.prices.size() || t.hours.size() < 2 || t.hours.first() != 0)
        return "an accepted trace is not two rows or more from hour 0";
    for (qsizetype i = 0; i < t.hours.size(); ++i) {
        if (!finiteNonNegative(t.hours[i]) || !finiteNonNegative(t.prices[i]))
            return "an accepted trace has a negative or non-finite number";
        if (i > 0 && !(t.hours[i] > t.hours[i - 1]))
            return "an accepted trace is not strictly ascending";
    }
    QByteArray written = "hour,price\n";
    for (qsizetype i = 0; i < t.hours.size(); ++i)
        written += QByteArray::number(t.hours[i], 'g', 17) + ',' + QByteArray::number(t.prices[i], 'g', 17) + '\n';
    const auto again = Kova::parseSpotTrace(written, u"written.csv"_s);
    if (!again || again.value().hours != t.hours || again.value().prices != t.prices)
        return "an accepted trace does not write and parse back the same";

    QList<double> sorted = t.prices;
    std::sort(sorted.begin(), sorted.end());
    for (double bid : { 0.0, sorted[sorted.size() / 2], sorted.last() }) {
        const double mtbi = Kova::traceMtbiHours(t, bid);
        if (!finiteNonNegative(mtbi))
            return "a trace's mean time between interruptions is not finite and non-negative";
        // 10 h of work in 4 h segments, 0.5 h checkpoints, 0.25 h restarts, on 8 GPUs.
        if (const char* v = replayViolation(t, { 10, 4, 0.5, 0.25, 0 }, 8, bid))
            return v;
        Kova::Scenario s = Kova::defaultScenario();
        s.spot.bid = bid;
        const Kova::InterruptionModel run = Kova::spotReplayModel(s, 72, t);
        if (!(std::isfinite(run.intervalHours) && run.intervalHours > 0))
            return "the replayed checkpoint interval is not finite and positive";
        if (const char* v = replayViolation(t, run, s.cluster.gpus, bid))
            return v;
    }
    return nullptr;
}

// The folder the trace paths are resolved in: a FIFO, a link to /dev/zero, a subfolder, a dangling link,
// a link to the FIFO, a sparse file over the 64 MB limit and a good trace. Made once in `folder`.
inline void makeTracePathFixture(const QString& folder)
{
    using namespace Qt::StringLiterals;
    QDir().mkpath(folder + u"/sub"_s);
    ::mkfifo(QFile::encodeName(folder + u"/fifo.csv"_s).constData(), 0600);
    QFile::link(u"/dev/zero"_s, folder + u"/zero.csv"_s);
    QFile::link(folder + u"/missing.csv"_s, folder + u"/dangling.csv"_s);
    QFile::link(folder + u"/fifo.csv"_s, folder + u"/sub/fifo-link.csv"_s);
    QFile good(folder + u"/good.csv"_s);
    if (good.open(QIODevice::WriteOnly))
        good.write("hour,price\n0,1\n10,2\n");
    QFile big(folder + u"/big.csv"_s);
    if (big.open(QIODevice::WriteOnly))
        big.resize(64 * 1024 * 1024 + 1); // sparse: no disk used
}

// A scenario's spot.trace (the input's text) resolved against a scenario in `folder` and read with the
// guarded reader: it returns (no hang on a FIFO, no endless read of a device), an accepted trace has two
// rows or more, and a refusal names the resolved file and says why.
inline const char* tracePathViolation(const QByteArray& bytes, const QString& folder)
{
    using namespace Qt::StringLiterals;
    const QString path = Kova::spotTraceFile(folder + u"/run.kova.json"_s, QString::fromUtf8(bytes));
    const auto trace = Kova::loadSpotTrace(path);
    if (trace)
        return trace.value().hours.size() >= 2 ? nullptr : "an accepted trace has fewer than two rows";
    if (trace.error().file != path)
        return "an error that does not name the resolved file";
    return trace.error().problem.isEmpty() ? "an error without a problem" : nullptr;
}

// The input as a settings file: every getter reads it without crashing and gives a usable value. Then
// lines of the input as values: every setter writes them, and a new reader of the file reads them back.
inline const char* settingsViolation(const QByteArray& bytes, const QString& folder)
{
    using namespace Qt::StringLiterals;
    const QString file = folder + u"/fuzz.conf"_s;
    {
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return nullptr; // nothing to check without a file
        f.write(bytes);
    }
    {
        QSettings store(file, QSettings::IniFormat);
        const Kova::Settings s(store);
        for (const QUrl& url : s.feeds())
            if (!url.isValid())
                return "a feed read from the settings is not a valid URL";
        if (const auto rate = s.exchangeRate(); rate && !(std::isfinite(rate->rate) && rate->rate > 0))
            return "an exchange rate read from the settings is not finite and positive";
        if (!Kova::ExchangeCurrencies.contains(s.displayCurrency()))
            return "the display currency read from the settings is not one the program converts to";
        if (!s.exchangeRatesUrl().isValid())
            return "the exchange rates URL read from the settings is not valid";
        (void)s.language();
        (void)s.reportPaper();
        (void)s.windowGeometry();
    }
    const QList<QByteArray> parts = bytes.split('\n');
    const QString name = QString::fromUtf8(parts.value(0)), organisation = QString::fromUtf8(parts.value(1));
    // Only a feed the program accepts is ever written (FeedList::add checks it first).
    QUrl feed(QString::fromUtf8(parts.value(2)), QUrl::StrictMode);
    if (Kova::feedUrlProblem(feed))
        feed = QUrl();
    QFile::remove(file);
    {
        QSettings store(file, QSettings::IniFormat);
        Kova::Settings s(store);
        if (!s.setReportPreparedBy(name) || !s.setReportOrganisation(organisation) || !s.setWindowGeometry(bytes))
            return "a setter failed on a writable file";
        if (feed.isValid() && !s.setFeeds({ feed }))
            return "setFeeds failed on a writable file";
    }
    QSettings store(file, QSettings::IniFormat);
    const Kova::Settings again(store);
    if (again.reportPreparedBy() != name || again.reportOrganisation() != organisation)
        return "a name written to the settings reads back different";
    if (again.windowGeometry() != bytes)
        return "bytes written to the settings read back different";
    if (feed.isValid() && again.feeds() != QList<QUrl> { feed } && !feed.isEmpty())
        return "a feed written to the settings reads back different";
    return nullptr;
}

// parseFeedDocument (a SkyPilot vms.csv, or whatever else a feed serves) refuses with a problem naming the
// feed and, when it names a line, a line of the input; or returns a catalogue whose offers are whole: a
// known GPU, 1 to 64 GPUs per node, a unique id, only on-demand and spot prices, each finite, positive and
// at most 1,000 per GPU-hour, and a summary that counts them.
inline const char* skyPilotViolation(const QByteArray& bytes)
{
    using namespace Qt::StringLiterals;
    const QUrl url(u"https://fuzz.example/catalogs/v8/lambda/vms.csv"_s);
    const auto parsed = Kova::parseFeedDocument(bytes, url, QDate(2026, 12, 1));
    if (!parsed) {
        const Kova::InputError& e = parsed.error();
        if (e.problem.isEmpty())
            return "an error without a problem";
        if (e.file != url.toDisplayString())
            return "an error that does not name the feed";
        static const QRegularExpression line(u"^line (\\d+)"_s);
        const auto m = line.match(e.key);
        if (m.hasMatch() && (m.captured(1).toLongLong() < 1 || m.captured(1).toLongLong() > bytes.count('\n') + 1))
            return "an error names a line outside the input";
        return nullptr;
    }
    const Kova::FeedDocument& doc = parsed.value();
    if (doc.format != Kova::FeedFormat::SkyPilotCsv)
        return catalogueViolation(bytes);
    const Kova::Catalogue& c = doc.catalogue;
    if (c.offers.isEmpty())
        return "an accepted SkyPilot catalogue without an offer";
    if (doc.notes.isEmpty())
        return "an import without a summary";
    QSet<QString> ids;
    for (const Kova::Offer& o : c.offers) {
        if (!c.gpu(o.gpuId))
            return "an offer names an unknown GPU";
        if (o.gpusPerNode < 1 || o.gpusPerNode > 64)
            return "an offer has no sensible GPU count";
        if (ids.contains(o.id))
            return "two offers have the same id";
        ids.insert(o.id);
        if (!o.prices.has(Kova::PurchaseMode::OnDemand) && !o.prices.has(Kova::PurchaseMode::Spot))
            return "an offer has no price";
        if (o.prices.has(Kova::PurchaseMode::Interruptible) || o.prices.has(Kova::PurchaseMode::Reserved))
            return "an offer has a mode a SkyPilot catalogue does not give";
        for (Kova::PurchaseMode m : Kova::AllPurchaseModes)
            if (const auto p = o.prices.price(m))
                if (!std::isfinite(*p) || *p <= 0 || *p > 1000.0)
                    return "a price is not finite, positive and at most 1,000 per GPU-hour";
    }
    return nullptr;
}

} // namespace KovaFuzz
