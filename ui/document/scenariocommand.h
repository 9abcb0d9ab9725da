#pragma once

#include "model/scenario.h"

#include <QUndoCommand>
#include <functional>

namespace Kova {

class ScenarioDocument;

// One edit of a scenario: the whole scenario before and after. Successive edits of the same field
// flagged "continuing" (a slider drag in progress) merge into one undo step, until the step is undone
// or redone: each input has its own merge id, so another input's edit always starts a new step.
class ScenarioCommand : public QUndoCommand
{
public:
    ScenarioCommand(ScenarioDocument* document, QString field, Scenario before, Scenario after, bool continuing,
        std::function<QString()> name);

    void undo() override;
    void redo() override;
    int id() const override { return m_id; }
    bool mergeWith(const QUndoCommand* other) override;

    const QString& field() const { return m_field; }
    // Names the step again, in the current language.
    void rename() { setText(m_name()); }
    // The merge id of an input's edits ("cluster.gpus" → the same number for the whole session).
    static int mergeId(const QString& field);

private:
    ScenarioDocument* m_document;
    QString m_field;
    std::function<QString()> m_name;
    Scenario m_before;
    Scenario m_after;
    bool m_continuing;
    int m_id;
    bool m_done = false; // redone once already (by QUndoStack::push)
    bool m_open = true; // later continuing edits may still merge into this step
};

} // namespace Kova
