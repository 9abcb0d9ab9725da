#include "panels/planpanel.h"

#include "document/scenariodocument.h"
#include "model/estimate.h"
#include "model/names.h"
#include "models/cachedtextdelegate.h"
#include "plan/plannames.h"
#include "sources/settings.h"
#include "text/format.h"
#include "text/plannaming.h"
#include "text/planwording.h"
#include "widgets/plainmessage.h"
#include "widgets/retranslation.h"
#include "widgets/wheelpassesunfocused.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
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
    , m_tolerance(new QDoubleSpinBox(this))
    , m_find(new QPushButton(this))
    , m_apply(new QPushButton(this))
    , m_rename(new QCheckBox(this))
    , m_result(new QLabel(this))
    , m_change(new QLabel(this))
    , m_tradeOffTitle(new QLabel(this))
    , m_tradeOffView(new QTreeWidget(this))
    , m_frontView(new QTreeWidget(this))
    , m_toleranceLabel(new QLabel(this))
    , m_frontTitle(new QLabel(this))
{
    configureWidgets();
    layOut();
    retranslateWith(this, [this] { retranslate(); });
    connectWidgets();
}

void PlanPanel::configureWidgets()
{
    m_byDeadline->setChecked(true);
    m_deadline->setRange(0.1, 100000);
    m_deadline->setDecimals(1);
    m_deadline->setValue(72);
    m_budget->setRange(1, 1e9);
    m_budget->setDecimals(0);
    m_budget->setValue(1000);
    m_budget->setGroupSeparatorShown(true);
    m_tolerance->setObjectName(u"planTolerance"_s);
    m_tolerance->setRange(0, MaxPlanTolerance * 100);
    m_tolerance->setDecimals(1);
    m_tolerance->setSingleStep(0.5);
    m_tolerance->setValue(Settings().planTolerancePercent().value_or(DefaultPlanTolerance * 100));
    m_toleranceLabel->setWordWrap(true);
    m_toleranceLabel->setBuddy(m_tolerance);
    m_apply->setEnabled(false);
    m_rename->setObjectName(u"planRename"_s);
    m_rename->setChecked(true);
    m_rename->hide();
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_change->setWordWrap(true);
    m_change->setTextFormat(Qt::PlainText); // offer and scenario names are the user's and the catalogue's text
    m_tradeOffTitle->setWordWrap(true);
    m_frontTitle->setWordWrap(true);
    m_tradeOffView->setObjectName(u"planTradeOffs"_s);
    // Each text shaped once, not at every paint.
    CachedTextDelegate::install(m_tradeOffView);
    CachedTextDelegate::install(m_frontView);
    m_tradeOffView->setRootIsDecorated(false);
    m_tradeOffView->setColumnCount(8);
    m_tradeOffView->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tradeOffView->header()->setStretchLastSection(true);
    m_tradeOffView->setTextElideMode(Qt::ElideNone);
    m_tradeOffView->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // as tall as its few rows
    m_tradeOffTitle->hide();
    m_tradeOffView->hide();
    m_frontView->setRootIsDecorated(false);
    m_frontView->setColumnCount(7);
    // Every column as wide as its texts (the view scrolls sideways when the dock is narrow), never cut.
    m_frontView->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_frontView->header()->setStretchLastSection(true);
    m_frontView->setTextElideMode(Qt::ElideNone);
}

void PlanPanel::layOut()
{
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapAllRows); // each box below its choice: the dock may be narrow
    form->addRow(m_byDeadline, m_deadline);
    form->addRow(m_byBudget, m_budget);
    form->addRow(m_toleranceLabel, m_tolerance);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_find);
    buttons->addWidget(m_apply);
    buttons->addStretch(1);
    // The panel scrolls as a whole when the dock is shorter than its texts and lists: a dock does not ask its
    // content for a height for its width, and a window of 768 pixels has no room for all of it.
    m_content = new QWidget;
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(u"planScroll"_s);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto* layout = new QVBoxLayout(m_content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_result);
    layout->addWidget(m_tradeOffTitle);
    layout->addWidget(m_tradeOffView);
    layout->addWidget(m_change);
    layout->addWidget(m_rename);
    layout->addWidget(m_frontTitle);
    layout->addWidget(m_frontView, 1);
    scroll->setWidget(m_content);
    m_content->installEventFilter(this); // its size needs reach the dock through the scroll area
    wheelPassesUnfocusedControls(m_content);
}

