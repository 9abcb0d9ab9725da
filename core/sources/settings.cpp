#include "sources/settings.h"

#include "io/guardedfile.h"
#include "plan/planner.h"
#include "sources/exchangerate.h"
#include "sources/feedurl.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QSettings>
#include <QStandardPaths>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// The keys and value formats on disk: users have files written with these, keep them as they are.
const QString FeedsKey = u"catalogue/feeds"_s; // a list of fully encoded URLs
const QString RateBaseKey = u"rates/base"_s;
const QString RateQuoteKey = u"rates/quote"_s;
const QString RateKey = u"rates/rate"_s;
const QString RateDateKey = u"rates/date"_s; // ISO 8601
const QString RateOriginKey = u"rates/origin"_s; // "manual" or "ecb"
const QString RateUrlUsedKey = u"rates/url_used"_s;
const QString RatesSourceUrlKey = u"rates/source_url"_s;
const QString DisplayCurrencyKey = u"display/currency"_s;
const QString LanguageKey = u"language"_s;
const QString PreparedByKey = u"report/prepared_by"_s;
const QString OrganisationKey = u"report/organisation"_s;
const QString PaperKey = u"report/paper"_s;
const QString PlanToleranceKey = u"plan/tolerance_percent"_s;
const QString PlanProvidersKey = u"plan/providers"_s; // a list of provider names
const QString PlanExcludedProvidersKey = u"plan/excluded_providers"_s;
const QString PlanUnconfirmedNetworkKey = u"plan/unconfirmed_network"_s; // bool
const QString ExportFolderKey = u"export/folder"_s;
const QString OpenFolderKey = u"files/open_folder"_s;
const QString WindowGeometryKey = u"window/geometry"_s;
const QString WindowStateKey = u"window/state"_s;

struct SettingsText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Settings)
};

// The application's settings file, as QSettings names it on Linux, known before QSettings reads it.
QString applicationFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + u'/'
        + QCoreApplication::organizationName() + u'/' + QCoreApplication::applicationName() + u".conf"_s;
}

// What QSettings writes: UTF-8 lines, each blank, a comment, a [section] or a key=value. Anything else (random
// bytes, another program's binary file) was not written by it, and is not rewritten from a partial reading.
bool looksLikeSettingsText(const QByteArray& bytes)
{
    if (QString::fromUtf8(bytes).toUtf8() != bytes)
        return false;
    for (const QByteArray& raw : bytes.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (std::any_of(line.begin(), line.end(), [](char c) { return uchar(c) < 0x20 && c != '\t'; }))
            return false;
        const bool fits = line.isEmpty() || line.startsWith(';') || line.startsWith('#')
            || (line.startsWith('[') && line.endsWith(']')) || line.contains('=');
        if (!fits)
            return false;
    }
    return true;
}

// A settings file that exists, can be read, and is not in the settings format.
bool isDamaged(const QString& file)
{
    if (!QFileInfo::exists(file) || unreadableFileProblem(file, FileLimit::Settings))
        return false;
    const auto bytes = readGuardedFile(file, FileLimit::Settings);
    return bytes && !looksLikeSettingsText(bytes.value());
}

// QSettings reads its file whole: a device or a FIFO would exhaust the memory or hang. Those and damaged files are
// read as empty settings and never written.
bool applicationFileIsUsable()
{
    const QString file = applicationFile();
    return !QFileInfo::exists(file) || (!unreadableFileProblem(file, FileLimit::Settings) && !isDamaged(file));
}

template <typename F> auto withStore(QSettings* store, F f)
{
    if (store)
        return f(*store);
    if (!applicationFileIsUsable()) {
        QSettings empty(u"/dev/null"_s, QSettings::IniFormat); // nothing to read, and never written
        return f(empty);
    }
    QSettings application;
    return f(application);
}

} // namespace

Settings::Settings(QSettings& store)
    : m_store(&store)
{
}

QString Settings::fileName() const
{
    return m_store ? m_store->fileName() : applicationFile();
}

QVariant Settings::value(const QString& key) const
{
    return withStore(m_store, [&](QSettings& s) { return s.value(key); });
}

