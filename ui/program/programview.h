#pragma once

#include "plan/programcosting.h"

#include <QFutureWatcher>
#include <QWidget>
#include <memory>
#include <optional>

class QLabel;
class QSplitter;
class QTreeWidget;

namespace Kova {

class OwnershipChart;
class ProgramTimelineChart;
class ReservedCurveChart;

// A program costed every way it can be bought: a summary with the recommendation, the runs on a timeline, the
// options side by side (each itemised, the recommended one marked), the total against the reserved GPUs and the
// cost per owned GPU-hour against utilisation. Every figure is core's (costProgram), computed off the GUI thread.
class ProgramView : public QWidget
{
    Q_OBJECT

public:
    explicit ProgramView(QWidget* parent = nullptr);
    ~ProgramView() override;

    // Costs `program` against `catalogue` and the embedded ownership reference, then shows it.
    void showProgram(const Program& program, std::shared_ptr<const Catalogue> catalogue);
    // Puts `editor` (the window's editor of the runs) beside the timeline, its rows beside the timeline's rows.
    void setEditor(QWidget* editor);
    // Costs the program shown again against another catalogue.
    void setCatalogue(std::shared_ptr<const Catalogue> catalogue);

    // From showProgram() until the costing of that program is shown: costing() is an earlier program's meanwhile.
    bool isCosting() const { return m_pending; }
    const Program& program() const { return m_program; }
    const std::optional<ProgramCosting>& costing() const { return m_costing; }
    std::shared_ptr<const Catalogue> catalogue() const { return m_catalogue; }

    QLabel* summary() const { return m_summary; }
    QTreeWidget* options() const { return m_options; }
    ProgramTimelineChart* timeline() const { return m_timeline; }
    ReservedCurveChart* reservedChart() const { return m_reserved; }
    OwnershipChart* ownershipChart() const { return m_ownership; }

Q_SIGNALS:
    void costed();
    void failed(const QString& problem);

private:
    struct Outcome
    {
        std::optional<ProgramCosting> costing;
        QString problem;
    };
    void cost();
    void showOutcome();
    void showCosting();
    void showOptions();

    Program m_program;
    std::shared_ptr<const Catalogue> m_catalogue;
    std::optional<ProgramCosting> m_costing;
    QString m_problem;
    QFutureWatcher<Outcome> m_watcher;
    bool m_again = false; // the program or catalogue changed while costing
    bool m_pending = false; // a costing is asked for and not shown yet

    QLabel* m_summary;
    QSplitter* m_top; // the runs' editor (when given) beside the timeline
    QTreeWidget* m_options;
    ProgramTimelineChart* m_timeline;
    ReservedCurveChart* m_reserved;
    OwnershipChart* m_ownership;
};

} // namespace Kova
