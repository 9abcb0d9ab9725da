#include "io/programfile.h"

#include "io/guardedfile.h"
#include "io/jsonreader.h"
#include "io/scenariofile.h"
#include "model/scenariolimits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct ProgramFileText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Program)
};

// Each run is a line of every option and a row of the timeline: more is not a program but a log.
constexpr qsizetype MaxRuns = 1000;
constexpr int MaxCount = 10000;
// Every run made is a block of the timeline and of the reservation sweep: a program is at most 10,000 of them.
constexpr qint64 MaxRunsMade = 10000;
constexpr int MaxHorizonMonths = 600;

// "2027-03" → 1 March 2027 (a month); "2027-03-15" → that date; an invalid date otherwise.
QDate monthOrDate(const QString& s, bool* isMonth)
{
    static const QRegularExpression month(u"^(\\d{4})-(\\d{2})$"_s);
    static const QRegularExpression day(u"^\\d{4}-\\d{2}-\\d{2}$"_s);
    if (const auto m = month.match(s); m.hasMatch()) {
        *isMonth = true;
        return QDate(m.captured(1).toInt(), m.captured(2).toInt(), 1);
    }
    *isMonth = false;
    return day.match(s).hasMatch() ? QDate::fromString(s, Qt::ISODate) : QDate();
}

QDate readWhen(JsonReader& r, const QJsonObject& o, const QString& path, QLatin1StringView key, bool* isMonth)
{
    const QString s = r.string(o, path, key);
    if (r.failed())
        return {};
    const QDate d = monthOrDate(s, isMonth);
    if (!d.isValid())
        r.fail(JsonReader::join(path, key),
            ProgramFileText::tr("\"%1\" is not a month (YYYY-MM) or a date (YYYY-MM-DD)").arg(s));
    return d;
}

OwningOverrides readOwning(JsonReader& r, const QJsonObject& root)
{
    const QString p = ProgramKey::Owning;
    const QJsonObject o = r.object(root, {}, ProgramKey::Owning, false);
    OwningOverrides w;
    w.serverId = r.string(o, p, ProgramKey::OwningServer, QString());
    if (o.contains(ProgramKey::OwningNodes))
        w.nodes = r.integer(o, p, ProgramKey::OwningNodes, 1, 100000);
    w.serverPrice = r.optionalNumber(o, p, ProgramKey::OwningServerPrice, 0, MaxAmount);
    w.overheadWattsPerGpu = r.optionalNumber(o, p, ProgramKey::OwningOverheadWatts, 0, 100000);
    w.gpuUtilisationPct = r.optionalNumber(o, p, ProgramKey::OwningGpuUtilisation, 0, 100);
    w.pue = r.optionalNumber(o, p, ProgramKey::OwningPue, 1, 10);
    w.electricityPerKwh = r.optionalNumber(o, p, ProgramKey::OwningElectricity, 0, 100);
    w.hostingPerKwMonth = r.optionalNumber(o, p, ProgramKey::OwningHosting, 0, 1e6);
    w.supportPctPerYear = r.optionalNumber(o, p, ProgramKey::OwningSupport, 0, 100);
    w.staffPctPerYear = r.optionalNumber(o, p, ProgramKey::OwningStaff, 0, 100);
    if (o.contains(ProgramKey::OwningDepreciation))
        w.depreciationMonths = r.integer(o, p, ProgramKey::OwningDepreciation, 1, 600);
    w.residualPct = r.optionalNumber(o, p, ProgramKey::OwningResidual, 0, 100);
    w.financingPctPerYear = r.optionalNumber(o, p, ProgramKey::OwningFinancing, 0, 100);
    return w;
}

