#include "reportcanvas.h"

#include "reportstyle.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <algorithm>

namespace Kova {

ReportCanvas::ReportCanvas(QPaintDevice* device, QPainter* painter, QSizeF pagePt, QMarginsF marginsPt, NewPage newPage)
    : m_device(device)
    , m_painter(painter)
    , m_page(pagePt)
    , m_margins(marginsPt)
    , m_newPage(std::move(newPage))
    , m_scale(device->logicalDpiY() / 72.0)
    , m_y(marginsPt.top())
{
    if (m_painter) {
        m_painter->resetTransform();
        m_painter->scale(m_scale, m_scale);
        m_painter->setRenderHint(QPainter::Antialiasing);
    }
}

QRectF ReportCanvas::body() const
{
    return QRectF(QPointF(m_margins.left(), m_margins.top()),
        QPointF(m_page.width() - m_margins.right(), m_page.height() - m_margins.bottom()));
}

bool ReportCanvas::ensure(double height)
{
    if (m_stopped)
        return false;
    if (m_y + height <= bottom() || m_y <= m_margins.top() + 0.5)
        return true;
    return pageBreak();
}

bool ReportCanvas::pageBreak()
{
    if (m_stopped)
        return false;
    if (m_decoration)
        m_decoration(*this);
    if (m_newPage && !m_newPage()) {
        m_stopped = true;
        return false;
    }
    ++m_pageNumber;
    m_y = m_margins.top();
    return true;
}

void ReportCanvas::finish()
{
    if (!m_stopped && m_decoration)
        m_decoration(*this);
    m_stopped = true;
}

QFont ReportCanvas::font(double sizePt, bool bold, bool italic) const
{
    QFont f(ReportStyle::family());
    f.setPointSizeF(sizePt);
    f.setBold(bold);
    f.setItalic(italic);
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setKerning(true);
    // No ligatures: "fi" stays two letters, so the PDF's text can be searched and copied as written.
    f.setFeature(QFont::Tag("liga"), 0);
    f.setFeature(QFont::Tag("clig"), 0);
    return f;
}

double ReportCanvas::textWidth(const QString& text, const QFont& font) const
{
    return QFontMetricsF(font, m_device).horizontalAdvance(text) / m_scale;
}

QString ReportCanvas::elided(const QString& text, const QFont& font, double width) const
{
    return QFontMetricsF(font, m_device).elidedText(text, Qt::ElideRight, width * m_scale);
}

double ReportCanvas::lineHeight(const QFont& font) const
{
    return QFontMetricsF(font, m_device).lineSpacing() / m_scale;
}

double ReportCanvas::textHeight(const QString& text, const QFont& font, double width, int flags) const
{
    const QRectF r(0, 0, width * m_scale, 1e7);
    return QFontMetricsF(font, m_device).boundingRect(r, flags | Qt::TextWordWrap, text).height() / m_scale;
}

void ReportCanvas::text(
    const QRectF& rect, int flags, const QString& text, const QFont& font, const QColor& color) const
{
    if (!m_painter)
        return;
    m_painter->save();
    m_painter->resetTransform();
    m_painter->setFont(font);
    m_painter->setPen(color);
    const QRectF device(rect.x() * m_scale, rect.y() * m_scale, rect.width() * m_scale, rect.height() * m_scale);
    m_painter->drawText(device, flags, text);
    m_painter->restore();
}

bool ReportCanvas::paragraph(const QString& t, const QFont& f, const QColor& color, double indent, double after)
{
    const double w = width() - indent;
    const double h = textHeight(t, f, w);
    if (!ensure(std::min(h, lineHeight(f) * 2)))
        return false;
    if (h > remaining() && h < body().height()) {
        if (!pageBreak())
            return false;
    }
    text(QRectF(left() + indent, m_y, w, h + 1), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, t, f, color);
    m_y += h + after;
    return true;
}

} // namespace Kova
