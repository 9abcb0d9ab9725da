#include "widgets/standardaction.h"

#include <QAction>

namespace Kova {

void adoptStandardAction(QAction* action, QKeySequence::StandardKey command)
{
    action->setToolTip(QString());
    QList<QKeySequence> keys = action->shortcuts();
    for (const QKeySequence& key : QKeySequence::keyBindings(command))
        if (!keys.contains(key))
            keys.append(key);
    action->setShortcuts(keys);
}

} // namespace Kova
