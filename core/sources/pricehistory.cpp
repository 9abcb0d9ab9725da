#include "sources/pricehistory.h"

#include "io/guardedfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <atomic>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

QString tr(const char* text, const char* comment = nullptr, int n = -1)
{
    return QCoreApplication::translate("Kova::PriceHistory", text, comment, n);
}

// Each step takes the schema from version i to i + 1.
const char* const Migrations[] = {
    "CREATE TABLE observation (offer TEXT NOT NULL, mode TEXT NOT NULL, price REAL NOT NULL, "
    "observed TEXT NOT NULL, feed TEXT NOT NULL, UNIQUE (offer, mode, price, observed, feed))",
    "ALTER TABLE observation ADD COLUMN currency TEXT NOT NULL DEFAULT 'USD';"
    "CREATE INDEX observation_by_offer ON observation (offer, mode, observed)",
};
static_assert(std::size(Migrations) == PriceHistory::SchemaVersion);

PriceObservation observationFrom(const QSqlQuery& q)
{
    return { q.value(0).toString(), fromKey<PurchaseMode>(q.value(1).toString()).value_or(PurchaseMode::OnDemand),
        q.value(2).toDouble(), QDate::fromString(q.value(3).toString(), Qt::ISODate), q.value(4).toString(),
        q.value(5).toString() };
}

} // namespace

std::optional<double> PriceTrend::change() const
{
    if (!latest || !previous)
        return std::nullopt;
    return latest->price - previous->price;
}

QString PriceHistory::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/price-history.sqlite"_s;
}

PriceHistory::PriceHistory(const QString& path, int busyTimeoutMs)
    : m_path(path)
{
    static std::atomic<int> counter { 0 };
    m_connection = u"kova-price-history-%1"_s.arg(++counter);
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (QFileInfo::exists(path))
        if (const auto problem = unreadableFileProblem(path, FileLimit::PriceHistory)) {
            m_error = tr("cannot open the price history %1: it %2").arg(path, *problem);
            return;
        }
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
    db.setDatabaseName(path);
    // Another Kova Planner may be writing (an update takes seconds): wait for it rather than fail.
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(busyTimeoutMs));
    if (!db.open()) {
        m_error = tr("cannot open the price history %1: %2").arg(path, db.lastError().text());
        return;
    }
    m_open = checkIntegrity() && migrate();
}

bool PriceHistory::failWith(const QSqlError& error)
{
    // SQLite's result codes: 5 busy, 6 locked, 11 corrupt, 26 not a database.
    const QString code = error.nativeErrorCode();
    m_damaged = code == "11"_L1 || code == "26"_L1;
    if (m_damaged)
        m_error = tr("the price history %1 is damaged (%2); move it aside and start a new one with "
                     "\"kova-planner catalog history --reset\" (the catalogue and the feeds are not affected)")
                      .arg(m_path, error.text());
    else if (code == "5"_L1 || code == "6"_L1)
        m_error = tr("the price history %1 is in use by another program and stayed locked; try again later (%2)")
                      .arg(m_path, error.text());
    else
        m_error = tr("price history %1: %2").arg(m_path, error.text());
    return false;
}

bool PriceHistory::checkIntegrity()
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (!q.exec(u"PRAGMA quick_check"_s) || !q.next())
        return failWith(q.lastError());
    if (q.value(0).toString() == "ok"_L1)
        return true;
    // SQLite lists up to 100 problems, one per line after a "*** in database main ***" heading: the first says
    // enough, the rest are counted, so that the message stays one line.
    QStringList problems;
    do {
        for (const QString& line : q.value(0).toString().split(u'\n', Qt::SkipEmptyParts))
            if (!line.startsWith("***"_L1))
                problems << line.trimmed();
    } while (q.next());
    const QString verdict = problems.size() <= 1
        ? problems.value(0, tr("the integrity check failed"))
        : tr("%1, and %Ln more problem(s)", nullptr, int(problems.size() - 1)).arg(problems.first());
    return failWith(QSqlError({}, verdict, QSqlError::StatementError, u"11"_s));
}

std::optional<QString> PriceHistory::moveAside(const QString& path, QString* movedTo)
{
    const QString aside = path + u".damaged-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
    if (!QFile::rename(path, aside))
        return tr("could not move the price history %1 aside to %2").arg(path, aside);
    for (const QString& suffix : { u"-wal"_s, u"-shm"_s, u"-journal"_s })
        if (QFileInfo::exists(path + suffix))
            QFile::rename(path + suffix, aside + suffix);
    if (movedTo)
        *movedTo = aside;
    return std::nullopt;
}

PriceHistory::~PriceHistory()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool PriceHistory::exec(const QString& sql)
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (q.exec(sql))
        return true;
    return failWith(q.lastError());
}

