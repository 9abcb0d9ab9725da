#include "cli.h"
#include "desktopintegration.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "openscenarios.h"
#include "scenarioform.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGuiApplication>
#include <QLineEdit>
#include <QTimer>
#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

// For tests/ui/tst_crashrecovery only: KOVA_TEST_EDITS="key=value;key=value…" types each value into the
// window's control for that scenario key, one every KOVA_TEST_EDIT_MS milliseconds (2000), as a user
// would, and prints "edited KEY" when done, so that the test can kill the real process while it edits.
void startTestEdits(Kova::MainWindow& window)
{
    const QStringList edits = qEnvironmentVariable("KOVA_TEST_EDITS").split(u';', Qt::SkipEmptyParts);
    const int period = qEnvironmentVariableIntValue("KOVA_TEST_EDIT_MS");
    auto* form = window.findChild<Kova::ScenarioForm*>(u"Scenario"_s);
    for (qsizetype i = 0; i < edits.size(); ++i)
        QTimer::singleShot(int(i + 1) * (period > 0 ? period : 2000), form, [form, edit = edits[i]] {
            const QString key = edit.section(u'=', 0, 0), value = edit.section(u'=', 1);
            QWidget* control = form->control(key);
            if (auto* line = qobject_cast<QLineEdit*>(control)) {
                line->setText(value);
                Q_EMIT line->editingFinished();
            } else if (auto* spin = qobject_cast<QDoubleSpinBox*>(control)) {
                spin->setValue(value.toDouble());
            }
            std::printf("edited %s\n", qPrintable(key));
            std::fflush(stdout);
        });
}

} // namespace

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
    window.scenarios()->offerRecovery();
    // `kova-planner FILE.kova.json` opens the file in the window.
    const QStringList files = app.arguments().mid(1);
    for (const QString& file : files)
        if (!file.startsWith(u'-'))
            window.scenarios()->openFile(file);
    startTestEdits(window);
    return QApplication::exec();
}
