#include "cli.h"
#include "desktopintegration.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

using namespace Qt::StringLiterals;

int main(int argc, char** argv)
{
    // Command-line use never needs a display: decide before any GUI object exists.
    if (Kova::Cli::isCommandLine(argc, argv)) {
        QCoreApplication app(argc, argv);
        Kova::Cli::setUpApplication();
        return Kova::Cli::run(app.arguments());
    }
    QApplication app(argc, argv);
    Kova::Cli::setUpApplication();
    QApplication::setApplicationDisplayName(u"Kova Planner"_s);
    Kova::setUpDesktopIntegration();
    Kova::MainWindow window;
    window.show();
    return QApplication::exec();
}
