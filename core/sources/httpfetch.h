#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>
#include <chrono>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;

namespace Kova {

// The limits every download from the network obeys.
struct FetchLimits
{
    qint64 maxBytes = 32 * 1024 * 1024; // the largest SkyPilot vms.csv (AWS) is about 3.7 MB
    std::chrono::milliseconds transferTimeout { 30000 }; // without a single byte moving
    std::chrono::milliseconds totalTimeout { 120000 }; // for the whole transfer, however slow
    int maxRedirects = 3;
    // What Qt's HTTP thread may hold unread: without it, an answer faster than the event loop piles up in memory.
    qint64 readBufferBytes = 1024 * 1024;
};

// What to GET, with the validators of the copy already held.
struct FetchRequest
{
    QUrl url;
    QByteArray etag; // sent as If-None-Match when known
    QByteArray lastModified; // sent as If-Modified-Since when known
    FetchLimits limits;
};

// The answer to one request, or why there is none.
struct FetchResult
{
    QUrl url;
    int httpStatus = 0;
    bool notModified = false; // 304: the cached copy is still current
    QByteArray body;
    QByteArray etag;
    QByteArray lastModified;
    bool cancelled = false;
    std::optional<QString> error; // in words, starting with the URL

    bool ok() const { return !error.has_value(); }
};

// One GET over QNetworkAccessManager that never blocks: HTTPS only (HTTP on localhost), a transfer
// timeout and a total one, a size limit enforced while reading, at most N redirects never to a
// less safe scheme, conditional headers. Emits finished() exactly once.
class HttpFetch : public QObject
{
    Q_OBJECT

public:
    explicit HttpFetch(QNetworkAccessManager* network, QObject* parent = nullptr);
    ~HttpFetch() override;

    // Starts the GET; a URL feedUrlProblem() refuses finishes at once with the problem.
    void start(const FetchRequest& request);
    void cancel();
    bool isRunning() const { return !m_reply.isNull(); }

Q_SIGNALS:
    // Bytes received and expected (-1 while unknown).
    void progress(qint64 received, qint64 total);
    void finished(const Kova::FetchResult& result);

private:
    void onMetaData();
    void onReadyRead();
    void onRedirected(const QUrl& to);
    void onFinished();
    void stop(const QString& problem);
    void finish();
    QString errorText() const;

    QNetworkAccessManager* m_network;
    QPointer<QNetworkReply> m_reply;
    FetchRequest m_request;
    FetchResult m_result;
    QUrl m_current;
    int m_redirects = 0;
    std::optional<QString> m_stopReason;
    QString m_tlsErrors;
    QTimer m_deadline;
    bool m_done = false;
};

} // namespace Kova
