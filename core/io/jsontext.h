#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <functional>

namespace Kova {

// Where `key` comes in the object at `path` ("", "cluster", "runs[2].scenario"): a smaller rank first; keys
// of equal rank (the ones a version does not know) in sorted order.
using JsonKeyRank = std::function<int(const QString& path, const QString& key)>;

// A JSON document as a hand-written file reads: two spaces of indent, each object's keys in `rank`'s order,
// a final newline. The scenario and program files are written through it so that they diff cleanly.
QByteArray orderedJsonText(const QJsonObject& document, const JsonKeyRank& rank);
// The same, or compact when that is over `limit` bytes: indentation can triple a large document (long arrays under
// unknown keys), and a file that was read within its limit must be written within it too.
QByteArray orderedJsonTextWithin(const QJsonObject& document, const JsonKeyRank& rank, qint64 limit);

} // namespace Kova
