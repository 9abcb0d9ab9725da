#include "scenariofile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace Kova {

namespace {

struct ScenarioFileText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::ScenarioFile)
};

InputError failure(const QString& path, const QString& cause, bool existed)
{
    return InputError { path, {},
        existed ? ScenarioFileText::tr("could not save (%1); the previous file is unchanged").arg(cause)
                : ScenarioFileText::tr("could not save (%1); nothing was written").arg(cause) };
}

} // namespace

std::optional<InputError> saveScenarioFile(const Scenario& s, const QString& path)
{
    const bool existed = QFileInfo::exists(path);
    const QByteArray bytes = scenarioToBytes(s);
    QSaveFile file(path);
    // No direct-write fallback: in a folder where no temporary file can be made, fail instead of
    // overwriting the previous file in place.
    file.setDirectWriteFallback(false);
    if (!file.open(QIODevice::WriteOnly))
        return failure(path, file.errorString(), existed);
    if (file.write(bytes) != bytes.size()) {
        const QString cause = file.errorString();
        file.cancelWriting();
        return failure(path, cause, existed);
    }
    if (!file.commit())
        return failure(path, file.errorString(), existed);
    return std::nullopt;
}

} // namespace Kova
