#pragma once

#include "model/result.h"
#include "model/scenario.h"

#include <KAutoSaveFile>
#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QTimer>
#include <memory>
#include <vector>

namespace Kova {

class ScenarioDocument;

// A copy that a session ended without closing (a crash, a kill) left behind, locked by this session;
// destroying it removes the copy.
struct StaleAutosave
{
    std::unique_ptr<KAutoSaveFile> file;
    QString originalPath; // empty for a scenario never saved
    Result<Scenario> scenario; // the reason when the copy cannot be read
};

// Keeps a copy of every modified scenario in a KAutoSaveFile, written atomically shortly after each change
// and every 30 s. Each copy is locked while its session lives, so that no other running instance takes it
// for a crashed session's; destroying the autosaver or forgetting a scenario removes the copies. A copy is
// written and serialised off the GUI thread (a scenario may hold megabytes of keys this version does not know).
class Autosaver : public QObject
{
    Q_OBJECT

public:
    explicit Autosaver(QObject* parent = nullptr);
    ~Autosaver() override; // waits for the copies being written, then removes them all

    void watch(ScenarioDocument* document);
    void forget(ScenarioDocument* document);
    // Writes a copy of a watched scenario, or removes its copy when it has no unsaved change; written() tells when
    // the copy is on disk. An edit made while a copy is being written is written right after.
    void saveNow(ScenarioDocument* document);
    void saveAll();

    // The copies no running session holds, each locked by this one from now on. Reads and parses them: call it
    // off the GUI thread (the files are then moved to `owner`'s thread).
    static std::vector<StaleAutosave> takeStale(QThread* owner = nullptr);
    // Moves the copy into `folder` instead of letting it be removed; returns where it is now.
    static QString keepAside(StaleAutosave& stale, const QString& folder);

Q_SIGNALS:
    void written(ScenarioDocument* document, bool ok);

private:
    // A document's copy: its locked file, and the write under way if any.
    struct Copy
    {
        KAutoSaveFile* file = nullptr;
        QFutureWatcher<bool>* writing = nullptr;
        bool again = false; // changed while being written
    };
    void startWriting(ScenarioDocument* document, Copy& copy);
    void finishWriting(ScenarioDocument* document, QFutureWatcher<bool>* watcher);
    // Removes the copy's file, once its write (if any) has ended.
    void retire(Copy copy);

    QHash<ScenarioDocument*, Copy> m_copies;
    QList<Copy> m_retiring; // forgotten while being written
    QTimer m_periodic;
    QTimer m_soon;
};

} // namespace Kova
