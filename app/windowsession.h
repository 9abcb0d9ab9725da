#pragma once

#include <QStringList>

namespace Kova {

class MainWindow;

// What kova-planner does when it starts without a command, before any window exists: names the
// application, ties it to its desktop entry and applies the language chosen last time, or the one `--lang`
// gives for this session. Returns the arguments (the program's name first) without `--lang`.
QStringList setUpWindowApplication(const QStringList& arguments);

// Shows `window`, offers to recover what a session that did not close properly left behind, then opens
// each file among `arguments` (those starting with '-' are options, not files).
void startWindowSession(MainWindow& window, const QStringList& arguments);

} // namespace Kova