int PriceHistory::schemaVersion() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    return q.exec(u"PRAGMA user_version"_s) && q.next() ? q.value(0).toInt() : -1;
}

bool PriceHistory::migrate()
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    // Unreadable (locked past the timeout): say why, never take it for an empty database to create.
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next())
        return failWith(q.lastError());
    const int version = q.value(0).toInt();
    if (version > SchemaVersion) {
        m_error = tr("the price history %1 was written by a newer Kova Planner (schema %2, this one knows %3)")
                      .arg(m_path)
                      .arg(version)
                      .arg(SchemaVersion);
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    for (int v = std::max(version, 0); v < SchemaVersion; ++v) {
        db.transaction();
        bool ok = true;
        for (const QString& statement : QString::fromLatin1(Migrations[v]).split(u';'))
            ok = ok && exec(statement);
        ok = ok && exec(u"PRAGMA user_version = %1"_s.arg(v + 1));
        if (!ok || !db.commit()) {
            db.rollback();
            return false;
        }
    }
    return true;
}

int PriceHistory::record(const Catalogue& catalogue)
{
    QList<PriceObservation> list;
    for (const Offer& o : catalogue.offers)
        for (PurchaseMode m : AllPurchaseModes)
            if (o.prices.has(m))
                list.append({ o.id, m, *o.prices.price(m), o.observed, o.feed, o.currency });
    return record(list);
}

int PriceHistory::record(const QList<PriceObservation>& observations)
{
    if (!m_open)
        return 0;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    db.transaction();
    QSqlQuery q(db);
    q.prepare(u"INSERT OR IGNORE INTO observation (offer, mode, price, observed, feed, currency) "
              "VALUES (?, ?, ?, ?, ?, ?)"_s);
    int added = 0;
    for (const PriceObservation& o : observations) {
        q.addBindValue(o.offerId);
        q.addBindValue(QString(keyOf(o.mode)));
        q.addBindValue(o.price);
        q.addBindValue(o.observed.toString(Qt::ISODate));
        q.addBindValue(o.feed);
        q.addBindValue(o.currency);
        if (!q.exec()) {
            failWith(q.lastError());
            db.rollback();
            return 0;
        }
        added += q.numRowsAffected() > 0 ? 1 : 0;
    }
    if (!db.commit()) {
        failWith(db.lastError());
        db.rollback();
        return 0;
    }
    return added;
}

QList<PriceObservation> PriceHistory::observations(const QString& offerId, PurchaseMode mode) const
{
    QList<PriceObservation> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(u"SELECT offer, mode, price, observed, feed, currency FROM observation WHERE offer = ? AND mode = ? "
              "ORDER BY observed, rowid"_s);
    q.addBindValue(offerId);
    q.addBindValue(QString(keyOf(mode)));
    if (m_open && q.exec())
        while (q.next())
            out.append(observationFrom(q));
    return out;
}

PriceTrend PriceHistory::trend(const QString& offerId, PurchaseMode mode) const
{
    const QList<PriceObservation> all = observations(offerId, mode);
    PriceTrend t;
    if (all.isEmpty())
        return t;
    t.latest = all.last();
    for (auto it = all.rbegin(); it != all.rend(); ++it)
        if (it->observed < t.latest->observed) {
            t.previous = *it;
            break;
        }
    if (const auto delta = t.change())
        t.direction = std::abs(*delta) < 1e-9 ? PriceDirection::Flat
            : *delta > 0                      ? PriceDirection::Up
                                              : PriceDirection::Down;
    return t;
}

qint64 PriceHistory::observationCount() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    return m_open && q.exec(u"SELECT COUNT(*) FROM observation"_s) && q.next() ? q.value(0).toLongLong() : 0;
}

QString priceKey(const QString& offerId, PurchaseMode mode)
{
    return offerId + u'/' + QString::number(int(mode));
}

QHash<QString, PriceTrend> trendsOf(const Catalogue& catalogue, const PriceHistory& history)
{
    QHash<QString, PriceTrend> trends;
    if (!history.isOpen())
        return trends;
    for (const Offer& o : catalogue.offers)
        for (PurchaseMode mode : AllPurchaseModes) {
            const auto price = o.prices.price(mode);
            if (!price)
                continue;
            PriceTrend t = history.trend(o.id, mode);
            if (t.latest && t.previous && std::abs(t.latest->price - *price) < 1e-9)
                trends.insert(priceKey(o.id, mode), std::move(t));
        }
    return trends;
}

qint64 priceAgeDays(const Offer& offer, const QDate& today)
{
    return offer.observed.daysTo(today);
}

} // namespace Kova
