#include "program/programeditor.h"

#include "model/names.h"
#include "widgets/retranslation.h"

#include <QDateEdit>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

enum Column { RunColumn, CountColumn, WhenColumn, EveryColumn, ColumnCount };

// The file reader's limits (io/programfile.cpp), so that the arrows never offer a value it refuses.
constexpr int MaxHorizonMonths = 600;
constexpr int MaxCount = 10000;

} // namespace

ProgramEditor::ProgramEditor(QWidget* parent)
    : QWidget(parent)
    , m_horizon(new QSpinBox(this))
    , m_runs(new QTableWidget(0, ColumnCount, this))
{
    setObjectName(u"ProgramEditor"_s);
    m_horizon->setObjectName(u"programHorizon"_s);
    m_horizon->setRange(1, MaxHorizonMonths);
    m_horizon->setKeyboardTracking(false); // one edit when the typing is done, not one per digit
    m_runs->setObjectName(u"programRuns"_s);
    m_runs->verticalHeader()->setVisible(false);
    m_runs->setSelectionMode(QAbstractItemView::NoSelection);
    m_runs->setTextElideMode(Qt::ElideNone);
    m_runs->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runs->horizontalHeader()->setStretchLastSection(false);
    m_runs->setWordWrap(false);
    connect(m_horizon, &QSpinBox::valueChanged, this, &ProgramEditor::horizonEdited);

    auto* horizonLabel = new QLabel(this);
    horizonLabel->setBuddy(m_horizon);
    auto* form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(horizonLabel, m_horizon);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_runs, 1);
    retranslateWith(this, [this, horizonLabel] {
        horizonLabel->setText(tr("&Horizon (months):"));
        updateTexts();
    });
}

void ProgramEditor::updateTexts()
{
    m_horizon->setAccessibleName(tr("Horizon in months"));
    m_runs->setAccessibleName(tr("The program's runs"));
    m_runs->setHorizontalHeaderLabels({ tr("Run"), tr("Count"), tr("First start"), tr("Every (months)") });
    for (int row = 0; row < m_runs->rowCount(); ++row) {
        if (auto* when = qobject_cast<QDateEdit*>(m_runs->cellWidget(row, WhenColumn))) {
            when->setLocale(QLocale());
            when->setDisplayFormat(tr("MMM yyyy", "a month on the program's timeline"));
        }
    }
    // The whole table in view, never cut: the panel is as wide as its columns.
    m_runs->resizeColumnsToContents();
    int width = 2 * m_runs->frameWidth() + m_runs->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < m_runs->columnCount(); ++column)
        width += m_runs->columnWidth(column);
    m_runs->setMinimumWidth(width);
}

void ProgramEditor::showProgram(const Program& program)
{
    const bool sameRuns = program.runs.size() == m_program.runs.size() && m_runs->rowCount() == program.runs.size();
    m_program = program;
    {
        const QSignalBlocker blocker(m_horizon);
        m_horizon->setValue(program.horizonMonths);
    }
    if (!sameRuns) {
        m_runs->setRowCount(0);
        m_runs->setRowCount(int(program.runs.size()));
        for (int row = 0; row < m_runs->rowCount(); ++row) {
            auto* count = new QSpinBox;
            count->setObjectName(u"runCount%1"_s.arg(row));
            count->setRange(1, MaxCount);
            count->setKeyboardTracking(false);
            connect(count, &QSpinBox::valueChanged, this, [this, row](int value) { Q_EMIT countEdited(row, value); });
            auto* when = new QDateEdit;
            when->setObjectName(u"runWhen%1"_s.arg(row));
            when->setKeyboardTracking(false);
            when->setCurrentSection(QDateTimeEdit::MonthSection);
            connect(when, &QDateEdit::dateChanged, this, [this, row](QDate value) { Q_EMIT whenEdited(row, value); });
            auto* every = new QSpinBox;
            every->setObjectName(u"runEvery%1"_s.arg(row));
            every->setRange(0, MaxHorizonMonths);
            every->setKeyboardTracking(false);
            connect(
                every, &QSpinBox::valueChanged, this, [this, row](int value) { Q_EMIT everyMonthsEdited(row, value); });
            m_runs->setItem(row, RunColumn, new QTableWidgetItem);
            m_runs->setCellWidget(row, CountColumn, count);
            m_runs->setCellWidget(row, WhenColumn, when);
            m_runs->setCellWidget(row, EveryColumn, every);
        }
    }
    for (int row = 0; row < m_runs->rowCount(); ++row) {
        const ProgramRun& run = program.runs.at(row);
        QTableWidgetItem* name = m_runs->item(row, RunColumn);
        name->setText(programRunName(run));
        name->setFlags(Qt::ItemIsEnabled);
        auto* count = qobject_cast<QSpinBox*>(m_runs->cellWidget(row, CountColumn));
        auto* when = qobject_cast<QDateEdit*>(m_runs->cellWidget(row, WhenColumn));
        auto* every = qobject_cast<QSpinBox*>(m_runs->cellWidget(row, EveryColumn));
        const QSignalBlocker b1(count), b2(when), b3(every);
        count->setValue(run.count);
        when->setDateRange(program.start, program.end().addDays(-1));
        when->setDate(run.when);
        every->setValue(run.everyMonths);
        count->setAccessibleName(tr("Count of %1").arg(name->text()));
        when->setAccessibleName(tr("First start of %1").arg(name->text()));
        every->setAccessibleName(tr("Months between the starts of %1").arg(name->text()));
    }
    updateTexts();
}

} // namespace Kova
