#pragma once

#include <QMessageBox>
#include <QString>

class QWidget;

namespace Kova {

// Text that quotes the user or a feed (a scenario name, a file name, an offer's provider or source)
// is shown as the characters it is. Qt guesses rich text from the first tag it sees (Qt::mightBeRichText)
// in message boxes, labels and tooltips, so "<img src=…>" in a name would be rendered, not shown:
// never pass such text to QMessageBox::warning() / question() or setToolTip() directly.

// A warning box whose text is plain text.
void showPlainWarning(QWidget* parent, const QString& title, const QString& text);

// A question box whose text is plain text; returns the button pressed.
QMessageBox::StandardButton askPlain(QWidget* parent, QMessageBox::Icon icon, const QString& title, const QString& text,
    QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton);

// A tooltip that shows the text as it is, whatever characters it holds (escaped rich text).
QString plainToolTip(const QString& text);

} // namespace Kova
