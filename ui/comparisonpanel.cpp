#include "comparisonpanel.h"

#include "comparisonmodel.h"
#include "palette.h"
#include "retranslation.h"
#include "sidebysideview.h"
#include "text/format.h"

#include <QChart>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLogValueAxis>
#include <QPushButton>
#include <QScatterSeries>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

ComparisonChart::ComparisonChart(ComparisonModel* model, QWidget* parent)
    : ChartView(QString(), parent)
    , m_model(model)
{
    m_axisX = new QLogValueAxis;
    m_axisY = new QLogValueAxis;
    for (QLogValueAxis* axis : { m_axisX, m_axisY }) {
        axis->setLabelFormat(u"%.0f"_s);
        axis->setBase(10);
        axis->setMinorTickCount(0);
        styleAxis(axis);
    }
    chart()->legend()->hide(); // the table's names, in the points' colours
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    // A hidden chart is drawn again when it shows, not at every step of a slider.
    connect(m_model, &ComparisonModel::estimatesChanged, this, [this] {
        m_stale = !isVisible();
        if (!m_stale)
            refresh();
    });
    retranslateWith(this, [this] {
        chart()->setTitle(tr("Total against time"));
        setAccessibleName(tr("Open scenarios: total against wall-clock time"));
        m_axisX->setTitleText(tr("Wall-clock (h, log)"));
        m_axisY->setTitleText(tr("Total (%1, log)").arg(Formatter().currencySymbol()));
    });
}

void ComparisonChart::showEvent(QShowEvent* event)
{
    ChartView::showEvent(event);
    if (m_stale)
        refresh();
}

void ComparisonChart::refresh()
{
    m_stale = false;
    const int rows = m_model->rowCount();
    while (m_series.size() < rows) {
        auto* s = new QScatterSeries;
        const QColor color = seriesColor(int(m_series.size()));
        s->setColor(color);
        s->setBorderColor(color);
        s->setMarkerSize(14);
        chart()->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
        connect(s, &QScatterSeries::hovered, this, [this, s](const QPointF& p, bool on) {
            if (on)
                showToolTip(tr("%1: %2 in %3")
                        .arg(m_model->index(int(m_series.indexOf(s)), ComparisonModel::NameColumn).data().toString(),
                            Formatter().money(p.y()), Formatter().hours(std::round(p.x() * 10) / 10)));
        });
        m_series.append(s);
    }
    while (m_series.size() > rows) {
        QScatterSeries* s = m_series.takeLast();
        chart()->removeSeries(s);
        delete s;
    }
    double minX = 0, maxX = 0, minY = 0, maxY = 0;
    for (int r = 0; r < rows; ++r) {
        const double total = m_model->index(r, ComparisonModel::TotalColumn).data(ComparisonModel::SortRole).toDouble();
        const QVariant wall = m_model->index(r, ComparisonModel::WallColumn).data(ComparisonModel::SortRole);
        // The legend renders series names as rich text: the scenario's name is escaped.
        const QString name = m_model->index(r, ComparisonModel::NameColumn).data().toString().toHtmlEscaped();
        if (m_series[r]->name() != name)
            m_series[r]->setName(name);
        if (wall.isValid()) {
            m_series[r]->replace({ QPointF(wall.toDouble(), total) });
            minX = minX > 0 ? std::min(minX, wall.toDouble()) : wall.toDouble();
            minY = minY > 0 ? std::min(minY, total) : total;
            maxX = std::max(maxX, wall.toDouble());
            maxY = std::max(maxY, total);
        } else {
            m_series[r]->clear();
        }
    }
    fitDecades(m_axisX, minX, maxX);
    fitDecades(m_axisY, minY, maxY);
}

void ComparisonChart::fitDecades(QLogValueAxis* axis, double least, double most)
{
    // Whole decades around the points: a log axis is laid out one label a decade, whatever the range.
    const double low = least > 0 ? std::pow(10.0, std::floor(std::log10(least))) : 1;
    const double high = most > 0 ? std::pow(10.0, std::ceil(std::log10(most * 1.01))) : 10;
    if (axis->min() != low || axis->max() != std::max(high, low * 10))
        axis->setRange(low, std::max(high, low * 10));
}

ComparisonPanel::ComparisonPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new ComparisonModel(this))
    , m_table(new QTableView(this))
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
    // The figures as wide as they are; the names (each in its point's colour) and the offers wrap in columns
    // of their own width, the rows as high as their lines, so that the figures beside them show.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ComparisonModel::NameColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->resizeSection(ComparisonModel::NameColumn, 170);
    m_table->horizontalHeader()->setSectionResizeMode(ComparisonModel::OfferColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->resizeSection(ComparisonModel::OfferColumn, 150);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(0, 3); // the table first: its figures are what a buyer reads
    splitter->setStretchFactor(1, 2);
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
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);
    connect(m_table, &QTableView::activated, this,
        [this, proxy](const QModelIndex& index) { Q_EMIT documentRequested(proxy->mapToSource(index).row()); });
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
