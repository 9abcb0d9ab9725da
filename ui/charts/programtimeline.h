#pragma once

#include "charts/chartview.h"
#include "model/programcosting.h"

class QAreaSeries;
class QCategoryAxis;
class QValueAxis;

namespace Kova {

// The program's runs on a timeline over its horizon: one row per run of the program, each time it is made a
// bar from its start for its wall-clock, in the run's colour; the months along the bottom.
class ProgramTimelineChart : public ChartView
{
    Q_OBJECT

public:
    explicit ProgramTimelineChart(QWidget* parent = nullptr);

    void showProgram(const Program& program, const ProgramCosting& costing);
    // One bar per scheduled run, in the schedule's order.
    QList<QAreaSeries*> bars() const { return m_bars; }
    QCategoryAxis* monthAxis() const { return m_months; }

protected:
    void plotAreaResized() override;

private:
    void updateTexts();
    void labelMonths();

    QList<QAreaSeries*> m_bars;
    QCategoryAxis* m_months;
    QValueAxis* m_rows;
    Program m_program;
    QList<ScheduledRun> m_schedule;
    int m_monthStride = 0; // months between two labels as laid out
};

} // namespace Kova
