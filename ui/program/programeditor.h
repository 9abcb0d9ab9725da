#pragma once

#include "model/program.h"

#include <QWidget>

class QSpinBox;
class QTableWidget;

namespace Kova {

// The program's choices a planner changes most: the horizon, and for each run how many times it runs, the month it
// first starts and the months between two starts. It shows a program and tells each edit; the window makes it an
// undo step, checks it as the file reader does and costs it again (the editor changes nothing itself).
class ProgramEditor : public QWidget
{
    Q_OBJECT

public:
    explicit ProgramEditor(QWidget* parent = nullptr);

    // Shows `program`'s values without telling them as edits.
    void showProgram(const Program& program);

    QSpinBox* horizon() const { return m_horizon; }
    QTableWidget* runs() const { return m_runs; }

Q_SIGNALS:
    void horizonEdited(int months);
    void countEdited(int run, int count);
    void whenEdited(int run, const QDate& when);
    void everyMonthsEdited(int run, int months);

private:
    void updateTexts();

    Program m_program;
    QSpinBox* m_horizon;
    QTableWidget* m_runs;
};

} // namespace Kova
