#include "cli.h"
#include "desktopintegration.h"
#include "languagemenu.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <memory>

using namespace Qt::StringLiterals;

int main(int argc, char** argv)
{
    // Command-line use never needs a display: decide before any GUI object exists.
    if (Kova::Cli::isCommandLine(argc, argv)) {
        // The report paints text and shapes: a GUI application on the offscreen platform, still no display.
        const bool paints = Kova::Cli::paintsWithoutDisplay(argc, argv);
        if (paints)
            qputenv("QT_QPA_PLATFORM", "offscreen");
        const std::unique_ptr<QCoreApplication> app
            = paints ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
        Kova::Cli::setUpApplication();
        return Kova::Cli::run(QCoreApplication::arguments());
    }
    QApplication app(argc, argv);
    Kova::Cli::setUpApplication();
    QApplication::setApplicationDisplayName(u"Kova Planner"_s);
    Kova::setUpDesktopIntegration();
    // The language chosen in the menu last time, or the system's on the first start.
    Kova::LanguageMenu::applySavedLanguage();
    Kova::MainWindow window;
    window.show();
    window.offerRecovery();
    // `kova-planner FILE.kova.json` opens the file in the window.
    const QStringList files = app.arguments().mid(1);
    for (const QString& file : files)
        if (!file.startsWith(u'-'))
            window.openFile(file);
    return QApplication::exec();
}
