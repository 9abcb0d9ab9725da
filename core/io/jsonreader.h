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
    // `file` names the source in the error.
    explicit JsonReader(QString file)
        : m_file(std::move(file))
    {
    }

    bool failed() const { return m_error.has_value(); }
    const InputError& error() const { return *m_error; }
    // Records a problem at `key` unless an earlier one is already kept.
    void fail(const QString& key, const QString& problem);

    // A finite number in [min, max]; `fallback` when absent, else an error.
    double number(const QJsonObject& o, const QString& path, QLatin1StringView key, double min, double max,
        std::optional<double> fallback = std::nullopt);
    // A number in [min, max], or nothing when absent.
    std::optional<double> optionalNumber(
        const QJsonObject& o, const QString& path, QLatin1StringView key, double min, double max);
    // A whole number in [min, max]; `fallback` when absent, else an error.
    int integer(const QJsonObject& o, const QString& path, QLatin1StringView key, int min, int max,
        std::optional<int> fallback = std::nullopt);
    // A string; `fallback` when absent, else an error.
    QString string(const QJsonObject& o, const QString& path, QLatin1StringView key,
        std::optional<QString> fallback = std::nullopt);
    // One of `allowed`; `fallback` when absent, else an error listing them.
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
    // A required YYYY-MM-DD date.
    QDate date(const QJsonObject& o, const QString& path, QLatin1StringView key);
    // A true or false; `fallback` when absent.
    bool boolean(const QJsonObject& o, const QString& path, QLatin1StringView key, bool fallback);
    // A nested object; empty when absent, and an error too if `required`.
    QJsonObject object(const QJsonObject& o, const QString& path, QLatin1StringView key, bool required);
    // A nested array; empty when absent, and an error too if `required`.
    QJsonArray array(const QJsonObject& o, const QString& path, QLatin1StringView key, bool required);

    // "cluster" + "gpus" → "cluster.gpus", the paths errors are named by.
    static QString join(const QString& path, QLatin1StringView key);
    // "cluster.phases" + 0 → "cluster.phases[0]".
    static QString join(const QString& path, qsizetype index);

private:
    QString m_file;
    std::optional<InputError> m_error;
};

// Parses a whole document, reporting the line and column of a syntax error.
Result<QJsonObject> parseJsonObject(const QByteArray& bytes, const QString& file);

} // namespace Kova
