#pragma once

#include "model/keys.h"
#include "model/result.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <optional>

namespace Kova {

// Reads typed, range-checked fields out of JSON objects and keeps the first error, named by its
// full key path, so parsers read straight through and check failed() once at the end.
class JsonReader
{
public:
    explicit JsonReader(QString file)
        : m_file(std::move(file))
    {
    }

    bool failed() const { return m_error.has_value(); }
    const InputError& error() const { return *m_error; }
    void fail(const QString& key, const QString& problem);

    double number(const QJsonObject& o, const QString& path, QLatin1StringView key, double min, double max,
        std::optional<double> fallback = std::nullopt);
    std::optional<double> optionalNumber(
        const QJsonObject& o, const QString& path, QLatin1StringView key, double min, double max);
    int integer(const QJsonObject& o, const QString& path, QLatin1StringView key, int min, int max,
        std::optional<int> fallback = std::nullopt);
    QString string(const QJsonObject& o, const QString& path, QLatin1StringView key,
        std::optional<QString> fallback = std::nullopt);
    QString choice(const QJsonObject& o, const QString& path, QLatin1StringView key, const QStringList& allowed,
        std::optional<QString> fallback = std::nullopt);
    // One of the words of enum E (model/keys.h), limited to `allowed`; `fallback` when absent (none: required).
    template <typename E>
    E enumChoice(const QJsonObject& o, const QString& path, QLatin1StringView key, std::optional<E> fallback = {},
        const QStringList& allowed = keysOf<E>())
    {
        const QString s
            = choice(o, path, key, allowed, fallback ? std::optional<QString>(keyOf(*fallback)) : std::nullopt);
        return fromKey<E>(s).value_or(fallback.value_or(E {}));
    }
    QDate date(const QJsonObject& o, const QString& path, QLatin1StringView key);
    bool boolean(const QJsonObject& o, const QString& path, QLatin1StringView key, bool fallback);
    QJsonObject object(const QJsonObject& o, const QString& path, QLatin1StringView key, bool required);
    QJsonArray array(const QJsonObject& o, const QString& path, QLatin1StringView key, bool required);

    static QString join(const QString& path, QLatin1StringView key);
    static QString join(const QString& path, qsizetype index);

private:
    QString m_file;
    std::optional<InputError> m_error;
};

// Parses a whole document, reporting the line and column of a syntax error.
Result<QJsonObject> parseJsonObject(const QByteArray& bytes, const QString& file);

} // namespace Kova
