#include "panels/sidebysideview.h"

#include "charts/modecostchart.h"
#include "document/scenariodocument.h"
#include "panels/costpanel.h"
#include "widgets/retranslation.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>

namespace Kova {

namespace {
// A column is at least this wide (logical pixels): a bill with its quantity × rate beside its items, and the
// modes chart at its full size; three fit a 1366-pixel-wide screen.
constexpr int ColumnWidth = 440;
constexpr int ChartHeight = 250;
} // namespace

ScenarioColumn::ScenarioColumn(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_title(new QLabel(this))
    , m_chart(new ModeCostChart(this))
    , m_bill(new CostPanel(this))
{
    m_title->setTextFormat(Qt::PlainText); // a scenario's name as typed
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_chart->setFixedHeight(ChartHeight);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_chart);
    layout->addWidget(m_bill, 1);
    setMinimumWidth(ColumnWidth);
    m_bill->setDocument(document);
    connect(document, &ScenarioDocument::estimateChanged, this, &ScenarioColumn::refresh);
    connect(document, &ScenarioDocument::scenarioChanged, this, &ScenarioColumn::refresh);
    connect(document, &ScenarioDocument::filePathChanged, this, &ScenarioColumn::refresh);
    refresh();
}

void ScenarioColumn::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    refresh(); // a hidden column's chart waits until it shows
}

void ScenarioColumn::refresh()
{
    if (!m_document)
        return;
    const QString name
        = m_document->scenario().name.isEmpty() ? m_document->displayName() : m_document->scenario().name;
    if (m_title->text() != name)
        m_title->setText(name);
    if (isVisible())
        m_chart->showDocument(*m_document);
}

SideBySideView::SideBySideView(QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_strip(new QWidget)
    , m_layout(new QHBoxLayout(m_strip))
{
    setObjectName(QStringLiteral("SideBySide"));
    setAttribute(Qt::WA_QuitOnClose, false); // closing the main window ends the program, this one open or not
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(6);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_strip);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(scroll);
    retranslateWith(this, [this] {
        setWindowTitle(tr("Open Scenarios Side by Side"));
        setAccessibleName(windowTitle());
    });
}

void SideBySideView::setDocuments(const QList<ScenarioDocument*>& documents)
{
    QList<ScenarioColumn*> kept;
    for (ScenarioColumn* column : std::as_const(m_columns)) {
        if (documents.contains(column->document())) {
            kept << column;
        } else {
            m_layout->removeWidget(column);
            delete column;
        }
    }
    m_columns.clear();
    for (ScenarioDocument* d : documents) {
        auto found = std::find_if(kept.cbegin(), kept.cend(), [d](ScenarioColumn* c) { return c->document() == d; });
        ScenarioColumn* column = found != kept.cend() ? *found : new ScenarioColumn(d, m_strip);
        m_layout->removeWidget(column);
        m_layout->addWidget(column, 1);
        m_columns << column;
    }
}

} // namespace Kova
