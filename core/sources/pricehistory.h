#pragma once

#include "model/catalogue.h"

#include <QHash>
#include <QString>
#include <optional>

class QSqlError;

namespace Kova {

// One price as a source published it on a date.
struct PriceObservation
{
    QString offerId;
    PurchaseMode mode = PurchaseMode::OnDemand;
    double price = 0;
    QDate observed;
    QString feed;
    QString currency = QStringLiteral("USD");

    bool operator==(const PriceObservation&) const = default;
};

// Which way a price moved since its previous observation.
enum class PriceDirection { Unknown, Down, Flat, Up };

// The latest price of an offer in a mode against the one observed before it.
struct PriceTrend
{
    std::optional<PriceObservation> latest;
    std::optional<PriceObservation> previous; // the latest one observed on an earlier date
    PriceDirection direction = PriceDirection::Unknown;

    std::optional<double> change() const; // latest − previous
    bool operator==(const PriceTrend&) const = default;
};

// Every observed price in a local SQLite database (QSQLITE), by default under
// QStandardPaths::AppDataLocation. The schema is versioned with PRAGMA user_version and migrated
// on open; identical observations are stored once.
class PriceHistory
{
public:
    static constexpr int SchemaVersion = 2;

    // How long an update waits for another program that holds the database (QSQLITE_BUSY_TIMEOUT).
    static constexpr int DefaultBusyTimeoutMs = 30000;

    explicit PriceHistory(const QString& path = defaultPath(), int busyTimeoutMs = DefaultBusyTimeoutMs);
    ~PriceHistory();
    PriceHistory(const PriceHistory&) = delete;
    PriceHistory& operator=(const PriceHistory&) = delete;

    // QStandardPaths::AppDataLocation/price-history.sqlite, the application's.
    static QString defaultPath();

    bool isOpen() const { return m_open; }
    // The database failed SQLite's integrity check or is not a database: lastError() says so, and
    // moveAside() lets a new one start.
    bool isDamaged() const { return m_damaged; }
    // Renames the database (and its journal files) to PATH.damaged-YYYYMMDD-HHMMSS; the error in words.
    static std::optional<QString> moveAside(const QString& path, QString* movedTo = nullptr);
    // Why the database could not be opened or written, in words.
    const QString& lastError() const { return m_error; }
    // The PRAGMA user_version of the open database; -1 when unreadable.
    int schemaVersion() const;

    int record(const Catalogue& catalogue); // returns how many observations were new
    int record(const QList<PriceObservation>& observations);

    QList<PriceObservation> observations(const QString& offerId, PurchaseMode mode) const; // oldest first
    PriceTrend trend(const QString& offerId, PurchaseMode mode) const;
    // How many observations are stored, all offers together.
    qint64 observationCount() const;

private:
    bool migrate();
    bool checkIntegrity();
    bool failWith(const QSqlError& error); // sets lastError() from SQLite's error; false
    bool exec(const QString& sql);

    QString m_connection;
    QString m_path;
    bool m_open = false;
    bool m_damaged = false;
    QString m_error;
};

// The trends of the prices `catalogue` shows, by priceKey(): only those whose latest observation is the
// price in the catalogue (a trend about a price no longer in use would mislead).
QHash<QString, PriceTrend> trendsOf(const Catalogue& catalogue, const PriceHistory& history);
// "offer/mode": the key of an offer's price in one mode, in trendsOf()'s hash.
QString priceKey(const QString& offerId, PurchaseMode mode);

// Days since the offer's price was observed (negative when observed in the future).
qint64 priceAgeDays(const Offer& offer, const QDate& today);

} // namespace Kova
