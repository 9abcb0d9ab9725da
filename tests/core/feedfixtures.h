#pragma once

// Shared by the feed tests: a real HTTP server in the test process that answers canned bytes,
// and catalogue documents derived from the embedded one.

#include "io/cataloguefile.h"
#include "sources/feedcache.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUrl>
#include <atomic>
#include <functional>
#include <semaphore>

namespace FeedFixtures {

using namespace Qt::StringLiterals;

// The embedded catalogue's GPUs with two offers: kova-h100-sxm at `onDemand` observed on
// `observed` (from `sourceUrl` when given, else from the embedded offer's own source), and an offer only
// feeds have, feed-h200.
inline QByteArray feedDocument(
    double onDemand, const QString& observed = u"2026-12-01"_s, int version = 1, const QString& sourceUrl = {})
{
    QFile f(QStringLiteral(KOVA_SOURCE_DIR "/resources/catalogue.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the embedded catalogue");
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    QJsonArray offers;
    for (const QJsonValue& v : root.value("offers"_L1).toArray()) {
        QJsonObject o = v.toObject();
        if (o.value("id"_L1).toString() != "kova-h100-sxm"_L1)
            continue;
        QJsonObject prices = o.value("prices"_L1).toObject();
        prices.insert("on_demand"_L1, onDemand);
        o.insert("prices"_L1, prices);
        o.insert("observed"_L1, observed);
        if (!sourceUrl.isEmpty())
            o.insert("source_url"_L1, sourceUrl);
        offers.append(o);
        o.insert("id"_L1, u"feed-h200"_s);
        o.insert("gpu"_L1, u"h200-sxm"_s);
        offers.append(o);
    }
    root.insert("offers"_L1, offers);
    root.remove("tiers"_L1);
    root.insert("kova_catalogue"_L1, version);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

// A feed of `count` offers of the embedded H100 at different prices, each its own id.
inline QByteArray feedOfOffers(int count)
{
    QJsonObject root = QJsonDocument::fromJson(feedDocument(1.25)).object();
    const QJsonObject model = root.value("offers"_L1).toArray().first().toObject();
    QJsonArray offers;
    for (int i = 0; i < count; ++i) {
        QJsonObject o = model;
        o.insert("id"_L1, u"feed-h100-%1"_s.arg(i));
        QJsonObject prices = o.value("prices"_L1).toObject();
        prices.insert("on_demand"_L1, 1.0 + (i % 1000) / 1000.0);
        o.insert("prices"_L1, prices);
        offers.append(o);
    }
    root.insert("offers"_L1, offers);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

// The copy of `url` an update at `onDemand` leaves in the feed cache.
inline Kova::CachedFeed cachedFeed(const QUrl& url, double onDemand)
{
    Kova::CachedFeed entry;
    entry.url = url;
    entry.fetched = QDateTime::currentDateTimeUtc();
    entry.body = feedDocument(onDemand);
    entry.catalogue = Kova::parseCatalogue(entry.body, url.toString()).value();
    return entry;
}

// The copy of `url` an update serving `body` (a Kova catalogue) leaves in the feed cache.
inline Kova::CachedFeed cachedFeedOf(const QUrl& url, const QByteArray& body)
{
    Kova::CachedFeed entry;
    entry.url = url;
    entry.fetched = QDateTime::currentDateTimeUtc();
    entry.body = body;
    entry.catalogue = Kova::parseCatalogue(entry.body, url.toString()).value();
    return entry;
}

inline QByteArray httpResponse(
    int status, const QByteArray& reason, const QByteArray& body, const QByteArray& extraHeaders = {})
{
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason
        + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n" + extraHeaders + "\r\n" + body;
}

// Listens on 127.0.0.1 on a free port; calls the responder for each complete request head.
class CannedServer : public QTcpServer
{
public:
    using Responder = std::function<void(QTcpSocket* socket, const QByteArray& request)>;

    explicit CannedServer(Responder responder)
        : m_responder(std::move(responder))
    {
        listen(QHostAddress::LocalHost);
    }

    QUrl url(const QString& path = u"/feed.json"_s) const
    {
        return QUrl(u"http://127.0.0.1:%1%2"_s.arg(serverPort()).arg(path));
    }

    QList<QByteArray> requests;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto* socket = new QTcpSocket(this);
        socket->setSocketDescriptor(descriptor);
        auto buffer = std::make_shared<QByteArray>();
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
            *buffer += socket->readAll();
            qsizetype end;
            while ((end = buffer->indexOf("\r\n\r\n")) >= 0) {
                // A head of the whole buffer would share readAll()'s allocation (16 kB and more):
                // kept in `requests`, that looked like a leak of 33 kB per request in the soak test.
                QByteArray head(buffer->constData(), end + 4);
                buffer->remove(0, end + 4);
                requests.append(head);
                m_responder(socket, head);
            }
        });
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }

private:
    Responder m_responder;
};

// Responders for each way a server can misbehave.
inline CannedServer::Responder answer(QByteArray bytes, bool close = true)
{
    return [bytes, close](QTcpSocket* s, const QByteArray&) {
        s->write(bytes);
        if (close)
            s->disconnectFromHost();
    };
}

inline CannedServer::Responder silent()
{
    return [](QTcpSocket*, const QByteArray&) { };
}

// Sends a head announcing a large body, then one byte every 100 ms: never idle, never done.
inline CannedServer::Responder dribble()
{
    return [](QTcpSocket* s, const QByteArray&) {
        s->write("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n{");
        auto* timer = new QTimer(s);
        QObject::connect(timer, &QTimer::timeout, s, [s] { s->write(" "); });
        timer->start(100);
    };
}

inline CannedServer::Responder unannouncedBody(qsizetype bytes)
{
    return [bytes](QTcpSocket* s, const QByteArray&) {
        s->write("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n");
        s->write(QByteArray(bytes, ' '));
        s->disconnectFromHost();
    };
}

// Answers each request with a chunked 200 and 64 KiB chunks until `cap` bytes are sent, from its own
// thread so that it outruns the client's event loop as a remote server on a fast link does.
class EndlessChunkedServer : public QThread
{
public:
    explicit EndlessChunkedServer(qint64 cap)
        : m_cap(cap)
    {
        start();
        m_ready.acquire();
    }