std::optional<QString> Settings::unusableFileProblem()
{
    const QString file = applicationFile();
    if (!QFileInfo::exists(file))
        return std::nullopt;
    if (const auto problem = unreadableFileProblem(file, FileLimit::Settings))
        return SettingsText::tr("the settings file %1 %2; the defaults are used").arg(file, *problem);
    return Settings().damagedFileProblem();
}

std::optional<QString> Settings::fileProblem() const
{
    return m_store ? damagedFileProblem() : unusableFileProblem();
}

std::optional<QString> Settings::damagedFileProblem() const
{
    if (!isDamaged(fileName()))
        return std::nullopt;
    return SettingsText::tr("the settings file %1 is damaged (not in the settings format); it is left as it is and "
                            "the defaults are used")
        .arg(fileName());
}

bool Settings::write(const QList<std::pair<QString, QVariant>>& values)
{
    // Writing a damaged file would replace it with QSettings' partial reading of it.
    if ((!m_store && !applicationFileIsUsable()) || damagedFileProblem())
        return false;
    return withStore(m_store, [&](QSettings& s) {
        for (const auto& [key, value] : values)
            s.setValue(key, value);
        s.sync();
        return s.status() == QSettings::NoError;
    });
}

QList<QUrl> Settings::feeds() const
{
    QList<QUrl> out;
    for (const QString& text : value(FeedsKey).toStringList()) {
        const QUrl url(text, QUrl::StrictMode);
        // A hand-written javascript: or remote http: feed is never listed, as `feeds add` would refuse it.
        if (url.isValid() && !feedUrlProblem(url) && !out.contains(url))
            out.append(url);
    }
    return out;
}

bool Settings::setFeeds(const QList<QUrl>& urls)
{
    QStringList texts;
    for (const QUrl& u : urls)
        texts << u.toString(QUrl::FullyEncoded);
    return write({ { FeedsKey, texts } });
}

Settings::Edit Settings::editFeeds(const std::function<bool(QList<QUrl>&)>& change)
{
    if (m_store) {
        QList<QUrl> list = feeds();
        return !change(list) ? Edit::Unchanged : setFeeds(list) ? Edit::Saved : Edit::NotSaved;
    }
    // Another process may be adding a feed at the same moment: read, change and write under one lock, or
    // one of the two additions is lost.
    QDir().mkpath(QFileInfo(applicationFile()).absolutePath());
    QLockFile lock(applicationFile() + u".lock-feeds"_s);
    lock.setStaleLockTime(30000);
    if (!lock.tryLock(10000))
        return Edit::NotSaved;
    {
        QSettings fresh;
        fresh.sync(); // takes in what the other process wrote
    }
    QList<QUrl> list = feeds();
    return !change(list) ? Edit::Unchanged : setFeeds(list) ? Edit::Saved : Edit::NotSaved;
}

std::optional<ExchangeRate> Settings::exchangeRate() const
{
    ExchangeRate r;
    r.base = value(RateBaseKey).toString();
    r.quote = value(RateQuoteKey).toString();
    r.rate = value(RateKey).toDouble();
    r.date = QDate::fromString(value(RateDateKey).toString(), Qt::ISODate);
    r.origin
        = value(RateOriginKey).toString() == "manual"_L1 ? ExchangeRate::Origin::Manual : ExchangeRate::Origin::Ecb;
    r.url = value(RateUrlUsedKey).toString();
    return r.isValid() ? std::optional(r) : std::nullopt;
}

bool Settings::setExchangeRate(const ExchangeRate& r)
{
    return write({ { RateBaseKey, r.base }, { RateQuoteKey, r.quote }, { RateKey, r.rate },
        { RateDateKey, r.date.toString(Qt::ISODate) },
        { RateOriginKey, r.origin == ExchangeRate::Origin::Manual ? u"manual"_s : u"ecb"_s },
        { RateUrlUsedKey, r.url } });
}

QString Settings::displayCurrency() const
{
    const QString c = value(DisplayCurrencyKey).toString();
    return ExchangeCurrencies.contains(c) ? c : u"USD"_s;
}

