#pragma once

namespace Kova {

// Ties the running window to the installed desktop entry (org.kova.Planner.desktop), so docks and
// window lists group it under the right name and icon, and sets the window icon from the embedded SVG.
void setUpDesktopIntegration();

} // namespace Kova
