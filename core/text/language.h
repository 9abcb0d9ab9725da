#pragma once

#include <QLocale>
#include <QString>

namespace Kova {

// "fr" or "en": sets the default QLocale and installs Kova's and Qt's own translations for it.
// An empty code picks French when the system locale is French, English otherwise.
QLocale applyLanguage(const QString& code);
// languageFor() the system locale: what an empty code in applyLanguage() picks.
QString languageFromSystem();
// "fr" for any French locale (fr_FR, fr_CA, fr_BE…), "en" for every other one.
QString languageFor(const QLocale& system);
// Whether `code` is "fr" or "en", the languages Kova is translated into.
bool isSupportedLanguage(const QString& code);

} // namespace Kova
