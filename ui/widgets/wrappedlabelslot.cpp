#include "widgets/wrappedlabelslot.h"

#include <QEvent>
#include <QLabel>
#include <QResizeEvent>

namespace Kova {

WrappedLabelSlot::WrappedLabelSlot(QLabel* label, QWidget* parent)
    : QWidget(parent)
    , m_label(label)
    , m_interaction(label->textInteractionFlags())
{
    label->setParent(this);
    label->setTextInteractionFlags(Qt::NoTextInteraction);
    label->installEventFilter(this);
    QSizePolicy policy = label->sizePolicy();
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

QSize WrappedLabelSlot::sizeHint() const
{
    return m_label->isHidden() ? QSize(0, 0) : m_label->sizeHint();
}

QSize WrappedLabelSlot::minimumSizeHint() const
{
    return m_label->isHidden() ? QSize(0, 0) : m_label->minimumSizeHint();
}

int WrappedLabelSlot::heightForWidth(int width) const
{
    return m_label->isHidden() ? 0 : m_label->heightForWidth(width);
}

bool WrappedLabelSlot::event(QEvent* event)
{
    // The label's setText() asks for a layout (it has no layout of its own to ask): the panel is laid out again
    // only when the text needs another height at this width.
    if (event->type() == QEvent::LayoutRequest) {
        if (heightForWidth(width()) != height())
            updateGeometry();
        m_label->setGeometry(rect());
        return true;
    }
    return QWidget::event(event);
}

bool WrappedLabelSlot::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_label && event->type() == QEvent::Enter)
        m_label->setTextInteractionFlags(m_interaction);
    else if (watched == m_label && event->type() == QEvent::Leave && !m_label->hasSelectedText())
        m_label->setTextInteractionFlags(Qt::NoTextInteraction);
    return QWidget::eventFilter(watched, event);
}

void WrappedLabelSlot::resizeEvent(QResizeEvent* event)
{
    m_label->setGeometry(QRect(QPoint(), event->size()));
    QWidget::resizeEvent(event);
}

} // namespace Kova
