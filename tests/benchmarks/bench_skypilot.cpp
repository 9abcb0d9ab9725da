// SkyPilot catalogue benchmarks (not run by ctest): build with
// `KOVA_PRESET=release KOVA_TARGETS=bench_skypilot scripts/dev build`, then
// `scripts/dev exec build/release/tests/benchmarks/bench_skypilot`. Figures go to BENCHMARKS.md.
// What `catalog update` does to a feed's bytes before replacing its copy: parseFeedDocument (format from
// the content, CSV, columns by name, aliases, validation, offers) on real rows replicated to 2 MB; and the
// whole market (wholemarket.h, ≥ 5,000 offers) loaded as the program loads its catalogue in use.
#include "io/feeddocument.h"
#include "sources/catalogueinuse.h"
#include "tests/benchmarks/benchsupport.h"
#include "tests/benchmarks/wholemarket.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace Kova;
using namespace Qt::StringLiterals;

namespace {

using BenchSupport::threadCpuMs;

struct Timing
{
    double wallMs = 0;
    double cpuMs = 0;
};

template <typename F> Timing medianMs(int samples, F&& f)
{
    std::vector<double> wall, cpu;
    for (int s = 0; s < samples; ++s) {
        QElapsedTimer t;
        t.start();
        const double cpu0 = threadCpuMs();
        f();
        cpu.push_back(threadCpuMs() - cpu0);
        wall.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return { wall[wall.size() / 2], cpu[cpu.size() / 2] };
}

void parseTwoMegabytes(const QString& provider)
{
    const QByteArray one = WholeMarket::vmsCsv(provider, 1);
    const int copies = int(std::ceil(2.0 * 1024 * 1024 / double(one.size())));
    const QByteArray bytes = WholeMarket::vmsCsv(provider, copies);
    const QUrl url = WholeMarket::feedUrl(provider);
    qsizetype offers = 0;
    const Timing t = medianMs(11, [&] {
        const auto doc = parseFeedDocument(bytes, url, QDate(2026, 12, 2));
        offers = doc ? doc.value().catalogue.offers.size() : -1;
    });
    std::printf("parse + validate %s vms.csv, %.2f MB (%d copies of the excerpt), %lld offers: %.1f ms wall, "
                "%.1f ms CPU (target < 200 ms)\n",
        qPrintable(provider), double(bytes.size()) / (1024.0 * 1024.0), copies, qlonglong(offers), t.wallMs, t.cpuMs);
}

void wholeMarket()
{
    QTemporaryDir dir;
    const FeedCache cache(dir.path());
    QElapsedTimer made;
    made.start();
    const QList<QUrl> urls = WholeMarket::storeFeeds(cache, 5000);
    const double makeMs = double(made.nsecsElapsed()) / 1e6;
    qsizetype offers = 0;
    const Timing t = medianMs(5, [&] { offers = loadCatalogueInUse(urls, cache).catalogue().offers.size(); });
    std::printf("whole market: %lld offers in use (embedded + %lld feeds); feeds written in %.0f ms; "
                "loadCatalogueInUse %.1f ms wall, %.1f ms CPU\n",
        qlonglong(offers), qlonglong(urls.size()), makeMs, t.wallMs, t.cpuMs);
    const Timing c = medianMs(3, [&] { offers = WholeMarket::catalogue(5000).offers.size(); });
    std::printf("WholeMarket::catalogue(5000): %lld offers in %.1f ms wall\n", qlonglong(offers), c.wallMs);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    embeddedCatalogue(); // read once, as the program does at start
    parseTwoMegabytes(u"lambda"_s);
    parseTwoMegabytes(u"gcp"_s);
    parseTwoMegabytes(u"runpod"_s);
    wholeMarket();
    return 0;
}
