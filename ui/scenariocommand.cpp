#include "scenariocommand.h"

#include "scenariodocument.h"

namespace Kova {

ScenarioCommand::ScenarioCommand(
    ScenarioDocument* document, QString field, Scenario before, Scenario after, bool continuing, const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_field(std::move(field))
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_continuing(continuing)
{
}

void ScenarioCommand::undo()
{
    m_document->setScenarioFromUndo(m_before, m_field);
}

void ScenarioCommand::redo()
{
    m_document->setScenarioFromUndo(m_after, m_field);
}

bool ScenarioCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const ScenarioCommand*>(other);
    if (!next->m_continuing || next->m_field != m_field)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace Kova
