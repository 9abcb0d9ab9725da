#include "io/jsonlocation.h"

#include "io/jsonscanner.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// "a.b[2].c" → "a.b[2]" → "a.b" → "a" → "".
QString parentPath(const QString& path)
{
    const qsizetype cut = std::max(path.lastIndexOf(u'.'), path.lastIndexOf(u'['));
    return cut < 0 ? QString() : path.left(cut);
}

} // namespace

TextLocation locationOfOffset(const QByteArray& utf8, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, utf8.size());
    const QByteArray head = utf8.left(offset);
    const qsizetype lineStart = head.lastIndexOf('\n') + 1;
    TextLocation at;
    at.line = int(head.count('\n')) + 1;
    at.column = int(QString::fromUtf8(head.mid(lineStart)).size()) + 1;
    return at;
}

TextLocation locateKey(const QByteArray& utf8, const QString& keyPath)
{
    JsonScanner scanner(utf8);
    if (!scanner.scan())
        return {};
    for (QString path = keyPath; !path.isEmpty(); path = parentPath(path)) {
        const qsizetype at = scanner.positionOf(path);
        if (at >= 0) {
            TextLocation found = locationOfOffset(utf8, at);
            found.key = keyPath;
            return found;
        }
    }
    TextLocation top = locationOfOffset(utf8, 0);
    top.key = keyPath;
    return top;
}

TextLocation locateInputError(const QByteArray& utf8, const InputError& error)
{
    if (!error.key.isEmpty())
        return locateKey(utf8, error.key);
    QJsonParseError parseError {};
    QJsonDocument::fromJson(utf8, &parseError);
    if (parseError.error == QJsonParseError::NoError)
        return locationOfOffset(utf8, 0); // a document-level problem, e.g. not an object
    JsonScanner scanner(utf8);
    scanner.scan();
    TextLocation at = locationOfOffset(utf8, parseError.offset);
    at.key = scanner.lastPath();
    return at;
}

} // namespace Kova
