#include "io/scenariofile.h"

#include "io/jsonreader.h"
#include "model/scenariokeys.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct ScenarioText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Scenario)
};

const QStringList PrecisionKeys { u"bf16"_s, u"fp8"_s, u"fp4"_s };
const QStringList ModeKeys { u"on_demand"_s, u"interruptible"_s, u"spot"_s, u"reserved"_s };

constexpr double MaxAmount = 1e9;

ModelShape readModel(JsonReader& r, const QJsonObject& root)
{
    const QString p = u"model"_s;
    const QJsonObject o = r.object(root, {}, "model"_L1, true);
    const double params = r.number(o, p, "params_b"_L1, 0.001, 100000);
    const ModelShape d = defaultShapeFor(r.failed() ? 1.0 : params);
    ModelShape m;
    m.paramsB = params;
    m.layers = r.integer(o, p, "layers"_L1, 1, 10000, d.layers);
    m.hidden = r.integer(o, p, "hidden"_L1, 1, 1000000, d.hidden);
    m.heads = r.integer(o, p, "heads"_L1, 1, 100000, d.heads);
    m.seqLen = r.integer(o, p, "seq_len"_L1, 1, 100000000, d.seqLen);
    m.vocab = r.integer(o, p, "vocab"_L1, 1, 100000000, d.vocab);
    return m;
}

Training readTraining(JsonReader& r, const QJsonObject& root)
{
    const QString p = u"training"_s;
    const QJsonObject o = r.object(root, {}, "training"_L1, true);
    Training t;
    t.method = TrainingMethod(MethodKeys.indexOf(r.choice(o, p, "method"_L1, MethodKeys, u"full"_s)));
    t.tokensB = r.optionalNumber(o, p, "tokens_b"_L1, 1e-9, 1e7);
    t.durationHours = r.optionalNumber(o, p, "duration_hours"_L1, 1e-6, 1e6);
    if (!r.failed() && t.tokensB.has_value() == t.durationHours.has_value())
        r.fail(JsonReader::join(p, "tokens_b"_L1), ScenarioText::tr("give exactly one of tokens_b and duration_hours"));
    t.globalBatchTokens = r.number(o, p, "global_batch_tokens"_L1, 1, 1e12, t.globalBatchTokens);
    const QString precision = r.choice(o, p, "precision"_L1, PrecisionKeys, u"bf16"_s);
    t.precision = precision == "fp8"_L1 ? Precision::FP8 : precision == "fp4"_L1 ? Precision::FP4 : Precision::BF16;
    t.optimizer = r.choice(o, p, "optimizer"_L1, { u"adamw"_s }, u"adamw"_s);
    t.sharding = Sharding(ShardingKeys.indexOf(r.choice(o, p, "sharding"_L1, ShardingKeys, u"zero3"_s)));
    t.tensorParallel = r.integer(o, p, "tensor_parallel"_L1, 1, 1024, 1);
    t.pipelineParallel = r.integer(o, p, "pipeline_parallel"_L1, 1, 1024, 1);
    t.recompute = Recompute(RecomputeKeys.indexOf(r.choice(o, p, "recompute"_L1, RecomputeKeys, u"selective"_s)));
    t.microBatch = r.integer(o, p, "micro_batch"_L1, 1, 65536, 1);
    if (const auto mfu = r.optionalNumber(o, p, "mfu"_L1, 0, 1)) {
        if (*mfu <= 0)
            r.fail(JsonReader::join(p, "mfu"_L1), ScenarioText::tr("must be greater than 0"));
        t.mfu = mfu;
    }
    t.achievedTflops = r.optionalNumber(o, p, "achieved_tflops"_L1, 1e-6, 1e6);
    t.loraRank = r.integer(o, p, "lora_rank"_L1, 1, 65536, 16);
    t.attentionFlops = r.boolean(o, p, "attention_flops"_L1, false);
    return t;
}

Cluster readCluster(JsonReader& r, const QJsonObject& root)
{
    const QString p = u"cluster"_s;
    const QJsonObject o = r.object(root, {}, "cluster"_L1, true);
    Cluster c;
    c.offerId = r.string(o, p, "offer"_L1);
    c.gpus = r.integer(o, p, "gpus"_L1, 1, 1000000);
    const QJsonArray phases = r.array(o, p, "phases"_L1, false);
    for (qsizetype i = 0; i < phases.size() && !r.failed(); ++i) {
        const QString pp = JsonReader::join(JsonReader::join(p, "phases"_L1), i);
        const QJsonObject ph = phases.at(i).toObject();
        if (!phases.at(i).isObject())
            r.fail(pp, ScenarioText::tr("expected an object"));
        Phase phase;
        phase.name = r.string(ph, pp, "name"_L1, QString());
        phase.gpus = r.integer(ph, pp, "gpus"_L1, 1, 1000000);
        phase.hours = r.number(ph, pp, "hours"_L1, 0, 1e6);
        phase.mode = PurchaseMode(ModeKeys.indexOf(r.choice(ph, pp, "mode"_L1, ModeKeys, u"on_demand"_s)));
        c.phases.append(phase);
    }
    return c;
}

