// The whole market (not run by ctest; figures in BENCHMARKS.md): the real SkyPilot excerpts replicated by
// wholemarket.h to at least OFFERS offers (default 6,000: over a million candidate plans) with the embedded
// catalogue, then (parsing a feed's vms.csv is bench_skypilot's)
//   - a whole-market plan (the seed's run, every GPU count of the default sweep, four shardings, every mode)
//     on one core, against the exhaustive sweep it replaces;
//   - the scenario's total at every offer (the offers table's totals column);
//   - typing a filter into the offers table, one keystroke at a time, each followed by the table's update
//     and a forced repaint, flat and grouped by GPU model;
//   - the window's start with that catalogue as a feed's copy, to the first painted frame (in child processes).
// Usage: env HOME=/tmp/somewhere bench_market [OFFERS]   (a throwaway home: the feed and its copy go there)
#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "models/offerfiltermodel.h"
#include "models/offergroupmodel.h"
#include "models/offertablemodel.h"
#include "plan/marketplanner.h"
#include "plan/planshortfall.h"
#include "sources/catalogueinuse.h"
#include "sources/feedcache.h"
#include "sources/feedlist.h"
#include "tests/benchmarks/benchsupport.h"
#include "tests/benchmarks/wholemarket.h"
#include "tests/ui/windowparts.h"

#include <QApplication>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <sched.h>
#include <unistd.h>
#include <vector>

using namespace Qt::StringLiterals;
using namespace Kova;

