#include "panels/offerspanel.h"

#include "document/scenariodocument.h"
#include "model/names.h"
#include "model/scenariokeys.h"
#include "models/cachedtextdelegate.h"
#include "models/offerfiltermodel.h"
#include "models/offergroupmodel.h"
#include "models/offertablemodel.h"
#include "sources/settings.h"
#include "widgets/retranslation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QGridLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSet>
#include <QShowEvent>
#include <QSpinBox>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrentRun>
#include <algorithm>
#include <functional>
#include <vector>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// The interconnect choices' data: "link:nvlink", "network:infiniband".
const auto LinkPrefix = "link:"_L1;
const auto NetworkPrefix = "network:"_L1;

// A filter box at least as wide as its current choice ("Any interconnect" whole), up to a bound past which a long
// region or provider name is shortened and given whole in the tooltip.
void fitToCurrentText(QComboBox* box)
{
    constexpr int Widest = 240;
    QStyleOptionComboBox option;
    option.initFrom(box);
    option.currentText = box->currentText();
    const QSize text(box->fontMetrics().horizontalAdvance(box->currentText()) + 2, box->fontMetrics().height());
    const int need = box->style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, box).width();
    box->setMinimumWidth(std::min(need, Widest));
    box->setToolTip(need > Widest ? box->currentText() : QString());
}

// Puts `values` (data, text) in `box` after its "any" entry, keeping the current choice when it is still there.
void refill(QComboBox* box, const QString& any, const QList<std::pair<QVariant, QString>>& values)
{
    const QVariant current = box->currentData();
    const QSignalBlocker blocker(box);
    box->clear();
    box->addItem(any, QVariant());
    for (const auto& [data, text] : values)
        box->addItem(text, data);
    box->setCurrentIndex(std::max(0, box->findData(current)));
    fitToCurrentText(box);
}

QList<std::pair<QVariant, QString>> sortedTexts(const QSet<QString>& set)
{
    QStringList texts(set.begin(), set.end());
    texts.sort(Qt::CaseInsensitive);
    QList<std::pair<QVariant, QString>> out;
    for (const QString& t : texts)
        out.append({ t, t });
    return out;
}

} // namespace

OffersPanel::OffersPanel(QWidget* parent)
    : QWidget(parent)
    , m_filter(new QLineEdit(this))
    , m_gpu(new QComboBox(this))
    , m_provider(new QComboBox(this))
    , m_region(new QComboBox(this))
    , m_mode(new QComboBox(this))
    , m_interconnect(new QComboBox(this))
    , m_minGpus(new QSpinBox(this))
    , m_group(new QCheckBox(this))
    , m_count(new QLabel(this))
    , m_use(new QPushButton(this))
    , m_model(new OfferTableModel(this))
    , m_proxy(new OfferFilterModel(this))
    , m_groups(new OfferGroupModel(this))
    , m_view(new QTableView(this))
{
    m_proxy->setOfferModel(m_model);
    m_groups->setOffers(m_proxy);
    m_view->setModel(m_groups);
    CachedTextDelegate::install(m_view); // each text shaped once, not at every paint
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(OfferTableModel::TierColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed); // one row height: no per-row layout
    // Thousands of rows: the columns are sized to the first rows' contents when the catalogue, the totals
    // or the language change, not at every keystroke; the user may resize them.
    m_view->horizontalHeader()->setResizeContentsPrecision(50);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // Not stretched: past the view's width a stretched last column is squeezed below its text.
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_use->setEnabled(false);
    buildFilters();

    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (m_groups->isGroupRow(index.row())) {
            if (index.column() != OfferTableModel::TierColumn) // the arrow's single click has done it
                toggleGroup(index.row());
            return;
        }
        const QString url = index.data(OfferTableModel::UrlRole).toString();
        if (index.column() == OfferTableModel::SourceColumn && !url.isEmpty())
            QDesktopServices::openUrl(QUrl(url));
        else
            chooseRow(index.row());
    });
    connect(m_view, &QTableView::clicked, this, [this](const QModelIndex& index) {
        if (index.column() == OfferTableModel::TierColumn) // the header's arrow
            toggleGroup(index.row());
    });
    connect(m_view, &QTableView::customContextMenuRequested, this, &OffersPanel::showContextMenu);
    connect(m_use, &QPushButton::clicked, this, [this] { chooseRow(selectedRow()); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const int row = selectedRow();
        const QString id = offerIdAt(row);
        m_use->setEnabled(m_document && !id.isEmpty() && id != m_document->scenario().cluster.offerId);
    });
    connect(&m_quoting, &QFutureWatcher<QList<OfferQuote>>::finished, this, &OffersPanel::showQuotes);
    connect(m_model, &OfferTableModel::textsPrepared, this, [this](const QList<int>& columns) {
        if (isVisible())
            for (int column : columns)
                fitColumn(column);
    });
    for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
        connect(m_proxy, signal, this, &OffersPanel::showCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &OffersPanel::showCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &OffersPanel::showCount);
}

