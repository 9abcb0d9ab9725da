#pragma once

#include <QObject>
#include <functional>

class QAbstractItemModel;
class QWidget;

namespace Kova {

// The one way the window's texts follow the Language menu: `apply` sets texts with tr() and formats
// numbers with the default QLocale; it runs now and again whenever `widget` receives
// QEvent::LanguageChange (a translator was installed) or QEvent::LocaleChange (its locale changed).
// The functions of one widget run in the order they were given.
void retranslateWith(QWidget* widget, std::function<void()> apply);

// Names again the parts Qt builds inside `window` and names only once, from Qt's own catalogue: the
// float and close buttons of its docks, the close and scroll buttons of its tab bars.
void retranslateQtParts(QWidget* window);

// Tells the views of `model` that every header and every cell has new text (dataChanged over each
// level of a tree, headerDataChanged in both orientations), for models that translate in data().
void announceNewTexts(QAbstractItemModel* model);

} // namespace Kova
