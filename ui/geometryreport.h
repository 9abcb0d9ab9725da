#pragma once

#include <QObject>

class QWidget;

namespace Kova {

// For tests that drive the real window from outside (xdotool under Xvfb): once the window is on screen
// and laid out, prints one line per visible control with an accessible name to standard output:
//   kova-geometry<TAB>accessible name<TAB>x<TAB>y<TAB>width<TAB>height   (screen coordinates)
// then "kova-geometry-end". Only when the environment sets KOVA_PRINT_GEOMETRY.
class GeometryReport : public QObject
{
    Q_OBJECT

public:
    static void installIfRequested(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit GeometryReport(QWidget* window);
    void print();

    QWidget* m_window;
    bool m_scheduled = false;
};

} // namespace Kova