OffersPanel::~OffersPanel()
{
    m_quoting.waitForFinished();
}

void OffersPanel::buildFilters()
{
    m_filter->setClearButtonEnabled(true);
    for (QComboBox* box : { m_gpu, m_provider, m_region, m_mode, m_interconnect }) {
        // As wide as the layout gives, not as the longest region or provider of the market.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
        connect(box, &QComboBox::currentIndexChanged, box, [box] { fitToCurrentText(box); });
    }
    m_minGpus->setRange(0, 10000);
    m_minGpus->setSingleStep(8);
    m_minGpus->setGroupSeparatorShown(true);
    // Two rows of four: the offers dock may be as narrow as the space between the side docks.
    auto* filters = new QGridLayout;
    filters->addWidget(m_filter, 0, 0, 1, 2);
    filters->addWidget(m_gpu, 0, 2);
    filters->addWidget(m_provider, 0, 3);
    filters->addWidget(m_region, 1, 0);
    filters->addWidget(m_mode, 1, 1);
    filters->addWidget(m_interconnect, 1, 2);
    filters->addWidget(m_minGpus, 1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    auto* footer = new QHBoxLayout;
    footer->addWidget(m_count, 1);
    footer->addWidget(m_group);
    footer->addWidget(m_use);
    layout->addLayout(footer);
    retranslateWith(this, [this] {
        // A short hint, whole in the narrow dock of a laptop; the tooltip says what is searched.
        m_filter->setPlaceholderText(tr("Provider, instance, GPU, region…", "hint in the empty offer search field"));
        m_filter->setToolTip(tr("Shows the offers whose provider, instance, GPU or region contains these words"));
        m_filter->setAccessibleName(tr("Filter offers"));
        m_gpu->setAccessibleName(tr("GPU model"));
        m_provider->setAccessibleName(tr("Provider"));
        m_region->setAccessibleName(tr("Region"));
        m_mode->setAccessibleName(tr("Purchase mode"));
        m_interconnect->setAccessibleName(tr("Interconnect"));
        m_minGpus->setAccessibleName(tr("Minimum GPUs in one place"));
        m_minGpus->setSpecialValueText(tr("Any size"));
        //: Prefix of the minimum GPU count: "≥ 64 GPUs".
        m_minGpus->setPrefix(tr("≥ "));
        m_minGpus->setSuffix(tr(" GPUs"));
        m_group->setText(tr("&Group by GPU"));
        m_use->setText(tr("&Use offer"));
        m_use->setAccessibleName(tr("Use the selected offer for the scenario"));
        m_view->setAccessibleName(tr("Offers"));
        m_view->setToolTip(tr("Double-click a row, or select it and press Use offer, to price the scenario on "
                              "that offer"));
        // In a tooltip: wrapped beside the count, it took six lines of a laptop's short dock and was cut there.
        m_count->setToolTip(tr("Prices are tracked with their sources and dates: confirm availability and terms "
                               "with the provider."));
        fillChoices();
        showCount();
        m_model->retranslate();
        fitColumns();
    });

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &OfferFilterModel::setSearchText);
    for (QComboBox* box : { m_gpu, m_provider, m_region, m_mode, m_interconnect })
        connect(box, &QComboBox::currentIndexChanged, this, &OffersPanel::applyFilters);
    connect(m_minGpus, &QSpinBox::valueChanged, this, &OffersPanel::applyFilters);
    connect(m_group, &QCheckBox::toggled, this, [this](bool grouped) {
        m_proxy->setGroupedByGpu(grouped); // a GPU model's offers together, sorted within it
        m_groups->setGrouped(grouped);
        fitColumns(); // the groups' headers, in bold
    });
}

