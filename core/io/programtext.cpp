#include "io/programtext.h"

#include "io/guardedfile.h"
#include "io/jsontext.h"
#include "io/scenariotext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct ProgramSaveText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Program)
};

constexpr std::array TopLevel { ProgramKey::Version, ProgramKey::Name, ProgramKey::Start, ProgramKey::HorizonMonths,
    ProgramKey::Offer, ProgramKey::Reserved, ProgramKey::Owning, ProgramKey::Runs };
constexpr std::array ReservedKeys { ProgramKey::ReservedTermMonths, ProgramKey::ReservedPerGpuHour };
constexpr std::array OwningKeys { ProgramKey::OwningServer, ProgramKey::OwningNodes, ProgramKey::OwningServerPrice,
    ProgramKey::OwningOverheadWatts, ProgramKey::OwningGpuUtilisation, ProgramKey::OwningPue,
    ProgramKey::OwningElectricity, ProgramKey::OwningHosting, ProgramKey::OwningSupport, ProgramKey::OwningStaff,
    ProgramKey::OwningDepreciation, ProgramKey::OwningResidual, ProgramKey::OwningFinancing };
constexpr std::array RunKeys { ProgramKey::RunScenario, ProgramKey::RunCount, ProgramKey::RunWhen,
    ProgramKey::RunEveryMonths };

template <std::size_t N> int rankIn(const std::array<QLatin1StringView, N>& keys, const QString& key)
{
    return int(std::find(keys.begin(), keys.end(), key) - keys.begin());
}

// Where `key` comes in the object at `path` of a program document; a run's inline scenario in the scenario's order.
int programKeyRank(const QString& path, const QString& key)
{
    if (path.isEmpty())
        return rankIn(TopLevel, key);
    if (path == ProgramKey::Reserved)
        return rankIn(ReservedKeys, key);
    if (path == ProgramKey::Owning)
        return rankIn(OwningKeys, key);
    static const QRegularExpression run(u"^"_s + QRegularExpression::escape(QString(ProgramKey::Runs))
        + u"\\[\\d+\\](\\."_s + QRegularExpression::escape(QString(ProgramKey::RunScenario)) + u"(\\.(.+))?)?$"_s);
    const QRegularExpressionMatch m = run.match(path);
    if (!m.hasMatch())
        return 0;
    return m.hasCaptured(1) ? scenarioKeyRank(m.captured(3), key) : rankIn(RunKeys, key);
}

} // namespace

QByteArray orderedProgramText(const QJsonObject& document)
{
    return orderedJsonText(document, programKeyRank);
}

QString programWhenText(const QDate& when, bool isMonth)
{
    return when.toString(isMonth ? u"yyyy-MM"_s : u"yyyy-MM-dd"_s);
}

QJsonObject withRunValue(const QJsonObject& document, qsizetype run, QLatin1StringView key, const QJsonValue& value)
{
    QJsonObject out = document;
    QJsonArray runs = out.value(ProgramKey::Runs).toArray();
    if (run < 0 || run >= runs.size())
        return out;
    QJsonObject r = runs.at(run).toObject();
    r.insert(key, value);
    runs.replace(run, r);
    out.insert(ProgramKey::Runs, runs);
    return out;
}

QJsonObject programDocumentFor(const Program& program, const QString& path)
{
    QJsonObject out = program.document;
    const QDir folder = QFileInfo(path).absoluteDir();
    if (!program.file.isEmpty() && QFileInfo(program.file).absoluteDir() == folder)
        return out; // the same folder: the names as written
    for (qsizetype i = 0; i < program.runs.size(); ++i) {
        const ProgramRun& run = program.runs.at(i);
        if (!run.scenarioFile.isEmpty() && !QDir::isAbsolutePath(run.label))
            out = withRunValue(
                out, i, ProgramKey::RunScenario, QDir::fromNativeSeparators(folder.relativeFilePath(run.scenarioFile)));
    }
    return out;
}

std::optional<InputError> saveProgramFile(const QJsonObject& document, const QString& path)
{
    const QByteArray bytes = orderedJsonTextWithin(document, programKeyRank, FileLimit::Program);
    if (bytes.size() > FileLimit::Program)
        return unsavedFileError(path,
            ProgramSaveText::tr("the program would be over %1, which no Kova Planner could open again")
                .arg(fileLimitText(FileLimit::Program)));
    return saveFileAtomically(path, bytes);
}

} // namespace Kova
