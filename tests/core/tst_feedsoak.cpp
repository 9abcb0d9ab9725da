#include "io/cataloguefile.h"
#include "sources/catalogueinuse.h"
#include "sources/feedupdater.h"
#include "tests/core/feedfixtures.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace Kova;
using namespace FeedFixtures;
using namespace Qt::StringLiterals;

// Soak: 1,000 consecutive updates of one feed from a local server that misbehaves at random (errors,
// truncation, garbage, invalid catalogues, newer formats, silence, oversized bodies, 304s). After each
// one, the catalogue in use is whole and carries the last good price served, and no temporary file is
// left in the cache; resident memory and the heap in use are measured after 200 and 1,000 updates.
class TestFeedSoak : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thousandUpdatesAgainstAMisbehavingServer();
};

namespace {

enum class Behaviour {
    Good,
    ServerError,
    Truncated,
    Garbage,
    InvalidCatalogue,
    Hangup,
    NotModified,
    NewerFormat,
    Silent,
    Oversized,
    Count
};

qint64 residentKb()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return -1;
}

// Bytes handed out by malloc and not freed (glibc); -1 elsewhere. Unlike resident memory, it does not
// depend on when the allocator gives pages back, so a leak of a few hundred bytes per update shows.
qint64 heapInUse()
{
#if defined(__GLIBC__)
    return qint64(mallinfo2().uordblks);
#else
    return -1;
#endif
}

bool runningUnderAddressSanitizer()
{
#if defined(__SANITIZE_ADDRESS__)
    return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return true;
#endif
#endif
    return false;
}

// Whole: every offer names a known GPU and has at least one price, all finite and positive.
const char* catalogueProblem(const Catalogue& c)
{
    if (c.offers.isEmpty())
        return "no offers";
    for (const Offer& o : c.offers) {
        if (!c.gpu(o.gpuId))
            return "an offer names an unknown GPU";
        bool priced = false;
        for (PurchaseMode m : AllPurchaseModes)
            if (const auto p = o.prices.price(m)) {
                if (!std::isfinite(*p) || *p <= 0)
                    return "a price is not finite and positive";
                priced = true;
            }
        if (!priced)
            return "an offer without a price";
    }
    return nullptr;
}

} // namespace