InterruptionSettings readInterruptions(JsonReader& r, const QJsonObject& root)
{
    const QString p = u"interruptions"_s;
    const QJsonObject o = r.object(root, {}, "interruptions"_L1, false);
    InterruptionSettings i;
    i.mtbiHours = r.number(o, p, "mtbi_hours"_L1, 0, 1e6, 0.0);
    i.checkpointWriteMin = r.number(o, p, "checkpoint_write_min"_L1, 0, 1e5, i.checkpointWriteMin);
    i.restartMin = r.number(o, p, "restart_min"_L1, 0, 1e5, i.restartMin);
    i.checkpointIntervalMin = r.optionalNumber(o, p, "checkpoint_interval_min"_L1, 0.01, 1e7);
    return i;
}

StoragePlan readStorage(JsonReader& r, const QJsonObject& root)
{
    const QString p = u"storage"_s;
    const QJsonObject o = r.object(root, {}, "storage"_L1, false);
    StoragePlan s;
    s.checkpointVolumeGb = r.number(o, p, "checkpoint_volume_gb"_L1, 0, MaxAmount, 0.0);
    s.retentionDays = r.number(o, p, "retention_days"_L1, 0, 36500, 0.0);
    s.datasetGb = r.number(o, p, "dataset_gb"_L1, 0, MaxAmount, 0.0);
    s.egressGb = r.number(o, p, "egress_gb"_L1, 0, MaxAmount, 0.0);
    return s;
}

void checkConsistency(JsonReader& r, const Scenario& s)
{
    const int modelParallel = s.training.tensorParallel * s.training.pipelineParallel;
    if (s.cluster.gpus % modelParallel != 0)
        r.fail(u"cluster.gpus"_s,
            ScenarioText::tr("%1 GPUs cannot be split into tensor × pipeline groups of %2")
                .arg(s.cluster.gpus)
                .arg(modelParallel));
    if (s.model.hidden % s.model.heads != 0)
        r.fail(u"model.heads"_s,
            ScenarioText::tr("the hidden size %1 is not divisible by %2 heads").arg(s.model.hidden).arg(s.model.heads));
}

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

Result<Scenario> parseScenario(const QByteArray& bytes, const QString& file)
{
    auto root = parseJsonObject(bytes, file);
    if (!root)
        return root.error();
    const QJsonObject& o = root.value();
    JsonReader r(file);
    if (!o.contains("kova_scenario"_L1))
        return InputError { file, u"kova_scenario"_s, ScenarioText::tr("missing: this is not a Kova scenario file") };
    const int version = r.integer(o, {}, "kova_scenario"_L1, 1, 1000000);
    if (!r.failed() && version > ScenarioFormatVersion)
        return InputError { file, u"kova_scenario"_s,
            ScenarioText::tr("format version %1 is newer than this program understands (%2); update Kova Planner")
                .arg(version)
                .arg(ScenarioFormatVersion) };
    Scenario s;
    s.document = o;
    s.name = r.string(o, {}, "name"_L1, QString());
    s.model = readModel(r, o);
    s.training = readTraining(r, o);
    s.cluster = readCluster(r, o);
    s.mode = PurchaseMode(ModeKeys.indexOf(r.choice(o, {}, "mode"_L1, ModeKeys, u"on_demand"_s)));
    s.interruptions = readInterruptions(r, o);
    s.storage = readStorage(r, o);
    const QJsonObject spot = r.object(o, {}, "spot"_L1, false);
    s.spot.bid = r.optionalNumber(spot, u"spot"_s, "bid"_L1, 0, 1e5);
    s.spot.tracePath = r.string(spot, u"spot"_s, "trace"_L1, QString());
    if (!r.failed() && !s.spot.tracePath.isEmpty() && !s.spot.bid)
        r.fail(u"spot.bid"_s,
            ScenarioText::tr("is required with spot.trace: the run pauses while the price is above the bid"));
    const double seed = r.number(o, {}, "seed"_L1, 0, 9007199254740991.0, double(s.seed));
    if (!r.failed() && seed != std::floor(seed))
        r.fail(u"seed"_s, ScenarioText::tr("expected a whole number"));
    s.seed = quint64(seed);
    if (!r.failed())
        checkConsistency(r, s);
    if (r.failed())
        return r.error();
    return s;
}

Result<Scenario> loadScenario(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return InputError { path, {}, ScenarioText::tr("cannot read the file: %1").arg(f.errorString()) };
    // Read at most one byte past the limit: size() is 0 for devices and pipes (/dev/zero never ends).
    constexpr qint64 MaxBytes = 16 * 1024 * 1024;
    const QByteArray bytes = f.read(MaxBytes + 1);
    if (bytes.size() > MaxBytes)
        return InputError { path, {}, ScenarioText::tr("the file is too large to be a scenario (over 16 MB)") };
    return parseScenario(bytes, path);
}

QByteArray scenarioToBytes(const Scenario& s)
{
    return QJsonDocument(scenarioToJson(s)).toJson(QJsonDocument::Indented);
}

Scenario defaultScenario()
{
    QFile f(u":/kova/scenarios/seed-h100-72h.kova.json"_s);
    f.open(QIODevice::ReadOnly);
    auto parsed = parseScenario(f.readAll(), u"seed-h100-72h.kova.json"_s);
    Q_ASSERT(parsed.ok());
    return parsed.ok() ? std::move(parsed).value() : Scenario {};
}

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
