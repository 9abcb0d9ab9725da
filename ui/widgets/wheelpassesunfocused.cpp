#include "widgets/wheelpassesunfocused.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QPointer>
#include <QScrollBar>
#include <QWheelEvent>
#include <QWidget>
#include <optional>

namespace Kova {

namespace {

bool isValueControl(const QObject* object)
{
    // A list's scroll bars keep the wheel: the list scrolls under the pointer, not the panel around it.
    return qobject_cast<const QAbstractSpinBox*>(object) || qobject_cast<const QComboBox*>(object)
        || (qobject_cast<const QAbstractSlider*>(object) && !qobject_cast<const QScrollBar*>(object));
}

// Watches every widget of the panel: the first to see a gesture's first event is the one under the pointer, and
// a value control there that has the focus owns the gesture; every other value control passes it on.
class WheelGesture : public QObject
{
public:
    explicit WheelGesture(QWidget* panel)
        : QObject(panel)
        , m_panel(panel)
    {
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Wheel)
            return QObject::eventFilter(watched, event);
        follow(static_cast<QWidget*>(watched), *static_cast<QWheelEvent*>(event));
        if (isValueControl(watched) && (watched != m_owner || !m_owner->hasFocus())) {
            // Ignored and kept from the control: Qt hands the wheel on to its parents, up to the scroll area.
            event->ignore();
            return true;
        }
        return false;
    }

private:
    void follow(QWidget* under, const QWheelEvent& wheel)
    {
        const ulong time = wheel.timestamp();
        // The same event seen again on its way up to the panel belongs to the gesture it started or continued.
        const bool seen = m_last && *m_last == time;
        const bool starts = !m_last || m_ended || wheel.phase() == Qt::ScrollBegin || time < *m_last
            || time - *m_last > wheelGestureGapMs;
        if (starts && !seen)
            m_owner = focusedControlAt(under);
        m_last = time;
        m_ended = wheel.phase() == Qt::ScrollEnd;
    }

    QWidget* focusedControlAt(QWidget* under) const
    {
        for (QWidget* w = under; w && w != m_panel; w = w->parentWidget()) {
            if (isValueControl(w))
                return w->hasFocus() ? w : nullptr;
        }
        return nullptr;
    }

    QWidget* m_panel;
    QPointer<QWidget> m_owner;
    std::optional<ulong> m_last;
    bool m_ended = false;
};

} // namespace

void wheelPassesUnfocusedControls(QWidget* panel)
{
    auto* gesture = new WheelGesture(panel);
    panel->installEventFilter(gesture);
    for (QWidget* widget : panel->findChildren<QWidget*>()) {
        widget->installEventFilter(gesture);
        if (isValueControl(widget) && widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus); // the wheel does not take the focus either
    }
}

} // namespace Kova
