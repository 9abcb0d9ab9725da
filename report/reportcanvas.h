#pragma once

#include <QColor>
#include <QFont>
#include <QMarginsF>
#include <QRectF>
#include <QSizeF>
#include <functional>

class QPainter;
class QPaintDevice;

namespace Kova {

// A flow of pages laid out in points on any paint device (PDF writer, printer, image). Text is drawn
// with fonts at their natural size on the device so metrics are exact; shapes go through a painter
// scaled to points. Without a painter it only measures: the same layout run twice gives the page count.
class ReportCanvas
{
public:
    using NewPage = std::function<bool()>; // false: no more pages (a preview stops)
    using PageDecoration = std::function<void(ReportCanvas&)>; // header and footer of the current page

    ReportCanvas(QPaintDevice* device, QPainter* painter, QSizeF pagePt, QMarginsF marginsPt, NewPage newPage);

    bool measuring() const { return m_painter == nullptr; }
    QPainter* painter() const { return m_painter; } // scaled to points; null while measuring
    QSizeF pageSize() const { return m_page; }
    QRectF body() const;
    double left() const { return m_margins.left(); }
    double width() const { return body().width(); }
    double bottom() const { return m_page.height() - m_margins.bottom(); }

    double y() const { return m_y; }
    void setY(double y) { m_y = y; }
    void advance(double dy) { m_y += dy; }
    double remaining() const { return bottom() - m_y; }
    int page() const { return m_pageNumber; }
    bool stopped() const { return m_stopped; }

    // Starts a new page when fewer than `height` points are left; false when the flow has stopped.
    bool ensure(double height);
    bool pageBreak();
    void finish(); // decorates the last page
    void setDecoration(PageDecoration d) { m_decoration = std::move(d); }

    QFont font(double sizePt, bool bold = false, bool italic = false) const;
    double textWidth(const QString& text, const QFont& font) const;
    QString elided(const QString& text, const QFont& font, double width) const; // cut with "…" to fit
    double textHeight(const QString& text, const QFont& font, double width, int flags = 0) const;
    double lineHeight(const QFont& font) const;
    // Draws literal text (never markup) in a rectangle given in points.
    void text(const QRectF& rect, int flags, const QString& text, const QFont& font, const QColor& color) const;
    // Draws a wrapped paragraph at the cursor and moves the cursor below it.
    bool paragraph(const QString& text, const QFont& font, const QColor& color, double indent = 0, double after = 4);

private:
    QPaintDevice* m_device;
    QPainter* m_painter;
    QSizeF m_page;
    QMarginsF m_margins;
    NewPage m_newPage;
    PageDecoration m_decoration;
    double m_scale; // device units per point
    double m_y;
    int m_pageNumber = 1;
    bool m_stopped = false;
};

} // namespace Kova