void OffersPanel::fillChoices()
{
    QList<std::pair<QVariant, QString>> gpus;
    QSet<QString> providers, regions;
    if (const Catalogue* c = m_model->catalogue()) {
        QSet<QString> offered;
        const Offer* previous = nullptr;
        for (const Offer& o : c->offers) {
            // A feed lists an instance's regions, a provider's instances together: 50,000 offers hash a few.
            if (!previous || o.gpuId != previous->gpuId)
                offered.insert(o.gpuId);
            if (!previous || o.provider != previous->provider)
                providers.insert(o.provider);
            if (!o.region.isEmpty() && (!previous || o.region != previous->region))
                regions.insert(o.region);
            previous = &o;
        }
        for (const GpuModel& g : c->gpus) // in the catalogue's order: by generation
            if (offered.contains(g.id))
                gpus.append({ g.id, g.name });
    }
    refill(m_gpu, tr("Any GPU"), gpus);
    refill(m_provider, tr("Any provider"), sortedTexts(providers));
    QList<std::pair<QVariant, QString>> regionChoices = sortedTexts(regions);
    for (auto& [region, text] : regionChoices)
        text = catalogueText(region.toString()); // the catalogue's own words in the window's language
    refill(m_region, tr("Any region"), regionChoices);
    QList<std::pair<QVariant, QString>> modes;
    for (PurchaseMode m : AllPurchaseModes)
        modes.append({ int(m), purchaseModeTitle(m) });
    refill(m_mode, tr("Any mode"), modes);
    QList<std::pair<QVariant, QString>> interconnects;
    for (LinkKind k : valuesOf<LinkKind>())
        interconnects.append({ QString(LinkPrefix + keyOf(k)), tr("In node: %1").arg(linkName(k)) });
    for (ClusterNetwork n : valuesOf<ClusterNetwork>())
        interconnects.append({ QString(NetworkPrefix + keyOf(n)), tr("Between nodes: %1").arg(clusterNetworkName(n)) });
    refill(m_interconnect, tr("Any interconnect"), interconnects);
}

void OffersPanel::applyFilters()
{
    OfferFilter f = m_proxy->offerFilter();
    f.match = OfferFilter::Match::Whole; // the choices are the catalogue's own values
    f.gpu = m_gpu->currentData().toString();
    f.provider = m_provider->currentData().toString();
    f.region = m_region->currentData().toString();
    f.mode
        = m_mode->currentData().isValid() ? std::optional(PurchaseMode(m_mode->currentData().toInt())) : std::nullopt;
    const QString interconnect = m_interconnect->currentData().toString();
    f.link = interconnect.startsWith(LinkPrefix) ? fromKey<LinkKind>(QStringView(interconnect).mid(LinkPrefix.size()))
                                                 : std::nullopt;
    f.network = interconnect.startsWith(NetworkPrefix)
        ? fromKey<ClusterNetwork>(QStringView(interconnect).mid(NetworkPrefix.size()))
        : std::nullopt;
    f.minGpus = m_minGpus->value();
    m_proxy->setOfferFilter(f);
}

void OffersPanel::showCount()
{
    const int rows = m_proxy->rowCount();
    const int offers = m_proxy->offersShown();
    const QString shown = tr("%1 of %Ln offer(s)", nullptr, m_model->rowCount()).arg(QLocale().toString(offers));
    // An offer sold alike in several regions has one row.
    m_count->setText(rows == offers ? shown : tr("%1, in %Ln row(s)", nullptr, rows).arg(shown));
}

