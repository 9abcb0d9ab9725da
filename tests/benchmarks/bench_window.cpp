// Drives the real main window offscreen at 1600×1000: 1,000 slider changes, each followed by the
// recomputation and a synchronous repaint of the whole window (every visible chart and table).
// Prints p50/p95 latency, the time from process start to the first painted frame, and peak RSS.
#include "mainwindow.h"
#include "scenariodocument.h"
#include "scenarioform.h"
#include "valuefield.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSlider>
#include <QStandardPaths>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

// Milliseconds since the kernel started this process (/proc/self/stat field 22 against /proc/uptime).
double msSinceProcessStart()
{
    QFile stat(u"/proc/self/stat"_s);
    QFile uptime(u"/proc/uptime"_s);
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray s = stat.readAll();
    const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble(); // field 22 counted from field 3
    const double up = uptime.readAll().split(' ').value(0).toDouble();
    return (up - startTicks / double(sysconf(_SC_CLK_TCK))) * 1000.0;
}

double percentile(QList<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.at(std::min<qsizetype>(v.size() - 1, qsizetype(p * double(v.size()))));
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    Kova::MainWindow window;
    window.resize(1600, 1000);
    window.show();
    window.repaint();
    const double firstFrameMs = msSinceProcessStart();
    const double firstFrameFromMain = double(sinceMain.nsecsElapsed()) / 1e6;

    QSlider* slider = window.form()->valueField(u"cluster.gpus"_s)->slider();
    Kova::ScenarioDocument* doc = window.currentDocument();
    const int changes = argc > 1 ? QByteArray(argv[1]).toInt() : 1000;
    QList<double> latencies;
    latencies.reserve(changes);
    QElapsedTimer t;
    for (int i = 0; i < changes; ++i) {
        const int position = 250 + (i * 37) % 500; // 3 to ~300 GPUs, a new value every time
        t.start();
        slider->setValue(position);
        QCoreApplication::processEvents(); // the coalesced recomputation and the charts' own updates
        window.repaint();
        latencies.append(double(t.nsecsElapsed()) / 1e6);
    }
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("slider changes: %d (last: %d GPUs, undo steps %d)\n", changes, doc->scenario().cluster.gpus,
        int(doc->undoStack()->count()));
    std::printf("latency p50: %.2f ms\nlatency p95: %.2f ms\nlatency max: %.2f ms\n", percentile(latencies, 0.5),
        percentile(latencies, 0.95), percentile(latencies, 1.0));
    std::printf(
        "process start to first painted frame: %.0f ms (from main(): %.0f ms)\n", firstFrameMs, firstFrameFromMain);
    std::printf("peak RSS: %.1f MB\n", double(usage.ru_maxrss) / 1024.0);
    return 0;
}
