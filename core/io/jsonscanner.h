#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <optional>

namespace Kova {

// Walks a JSON text once, finding the first key an object holds twice and the first key holding a control
// character, and stops at the first syntax error. With Record::Positions it also records where every key path
// ("model.params_b", "offers[3].prices") starts, and the last path then names what was being written where the scan
// stopped. QJsonDocument gives neither key paths nor duplicates. Paths are made only when recorded or reported: a
// 30 MB feed has millions of values.
class JsonScanner
{
public:
    enum class Record { ProblemsOnly, Positions };
    explicit JsonScanner(const QByteArray& text, Record record = Record::Positions);

    // True when the whole text is one well-formed JSON value.
    bool scan();

    qsizetype positionOf(const QString& path) const { return m_positions.value(path, -1); }
    // The last path recorded before the scan stopped: the value being written there, or the one before
    // it when the scan stopped where a key was expected.
    const QString& lastPath() const { return m_lastPath; }
    bool stoppedWhereAKeyWasExpected() const { return m_stoppedAtKey; }
    // The path of the first key written twice in the same object, if any.
    const std::optional<QString>& firstDuplicate() const { return m_duplicate; }
    // The path of the first key holding a character U+0000 to U+001F, shown as \uXXXX, if any.
    const std::optional<QString>& firstKeyWithControlCharacter() const { return m_controlKey; }

private:
    char peek() const { return m_pos < m_text.size() ? m_text.at(m_pos) : '\0'; }
    void skipSpace();
    // One step of the path to the value being read: an object's key or an array's index.
    struct Segment
    {
        QString key;
        qsizetype index = -1; // an array element when >= 0
    };
    QString currentPath() const;
    void record(qsizetype at);
    bool string(QString* decoded);
    bool scalar();
    bool object(int depth);
    bool array(int depth);
    bool value(int depth);

    const QByteArray& m_text;
    const Record m_record;
    qsizetype m_pos = 0;
    QList<Segment> m_path;
    QHash<QString, qsizetype> m_positions;
    QString m_lastPath;
    bool m_stoppedAtKey = false;
    std::optional<QString> m_duplicate;
    std::optional<QString> m_controlKey;
};

} // namespace Kova
