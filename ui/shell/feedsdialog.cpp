#include "shell/feedsdialog.h"

#include "io/cataloguefile.h"
#include "sources/catalogueinuse.h"
#include "sources/defaultfeeds.h"
#include "sources/exchangerate.h"
#include "sources/feedlist.h"
#include "sources/pricehistory.h"
#include "text/format.h"
#include "widgets/fileopening.h"
#include "widgets/plainmessage.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

QList<FeedState> readFeedStates(const QList<QUrl>& urls, const FeedCache& cache)
{
    QList<FeedState> states;
    for (const QUrl& url : urls) {
        const auto copy = cache.load(url);
        states.append(
            copy ? FeedState { copy->catalogue.offers.size(), copy->fetched.toLocalTime().date() } : FeedState {});
    }
    return states;
}

} // namespace

FeedsDialog::FeedsDialog(QWidget* parent, Settings settings, FeedCache cache)
    : QDialog(parent)
    , m_settings(settings)
    , m_updater(std::move(cache))
    , m_rates(new ExchangeRateUpdater(this))
{
    setWindowTitle(tr("Catalogue Feeds and Currency"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createFeedsGroup());
    layout->addWidget(createCurrencyGroup());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(&m_updater, &FeedUpdater::progress, this, [this](const FeedProgress& p) {
        m_progress->setRange(0, std::max(p.feedsTotal, 1));
        m_progress->setValue(p.feedsDone);
        m_progress->setFormat(tr("%1 of %2 feeds, %3 received")
                .arg(p.feedsDone)
                .arg(p.feedsTotal)
                .arg(QLocale().formattedDataSize(p.bytesReceived)));
    });
    connect(&m_updater, &FeedUpdater::finished, this, &FeedsDialog::onFinished);
    connect(m_rates, &ExchangeRateUpdater::finished, this, [this](const ExchangeRateUpdate& u) {
        m_updateRate->setEnabled(true);
        if (!u.rate)
            return showMessages({ tr("The exchange rate was not updated: %1").arg(u.error) });
        if (!m_settings.setExchangeRate(*u.rate))
            return showMessages({ settingsNotSaved(m_settings) });
        refreshRate();
        Q_EMIT exchangeRateChanged();
        showMessages({ tr("Exchange rate updated: %1").arg(Formatter().exchangeRate(*u.rate)) });
    });
    refreshList();
    refreshRate();
    resize(640, 560);
}

FeedsDialog::~FeedsDialog() = default;

QWidget* FeedsDialog::createFeedsGroup()
{
    auto* box = new QGroupBox(tr("Catalogue feeds"), this);
    auto* v = new QVBoxLayout(box);
    auto* intro = new QLabel(tr("The embedded catalogue is always used. Feeds you add here are laid over it: when two "
                                "sources disagree on an offer, the newer observation wins."),
        box);
    intro->setWordWrap(true);
    v->addWidget(intro);
    m_list = new QListWidget(box);
    v->addWidget(m_list);
    auto* addRow = new QHBoxLayout;
    m_newUrl = new QLineEdit(box);
    m_newUrl->setPlaceholderText(tr("https://example.com/kova-catalogue.json"));
    m_add = new QPushButton(tr("&Add"), box);
    m_remove = new QPushButton(tr("&Remove"), box);
    addRow->addWidget(m_newUrl, 1);
    addRow->addWidget(m_add);
    addRow->addWidget(m_remove);
    v->addLayout(addRow);
    auto* defaultsRow = new QHBoxLayout;
    m_addDefaults = new QPushButton(tr("Add the &Public Catalogues"), box);
    m_addDefaults->setObjectName(u"addDefaultFeeds"_s);
    QStringList defaults;
    for (const QUrl& u : defaultFeedUrls())
        defaults << u.toDisplayString();
    m_addDefaults->setToolTip(plainToolTip(
        tr("The SkyPilot project's public price catalogues of the main GPU clouds, refreshed by its maintainers:")
        + u'\n' + defaults.join(u'\n')));
    defaultsRow->addWidget(m_addDefaults);
    defaultsRow->addStretch(1);
    v->addLayout(defaultsRow);
    auto* updateRow = new QHBoxLayout;
    m_update = new QPushButton(tr("&Update Now"), box);
    m_cancel = new QPushButton(tr("&Cancel"), box);
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(box);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    updateRow->addWidget(m_update);
    updateRow->addWidget(m_progress, 1);
    updateRow->addWidget(m_cancel);
    v->addLayout(updateRow);
    m_messages = new QPlainTextEdit(box);
    m_messages->setReadOnly(true);
    m_messages->setMaximumBlockCount(200);
    m_messages->setPlaceholderText(tr("What the last update changed, and what failed, appears here."));
    v->addWidget(m_messages);

    connect(m_add, &QPushButton::clicked, this, &FeedsDialog::addFeed);
    connect(m_newUrl, &QLineEdit::returnPressed, this, &FeedsDialog::addFeed);
    connect(m_remove, &QPushButton::clicked, this, &FeedsDialog::removeFeed);
    connect(m_addDefaults, &QPushButton::clicked, this, &FeedsDialog::addDefaultFeeds);
    connect(m_update, &QPushButton::clicked, this, &FeedsDialog::updateNow);
    connect(m_cancel, &QPushButton::clicked, &m_updater, &FeedUpdater::cancel);
    connect(m_list, &QListWidget::itemSelectionChanged, this,
        [this] { m_remove->setEnabled(!m_list->selectedItems().isEmpty() && !isUpdating()); });
    return box;
}

QWidget* FeedsDialog::createCurrencyGroup()
{
    auto* box = new QGroupBox(tr("Currency"), this);
    auto* form = new QFormLayout(box);
    m_currency = new QComboBox(box);
    m_currency->addItem(tr("US dollar (USD), the catalogue's"), u"USD"_s);
    m_currency->addItem(tr("Euro (EUR), converted"), u"EUR"_s);
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(m_settings.displayCurrency())));
    form->addRow(tr("Show amounts in:"), m_currency);
    m_rate = new QLabel(box);
    m_rate->setObjectName(u"rate"_s);
    m_rate->setWordWrap(true);
    form->addRow(tr("Exchange rate:"), m_rate);
    auto* byHand = new QHBoxLayout;
    m_eurPerUsd = new QDoubleSpinBox(box);
    m_eurPerUsd->setRange(0, 1000);
    m_eurPerUsd->setSpecialValueText(tr("none", "no exchange rate typed"));
    m_eurPerUsd->setDecimals(4);
    m_eurPerUsd->setSingleStep(0.01);
    m_eurPerUsd->setSuffix(tr(" € per $"));
    auto* set = new QPushButton(tr("&Set"), box);
    m_updateRate = new QPushButton(tr("Update from the &ECB"), box);
    byHand->addWidget(m_eurPerUsd);
    byHand->addWidget(set);
    byHand->addWidget(m_updateRate);
    byHand->addStretch();
    form->addRow(tr("Rate typed by hand:"), byHand);

    connect(m_currency, &QComboBox::currentIndexChanged, this, [this] {
        const QString c = m_currency->currentData().toString();
        if (!m_settings.setDisplayCurrency(c))
            showMessages({ settingsNotSaved(m_settings) });
        Q_EMIT displayCurrencyChanged(c);
    });
    connect(set, &QPushButton::clicked, this, &FeedsDialog::setRateByHand);
    connect(m_updateRate, &QPushButton::clicked, this, &FeedsDialog::updateRate);
    return box;
}

