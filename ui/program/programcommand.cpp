#include "program/programcommand.h"

#include "program/programwindow.h"

#include <QHash>

namespace Kova {

namespace {

// The merge id of a field ("runs[2].count" → the same number for the whole session).
int mergeId(const QString& field)
{
    static QHash<QString, int> ids; // the GUI thread's only
    auto it = ids.constFind(field);
    if (it == ids.cend())
        it = ids.insert(field, int(ids.size()) + 1);
    return *it;
}

} // namespace

ProgramCommand::ProgramCommand(
    ProgramWindow* window, const QString& field, QJsonObject before, QJsonObject after, std::function<QString()> name)
    : QUndoCommand(name())
    , m_window(window)
    , m_name(std::move(name))
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_id(mergeId(field))
{
}

void ProgramCommand::undo()
{
    m_open = false; // an edit after an undo or a redo is a new step
    m_window->setDocumentFromUndo(m_before);
}

void ProgramCommand::redo()
{
    if (m_done)
        m_open = false;
    m_done = true;
    m_window->setDocumentFromUndo(m_after);
}

bool ProgramCommand::mergeWith(const QUndoCommand* other)
{
    if (!m_open)
        return false;
    m_after = static_cast<const ProgramCommand*>(other)->m_after;
    setObsolete(m_after == m_before); // back where it started: no step
    return true;
}

} // namespace Kova
