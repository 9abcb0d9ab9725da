#include "app/desktopintegration.h"

#include <QGuiApplication>
#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

using namespace Qt::StringLiterals;

namespace Kova {

void setUpDesktopIntegration()
{
    QGuiApplication::setDesktopFileName(u"org.kova.Planner"_s);
    // Rendered here rather than through QIcon's SVG plugin, which distributions package separately.
    QSvgRenderer svg(u":/kova/org.kova.Planner.svg"_s);
    if (!svg.isValid())
        return;
    QIcon icon;
    for (const int size : { 16, 22, 32, 48, 64, 128, 256 }) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        svg.render(&painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    QGuiApplication::setWindowIcon(icon);
}

} // namespace Kova
