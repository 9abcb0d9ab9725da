#pragma once

#include <QLocale>
#include <QString>

namespace Kova {

// "fr" or "en": sets the default QLocale and installs Kova's and Qt's own translations for it.
// An empty code picks French when the system locale is French, English otherwise.
QLocale applyLanguage(const QString& code);
QString languageFromSystem();
bool isSupportedLanguage(const QString& code);

} // namespace Kova
