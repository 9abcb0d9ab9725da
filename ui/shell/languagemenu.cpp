#include "shell/languagemenu.h"

#include "sources/settings.h"
#include "text/language.h"

#include <QActionGroup>
#include <QApplication>
#include <QEvent>

using namespace Qt::StringLiterals;

namespace Kova {

LanguageMenu::LanguageMenu(QWidget* parent)
    : QMenu(parent)
{
    auto* group = new QActionGroup(this);
    // Each language is named in itself, so that someone who does not read the current one finds theirs.
    m_french = addAction(u"Français"_s);
    m_english = addAction(u"English"_s);
    for (QAction* a : { m_french, m_english }) {
        a->setCheckable(true);
        group->addAction(a);
    }
    connect(m_french, &QAction::triggered, this, [this] {
        switchTo(u"fr"_s);
        Q_EMIT languageChosen(u"fr"_s);
    });
    connect(m_english, &QAction::triggered, this, [this] {
        switchTo(u"en"_s);
        Q_EMIT languageChosen(u"en"_s);
    });
    retranslateUi();
    updateChecks();
}

QString LanguageMenu::savedLanguage(const QLocale& system)
{
    const QString saved = Settings().language();
    return isSupportedLanguage(saved) ? saved : languageFor(system);
}

void LanguageMenu::applySavedLanguage(const QLocale& system)
{
    const QString code = savedLanguage(system);
    if (Settings settings; settings.language() != code)
        settings.setLanguage(code);
    applyLanguage(code);
}

void LanguageMenu::switchTo(const QString& code)
{
    const QLocale locale = applyLanguage(code);
    Settings().setLanguage(code);
    // Widgets keep the locale they were created with; giving it again to every window makes spin boxes,
    // charts and tables format their numbers in the new language (QEvent::LocaleChange).
    for (QWidget* w : QApplication::topLevelWidgets())
        w->setLocale(locale);
}

void LanguageMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateChecks();
    }
    QMenu::changeEvent(event);
}

void LanguageMenu::retranslateUi()
{
    //: Menu that switches the language of the whole application
    setTitle(tr("&Language"));
    m_french->setToolTip(tr("Show Kova Planner in French"));
    m_english->setToolTip(tr("Show Kova Planner in English"));
}

void LanguageMenu::updateChecks()
{
    const bool french = QLocale().language() == QLocale::French;
    m_french->setChecked(french);
    m_english->setChecked(!french);
}

} // namespace Kova
