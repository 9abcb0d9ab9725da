#pragma once

#include "model/currency.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>
#include <QVariant>
#include <functional>
#include <optional>

class QSettings;

namespace Kova {

// The user's settings with a typed getter and setter each; every key on disk is named only in
// settings.cpp. A setter writes through at once and returns false when the file could not be saved
// (a read-only configuration folder), so that the caller can say so instead of claiming success.
class Settings
{
public:
    Settings() = default; // the application's settings file
    explicit Settings(QSettings& store); // another store, such as a test's file

    QString fileName() const; // where the settings are kept, to name in an error

    QList<QUrl> feeds() const; // the user's catalogue feeds, valid and without duplicates
    bool setFeeds(const QList<QUrl>& urls);
    // Reads, changes and saves the feed list under a lock shared by every running Kova Planner, so that
    // concurrent additions are all kept. `change` returns false to leave the list as it was.
    enum class Edit { Saved, Unchanged, NotSaved };
    Edit editFeeds(const std::function<bool(QList<QUrl>&)>& change);

    // Why the application's settings file cannot be read (a device, a FIFO, a folder, over 4 MB), in
    // words naming it; such a file is never read nor written: the defaults are used.
    static std::optional<QString> unusableFileProblem();
    // Why the settings cannot be saved without losing what the file holds: it is not in the settings format (random
    // bytes, a file of another program). Such a file is read as empty and never written.
    std::optional<QString> damagedFileProblem() const;
    std::optional<QString> fileProblem() const; // either of the two above, for this store

    std::optional<ExchangeRate> exchangeRate() const; // the last rate fetched or typed, if valid
    bool setExchangeRate(const ExchangeRate& rate);
    QString displayCurrency() const; // "USD" (the catalogue's) unless chosen
    bool setDisplayCurrency(const QString& currency);
    QUrl exchangeRatesUrl() const; // the ECB's daily XML unless configured
    bool setExchangeRatesUrl(const QUrl& url);

    QString language() const; // "fr", "en", or empty before the first start
    bool setLanguage(const QString& code);

    QString reportPreparedBy() const; // the name printed under "Prepared by" in reports
    bool setReportPreparedBy(const QString& name);
    QString reportOrganisation() const;
    bool setReportOrganisation(const QString& organisation);
    QString reportPaper() const; // "a4", "letter" or empty: from the language
    bool setReportPaper(const QString& paper);
    QString exportFolder() const; // the folder last exported to (a report, a spreadsheet); empty before
    bool setExportFolder(const QString& folder);
    QString openFolder() const; // the folder a scenario or program was last opened from; empty before
    bool setOpenFolder(const QString& folder);

    // The plan search's tolerance in percent (0–50), as last set in the window's Plan panel; none when never set.
    std::optional<double> planTolerancePercent() const;
    bool setPlanTolerancePercent(double percent);

    // The providers plans are searched on (empty: all) and those left out, as last given to `plan` or the Plan panel.
    QStringList planProviders() const;
    bool setPlanProviders(const QStringList& providers);
    QStringList planExcludedProviders() const;
    bool setPlanExcludedProviders(const QStringList& providers);
    // Whether multi-node plans on offers whose cluster network no source states are shown (flagged); off when never
    // set.
    bool planAllowsUnconfirmedNetwork() const;
    bool setPlanAllowsUnconfirmedNetwork(bool allow);

    QByteArray windowGeometry() const; // QWidget::saveGeometry() of the main window; empty when none
    bool setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const; // QMainWindow::saveState(); empty when none
    bool setWindowState(const QByteArray& state);

private:
    QVariant value(const QString& key) const;
    bool write(const QList<std::pair<QString, QVariant>>& values);
    QSettings* m_store = nullptr; // nullptr: a QSettings on the application's file for each call
};

// "could not save the settings to FILE": what to say when a setter of `settings` returned false.
QString settingsNotSaved(const Settings& settings);

} // namespace Kova
