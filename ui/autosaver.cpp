#include "autosaver.h"

#include "io/scenariofile.h"
#include "scenariodocument.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr int PeriodMs = 30000;
constexpr int AfterChangeMs = 1500;
const auto Suffix = ".kova.json"_L1;
const auto PathSuffix = ".origin"_L1;

bool writeAtomically(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        file.cancelWriting();
        return false;
    }
    return file.commit();
}
} // namespace

Autosaver::Autosaver(QString directory, QObject* parent)
    : QObject(parent)
    , m_directory(std::move(directory))
{
    m_periodic.setInterval(PeriodMs);
    connect(&m_periodic, &QTimer::timeout, this, &Autosaver::saveAll);
    m_periodic.start();
    m_soon.setSingleShot(true);
    m_soon.setInterval(AfterChangeMs);
    connect(&m_soon, &QTimer::timeout, this, &Autosaver::saveAll);
}

QString Autosaver::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/autosave"_L1;
}

QString Autosaver::fileFor(ScenarioDocument* document)
{
    auto it = m_files.find(document);
    if (it == m_files.end())
        it = m_files.insert(document, m_directory + u'/' + QUuid::createUuid().toString(QUuid::WithoutBraces) + Suffix);
    return *it;
}

void Autosaver::watch(ScenarioDocument* document)
{
    fileFor(document);
    connect(document, &ScenarioDocument::scenarioChanged, &m_soon, qOverload<>(&QTimer::start));
    connect(document, &QObject::destroyed, this, [this, document] { m_files.remove(document); });
}

void Autosaver::forget(ScenarioDocument* document)
{
    const QString path = m_files.take(document);
    if (!path.isEmpty()) {
        QFile::remove(path);
        QFile::remove(path + PathSuffix);
    }
    disconnect(document, nullptr, &m_soon, nullptr);
}

bool Autosaver::saveNow(ScenarioDocument* document)
{
    const QString path = fileFor(document);
    if (!document->isModified()) {
        QFile::remove(path);
        QFile::remove(path + PathSuffix);
        return true;
    }
    if (!QDir().mkpath(m_directory))
        return false;
    return writeAtomically(path + PathSuffix, document->filePath().toUtf8())
        && writeAtomically(path, scenarioToBytes(document->scenario()));
}

void Autosaver::saveAll()
{
    for (auto it = m_files.cbegin(); it != m_files.cend(); ++it)
        saveNow(it.key());
}

QList<Autosaver::Recovery> Autosaver::pendingRecoveries() const
{
    QList<Recovery> out;
    const QDir dir(m_directory);
    const QStringList owned = m_files.values();
    for (const QString& name : dir.entryList({ u"*"_s + Suffix }, QDir::Files, QDir::Time)) {
        const QString path = dir.filePath(name);
        if (owned.contains(path))
            continue;
        QFile origin(path + PathSuffix);
        const QString original = origin.open(QIODevice::ReadOnly) ? QString::fromUtf8(origin.readAll()) : QString();
        out.append({ path, original });
    }
    return out;
}

Result<Scenario> Autosaver::recover(const Recovery& recovery)
{
    return loadScenario(recovery.autosavePath);
}

void Autosaver::discard(const Recovery& recovery)
{
    QFile::remove(recovery.autosavePath);
    QFile::remove(recovery.autosavePath + PathSuffix);
}

} // namespace Kova
