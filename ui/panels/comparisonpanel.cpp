#include "panels/comparisonpanel.h"

#include "document/scenariodocument.h"
#include "model/names.h"
#include "models/comparisonmodel.h"
#include "panels/sidebysideview.h"
#include "report/chartparts.h"
#include "report/palette.h"
#include "text/format.h"
#include "widgets/retranslation.h"

#include <QChart>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPushButton>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
// The chart beside the table needs this width, below it this height (logical pixels), for its title, its
// decades and its axis titles to show whole.
constexpr int ChartMinimumWidth = 300;
constexpr int ChartMinimumHeight = 220;
// The width of a scenario's Pareto front over its curve, and the size of its current plan's star.
constexpr qreal FrontWidth = 4;
constexpr qreal StarSize = 16;
// The widest line of a scenario's name in the chart's legend (logical pixels).
constexpr qreal LegendLineWidth = 200;

// The columns whose texts wrap and share the width the figures leave.
bool wraps(int column)
{
    return column == ComparisonModel::NameColumn || column == ComparisonModel::OfferColumn
        || column == ComparisonModel::ModeColumn;
}

// The width a wrapped column needs: its header whole, and each cell's longest word on a line of its own.
int wrappedColumnWidth(const QTableView* table, int column)
{
    int need = table->horizontalHeader()->sectionSizeHint(column);
    const QAbstractItemModel* model = table->model();
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex index = model->index(r, column);
        const QString text = index.data().toString();
        const QFontMetrics metrics(table->font());
        const int margins = table->sizeHintForIndex(index).width() - metrics.horizontalAdvance(text);
        int longestWord = 0;
        for (const QString& word : text.split(u' ', Qt::SkipEmptyParts))
            longestWord = std::max(longestWord, metrics.horizontalAdvance(word));
        need = std::max(need, margins + longestWord);
    }
    return need;
}
// A scenario's name in the chart's legend: escaped (the legend renders rich text) and broken between words into
// lines no wider than `width`, so that Qt Charts need not cut it.
QString legendName(const QString& name, const QFont& font, qreal width)
{
    const QFontMetricsF metrics(font);
    QStringList lines;
    for (const QString& word : name.split(u' ', Qt::SkipEmptyParts)) {
        if (!lines.isEmpty() && metrics.horizontalAdvance(lines.last() + u' ' + word) <= width)
            lines.last() += u' ' + word;
        else
            lines.append(word);
    }
    for (QString& line : lines)
        line = line.toHtmlEscaped();
    return lines.join(u"<br>"_s);
}
} // namespace

ComparisonChart::ComparisonChart(ComparisonModel* model, QWidget* parent)
    : ChartView(QString(), parent)
    , m_model(model)
    , m_frontKey(new QLineSeries)
    , m_currentKey(new QScatterSeries)
{
    m_axisX = new QLogValueAxis;
    m_axisY = new QLogValueAxis;
    for (QLogValueAxis* axis : { m_axisX, m_axisY }) {
        axis->setLabelFormat(u"%.0f"_s);
        axis->setBase(10);
        axis->setMinorTickCount(0);
        styleAxis(axis);
    }
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    // A curve's entry is drawn as its line, the key to the stars as a star.
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    QPen key(QColor(0x80, 0x80, 0x80));
    key.setWidthF(FrontWidth);
    m_frontKey->setPen(key);
    m_currentKey->setMarkerShape(QScatterSeries::MarkerShapeStar);
    m_currentKey->setMarkerSize(StarSize);
    m_currentKey->setColor(key.color());
    m_currentKey->setBorderColor(key.color());
    for (QXYSeries* s : { static_cast<QXYSeries*>(m_frontKey), static_cast<QXYSeries*>(m_currentKey) }) {
        chart()->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
    }
    // A hidden chart is drawn again when it shows, not at every step of a slider.
    connect(m_model, &ComparisonModel::estimatesChanged, this, [this] {
        m_stale = !isVisible();
        if (!m_stale)
            refresh();
    });
    retranslateWith(this, [this] { updateTexts(); });
}

void ComparisonChart::updateTexts()
{
    //: The comparison's chart: each open scenario's total cost against its wall-clock time, one point per GPU count.
    chart()->setTitle(isCompact() ? tr("Total against time") : tr("Total against time across GPU counts"));
    setAccessibleName(tr("Open scenarios: total against wall-clock time across GPU counts"));
    m_axisX->setTitleText(tr("Wall-clock (h, log)"));
    m_axisY->setTitleText(tr("Total (%1, log)").arg(Formatter().currencySymbol()));
    m_frontKey->setName(tr("Pareto front"));
    m_currentKey->setName(tr("Current plan"));
}

