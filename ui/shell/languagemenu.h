#pragma once

#include <QLocale>
#include <QMenu>

class QAction;

namespace Kova {

// The Language menu: Français / English, switched at run time. Choosing one installs its translations
// and sets the default QLocale (Kova::applyLanguage), gives the open windows that locale so formatted
// numbers follow, and keeps the choice in the settings for the next start.
class LanguageMenu : public QMenu
{
    Q_OBJECT

public:
    explicit LanguageMenu(QWidget* parent = nullptr);

    // "fr" or "en": the language kept in the settings, or the system's on first start.
    static QString savedLanguage(const QLocale& system = QLocale::system());
    // Applies savedLanguage() and, on the first start, keeps the system's language in the settings so
    // that the next starts agree with it; main() calls it before creating the window.
    static void applySavedLanguage(const QLocale& system = QLocale::system());
    // Applies code ("fr" or "en") to the whole application and keeps it in the settings.
    static void switchTo(const QString& code);

Q_SIGNALS:
    void languageChosen(const QString& code);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateChecks();

    QAction* m_french = nullptr;
    QAction* m_english = nullptr;
};

} // namespace Kova
