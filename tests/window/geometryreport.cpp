#include "tests/window/geometryreport.h"

#include <QEvent>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTimer>
#include <QWidget>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr int SettleMs = 300; // docks and splitters take their final sizes in the first turns of the loop
}

GeometryReport::GeometryReport(QWidget* window)
    : QObject(window)
    , m_window(window)
{
    window->installEventFilter(this);
}

bool GeometryReport::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::Show && !m_scheduled) {
        m_scheduled = true;
        QTimer::singleShot(SettleMs, this, &GeometryReport::print);
    }
    return QObject::eventFilter(watched, event);
}

namespace {
QByteArray line(const QString& name, const QWidget* w, const QRect& r)
{
    const QPoint topLeft = w->mapToGlobal(r.topLeft());
    return "kova-geometry\t" + name.toUtf8() + '\t' + QByteArray::number(topLeft.x()) + '\t'
        + QByteArray::number(topLeft.y()) + '\t' + QByteArray::number(r.width()) + '\t' + QByteArray::number(r.height())
        + '\n';
}
} // namespace

void GeometryReport::print()
{
    QByteArray out;
    for (QWidget* w : m_window->findChildren<QWidget*>()) {
        if (w->accessibleName().isEmpty() || !w->isVisible() || w->visibleRegion().isEmpty())
            continue;
        out += line(w->accessibleName(), w, w->rect());
        // A slider's handle too, "<name> handle", where a drag starts.
        if (auto* slider = qobject_cast<QSlider*>(w)) {
            QStyleOptionSlider opt;
            opt.initFrom(slider);
            opt.orientation = slider->orientation();
            opt.minimum = slider->minimum();
            opt.maximum = slider->maximum();
            opt.sliderPosition = slider->sliderPosition();
            opt.sliderValue = slider->value();
            opt.subControls = QStyle::SC_All;
            const QRect handle
                = slider->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, slider);
            out += line(w->accessibleName() + u" handle"_s, w, handle);
        }
    }
    out += "kova-geometry-end\n";
    std::fwrite(out.constData(), 1, size_t(out.size()), stdout);
    std::fflush(stdout);
}

} // namespace Kova
