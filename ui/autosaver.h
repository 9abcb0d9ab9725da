#pragma once

#include "model/result.h"
#include "model/scenario.h"

#include <QHash>
#include <QObject>
#include <QTimer>

namespace Kova {

class ScenarioDocument;

// Keeps a copy of every modified scenario in the application data folder, written atomically every
// 30 s and shortly after each change, so that a crash loses nothing; a clean exit removes the copies.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    struct Recovery
    {
        QString autosavePath;
        QString originalPath; // empty for a scenario never saved
    };

    explicit Autosaver(QString directory = defaultDirectory(), QObject* parent = nullptr);

    static QString defaultDirectory();
    QString directory() const { return m_directory; }

    void watch(ScenarioDocument* document);
    void forget(ScenarioDocument* document); // closed or saved: its copy is removed
    bool saveNow(ScenarioDocument* document);
    void saveAll();
    void setInterval(int milliseconds) { m_periodic.setInterval(milliseconds); }

    // Copies left by an earlier session that did not exit cleanly.
    QList<Recovery> pendingRecoveries() const;
    static Result<Scenario> recover(const Recovery& recovery);
    static void discard(const Recovery& recovery);

private:
    QString fileFor(ScenarioDocument* document);

    QString m_directory;
    QHash<ScenarioDocument*, QString> m_files;
    QTimer m_periodic;
    QTimer m_soon;
};

} // namespace Kova