void ComparisonChart::compactChanged()
{
    updateTexts();
    // A small chart has no room for the names: the table's names, in the curves' colours, are their legend.
    for (const Curve& curve : std::as_const(m_curves))
        showInLegend(curve.line, !isCompact());
}

void ComparisonChart::showEvent(QShowEvent* event)
{
    ChartView::showEvent(event);
    if (m_stale)
        refresh();
}

ComparisonChart::Curve ComparisonChart::makeCurve(int index)
{
    const QColor color = seriesColor(index);
    Curve c { new QLineSeries, new QScatterSeries, new QLineSeries, new QScatterSeries, {}, {} };
    QPen line(color);
    line.setWidthF(2);
    c.line->setPen(line);
    QPen front(color);
    front.setWidthF(FrontWidth);
    front.setCapStyle(Qt::RoundCap);
    c.front->setPen(front);
    c.plans->setMarkerSize(7);
    c.current->setMarkerShape(QScatterSeries::MarkerShapeStar);
    c.current->setMarkerSize(StarSize);
    for (QScatterSeries* s : { c.plans, c.current }) {
        s->setColor(color);
        s->setBorderColor(color);
    }
    for (QXYSeries* s : { static_cast<QXYSeries*>(c.front), static_cast<QXYSeries*>(c.line),
             static_cast<QXYSeries*>(c.plans), static_cast<QXYSeries*>(c.current) }) {
        chart()->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
        showInLegend(s, s == c.line && !isCompact());
    }
    // Each plan names itself under the pointer: the scenario, its GPUs, mode, total and time.
    connect(c.plans, &QScatterSeries::hovered, this, [this, index](const QPointF& p, bool on) {
        if (!on || index >= m_curves.size())
            return;
        const Curve& curve = m_curves.at(index);
        const auto& plans = curve.shown.plans;
        const auto nearest = std::min_element(plans.cbegin(), plans.cend(), [&p](const auto& a, const auto& b) {
            return std::abs(std::log(a.wallHours / p.x())) < std::abs(std::log(b.wallHours / p.x()));
        });
        if (nearest != plans.cend())
            describe(curve, *nearest, false);
    });
    connect(c.current, &QScatterSeries::hovered, this, [this, index](const QPointF&, bool on) {
        if (on && index < m_curves.size() && m_curves.at(index).shown.current)
            describe(m_curves.at(index), *m_curves.at(index).shown.current, true);
    });
    return c;
}

void ComparisonChart::removeCurve()
{
    const Curve c = m_curves.takeLast();
    for (QAbstractSeries* s : { static_cast<QAbstractSeries*>(c.line), static_cast<QAbstractSeries*>(c.plans),
             static_cast<QAbstractSeries*>(c.front), static_cast<QAbstractSeries*>(c.current) }) {
        chart()->removeSeries(s);
        delete s;
    }
}

void ComparisonChart::describe(const Curve& curve, const PlanCandidate& plan, bool current)
{
    const Formatter f;
    const QString figures
        = tr("%Ln GPU(s), %1: %2 in %3", nullptr, plan.gpus)
              .arg(purchaseModeName(plan.mode), f.money(plan.total), f.hours(std::round(plan.wallHours * 10) / 10));
    showToolTip(current ? tr("%1, current plan: %2").arg(curve.name, figures) : tr("%1: %2").arg(curve.name, figures));
}

void ComparisonChart::showCurve(Curve& curve, const CostTimeCurve& shown, const QString& name)
{
    curve.shown = shown;
    curve.name = name;
    const QString escaped = legendName(name, chart()->legend()->font(), LegendLineWidth);
    for (QXYSeries* s : { static_cast<QXYSeries*>(curve.line), static_cast<QXYSeries*>(curve.plans),
             static_cast<QXYSeries*>(curve.front), static_cast<QXYSeries*>(curve.current) })
        if (s->name() != escaped)
            s->setName(escaped);
    const auto points = [](const QList<PlanCandidate>& plans) {
        QList<QPointF> out;
        for (const PlanCandidate& p : plans)
            out.append(QPointF(p.wallHours, p.total));
        return out;
    };
    showPoints(curve.line, points(shown.plans));
    showPoints(curve.plans, points(shown.plans));
    // The front only where it tells something: when every plan is on it, the curve is the front.
    showPoints(curve.front, shown.front.size() < shown.plans.size() ? points(shown.front) : QList<QPointF>());
    showPoints(curve.current,
        shown.current ? QList<QPointF> { QPointF(shown.current->wallHours, shown.current->total) } : QList<QPointF>());
}

