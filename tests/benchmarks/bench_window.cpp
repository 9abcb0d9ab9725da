// Drives the real main window offscreen at 1600×1000: 1,000 slider value changes, each followed by the
// recomputation, Qt's own repaint of what changed, and a forced synchronous repaint of every visible chart
// and table. Prints p50/p95 latency, the same repaint with no data change (the floor), the time from process
// start to the first painted frame, and peak RSS.
// Usage: bench_window [CHANGES] [--whole-window]   (--whole-window: repaint the whole window instead, the
// dock title bars and every input included: an upper bound rather than what a slider change costs)
#include "../ui/windowparts.h"
#include "benchsupport.h"
#include "mainwindow.h"
#include "openscenarios.h"
#include "scenariodocument.h"
#include "scenarioform.h"
#include "valuefield.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QChartView>
#include <QElapsedTimer>
#include <QFile>
#include <QSlider>
#include <QStandardPaths>
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

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QStringList args = QCoreApplication::arguments();
    const bool wholeWindow = args.contains(u"--whole-window"_s);
    int changes = 1000;
    for (const QString& a : args.mid(1))
        if (a.toInt() > 0)
            changes = a.toInt();

    Kova::MainWindow window;
    const double firstFrameMs = showToFirstFrame(window);
    const double firstFrameFromMain = double(sinceMain.nsecsElapsed()) / 1e6;
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents(); // docks and splitters settle before the measure

    QSlider* slider = form(window)->valueField(u"cluster.gpus"_s)->slider();
    Kova::ScenarioDocument* doc = window.scenarios()->currentDocument();
    const QList<QWidget*> repainted = visibleChartsAndTables(&window);
    if (args.contains(u"--list"_s))
        for (QWidget* w : repainted)
            std::printf("  repainted: %s %s\n", w->parentWidget()->metaObject()->className(),
                qPrintable(w->parentWidget()->accessibleName()));
    PaintCounter viewPaints;
    for (QWidget* w : repainted)
        w->installEventFilter(&viewPaints);
    std::vector<double> latencies, edits, updates, repaints, cpu;
    latencies.reserve(changes);
    QElapsedTimer t;
    for (int i = 0; i < changes; ++i) {
        const int position = 250 + (i * 37) % 500; // 3 to ~300 GPUs, a new value every time
        const double cpuBefore = threadCpuMs();
        t.start();
        slider->setValue(position);
        const qint64 edited = t.nsecsElapsed();
        // The coalesced recomputation, the charts' and tables' updates, Qt's repaint of what changed.
        QCoreApplication::processEvents();
        const qint64 updated = t.nsecsElapsed();
        if (wholeWindow)
            window.repaint();
        else
            for (QWidget* view : repainted)
                view->repaint();
        const qint64 done = t.nsecsElapsed();
        cpu.push_back(threadCpuMs() - cpuBefore);
        latencies.push_back(double(done) / 1e6);
        edits.push_back(double(edited) / 1e6);
        updates.push_back(double(updated - edited) / 1e6);
        repaints.push_back(double(done - updated) / 1e6);
    }
    // The floor: the same forced repaint with no data change (what the charts and tables cost to paint).
    std::vector<double> idle, idleCpu;
    for (int i = 0; i < std::min(changes, 300); ++i) {
        const double cpuBefore = threadCpuMs();
        t.start();
        QCoreApplication::processEvents();
        if (wholeWindow)
            window.repaint();
        else
            for (QWidget* view : repainted)
                view->repaint();
        idle.push_back(double(t.nsecsElapsed()) / 1e6);
        idleCpu.push_back(threadCpuMs() - cpuBefore);
    }
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("slider changes: %d (last: %d GPUs, undo steps %d)\n", changes, doc->scenario().cluster.gpus,
        int(doc->undoStack()->count()));
    if (wholeWindow)
        std::printf("forced repaint: the whole window\n");
    else
        std::printf("forced repaint: %d visible charts and tables (%d paint events)\n", int(repainted.size()),
            viewPaints.paints);
    std::printf("latency p50: %.2f ms\nlatency p95: %.2f ms\nlatency max: %.2f ms\n", percentile(latencies, 0.5),
        percentile(latencies, 0.95), percentile(latencies, 1.0));
    std::printf(
        "GUI thread CPU time per change: p50 %.2f ms, p95 %.2f ms\n", percentile(cpu, 0.5), percentile(cpu, 0.95));
    std::printf("  p50 of the parts: edit %.2f ms, recomputation and Qt's updates %.2f ms, forced repaint %.2f ms\n",
        percentile(edits, 0.5), percentile(updates, 0.5), percentile(repaints, 0.5));
    std::printf("same repaint, no data change: p50 %.2f ms, p95 %.2f ms (GUI thread CPU p50 %.2f ms)\n",
        percentile(idle, 0.5), percentile(idle, 0.95), percentile(idleCpu, 0.5));
    std::printf(
        "process start to first painted frame: %.0f ms (from main(): %.0f ms)\n", firstFrameMs, firstFrameFromMain);
    std::printf("peak RSS: %.1f MB\n", double(usage.ru_maxrss) / 1024.0);
    return 0;
}