void OffersPanel::setDocument(ScenarioDocument* document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (!m_document)
        return;
    if (m_model->catalogue() != &m_document->catalogue()) {
        m_model->setCatalogue(m_document->sharedCatalogue());
        fillChoices();
        applyFilters();
        fitColumns();
    }
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &OffersPanel::showCurrentOffer);
    connect(m_document, &ScenarioDocument::estimateChanged, this, &OffersPanel::requestQuotes);
    showCurrentOffer();
    requestQuotes();
}

int OffersPanel::selectedRow() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

QString OffersPanel::offerIdAt(int viewRow) const
{
    return m_groups->index(viewRow, 0).data(OfferTableModel::OfferIdRole).toString();
}

bool OffersPanel::toggleGroup(int viewRow)
{
    if (!m_groups->isGroupRow(viewRow))
        return false;
    const QString gpu = m_groups->groupAt(viewRow);
    m_groups->setExpanded(gpu, !m_groups->isExpanded(gpu));
    return true;
}

bool OffersPanel::chooseRow(int viewRow)
{
    if (!m_document || viewRow < 0)
        return false;
    const QString id = offerIdAt(viewRow);
    if (id.isEmpty() || id == m_document->scenario().cluster.offerId)
        return false;
    return m_document->edit(
        ScenarioKey::ClusterOffer, [&](Scenario& s) { s.cluster.offerId = id; }, false,
        [] { return tr("Choose offer"); });
}

void OffersPanel::showContextMenu(const QPoint& position)
{
    const QModelIndex index = m_view->indexAt(position);
    if (!index.isValid())
        return;
    QMenu menu(this);
    if (m_groups->isGrouped()) {
        connect(menu.addAction(tr("Expand All Groups")), &QAction::triggered, this,
            [this] { m_groups->setAllExpanded(true); });
        connect(menu.addAction(tr("Collapse All Groups")), &QAction::triggered, this,
            [this] { m_groups->setAllExpanded(false); });
        if (m_groups->isGroupRow(index.row())) {
            menu.exec(m_view->viewport()->mapToGlobal(position));
            return;
        }
        menu.addSeparator();
    }
    QAction* use = menu.addAction(tr("Use this offer for the scenario"));
    use->setEnabled(
        m_document && index.data(OfferTableModel::OfferIdRole).toString() != m_document->scenario().cluster.offerId);
    connect(use, &QAction::triggered, this, [this, row = index.row()] { chooseRow(row); });
    const QString url = index.data(OfferTableModel::UrlRole).toString();
    if (!url.isEmpty())
        connect(menu.addAction(tr("Open the price's source")), &QAction::triggered, this,
            [url] { QDesktopServices::openUrl(QUrl(url)); });
    menu.exec(m_view->viewport()->mapToGlobal(position));
}

void OffersPanel::showCurrentOffer()
{
    if (!m_document)
        return;
    const QString id = m_document->scenario().cluster.offerId;
    if (id != m_model->currentOffer()) {
        m_model->setCurrentOffer(id);
        widenForCurrentOffer();
    }
    const QString selected = offerIdAt(selectedRow());
    m_use->setEnabled(!selected.isEmpty() && selected != id);
}

// The scenario's offer is in bold: its cells may need more room than the columns were fitted to.
void OffersPanel::widenForCurrentOffer()
{
    const int row = shownRow(m_model->rowOf(m_model->currentOffer()));
    if (row < 0 || !isVisible())
        return;
    QHeaderView* header = m_view->horizontalHeader();
    for (int column = 0; column < m_groups->columnCount(); ++column)
        if (!header->isSectionHidden(column) && neededWidth(row, column) > header->sectionSize(column))
            header->resizeSection(column, neededWidth(row, column));
}

void OffersPanel::setOnScreen(bool onScreen)
{
    m_onScreen = onScreen;
    if (onScreen && m_quotesStale)
        requestQuotes();
}

