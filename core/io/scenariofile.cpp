#include "io/scenariofile.h"

#include "io/jsonreader.h"
#include "io/scenariotext.h"
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

using ScenarioKey::leafOf;

namespace {

struct ScenarioText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Scenario)
};

constexpr double MaxAmount = 1e9;

ModelShape readModel(JsonReader& r, const QJsonObject& root)
{
    const QString p = ScenarioKey::Model;
    const QJsonObject o = r.object(root, {}, ScenarioKey::Model, true);
    const double params = r.number(o, p, leafOf(ScenarioKey::ModelParamsB), 0.001, 100000);
    const ModelShape d = defaultShapeFor(r.failed() ? 1.0 : params);
    ModelShape m;
    m.paramsB = params;
    m.layers = r.integer(o, p, leafOf(ScenarioKey::ModelLayers), 1, 10000, d.layers);
    m.hidden = r.integer(o, p, leafOf(ScenarioKey::ModelHidden), 1, 1000000, d.hidden);
    m.heads = r.integer(o, p, leafOf(ScenarioKey::ModelHeads), 1, 100000, d.heads);
    m.seqLen = r.integer(o, p, leafOf(ScenarioKey::ModelSeqLen), 1, 100000000, d.seqLen);
    m.vocab = r.integer(o, p, leafOf(ScenarioKey::ModelVocab), 1, 100000000, d.vocab);
    return m;
}

Training readTraining(JsonReader& r, const QJsonObject& root)
{
    const QString p = ScenarioKey::Training;
    const QJsonObject o = r.object(root, {}, ScenarioKey::Training, true);
    Training t;
    t.method = r.enumChoice(o, p, leafOf(ScenarioKey::TrainingMethod), std::optional(TrainingMethod::Full));
    t.tokensB = r.optionalNumber(o, p, leafOf(ScenarioKey::TrainingTokensB), 1e-9, 1e7);
    t.durationHours = r.optionalNumber(o, p, leafOf(ScenarioKey::TrainingDurationHours), 1e-6, 1e6);
    if (!r.failed() && t.tokensB.has_value() == t.durationHours.has_value())
        r.fail(ScenarioKey::TrainingTokensB, ScenarioText::tr("give exactly one of tokens_b and duration_hours"));
    t.globalBatchTokens = r.number(o, p, leafOf(ScenarioKey::TrainingGlobalBatchTokens), 1, 1e12, t.globalBatchTokens);
    t.precision = r.enumChoice(
        o, p, leafOf(ScenarioKey::TrainingPrecision), std::optional(Precision::BF16), keysOf(TrainingPrecisions));
    t.optimizer = r.choice(o, p, leafOf(ScenarioKey::TrainingOptimizer), { u"adamw"_s }, u"adamw"_s);
    t.sharding = r.enumChoice(o, p, leafOf(ScenarioKey::TrainingSharding), std::optional(Sharding::ZeRO3));
    t.tensorParallel = r.integer(o, p, leafOf(ScenarioKey::TrainingTensorParallel), 1, 1024, 1);
    t.pipelineParallel = r.integer(o, p, leafOf(ScenarioKey::TrainingPipelineParallel), 1, 1024, 1);
    t.recompute = r.enumChoice(o, p, leafOf(ScenarioKey::TrainingRecompute), std::optional(Recompute::Selective));
    t.microBatch = r.integer(o, p, leafOf(ScenarioKey::TrainingMicroBatch), 1, 65536, 1);
    if (const auto mfu = r.optionalNumber(o, p, leafOf(ScenarioKey::TrainingMfu), 0, 1)) {
        if (*mfu <= 0)
            r.fail(ScenarioKey::TrainingMfu, ScenarioText::tr("must be greater than 0"));
        t.mfu = mfu;
    }
    t.achievedTflops = r.optionalNumber(o, p, leafOf(ScenarioKey::TrainingAchievedTflops), 1e-6, 1e6);
    t.loraRank = r.integer(o, p, leafOf(ScenarioKey::TrainingLoraRank), 1, 65536, 16);
    t.attentionFlops = r.boolean(o, p, leafOf(ScenarioKey::TrainingAttentionFlops), false);
    return t;
}

Cluster readCluster(JsonReader& r, const QJsonObject& root)
{
    const QString p = ScenarioKey::Cluster;
    const QJsonObject o = r.object(root, {}, ScenarioKey::Cluster, true);
    Cluster c;
    c.offerId = r.string(o, p, leafOf(ScenarioKey::ClusterOffer));
    c.gpus = r.integer(o, p, leafOf(ScenarioKey::ClusterGpus), 1, 1000000);
    const QJsonArray phases = r.array(o, p, leafOf(ScenarioKey::ClusterPhases), false);
    for (qsizetype i = 0; i < phases.size() && !r.failed(); ++i) {
        const QString pp = JsonReader::join(ScenarioKey::ClusterPhases, i);
        const QJsonObject ph = phases.at(i).toObject();
        if (!phases.at(i).isObject())
            r.fail(pp, ScenarioText::tr("expected an object"));
        Phase phase;
        phase.name = r.string(ph, pp, ScenarioKey::PhaseName, QString());
        phase.gpus = r.integer(ph, pp, ScenarioKey::PhaseGpus, 1, 1000000);
        phase.hours = r.number(ph, pp, ScenarioKey::PhaseHours, 0, 1e6);
        phase.mode = r.enumChoice(ph, pp, ScenarioKey::PhaseMode, std::optional(PurchaseMode::OnDemand));
        c.phases.append(phase);
    }
    return c;
}

