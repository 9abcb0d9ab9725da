#include "sources/httpfetch.h"

#include "sources/feedurl.h"

#include <QCoreApplication>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSslError>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

QString megabytes(qint64 bytes)
{
    return QLocale().toString(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

} // namespace

HttpFetch::HttpFetch(QNetworkAccessManager* network, QObject* parent)
    : QObject(parent)
    , m_network(network)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        stop(tr("no complete answer within %Ln second(s)", nullptr,
            int(std::chrono::duration_cast<std::chrono::seconds>(m_request.limits.totalTimeout).count())));
    });
}

HttpFetch::~HttpFetch()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void HttpFetch::start(const FetchRequest& request)
{
    m_request = request;
    m_result = FetchResult { request.url, 0, false, {}, {}, {}, false, std::nullopt };
    m_current = request.url;
    m_redirects = 0;
    m_stopReason.reset();
    m_tlsErrors.clear();
    m_done = false;
    if (const auto problem = feedUrlProblem(request.url)) {
        m_result.error = request.url.toDisplayString() + u": "_s + *problem;
        QMetaObject::invokeMethod(this, &HttpFetch::finish, Qt::QueuedConnection);
        return;
    }
    QNetworkRequest r(request.url);
    r.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::UserVerifiedRedirectPolicy);
    r.setMaximumRedirectsAllowed(request.limits.maxRedirects);
    r.setTransferTimeout(request.limits.transferTimeout);
    r.setHeader(QNetworkRequest::UserAgentHeader, u"Kova Planner/%1"_s.arg(QCoreApplication::applicationVersion()));
    if (!request.etag.isEmpty())
        r.setRawHeader("If-None-Match", request.etag);
    if (!request.lastModified.isEmpty())
        r.setRawHeader("If-Modified-Since", request.lastModified);
    m_reply = m_network->get(r);
    m_reply->setReadBufferSize(request.limits.readBufferBytes);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, &HttpFetch::onMetaData);
    connect(m_reply, &QNetworkReply::readyRead, this, &HttpFetch::onReadyRead);
    connect(m_reply, &QNetworkReply::redirected, this, &HttpFetch::onRedirected);
    connect(m_reply, &QNetworkReply::finished, this, &HttpFetch::onFinished);
    connect(m_reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64 total) {
        if (received > m_request.limits.maxBytes)
            return stop(tr("too large: more than %1 MB (the limit)").arg(megabytes(m_request.limits.maxBytes)));
        Q_EMIT progress(received, total);
    });
#if QT_CONFIG(ssl)
    connect(m_reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError>& errors) {
        QStringList texts;
        for (const QSslError& e : errors)
            texts << e.errorString();
        m_tlsErrors = texts.join(u"; "_s); // never ignored: the handshake fails
    });
#endif
    m_deadline.start(request.limits.totalTimeout);
}

void HttpFetch::cancel()
{
    if (!m_reply || m_done)
        return;
    m_result.cancelled = true;
    stop(tr("cancelled"));
}

void HttpFetch::stop(const QString& problem)
{
    if (!m_reply || m_stopReason)
        return;
    m_stopReason = problem;
    m_reply->abort(); // finished() follows, synchronously or later
}

void HttpFetch::onMetaData()
{
    const QVariant length = m_reply->header(QNetworkRequest::ContentLengthHeader);
    if (length.isValid() && length.toLongLong() > m_request.limits.maxBytes)
        stop(tr("too large: the server announces %1 MB, the limit is %2 MB")
                .arg(megabytes(length.toLongLong()), megabytes(m_request.limits.maxBytes)));
}

void HttpFetch::onReadyRead()
{
    if (m_stopReason)
        return;
    m_result.body += m_reply->readAll();
    if (m_result.body.size() > m_request.limits.maxBytes)
        stop(tr("too large: more than %1 MB (the limit)").arg(megabytes(m_request.limits.maxBytes)));
}

