#pragma once

class QWidget;

namespace Kova {

// The gaps between the wheel events of one gesture (the notches of one turn, a touchpad swipe) stay under this;
// a longer pause starts another gesture.
inline constexpr unsigned long wheelGestureGapMs = 400;

// The spin boxes, sliders and choice boxes of a panel that scrolls take the mouse wheel only for a gesture that
// started over them while they had the focus (a click or Tab): any other gesture scrolls the panel until it ends,
// whatever control the scrolling brings under the pointer, instead of changing a value the user never chose (Qt
// gives them the wheel by default, so scrolling the Scenario form edited the scenario). A gesture ends at a pause
// of wheelGestureGapMs or when the device says so (Qt's scroll phases).
void wheelPassesUnfocusedControls(QWidget* panel);

} // namespace Kova
