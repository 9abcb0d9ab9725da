#pragma once

#include "sources/catalogueinuse.h"
#include "sources/feedcache.h"
#include "sources/feedupdater.h"
#include "sources/settings.h"

#include <QDate>
#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace Kova {

class ExchangeRateUpdater;

// What the feed list says of a feed: its copy's offers and when it was fetched.
struct FeedState
{
    static constexpr qsizetype NoCopy = -1;
    static constexpr qsizetype Reading = -2;
    qsizetype offers = NoCopy;
    QDate fetched;
};

// What an update leaves to do once its feeds are in, done off the GUI thread: the prices recorded, the catalogue
// merged again, the list's states read.
struct TakenIn
{
    bool recorded = false;
    QString historyError;
    CatalogueInUse inUse;
    QList<FeedState> states;
};

// Settings › Feeds: the user's catalogue feeds (add, remove, update now with progress and cancel,
// errors in plain words) and the display currency with its exchange rate.
class FeedsDialog : public QDialog
{
    Q_OBJECT

public:
    // nullptr settings: the application's; the cache defaults to QStandardPaths' cache location.
    explicit FeedsDialog(QWidget* parent = nullptr, Settings settings = Settings(), FeedCache cache = FeedCache());
    ~FeedsDialog() override;

    void setLimits(const FetchLimits& limits);
    void updateNow();
    bool isUpdating() const;

Q_SIGNALS:
    // A feed's copy was replaced or the feed list changed: reload with loadCatalogueInUse().
    void catalogueChanged();
    void displayCurrencyChanged(const QString& currency);
    void exchangeRateChanged(); // a rate was fetched or typed and saved

private:
    QWidget* createFeedsGroup();
    QWidget* createCurrencyGroup();
    void addFeed();
    void addDefaultFeeds();
    void removeFeed();
    void refreshList();
    void refreshRate();
    void setRateByHand();
    void updateRate();
    void onFinished(const FeedUpdateReport& report);
    void takeIn(const FeedUpdateReport& report, const QStringList& lines);
    void showTakenIn(
        const FeedUpdateReport& report, const TakenIn& takenIn, QStringList lines, const QList<QUrl>& urls);
    void showList(const QList<QUrl>& urls, const QList<FeedState>& states);
    bool offerToMoveHistoryAside(const QString& problem); // asks the user; true to move it
    void showMessages(const QStringList& lines);

    Settings m_settings;
    FeedUpdater m_updater;
    ExchangeRateUpdater* m_rates;
    QListWidget* m_list = nullptr;
    QLineEdit* m_newUrl = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_addDefaults = nullptr;
    QPushButton* m_update = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QPlainTextEdit* m_messages = nullptr;
    QComboBox* m_currency = nullptr;
    QLabel* m_rate = nullptr;
    QDoubleSpinBox* m_eurPerUsd = nullptr;
    QPushButton* m_updateRate = nullptr;
    bool m_takingIn = false;
    quint64 m_listReads = 0;
};

} // namespace Kova