InterruptionSettings readInterruptions(JsonReader& r, const QJsonObject& root)
{
    const QString p = ScenarioKey::Interruptions;
    const QJsonObject o = r.object(root, {}, ScenarioKey::Interruptions, false);
    InterruptionSettings i;
    i.mtbiHours = r.number(o, p, leafOf(ScenarioKey::InterruptionsMtbiHours), 0, 1e6, 0.0);
    i.checkpointWriteMin
        = r.number(o, p, leafOf(ScenarioKey::InterruptionsCheckpointWriteMin), 0, 1e5, i.checkpointWriteMin);
    i.restartMin = r.number(o, p, leafOf(ScenarioKey::InterruptionsRestartMin), 0, 1e5, i.restartMin);
    i.checkpointIntervalMin
        = r.optionalNumber(o, p, leafOf(ScenarioKey::InterruptionsCheckpointIntervalMin), 0.01, 1e7);
    return i;
}

StoragePlan readStorage(JsonReader& r, const QJsonObject& root)
{
    const QString p = ScenarioKey::Storage;
    const QJsonObject o = r.object(root, {}, ScenarioKey::Storage, false);
    StoragePlan s;
    s.checkpointVolumeGb = r.number(o, p, leafOf(ScenarioKey::StorageCheckpointVolumeGb), 0, MaxAmount, 0.0);
    s.retentionDays = r.number(o, p, leafOf(ScenarioKey::StorageRetentionDays), 0, 36500, 0.0);
    s.datasetGb = r.number(o, p, leafOf(ScenarioKey::StorageDatasetGb), 0, MaxAmount, 0.0);
    s.egressGb = r.number(o, p, leafOf(ScenarioKey::StorageEgressGb), 0, MaxAmount, 0.0);
    return s;
}

void checkConsistency(JsonReader& r, const Scenario& s)
{
    const int modelParallel = s.training.tensorParallel * s.training.pipelineParallel;
    if (s.cluster.gpus % modelParallel != 0)
        r.fail(ScenarioKey::ClusterGpus,
            ScenarioText::tr("%1 GPUs cannot be split into tensor × pipeline groups of %2")
                .arg(s.cluster.gpus)
                .arg(modelParallel));
    if (s.model.hidden % s.model.heads != 0)
        r.fail(ScenarioKey::ModelHeads,
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
    if (!o.contains(ScenarioKey::Version))
        return InputError { file, ScenarioKey::Version, ScenarioText::tr("missing: this is not a Kova scenario file") };
    const int version = r.integer(o, {}, ScenarioKey::Version, 1, 1000000);
    if (!r.failed() && version > ScenarioFormatVersion)
        return InputError { file, ScenarioKey::Version,
            ScenarioText::tr("format version %1 is newer than this program understands (%2); update Kova Planner")
                .arg(version)
                .arg(ScenarioFormatVersion) };
    Scenario s;
    s.document = o;
    s.name = r.string(o, {}, ScenarioKey::Name, QString());
    s.model = readModel(r, o);
    s.training = readTraining(r, o);
    s.cluster = readCluster(r, o);
    s.mode = r.enumChoice(o, {}, ScenarioKey::Mode, std::optional(PurchaseMode::OnDemand));
    s.interruptions = readInterruptions(r, o);
    s.storage = readStorage(r, o);
    const QJsonObject spot = r.object(o, {}, ScenarioKey::Spot, false);
    s.spot.bid = r.optionalNumber(spot, ScenarioKey::Spot, leafOf(ScenarioKey::SpotBid), 0, 1e5);
    s.spot.tracePath = r.string(spot, ScenarioKey::Spot, leafOf(ScenarioKey::SpotTrace), QString());
    if (!r.failed() && !s.spot.tracePath.isEmpty() && !s.spot.bid)
        r.fail(ScenarioKey::SpotBid,
            ScenarioText::tr("is required with spot.trace: the run pauses while the price is above the bid"));
    const double seed = r.number(o, {}, ScenarioKey::Seed, 0, 9007199254740991.0, double(s.seed));
    if (!r.failed() && seed != std::floor(seed))
        r.fail(ScenarioKey::Seed, ScenarioText::tr("expected a whole number"));
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
    return orderedScenarioText(scenarioToJson(s));
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
    const QByteArray bytes = orderedScenarioText(withoutDerivedValues(s));
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