void FeedsDialog::setLimits(const FetchLimits& limits)
{
    m_updater.setLimits(limits);
    m_rates->setLimits(limits);
}

bool FeedsDialog::isUpdating() const
{
    return m_updater.isRunning() || m_takingIn;
}

void FeedsDialog::refreshList()
{
    // Counting a copy's offers reads it whole, seconds for a large feed: the feeds are listed at once, the state of
    // those with a copy once read.
    const QList<QUrl> urls = FeedList(m_settings).urls();
    QList<FeedState> states;
    for (const QUrl& url : urls)
        states.append(
            QFile::exists(m_updater.cache().fileFor(url)) ? FeedState { FeedState::Reading, {} } : FeedState {});
    showList(urls, states);
    auto* reading = new QFutureWatcher<QList<FeedState>>(this);
    connect(reading, &QFutureWatcherBase::finished, this, [this, reading, urls, read = ++m_listReads] {
        reading->deleteLater();
        if (read == m_listReads)
            showList(urls, reading->result());
    });
    reading->setFuture(QtConcurrent::run(
        FileOpening::threads(), [urls, cache = m_updater.cache()] { return readFeedStates(urls, cache); }));
}

void FeedsDialog::showList(const QList<QUrl>& urls, const QList<FeedState>& states)
{
    m_list->clear();
    const Formatter f;
    for (qsizetype i = 0; i < urls.size(); ++i) {
        const FeedState& state = states.at(i);
        const QString text = state.offers == FeedState::Reading ? tr("reading its copy…")
            : state.offers == FeedState::NoCopy
            ? tr("not fetched yet")
            : tr("%Ln offer(s), fetched %1", nullptr, int(state.offers)).arg(f.date(state.fetched));
        auto* item = new QListWidgetItem(urls.at(i).toDisplayString() + u"  —  "_s + text, m_list);
        item->setData(Qt::UserRole, urls.at(i));
    }
    m_remove->setEnabled(!m_list->selectedItems().isEmpty());
    m_update->setEnabled(m_list->count() > 0 && !isUpdating());
}

