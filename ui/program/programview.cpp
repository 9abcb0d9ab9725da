#include "program/programview.h"

#include "charts/ownershipchart.h"
#include "charts/programtimeline.h"
#include "charts/reservedcurvechart.h"
#include "io/programfile.h"
#include "model/names.h"
#include "report/programwording.h"
#include "text/format.h"
#include "widgets/retranslation.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrentRun>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
// The totals first, beside the names; the lines' quantity × rate last (the widest).
// The GUI computes no figure: the difference to the best is the report's (and the summary's sentence).
enum Column { OptionColumn, TotalColumn, GpuHoursColumn, RateColumn, UtilisationColumn, FormulaColumn };
} // namespace

ProgramView::ProgramView(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_top(new QSplitter(Qt::Horizontal, this))
    , m_options(new QTreeWidget(this))
    , m_timeline(new ProgramTimelineChart(this))
    , m_reserved(new ReservedCurveChart(this))
    , m_ownership(new OwnershipChart(this))
{
    setObjectName(u"ProgramView"_s);
    m_summary->setObjectName(u"ProgramSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText); // the program's name is the user's text
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_options->setObjectName(u"ProgramOptions"_s);
    m_options->setColumnCount(FormulaColumn + 1);
    m_options->setAlternatingRowColors(true);
    // Every column as wide as its texts (the view scrolls sideways when narrow), never cut.
    m_options->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_options->header()->setStretchLastSection(false);
    m_options->setTextElideMode(Qt::ElideNone);
    m_options->setUniformRowHeights(true);
    m_timeline->setObjectName(u"ProgramTimeline"_s);
    m_reserved->setObjectName(u"ReservedCurve"_s);
    m_ownership->setObjectName(u"OwnershipCurve"_s);

    m_top->addWidget(m_timeline);
    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(m_reserved);
    bottom->addWidget(m_ownership);
    bottom->setSizes({ 1000, 1000 });
    bottom->setStretchFactor(0, 1);
    bottom->setStretchFactor(1, 1);
    auto* both = new QSplitter(Qt::Vertical, this);
    // The options across the whole width, so that their figures show beside the longest names.
    both->addWidget(m_top);
    both->addWidget(m_options);
    both->addWidget(bottom);
    both->setSizes({ 700, 1000, 900 });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_summary);
    layout->addWidget(both, 1);

    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &ProgramView::showOutcome);
    // Core's figures are shown again in the new language and locale.
    retranslateWith(this, [this] {
        m_options->setAccessibleName(tr("The ways to buy the program, side by side"));
        m_options->setHeaderLabels({ tr("Option"), tr("Total"), tr("GPU-hours"), tr("Per GPU-hour"), tr("Utilisation"),
            tr("Quantity × rate") });
        m_summary->setAccessibleName(tr("Program summary"));
        if (m_costing || !m_problem.isEmpty() || isCosting())
            showCosting();
    });
}

void ProgramView::setEditor(QWidget* editor)
{
    m_top->insertWidget(0, editor);
    m_top->setCollapsible(0, false);
    // The editor as wide as its table, the timeline the rest.
    m_top->setStretchFactor(0, 0);
    m_top->setStretchFactor(1, 1);
    m_top->setSizes({ editor->minimumSizeHint().width(), 1200 });
}

// A costing still running is not waited for: it holds copies of the program and catalogue only, and its result
// goes with the watcher, so that closing the window never waits for it.
ProgramView::~ProgramView() = default;

void ProgramView::showProgram(const Program& program, std::shared_ptr<const Catalogue> catalogue)
{
    m_program = program;
    m_catalogue = std::move(catalogue);
    cost();
}

void ProgramView::setCatalogue(std::shared_ptr<const Catalogue> catalogue)
{
    m_catalogue = std::move(catalogue);
    if (!m_program.runs.isEmpty())
        cost();
}

