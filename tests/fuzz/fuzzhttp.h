#pragma once

// The answer of a server on the loopback, read by HttpFetch through Qt's HTTP stack (status line, headers, then a
// body that may be chunked, gzip- or deflate-encoded, cut short or longer than announced): what fuzz_httpanswer
// feeds and tst_fuzzregressions replays. Properties: finished() is emitted exactly once; an accepted answer is a
// 2xx or a 304 with a body within the size limit; a refused one says why after the URL and keeps no body.
// Redirects are not followed (maxRedirects 0), so that no input makes the fetch reach beyond the loopback.
#include "sources/httpfetch.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QMutex>
#include <QNetworkAccessManager>
#include <QSemaphore>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace KovaFuzz {

namespace HttpAnswer {

inline constexpr qint64 MaxBytes = 32 * 1024;

// Answers every connection with the current input, then closes it, from its own thread.
class AnsweringServer : public QThread
{
public:
    AnsweringServer()
    {
        start();
        m_ready.acquire();
    }

    ~AnsweringServer() override
    {
        m_stop = true;
        wait();
    }

    quint16 port() const { return m_port; }
    void setAnswer(const QByteArray& answer)
    {
        const QMutexLocker lock(&m_mutex);
        m_answer = answer;
    }

protected:
    void run() override
    {
        QTcpServer server;
        server.listen(QHostAddress::LocalHost);
        m_port = server.serverPort();
        m_ready.release();
        while (!m_stop) {
            if (!server.waitForNewConnection(50))
                continue;
            const std::unique_ptr<QTcpSocket> socket(server.nextPendingConnection());
            QByteArray head;
            while (!head.contains("\r\n\r\n") && socket->waitForReadyRead(1000))
                head += socket->readAll();
            QByteArray answer;
            {
                const QMutexLocker lock(&m_mutex);
                answer = m_answer;
            }
            socket->write(answer);
            while (socket->bytesToWrite() > 0 && socket->waitForBytesWritten(1000)) { }
            socket->disconnectFromHost();
        }
    }

private:
    QSemaphore m_ready;
    std::atomic<quint16> m_port = 0;
    std::atomic<bool> m_stop = false;
    QMutex m_mutex;
    QByteArray m_answer;
};

inline const char* violation(const Kova::FetchResult& result, int finishedCount)
{
    if (finishedCount != 1)
        return "finished() was not emitted exactly once";
    if (result.ok()) {
        if (result.body.size() > MaxBytes)
            return "an accepted body is larger than the limit";
        if (!result.notModified && (result.httpStatus < 200 || result.httpStatus > 299))
            return "an answer that is neither 2xx nor 304 was accepted";
        return nullptr;
    }
    if (!result.error->startsWith(result.url.toDisplayString() + QStringLiteral(": ")) || result.error->size() <= 2)
        return "a refused answer does not say why, after its URL";
    if (!result.body.isEmpty())
        return "a refused answer kept a body";
    return nullptr;
}

} // namespace HttpAnswer

// Serves `answer` once and fetches it; the property it breaks, or none. Needs a QCoreApplication.
inline const char* httpAnswerViolation(const QByteArray& answer)
{
    // Never destroyed: Qt Network's own statics may be gone when the program's are destroyed at exit.
    static auto* server = new HttpAnswer::AnsweringServer;
    static auto* network = new QNetworkAccessManager;
    server->setAnswer(answer);
    network->clearConnectionCache(); // each answer on a new connection, as the server closes each one
    Kova::FetchRequest request;
    request.url = QUrl(QStringLiteral("http://127.0.0.1:%1/feed.json").arg(server->port()));
    request.limits.maxBytes = HttpAnswer::MaxBytes;
    request.limits.maxRedirects = 0;
    request.limits.transferTimeout = std::chrono::milliseconds(2000);
    request.limits.totalTimeout = std::chrono::milliseconds(4000);
    request.limits.readBufferBytes = 8 * 1024;

    Kova::HttpFetch fetch(network);
    QEventLoop loop;
    Kova::FetchResult result;
    int finishedCount = 0;
    QObject::connect(&fetch, &Kova::HttpFetch::finished, &loop, [&](const Kova::FetchResult& r) {
        result = r;
        ++finishedCount;
        loop.quit();
    });
    fetch.start(request);
    loop.exec();
    // A second finished() would arrive with the events still queued.
    QCoreApplication::processEvents();
    return HttpAnswer::violation(result, finishedCount);
}

} // namespace KovaFuzz
