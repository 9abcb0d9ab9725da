#pragma once

#include <QColor>
#include <QString>

namespace Kova::ReportStyle {

// Sizes in points; the page is laid out in points whatever the device's resolution.
inline constexpr double MarginSide = 50;
inline constexpr double MarginTop = 50;
inline constexpr double MarginBottom = 58;
inline constexpr double FooterGap = 22;

inline constexpr double Body = 9;
inline constexpr double Small = 7.5;
inline constexpr double Heading = 13;
inline constexpr double Title = 20;
inline constexpr double SectionGap = 16;

inline QString family()
{
    return QStringLiteral("DejaVu Sans");
}

inline QColor ink()
{
    return QColor(0x1f, 0x29, 0x33);
}
inline QColor muted()
{
    return QColor(0x5f, 0x6b, 0x7a);
}
inline QColor accent()
{
    return QColor(0x1f, 0x4e, 0x79);
}
inline QColor rule()
{
    return QColor(0xc9, 0xd1, 0xdb);
}
inline QColor band()
{
    return QColor(0xee, 0xf2, 0xf7);
}
inline QColor zebra()
{
    return QColor(0xf6, 0xf8, 0xfa);
}
inline QColor warning()
{
    return QColor(0xb5, 0x6a, 0x00);
}
inline QColor good()
{
    return QColor(0x2e, 0x7d, 0x4f);
}
inline QColor bad()
{
    return QColor(0xb0, 0x3a, 0x2e);
}

} // namespace Kova::ReportStyle