    ~EndlessChunkedServer() override
    {
        m_stop = true;
        wait();
    }

    QUrl url() const { return QUrl(u"http://127.0.0.1:%1/feed.json"_s.arg(m_port.load())); }
    qint64 sent() const { return m_sent; }

protected:
    void run() override
    {
        QTcpServer server;
        server.listen(QHostAddress::LocalHost);
        m_port = server.serverPort();
        m_ready.release();
        while (!m_stop) {
            if (server.waitForNewConnection(50))
                serve(std::unique_ptr<QTcpSocket>(server.nextPendingConnection()).get());
        }
    }

private:
    void serve(QTcpSocket* socket)
    {
        QByteArray head;
        while (!m_stop && !head.contains("\r\n\r\n") && socket->waitForReadyRead(50))
            head += socket->readAll();
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n");
        const QByteArray chunk = "10000\r\n" + QByteArray(64 * 1024, ' ') + "\r\n";
        while (!m_stop && socket->state() == QAbstractSocket::ConnectedState) {
            if (m_sent < m_cap && socket->bytesToWrite() < 4 * chunk.size()) {
                socket->write(chunk);
                m_sent += chunk.size();
            }
            socket->waitForBytesWritten(20);
        }
    }

    const qint64 m_cap;
    std::atomic<qint64> m_sent = 0;
    std::atomic<quint16> m_port = 0;
    std::atomic<bool> m_stop = false;
    std::binary_semaphore m_ready { 0 };
};

} // namespace FeedFixtures
