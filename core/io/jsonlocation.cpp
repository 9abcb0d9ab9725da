#include "io/jsonlocation.h"

#include "io/jsonreader.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <cctype>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// Walks a JSON text recording where every key path starts, and stops at the first syntax error; the
// last path recorded then names what was being written there.
class KeyScanner
{
public:
    explicit KeyScanner(const QByteArray& text)
        : m_text(text)
    {
    }

    bool scan()
    {
        const bool ok = value({}, 0);
        skipSpace();
        return ok && m_pos == m_text.size();
    }
    qsizetype positionOf(const QString& path) const { return m_positions.value(path, -1); }
    const QString& lastPath() const { return m_lastPath; }

private:
    static constexpr int MaxDepth = 256;

    char peek() const { return m_pos < m_text.size() ? m_text.at(m_pos) : '\0'; }
    void skipSpace()
    {
        while (m_pos < m_text.size() && (peek() == ' ' || peek() == '\n' || peek() == '\r' || peek() == '\t'))
            ++m_pos;
    }
    void record(const QString& path, qsizetype at)
    {
        m_positions.insert(path, at);
        m_lastPath = path;
    }

    bool string(QByteArray* out)
    {
        if (peek() != '"')
            return false;
        for (++m_pos; m_pos < m_text.size(); ++m_pos) {
            const char c = m_text.at(m_pos);
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (c == '\\' && ++m_pos >= m_text.size())
                return false;
            if (out)
                out->append(m_text.at(m_pos));
        }
        return false;
    }

    bool scalar()
    {
        const qsizetype start = m_pos;
        while (m_pos < m_text.size()
            && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '-' || peek() == '+' || peek() == '.'))
            ++m_pos;
        return m_pos > start;
    }

    bool object(const QString& path, int depth)
    {
        ++m_pos;
        skipSpace();
        if (peek() == '}') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            const qsizetype at = m_pos;
            QByteArray key;
            if (!string(&key))
                return false;
            const QString keyPath = JsonReader::join(path, QLatin1StringView(key));
            record(keyPath, at);
            skipSpace();
            if (peek() != ':')
                return false;
            ++m_pos;
            if (!value(keyPath, depth + 1))
                return false;
            skipSpace();
            if (peek() == '}') {
                ++m_pos;
                return true;
            }
            if (peek() != ',')
                return false;
            ++m_pos;
        }
    }

    bool array(const QString& path, int depth)
    {
        ++m_pos;
        skipSpace();
        if (peek() == ']') {
            ++m_pos;
            return true;
        }
        for (qsizetype index = 0;; ++index) {
            skipSpace();
            const QString elementPath = JsonReader::join(path, index);
            record(elementPath, m_pos);
            if (!value(elementPath, depth + 1))
                return false;
            skipSpace();
            if (peek() == ']') {
                ++m_pos;
                return true;
            }
            if (peek() != ',')
                return false;
            ++m_pos;
        }
    }

    bool value(const QString& path, int depth)
    {
        if (depth > MaxDepth)
            return false;
        skipSpace();
        switch (peek()) {
        case '{':
            return object(path, depth);
        case '[':
            return array(path, depth);
        case '"':
            return string(nullptr);
        default:
            return scalar();
        }
    }

    const QByteArray& m_text;
    qsizetype m_pos = 0;
    QHash<QString, qsizetype> m_positions;
    QString m_lastPath;
};

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
    KeyScanner scanner(utf8);
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
    KeyScanner scanner(utf8);
    scanner.scan();
    TextLocation at = locationOfOffset(utf8, parseError.offset);
    at.key = scanner.lastPath();
    return at;
}

} // namespace Kova