void ComparisonChart::refresh()
{
    m_stale = false;
    const int rows = m_model->rowCount();
    while (m_curves.size() < rows)
        m_curves.append(makeCurve(int(m_curves.size())));
    while (m_curves.size() > rows)
        removeCurve();
    CostTimeExtent extent;
    for (int r = 0; r < rows; ++r) {
        const ScenarioDocument* doc = m_model->document(r);
        const QString name = m_model->index(r, ComparisonModel::NameColumn).data().toString();
        const CostTimeCurve shown = doc && doc->hasEstimate() ? doc->analysis().curve : CostTimeCurve();
        showCurve(m_curves[r], shown, name);
        extent.include(shown);
    }
    fitDecades(m_axisX, extent.leastHours, extent.mostHours);
    fitDecades(m_axisY, extent.leastTotal, extent.mostTotal);
    spaceTimeLabels();
}

void ComparisonChart::spaceTimeLabels()
{
    // Qt Charts labels every power of the base: a base of 100 or 1,000 labels every second or third decade, so
    // that the widest label has room beside the next.
    const int decades = int(std::lround(std::log10(m_axisX->max() / m_axisX->min())));
    const qreal widest
        = QFontMetricsF(m_axisX->labelsFont()).horizontalAdvance(chart()->locale().toString(m_axisX->max(), 'f', 0));
    const qreal width = chart()->plotArea().width();
    int every = 1;
    while (every < decades && width > 0 && width * every / decades < widest + 12)
        ++every;
    if (m_axisX->base() != std::pow(10.0, every))
        m_axisX->setBase(std::pow(10.0, every));
}

void ComparisonChart::fitDecades(QLogValueAxis* axis, double least, double most)
{
    // Whole decades around the points: a log axis is laid out one label a decade, whatever the range.
    const Decades decades = decadesAround(least, most);
    const double low = std::pow(10.0, decades.first), high = std::pow(10.0, decades.last);
    if (axis->min() != low || axis->max() != high)
        axis->setRange(low, high);
}

ComparisonPanel::ComparisonPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new ComparisonModel(this))
    , m_table(new QTableView(this))
    , m_splitter(new QSplitter(Qt::Horizontal))
    , m_scroll(new QScrollArea(this))
    , m_chart(new ComparisonChart(m_model, this))
{
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(ComparisonModel::SortRole);
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    retranslateWith(this, [this] {
        m_table->setAccessibleName(tr("Open scenarios compared"));
        announceNewTexts(m_model);
    });
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    // The figures as wide as they are; the names (each in its point's colour), the offers and the modes share
    // the rest and wrap, the rows as high as their lines: every column shows whole.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed); // fitColumns() sizes them
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->viewport()->installEventFilter(this);
    m_table->setWordWrap(true);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_chart);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setStretchFactor(0, 3); // the table first: its figures are what a buyer reads
    m_splitter->setStretchFactor(1, 2);
    m_chart->setMinimumSize(ChartMinimumWidth, ChartMinimumHeight);
    m_scroll->setWidget(m_splitter);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // New rows, names or figures change the width the table needs: the panel is arranged again.
    auto later = [this] { QTimer::singleShot(0, this, &ComparisonPanel::arrange); };
    connect(m_model, &QAbstractItemModel::modelReset, this, later);
    connect(m_model, &ComparisonModel::estimatesChanged, this, later);
    connect(m_model, &QAbstractItemModel::headerDataChanged, this, later);
    connect(m_model, &QAbstractItemModel::dataChanged, this, later);
    connect(m_table->verticalHeader(), &QHeaderView::sectionResized, this, later);
    auto* sideBySide = new QPushButton(this);
    sideBySide->setObjectName(u"showSideBySide"_s);
    connect(sideBySide, &QPushButton::clicked, this, &ComparisonPanel::showSideBySide);
    retranslateWith(sideBySide, [sideBySide] {
        sideBySide->setText(tr("Bills and Charts Side by Side…"));
        sideBySide->setToolTip(tr("Each open scenario's cost per purchase mode and itemised bill, side by side, "
                                  "in a window of their own"));
    });
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(sideBySide);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    layout->addWidget(m_scroll, 1);
    layout->addLayout(buttons);
    connect(m_table, &QTableView::activated, this,
        [this, proxy](const QModelIndex& index) { Q_EMIT documentRequested(proxy->mapToSource(index).row()); });
}