namespace {

using namespace BenchSupport;

volatile double sink = 0;

// The seed's run on demand: the mode nearly every offer of the market sells, so that every row has a total.
Scenario onDemandSeed()
{
    Scenario s = defaultScenario();
    s.mode = PurchaseMode::OnDemand;
    return s;
}

// The child: the window as kova-planner opens it, with the market in its feed's copy. Prints the time from
// process start to the first frame, the process's CPU time by then, the window's construction alone, and
// the offers in the table.
int windowStart()
{
    QElapsedTimer construction;
    construction.start();
    Kova::MainWindow window;
    const double constructed = double(construction.nsecsElapsed()) / 1e6;
    const double firstFrame = showToFirstFrame(window);
    std::printf("%.1f %.1f %.1f %d\n", firstFrame, processCpuMs(), constructed,
        WindowParts::offers(window)->model()->rowCount());
    return 0;
}

void plan(const Catalogue& market)
{
    std::printf("whole market: %lld offers\n", qlonglong(market.offers.size()));
    // One core: the planner runs on this thread, pinned.
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(sched_getcpu(), &one);
    sched_setaffinity(0, sizeof(one), &one);
    const Scenario seed = defaultScenario();
    const MarketPlans plans = marketPlans(seed, market);
    const Timing pruned = timed(11, [&] { sink = double(marketPlans(seed, market).costed()); });
    std::printf("whole-market plan (seed run, default GPU counts, 4 shardings, every mode), one core:\n");
    std::printf("  %lld candidate plans before pruning, %lld fit, %lld costed\n", qlonglong(plans.candidates),
        qlonglong(plans.considered), qlonglong(plans.costed()));
    // The plan a buyer would accept and its trade-offs, within a deadline and within a budget, and the front.
    const Timing choose = timed(11, [&] {
        sink = choosePlan(plans.plans, { PlanGoal::CheapestWithinDeadline, 24, DefaultPlanTolerance }).chosen->total
            + choosePlan(plans.plans, { PlanGoal::FastestWithinBudget, 1000, DefaultPlanTolerance }).chosen->wallHours
            + double(paretoFront(plans.plans).size());
    });
    std::printf("  search: median %.1f ms wall, %.1f ms CPU; chosen plans, trade-offs and front from it: %.2f ms  "
                "[target < 200 ms]\n",
        percentile(pruned.wallMs, 0.5), percentile(pruned.cpuMs, 0.5), percentile(choose.cpuMs, 0.5));
    // No plan within 6 minutes: why, and the nearest plan (a second search with the capacity ignored).
    const PlanRequest impossible { PlanGoal::CheapestWithinDeadline, 0.1, DefaultPlanTolerance };
    const Timing shortfall = timed(5, [&] { sink = explainShortfall(seed, market, plans, impossible).overBy(); });
    std::printf("  an empty result explained (deadline 0.1 h): median %.1f ms CPU\n", percentile(shortfall.cpuMs, 0.5));
    const Timing exhaustive = timed(3, [&] { sink = double(sweepPlans(seed, market, {}).size()); });
    std::printf("  the exhaustive sweep it replaces: median %.0f ms CPU\n", percentile(exhaustive.cpuMs, 0.5));
    CPU_ZERO(&one);
    for (int c = 0; c < CPU_SETSIZE; ++c)
        CPU_SET(c, &one);
    sched_setaffinity(0, sizeof(one), &one);

    // On demand, which nearly every offer sells (the seed's interruptible mode is sold by Kova's offers only).
    const Timing quotes = timed(31, [&] { sink = quoteOffers(onDemandSeed(), market).constFirst().total; });
    std::printf("scenario total at every offer (quoteOffers), the seed's run on demand: median %.2f ms CPU, p95 %.2f "
                "ms  [target < 16 ms]\n",
        percentile(quotes.cpuMs, 0.5), percentile(quotes.cpuMs, 0.95));
}

void offersTable(const Catalogue& market)
{
    ScenarioDocument doc(market, onDemandSeed());
    OffersPanel panel;
    panel.resize(1600, 500);
    panel.show();
    QSignalSpy quoted(&panel, &OffersPanel::quotesReady);
    panel.setDocument(&doc);
    quoted.wait(10000);
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
    QTableView* view = panel.view();

    // The totals arriving: the model's update, the table re-sorted by total, repainted.
    view->sortByColumn(OfferTableModel::TotalColumn, Qt::AscendingOrder);
    const QList<OfferQuote> quotes = panel.model()->quotes();
    const Timing arrive = timed(31, [&] {
        panel.model()->setQuotes(quotes, doc.scenario().mode, doc.scenario().cluster.gpus);
        QCoreApplication::processEvents();
        view->viewport()->repaint();
    });
    std::printf("totals column arriving in a table sorted by total (update, re-sort, repaint on the GUI thread):\n"
                "  median %.2f ms wall, %.2f ms CPU; p95 %.2f ms wall, %.2f ms CPU\n",
        percentile(arrive.wallMs, 0.5), percentile(arrive.cpuMs, 0.5), percentile(arrive.wallMs, 0.95),
        percentile(arrive.cpuMs, 0.95));

    // Typing, then erasing, in a table sorted by the on-demand price: flat, then grouped by GPU model.
    view->sortByColumn(OfferTableModel::OnDemandColumn, Qt::AscendingOrder);
    const QString typed = u"h100 us-east lambda"_s;
    for (const bool grouped : { false, true }) {
        panel.findChild<QCheckBox*>()->setChecked(grouped);
        QCoreApplication::processEvents();
        std::vector<double> keystrokes, cpu;
        int shownAtEnd = 0;
        for (int round = 0; round < 5; ++round) {
            for (int i = 0; i < typed.size() * 2; ++i) {
                const bool typing = i < typed.size();
                QElapsedTimer t;
                t.start();
                const double cpu0 = threadCpuMs();
                if (typing)
                    QTest::keyClick(panel.filter(), typed.at(i).toLatin1());
                else
                    QTest::keyClick(panel.filter(), Qt::Key_Backspace);
                QCoreApplication::processEvents();
                view->viewport()->repaint();
                keystrokes.push_back(double(t.nsecsElapsed()) / 1e6);
                cpu.push_back(threadCpuMs() - cpu0);
                if (i == typed.size() - 1)
                    shownAtEnd = panel.proxy()->rowCount();
            }
        }
        std::printf("typing \"%s\" and erasing it, %d times, %s (%zu keystrokes; %d of %d offers left at the "
                    "end, %d group rows):\n",
            qPrintable(typed), 5, grouped ? "grouped by GPU model" : "flat", keystrokes.size(), shownAtEnd,
            panel.model()->rowCount(), panel.groups()->groupCount());
        std::printf("  per keystroke (filter, re-sort, regroup, repaint): p50 %.2f ms, p95 %.2f ms, max %.2f ms  "
                    "[target < 16 ms]\n",
            percentile(keystrokes, 0.5), percentile(keystrokes, 0.95), percentile(keystrokes, 1.0));
        std::printf("  GUI thread CPU per keystroke: p50 %.2f ms, p95 %.2f ms, max %.2f ms\n", percentile(cpu, 0.5),
            percentile(cpu, 0.95), percentile(cpu, 1.0));
    }
}

void windowStarts()
{
    // The market as the feeds' copies `catalog update` leaves, one vms.csv per provider.
    const FeedCache cache;
    const QList<QUrl> urls = WholeMarket::storeFeeds(cache, 5000);
    for (const QUrl& url : urls)
        FeedList().add(url);
    std::vector<double> starts, cpu, constructions;
    int offers = 0;
    for (int i = 0; i < 5; ++i) {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), { u"--window-start"_s });
        child.waitForFinished(60000);
        const QList<QByteArray> out = child.readAllStandardOutput().trimmed().split(' ');
        starts.push_back(out.value(0).toDouble());
        cpu.push_back(out.value(1).toDouble());
        constructions.push_back(out.value(2).toDouble());
        offers = out.value(3).toInt();
    }
    std::printf("window start with the market as the feeds' copies (%d offers in the table), 5 starts:\n", offers);
    std::printf("  process start to first painted frame: median %.0f ms, max %.0f ms  [target < 500 ms]\n",
        percentile(starts, 0.5), percentile(starts, 1.0));
    std::printf("  CPU time of the process by then: median %.0f ms; the window's construction: median %.0f ms\n",
        percentile(cpu, 0.5), percentile(constructions, 0.5));
    const Timing load = timed(5, [&] { sink = double(loadCatalogueInUse().catalogue().offers.size()); });
    std::printf("  of which reading the catalogue in use (embedded + the market's copy): median %.0f ms CPU\n",
        percentile(load.cpuMs, 0.5));
    for (const QUrl& url : urls) {
        FeedList().remove(url);
        cache.remove(url);
    }
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QStringList args = QCoreApplication::arguments();
    if (args.contains(u"--window-start"_s))
        return windowStart();
    int count = 6000; // over a million candidate plans in the default sweep
    for (const QString& a : args.mid(1))
        if (a.toInt() > 0)
            count = a.toInt();
    const Catalogue market = WholeMarket::catalogue(count);
    plan(market);
    offersTable(market);
    windowStarts();
    return 0;
}
