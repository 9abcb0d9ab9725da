#pragma once

#include "scenario.h"

#include <QUndoCommand>

namespace Kova {

class ScenarioDocument;

// One edit of a scenario: the whole scenario before and after. Successive edits of the same field
// flagged "continuing" (a slider drag in progress) merge into one undo step.
class ScenarioCommand : public QUndoCommand
{
public:
    ScenarioCommand(ScenarioDocument* document, QString field, Scenario before, Scenario after, bool continuing,
        const QString& text);

    void undo() override;
    void redo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override;

    const QString& field() const { return m_field; }

private:
    ScenarioDocument* m_document;
    QString m_field;
    Scenario m_before;
    Scenario m_after;
    bool m_continuing;
};

} // namespace Kova
