#include "app/cli.h"
#include "app/windowsession.h"
#include "shell/mainwindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <memory>

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
    const QStringList arguments = Kova::setUpWindowApplication(QApplication::arguments());
    Kova::MainWindow window;
    // `kova-planner FILE.kova.json` opens the file in the window.
    Kova::startWindowSession(window, arguments.mid(1));
    return QApplication::exec();
}
