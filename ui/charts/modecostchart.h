#pragma once

#include "charts/chartview.h"
#include "model/offer.h"
#include "model/throughput.h"

#include <array>

class QBarCategoryAxis;
class QGraphicsSimpleTextItem;
class QHorizontalStackedBarSeries;
class QBarSet;
class QValueAxis;

namespace Kova {

class ScenarioDocument;

// Chart (1), as the report's "Cost per purchase mode": one bar per purchase mode the chosen offer sells, its
// amount printed on it, the chosen mode marked, then the GPU line at the market's median on-demand and spot
// prices as hatched reference bars. Each row is its own category (a stack in which only its set has a value),
// so that each bar has its mode's colour; the legend lists only the sets drawn.
class ModeCostChart : public ChartView
{
    Q_OBJECT

public:
    enum class Reference { MarketOnDemand, MarketSpot };

    explicit ModeCostChart(QWidget* parent = nullptr);

    void showDocument(const ScenarioDocument& document);
    // The set of a mode's bar: its value in that mode's row, 0 elsewhere.
    QBarSet* barSet(PurchaseMode m) const { return m_sets[static_cast<int>(m)]; }
    QBarSet* referenceSet(Reference r) const { return m_references[static_cast<int>(r)]; }
    QStringList categories() const;
    // The amounts printed on the bars, one a row with a bar (empty for a row without), top to bottom.
    QList<QGraphicsSimpleTextItem*> amountLabels() const { return m_amounts; }

protected:
    void compactChanged() override;
    void plotAreaResized() override;
    void restyle() override;

private:
    void updateTexts();
    // Prints each bar's amount at its end, as Formatter::money() writes it.
    void showAmounts();
    void placeAmounts();
    QFont amountFont(qsizetype row) const;
    // A note on two lines.
    static QString brokenNote(const QString& note);
    // The value axis up to a round number with room for the amounts after their bars.
    void fitAmountAxis();

    QHorizontalStackedBarSeries* m_series;
    std::array<QBarSet*, PurchaseModeCount> m_sets {};
    std::array<QBarSet*, 2> m_references {};
    QBarCategoryAxis* m_axisX;
    QValueAxis* m_axisY;
    QStringList m_rowNames; // plain text, for the tooltips
    QList<Interval> m_rowRanges; // each row's P10–P90 total, for its tooltip
    QList<double> m_rowValues; // each row's amount, 0 for a row without a bar
    QStringList m_rowNotes; // what a row without a bar says instead (the chosen mode the offer does not sell)
    QList<QGraphicsSimpleTextItem*> m_amounts; // one a row, the amount at the end of its bar, or the row's note
    bool m_fittingAxis = false;
    QStringList m_labels; // "interruptible (chosen)<br>H100 SXM 80GB"
    QStringList m_compactLabels; // without the GPU (in the tooltip)
    std::optional<PurchaseMode> m_chosen;
};

} // namespace Kova