void TestFeedSoak::thousandUpdatesAgainstAMisbehavingServer()
{
    constexpr int Updates = 1000;
    QRandomGenerator random(20261130); // fixed: a failure can be replayed
    Behaviour behaviour = Behaviour::Good;
    QByteArray goodBody;
    CannedServer server([&](QTcpSocket* s, const QByteArray& request) {
        switch (behaviour) {
        case Behaviour::Good:
            s->write(httpResponse(200, "OK", goodBody, "ETag: \"" + QByteArray::number(qHash(goodBody)) + "\"\r\n"));
            break;
        case Behaviour::ServerError:
            s->write(httpResponse(500, "Internal Server Error", "oops"));
            break;
        case Behaviour::Truncated:
            s->write("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n" + feedDocument(9.99).left(500));
            break;
        case Behaviour::Garbage: {
            QByteArray junk(int(random.bounded(1, 4000)), Qt::Uninitialized);
            for (char& c : junk)
                c = char(random.bounded(256));
            s->write(httpResponse(200, "OK", junk));
            break;
        }
        case Behaviour::InvalidCatalogue:
            s->write(httpResponse(200, "OK", feedDocument(9.99).replace("\"on_demand\":9.99", "\"on_demand\":-9.99")));
            break;
        case Behaviour::Hangup:
            break;
        case Behaviour::NotModified:
            // Only a client that holds a copy asks conditionally; answer as a real server would.
            if (request.contains("If-None-Match"))
                s->write("HTTP/1.1 304 Not Modified\r\nContent-Length: 0\r\n\r\n");
            else
                s->write(httpResponse(500, "Internal Server Error", "no"));
            break;
        case Behaviour::NewerFormat:
            s->write(httpResponse(200, "OK", feedDocument(9.99, u"2026-12-05"_s, 99)));
            break;
        case Behaviour::Silent:
            return; // the transfer timeout ends it
        case Behaviour::Oversized:
            s->write(httpResponse(200, "OK", QByteArray(70000, ' ')));
            break;
        case Behaviour::Count:
            break;
        }
        s->disconnectFromHost();
    });
    QVERIFY(server.isListening());
    const QUrl url = server.url();
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    FeedUpdater updater(cache);
    FetchLimits limits;
    limits.maxBytes = 64 * 1024;
    limits.transferTimeout = std::chrono::milliseconds(150);
    limits.totalTimeout = std::chrono::milliseconds(2000);
    updater.setLimits(limits);

    std::optional<double> expected; // the last good price served; before any, the embedded one
    const double embedded = *embeddedCatalogue().offer(u"kova-h100-sxm"_s)->prices.price(PurchaseMode::OnDemand);
    int counts[int(Behaviour::Count)] = {};
    qint64 rssAfterWarmUp = 0;
    qint64 heapAfterWarmUp = 0;
    for (int i = 0; i < Updates; ++i) {
        // Mostly misbehaviour, a good answer about one time in four; silence rarely (it costs a timeout).
        static const Behaviour Faults[]
            = { Behaviour::ServerError, Behaviour::Truncated, Behaviour::Garbage, Behaviour::InvalidCatalogue,
                  Behaviour::Hangup, Behaviour::NotModified, Behaviour::NewerFormat, Behaviour::Oversized };
        const quint32 roll = random.bounded(100);
        behaviour = roll < 25 ? Behaviour::Good
            : roll < 27       ? Behaviour::Silent
                              : Faults[random.bounded(int(std::size(Faults)))];
        ++counts[int(behaviour)];
        if (behaviour == Behaviour::Good) {
            const double price = std::round((1.0 + i / 1000.0) * 1000) / 1000;
            goodBody = feedDocument(price, u"2026-12-01"_s); // not after tomorrow: later dates are refused
            expected = price;
        }
        server.requests.clear(); // the server's log of request heads is the test's, not the program's
        QSignalSpy finished(&updater, &FeedUpdater::finished);
        updater.start({ url });
        QVERIFY2(finished.wait(10000), qPrintable(u"update %1 did not finish"_s.arg(i)));

        const CatalogueInUse inUse = loadCatalogueInUse({ url }, cache);
        const char* problem = catalogueProblem(inUse.catalogue());
        QVERIFY2(!problem, qPrintable(u"after update %1: %2"_s.arg(i).arg(QString::fromLatin1(problem))));
        const Offer* h100 = inUse.catalogue().offer(u"kova-h100-sxm"_s);
        QVERIFY(h100);
        QCOMPARE(*h100->prices.price(PurchaseMode::OnDemand), expected.value_or(embedded));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size() <= 1); // no temporary left behind
        if (i == 199) {
            rssAfterWarmUp = residentKb();
            heapAfterWarmUp = heapInUse();
        }
    }
    for (int b = 0; b < int(Behaviour::Count); ++b)
        QVERIFY2(counts[b] > 0, qPrintable(u"behaviour %1 never drawn"_s.arg(b)));
    const qint64 rssAtEnd = residentKb();
    const qint64 heapAtEnd = heapInUse();
    qInfo("resident memory after 200 updates: %lld kB, after %d: %lld kB; heap in use: %lld bytes, then %lld bytes",
        rssAfterWarmUp, Updates, rssAtEnd, heapAfterWarmUp, heapAtEnd);
    if (runningUnderAddressSanitizer()) // ASan's quarantine grows by design; LeakSanitizer checks there
        return;
    // Seen (2026-11-30): +12 to +20 kB resident and +31 kB of heap over the last 800 updates. An earlier
    // growth of 33 kB per update was this test's server keeping each request head, which shared the
    // 16 kB+ buffer of readAll() (QByteArray::left() of a whole array is the array itself).
    QVERIFY2(rssAtEnd - rssAfterWarmUp < 1024,
        qPrintable(u"resident memory grew by %1 kB over 800 updates"_s.arg(rssAtEnd - rssAfterWarmUp)));
    if (heapAtEnd >= 0)
        QVERIFY2(heapAtEnd - heapAfterWarmUp < 100 * 1024,
            qPrintable(u"the heap in use grew by %1 bytes over 800 updates"_s.arg(heapAtEnd - heapAfterWarmUp)));
}

QTEST_GUILESS_MAIN(TestFeedSoak)
#include "tst_feedsoak.moc"
