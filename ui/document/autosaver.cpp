#include "document/autosaver.h"

#include "document/scenariodocument.h"
#include "io/guardedfile.h"
#include "io/scenariofile.h"
#include "widgets/fileopening.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtConcurrentRun>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr int PeriodMs = 30000;
constexpr int AfterChangeMs = 1500;

// A copy holds the file the scenario was opened from, which the scenario itself does not name.
QByteArray copyOf(const Scenario& scenario, const QString& filePath)
{
    const QJsonObject copy { { "kova_autosave"_L1, 1 }, { "file"_L1, filePath },
        { "scenario"_L1, scenarioToJson(scenario) } };
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

Autosaver::~Autosaver()
{
    // A write that ended after its file was removed would leave a copy nobody locks: the next start would offer it.
    const auto end = [](const Copy& copy) {
        if (copy.writing)
            copy.writing->waitForFinished();
        delete copy.file;
    };
    for (const Copy& copy : std::as_const(m_copies))
        end(copy);
    for (const Copy& copy : std::as_const(m_retiring))
        end(copy);
}

void Autosaver::watch(ScenarioDocument* document)
{
    m_copies.insert(document, {});
    connect(document, &ScenarioDocument::scenarioChanged, &m_soon, qOverload<>(&QTimer::start));
    connect(document, &QObject::destroyed, this, [this, document] { retire(m_copies.take(document)); });
}

void Autosaver::forget(ScenarioDocument* document)
{
    retire(m_copies.take(document));
    disconnect(document, nullptr, &m_soon, nullptr);
}

void Autosaver::retire(Copy copy)
{
    if (!copy.writing) {
        delete copy.file;
        return;
    }
    copy.writing->disconnect(this);
    m_retiring.append(copy);
    connect(copy.writing, &QFutureWatcherBase::finished, this, [this, watcher = copy.writing] {
        const auto it = std::ranges::find(m_retiring, watcher, &Copy::writing);
        delete it->file;
        m_retiring.erase(it);
        watcher->deleteLater();
    });
}

void Autosaver::saveNow(ScenarioDocument* document)
{
    const auto it = m_copies.find(document);
    if (it == m_copies.end())
        return;
    if (!document->isModified()) {
        retire(std::exchange(*it, {}));
        return;
    }
    if (it->writing) {
        it->again = true;
        return;
    }
    if (!it->file) {
        const QString path = document->filePath();
        auto file = std::make_unique<KAutoSaveFile>(
            path.isEmpty() ? QUrl(u"kova:unsaved"_s) : QUrl::fromLocalFile(path), this);
        if (!file->open(QIODevice::ReadWrite)) {
            Q_EMIT written(document, false);
            return;
        }
        file->close(); // saveFileAtomically() replaces it whole each time; the lock stays
        it->file = file.release();
    }
    startWriting(document, *it);
}

void Autosaver::startWriting(ScenarioDocument* document, Copy& copy)
{
    copy.writing = new QFutureWatcher<bool>(this);
    connect(copy.writing, &QFutureWatcherBase::finished, this,
        [this, document, watcher = copy.writing] { finishWriting(document, watcher); });
    copy.writing->setFuture(QtConcurrent::run(FileOpening::threads(),
        [target = copy.file->fileName(), scenario = document->scenario(), original = document->filePath()] {
            return !saveFileAtomically(target, copyOf(scenario, original));
        }));
}

void Autosaver::finishWriting(ScenarioDocument* document, QFutureWatcher<bool>* watcher)
{
    watcher->deleteLater();
    const auto it = m_copies.find(document);
    if (it == m_copies.end() || it->writing != watcher)
        return;
    it->writing = nullptr;
    Q_EMIT written(document, watcher->result());
    if (std::exchange(it->again, false))
        saveNow(document);
}

void Autosaver::saveAll()
{
    for (ScenarioDocument* document : m_copies.keys())
        saveNow(document);
}

std::vector<StaleAutosave> Autosaver::takeStale(QThread* owner)
{
    std::vector<StaleAutosave> out;
    // Only the copies handed on change thread: the others go (and drop their locks) where they were made.
    const auto keep = [&](StaleAutosave stale) {
        if (owner)
            stale.file->moveToThread(owner);
        out.push_back(std::move(stale));
    };
    for (KAutoSaveFile* found : KAutoSaveFile::allStaleFiles()) {
        std::unique_ptr<KAutoSaveFile> file(found);
        // A copy that is a link to a device or a FIFO, or too large, would hang or exhaust the memory.
        if (const auto problem = unreadableFileProblem(file->fileName(), FileLimit::Autosave)) {
            const QString path = file->fileName();
            keep({ std::move(file), QString(), InputError { path, {}, *problem } });
            continue;
        }
        if (!file->open(QIODevice::ReadOnly)) // while a running session holds its lock
            continue;
        const QByteArray bytes = file->read(FileLimit::Autosave + 1);
        file->close();
        // Empty: the session ended between locking its copy and writing it; nothing is lost with it.
        if (!bytes.isEmpty())
            keep(readCopy(std::move(file), bytes));
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
