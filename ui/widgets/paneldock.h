#pragma once

#include <qnamespace.h>

class QDockWidget;
class QMainWindow;
class QString;
class QWidget;

namespace Kova {

// Docks `panel` in `window`: the panel is named `name` and its dock `name` + "Dock", the names the saved
// window state and the tests know them by.
// The panel is held by a widget of the dock that keeps the panel's size hints: the dock and the window are laid
// out again only when they change, not at every new text in the panel.
QDockWidget* addPanelDock(QMainWindow* window, QWidget* panel, const QString& name, Qt::DockWidgetArea area);
// The panel that addPanelDock() put in `dock`.
QWidget* dockedPanel(const QDockWidget* dock);

} // namespace Kova
