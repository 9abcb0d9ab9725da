#include "io/feeddocument.h"

#include "io/cataloguefile.h"
#include "io/csvtable.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct FeedText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::FeedDocument)
};

} // namespace

FeedFormat detectFeedFormat(const QByteArray& bytes)
{
    QByteArrayView head = QByteArrayView(bytes).first(std::min<qsizetype>(bytes.size(), 4096));
    if (head.startsWith("\xEF\xBB\xBF"))
        head = head.sliced(3);
    head = head.trimmed();
    if (head.startsWith('{'))
        return FeedFormat::KovaJson;
    const QByteArray lower = head.first(std::min<qsizetype>(head.size(), 256)).toByteArray().toLower();
    if (lower.startsWith("<!doctype html") || lower.startsWith("<html") || lower.startsWith("<head")
        || lower.startsWith("<body") || (lower.startsWith("<!--") && lower.contains("<html")))
        return FeedFormat::Html;
    if (looksLikeSkyPilotCatalogue(bytes))
        return FeedFormat::SkyPilotCsv;
    return FeedFormat::Unknown;
}

Result<FeedDocument> parseFeedDocument(
    const QByteArray& bytes, const QUrl& url, const QDate& fileDate, const QList<GpuModel>& models)
{
    const QString source = url.toDisplayString();
    FeedDocument doc;
    doc.format = detectFeedFormat(bytes);
    switch (doc.format) {
    case FeedFormat::KovaJson: {
        auto parsed = parseCatalogue(bytes, source);
        if (!parsed)
            return parsed.error();
        doc.catalogue = std::move(parsed).value();
        return doc;
    }
    case FeedFormat::SkyPilotCsv: {
        const SkyPilotOrigin origin { skyPilotProviderKey(url), source, source, fileDate };
        auto parsed = parseSkyPilotCatalogue(bytes, origin, models);
        if (!parsed)
            return parsed.error();
        doc.notes = importSummaryLines(parsed.value().summary);
        doc.catalogue = std::move(parsed).value().catalogue;
        return doc;
    }
    case FeedFormat::Html:
        return InputError { source, {},
            FeedText::tr("the server sent an HTML page, not a catalogue (Kova's JSON or a SkyPilot vms.csv)") };
    case FeedFormat::Unknown:
        break;
    }
    return InputError { source, csvPlace(1),
        FeedText::tr("neither a Kova catalogue (JSON) nor a SkyPilot vms.csv (its header names InstanceType and "
                     "AcceleratorName)") };
}

Result<FeedDocument> parseFeedDocument(const QByteArray& bytes, const QUrl& url, const QDate& fileDate)
{
    return parseFeedDocument(bytes, url, fileDate, embeddedCatalogue().gpus);
}

} // namespace Kova
