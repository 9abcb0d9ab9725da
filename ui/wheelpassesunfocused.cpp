#include "wheelpassesunfocused.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
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
        if (!qobject_cast<QAbstractSpinBox*>(control) && !qobject_cast<QAbstractSlider*>(control)
            && !qobject_cast<QComboBox*>(control))
            continue;
        if (control->focusPolicy() == Qt::WheelFocus)
            control->setFocusPolicy(Qt::StrongFocus); // the wheel does not take the focus either
        control->installEventFilter(filter);
    }
}

} // namespace Kova
