#include "planpanel.h"

#include "model/names.h"
#include "retranslation.h"
#include "scenariodocument.h"
#include "text/format.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QResizeEvent>
#include <QTreeWidget>
#include <QtConcurrentRun>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

PlanPanel::PlanPanel(QWidget* parent)
    : QWidget(parent)
    , m_byDeadline(new QRadioButton(this))
    , m_byBudget(new QRadioButton(this))
    , m_deadline(new QDoubleSpinBox(this))
    , m_budget(new QDoubleSpinBox(this))
    , m_find(new QPushButton(this))
    , m_apply(new QPushButton(this))
    , m_result(new QLabel(this))
    , m_frontView(new QTreeWidget(this))
{
    m_byDeadline->setChecked(true);
    m_deadline->setRange(0.1, 100000);
    m_deadline->setDecimals(1);
    m_deadline->setValue(72);
    m_budget->setRange(1, 1e9);
    m_budget->setDecimals(0);
    m_budget->setValue(1000);
    m_budget->setGroupSeparatorShown(true);
    m_apply->setEnabled(false);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_frontView->setRootIsDecorated(false);
    m_frontView->setColumnCount(7);
    m_frontView->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_frontView->header()->setStretchLastSection(false);

    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapAllRows); // each box below its choice: the dock may be narrow
    form->addRow(m_byDeadline, m_deadline);
    form->addRow(m_byBudget, m_budget);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_find);
    buttons->addWidget(m_apply);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_result);
    auto* frontTitle = new QLabel(this);
    frontTitle->setWordWrap(true);
    layout->addWidget(frontTitle);
    layout->addWidget(m_frontView, 1);
    retranslateWith(this, [this, frontTitle] {
        m_byDeadline->setText(tr("Cheapest plan within a &deadline"));
        m_byBudget->setText(tr("Fastest plan within a &budget"));
        m_deadline->setSuffix(u' ' + tr("h", "hours"));
        m_deadline->setAccessibleName(tr("Deadline"));
        // The currency where the language writes it: "$ 1,000", "1 000 $ US".
        const Formatter f;
        const bool symbolFirst = f.money(0).startsWith(f.currencySymbol());
        m_budget->setPrefix(symbolFirst ? f.currencySymbol() + u' ' : QString());
        m_budget->setSuffix(symbolFirst ? QString() : u' ' + f.currencySymbol());
        m_budget->setAccessibleName(tr("Budget"));
        m_find->setText(tr("&Find plan"));
        m_find->setAccessibleName(tr("Find plan"));
        m_apply->setText(tr("&Apply to scenario"));
        m_apply->setAccessibleName(tr("Apply plan to the scenario"));
        m_frontView->setAccessibleName(tr("Pareto front"));
        m_frontView->setHeaderLabels(
            { tr("Provider"), tr("Instance"), tr("Region"), tr("GPUs"), tr("Mode"), tr("Total"), tr("Wall-clock") });
        frontTitle->setText(tr("Pareto front — no other plan is both cheaper and faster:"));
        if (m_watcher.isRunning())
            m_result->setText(tr("Searching every offer, GPU count, mode and sharding…"));
        else if (m_considered > 0)
            showPlans();
    });

    connect(m_find, &QPushButton::clicked, this, &PlanPanel::findPlan);
    connect(m_apply, &QPushButton::clicked, this, &PlanPanel::applyPlan);
    connect(m_deadline, &QDoubleSpinBox::valueChanged, this, [this] { m_byDeadline->setChecked(true); });
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, [this] { m_byBudget->setChecked(true); });
    connect(&m_watcher, &QFutureWatcher<MarketPlans>::finished, this, &PlanPanel::showResult);
}

PlanPanel::~PlanPanel()
{
    m_watcher.waitForFinished();
}

void PlanPanel::setDocument(ScenarioDocument* document)
{
    m_document = document;
    m_best.reset();
    m_front.clear();
    m_considered = 0;
    m_frontView->clear();
    m_result->clear();
    m_apply->setEnabled(false);
}

void PlanPanel::setDeadline(double hours)
{
    m_deadline->setValue(hours);
    m_byDeadline->setChecked(true);
}

void PlanPanel::setBudget(double amount)
{
    m_budget->setValue(amount);
    m_byBudget->setChecked(true);
}

