#pragma once

#include "model/result.h"
#include "model/scenario.h"

#include <KAutoSaveFile>
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
// for a crashed session's; destroying the autosaver or forgetting a scenario removes the copies.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    explicit Autosaver(QObject* parent = nullptr);

    void watch(ScenarioDocument* document);
    void forget(ScenarioDocument* document);
    bool saveNow(ScenarioDocument* document); // of a watched scenario
    void saveAll();

    // The copies no running session holds, each locked by this one from now on.
    static std::vector<StaleAutosave> takeStale();
    // Moves the copy into `folder` instead of letting it be removed; returns where it is now.
    static QString keepAside(StaleAutosave& stale, const QString& folder);

private:
    KAutoSaveFile* lockedFileFor(ScenarioDocument* document);

    QHash<ScenarioDocument*, KAutoSaveFile*> m_files;
    QTimer m_periodic;
    QTimer m_soon;
};

} // namespace Kova
