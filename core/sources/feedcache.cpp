#include "sources/feedcache.h"

#include "io/cataloguefile.h"
#include "io/feeddocument.h"
#include "io/guardedfile.h"
#include "io/wholefile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QLoggingCategory>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcFeedCache, "kova.feedcache")

namespace Kova {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("Kova::FeedCache", text);
}

// 2: a line of JSON (the entry without its body, and the body's size), then the body as served. 1 (still read):
// one JSON object, the body in it as a string, which cost more to read than the body to parse.
constexpr int CacheFormatVersion = 2;

} // namespace

QDate CachedFeed::fileDate() const
{
    // HTTP dates end in "GMT" (RFC 9110, section 5.6.7), which Qt's RFC 2822 reader wants as an offset.
    QString text = QString::fromLatin1(lastModified).trimmed();
    if (text.endsWith(u" GMT"_s))
        text = text.chopped(4) + u" +0000"_s;
    const QDateTime modified = QDateTime::fromString(text, Qt::RFC2822Date);
    return modified.isValid() ? modified.toUTC().date() : fetched.toUTC().date();
}

FeedCache::FeedCache(QString directory)
    : m_directory(std::move(directory))
{
}

QString FeedCache::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/feeds"_s;
}

QString FeedCache::fileFor(const QUrl& url) const
{
    const QByteArray key = QCryptographicHash::hash(url.toEncoded(), QCryptographicHash::Sha256).toHex().left(32);
    return m_directory + u'/' + QString::fromLatin1(key) + u".json"_s;
}

std::optional<CachedFeed> FeedCache::load(const QUrl& url, QStringList* warnings) const
{
    const QString path = fileFor(url);
    QFile file(path);
    if (!file.exists())
        return std::nullopt;
    auto ignore = [&](const QString& problem) -> std::optional<CachedFeed> {
        const QString text = tr("ignoring the cached copy of %1 (%2): %3").arg(url.toDisplayString(), path, problem);
        qCWarning(lcFeedCache).noquote() << text;
        if (warnings)
            warnings->append(text);
        return std::nullopt;
    };
    const auto bytes = readGuardedFile(path, FileLimit::FeedCache);
    if (!bytes)
        return ignore(bytes.error().problem);
    const qsizetype headerEnd = bytes.value().indexOf('\n'); // none in format 1
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(
        headerEnd < 0 ? bytes.value() : QByteArray::fromRawData(bytes.value().constData(), headerEnd), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return ignore(tr("not a readable cache file"));
    const QJsonObject o = doc.object();
    const int format = o.value("kova_feed_cache"_L1).toInt();
    if (format != CacheFormatVersion && format != 1)
        return ignore(tr("unknown cache format"));
    if (o.value("url"_L1).toString() != url.toString(QUrl::FullyEncoded))
        return ignore(tr("the file belongs to another feed"));
    CachedFeed entry;
    entry.url = url;
    entry.etag = o.value("etag"_L1).toString().toLatin1();
    entry.lastModified = o.value("last_modified"_L1).toString().toLatin1();
    entry.fetched = QDateTime::fromString(o.value("fetched"_L1).toString(), Qt::ISODate);
    if (format == 1) {
        entry.body = o.value("body"_L1).toString().toUtf8();
    } else {
        entry.body = bytes.value().mid(headerEnd + 1);
        if (const qint64 written = o.value("body_bytes"_L1).toInteger(-1); entry.body.size() != written)
            return ignore(tr("the copy has %1 bytes where %2 were written")
                    .arg(QLocale().toString(entry.body.size()), QLocale().toString(written)));
    }
    auto parsed = parseFeedDocument(entry.body, url, entry.fileDate());
    if (!parsed)
        return ignore(parsed.error().problem);
    if (const auto future
        = observedAfter(parsed.value().catalogue, QDate::currentDate().addDays(1), url.toDisplayString()))
        return ignore(future->key + u": "_s + future->problem);
    entry.notes = parsed.value().notes;
    entry.catalogue = std::move(parsed).value().catalogue;
    return entry;
}

std::optional<QString> FeedCache::store(const CachedFeed& entry) const
{
    if (!QDir().mkpath(m_directory))
        return tr("cannot create the cache folder %1").arg(m_directory);
    const QJsonObject o { { "kova_feed_cache"_L1, CacheFormatVersion },
        { "url"_L1, entry.url.toString(QUrl::FullyEncoded) }, { "etag"_L1, QString::fromLatin1(entry.etag) },
        { "last_modified"_L1, QString::fromLatin1(entry.lastModified) },
        { "fetched"_L1, entry.fetched.toString(Qt::ISODate) }, { "body_bytes"_L1, entry.body.size() } };
    const QString file = fileFor(entry.url);
    if (const auto problem = writeWholeFile(file, QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n' + entry.body))
        return tr("cannot write %1: %2").arg(file, *problem);
    return std::nullopt;
}

bool FeedCache::remove(const QUrl& url) const
{
    return QFile::remove(fileFor(url));
}

} // namespace Kova