void FeedsDialog::addFeed()
{
    const QUrl url = FeedList::fromUserInput(m_newUrl->text());
    if (const auto problem = FeedList(m_settings).add(url))
        return showMessages({ problem->text });
    m_newUrl->clear();
    refreshList();
    showMessages({ tr("Added %1. Press Update Now to fetch it.").arg(url.toDisplayString()) });
}

void FeedsDialog::addDefaultFeeds()
{
    const auto added = FeedList(m_settings).addDefaults();
    if (!added)
        return showMessages({ added.error().problem });
    refreshList();
    showMessages({ added.value() == 0 ? tr("The public catalogues are already in the list.")
                                      : tr("Added %Ln public catalogue(s) (SkyPilot). Press Update Now to fetch them.",
                                            nullptr, added.value()) });
}

void FeedsDialog::removeFeed()
{
    const auto items = m_list->selectedItems();
    if (items.isEmpty())
        return;
    const QUrl url = items.first()->data(Qt::UserRole).toUrl();
    if (const auto problem = FeedList(m_settings).remove(url))
        return showMessages({ problem->text });
    m_updater.cache().remove(url);
    refreshList();
    showMessages({ tr("Removed %1; its offers are no longer used.").arg(url.toDisplayString()) });
    Q_EMIT catalogueChanged();
}

void FeedsDialog::updateNow()
{
    if (isUpdating())
        return;
    const QList<QUrl> urls = FeedList(m_settings).urls();
    if (urls.isEmpty())
        return showMessages({ tr("There is no feed to update: only the embedded catalogue is in use.") });
    m_update->setEnabled(false);
    m_add->setEnabled(false);
    m_addDefaults->setEnabled(false);
    m_remove->setEnabled(false);
    m_cancel->setEnabled(true);
    m_messages->setPlainText(tr("Updating %Ln feed(s)…", nullptr, int(urls.size())));
    m_updater.start(urls);
}

void FeedsDialog::onFinished(const FeedUpdateReport& report)
{
    m_cancel->setEnabled(false);
    m_add->setEnabled(true);
    m_addDefaults->setEnabled(true);
    m_takingIn = true;
    // SQLite's integrity check reads the whole history, hundreds of MB after years of large feeds: off the GUI thread.
    auto* checking = new QFutureWatcher<std::optional<QString>>(this);
    connect(checking, &QFutureWatcherBase::finished, this, [this, checking, report] {
        checking->deleteLater();
        QStringList lines;
        const std::optional<QString> damage = checking->result();
        if (damage && offerToMoveHistoryAside(*damage)) {
            QString aside;
            const auto problem = PriceHistory::moveAside(PriceHistory::defaultPath(), &aside);
            lines << (problem ? *problem : tr("The damaged price history was moved aside to %1.").arg(aside));
        }
        takeIn(report, lines);
    });
    // Opened only to be checked: closed before it is moved aside, recorded into afterwards.
    checking->setFuture(QtConcurrent::run(FileOpening::threads(), [] {
        const PriceHistory history(PriceHistory::defaultPath());
        return history.isDamaged() ? std::optional<QString>(history.lastError()) : std::nullopt;
    }));
}

void FeedsDialog::takeIn(const FeedUpdateReport& report, const QStringList& lines)
{
    // Recording a large feed's prices and merging the catalogue again take seconds: off the GUI thread.
    const QList<QUrl> urls = FeedList(m_settings).urls();
    auto* takingIn = new QFutureWatcher<TakenIn>(this);
    connect(takingIn, &QFutureWatcherBase::finished, this, [this, takingIn, report, lines, urls] {
        takingIn->deleteLater();
        m_takingIn = false;
        showTakenIn(report, takingIn->result(), lines, urls);
    });
    takingIn->setFuture(QtConcurrent::run(FileOpening::threads(), [report, urls, cache = m_updater.cache()] {
        TakenIn out;
        PriceHistory history(PriceHistory::defaultPath());
        // Every good copy, updated or not, so that prices a lock or a kill kept out are recorded now.
        out.recorded = recordPrices(history, report);
        out.historyError = history.lastError();
        out.inUse = loadCatalogueInUse(urls, cache);
        out.states = readFeedStates(urls, cache);
        return out;
    }));
}

