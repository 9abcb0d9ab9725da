#include "document/autosaver.h"

#include "document/scenariodocument.h"
#include "io/guardedfile.h"
#include "io/scenariofile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr int PeriodMs = 30000;
constexpr int AfterChangeMs = 1500;

// A copy holds the file the scenario was opened from, which the scenario itself does not name.
QByteArray copyOf(const ScenarioDocument& document)
{
    const QJsonObject copy { { "kova_autosave"_L1, 1 }, { "file"_L1, document.filePath() },
        { "scenario"_L1, scenarioToJson(document.scenario()) } };
    return QJsonDocument(copy).toJson(QJsonDocument::Compact); // read back within FileLimit::Autosave
}

StaleAutosave readCopy(std::unique_ptr<KAutoSaveFile> file, const QByteArray& bytes)
{
    const QJsonObject copy = QJsonDocument::fromJson(bytes).object();
    const QByteArray scenario = QJsonDocument(copy.value("scenario"_L1).toObject()).toJson();
    const QString path = file->fileName();
    return { std::move(file), copy.value("file"_L1).toString(), parseScenario(scenario, path) };
}
} // namespace

Autosaver::Autosaver(QObject* parent)
    : QObject(parent)
{
    m_periodic.setInterval(PeriodMs);
    connect(&m_periodic, &QTimer::timeout, this, &Autosaver::saveAll);
    m_periodic.start();
    m_soon.setSingleShot(true);
    m_soon.setInterval(AfterChangeMs);
    connect(&m_soon, &QTimer::timeout, this, &Autosaver::saveAll);
}

void Autosaver::watch(ScenarioDocument* document)
{
    m_files.insert(document, nullptr);
    connect(document, &ScenarioDocument::scenarioChanged, &m_soon, qOverload<>(&QTimer::start));
    connect(document, &QObject::destroyed, this, [this, document] { delete m_files.take(document); });
}

void Autosaver::forget(ScenarioDocument* document)
{
    delete m_files.take(document);
    disconnect(document, nullptr, &m_soon, nullptr);
}

KAutoSaveFile* Autosaver::lockedFileFor(ScenarioDocument* document)
{
    if (KAutoSaveFile* file = m_files.value(document))
        return file;
    const QString path = document->filePath();
    auto* file = new KAutoSaveFile(path.isEmpty() ? QUrl(u"kova:unsaved"_s) : QUrl::fromLocalFile(path), this);
    if (!file->open(QIODevice::ReadWrite)) {
        delete file;
        return nullptr;
    }
    file->close(); // saveFileAtomically() replaces it whole each time; the lock stays
    m_files.insert(document, file);
    return file;
}

bool Autosaver::saveNow(ScenarioDocument* document)
{
    if (!document->isModified()) {
        if (auto it = m_files.find(document); it != m_files.end())
            delete std::exchange(*it, nullptr);
        return true;
    }
    KAutoSaveFile* file = lockedFileFor(document);
    return file && !saveFileAtomically(file->fileName(), copyOf(*document));
}

void Autosaver::saveAll()
{
    for (ScenarioDocument* document : m_files.keys())
        saveNow(document);
}

std::vector<StaleAutosave> Autosaver::takeStale()
{
    std::vector<StaleAutosave> out;
    for (KAutoSaveFile* found : KAutoSaveFile::allStaleFiles()) {
        std::unique_ptr<KAutoSaveFile> file(found);
        // A copy that is a link to a device or a FIFO, or too large, would hang or exhaust the memory.
        if (const auto problem = unreadableFileProblem(file->fileName(), FileLimit::Autosave)) {
            const QString path = file->fileName();
            out.push_back({ std::move(file), QString(), InputError { path, {}, *problem } });
            continue;
        }
        if (!file->open(QIODevice::ReadOnly)) // while a running session holds its lock
            continue;
        const QByteArray bytes = file->read(FileLimit::Autosave + 1);
        file->close();
        // Empty: the session ended between locking its copy and writing it; nothing is lost with it.
        if (!bytes.isEmpty())
            out.push_back(readCopy(std::move(file), bytes));
    }
    return out;
}

QString Autosaver::keepAside(StaleAutosave& stale, const QString& folder)
{
    const QString from = stale.file->fileName();
    const QString to = folder + u'/' + QFileInfo(from).fileName();
    if (QDir().mkpath(folder) && QFile::rename(from, to))
        return to;
    // KAutoSaveFile removes only the file it names: naming none leaves the copy for the next start.
    stale.file->setFileName(QString());
    return from;
}

} // namespace Kova
