#include "chartview.h"

#include "plainmessage.h"

#include <QAbstractAxis>
#include <QChart>
#include <QCursor>
#include <QEvent>
#include <QLegend>
#include <QToolTip>
#include <QValueAxis>
#include <array>

namespace Kova {

ChartView::ChartView(const QString& title, QWidget* parent)
    : QChartView(new QChart, parent) // QChartView(parent) makes a chart that setChart() would leak
{
    QChart* c = chart();
    c->setTitle(title);
    c->setAnimationOptions(QChart::NoAnimation);
    c->setLocalizeNumbers(true);
    c->setLocale(QLocale());
    // Beside the plot, one entry a line: French names ("à la demande") do not fit four in a row below it.
    c->legend()->setAlignment(Qt::AlignRight);
    c->legend()->setShowToolTips(true); // the whole name of an entry the legend still had to shorten
    c->setMargins(QMargins(4, 4, 4, 4));
    c->setBackgroundRoundness(0);
    setRenderHint(QPainter::Antialiasing);
    setAccessibleName(title);
    setMinimumSize(280, 180); // four in the grid still fit a 1280×800 (2× laptop) screen
    applyPalette();
}

QColor ChartView::modeColor(PurchaseMode m)
{
    switch (m) {
    case PurchaseMode::OnDemand:
        return QColor(0x3b, 0x7d, 0xd8);
    case PurchaseMode::Interruptible:
        return QColor(0x2e, 0xa8, 0x6b);
    case PurchaseMode::Spot:
        return QColor(0xe8, 0x8b, 0x2e);
    case PurchaseMode::Reserved:
        return QColor(0x8e, 0x5c, 0xc9);
    }
    return Qt::gray;
}

QColor ChartView::seriesColor(int index)
{
    static const std::array<QColor, 6> colors { QColor(0x3b, 0x7d, 0xd8), QColor(0x2e, 0xa8, 0x6b),
        QColor(0xe8, 0x8b, 0x2e), QColor(0x8e, 0x5c, 0xc9), QColor(0xd8, 0x4a, 0x6b), QColor(0x5f, 0xa8, 0xb8) };
    return colors[std::size_t(index) % colors.size()];
}

QValueAxis* ChartView::makeValueAxis(const QString& title, const QString& format)
{
    auto* axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(format);
    styleAxis(axis);
    return axis;
}

void ChartView::fitValueAxis(QValueAxis* axis, double top, double headroom)
{
    const double wanted = top > 0 ? top * headroom : 1;
    if (axis->min() == 0 && wanted <= axis->max() && wanted >= axis->max() / 2)
        return;
    axis->setRange(0, wanted);
    axis->applyNiceNumbers();
}

void ChartView::styleAxis(QAbstractAxis* axis)
{
    const QPalette& p = palette();
    // A faint line: the text colour at 12 % over the chart's background, mixed here because an opaque
    // line paints several times faster than a translucent one.
    const QColor text = p.color(QPalette::Text);
    const QColor base = p.color(QPalette::Base);
    auto mix = [&](float t, float b) { return b + (t - b) * 0.12f; };
    const QColor grid = QColor::fromRgbF(
        mix(text.redF(), base.redF()), mix(text.greenF(), base.greenF()), mix(text.blueF(), base.blueF()));
    axis->setLabelsColor(p.color(QPalette::Text));
    axis->setTitleBrush(p.color(QPalette::Text));
    axis->setGridLineColor(grid);
    axis->setLinePenColor(grid);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    axis->setLabelsFont(f);
    axis->setTitleFont(f);
}

void ChartView::applyPalette()
{
    const QPalette& p = palette();
    QChart* c = chart();
    c->setBackgroundBrush(p.color(QPalette::Base));
    c->setBackgroundPen(Qt::NoPen);
    c->setTitleBrush(p.color(QPalette::Text));
    QFont title = font();
    title.setBold(true);
    c->setTitleFont(title);
    c->legend()->setLabelColor(p.color(QPalette::Text));
    QFont legendFont = font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
    c->legend()->setFont(legendFont);
    for (QAbstractAxis* axis : c->axes())
        styleAxis(axis);
    setBackgroundBrush(p.color(QPalette::Base));
    restyle();
}

void ChartView::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    else if (event->type() == QEvent::LocaleChange)
        chart()->setLocale(locale());
}

void ChartView::showToolTip(const QString& text)
{
    // Tooltips name offers, providers and scenarios: shown as plain text.
    QToolTip::showText(QCursor::pos(), plainToolTip(text), this);
}

} // namespace Kova
