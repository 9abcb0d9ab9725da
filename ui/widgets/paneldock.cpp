#include "widgets/paneldock.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QResizeEvent>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// Holds a panel in its dock and asks the dock for a new layout only when the panel's size hints changed. A
// text changed anywhere in a panel asks every widget up to the dock for a new layout (QLabel::setText and a
// spin box's new value always do), and laying out a dock measures its title bar's buttons, whose icons Fusion
// reads from files each time, then lays the whole window out again: 2–3 ms a slider step, for docks whose
// geometry stays as it was. The holder has no layout of its own: the panel's requests come to it as events.
class PanelHolder : public QWidget
{
public:
    PanelHolder(QWidget* panel, QWidget* parent)
        : QWidget(parent)
        , m_panel(panel)
    {
        panel->setParent(this);
        m_last = hints();
        setSizePolicy(panel->sizePolicy());
    }

    QSize sizeHint() const override { return m_panel->sizeHint(); }
    QSize minimumSizeHint() const override
    {
        // What the panel's own layout sets as its minimum size counts as a hint here.
        return m_panel->minimumSizeHint().expandedTo(m_panel->minimumSize());
    }
    bool hasHeightForWidth() const override { return m_panel->hasHeightForWidth(); }
    int heightForWidth(int width) const override { return m_panel->heightForWidth(width); }

protected:
    bool event(QEvent* event) override
    {
        if (event->type() == QEvent::LayoutRequest) {
            const Hints now = hints();
            if (!(now == m_last)) {
                m_last = now;
                setSizePolicy(m_panel->sizePolicy());
                setMaximumSize(m_panel->maximumSize());
                updateGeometry(); // the dock lays itself out again
            }
            if (m_panel->geometry() != rect())
                m_panel->setGeometry(rect());
            return true;
        }
        return QWidget::event(event);
    }
    void resizeEvent(QResizeEvent* event) override
    {
        m_panel->setGeometry(QRect(QPoint(), event->size()));
        QWidget::resizeEvent(event);
    }

private:
    struct Hints
    {
        QSize hint, minimumHint, minimum, maximum;
        QSizePolicy policy;
        bool operator==(const Hints&) const = default;
    };
    Hints hints() const
    {
        return { m_panel->sizeHint(), m_panel->minimumSizeHint(), m_panel->minimumSize(), m_panel->maximumSize(),
            m_panel->sizePolicy() };
    }

    QWidget* m_panel;
    Hints m_last;
};

} // namespace

QDockWidget* addPanelDock(QMainWindow* window, QWidget* panel, const QString& name, Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(window);
    dock->setObjectName(name + "Dock"_L1);
    panel->setObjectName(name);
    // Opaque, so that an update inside the panel does not repaint the dock's title bar under it.
    panel->setAutoFillBackground(true);
    dock->setWidget(new PanelHolder(panel, dock));
    dock->setFeatures(
        QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    window->addDockWidget(area, dock);
    return dock;
}

QWidget* dockedPanel(const QDockWidget* dock)
{
    const QWidget* holder = dock->widget();
    return holder && !holder->children().isEmpty() ? qobject_cast<QWidget*>(holder->children().constFirst()) : nullptr;
}

} // namespace Kova
