#include "io/jsonscanner.h"

#include "io/jsonreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <algorithm>
#include <cctype>

namespace Kova {

namespace {
constexpr int MaxDepth = 256;
} // namespace

JsonScanner::JsonScanner(const QByteArray& text, Record record)
    : m_text(text)
    , m_record(record)
{
}

bool JsonScanner::scan()
{
    const bool ok = value(0);
    skipSpace();
    return ok && m_pos == m_text.size();
}

void JsonScanner::skipSpace()
{
    while (m_pos < m_text.size() && (peek() == ' ' || peek() == '\n' || peek() == '\r' || peek() == '\t'))
        ++m_pos;
}

QString JsonScanner::currentPath() const
{
    QString path;
    for (const Segment& s : m_path)
        path = s.index >= 0 ? JsonReader::join(path, s.index) : path.isEmpty() ? s.key : path + u'.' + s.key;
    return path;
}

void JsonScanner::record(qsizetype at)
{
    if (m_record != Record::Positions)
        return;
    m_lastPath = currentPath();
    m_positions.insert(m_lastPath, at);
}

namespace {

bool hasControlCharacter(const QString& key)
{
    return std::any_of(key.begin(), key.end(), [](QChar c) { return c.unicode() < 0x20; });
}

QString shownKey(const QString& key)
{
    QString out;
    for (QChar c : key)
        out += c.unicode() < 0x20 ? QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QChar(u'0')) : QString(c);
    return out;
}

} // namespace

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

bool JsonScanner::object(int depth)
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
        if (!m_controlKey && hasControlCharacter(key)) {
            m_path.append({ shownKey(key) });
            m_controlKey = currentPath();
            m_path.removeLast();
        }
        m_path.append({ key });
        if (keys.contains(key) && !m_duplicate)
            m_duplicate = currentPath();
        keys.insert(key);
        record(at);
        skipSpace();
        if (peek() != ':')
            return false;
        ++m_pos;
        if (!value(depth + 1))
            return false;
        m_path.removeLast();
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

bool JsonScanner::array(int depth)
{
    ++m_pos;
    skipSpace();
    if (peek() == ']') {
        ++m_pos;
        return true;
    }
    for (qsizetype index = 0;; ++index) {
        skipSpace();
        m_path.append({ {}, index });
        record(m_pos);
        if (!value(depth + 1))
            return false;
        m_path.removeLast();
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

bool JsonScanner::value(int depth)
{
    if (depth > MaxDepth)
        return false;
    skipSpace();
    switch (peek()) {
    case '{':
        return object(depth);
    case '[':
        return array(depth);
    case '"':
        return string(nullptr);
    default:
        return scalar();
    }
}

} // namespace Kova
