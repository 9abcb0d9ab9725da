#include "io/jsontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>
#include <algorithm>

namespace Kova {

namespace {

QByteArray scalarText(const QJsonValue& v)
{
    // QJsonDocument's own number and string writing, taken out of a one-element array.
    const QByteArray array = QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

void write(QByteArray& out, const QJsonValue& v, int depth, const QString& path, const JsonKeyRank& rank);

bool holdsOnlyScalars(const QJsonArray& a)
{
    return std::ranges::none_of(a, [](const QJsonValue& v) { return v.isObject() || v.isArray(); });
}

// An array of numbers, strings and literals, one per line: QJsonDocument's writer, whose elements are one per line
// with four spaces (a string never holds a raw line break), indented again at `depth`; one call instead of one
// per element, for the long arrays of unknown keys.
void writeScalarArray(QByteArray& out, const QJsonArray& a, int depth)
{
    const QByteArray text = QJsonDocument(a).toJson(QJsonDocument::Indented);
    const QByteArray indent(2 * (depth + 1), ' ');
    out += "[\n";
    qsizetype line = text.indexOf('\n') + 1; // after "["
    for (qsizetype next; (next = text.indexOf('\n', line)) >= 0 && text[line] == ' '; line = next + 1) {
        out += indent;
        out += QByteArrayView(text).sliced(line + 4, next - line - 4);
        out += '\n';
    }
    out += QByteArray(2 * depth, ' ') + ']';
}

void writeObject(QByteArray& out, const QJsonObject& o, int depth, const QString& path, const JsonKeyRank& rank)
{
    if (o.isEmpty()) {
        out += "{}";
        return;
    }
    QStringList keys = o.keys(); // sorted
    std::stable_sort(
        keys.begin(), keys.end(), [&](const QString& a, const QString& b) { return rank(path, a) < rank(path, b); });
    const QByteArray indent(2 * (depth + 1), ' ');
    out += "{\n";
    for (qsizetype i = 0; i < keys.size(); ++i) {
        out += indent + scalarText(keys[i]) + ": ";
        write(out, o.value(keys[i]), depth + 1, path.isEmpty() ? keys[i] : path + u'.' + keys[i], rank);
        out += i + 1 < keys.size() ? ",\n" : "\n";
    }
    out += QByteArray(2 * depth, ' ') + '}';
}

void write(QByteArray& out, const QJsonValue& v, int depth, const QString& path, const JsonKeyRank& rank)
{
    if (v.isObject()) {
        writeObject(out, v.toObject(), depth, path, rank);
        return;
    }
    if (!v.isArray()) {
        out += scalarText(v);
        return;
    }
    const QJsonArray a = v.toArray();
    if (a.isEmpty()) {
        out += "[]";
        return;
    }
    if (holdsOnlyScalars(a)) {
        writeScalarArray(out, a, depth);
        return;
    }
    out += "[\n";
    for (qsizetype i = 0; i < a.size(); ++i) {
        out += QByteArray(2 * (depth + 1), ' ');
        write(out, a.at(i), depth + 1, path + u'[' + QString::number(i) + u']', rank);
        out += i + 1 < a.size() ? ",\n" : "\n";
    }
    out += QByteArray(2 * depth, ' ') + ']';
}

} // namespace

QByteArray orderedJsonText(const QJsonObject& document, const JsonKeyRank& rank)
{
    QByteArray out;
    writeObject(out, document, 0, QString(), rank);
    out += '\n';
    return out;
}

QByteArray orderedJsonTextWithin(const QJsonObject& document, const JsonKeyRank& rank, qint64 limit)
{
    QByteArray bytes = orderedJsonText(document, rank);
    if (bytes.size() > limit)
        bytes = QJsonDocument(document).toJson(QJsonDocument::Compact);
    return bytes;
}

} // namespace Kova
