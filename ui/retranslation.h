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

// Tells the views of `model` that every header and every cell has new text (dataChanged over each
// level of a tree, headerDataChanged in both orientations), for models that translate in data().
void announceNewTexts(QAbstractItemModel* model);

} // namespace Kova
