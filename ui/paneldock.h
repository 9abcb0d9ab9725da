#pragma once

#include <qnamespace.h>

class QDockWidget;
class QMainWindow;
class QString;
class QWidget;

namespace Kova {

// Docks `panel` in `window`: the panel is named `name` and its dock `name` + "Dock", the names the saved
// window state and the tests know them by.
QDockWidget* addPanelDock(QMainWindow* window, QWidget* panel, const QString& name, Qt::DockWidgetArea area);

} // namespace Kova