void PlanPanel::retranslate()
{
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
    m_toleranceLabel->setText(tr("Plans within this &tolerance of the best count as equal:"));
    m_toleranceLabel->setToolTip(
        tr("Of the plans this close to the best, the one in whole nodes with the fewest GPUs is chosen."));
    m_tolerance->setToolTip(m_toleranceLabel->toolTip());
    m_tolerance->setSuffix(f.percentSuffix());
    m_tolerance->setAccessibleName(tr("Tolerance"));
    m_tradeOffTitle->setText(tr("Plans that matter — cost, wall-clock and GPUs side by side:"));
    m_tradeOffView->setAccessibleName(tr("Plans that matter"));
    m_tradeOffView->setHeaderLabels({ tr("Plan"), tr("Total"), tr("Wall-clock"), tr("GPUs"), tr("Provider"),
        tr("Instance"), tr("Region"), tr("Mode") });
    m_find->setText(tr("&Find plan"));
    m_find->setAccessibleName(tr("Find plan"));
    m_apply->setText(tr("&Apply to scenario"));
    m_apply->setAccessibleName(tr("Apply plan to the scenario"));
    m_rename->setText(tr("Also &rename the scenario"));
    m_rename->setToolTip(tr("Its name describes the cluster the plan replaces."));
    m_frontView->setAccessibleName(tr("Pareto front"));
    m_frontView->setHeaderLabels(
        { tr("Provider"), tr("Instance"), tr("Region"), tr("GPUs"), tr("Mode"), tr("Total"), tr("Wall-clock") });
    m_frontTitle->setText(tr("Pareto front — no other plan is both cheaper and faster:"));
    if (m_watcher.isRunning())
        m_result->setText(tr("Searching every offer, GPU count, mode and sharding…"));
    else if (m_sweepCatalogue)
        showPlans();
    showPendingChange();
}

void PlanPanel::connectWidgets()
{
    connect(m_find, &QPushButton::clicked, this, &PlanPanel::findPlan);
    connect(m_apply, &QPushButton::clicked, this, &PlanPanel::applyPlan);
    connect(m_rename, &QCheckBox::toggled, this, &PlanPanel::showPendingChange);
    connect(m_deadline, &QDoubleSpinBox::valueChanged, this, [this] { m_byDeadline->setChecked(true); });
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, [this] { m_byBudget->setChecked(true); });
    connect(m_tolerance, &QDoubleSpinBox::valueChanged, this, [](double percent) {
        Settings().setPlanTolerancePercent(percent); // the command line's default too
    });
    connect(&m_watcher, &QFutureWatcher<Found>::finished, this, &PlanPanel::showResult);
    // One selection at a time across the two lists: the plan Apply takes is the one selected last.
    connect(m_frontView, &QTreeWidget::itemSelectionChanged, this, [this] {
        if (!m_frontView->selectedItems().isEmpty())
            m_tradeOffView->clearSelection();
        showPendingChange();
    });
    connect(m_tradeOffView, &QTreeWidget::itemSelectionChanged, this, [this] {
        if (!m_tradeOffView->selectedItems().isEmpty())
            m_frontView->clearSelection();
        showPendingChange();
    });
}

PlanPanel::~PlanPanel()
{
    m_watcher.waitForFinished();
}

void PlanPanel::setDocument(ScenarioDocument* document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &ScenarioDocument::scenarioChanged, this, &PlanPanel::showPendingChange);
        connect(m_document, &ScenarioDocument::estimateChanged, this, &PlanPanel::showPendingChange); // new offers
    }
    m_choice = {};
    m_shortfall.reset();
    m_sweepCatalogue.reset();
    m_front.clear();
    m_considered = 0;
    m_frontView->clear();
    m_tradeOffView->clear();
    m_tradeOffView->hide();
    m_tradeOffTitle->hide();
    m_result->clear();
    m_change->clear();
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

double PlanPanel::tolerance() const
{
    return m_tolerance->value() / 100;
}

void PlanPanel::setTolerancePercent(double percent)
{
    m_tolerance->setValue(percent);
}

QString PlanPanel::resultText() const
{
    return m_result->text();
}

void PlanPanel::findPlan()
{
    if (!m_document || m_watcher.isRunning())
        return;
    m_find->setEnabled(false);
    m_result->setText(tr("Searching every offer, GPU count, mode and sharding…"));
    // The task gets copies: the scenario, and the catalogue snapshot its plans' offer indices refer to.
    m_sweepCatalogue = m_document->sharedCatalogue();
    m_request = { m_byDeadline->isChecked() ? PlanGoal::CheapestWithinDeadline : PlanGoal::FastestWithinBudget,
        m_byDeadline->isChecked() ? m_deadline->value() : m_budget->value(), tolerance() };
    m_plannedFor = m_document->scenario();
    m_watcher.setFuture(QtConcurrent::run([s = m_plannedFor, c = m_sweepCatalogue, request = m_request] {
        Found found { marketPlans(s, *c), std::nullopt, checkOfferPrices(*c) };
        if (!acceptablePlan(found.market.plans, request))
            found.shortfall = explainShortfall(s, *c, found.market, request);
        return found;
    }));
}

