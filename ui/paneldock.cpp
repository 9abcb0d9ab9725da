#include "paneldock.h"

#include <QDockWidget>
#include <QMainWindow>

using namespace Qt::StringLiterals;

namespace Kova {

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
    return dock;
}

} // namespace Kova
