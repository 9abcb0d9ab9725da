#pragma once

class QWidget;

namespace Kova {

// The spin boxes, sliders and choice boxes of a panel that scrolls take the mouse wheel only once focused (a
// click or Tab): a wheel turned over them on the way down the panel scrolls it, instead of changing a value the
// user never chose (Qt gives them the wheel by default, so scrolling the Scenario form edited the scenario).
void wheelPassesUnfocusedControls(QWidget* panel);

} // namespace Kova
