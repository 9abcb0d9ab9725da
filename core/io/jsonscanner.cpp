#include "io/jsonscanner.h"

#include "io/jsonreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <cctype>

namespace Kova {

namespace {
constexpr int MaxDepth = 256;
} // namespace

JsonScanner::JsonScanner(const QByteArray& text)
    : m_text(text)
{
}

bool JsonScanner::scan()
{
    const bool ok = value({}, 0);
    skipSpace();
    return ok && m_pos == m_text.size();
}

void JsonScanner::skipSpace()
{
    while (m_pos < m_text.size() && (peek() == ' ' || peek() == '\n' || peek() == '\r' || peek() == '\t'))
        ++m_pos;
}

void JsonScanner::record(const QString& path, qsizetype at)
{
    m_positions.insert(path, at);
    m_lastPath = path;
}

// A string token; its text decoded (escapes included) into *decoded when asked.
bool JsonScanner::string(QString* decoded)
{
    if (peek() != '"')
        return false;
    const qsizetype start = m_pos;
    bool escaped = false;
    for (++m_pos; m_pos < m_text.size(); ++m_pos) {
        const char c = m_text.at(m_pos);
        if (c == '"') {
            ++m_pos;
            if (decoded) {
                const QByteArray quoted = m_text.mid(start, m_pos - start);
                *decoded = escaped ? QJsonDocument::fromJson('[' + quoted + ']').array().at(0).toString()
                                   : QString::fromUtf8(quoted.constData() + 1, quoted.size() - 2);
            }
            return true;
        }
        if (c == '\\') {
            escaped = true;
            if (++m_pos >= m_text.size())
                return false;
        }
    }
    return false;
}

bool JsonScanner::scalar()
{
    const qsizetype start = m_pos;
    while (m_pos < m_text.size()
        && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '-' || peek() == '+' || peek() == '.'))
        ++m_pos;
    return m_pos > start;
}

bool JsonScanner::object(const QString& path, int depth)
{
    ++m_pos;
    skipSpace();
    if (peek() == '}') {
        ++m_pos;
        return true;
    }
    QSet<QString> keys;
    for (;;) {
        skipSpace();
        const qsizetype at = m_pos;
        QString key;
        if (!string(&key)) {
            m_stoppedAtKey = true;
            return false;
        }
        const QString keyPath = path.isEmpty() ? key : path + u'.' + key;
        if (keys.contains(key) && !m_duplicate)
            m_duplicate = keyPath;
        keys.insert(key);
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

bool JsonScanner::array(const QString& path, int depth)
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

bool JsonScanner::value(const QString& path, int depth)
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

} // namespace Kova