// A run's scenario: a file relative to the program's folder, or a kova_scenario document inline.
Result<Scenario> readRunScenario(const QJsonValue& v, const QString& file, const QString& key,
    const ScenarioLoader& loader, const QString& programOffer, QString* label, QString* scenarioFile)
{
    if (v.isString()) {
        const QString written = v.toString();
        if (written.trimmed().isEmpty())
            return InputError { file, key, ProgramFileText::tr("name a scenario file") };
        const QString path = QDir(QFileInfo(file).absolutePath()).absoluteFilePath(written);
        *label = written;
        *scenarioFile = path;
        auto s = loader ? loader(path) : loadScenario(path);
        if (!s && s.error().key.isEmpty())
            return InputError { file, key, s.error().toString() };
        return s;
    }
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        if (!o.contains("kova_scenario"_L1))
            o.insert("kova_scenario"_L1, ScenarioFormatVersion);
        // The program's offer stands for the one an inline scenario leaves out.
        QJsonObject cluster = o.value("cluster"_L1).toObject();
        if (!programOffer.isEmpty() && o.value("cluster"_L1).isObject() && !cluster.contains("offer"_L1)) {
            cluster.insert("offer"_L1, programOffer);
            o.insert("cluster"_L1, cluster);
        }
        auto s = parseScenario(QJsonDocument(o).toJson(QJsonDocument::Compact), file);
        if (!s) {
            const InputError& e = s.error();
            return InputError { file, e.key.isEmpty() ? key : key + u'.' + e.key, e.problem };
        }
        *label = s.value().name.isEmpty() ? key : s.value().name;
        return s;
    }
    if (v.isUndefined())
        return InputError { file, key, ProgramFileText::tr("is required: a scenario file or an inline scenario") };
    return InputError { file, key, ProgramFileText::tr("expected a scenario file name or an inline scenario") };
}

// A scenario file as the cache of a program's runs knows it: its canonical path (links and "../" resolved), else
// the absolute path written.
QString canonicalScenarioPath(const QString& absolute)
{
    const QString canonical = QFileInfo(absolute).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(absolute) : canonical;
}

// The earlier run that read the scenario file a run names, if any.
std::optional<int> earlierRunOfFile(const QJsonValue& v, const QString& file, const QHash<QString, int>& firstRunOfFile)
{
    if (!v.isString() || v.toString().trimmed().isEmpty() || firstRunOfFile.isEmpty())
        return std::nullopt;
    const QString path = QDir(QFileInfo(file).absolutePath()).absoluteFilePath(v.toString());
    const auto it = firstRunOfFile.constFind(canonicalScenarioPath(path));
    return it == firstRunOfFile.cend() ? std::nullopt : std::optional<int>(it.value());
}

} // namespace

Result<Program> parseProgram(const QByteArray& bytes, const QString& file, const ScenarioLoader& loader)
{
    auto root = parseJsonObject(bytes, file);
    if (!root)
        return root.error();
    return programFromJson(root.value(), file, loader);
}

namespace {

// The runs' list: each run's schedule and scenario, a scenario file read once for all the runs that name it.
std::optional<InputError> readRuns(JsonReader& r, const QJsonArray& runs, const ScenarioLoader& loader, Program& p)
{
    qint64 made = 0;
    QHash<QString, int> firstRunOfFile; // a scenario file (canonical path) → the first run that reads it
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const QString path = JsonReader::join(QString(ProgramKey::Runs), i);
        if (!runs.at(i).isObject())
            return InputError { p.file, path, ProgramFileText::tr("expected an object") };
        const QJsonObject ro = runs.at(i).toObject();
        ProgramRun run;
        run.count = r.integer(ro, path, ProgramKey::RunCount, 1, MaxCount, 1);
        run.when = readWhen(r, ro, path, ProgramKey::RunWhen, &run.whenIsMonth);
        run.everyMonths = r.integer(ro, path, ProgramKey::RunEveryMonths, 0, MaxHorizonMonths, 0);
        if (r.failed())
            return r.error();
        made += run.count;
        if (made > MaxRunsMade)
            return InputError { p.file, JsonReader::join(path, ProgramKey::RunCount),
                ProgramFileText::tr("the program makes more than %1 runs in all").arg(MaxRunsMade) };
        const QJsonValue scenario = ro.value(ProgramKey::RunScenario);
        if (const auto earlier = earlierRunOfFile(scenario, p.file, firstRunOfFile)) {
            // The file an earlier run read: read and estimated once, its scenario shared (1,000 runs of one
            // scenario of 1,000 phases were 1,000 copies of it).
            const ProgramRun& first = p.runs.at(*earlier);
            run.label = scenario.toString();
            run.scenarioFile = QDir(QFileInfo(p.file).absolutePath()).absoluteFilePath(run.label);
            run.scenario = first.scenario;
            run.sameScenarioAs = *earlier;
            p.runs.append(run);
            continue;
        }
        auto s = readRunScenario(scenario, p.file, JsonReader::join(path, ProgramKey::RunScenario), loader, p.offerId,
            &run.label, &run.scenarioFile);
        if (!s)
            return s.error();
        run.scenario = std::move(s).value();
        // A program needs a run's figures, not its file's JSON kept for saving it (a scenario of 1,000 phases
        // holds about 330 kB of it: a third of a gigabyte for 1,000 such files).
        run.scenario.document = {};
        if (!run.scenarioFile.isEmpty())
            firstRunOfFile.insert(canonicalScenarioPath(run.scenarioFile), int(i));
        p.runs.append(run);
    }
    return std::nullopt;
}