void FeedsDialog::showTakenIn(
    const FeedUpdateReport& report, const TakenIn& takenIn, QStringList lines, const QList<QUrl>& urls)
{
    bool changed = false;
    for (const FeedOutcome& o : report.outcomes) {
        switch (o.status) {
        case FeedOutcome::Status::Updated:
            changed = true;
            lines << tr("Updated %1: %Ln change(s) in the offers.", nullptr, int(o.changes.size()))
                         .arg(o.url.toDisplayString());
            for (const QString& note : o.notes)
                lines << u"  "_s + note;
            break;
        case FeedOutcome::Status::Unchanged:
            lines << tr("%1 has not changed since the last update.").arg(o.url.toDisplayString());
            break;
        case FeedOutcome::Status::Failed:
            lines << tr("Not updated, the last good copy stays in use: %1").arg(o.message);
            break;
        case FeedOutcome::Status::Cancelled:
            lines << tr("Cancelled: %1").arg(o.url.toDisplayString());
            break;
        }
    }
    if (!takenIn.recorded)
        lines << tr("%1; the prices will be recorded by the next update").arg(takenIn.historyError);
    const CatalogueInUse& inUse = takenIn.inUse;
    constexpr qsizetype ConflictsShown = 20;
    const qsizetype conflicts = inUse.merged.conflicts.size();
    for (const OfferConflict& c : inUse.merged.conflicts.first(std::min(conflicts, ConflictsShown))) {
        const Formatter f(QLocale(), c.kept.currency);
        auto price = [&](const Offer& o) {
            const auto p = o.prices.price(PurchaseMode::OnDemand);
            return p ? f.gpuHourRate(*p) : QString();
        };
        lines << tr("Sources disagree on %1: using %2 observed %3 (%4) rather than %5 observed %6 (%7).")
                     .arg(c.offerId, price(c.kept), f.date(c.kept.observed), c.kept.feed, price(c.dropped),
                         f.date(c.dropped.observed), c.dropped.feed);
    }
    if (conflicts > ConflictsShown)
        lines << tr("… and %Ln more offer(s) on which sources disagree (kova-planner catalog lists them all).", nullptr,
            int(conflicts - ConflictsShown));
    m_messages->clear();
    showMessages(lines);
    showList(urls, takenIn.states);
    if (changed)
        Q_EMIT catalogueChanged();
}

bool FeedsDialog::offerToMoveHistoryAside(const QString& problem)
{
    QMessageBox box(QMessageBox::Warning, tr("Damaged price history"),
        tr("The price history cannot be read: it is damaged. Move it aside and start a new one? The catalogue "
           "and your feeds are kept; only the past prices are set apart."),
        QMessageBox::NoButton, this);
    box.setDetailedText(problem);
    box.addButton(tr("Move Aside and Start Anew"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::AcceptRole || box.buttonRole(box.clickedButton()) == QMessageBox::AcceptRole;
}

void FeedsDialog::showMessages(const QStringList& lines)
{
    for (const QString& line : lines)
        m_messages->appendPlainText(line);
}

void FeedsDialog::refreshRate()
{
    const auto r = m_settings.exchangeRate();
    m_rate->setText(r ? Formatter().exchangeRate(*r) : tr("none yet: update it from the ECB or type one"));
    if (r)
        m_eurPerUsd->setValue(r->convert(1.0, u"USD"_s, u"EUR"_s).value_or(m_eurPerUsd->value()));
}

void FeedsDialog::setRateByHand()
{
    if (m_eurPerUsd->value() <= 0)
        return showMessages({ tr("Type how many euros one US dollar buys, then press Set.") });
    const auto r = manualExchangeRate(u"USD"_s, u"EUR"_s, m_eurPerUsd->value());
    if (!r)
        return showMessages({ r.error().problem });
    if (!m_settings.setExchangeRate(r.value()))
        return showMessages({ settingsNotSaved(m_settings) });
    refreshRate();
    Q_EMIT exchangeRateChanged();
}

void FeedsDialog::updateRate()
{
    m_updateRate->setEnabled(false);
    m_rates->start(m_settings.exchangeRatesUrl());
}

} // namespace Kova
