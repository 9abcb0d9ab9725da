#pragma once

#include "charts/chartview.h"
#include "plan/scenarioanalysis.h"

#include <QWidget>

class QLineSeries;
class QScatterSeries;
class QScrollArea;
class QSplitter;
class QTableView;
class QLogValueAxis;

namespace Kova {

class ComparisonModel;
class ScenarioDocument;
class SideBySideView;

// The open scenarios compared: a table, and in one chart each scenario's total against its wall-clock time
// across the GPU counts its offer supplies, in the mode that prices its plan, on shared logarithmic axes (a $70
// run and a $300k one both readable). Each scenario has its colour (that of its name in the table) and a legend
// entry: its curve, its Pareto front when some plans are beaten, and its current plan as a star.
class ComparisonChart : public ChartView
{
    Q_OBJECT

public:
    // One scenario's series and the plans they show.
    struct Curve
    {
        QLineSeries* line = nullptr; // its plans joined, fewest GPUs first: its legend entry
        QScatterSeries* plans = nullptr;
        QLineSeries* front = nullptr; // empty when no plan is beaten
        QScatterSeries* current = nullptr;
        CostTimeCurve shown;
        QString name;
    };

    explicit ComparisonChart(ComparisonModel* model, QWidget* parent = nullptr);

    const QList<Curve>& curves() const { return m_curves; }
    void refresh();

protected:
    void showEvent(QShowEvent* event) override;
    void compactChanged() override;
    void plotAreaResized() override { spaceTimeLabels(); }

private:
    Curve makeCurve(int index);
    void removeCurve();
    void showCurve(Curve& curve, const CostTimeCurve& shown, const QString& name);
    void describe(const Curve& curve, const PlanCandidate& plan, bool current);
    void updateTexts();
    static void fitDecades(QLogValueAxis* axis, double least, double most);
    void spaceTimeLabels();

    ComparisonModel* m_model;
    bool m_stale = false;
    QList<Curve> m_curves;
    QLineSeries* m_frontKey; // the legend's keys to the fronts and the stars, in no scenario's colour
    QScatterSeries* m_currentKey;
    QLogValueAxis* m_axisX;
    QLogValueAxis* m_axisY;
};

// The open scenarios compared in a dock: the table and the chart, and a button that shows their bills and
// charts side by side. Every column of the table is shown whole, without scrolling sideways: the figures as
// wide as they are, the names, offers and modes sharing the rest and wrapping; the chart goes beside the
// table when the panel holds both, else below it (the panel then scrolls down to it).
class ComparisonPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ComparisonPanel(QWidget* parent = nullptr);

    void setDocuments(const QList<ScenarioDocument*>& documents);
    ComparisonModel* model() const { return m_model; }
    ComparisonChart* chart() const { return m_chart; }
    QTableView* table() const { return m_table; }
    // The width the table needs to show every column whole, its texts wrapped at their longest word.
    int tableWidthNeeded() const;
    // The open scenarios' bills and charts side by side, in their own window (made when first shown).
    SideBySideView* sideBySide() const { return m_sideBySide; }

public Q_SLOTS:
    void showSideBySide();
    // Whether the panel's dock is on screen (QDockWidget::visibilityChanged): behind another dock's tab, the
    // panel is arranged only when it shows again.
    void setOnScreen(bool onScreen);

Q_SIGNALS:
    void documentRequested(int row);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QList<int> columnWidthsNeeded() const;
    void fitColumns();
    void arrange();

    ComparisonModel* m_model;
    QTableView* m_table;
    QSplitter* m_splitter;
    QScrollArea* m_scroll;
    int m_rowsHeight = 0; // the table's rows, header and frame, when the chart is below it
    bool m_onScreen = true;
    bool m_arrangeWhenShown = false; // a change came while the panel was behind another dock's tab
    ComparisonChart* m_chart;
    QList<ScenarioDocument*> m_documents;
    SideBySideView* m_sideBySide = nullptr;
};

} // namespace Kova
