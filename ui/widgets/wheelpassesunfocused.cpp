#include "widgets/wheelpassesunfocused.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QScrollBar>
#include <QWidget>

namespace Kova {

namespace {

class UnfocusedWheel : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // Ignored and kept from the control: Qt hands the wheel on to its parents, up to the scroll area.
        if (event->type() == QEvent::Wheel && !static_cast<QWidget*>(watched)->hasFocus()) {
            event->ignore();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void wheelPassesUnfocusedControls(QWidget* panel)
{
    auto* filter = new UnfocusedWheel(panel);
    for (QWidget* control : panel->findChildren<QWidget*>()) {
        // A list's scroll bars keep the wheel: the list scrolls under the pointer, not the panel around it.
        const bool value = qobject_cast<QAbstractSpinBox*>(control) || qobject_cast<QComboBox*>(control)
            || (qobject_cast<QAbstractSlider*>(control) && !qobject_cast<QScrollBar*>(control));
        if (!value)
            continue;
        if (control->focusPolicy() == Qt::WheelFocus)
            control->setFocusPolicy(Qt::StrongFocus); // the wheel does not take the focus either
        control->installEventFilter(filter);
    }
}

} // namespace Kova
