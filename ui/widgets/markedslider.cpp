#include "widgets/markedslider.h"

#include <QPainter>
#include <QStyle>
#include <QStyleOptionSlider>

namespace Kova {

MarkedSlider::MarkedSlider(QWidget* parent)
    : QSlider(Qt::Horizontal, parent)
{
}

void MarkedSlider::setMarker(std::optional<int> position)
{
    if (position == m_marker)
        return;
    m_marker = position;
    update();
}

void MarkedSlider::paintEvent(QPaintEvent* event)
{
    QSlider::paintEvent(event);
    if (!m_marker)
        return;
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    const QRect groove = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
    const QRect handle = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
    const int span = groove.width() - handle.width();
    const int x = groove.left() + handle.width() / 2
        + QStyle::sliderPositionFromValue(minimum(), maximum(), *m_marker, span, opt.upsideDown);
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(palette().color(QPalette::Highlight));
    const int bottom = height() - 1;
    const QPolygon triangle({ QPoint(x - 5, bottom), QPoint(x + 5, bottom), QPoint(x, bottom - 6) });
    p.drawPolygon(triangle);
}

} // namespace Kova
