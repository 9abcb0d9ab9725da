#pragma once

#include "offer.h"

#include <QChartView>

class QAbstractAxis;
class QValueAxis;

namespace Kova {

// A chart view styled from the application palette (light or dark), restyled when the palette
// changes, with numbers in the locale's format and no animation.
class ChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ChartView(const QString& title, QWidget* parent = nullptr);

    static QColor modeColor(PurchaseMode m);
    static QColor seriesColor(int index);

protected:
    void changeEvent(QEvent* event) override;
    // Called after the palette is applied, for series that take colours from it.
    virtual void restyle() { }
    QValueAxis* makeValueAxis(const QString& title, const QString& format);
    void styleAxis(QAbstractAxis* axis);
    // Shows 0 to `top` (and a margin of `headroom`) on a value axis with round numbers. The axis is kept
    // while the data still fills at least half of it, so that a slider drag does not lay the axis and its
    // labels out again at every step, nor makes it jump.
    static void fitValueAxis(QValueAxis* axis, double top, double headroom = 1.08);
    void showToolTip(const QString& text);

private:
    void applyPalette();
};

} // namespace Kova
