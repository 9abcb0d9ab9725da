#include "io/programtext.h"

#include "io/guardedfile.h"
#include "io/scenariotext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
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

// Which object is being written, for the order of its keys.
enum class Place { Top, Reserved, Owning, Run, Other };

template <std::size_t N> int rankIn(const std::array<QLatin1StringView, N>& keys, const QString& key)
{
    const auto it = std::find(keys.begin(), keys.end(), key);
    return int(it - keys.begin());
}

int rank(Place place, const QString& key)
{
    switch (place) {
    case Place::Top:
        return rankIn(TopLevel, key);
    case Place::Reserved:
        return rankIn(ReservedKeys, key);
    case Place::Owning:
        return rankIn(OwningKeys, key);
    case Place::Run:
        return rankIn(RunKeys, key);
    case Place::Other:
        break;
    }
    return 0;
}

QByteArray scalarText(const QJsonValue& v)
{
    const QByteArray array = QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

// `text` (several lines) written at `depth`: every line after the first indented by it.
QByteArray indented(QByteArray text, int depth)
{
    if (text.endsWith('\n'))
        text.chop(1);
    const QByteArray newline = QByteArray("\n") + QByteArray(2 * depth, ' ');
    return text.replace("\n", newline);
}

void write(QByteArray& out, const QJsonValue& v, int depth, Place place);

void writeObject(QByteArray& out, const QJsonObject& o, int depth, Place place)
{
    if (o.isEmpty()) {
        out += "{}";
        return;
    }
    QStringList keys = o.keys(); // sorted
    std::stable_sort(keys.begin(), keys.end(),
        [place](const QString& a, const QString& b) { return rank(place, a) < rank(place, b); });
    const QByteArray indent(2 * (depth + 1), ' ');
    out += "{\n";
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const QString& key = keys[i];
        const QJsonValue value = o.value(key);
        out += indent + scalarText(key) + ": ";
        if (place == Place::Run && key == ProgramKey::RunScenario && value.isObject())
            out += indented(orderedScenarioText(value.toObject()), depth + 1);
        else if (place == Place::Top && key == ProgramKey::Runs)
            write(out, value, depth + 1, Place::Run); // the array's elements
        else if (place == Place::Top && key == ProgramKey::Reserved)
            write(out, value, depth + 1, Place::Reserved);
        else if (place == Place::Top && key == ProgramKey::Owning)
            write(out, value, depth + 1, Place::Owning);
        else
            write(out, value, depth + 1, Place::Other);
        out += i + 1 < keys.size() ? ",\n" : "\n";
    }
    out += QByteArray(2 * depth, ' ') + '}';
}

void write(QByteArray& out, const QJsonValue& v, int depth, Place place)
{
    if (v.isObject()) {
        writeObject(out, v.toObject(), depth, place);
        return;
    }
    if (!v.isArray()) {
        out += scalarText(v);
        return;
    }
    const QJsonArray a = v.toArray();
    if (a.isEmpty()) {
        out += "[]";
        return;
    }
    out += "[\n";
    for (qsizetype i = 0; i < a.size(); ++i) {
        out += QByteArray(2 * (depth + 1), ' ');
        write(out, a.at(i), depth + 1, place);
        out += i + 1 < a.size() ? ",\n" : "\n";
    }
    out += QByteArray(2 * depth, ' ') + ']';
}

} // namespace

QByteArray orderedProgramText(const QJsonObject& document)
{
    QByteArray out;
    writeObject(out, document, 0, Place::Top);
    out += '\n';
    return out;
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
    const QByteArray bytes = orderedProgramText(document);
    if (bytes.size() > FileLimit::Program)
        return unsavedFileError(path,
            ProgramSaveText::tr("the program would be over %1, which no Kova Planner could open again")
                .arg(fileLimitText(FileLimit::Program)));
    return saveFileAtomically(path, bytes);
}

} // namespace Kova