QString PlanPanel::describe(const PlanCandidate& p) const
{
    const Catalogue& c = *m_sweepCatalogue;
    const Offer& o = c.offers.at(p.offerIndex);
    const Formatter f(QLocale(), c.currency);
    return tr("%1 — %2 (%3), %Ln GPU(s), %4: %5 in %6", nullptr, p.gpus)
        .arg(o.provider, offerName(o), catalogueText(o.region), purchaseModeName(p.mode), f.money(p.total),
            f.wallClock(p.wallHours));
}

void PlanPanel::showResult()
{
    m_find->setEnabled(true);
    if (!m_document)
        return;
    const Found found = m_watcher.result();
    const MarketPlans& market = found.market;
    m_considered = market.considered;
    m_candidates = market.candidates;
    m_costed = market.costed();
    m_choice = choosePlan(market.plans, m_request);
    m_shortfall = found.shortfall;
    m_priceChecks = found.priceChecks;
    m_front = paretoFront(market.plans);
    m_frontView->clear(); // a new front: no selection carried over
    m_tradeOffView->clear();
    showPlans();
    showPendingChange();
    Q_EMIT planReady();
}

QString PlanPanel::flagged(const PlanCandidate& p, const QString& total) const
{
    const bool outlier = m_priceChecks.value(p.offerIndex).outlier != PriceOutlier::None;
    return outlier ? u"⚠ "_s + total : total; // the tooltip says why (planFactsText())
}

void PlanPanel::showPlans()
{
    if (!m_document)
        return;
    const QString considered = tr("%1 plans considered.").arg(QLocale().toString(m_considered)) + u' '
        + tr("Searched %Ln offer(s): %1 candidate plans, %2 costed once the dominated ones were ruled out.", nullptr,
            int(m_sweepCatalogue->offers.size()))
              .arg(QLocale().toString(m_candidates), QLocale().toString(m_costed));
    const Formatter money(QLocale(), m_sweepCatalogue->currency);
    if (m_choice.chosen) {
        const QString why = choiceText(m_choice, m_request, money);
        m_result->setText(tr("<b>Best plan:</b> %1<br>%2<br>%3")
                .arg(describe(*m_choice.chosen).toHtmlEscaped(),
                    planFactsText(*m_choice.chosen, *m_sweepCatalogue, m_priceChecks, money).toHtmlEscaped(),
                    why.isEmpty() ? considered : why.toHtmlEscaped() + u' ' + considered));
    } else {
        const QString why = m_shortfall ? shortfallText(*m_shortfall, *m_sweepCatalogue, money,
                                              [this](const PlanCandidate& p) { return describe(p); })
                                        : QString();
        m_result->setText(tr("<b>No plan meets the limit.</b> %1").arg(why.toHtmlEscaped() + u' ' + considered));
    }
    showTradeOffs();

    const Catalogue& c = *m_sweepCatalogue;
    const Formatter f(QLocale(), c.currency);
    const int selected = m_frontView->currentItem() && m_frontView->currentItem()->isSelected()
        ? m_frontView->indexOfTopLevelItem(m_frontView->currentItem())
        : -1;
    m_frontView->clear();
    for (const PlanCandidate& p : std::as_const(m_front)) {
        const Offer& o = c.offers.at(p.offerIndex);
        auto* item = new QTreeWidgetItem(m_frontView,
            { o.provider, offerName(o), catalogueText(o.region), QLocale().toString(p.gpus), purchaseModeName(p.mode),
                flagged(p, f.money(p.total)), f.wallClock(p.wallHours) });
        const QString whole = plainToolTip(describe(p) + u'\n' + planFactsText(p, c, m_priceChecks, f));
        for (int col = 0; col < 7; ++col) {
            item->setToolTip(col, whole);
            if (col > 2)
                item->setTextAlignment(col, Qt::AlignRight | Qt::AlignVCenter);
        }
    }
    if (QTreeWidgetItem* item = m_frontView->topLevelItem(selected))
        m_frontView->setCurrentItem(item);
}

