#include "io/jsonreader.h"

#include "io/jsonscanner.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
struct JsonReaderText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::JsonReader)
};
QString describe(double v)
{
    return QString::number(v, 'g', 10);
}

} // namespace

void JsonReader::fail(const QString& key, const QString& problem)
{
    if (!m_error)
        m_error = InputError { m_file, key, problem };
}

QString JsonReader::join(const QString& path, QLatin1StringView key)
{
    return path.isEmpty() ? QString(key) : path + u'.' + key;
}

QString JsonReader::join(const QString& path, qsizetype index)
{
    return path + u'[' + QString::number(index) + u']';
}

std::optional<double> JsonReader::optionalNumber(
    const QJsonObject& o, const QString& path, QLatin1StringView key, double min, double max)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    const QString name = join(path, key);
    if (!v.isDouble()) {
        fail(name, JsonReaderText::tr("expected a number"));
        return std::nullopt;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d)) {
        fail(name, JsonReaderText::tr("expected a finite number"));
        return std::nullopt;
    }
    if (d < min || d > max) {
        fail(name, JsonReaderText::tr("%1 is out of range (%2 to %3)").arg(describe(d), describe(min), describe(max)));
        return std::nullopt;
    }
    return d;
}

double JsonReader::number(const QJsonObject& o, const QString& path, QLatin1StringView key, double min, double max,
    std::optional<double> fallback)
{
    const QJsonValue v = o.value(key);
    if ((v.isUndefined() || v.isNull()) && fallback)
        return *fallback;
    if (v.isUndefined() || v.isNull()) {
        fail(join(path, key), JsonReaderText::tr("is required"));
        return 0.0;
    }
    return optionalNumber(o, path, key, min, max).value_or(0.0);
}

int JsonReader::integer(
    const QJsonObject& o, const QString& path, QLatin1StringView key, int min, int max, std::optional<int> fallback)
{
    const double d = number(o, path, key, min, max, fallback ? std::optional<double>(*fallback) : std::nullopt);
    if (failed())
        return fallback.value_or(min);
    if (d != std::floor(d)) {
        fail(join(path, key), JsonReaderText::tr("expected a whole number"));
        return fallback.value_or(min);
    }
    return static_cast<int>(d);
}

QString JsonReader::string(
    const QJsonObject& o, const QString& path, QLatin1StringView key, std::optional<QString> fallback)
{
    const QJsonValue v = o.value(key);
    if ((v.isUndefined() || v.isNull()) && fallback)
        return *fallback;
    if (!v.isString()) {
        fail(join(path, key),
            v.isUndefined() ? JsonReaderText::tr("is required") : JsonReaderText::tr("expected a string"));
        return {};
    }
    return v.toString();
}

QString JsonReader::choice(const QJsonObject& o, const QString& path, QLatin1StringView key, const QStringList& allowed,
    std::optional<QString> fallback)
{
    const QString s = string(o, path, key, std::move(fallback));
    if (!failed() && !allowed.contains(s)) {
        fail(join(path, key), JsonReaderText::tr("\"%1\" is not one of: %2").arg(s, allowed.join(QLatin1String(", "))));
        return allowed.value(0);
    }
    return s;
}

QDate JsonReader::date(const QJsonObject& o, const QString& path, QLatin1StringView key)
{
    const QString s = string(o, path, key);
    if (failed())
        return {};
    // Strictly YYYY-MM-DD: Qt's ISO parser also takes other separators.
    static const QRegularExpression isoDate(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    const QDate d = isoDate.match(s).hasMatch() ? QDate::fromString(s, Qt::ISODate) : QDate();
    if (!d.isValid())
        fail(join(path, key), JsonReaderText::tr("\"%1\" is not a date (expected YYYY-MM-DD)").arg(s));
    return d;
}

bool JsonReader::boolean(const QJsonObject& o, const QString& path, QLatin1StringView key, bool fallback)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return fallback;
    if (!v.isBool()) {
        fail(join(path, key), JsonReaderText::tr("expected true or false"));
        return fallback;
    }
    return v.toBool();
}

QJsonObject JsonReader::object(const QJsonObject& o, const QString& path, QLatin1StringView key, bool required)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull()) {
        if (required)
            fail(join(path, key), JsonReaderText::tr("is required"));
        return {};
    }
    if (!v.isObject())
        fail(join(path, key), JsonReaderText::tr("expected an object"));
    return v.toObject();
}

QJsonArray JsonReader::array(const QJsonObject& o, const QString& path, QLatin1StringView key, bool required)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull()) {
        if (required)
            fail(join(path, key), JsonReaderText::tr("is required"));
        return {};
    }
    if (!v.isArray())
        fail(join(path, key), JsonReaderText::tr("expected an array"));
    return v.toArray();
}

namespace {

// UTF-16 text, with or without its byte order mark: every other byte of ASCII text is 0.
bool looksLikeUtf16(const QByteArray& bytes)
{
    if (bytes.startsWith("\xff\xfe") || bytes.startsWith("\xfe\xff"))
        return true;
    return bytes.size() >= 2 && ((bytes.at(0) == 0) != (bytes.at(1) == 0));
}

} // namespace

Result<QJsonObject> parseJsonObject(const QByteArray& bytes, const QString& file)
{
    if (looksLikeUtf16(bytes))
        return InputError { file, {},
            JsonReaderText::tr("the file is encoded in UTF-16, not UTF-8 as JSON requires; save it as UTF-8") };
    QJsonParseError err {};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError) {
        // Qt reports a byte offset; users think in lines and columns.
        const QByteArray head = bytes.left(err.offset);
        const qsizetype line = head.count('\n') + 1;
        const qsizetype column = err.offset - (head.lastIndexOf('\n') + 1) + 1;
        const QByteArray rest = bytes.mid(err.offset, 4).toLower();
        const bool nonFinite = rest.startsWith("nan") || rest.startsWith("inf") || rest.startsWith("-inf");
        if (err.error == QJsonParseError::IllegalNumber || (err.error == QJsonParseError::IllegalValue && nonFinite)) {
            // Qt reports a number too large for a double (1e400) or NaN as a syntax error; the user
            // needs the field, not only the line and column.
            JsonScanner scanner(head);
            scanner.scan();
            const QString key = scanner.lastPath();
            if (!key.isEmpty() && !scanner.stoppedWhereAKeyWasExpected())
                return InputError { file, key,
                    JsonReaderText::tr("expected a finite number (invalid value at line %1, column %2)")
                        .arg(line)
                        .arg(column) };
        }
        return InputError { file, {},
            JsonReaderText::tr("invalid JSON at line %1, column %2: %3").arg(line).arg(column).arg(err.errorString()) };
    }
    if (!doc.isObject())
        return InputError { file, {}, JsonReaderText::tr("expected a JSON object at the top level") };
    JsonScanner scanner(bytes, JsonScanner::Record::ProblemsOnly);
    scanner.scan();
    // QJsonDocument keeps the last of two equal keys silently; a file edited by hand would lose the first.
    if (const auto& key = scanner.firstDuplicate())
        return InputError { file, *key, JsonReaderText::tr("duplicate key: it appears twice in the same object") };
    // No Kova key holds a control character, and Qt does not look such keys up consistently: fuzz_scenario found a
    // key "spot" followed by NUL characters, kept as unknown when read, taken for "spot" when saved and read again.
    if (const auto& key = scanner.firstKeyWithControlCharacter())
        return InputError { file, *key, JsonReaderText::tr("a key holds a control character (U+0000 to U+001F)") };
    return doc.object();
}

} // namespace Kova
