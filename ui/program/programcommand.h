#pragma once

#include <QJsonObject>
#include <QUndoCommand>
#include <functional>

namespace Kova {

class ProgramWindow;

// One edit of a program: its document before and after. Successive edits of the same field (the arrows of one
// spin box) merge into one undo step until the step is undone or redone.
class ProgramCommand : public QUndoCommand
{
public:
    ProgramCommand(ProgramWindow* window, const QString& field, QJsonObject before, QJsonObject after,
        std::function<QString()> name);

    void undo() override;
    void redo() override;
    int id() const override { return m_id; }
    bool mergeWith(const QUndoCommand* other) override;
    // Names the step again, in the current language.
    void rename() { setText(m_name()); }

private:
    ProgramWindow* m_window;
    std::function<QString()> m_name;
    QJsonObject m_before;
    QJsonObject m_after;
    int m_id;
    bool m_done = false; // redone once already (by QUndoStack::push)
    bool m_open = true; // later edits of the same field may still merge into this step
};

} // namespace Kova
