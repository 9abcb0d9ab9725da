#include "document/scenariocommand.h"

#include "document/scenariodocument.h"

#include <QHash>

namespace Kova {

ScenarioCommand::ScenarioCommand(ScenarioDocument* document, QString field, Scenario before, Scenario after,
    bool continuing, std::function<QString()> name)
    : QUndoCommand(name())
    , m_document(document)
    , m_field(std::move(field))
    , m_name(std::move(name))
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_continuing(continuing)
    , m_id(mergeId(m_field))
{
}

int ScenarioCommand::mergeId(const QString& field)
{
    static QHash<QString, int> ids; // the GUI thread's only
    auto it = ids.constFind(field);
    if (it == ids.cend())
        it = ids.insert(field, int(ids.size()) + 1);
    return *it;
}

void ScenarioCommand::undo()
{
    m_open = false; // an edit after an undo or a redo is a new step
    m_document->setScenarioFromUndo(m_before, m_field);
}

void ScenarioCommand::redo()
{
    if (m_done)
        m_open = false;
    m_done = true;
    m_document->setScenarioFromUndo(m_after, m_field);
}

bool ScenarioCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const ScenarioCommand*>(other);
    if (!m_open || !next->m_continuing || next->m_field != m_field)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace Kova
