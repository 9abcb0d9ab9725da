#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <optional>

namespace Kova {

// Walks a JSON text once, recording where every key path ("model.params_b", "offers[3].prices") starts
// and the first key an object holds twice, and stops at the first syntax error; the last path recorded
// then names what was being written there. QJsonDocument gives neither key paths nor duplicates.
class JsonScanner
{
public:
    explicit JsonScanner(const QByteArray& text);

    // True when the whole text is one well-formed JSON value.
    bool scan();

    qsizetype positionOf(const QString& path) const { return m_positions.value(path, -1); }
    // The last path recorded before the scan stopped: the value being written there, or the one before
    // it when the scan stopped where a key was expected.
    const QString& lastPath() const { return m_lastPath; }
    bool stoppedWhereAKeyWasExpected() const { return m_stoppedAtKey; }
    // The path of the first key written twice in the same object, if any.
    const std::optional<QString>& firstDuplicate() const { return m_duplicate; }

private:
    char peek() const { return m_pos < m_text.size() ? m_text.at(m_pos) : '\0'; }
    void skipSpace();
    void record(const QString& path, qsizetype at);
    bool string(QString* decoded);
    bool scalar();
    bool object(const QString& path, int depth);
    bool array(const QString& path, int depth);
    bool value(const QString& path, int depth);

    const QByteArray& m_text;
    qsizetype m_pos = 0;
    QHash<QString, qsizetype> m_positions;
    QString m_lastPath;
    bool m_stoppedAtKey = false;
    std::optional<QString> m_duplicate;
};

} // namespace Kova
