#pragma once

#include "model/catalogue.h"

#include <QDateTime>
#include <QUrl>
#include <optional>

namespace Kova {

// The last good copy of one feed, with what is needed to ask the server "has it changed?".
struct CachedFeed
{
    QUrl url;
    QByteArray etag;
    QByteArray lastModified;
    QDateTime fetched;
    QByteArray body; // the catalogue document as served, already validated
    Catalogue catalogue; // parsed from body
};

// One file per feed under a directory (by default QStandardPaths::CacheLocation/feeds), written
// atomically; a file that cannot be read back is ignored with a warning.
class FeedCache
{
public:
    explicit FeedCache(QString directory = defaultDirectory());
    static QString defaultDirectory();

    const QString& directory() const { return m_directory; }
    QString fileFor(const QUrl& url) const;

    // The cached copy, validated again; nothing (and a warning appended) when missing or corrupt.
    std::optional<CachedFeed> load(const QUrl& url, QStringList* warnings = nullptr) const;
    // Writes the whole entry or nothing; returns the problem in words on failure.
    std::optional<QString> store(const CachedFeed& entry) const;
    bool remove(const QUrl& url) const;

private:
    QString m_directory;
};

} // namespace Kova
