#pragma once

#include <KStandardActions>
#include <QKeySequence>

class QAction;

namespace Kova {

// Its tooltip becomes its text, which Kova sets with retranslateWith, and it also answers the platform's
// keys for `command` beside KDE's.
void adoptStandardAction(QAction* action, QKeySequence::StandardKey command);

// A KDE standard action (KDE's shortcuts, icon and object name, such as "edit_undo"), adopted as above.
template <class Receiver, class Slot>
QAction* standardAction(KStandardActions::StandardAction id, QKeySequence::StandardKey command,
    const Receiver* receiver, Slot slot, QObject* parent)
{
    QAction* action = KStandardActions::create(id, receiver, slot, parent);
    adoptStandardAction(action, command);
    return action;
}

} // namespace Kova
