// The window as kova-planner opens it, with what the tests that drive it from another process need:
//   kova-window-driver [--print-geometry] [--type KEY=VALUE;KEY=VALUE…] [--type-every MS] [FILE…]
// --print-geometry prints where each named control is once the window is laid out (GeometryReport);
// --type types each value into the form's control for that scenario key, one every MS milliseconds, as a
// user would, and prints "edited KEY" after each (tst_crashrecovery kills the process while it types).
#include "app/windowsession.h"
#include "panels/scenarioform.h"
#include "shell/mainwindow.h"
#include "tests/window/geometryreport.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QTimer>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

void type(QWidget* control, const QString& value)
{
    if (auto* line = qobject_cast<QLineEdit*>(control)) {
        line->setText(value);
        Q_EMIT line->editingFinished();
    } else if (auto* spin = qobject_cast<QDoubleSpinBox*>(control)) {
        spin->setValue(value.toDouble());
    }
}

void typeEdits(Kova::MainWindow& window, const QStringList& edits, int periodMs)
{
    auto* form = window.findChild<Kova::ScenarioForm*>(u"Scenario"_s);
    for (qsizetype i = 0; i < edits.size(); ++i)
        QTimer::singleShot(int(i + 1) * periodMs, form, [form, edit = edits[i]] {
            const QString key = edit.section(u'=', 0, 0);
            type(form->control(key), edit.section(u'=', 1));
            std::printf("edited %s\n", qPrintable(key));
            std::fflush(stdout);
        });
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    Kova::setUpWindowApplication(QApplication::arguments());
    QCommandLineParser parser;
    const QCommandLineOption geometry(u"print-geometry"_s, u"Print where the named controls are."_s);
    const QCommandLineOption edits(u"type"_s, u"Type these values into the form."_s, u"KEY=VALUE;…"_s);
    const QCommandLineOption every(u"type-every"_s, u"Milliseconds between two values."_s, u"MS"_s, u"2000"_s);
    parser.addOptions({ geometry, edits, every });
    parser.addPositionalArgument(u"files"_s, u"Scenarios to open."_s, u"[FILE…]"_s);
    parser.process(app);
    Kova::MainWindow window;
    if (parser.isSet(geometry))
        new Kova::GeometryReport(&window);
    Kova::startWindowSession(window, parser.positionalArguments());
    typeEdits(window, parser.value(edits).split(u';', Qt::SkipEmptyParts), parser.value(every).toInt());
    return QApplication::exec();
}
