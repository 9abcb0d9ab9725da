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
    QByteArray body; // the catalogue document as served (Kova JSON or a SkyPilot vms.csv), already validated
    Catalogue catalogue; // parsed from body
    QStringList notes; // what the import left out (SkyPilot catalogues)

    // The date of the feed's file: its Last-Modified date, else the day it was fetched.
    QDate fileDate() const;
};

// One file per feed under a directory (by default QStandardPaths::CacheLocation/feeds), written
// atomically; a file that cannot be read back is ignored with a warning.
class FeedCache
{
public:
    explicit FeedCache(QString directory = defaultDirectory());
    // QStandardPaths::CacheLocation/feeds, the copies the application reads.
    static QString defaultDirectory();

    const QString& directory() const { return m_directory; }
    // The copy's file: a hash of the URL, so any URL makes a safe file name.
    QString fileFor(const QUrl& url) const;

    // The cached copy, validated again; nothing (and a warning appended) when missing or corrupt.
    std::optional<CachedFeed> load(const QUrl& url, QStringList* warnings = nullptr) const;
    // Writes the whole entry or nothing; returns the problem in words on failure.
    std::optional<QString> store(const CachedFeed& entry) const;
    // Forgets the copy of a feed taken out of the list; false when there was none.
    bool remove(const QUrl& url) const;

private:
    QString m_directory;
};

} // namespace Kova