void PlanPanel::showTradeOffs()
{
    const Catalogue& c = *m_sweepCatalogue;
    const Formatter f(QLocale(), c.currency);
    const int selected = m_tradeOffView->currentItem() && m_tradeOffView->currentItem()->isSelected()
        ? m_tradeOffView->indexOfTopLevelItem(m_tradeOffView->currentItem())
        : -1;
    m_tradeOffView->clear();
    for (const PlanTradeOff& t : std::as_const(m_choice.tradeOffs)) {
        const Offer& o = c.offers.at(t.plan.offerIndex);
        QStringList roles;
        for (PlanRole r : t.roles)
            roles << planRoleTitle(r);
        auto* item = new QTreeWidgetItem(m_tradeOffView,
            { roles.join(u", "_s), flagged(t.plan, f.money(t.plan.total)), f.wallClock(t.plan.wallHours),
                QLocale().toString(t.plan.gpus), o.provider, offerName(o), catalogueText(o.region),
                purchaseModeName(t.plan.mode) });
        const QString whole = plainToolTip(describe(t.plan) + u'\n' + planFactsText(t.plan, c, m_priceChecks, f));
        for (int col = 0; col < m_tradeOffView->columnCount(); ++col) {
            item->setToolTip(col, whole);
            if (col >= 1 && col <= 3)
                item->setTextAlignment(col, Qt::AlignRight | Qt::AlignVCenter);
        }
        if (t.roles.contains(PlanRole::Chosen)) {
            QFont bold = item->font(0);
            bold.setBold(true);
            item->setFont(0, bold);
        }
    }
    if (QTreeWidgetItem* item = m_tradeOffView->topLevelItem(selected))
        m_tradeOffView->setCurrentItem(item);
    const bool shown = !m_choice.tradeOffs.isEmpty();
    m_tradeOffTitle->setVisible(shown);
    m_tradeOffView->setVisible(shown);
    if (!shown)
        return;
    // As tall as its rows: at most four, never a scroll bar of its own.
    const int rows = m_tradeOffView->topLevelItemCount();
    const int rowHeight = std::max(m_tradeOffView->sizeHintForRow(0), m_tradeOffView->fontMetrics().height());
    const int scrollBar = m_tradeOffView->horizontalScrollBar()->sizeHint().height();
    m_tradeOffView->setFixedHeight(m_tradeOffView->header()->sizeHint().height() + rows * rowHeight
        + 2 * m_tradeOffView->frameWidth() + scrollBar);
}

std::optional<PlanCandidate> PlanPanel::chosenPlan() const
{
    const int trade = m_tradeOffView->indexOfTopLevelItem(m_tradeOffView->currentItem());
    if (trade >= 0 && trade < m_choice.tradeOffs.size() && m_tradeOffView->currentItem()->isSelected())
        return m_choice.tradeOffs.at(trade).plan;
    const int selected = m_frontView->indexOfTopLevelItem(m_frontView->currentItem());
    if (selected >= 0 && selected < m_front.size() && m_frontView->currentItem()->isSelected())
        return m_front.at(selected);
    return m_choice.chosen;
}

bool PlanPanel::isOutOfDate() const
{
    if (!m_document || !m_sweepCatalogue || m_watcher.isRunning())
        return false;
    if (m_document->sharedCatalogue() != m_sweepCatalogue)
        return true;
    // Applying the plan to the scenario as it is now must give the run it was found for (its name aside); with no
    // plan, the scenario must be the one searched.
    const Scenario& now = m_document->scenario();
    const std::optional<PlanCandidate> plan = chosenPlan();
    Scenario shown = plan ? Kova::applyPlan(m_plannedFor, *m_sweepCatalogue, *plan) : m_plannedFor;
    shown.name = now.name;
    return (plan ? Kova::applyPlan(now, *m_sweepCatalogue, *plan) : now) != shown;
}

QString PlanPanel::pendingChange() const
{
    return changeText(isOutOfDate());
}