// One offer for the program: the one it names, else the one all its runs name.
std::optional<InputError> settleOffer(Program& p)
{
    if (p.offerId.isEmpty()) {
        p.offerId = p.runs.first().scenario.cluster.offerId;
        for (qsizetype i = 1; i < p.runs.size(); ++i)
            if (p.runs.at(i).scenario.cluster.offerId != p.offerId)
                return InputError { p.file,
                    JsonReader::join(JsonReader::join(QString(ProgramKey::Runs), i), ProgramKey::RunScenario),
                    ProgramFileText::tr("runs on the offer \"%1\" and runs[0] on \"%2\": a program buys from one "
                                        "offer; name it with \"offer\"")
                        .arg(p.runs.at(i).scenario.cluster.offerId, p.offerId) };
    }
    for (ProgramRun& run : p.runs)
        run.scenario.cluster.offerId = p.offerId;
    return std::nullopt;
}

// The horizon: from `start`, else the month of the first run; every run made inside it.
std::optional<InputError> settleHorizon(Program& p)
{
    if (!p.start.isValid()) {
        QDate first = p.runs.first().when;
        for (const ProgramRun& run : p.runs)
            first = std::min(first, run.when);
        p.start = QDate(first.year(), first.month(), 1);
    }
    for (qsizetype i = 0; i < p.runs.size(); ++i) {
        const ProgramRun& run = p.runs.at(i);
        const QString path = JsonReader::join(QString(ProgramKey::Runs), i);
        const QString horizon = ProgramFileText::tr("the horizon runs from %1 to %2")
                                    .arg(p.start.toString(Qt::ISODate), p.end().addDays(-1).toString(Qt::ISODate));
        if (run.when < p.start || run.when >= p.end())
            return InputError { p.file, JsonReader::join(path, ProgramKey::RunWhen),
                ProgramFileText::tr("%1 is outside the program: %2").arg(run.when.toString(Qt::ISODate), horizon) };
        if (run.everyMonths > 0 && run.when.addMonths((run.count - 1) * run.everyMonths) >= p.end())
            return InputError { p.file, JsonReader::join(path, ProgramKey::RunCount),
                ProgramFileText::tr("%1 runs every %2 months from %3 do not all start inside the program: %4")
                    .arg(run.count)
                    .arg(run.everyMonths)
                    .arg(run.when.toString(Qt::ISODate), horizon) };
    }
    return std::nullopt;
}

} // namespace

Result<Program> programFromJson(const QJsonObject& o, const QString& file, const ScenarioLoader& loader)
{
    JsonReader r(file);
    if (!o.contains(ProgramKey::Version))
        return InputError { file, ProgramKey::Version,
            ProgramFileText::tr("missing: this is not a Kova program file") };
    const int version = r.integer(o, {}, ProgramKey::Version, 1, 1000000);
    if (!r.failed() && version > ProgramFormatVersion)
        return InputError { file, ProgramKey::Version,
            ProgramFileText::tr("format version %1 is newer than this program understands (%2); update Kova Planner")
                .arg(version)
                .arg(ProgramFormatVersion) };
    Program p;
    p.file = file;
    p.document = o;
    p.name = r.string(o, {}, ProgramKey::Name, QString());
    p.horizonMonths = r.integer(o, {}, ProgramKey::HorizonMonths, 1, MaxHorizonMonths, 12);
    p.offerId = r.string(o, {}, ProgramKey::Offer, QString());
    bool startIsMonth = true;
    if (o.contains(ProgramKey::Start))
        p.start = readWhen(r, o, {}, ProgramKey::Start, &startIsMonth);
    const QJsonObject reserved = r.object(o, {}, ProgramKey::Reserved, false);
    if (reserved.contains(ProgramKey::ReservedTermMonths))
        p.reservedTermMonths = r.integer(reserved, ProgramKey::Reserved, ProgramKey::ReservedTermMonths, 0, 120);
    p.reservedPerGpuHour = r.optionalNumber(reserved, ProgramKey::Reserved, ProgramKey::ReservedPerGpuHour, 0, 1e5);
    if (!r.failed() && p.reservedPerGpuHour && !p.reservedTermMonths)
        r.fail(JsonReader::join(QString(ProgramKey::Reserved), ProgramKey::ReservedTermMonths),
            ProgramFileText::tr("is required with reserved.per_gpu_hour: the term the price was quoted for"));
    p.owning = readOwning(r, o);
    const QJsonArray runs = r.array(o, {}, ProgramKey::Runs, true);
    if (r.failed())
        return r.error();
    if (runs.isEmpty())
        return InputError { file, ProgramKey::Runs, ProgramFileText::tr("list at least one run") };
    if (runs.size() > MaxRuns)
        return InputError { file, ProgramKey::Runs,
            ProgramFileText::tr("%1 runs: at most %2 are read").arg(runs.size()).arg(MaxRuns) };

    if (auto problem = readRuns(r, runs, loader, p))
        return *problem;
    if (auto problem = settleOffer(p))
        return *problem;
    if (auto problem = settleHorizon(p))
        return *problem;
    return p;
}

