#include "sources/catalogueinuse.h"
#include "sources/feedupdater.h"
#include "tests/core/feedfixtures.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace Kova;
using namespace FeedFixtures;
using namespace Qt::StringLiterals;

// Feed updates against servers that are not ours: Python's http.server in a separate process,
// and a TLS server with a self-signed certificate, which must be refused.
class TestFeedServers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pythonHttpServerEndToEnd();
    void selfSignedCertificateIsRejected();
    void cleanup();

private:
    static FeedUpdateReport update(const FeedCache& cache, const QUrl& url);
    static double inUsePrice(const FeedCache& cache, const QUrl& url);
    QProcess m_python;
};

FeedUpdateReport TestFeedServers::update(const FeedCache& cache, const QUrl& url)
{
    FeedUpdater updater(cache);
    QSignalSpy finished(&updater, &FeedUpdater::finished);
    updater.start({ url });
    if (!finished.wait(20000))
        return {};
    return finished.first().first().value<FeedUpdateReport>();
}

double TestFeedServers::inUsePrice(const FeedCache& cache, const QUrl& url)
{
    const CatalogueInUse inUse = loadCatalogueInUse({ url }, cache); // kept alive: o points into it
    const Offer* o = inUse.catalogue().offer(u"kova-h100-sxm"_s);
    return o ? o->prices.price(PurchaseMode::OnDemand).value_or(-1) : -1;
}

static quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost);
    return probe.serverPort();
}

static void writeFile(const QString& path, const QByteArray& bytes, const QDateTime& modified)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
    QVERIFY(f.flush()); // or closing would write, and stamp the file with the current time
    QVERIFY(f.setFileTime(modified, QFileDevice::FileModificationTime));
}

void TestFeedServers::cleanup()
{
    if (m_python.state() != QProcess::NotRunning) {
        m_python.kill();
        m_python.waitForFinished(5000);
    }
}

void TestFeedServers::pythonHttpServerEndToEnd()
{
    QTemporaryDir served, cacheDir;
    const FeedCache cache(cacheDir.path());
    const QDateTime monday = QDateTime::currentDateTimeUtc().addDays(-2);
    writeFile(served.filePath(u"feed.json"_s), feedDocument(1.45), monday);
    const quint16 port = freePort();
    m_python.start(u"python3"_s,
        { u"-m"_s, u"http.server"_s, QString::number(port), u"--bind"_s, u"127.0.0.1"_s, u"--directory"_s,
            served.path() });
    QVERIFY2(m_python.waitForStarted(10000), qPrintable(m_python.errorString()));
    QTRY_VERIFY_WITH_TIMEOUT(
        [port] {
            QTcpSocket probe;
            probe.connectToHost(QHostAddress::LocalHost, port);
            return probe.waitForConnected(200);
        }(),
        10000);
    const QUrl url(u"http://127.0.0.1:%1/feed.json"_s.arg(port));

    FeedUpdateReport r = update(cache, url);
    QCOMPARE(r.outcomes.size(), 1);
    QVERIFY2(r.outcomes.first().status == FeedOutcome::Status::Updated, qPrintable(r.outcomes.first().message));
    QCOMPARE(inUsePrice(cache, url), 1.45);
    QVERIFY(!cache.load(url)->lastModified.isEmpty());

    // http.server honours If-Modified-Since: the unchanged file costs a 304.
    r = update(cache, url);
    QCOMPARE(r.outcomes.first().status, FeedOutcome::Status::Unchanged);
    QCOMPARE(inUsePrice(cache, url), 1.45);

    writeFile(served.filePath(u"feed.json"_s), feedDocument(1.35), monday.addDays(1));
    r = update(cache, url);
    QCOMPARE(r.outcomes.first().status, FeedOutcome::Status::Updated);
    QCOMPARE(r.outcomes.first().changes.first().after.value(), 1.35);
    QCOMPARE(inUsePrice(cache, url), 1.35);

    // A half-written file on the server is refused and the good copy stays.
    writeFile(served.filePath(u"feed.json"_s), feedDocument(1.0).left(300), monday.addDays(2));
    r = update(cache, url);
    QCOMPARE(r.outcomes.first().status, FeedOutcome::Status::Failed);
    QVERIFY2(r.outcomes.first().message.startsWith(url.toDisplayString() + u": invalid JSON at line 1"_s),
        qPrintable(r.outcomes.first().message));
    QCOMPARE(inUsePrice(cache, url), 1.35);

    const QUrl missing(u"http://127.0.0.1:%1/missing.json"_s.arg(port));
    r = update(cache, missing);
    QCOMPARE(
        r.outcomes.first().message, missing.toDisplayString() + u": the server answered HTTP 404 File not found"_s);
}

