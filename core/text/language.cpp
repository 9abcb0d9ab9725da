#include "text/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>
#include <memory>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
std::unique_ptr<QTranslator>& kovaTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}
std::unique_ptr<QTranslator>& qtTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}

// English is the source language: Kova's English catalogue holds only its plural forms ("1 GPU", "8 GPUs").
void install(
    std::unique_ptr<QTranslator>& slot, const QString& name, const QString& dir, const QLocale& locale, bool english)
{
    if (slot)
        QCoreApplication::removeTranslator(slot.get());
    slot.reset();
    if (locale.language() == QLocale::English && !english)
        return;
    auto t = std::make_unique<QTranslator>();
    if (t->load(locale, name, u"_"_s, dir) && QCoreApplication::installTranslator(t.get()))
        slot = std::move(t);
}
} // namespace

bool isSupportedLanguage(const QString& code)
{
    return code == "fr"_L1 || code == "en"_L1;
}

QString languageFor(const QLocale& system)
{
    return system.language() == QLocale::French ? u"fr"_s : u"en"_s;
}

QString languageFromSystem()
{
    return languageFor(QLocale::system());
}

QLocale applyLanguage(const QString& code)
{
    const QString lang = isSupportedLanguage(code) ? code : languageFromSystem();
    const QLocale locale(lang == "fr"_L1 ? QLocale::French : QLocale::English,
        lang == "fr"_L1 ? QLocale::France : QLocale::UnitedStates);
    QLocale::setDefault(locale);
    install(kovaTranslator(), u"kova"_s, u":/i18n"_s, locale, true);
    install(qtTranslator(), u"qtbase"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath), locale, false);
    return locale;
}

} // namespace Kova
