#pragma once

#include "io/skypilotcatalogue.h"

namespace Kova {

// The formats a catalogue feed may serve, told apart by their first bytes, never by the URL.
enum class FeedFormat { KovaJson, SkyPilotCsv, Html, Unknown };

FeedFormat detectFeedFormat(const QByteArray& bytes);

// A feed's document, validated whole, and what its import left out (SkyPilot catalogues only).
struct FeedDocument
{
    FeedFormat format = FeedFormat::Unknown;
    Catalogue catalogue;
    QStringList notes; // importSummaryLines() for a SkyPilot catalogue
};

// Parses a feed's bytes as Kova's catalogue JSON or a SkyPilot vms.csv, whichever the content is; an
// HTML page or anything else is refused with the feed's URL. `fileDate` (the Last-Modified date, else
// the day it was fetched) dates a SkyPilot catalogue's offers; `models` are the GPU models its
// accelerators are matched against (the embedded catalogue's by default).
Result<FeedDocument> parseFeedDocument(
    const QByteArray& bytes, const QUrl& url, const QDate& fileDate, const QList<GpuModel>& models);
Result<FeedDocument> parseFeedDocument(const QByteArray& bytes, const QUrl& url, const QDate& fileDate);

} // namespace Kova