void TestFeedServers::selfSignedCertificateIsRejected()
{
    QVERIFY(QSslSocket::supportsSsl());
    QTemporaryDir dir, cacheDir;
    QProcess openssl;
    openssl.start(u"openssl"_s,
        { u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-days"_s, u"2"_s, u"-subj"_s,
            u"/CN=127.0.0.1"_s, u"-addext"_s, u"subjectAltName=IP:127.0.0.1,DNS:localhost"_s, u"-keyout"_s,
            dir.filePath(u"key.pem"_s), u"-out"_s, dir.filePath(u"cert.pem"_s) });
    QVERIFY(openssl.waitForFinished(60000));
    QCOMPARE(openssl.exitCode(), 0);
    const QList<QSslCertificate> certs = QSslCertificate::fromPath(dir.filePath(u"cert.pem"_s));
    QCOMPARE(certs.size(), 1);
    QFile keyFile(dir.filePath(u"key.pem"_s));
    QVERIFY(keyFile.open(QIODevice::ReadOnly));
    const QSslKey key(&keyFile, QSsl::Rsa);
    QVERIFY(!key.isNull());

    QSslServer server;
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(certs.first());
    tls.setPrivateKey(key);
    server.setSslConfiguration(tls);
    QVERIFY(server.listen(QHostAddress::LocalHost));
    connect(&server, &QSslServer::pendingConnectionAvailable, &server, [&server] {
        while (QTcpSocket* s = server.nextPendingConnection())
            s->write(httpResponse(200, "OK", feedDocument(0.5)));
    });

    // The server itself works for a client that trusts its certificate...
    QSslSocket trusting;
    QSslConfiguration trust = QSslConfiguration::defaultConfiguration();
    trust.setCaCertificates(certs);
    trusting.setSslConfiguration(trust);
    QSignalSpy encrypted(&trusting, &QSslSocket::encrypted);
    trusting.connectToHostEncrypted(u"127.0.0.1"_s, server.serverPort());
    QVERIFY2(encrypted.wait(10000), qPrintable(trusting.errorString()));
    trusting.disconnectFromHost();

    // ...but a feed update trusts only the system's authorities.
    const FeedCache cache(cacheDir.path());
    const QUrl url(u"https://127.0.0.1:%1/feed.json"_s.arg(server.serverPort()));
    const FeedUpdateReport r = update(cache, url);
    QCOMPARE(r.outcomes.size(), 1);
    const QString m = r.outcomes.first().message;
    QCOMPARE(r.outcomes.first().status, FeedOutcome::Status::Failed);
    QVERIFY2(m.startsWith(url.toDisplayString() + u": TLS error, the server's identity could not be verified: "_s),
        qPrintable(m));
    QVERIFY2(m.contains(u"self-signed"_s, Qt::CaseInsensitive), qPrintable(m));
    QCOMPARE(inUsePrice(cache, url), 1.68); // the embedded price: nothing was taken from the server
}

QTEST_GUILESS_MAIN(TestFeedServers)
#include "tst_feedservers.moc"
