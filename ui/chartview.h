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
    void showToolTip(const QString& text);

private:
    void applyPalette();
};

} // namespace Kova