QString PlanPanel::changeText(bool outOfDate) const
{
    if (outOfDate)
        return tr("The scenario or its offers changed since these plans were found: find the plan again before "
                  "applying one.");
    const std::optional<PlanCandidate> plan = chosenPlan();
    if (!m_document || !plan || !m_sweepCatalogue)
        return {};
    const Catalogue& c = *m_sweepCatalogue;
    const Scenario& now = m_document->scenario();
    const Scenario planned = Kova::applyPlan(now, c, *plan);
    auto offerName = [&c](const QString& id) {
        const Offer* o = c.offer(id);
        return o ? offerTitle(*o) : id;
    };
    QStringList changes;
    const QLocale l;
    if (planned.cluster.offerId != now.cluster.offerId)
        changes << tr("offer %1 → %2").arg(offerName(now.cluster.offerId), offerName(planned.cluster.offerId));
    if (planned.cluster.gpus != now.cluster.gpus)
        changes << tr("GPUs %1 → %2").arg(l.toString(now.cluster.gpus), l.toString(planned.cluster.gpus));
    if (planned.mode != now.mode)
        changes << tr("purchase mode %1 → %2").arg(purchaseModeName(now.mode), purchaseModeName(planned.mode));
    if (planned.training.sharding != now.training.sharding)
        changes
            << tr("sharding %1 → %2").arg(shardingName(now.training.sharding), shardingName(planned.training.sharding));
    // Each GPU count rounds the global batch to whole micro-batches per data-parallel rank (roundedBatchSequences()).
    const double batchNow = roundedBatchSequences(now.model, now.training, now.cluster.gpus);
    const double batchPlanned = roundedBatchSequences(planned.model, planned.training, planned.cluster.gpus);
    if (batchPlanned != batchNow)
        changes << tr("global batch %1 → %2 sequences (whole micro-batches on each data-parallel GPU group)")
                       .arg(l.toString(batchNow, 'f', 0), l.toString(batchPlanned, 'f', 0));
    if (now.training.durationHours && planned.training.tokensB)
        changes << tr("run length: a fixed duration of %1 → %2 billion tokens (the same work)")
                       .arg(Formatter().hours(*now.training.durationHours), compact(*planned.training.tokensB, l, 1));
    // From the run planned above, not applied again: this runs at every step of a dragged slider.
    if (const std::optional<QString> name
        = m_rename->isChecked() ? nameAfterPlan(now, planned, c, Formatter()) : std::nullopt)
        changes << tr("name “%1” → “%2”").arg(now.name, *name);
    if (changes.isEmpty())
        return tr("The scenario already has this plan.");
    // An MFU the scenario sets stays as it is on another GPU; left to core, core chooses it for the new GPU.
    const QString mfu = now.training.mfu
        ? tr("The MFU stays at %1.").arg(Formatter().percent(*now.training.mfu * 100, 1))
        : tr("The MFU stays the one Kova estimates for the GPU.");
    return tr("Apply to scenario will change: %1. %2").arg(changes.join(u"; "_s), mfu);
}

std::optional<QString> PlanPanel::suggestedName() const
{
    const std::optional<PlanCandidate> plan = chosenPlan();
    if (!m_document || !plan || !m_sweepCatalogue)
        return std::nullopt;
    const Scenario& now = m_document->scenario();
    return nameAfterPlan(now, Kova::applyPlan(now, *m_sweepCatalogue, *plan), *m_sweepCatalogue, Formatter());
}

std::optional<QString> PlanPanel::nameAfterApply() const
{
    return m_rename->isChecked() ? suggestedName() : std::nullopt;
}

void PlanPanel::showPendingChange()
{
    // Once per edit of a dragged slider: whether the plans are out of date is worked out once.
    const bool outOfDate = isOutOfDate();
    m_rename->setVisible(!outOfDate && suggestedName().has_value());
    const QString change = changeText(outOfDate);
    m_change->setText(change);
    m_change->setVisible(!change.isEmpty());
    m_apply->setToolTip(plainToolTip(change));
    m_apply->setEnabled(chosenPlan().has_value() && m_document && !outOfDate);
}

bool PlanPanel::applyPlan()
{
    if (!m_document)
        return false;
    const std::optional<PlanCandidate> plan = chosenPlan();
    if (!plan || isOutOfDate())
        return false;
    Scenario planned = Kova::applyPlan(m_document->scenario(), *m_sweepCatalogue, *plan);
    if (const std::optional<QString> name = nameAfterApply())
        planned.name = *name;
    return m_document->edit(u"plan"_s, [&](Scenario& s) { s = planned; }, false, [] { return tr("Apply plan"); });
}

bool PlanPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_content && event->type() == QEvent::LayoutRequest)
        updateGeometry(); // a longer text or a new language: the dock asks again how wide the panel must be
    return QWidget::eventFilter(watched, event);
}

QSize PlanPanel::minimumSizeHint() const
{
    QSize hint = QWidget::minimumSizeHint();

    if (m_content)
        hint.setWidth(std::max(hint.width(),
            m_content->minimumSizeHint().width() + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this)));
    return hint;
}

QSize PlanPanel::sizeHint() const
{
    QSize hint = QWidget::sizeHint();
    if (!m_content)
        return hint;
    const int width = std::max(this->width(), m_content->minimumSizeHint().width());
    if (m_content->layout() && m_content->layout()->hasHeightForWidth())
        hint.setHeight(std::max(hint.height(), m_content->layout()->heightForWidth(width)));
    else
        hint.setHeight(std::max(hint.height(), m_content->sizeHint().height()));
    return hint;
}

} // namespace Kova
