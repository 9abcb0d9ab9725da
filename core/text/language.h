#pragma once

#include <QLocale>
#include <QString>

namespace Kova {

// "fr" or "en": sets the default QLocale and installs Kova's and Qt's own translations for it.
// An empty code picks French when the system locale is French, English otherwise.
QLocale applyLanguage(const QString& code);
QString languageFromSystem();
// "fr" for any French locale (fr_FR, fr_CA, fr_BE…), "en" for every other one.
QString languageFor(const QLocale& system);
bool isSupportedLanguage(const QString& code);

} // namespace Kova
