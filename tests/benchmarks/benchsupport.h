#pragma once

// What the benchmarks share: clocks (wall, this thread's CPU, the process's CPU, time since the process
// started), percentiles, timed samples, and the window's first painted frame.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QWidget>
#include <algorithm>
#include <ctime>
#include <unistd.h>
#include <vector>

namespace BenchSupport {

using namespace Qt::StringLiterals;

// CPU time of this thread: what a step costs the GUI thread when other processes share the cores.
inline double threadCpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

inline double processCpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// Milliseconds since the kernel started this process (/proc/self/stat field 22 against /proc/uptime).
inline double msSinceProcessStart()
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

// The value below which a share `p` (0 to 1) of the samples lies.
template <typename Samples> double percentile(Samples v, double p)
{
    std::sort(v.begin(), v.end());
    return v.at(std::min<qsizetype>(qsizetype(v.size()) - 1, qsizetype(p * double(v.size()))));
}

struct Timing
{
    std::vector<double> wallMs, cpuMs;
};

// `samples` runs of `f`, each timed on the wall clock and in this thread's CPU time.
template <typename F> Timing timed(int samples, F&& f)
{
    Timing t;
    for (int s = 0; s < samples; ++s) {
        QElapsedTimer wall;
        wall.start();
        const double cpu = threadCpuMs();
        f();
        t.cpuMs.push_back(threadCpuMs() - cpu);
        t.wallMs.push_back(double(wall.nsecsElapsed()) / 1e6);
    }
    return t;
}

// Counts the paint events of the widgets it watches.
class PaintCounter : public QObject
{
public:
    int paints = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

// Shows `window` at 1600×1000 and returns the time from process start to its first painted frame (painted
// once it is exposed, not merely asked to paint).
inline double showToFirstFrame(QWidget& window)
{
    PaintCounter paints;
    window.installEventFilter(&paints);
    window.resize(1600, 1000);
    window.show();
    while (paints.paints == 0) {
        QCoreApplication::processEvents();
        window.repaint();
    }
    window.removeEventFilter(&paints);
    return msSinceProcessStart();
}

} // namespace BenchSupport