void ProgramView::cost()
{
    if (!m_catalogue)
        return;
    m_pending = true;
    if (m_watcher.isRunning()) {
        m_again = true;
        return;
    }
    m_again = false;
    m_problem.clear();
    showCosting();
    m_watcher.setFuture(QtConcurrent::run([p = m_program, c = m_catalogue] {
        auto costed = costProgram(p, *c, defaultOwnershipReference());
        return costed ? Outcome { std::move(costed).value(), {} } : Outcome { std::nullopt, costed.error().toString() };
    }));
}

void ProgramView::showOutcome()
{
    if (m_again) {
        cost();
        return;
    }
    Outcome outcome = m_watcher.result();
    m_pending = false;
    m_costing = std::move(outcome.costing);
    m_problem = outcome.problem;
    showCosting();
    if (m_costing)
        Q_EMIT costed();
    else
        Q_EMIT failed(m_problem);
}

void ProgramView::showCosting()
{
    if (isCosting() && !m_costing) {
        m_summary->setText(tr("Costing the program…"));
        return;
    }
    if (!m_costing) {
        m_summary->setText(m_problem);
        m_options->clear();
        return;
    }
    const ProgramCosting& c = *m_costing;
    const Formatter f(QLocale(), c.currency);
    const Offer* offer = m_catalogue ? m_catalogue->offer(c.offerId) : nullptr;
    QStringList lines;
    lines << tr("%1 — %Ln run(s) over %2 from %3 on %4", nullptr, int(c.schedule.size()))
                 .arg(titleText(m_program.name), tr("%Ln month(s)", nullptr, m_program.horizonMonths),
                     ProgramWording::monthText(m_program.start, f.locale()), offer ? offerTitle(*offer) : c.offerId);
    lines << tr("%1 GPU-hours on demand, at most %Ln GPU(s) at once.", nullptr, c.peakGpus).arg(f.number(c.gpuHours, 0));
    lines << ProgramWording::recommendationSentence(c, f);
    for (const ProgramOption& o : c.options)
        if (const QString unpaid = ProgramWording::commitmentDoesNotPaySentence(o, f); !unpaid.isEmpty())
            lines << unpaid;
    lines << ProgramWording::breakEvenSentences(c, f);
    const QString text = lines.join(u'\n');
    if (m_summary->text() != text)
        m_summary->setText(text);
    showOptions();
    m_timeline->showProgram(m_program, c);
    m_reserved->showCosting(c);
    m_ownership->showCosting(c);
}

void ProgramView::showOptions()
{
    const ProgramCosting& c = *m_costing;
    const Formatter f(QLocale(), c.currency);
    m_options->clear();
    for (const ProgramOption& o : c.options) {
        const bool recommended = c.isRecommended(o);
        const bool capacity = o.kind == ProgramOptionKind::Reserved || o.kind == ProgramOptionKind::Owned;
        const QString name = ProgramWording::optionTitle(o, f.locale());
        auto* item = new QTreeWidgetItem(m_options);
        item->setText(OptionColumn, recommended ? tr("★ %1 (recommended)").arg(name) : name);
        item->setText(TotalColumn, f.money(o.total));
        item->setText(GpuHoursColumn, f.number(o.gpuHours, 0));
        item->setText(RateColumn, f.gpuHourRate(o.ratePerGpuHour));
        item->setText(UtilisationColumn, capacity ? f.percent(o.utilisation * 100, 0) : QString());
        for (int column : { TotalColumn, GpuHoursColumn, RateColumn, UtilisationColumn })
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        if (recommended) {
            QFont bold = m_options->font();
            bold.setBold(true);
            for (int column = 0; column < m_options->columnCount(); ++column)
                item->setFont(column, bold);
        }
        for (const ProgramLine& line : o.lines) {
            auto* child = new QTreeWidgetItem(item);
            child->setText(OptionColumn, ProgramWording::lineLabel(line, m_program, f));
            child->setText(FormulaColumn, ProgramWording::lineFormula(line, f));
            child->setText(TotalColumn, f.money(line.amount));
            child->setTextAlignment(TotalColumn, Qt::AlignRight | Qt::AlignVCenter);
        }
        item->setExpanded(recommended);
    }
}

} // namespace Kova
