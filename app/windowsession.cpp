#include "app/windowsession.h"

#include "app/cli.h"
#include "app/desktopintegration.h"
#include "document/openscenarios.h"
#include "shell/languagemenu.h"
#include "shell/mainwindow.h"
#include "sources/settings.h"
#include "text/language.h"

#include <QApplication>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace Kova {

QStringList setUpWindowApplication(const QStringList& arguments)
{
    Cli::setUpApplication();
    QApplication::setApplicationDisplayName(u"Kova Planner"_s);
    setUpDesktopIntegration();
    // The language chosen in the menu last time, or the system's on the first start; `--lang` for this session.
    LanguageMenu::applySavedLanguage();
    const Cli::LanguageArgument language = Cli::takeLanguage(arguments);
    if (language.code && isSupportedLanguage(*language.code))
        applyLanguage(*language.code);
    else if (language.code)
        qWarning("--lang: \"%s\" is not a supported language (fr, en)", qUtf8Printable(*language.code));
    return language.arguments;
}

void startWindowSession(MainWindow& window, const QStringList& arguments)
{
    window.show();
    if (const auto problem = Settings::unusableFileProblem())
        QMessageBox::warning(&window, QApplication::applicationDisplayName(), *problem);
    window.scenarios()->offerRecovery();
    for (const QString& file : arguments)
        if (!file.startsWith(u'-'))
            window.scenarios()->openFile(file);
}

} // namespace Kova
