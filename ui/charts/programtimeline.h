#pragma once

#include "charts/chartview.h"
#include "plan/programcosting.h"

class QAreaSeries;
class QCategoryAxis;
class QValueAxis;

namespace Kova {

// The program's runs on a timeline over its horizon, the months along the bottom. Up to MaxRunRows runs in the
// program: one row per run, each time it is made a bar from its start for its wall-clock, in the run's colour (one
// series per run of the program, however many times it is made). More runs than that: the GPUs busy over the
// horizon as one step curve (core's busyGpuSteps), so that the chart costs the same to build, paint and close
// whatever the number of runs.
class ProgramTimelineChart : public ChartView
{
    Q_OBJECT

public:
    static constexpr int MaxRunRows = 24;

    explicit ProgramTimelineChart(QWidget* parent = nullptr);

    void showProgram(const Program& program, const ProgramCosting& costing);
    // One series per run of the program (its bars, in the schedule's order), in Program::runs order; empty when
    // the program has more than MaxRunRows runs.
    QList<QAreaSeries*> bars() const { return m_bars; }
    // The GPUs busy, when the program has more than MaxRunRows runs; else nullptr.
    QAreaSeries* busyCurve() const { return m_busy; }
    QCategoryAxis* monthAxis() const { return m_months; }

protected:
    void plotAreaResized() override;

private:
    void updateTexts();
    void labelMonths();
    void clearSeries();
    void useLeftAxis(QValueAxis* axis);
    void nameBusyCurve();
    void showRunRows();
    void showBusyGpus();
    void showRunToolTip(int run, double day);
    void showBusyToolTip(double day);

    QList<QAreaSeries*> m_bars;
    QAreaSeries* m_busy = nullptr;
    QCategoryAxis* m_months;
    QValueAxis* m_rows;
    QValueAxis* m_gpus;
    Program m_program;
    QList<ScheduledRun> m_schedule;
    QList<QList<int>> m_madeOf; // per run of the program, its entries in m_schedule (by start)
    QList<BusyStep> m_steps;
    int m_monthStride = 0; // months between two labels as laid out
};

} // namespace Kova
