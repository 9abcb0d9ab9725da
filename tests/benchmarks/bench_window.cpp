// Drives the real main window offscreen at 1600×1000: 1,000 slider value changes, each followed by the
// recomputation, Qt's own repaint of what changed, and a forced synchronous repaint of every visible chart
// and table, all in one frame of the window as Qt paints a frame. Prints p50/p95 latency, the same repaint with no data
// change (the floor), the time from process start to the first painted frame, and peak RSS. Usage: bench_window
// [CHANGES] [--whole-window] [--whole-market] [--paint-twice] [--list] [--per-view]
//                     [--repaint-each]
//   --whole-window: repaint the whole window instead, the dock title bars and every input included: an upper
//   bound rather than what a slider change costs.
//   --whole-market: the window reads the whole market (tests/benchmarks/wholemarket.h, about 5,500 offers)
//   from feeds' copies, as kova-planner does; needs a writable throwaway HOME (env HOME=/tmp/somewhere): the
//   copies are written there, the benchmark runs itself in a child process to time a clean start, then
//   removes them.
// A change is measured until everything it causes on the GUI thread is done: the recomputation, the charts'
// and tables' updates, one forced repaint of every visible chart and table, Qt's paint of the rest, and the
// offers' totals computed off the GUI thread.
//   --list: the views repainted, then which widgets were laid out again and painted during the changes (an
//   application event filter: the figures of such a run are not the benchmark's).
//   --repaint-each: the measure before 2026-12-02 (afternoon): each view repainted synchronously in turn, each
//   repaint a frame of its own (Qt paints whatever else of the window is dirty with the first), where the
//   program paints all in one frame.
//   --per-view: --repaint-each, and the time of each view's repaint (p50 over the changes); the first view's
//   includes the rest of the window's dirty widgets.
//   --paint-twice: the measure before 2026-12-02 (the event loop, whose paint of what changed came before the
//   forced repaint, so that the charts and tables were painted twice a change).
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "models/offertablemodel.h"
#include "panels/scenarioform.h"
#include "shell/mainwindow.h"
#include "sources/feedcache.h"
#include "sources/feedlist.h"
#include "tests/benchmarks/benchsupport.h"
#include "tests/benchmarks/wholemarket.h"
#include "tests/ui/windowparts.h"
#include "widgets/valuefield.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QChartView>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QScopeGuard>
#include <QSlider>
#include <QStandardPaths>
#include <QTableView>
#include <QUndoStack>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <sys/resource.h>
#include <vector>

using namespace Qt::StringLiterals;
using namespace WindowParts;

namespace {

using namespace BenchSupport;

// What a user sees of the charts and tables: those on screen, not hidden behind another dock's tab.
QList<QWidget*> visibleChartsAndTables(QWidget* window)
{
    QList<QWidget*> out;
    for (QAbstractScrollArea* area : window->findChildren<QAbstractScrollArea*>())
        if ((qobject_cast<QChartView*>(area) || qobject_cast<QAbstractItemView*>(area)) && area->viewport()->isVisible()
            && !area->viewport()->visibleRegion().isEmpty())
            out << area->viewport();
    return out;
}

// With --list: which widgets are laid out again or painted during the changes, and how often.
class EventCensus : public QObject
{
public:
    QMap<QString, int> layouts, paints;
    bool forcing = false; // during the forced repaint: its paints are not counted

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::LayoutRequest || (event->type() == QEvent::Paint && !forcing)) {
            auto* area = qobject_cast<QAbstractScrollArea*>(watched->parent());
            const QObject* named = area && area->viewport() == watched ? area : watched; // a view, not its viewport
            QString name = QString::fromLatin1(named->metaObject()->className());
            for (const QObject* o = named; o && name.size() < 160; o = o->parent())
                if (!o->objectName().isEmpty() && !o->objectName().startsWith(u"qt_"_s)) {
                    name += u" in "_s + o->objectName();
                    break;
                }
            ++(event->type() == QEvent::Paint ? paints : layouts)[name];
        }
        return false;
    }
};

} // namespace