bool Settings::setDisplayCurrency(const QString& currency)
{
    return write({ { DisplayCurrencyKey, currency } });
}

QUrl Settings::exchangeRatesUrl() const
{
    const QUrl url(value(RatesSourceUrlKey).toString(), QUrl::StrictMode);
    return url.isValid() && !url.isEmpty() ? url : QUrl(EcbDailyRatesUrl);
}

bool Settings::setExchangeRatesUrl(const QUrl& url)
{
    return write({ { RatesSourceUrlKey, url.toString() } });
}

QString Settings::language() const
{
    return value(LanguageKey).toString();
}

bool Settings::setLanguage(const QString& code)
{
    return write({ { LanguageKey, code } });
}

QString Settings::reportPreparedBy() const
{
    return value(PreparedByKey).toString();
}

bool Settings::setReportPreparedBy(const QString& name)
{
    return write({ { PreparedByKey, name } });
}

QString Settings::reportOrganisation() const
{
    return value(OrganisationKey).toString();
}

bool Settings::setReportOrganisation(const QString& organisation)
{
    return write({ { OrganisationKey, organisation } });
}

QString Settings::reportPaper() const
{
    return value(PaperKey).toString();
}

bool Settings::setReportPaper(const QString& paper)
{
    return write({ { PaperKey, paper } });
}

QString Settings::exportFolder() const
{
    return value(ExportFolderKey).toString();
}

bool Settings::setExportFolder(const QString& folder)
{
    return write({ { ExportFolderKey, folder } });
}

QString Settings::openFolder() const
{
    return value(OpenFolderKey).toString();
}

bool Settings::setOpenFolder(const QString& folder)
{
    return write({ { OpenFolderKey, folder } });
}

std::optional<double> Settings::planTolerancePercent() const
{
    bool ok = false;
    const double percent = value(PlanToleranceKey).toDouble(&ok);
    if (!ok || !std::isfinite(percent) || percent < 0 || percent > MaxPlanTolerance * 100)
        return std::nullopt;
    return percent;
}

bool Settings::setPlanTolerancePercent(double percent)
{
    return write({ { PlanToleranceKey, percent } });
}

namespace {

// A list of names as saved: trimmed, without empty or repeated ones (compared without case).
QStringList cleanNames(const QStringList& names)
{
    QStringList out;
    for (const QString& n : names)
        if (const QString t = n.trimmed(); !t.isEmpty() && !out.contains(t, Qt::CaseInsensitive))
            out.append(t);
    return out;
}

} // namespace

QStringList Settings::planProviders() const
{
    return cleanNames(value(PlanProvidersKey).toStringList());
}

bool Settings::setPlanProviders(const QStringList& providers)
{
    return write({ { PlanProvidersKey, cleanNames(providers) } });
}

QStringList Settings::planExcludedProviders() const
{
    return cleanNames(value(PlanExcludedProvidersKey).toStringList());
}

bool Settings::setPlanExcludedProviders(const QStringList& providers)
{
    return write({ { PlanExcludedProvidersKey, cleanNames(providers) } });
}

bool Settings::planAllowsUnconfirmedNetwork() const
{
    return value(PlanUnconfirmedNetworkKey).toBool();
}

bool Settings::setPlanAllowsUnconfirmedNetwork(bool allow)
{
    return write({ { PlanUnconfirmedNetworkKey, allow } });
}

QByteArray Settings::windowGeometry() const
{
    return value(WindowGeometryKey).toByteArray();
}

bool Settings::setWindowGeometry(const QByteArray& geometry)
{
    return write({ { WindowGeometryKey, geometry } });
}

QByteArray Settings::windowState() const
{
    return value(WindowStateKey).toByteArray();
}

bool Settings::setWindowState(const QByteArray& state)
{
    return write({ { WindowStateKey, state } });
}

QString settingsNotSaved(const Settings& settings)
{
    if (const auto problem = settings.fileProblem())
        return SettingsText::tr("could not save the settings: %1").arg(*problem);
    return SettingsText::tr("could not save the settings to %1").arg(settings.fileName());
}

} // namespace Kova
