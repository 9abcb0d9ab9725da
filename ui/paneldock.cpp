#include "paneldock.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// Lays a docked dock out again only when what its layout depends on changed. A text changed anywhere in a
// panel asks every widget up to the dock for a new layout (QLabel::setText always does), and laying out a
// dock measures its title bar's buttons, whose icons Fusion reads from files each time: 2–3 ms a slider
// step, for a dock whose geometry stays as it was.
class DockLayoutFilter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::LayoutRequest)
            return QObject::eventFilter(watched, event);
        auto* dock = static_cast<QDockWidget*>(watched);
        const QWidget* panel = dock->widget();
        if (!panel || dock->isFloating())
            return QObject::eventFilter(watched, event);
        const Hints now { panel->sizeHint(), panel->minimumSizeHint(), panel->minimumSize(), panel->maximumSize(),
            panel->sizePolicy(), dock->windowTitle(), dock->features(), dock->isVisible() };
        if (now == m_last)
            return true; // the same hints: the same geometry
        m_last = now;
        return QObject::eventFilter(watched, event);
    }

private:
    struct Hints
    {
        QSize hint, minimumHint, minimum, maximum;
        QSizePolicy policy;
        QString title;
        QDockWidget::DockWidgetFeatures features;
        bool visible = false;
        bool operator==(const Hints&) const = default;
    };
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
    dock->setWidget(panel);
    dock->setFeatures(
        QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    window->addDockWidget(area, dock);
    dock->installEventFilter(new DockLayoutFilter(dock));
    return dock;
}

} // namespace Kova