void OffersPanel::requestQuotes()
{
    if (!m_document)
        return;
    m_quotesStale = !m_onScreen;
    if (m_quotesStale)
        return;
    if (m_quoting.isRunning()) {
        m_quoteAgain = true;
        return;
    }
    m_quoteAgain = false;
    m_quotedCatalogue = m_document->sharedCatalogue();
    m_quotedScenario = m_document->scenario();
    PlanSpace space; // the networks plans may count on, as the command line's plan remembers them
    space.allowUnconfirmedNetwork = Settings().planAllowsUnconfirmedNetwork();
    m_quoting.setFuture(QtConcurrent::run(
        [s = m_quotedScenario, c = m_quotedCatalogue, space] { return quoteOffersOrOnDemand(s, *c, space); }));
}

void OffersPanel::setTrends(QHash<QString, PriceTrend> trends)
{
    if (!m_model->setTrends(std::move(trends)) || !isVisible())
        return;
    for (int column = OfferTableModel::OnDemandColumn; column <= OfferTableModel::ReservedColumn; ++column)
        fitColumn(column);
    m_model->prepareTexts(); // then fitted to their longest texts
}

void OffersPanel::fitColumns()
{
    // Measured when shown: a hidden panel's fonts and texts may not be the ones the user will see.
    if (!isVisible())
        return;
    for (int column = 0; column < m_groups->columnCount(); ++column)
        fitColumn(column);
    m_model->prepareTexts(); // then fitted to their longest texts
}

void OffersPanel::fitColumn(int column)
{
    // No name, region or tier may be cut, but a whole market has thousands of cells a column: the first rows are
    // measured, the groups' headers, the scenario's offer (in bold), and the shown offers with the longest texts.
    constexpr int Longest = 24;
    constexpr int FirstRows = 50;
    QHeaderView* header = m_view->horizontalHeader();
    if (header->isSectionHidden(column))
        return;
    int width = header->sectionSizeHint(column); // never narrower than the header
    const auto measure = [&](int row) { width = std::max(width, neededWidth(row, column)); };
    const int rows = m_groups->rowCount();
    for (int row = 0; row < std::min(rows, FirstRows); ++row)
        measure(row);
    for (int row = FirstRows; m_groups->isGrouped() && row < rows; ++row)
        if (m_groups->isGroupRow(row))
            measure(row);
    if (const int current = shownRow(m_model->rowOf(m_model->currentOffer())); current >= 0)
        measure(current);
    int measured = 0;
    for (const int offerRow : m_model->rowsByTextLength(column)) {
        const int row = shownRow(offerRow);
        if (row < 0)
            continue;
        measure(row);
        if (++measured == Longest)
            break;
    }
    header->resizeSection(column, width);
}

int OffersPanel::shownRow(int offerRow) const
{
    if (offerRow < 0)
        return -1;
    return m_groups->mapFromSource(m_proxy->mapFromSource(m_model->index(offerRow, 0))).row();
}

// As QTableView::resizeColumnToContents: the cell's size hint and the grid's line.
int OffersPanel::neededWidth(int viewRow, int column) const
{
    return m_view->sizeHintForIndex(m_groups->index(viewRow, column)).width() + (m_view->showGrid() ? 1 : 0);
}

void OffersPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    fitColumns();
}

void OffersPanel::showQuotes()
{
    // Quotes of another catalogue than the one shown are dropped; the next ones are asked for.
    if (m_document && m_quotedCatalogue.get() == m_model->catalogue()) {
        const bool first = m_model->quotes().isEmpty();
        const int sortedBy = m_view->horizontalHeader()->sortIndicatorSection();
        m_model->setQuotes(m_quoting.result(), m_quotedScenario.mode, m_quotedScenario.cluster.gpus,
            sortedBy == OfferTableModel::TotalColumn || sortedBy == OfferTableModel::WallClockColumn);
        if (first && isVisible()) // the totals' columns were empty
            for (int column : { OfferTableModel::TotalColumn, OfferTableModel::WallClockColumn })
                fitColumn(column);
        if (isVisible())
            m_model->prepareTexts(); // then fitted to their longest texts: other totals may be longer
    }
    if (m_document && m_document->hasEstimate())
        m_model->setTierRanking(m_document->analysis().tiers);
    if (m_quoteAgain || (m_document && m_document->scenario() != m_quotedScenario)) {
        requestQuotes();
        return;
    }
    Q_EMIT quotesReady();
}

} // namespace Kova
