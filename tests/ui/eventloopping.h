#pragma once

// Measuring how long the window's event loop goes without turning.

#include <QElapsedTimer>
#include <QTimer>
#include <algorithm>

// The longest the window's event loop may go without turning in these tests, reading, opening or pricing inputs
// inside the documented limits (FUZZING.md). The issues' target is 100 ms, met on a quiet machine (BENCHMARKS.md);
// the bound leaves room for a loaded 2-core CI machine, four times more under the sanitizers (they slow every step
// several times), and stays far below the freezes it guards against (2 s to a minute).
#if defined(__SANITIZE_ADDRESS__)
inline constexpr qint64 MaxGapMs = 4000;
#else
inline constexpr qint64 MaxGapMs = 1000;
#endif

// An event-loop ping, as the attack run measured the window: a 5 ms timer that records the longest gap between two
// of its ticks (and since the last one, when read).
class EventLoopPing
{
public:
    EventLoopPing()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(5);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { tick(); });
    }
    void start()
    {
        m_worst = 0;
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    qint64 worstGapMs()
    {
        tick();
        return m_worst;
    }

private:
    void tick()
    {
        const qint64 now = m_clock.elapsed();
        m_worst = std::max(m_worst, now - m_last);
        m_last = now;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_worst = 0;
};