bool isProgramFileName(const QString& path)
{
    return path.endsWith(QLatin1StringView(".kova-program.json"), Qt::CaseInsensitive);
}

Result<Program> loadProgram(const QString& path)
{
    auto bytes = readGuardedFile(path, FileLimit::Program);
    if (!bytes)
        return bytes.error();
    return parseProgram(bytes.value(), path);
}

namespace {

SourcedFigure readFigure(
    JsonReader& r, const QJsonObject& o, const QString& path, QLatin1StringView key, double min, double max)
{
    const QJsonObject f = r.object(o, path, key, true);
    const QString p = JsonReader::join(path, key);
    SourcedFigure s;
    s.value = r.number(f, p, "value"_L1, min, max);
    s.source = r.string(f, p, "source"_L1);
    s.observed = r.date(f, p, "observed"_L1);
    return s;
}

} // namespace

Result<OwnershipReference> parseOwnershipReference(const QByteArray& bytes, const QString& file)
{
    auto root = parseJsonObject(bytes, file);
    if (!root)
        return root.error();
    const QJsonObject& o = root.value();
    JsonReader r(file);
    r.integer(o, {}, "kova_ownership"_L1, 1, 1);
    OwnershipReference ref;
    ref.currency = r.string(o, {}, "currency"_L1, u"USD"_s);
    const QJsonArray servers = r.array(o, {}, "servers"_L1, true);
    for (qsizetype i = 0; i < servers.size() && !r.failed(); ++i) {
        const QString path = JsonReader::join(u"servers"_s, i);
        const QJsonObject so = servers.at(i).toObject();
        ServerReference s;
        s.id = r.string(so, path, "id"_L1);
        s.name = r.string(so, path, "name"_L1);
        s.gpuId = r.string(so, path, "gpu"_L1);
        s.gpusPerNode = r.integer(so, path, "gpus_per_node"_L1, 1, 1024);
        s.price = readFigure(r, so, path, "price"_L1, 0, MaxAmount);
        s.overheadWattsPerGpu = readFigure(r, so, path, "overhead_watts_per_gpu"_L1, 0, 100000);
        ref.servers.append(s);
    }
    ref.electricityPerKwh = readFigure(r, o, {}, "electricity_per_kwh"_L1, 0, 100);
    ref.hostingPerKwMonth = readFigure(r, o, {}, "hosting_per_kw_month"_L1, 0, 1e6);
    ref.supportPctPerYear = readFigure(r, o, {}, "support_pct_per_year"_L1, 0, 100);
    ref.staffPctPerYear = readFigure(r, o, {}, "staff_pct_per_year"_L1, 0, 100);
    ref.depreciationMonths = readFigure(r, o, {}, "depreciation_months"_L1, 1, 600);
    ref.residualPct = readFigure(r, o, {}, "residual_pct"_L1, 0, 100);
    ref.financingPctPerYear = readFigure(r, o, {}, "financing_pct_per_year"_L1, 0, 100);
    ref.pue = readFigure(r, o, {}, "pue"_L1, 1, 10);
    if (r.failed())
        return r.error();
    return ref;
}

const OwnershipReference& defaultOwnershipReference()
{
    static const OwnershipReference reference = [] {
        QFile f(u":/kova/ownership.json"_s);
        f.open(QIODevice::ReadOnly);
        auto parsed = parseOwnershipReference(f.readAll(), u"embedded ownership.json"_s);
        Q_ASSERT_X(
            parsed.ok(), "defaultOwnershipReference", qPrintable(parsed.ok() ? QString() : parsed.error().toString()));
        return parsed.ok() ? std::move(parsed).value() : OwnershipReference {};
    }();
    return reference;
}

} // namespace Kova