QList<int> ComparisonPanel::columnWidthsNeeded() const
{
    const QAbstractItemView* view = m_table; // QTableView hides sizeHintForColumn()
    QList<int> widths;
    for (int c = 0; c < ComparisonModel::NUM_COLUMNS; ++c)
        widths << (wraps(c) ? wrappedColumnWidth(m_table, c)
                            : std::max(m_table->horizontalHeader()->sectionSizeHint(c), view->sizeHintForColumn(c)));
    return widths;
}

int ComparisonPanel::tableWidthNeeded() const
{
    int need = 2 * m_table->frameWidth();
    if (m_table->verticalScrollBar()->isVisible())
        need += m_table->verticalScrollBar()->sizeHint().width();
    for (int width : columnWidthsNeeded())
        need += width;
    return need;
}

bool ComparisonPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

// Each column as wide as it needs; what the viewport has beyond goes to the wrapped texts, the most to the names.
void ComparisonPanel::fitColumns()
{
    QList<int> widths = columnWidthsNeeded();
    int extra = m_table->viewport()->width();
    for (int width : std::as_const(widths))
        extra -= width;
    if (extra > 0) {
        widths[ComparisonModel::NameColumn] += extra / 2;
        widths[ComparisonModel::OfferColumn] += extra * 3 / 10;
        widths[ComparisonModel::ModeColumn] += extra - extra / 2 - extra * 3 / 10;
    }
    for (int c = 0; c < ComparisonModel::NUM_COLUMNS; ++c)
        if (m_table->horizontalHeader()->sectionSize(c) != widths[c])
            m_table->horizontalHeader()->resizeSection(c, widths[c]);
}

void ComparisonPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void ComparisonPanel::setOnScreen(bool onScreen)
{
    m_onScreen = onScreen;
    // Rows as high as their wrapped texts, measured again at each new estimate: only while they can be seen.
    m_table->verticalHeader()->setSectionResizeMode(onScreen ? QHeaderView::ResizeToContents : QHeaderView::Fixed);
    if (onScreen && m_arrangeWhenShown)
        arrange();
}

// The chart beside the table when both fit the panel's width, else below it, the table as high as its rows.
void ComparisonPanel::arrange()
{
    // Measuring every cell takes longer than a slider step: a panel behind another tab waits until it shows.
    if (!m_onScreen) {
        m_arrangeWhenShown = true;
        return;
    }
    m_arrangeWhenShown = false;
    fitColumns();
    const int need = tableWidthNeeded();
    const int width = m_scroll->width();
    const bool beside = width >= need + m_splitter->handleWidth() + ChartMinimumWidth;
    if (beside) {
        m_table->setMinimumSize(need, 0);
        m_splitter->setMinimumHeight(0);
        if (m_splitter->orientation() != Qt::Horizontal)
            m_splitter->setOrientation(Qt::Horizontal);
        return;
    }
    m_table->setMinimumWidth(0);
    const int rows
        = m_table->horizontalHeader()->height() + m_table->verticalHeader()->length() + 2 * m_table->frameWidth();
    m_table->setMinimumHeight(rows);
    m_splitter->setMinimumHeight(rows + m_splitter->handleWidth() + ChartMinimumHeight);
    if (m_splitter->orientation() != Qt::Vertical || rows != m_rowsHeight) {
        m_splitter->setOrientation(Qt::Vertical);
        m_splitter->setSizes({ rows, std::max(ChartMinimumHeight, m_scroll->height() - rows) });
    }
    m_rowsHeight = rows;
}

void ComparisonPanel::setDocuments(const QList<ScenarioDocument*>& documents)
{
    m_documents = documents;
    m_model->setDocuments(documents);
    if (m_sideBySide)
        m_sideBySide->setDocuments(documents);
}

void ComparisonPanel::showSideBySide()
{
    if (!m_sideBySide) {
        m_sideBySide = new SideBySideView(this);
        m_sideBySide->setDocuments(m_documents);
        m_sideBySide->resize(window()->size());
    }
    m_sideBySide->show();
    m_sideBySide->raise();
    m_sideBySide->activateWindow();
}

} // namespace Kova
