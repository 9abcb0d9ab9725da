#pragma once

#include <QObject>

class QWidget;

namespace Kova {

// For tests that drive the window from outside (xdotool under Xvfb): once the window is on screen and
// laid out, prints one line per visible control with an accessible name to standard output:
//   kova-geometry<TAB>accessible name<TAB>x<TAB>y<TAB>width<TAB>height   (screen coordinates)
// then "kova-geometry-end".
class GeometryReport : public QObject
{
    Q_OBJECT

public:
    explicit GeometryReport(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void print();

    QWidget* m_window;
    bool m_scheduled = false;
};

} // namespace Kova
