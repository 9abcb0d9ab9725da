#pragma once

#include "chartview.h"
#include "model/offer.h"
#include "model/throughput.h"

#include <array>

class QBarCategoryAxis;
class QHorizontalBarSeries;
class QBarSet;
class QValueAxis;

namespace Kova {

class ScenarioDocument;

// Chart (1): the total per purchase mode for the chosen offer and for each editorial tier, side by side.
class ModeCostChart : public ChartView
{
    Q_OBJECT

public:
    explicit ModeCostChart(QWidget* parent = nullptr);

    void showDocument(const ScenarioDocument& document);
    QBarSet* barSet(PurchaseMode m) const { return m_sets[static_cast<int>(m)]; }
    QStringList categories() const;

protected:
    void compactChanged() override;

private:
    void updateTexts();

    QHorizontalBarSeries* m_series;
    std::array<QBarSet*, PurchaseModeCount> m_sets {};
    QBarCategoryAxis* m_axisX;
    QValueAxis* m_axisY;
    QStringList m_offerNames;
    std::array<QList<Interval>, PurchaseModeCount> m_ranges; // each bar's P10–P90 total, for its tooltip
    QStringList m_labels; // "This offer<br>H100 SXM 80GB", each tier with its GPU
    QStringList m_compactLabels; // "This offer", each tier's name: the GPU is in the tooltip
};

} // namespace Kova