void HttpFetch::onRedirected(const QUrl& to)
{
    ++m_redirects;
    if (m_redirects > m_request.limits.maxRedirects)
        return stop(tr("too many redirects (more than %1)").arg(m_request.limits.maxRedirects));
    if (const auto problem = redirectProblem(m_current, to))
        return stop(*problem);
    m_current = to;
    Q_EMIT m_reply->redirectAllowed();
}

QString HttpFetch::errorText() const
{
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (m_reply->error() == QNetworkReply::NoError || status >= 400) {
        const QString reason = m_reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
        return tr("the server answered HTTP %1 %2").arg(status).arg(reason).trimmed();
    }
    switch (m_reply->error()) {
    case QNetworkReply::HostNotFoundError:
        return tr("the server name \"%1\" could not be found (DNS); check the address and the network")
            .arg(m_current.host());
    case QNetworkReply::ConnectionRefusedError:
        return tr("the connection was refused by %1").arg(m_current.authority());
    case QNetworkReply::RemoteHostClosedError:
        return tr("the server closed the connection before the whole answer arrived");
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: // Qt aborts on the transfer timeout
        return tr("timed out: nothing received for %Ln second(s)", nullptr,
            int(std::chrono::duration_cast<std::chrono::seconds>(m_request.limits.transferTimeout).count()));
    case QNetworkReply::SslHandshakeFailedError:
        return tr("TLS error, the server's identity could not be verified: %1")
            .arg(m_tlsErrors.isEmpty() ? m_reply->errorString() : m_tlsErrors);
    case QNetworkReply::TooManyRedirectsError:
        return tr("too many redirects (more than %1)").arg(m_request.limits.maxRedirects);
    case QNetworkReply::InsecureRedirectError:
        return tr("refused a redirect from HTTPS to a less safe address");
    case QNetworkReply::ProtocolUnknownError:
        return tr("the address does not start with https:// or http:// (Qt: %1)").arg(m_reply->errorString());
    case QNetworkReply::ProtocolFailure:
    case QNetworkReply::UnknownContentError:
        // Qt's archive bomb check (QNetworkRequest::decompressedSafetyCheckThreshold) says so only in its words.
        if (m_reply->errorString().contains("decompressedSafetyCheckThreshold"_L1))
            return tr("too large once decompressed: the answer expands more than a compressed feed can (a "
                      "decompression bomb)");
        // "Decompression failed": a compressed answer that does not decompress.
        return tr("the server's answer could not be read: it is damaged or wrongly compressed (Qt: %1)")
            .arg(m_reply->errorString());
    default:
        if (!m_tlsErrors.isEmpty())
            return tr("TLS error, the server's identity could not be verified: %1").arg(m_tlsErrors);
        // Qt's own words as the detail, in the program's: Qt's are not translated.
        return tr("the download failed (Qt: %1)").arg(m_reply->errorString());
    }
}

void HttpFetch::onFinished()
{
    if (!m_reply || m_done)
        return;
    m_deadline.stop();
    if (!m_stopReason && m_reply->bytesAvailable())
        onReadyRead();
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    m_result.httpStatus = status;
    const QString prefix = m_request.url.toDisplayString() + u": "_s;
    if (m_stopReason)
        m_result.error = prefix + *m_stopReason;
    else if (m_reply->error() != QNetworkReply::NoError || status >= 400)
        m_result.error = prefix + errorText();
    else if (status == 304)
        m_result.notModified = true;
    else if (status != 200)
        m_result.error = prefix + tr("unexpected HTTP status %1").arg(status);
    if (m_result.error)
        m_result.body.clear();
    m_result.etag = m_reply->rawHeader("ETag");
    m_result.lastModified = m_reply->rawHeader("Last-Modified");
    m_reply->disconnect(this);
    m_reply->deleteLater();
    m_reply = nullptr;
    finish();
}

void HttpFetch::finish()
{
    if (m_done)
        return;
    m_done = true;
    Q_EMIT finished(m_result);
}

} // namespace Kova