void PlanPanel::findPlan()
{
    if (!m_document || m_watcher.isRunning())
        return;
    m_find->setEnabled(false);
    m_result->setText(tr("Searching every offer, GPU count, mode and sharding…"));
    // The task gets copies: the scenario, and the catalogue snapshot its plans' offer indices refer to.
    m_sweepCatalogue = m_document->sharedCatalogue();
    m_watcher.setFuture(
        QtConcurrent::run([s = m_document->scenario(), c = m_sweepCatalogue] { return marketPlans(s, *c); }));
}

QString PlanPanel::describe(const PlanCandidate& p) const
{
    const Catalogue& c = *m_sweepCatalogue;
    const Offer& o = c.offers.at(p.offerIndex);
    const Formatter f(QLocale(), c.currency);
    return tr("%1 — %2 (%3), %n GPU(s), %4: %5 in %6", nullptr, p.gpus)
        .arg(o.provider, o.name, o.region, purchaseModeName(p.mode), f.money(p.total),
            f.hours(std::round(p.wallHours * 10) / 10));
}

void PlanPanel::showResult()
{
    m_find->setEnabled(true);
    if (!m_document)
        return;
    const MarketPlans market = m_watcher.result();
    m_considered = market.considered;
    m_candidates = market.candidates;
    m_costed = market.costed();
    m_best = m_byDeadline->isChecked() ? cheapestWithinDeadline(market.plans, m_deadline->value())
                                       : fastestWithinBudget(market.plans, m_budget->value());
    m_front = paretoFront(market.plans);
    m_frontView->clear(); // a new front: no selection carried over
    showPlans();
    m_apply->setEnabled(m_best.has_value());
    Q_EMIT planReady();
}

void PlanPanel::showPlans()
{
    if (!m_document)
        return;
    const QString considered = tr("%1 plans considered.").arg(QLocale().toString(m_considered)) + u' '
        + tr("Searched %Ln offer(s): %1 candidate plans, %2 costed once the dominated ones were ruled out.", nullptr,
            int(m_sweepCatalogue->offers.size()))
              .arg(QLocale().toString(m_candidates), QLocale().toString(m_costed));
    m_result->setText(m_best ? tr("<b>Best plan:</b> %1<br>%2").arg(describe(*m_best).toHtmlEscaped(), considered)
                             : tr("<b>No plan meets the limit.</b> %1").arg(considered));

    const Catalogue& c = *m_sweepCatalogue;
    const Formatter f(QLocale(), c.currency);
    const int selected = m_frontView->currentItem() && m_frontView->currentItem()->isSelected()
        ? m_frontView->indexOfTopLevelItem(m_frontView->currentItem())
        : -1;
    m_frontView->clear();
    for (const PlanCandidate& p : std::as_const(m_front)) {
        const Offer& o = c.offers.at(p.offerIndex);
        auto* item = new QTreeWidgetItem(m_frontView,
            { o.provider, o.name, o.region, QLocale().toString(p.gpus), purchaseModeName(p.mode), f.money(p.total),
                f.hours(std::round(p.wallHours * 10) / 10) });
        for (int col = 3; col < 7; ++col)
            item->setTextAlignment(col, Qt::AlignRight | Qt::AlignVCenter);
    }
    if (QTreeWidgetItem* item = m_frontView->topLevelItem(selected))
        m_frontView->setCurrentItem(item);
}

bool PlanPanel::applyPlan()
{
    if (!m_document)
        return false;
    std::optional<PlanCandidate> plan = m_best;
    const int selected = m_frontView->indexOfTopLevelItem(m_frontView->currentItem());
    if (selected >= 0 && selected < m_front.size() && m_frontView->currentItem()->isSelected())
        plan = m_front.at(selected);
    if (!plan)
        return false;
    const Scenario planned = Kova::applyPlan(m_document->scenario(), *m_sweepCatalogue, *plan);
    return m_document->edit(u"plan"_s, [&](Scenario& s) { s = planned; }, false, [] { return tr("Apply plan"); });
}

QSize PlanPanel::minimumSizeHint() const
{
    QSize hint = QWidget::minimumSizeHint();
    if (layout() && layout()->hasHeightForWidth() && width() > 0)
        hint.setHeight(std::max(hint.height(), layout()->minimumHeightForWidth(width())));
    return hint;
}

void PlanPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateGeometry(); // the wrapped texts may need more or fewer lines
}

} // namespace Kova