int main(int argc, char** argv)
{
    // The whole market as feeds' copies in the (throwaway) home, then this program in a child process, timed
    // from the child's start (an exec would keep this process's start time and CPU time, storing included).
    if (std::find_if(argv + 1, argv + argc, [](const char* a) { return qstrcmp(a, "--whole-market") == 0; })
        != argv + argc) {
        QCoreApplication storing(argc, argv);
        QStandardPaths::setTestModeEnabled(true);
        const Kova::FeedCache cache;
        for (const QUrl& url : WholeMarket::storeFeeds(cache, 5000))
            if (const auto problem = Kova::FeedList().add(url); problem && !Kova::FeedList().urls().contains(url))
                qFatal("cannot add the feed %s", qPrintable(url.toString()));
        const auto removeCopies = qScopeGuard([&cache] {
            for (const QString& p : WholeMarket::providers()) {
                Kova::FeedList().remove(WholeMarket::feedUrl(p));
                cache.remove(WholeMarket::feedUrl(p));
            }
        });
        QStringList again = QCoreApplication::arguments().mid(1);
        again.replace(again.indexOf(u"--whole-market"_s), u"--market-stored"_s);
        std::fflush(stdout);
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedChannels);
        child.start(QCoreApplication::applicationFilePath(), again);
        if (!child.waitForFinished(-1) || child.exitStatus() != QProcess::NormalExit)
            qFatal("the benchmark's child process failed: %s", qPrintable(child.errorString()));
        return child.exitCode();
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QStringList args = QCoreApplication::arguments();
    const bool wholeWindow = args.contains(u"--whole-window"_s);
    const bool paintTwice = args.contains(u"--paint-twice"_s);
    const bool perView = args.contains(u"--per-view"_s);
    const bool repaintEach = perView || args.contains(u"--repaint-each"_s);
    int changes = 1000;
    for (const QString& a : args.mid(1))
        if (a.toInt() > 0)
            changes = a.toInt();

    Kova::MainWindow window;
    const double firstFrameMs = showToFirstFrame(window);
    const double firstFrameFromMain = double(sinceMain.nsecsElapsed()) / 1e6;
    const double firstFrameCpu = processCpuMs();
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents(); // docks and splitters settle before the measure

    QSlider* slider = form(window)->valueField(u"cluster.gpus"_s)->slider();
    Kova::ScenarioDocument* doc = window.scenarios()->currentDocument();
    const QList<QWidget*> repainted = visibleChartsAndTables(&window);
    Kova::OffersPanel* offersPanel = offers(window);
    const int offersShown = int(offersPanel->model()->rowCount());
    // The totals column of the offers table is computed off the GUI thread: a change is done when they arrived.
    bool quoted = false;
    QObject::connect(offersPanel, &Kova::OffersPanel::quotesReady, [&quoted] { quoted = true; });
    QElapsedTimer waitQuotes;
    waitQuotes.start();
    while (!offersPanel->model()->quotes().size() && waitQuotes.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    if (args.contains(u"--list"_s))
        for (QWidget* w : repainted)
            std::printf("  repainted: %s %s\n", w->parentWidget()->metaObject()->className(),
                qPrintable(w->parentWidget()->accessibleName()));
    PaintCounter viewPaints;
    for (QWidget* w : repainted)
        w->installEventFilter(&viewPaints);
    EventCensus census;
    if (args.contains(u"--list"_s))
        app.installEventFilter(&census);
    QList<double> latencies, edits, updates, forced, rest, cpu;
    QList<QList<double>> viewTimes(repainted.size());
    bool timingViews = false;
    const auto forcedRepaint = [&] {
        census.forcing = true;
        const auto done = qScopeGuard([&] { census.forcing = false; });
        if (wholeWindow) {
            window.repaint();
            return;
        }
        if (!repaintEach) {
            // Every view marked for a whole repaint, then one synchronous frame of the window paints them all.
            for (QWidget* view : repainted)
                view->update();
            repainted.constLast()->repaint();
            return;
        }
        for (qsizetype v = 0; v < repainted.size(); ++v) {
            const double before = threadCpuMs();
            repainted.at(v)->repaint();
            if (timingViews)
                viewTimes[v].append(threadCpuMs() - before);
        }
    };
    latencies.reserve(changes);
    timingViews = perView;
    QElapsedTimer t;
    for (int i = 0; i < changes; ++i) {
        const int position = 250 + (i * 37) % 500; // 3 to ~300 GPUs, a new value every time
        const double cpuBefore = threadCpuMs();
        t.start();
        quoted = false;
        const int gpusBefore = doc->scenario().cluster.gpus;
        slider->setValue(position);
        const bool changed = doc->scenario().cluster.gpus != gpusBefore;
        const qint64 edited = t.nsecsElapsed();
        qint64 updated = 0, repaintedAt = 0;
        if (paintTwice) {
            // As measured before 2026-12-02: the event loop first (the recomputation, the updates and Qt's
            // paint of what changed), then the forced repaint: the charts and tables are painted twice.
            QCoreApplication::processEvents();
            while (changed && !quoted && offersPanel->isVisible() && t.elapsed() < 10000)
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
            updated = t.nsecsElapsed();
            forcedRepaint();
            repaintedAt = t.nsecsElapsed();
        } else {
            // The recomputation and every view's update (what the document does at the next frame), one
            // synchronous repaint of every visible chart and table, then the event loop: Qt's paint of whatever
            // else changed (labels, the form) and the offers' totals, computed on another thread, shown.
            if (changed)
                doc->recomputeNow();
            updated = t.nsecsElapsed();
            forcedRepaint();
            repaintedAt = t.nsecsElapsed();
            QCoreApplication::processEvents();
            while (changed && !quoted && offersPanel->isVisible() && t.elapsed() < 10000)
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        }
        const qint64 done = t.nsecsElapsed();
        cpu.append(threadCpuMs() - cpuBefore);
        latencies.append(double(done) / 1e6);
        edits.append(double(edited) / 1e6);
        updates.append(double(updated - edited) / 1e6);
        forced.append(double(repaintedAt - updated) / 1e6);
        rest.append(double(done - repaintedAt) / 1e6);
    }
    timingViews = false;
    app.removeEventFilter(&census);
    for (qsizetype v = 0; perView && v < repainted.size(); ++v)
        std::printf("  forced repaint of %s %s: GUI CPU p50 %.3f ms, p95 %.3f ms\n",
            repainted.at(v)->parentWidget()->metaObject()->className(),
            qPrintable(repainted.at(v)->parentWidget()->accessibleName()), percentile(viewTimes.at(v), 0.5),
            percentile(viewTimes.at(v), 0.95));
    for (auto it = census.layouts.cbegin(); it != census.layouts.cend(); ++it)
        std::printf("  layout requests during the changes: %5d %s\n", it.value(), qPrintable(it.key()));
    for (auto it = census.paints.cbegin(); it != census.paints.cend(); ++it)
        std::printf(
            "  paint events during the changes, forced repaint aside: %5d %s\n", it.value(), qPrintable(it.key()));
    // The floor: the same forced repaint with no data change (what the charts and tables cost to paint).
    QList<double> idle, idleCpu;
    for (int i = 0; i < std::min(changes, 300); ++i) {
        const double cpuBefore = threadCpuMs();
        t.start();
        QCoreApplication::processEvents();
        forcedRepaint();
        idle.append(double(t.nsecsElapsed()) / 1e6);
        idleCpu.append(threadCpuMs() - cpuBefore);
    }
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("offers in the catalogue in use: %d%s\n", offersShown,
        args.contains(u"--market-stored"_s) ? " (the whole market)" : "");
    std::printf("slider changes: %d (last: %d GPUs, undo steps %d)\n", changes, doc->scenario().cluster.gpus,
        int(doc->undoStack()->count()));
    if (wholeWindow)
        std::printf("forced repaint: the whole window\n");
    else
        std::printf("forced repaint: %d visible charts and tables, %s (%d paint events)\n", int(repainted.size()),
            repaintEach ? "each in a frame of its own" : "in one frame", viewPaints.paints);
    std::printf("latency p50: %.2f ms\nlatency p95: %.2f ms\nlatency max: %.2f ms\n", percentile(latencies, 0.5),
        percentile(latencies, 0.95), percentile(latencies, 1.0));
    std::printf(
        "GUI thread CPU time per change: p50 %.2f ms, p95 %.2f ms\n", percentile(cpu, 0.5), percentile(cpu, 0.95));
    if (paintTwice)
        std::printf("  p50 of the parts: edit %.2f ms, event loop (recomputation, updates, Qt's paint) %.2f ms, "
                    "forced repaint %.2f ms\n",
            percentile(edits, 0.5), percentile(updates, 0.5), percentile(forced, 0.5));
    else
        std::printf("  p50 of the parts: edit %.2f ms, recomputation and updates %.2f ms, forced repaint %.2f ms, "
                    "event loop after (other paints, offers' totals) %.2f ms\n",
            percentile(edits, 0.5), percentile(updates, 0.5), percentile(forced, 0.5), percentile(rest, 0.5));
    std::printf("same repaint, no data change: p50 %.2f ms, p95 %.2f ms (GUI thread CPU p50 %.2f ms)\n",
        percentile(idle, 0.5), percentile(idle, 0.95), percentile(idleCpu, 0.5));
    std::printf("process start to first painted frame: %.0f ms (from main(): %.0f ms; CPU time of the process by "
                "then: %.0f ms)\n",
        firstFrameMs, firstFrameFromMain, firstFrameCpu);
    std::printf("peak RSS: %.1f MB\n", double(usage.ru_maxrss) / 1024.0);
    return 0;
}
