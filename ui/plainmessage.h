#pragma once

#include <QString>

class QWidget;

namespace Kova {

// A warning box whose text is shown as plain text. QMessageBox guesses rich text from the first tag it
// sees, so a message quoting a file name, a scenario name or a feed's text must never go through
// QMessageBox::warning() directly: "<img src=…>" in a name would be rendered, not shown.
void showPlainWarning(QWidget* parent, const QString& title, const QString& text);

} // namespace Kova
