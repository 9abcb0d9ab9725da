#include "io/scenariofile.h"

#include "io/guardedfile.h"
#include "io/jsonreader.h"
#include "io/jsontext.h"
#include "io/scenariotext.h"
#include "model/moe.h"
#include "model/scenariokeys.h"
#include "model/scenariolimits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

using ScenarioKey::leafOf;

namespace {

struct ScenarioText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Scenario)
};

// Each phase is a line of every estimate, plan candidate and report: 150,000 took minutes to plan and
// thousands of pages to report.
constexpr qsizetype MaxPhases = 1000;
// Above any link a GPU has: 1,800 GB/s of NVLink 5 is 14,400 Gb/s (NVIDIA Blackwell datasheet).
constexpr double MaxNetworkGbpsPerGpu = 100000;

ModelShape readModel(JsonReader& r, const QJsonObject& root)
{
    const QString p = ScenarioKey::Model;
    const QJsonObject o = r.object(root, {}, ScenarioKey::Model, true);
    const double params = r.number(
        o, p, leafOf(ScenarioKey::ModelParamsB), ScenarioRange::ModelParamsB.min, ScenarioRange::ModelParamsB.max);
    const ModelShape d = defaultShapeFor(r.failed() ? 1.0 : params);
    ModelShape m;
    m.paramsB = params;
    m.layers = r.integer(o, p, leafOf(ScenarioKey::ModelLayers), 1, 10000, d.layers);
    m.hidden = r.integer(o, p, leafOf(ScenarioKey::ModelHidden), 1, 1000000, d.hidden);
    m.heads = r.integer(o, p, leafOf(ScenarioKey::ModelHeads), 1, 100000, d.heads);
    m.seqLen = r.integer(o, p, leafOf(ScenarioKey::ModelSeqLen), 1, 100000000, d.seqLen);
    m.vocab = r.integer(o, p, leafOf(ScenarioKey::ModelVocab), 1, 100000000, d.vocab);
    m.kvHeads = r.integer(o, p, leafOf(ScenarioKey::ModelKvHeads), int(ScenarioRange::ModelKvHeads.min),
        int(ScenarioRange::ModelKvHeads.max), 0);
    m.ffnHidden = r.integer(o, p, leafOf(ScenarioKey::ModelFfnHidden), 1, 10000000, 0);
    // Absent: a dense model, as every file written before mixture-of-experts.
    m.experts = r.integer(o, p, leafOf(ScenarioKey::ModelExperts), 1, 100000, 0);
    m.expertsPerToken = r.integer(o, p, leafOf(ScenarioKey::ModelExpertsPerToken), 1, 100000, 0);
    m.sharedExperts = r.integer(o, p, leafOf(ScenarioKey::ModelSharedExperts), 0, 100000, 0);
    m.expertFfnHidden = r.integer(o, p, leafOf(ScenarioKey::ModelExpertFfnHidden), 1, 10000000, 0);
    m.denseLayers = r.integer(o, p, leafOf(ScenarioKey::ModelDenseLayers), 0, 10000, 0);
    return m;
}

// training.lora_targets: a non-empty list of distinct words of LoraTarget; absent, every linear layer.
QList<LoraTarget> readLoraTargets(JsonReader& r, const QJsonObject& o, const QString& p)
{
    const QLatin1StringView key = leafOf(ScenarioKey::TrainingLoraTargets);
    if (!o.contains(key) || o.value(key).isNull())
        return allLoraTargets();
    const QJsonArray words = r.array(o, p, key, false);
    QList<LoraTarget> targets;
    for (qsizetype i = 0; i < words.size() && !r.failed(); ++i) {
        const auto target = fromKey<LoraTarget>(words.at(i).toString());
        if (!words.at(i).isString() || !target)
            r.fail(JsonReader::join(ScenarioKey::TrainingLoraTargets, i),
                ScenarioText::tr("\"%1\" is not one of: %2")
                    .arg(words.at(i).toVariant().toString(), keysOf<LoraTarget>().join(QLatin1String(", "))));
        else if (targets.contains(*target))
            r.fail(JsonReader::join(ScenarioKey::TrainingLoraTargets, i),
                ScenarioText::tr("\"%1\" is listed twice").arg(words.at(i).toString()));
        else
            targets.append(*target);
    }
    if (!r.failed() && targets.isEmpty())
        r.fail(ScenarioKey::TrainingLoraTargets, ScenarioText::tr("name at least one layer"));
    return targets;
}

Training readTraining(JsonReader& r, const QJsonObject& root)
{
    const QString p = ScenarioKey::Training;
    const QJsonObject o = r.object(root, {}, ScenarioKey::Training, true);
    Training t;
    t.method = r.enumChoice(o, p, leafOf(ScenarioKey::TrainingMethod), std::optional(TrainingMethod::Full));
    t.tokensB = r.optionalNumber(o, p, leafOf(ScenarioKey::TrainingTokensB), ScenarioRange::TrainingTokensB.min,
        ScenarioRange::TrainingTokensB.max);
    t.durationHours = r.optionalNumber(o, p, leafOf(ScenarioKey::TrainingDurationHours),
        ScenarioRange::TrainingDurationHours.min, ScenarioRange::TrainingDurationHours.max);
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
    if (const auto mfu = r.optionalNumber(
            o, p, leafOf(ScenarioKey::TrainingMfu), ScenarioRange::TrainingMfu.min, ScenarioRange::TrainingMfu.max)) {
        if (*mfu <= 0)
            r.fail(ScenarioKey::TrainingMfu, ScenarioText::tr("must be greater than 0"));
        t.mfu = mfu;
    }
    t.achievedTflops = r.optionalNumber(o, p, leafOf(ScenarioKey::TrainingAchievedTflops), 1e-6, 1e6);
    t.measuredTokensPerSecondPerGpu = r.optionalNumber(o, p, leafOf(ScenarioKey::TrainingMeasuredTokensPerSecondPerGpu),
        ScenarioRange::TrainingMeasuredTokensPerSecondPerGpu.min,
        ScenarioRange::TrainingMeasuredTokensPerSecondPerGpu.max);
    t.virtualPipelineStages = r.integer(o, p, leafOf(ScenarioKey::TrainingVirtualPipelineStages), 1, 1024, 1);
    t.loraRank = r.integer(o, p, leafOf(ScenarioKey::TrainingLoraRank), 1, 65536, 16);
    t.attentionFlops = r.boolean(o, p, leafOf(ScenarioKey::TrainingAttentionFlops), true);
    // A file without the key gets the default framework (docs/file-formats.md, "Migrations").
    t.framework = r.enumChoice(o, p, leafOf(ScenarioKey::TrainingFramework), std::optional(Framework::Megatron));
    t.flashAttention = r.boolean(o, p, leafOf(ScenarioKey::TrainingFlashAttention), true);
    t.sequenceParallel = r.boolean(o, p, leafOf(ScenarioKey::TrainingSequenceParallel), true);
    t.loraTargets = readLoraTargets(r, o, p);
    t.loraAlpha = r.number(o, p, leafOf(ScenarioKey::TrainingLoraAlpha), ScenarioRange::TrainingLoraAlpha.min,
        ScenarioRange::TrainingLoraAlpha.max, t.loraAlpha);
    if (o.contains(leafOf(ScenarioKey::TrainingPagedOptimizer)))
        t.pagedOptimizer = r.boolean(o, p, leafOf(ScenarioKey::TrainingPagedOptimizer), false);
    t.doubleQuant = r.boolean(o, p, leafOf(ScenarioKey::TrainingDoubleQuant), true);
    t.expertParallel = r.integer(o, p, leafOf(ScenarioKey::TrainingExpertParallel), 1, 100000, 1);
    t.overlapAllToAll = r.boolean(o, p, leafOf(ScenarioKey::TrainingOverlapAllToAll), false);
    return t;
}

// cluster.network: a stated fabric and its Gb/s per GPU, both required; absent or null, the offer's network.
std::optional<StatedNetwork> readNetwork(JsonReader& r, const QJsonObject& cluster)
{
    const QLatin1StringView key = leafOf(ScenarioKey::ClusterNetwork);
    if (!cluster.contains(key) || cluster.value(key).isNull())
        return std::nullopt;
    const QString p = ScenarioKey::ClusterNetwork;
    const QJsonObject o = r.object(cluster, ScenarioKey::Cluster, key, true);
    StatedNetwork n;
    n.fabric = r.enumChoice<ClusterNetwork>(o, p, ScenarioKey::NetworkFabric, {}, keysOf(StatedFabrics));
    n.gbpsPerGpu = r.number(o, p, ScenarioKey::NetworkGbpsPerGpu, 0, MaxNetworkGbpsPerGpu);
    if (!r.failed() && n.gbpsPerGpu <= 0)
        r.fail(ScenarioKey::ClusterNetworkGbpsPerGpu,
            ScenarioText::tr("must be greater than 0: a network of 0 Gb/s carries nothing between nodes"));
    return n;
}

Cluster readCluster(JsonReader& r, const QJsonObject& root)
{
    const QString p = ScenarioKey::Cluster;
    const QJsonObject o = r.object(root, {}, ScenarioKey::Cluster, true);
    Cluster c;
    c.offerId = r.string(o, p, leafOf(ScenarioKey::ClusterOffer));
    c.gpus = r.integer(o, p, leafOf(ScenarioKey::ClusterGpus), int(ScenarioRange::ClusterGpus.min),
        int(ScenarioRange::ClusterGpus.max));
    const QJsonArray phases = r.array(o, p, leafOf(ScenarioKey::ClusterPhases), false);
    if (phases.size() > MaxPhases)
        r.fail(ScenarioKey::ClusterPhases,
            ScenarioText::tr("%1 phases are more than a scenario may hold (%2)")
                .arg(QLocale().toString(phases.size()), QLocale().toString(MaxPhases)));
    for (qsizetype i = 0; i < phases.size() && !r.failed(); ++i) {
        const QString pp = JsonReader::join(ScenarioKey::ClusterPhases, i);
        const QJsonObject ph = phases.at(i).toObject();
        if (!phases.at(i).isObject())
            r.fail(pp, ScenarioText::tr("expected an object"));
        Phase phase;
        phase.name = r.string(ph, pp, ScenarioKey::PhaseName, QString());
        phase.gpus = r.integer(
            ph, pp, ScenarioKey::PhaseGpus, int(ScenarioRange::ClusterGpus.min), int(ScenarioRange::ClusterGpus.max));
        phase.hours = r.number(ph, pp, ScenarioKey::PhaseHours, 0, 1e6);
        phase.mode = r.enumChoice(ph, pp, ScenarioKey::PhaseMode, std::optional(PurchaseMode::OnDemand));
        c.phases.append(phase);
    }
    if (!r.failed())
        c.network = readNetwork(r, o);
    return c;
}

InterruptionSettings readInterruptions(JsonReader& r, const QJsonObject& root)
{
    const QString p = ScenarioKey::Interruptions;
    const QJsonObject o = r.object(root, {}, ScenarioKey::Interruptions, false);
    InterruptionSettings i;
    i.mtbiHours = r.number(o, p, leafOf(ScenarioKey::InterruptionsMtbiHours), ScenarioRange::InterruptionsMtbiHours.min,
        ScenarioRange::InterruptionsMtbiHours.max, 0.0);
    // Absent: hardware failures are not modelled, so that a file written before the key keeps its figures.
    i.gpuMtbfHours = r.number(o, p, leafOf(ScenarioKey::InterruptionsGpuMtbfHours),
        ScenarioRange::InterruptionsGpuMtbfHours.min, ScenarioRange::InterruptionsGpuMtbfHours.max, 0.0);
    i.checkpointWriteMin
        = r.number(o, p, leafOf(ScenarioKey::InterruptionsCheckpointWriteMin), 0, 1e5, i.checkpointWriteMin);
    i.restartMin = r.number(o, p, leafOf(ScenarioKey::InterruptionsRestartMin), 0, 1e5, i.restartMin);
    i.checkpointIntervalMin = r.optionalNumber(o, p, leafOf(ScenarioKey::InterruptionsCheckpointIntervalMin),
        ScenarioRange::InterruptionsCheckpointIntervalMin.min, ScenarioRange::InterruptionsCheckpointIntervalMin.max);
    // One interruption per 5e-324 h is a rate of infinity, which the estimate would read as none at all.
    constexpr double MinIntervalHours = 0.001; // 3.6 s
    for (const auto& [key, hours] : { std::pair { ScenarioKey::InterruptionsMtbiHours, i.mtbiHours },
             std::pair { ScenarioKey::InterruptionsGpuMtbfHours, i.gpuMtbfHours } })
        if (hours > 0 && hours < MinIntervalHours)
            r.fail(key,
                ScenarioText::tr("must be 0 (not modelled) or at least %1 h")
                    .arg(QLocale().toString(MinIntervalHours)));
    return i;
}

StoragePlan readStorage(JsonReader& r, const QJsonObject& root)
{
    const QString p = ScenarioKey::Storage;
    const QJsonObject o = r.object(root, {}, ScenarioKey::Storage, false);
    StoragePlan s;
    s.checkpointVolumeGb = r.number(o, p, leafOf(ScenarioKey::StorageCheckpointVolumeGb),
        ScenarioRange::StorageVolumeGb.min, ScenarioRange::StorageVolumeGb.max, 0.0);
    s.retentionDays = r.number(o, p, leafOf(ScenarioKey::StorageRetentionDays), ScenarioRange::StorageRetentionDays.min,
        ScenarioRange::StorageRetentionDays.max, 0.0);
    s.datasetGb = r.number(o, p, leafOf(ScenarioKey::StorageDatasetGb), ScenarioRange::StorageVolumeGb.min,
        ScenarioRange::StorageVolumeGb.max, 0.0);
    s.egressGb = r.number(o, p, leafOf(ScenarioKey::StorageEgressGb), ScenarioRange::StorageVolumeGb.min,
        ScenarioRange::StorageVolumeGb.max, 0.0);
    return s;
}

EnergySettings readEnergy(JsonReader& r, const QJsonObject& root)
{
    const QString p = ScenarioKey::Energy;
    const QJsonObject o = r.object(root, {}, ScenarioKey::Energy, false);
    EnergySettings e;
    e.gpuUtilisation = r.number(o, p, leafOf(ScenarioKey::EnergyGpuUtilisation), 0, 1, e.gpuUtilisation);
    if (!r.failed() && e.gpuUtilisation <= 0)
        r.fail(ScenarioKey::EnergyGpuUtilisation, ScenarioText::tr("must be greater than 0"));
    e.overheadWattsPerGpu
        = r.number(o, p, leafOf(ScenarioKey::EnergyOverheadWPerGpu), 0, 100000, e.overheadWattsPerGpu);
    e.pue = r.number(o, p, leafOf(ScenarioKey::EnergyPue), 1, 10, e.pue);
    e.gridKgPerKwh = r.optionalNumber(o, p, leafOf(ScenarioKey::EnergyGridKgPerKwh), 0, 5);
    return e;
}

// The expert keys go together, and expert parallelism splits whole experts over whole data-parallel groups
// (Megatron-LM: --num-experts divisible by --expert-model-parallel-size, which divides the data-parallel size).
void checkExperts(JsonReader& r, const Scenario& s)
{
    const ModelShape& m = s.model;
    const Training& t = s.training;
    const auto need = [&r](QLatin1StringView key) { r.fail(key, ScenarioText::tr("is needed with model.experts")); };
    if (m.experts == 0) {
        for (QLatin1StringView key : { ScenarioKey::ModelExpertsPerToken, ScenarioKey::ModelSharedExperts,
                 ScenarioKey::ModelExpertFfnHidden, ScenarioKey::ModelDenseLayers })
            if (s.document.value(ScenarioKey::Model).toObject().contains(leafOf(key)) && !r.failed())
                r.fail(key, ScenarioText::tr("means nothing without model.experts"));
        if (t.expertParallel > 1 && !r.failed())
            r.fail(
                ScenarioKey::TrainingExpertParallel, ScenarioText::tr("needs model.experts: a dense model has none"));
        if (t.overlapAllToAll && !r.failed())
            r.fail(
                ScenarioKey::TrainingOverlapAllToAll, ScenarioText::tr("needs model.experts: a dense model has none"));
        return;
    }
    if (m.expertsPerToken == 0)
        need(ScenarioKey::ModelExpertsPerToken);
    else if (m.expertsPerToken > m.experts)
        r.fail(ScenarioKey::ModelExpertsPerToken,
            ScenarioText::tr("%1 experts per token of only %2 experts").arg(m.expertsPerToken).arg(m.experts));
    else if (m.denseLayers >= m.layers)
        r.fail(ScenarioKey::ModelDenseLayers,
            ScenarioText::tr("%1 dense layers of %2 leave no layer for the experts").arg(m.denseLayers).arg(m.layers));
    else if (routedExpertParams(m) >= m.paramsB * 1e9)
        r.fail(ScenarioKey::ModelParamsB,
            ScenarioText::tr("%1 billion parameters in all are fewer than the %2 billion of the routed experts alone")
                .arg(QLocale().toString(m.paramsB, 'g', 6), QLocale().toString(routedExpertParams(m) / 1e9, 'f', 1)));
    else if (m.experts % t.expertParallel != 0)
        r.fail(ScenarioKey::TrainingExpertParallel,
            ScenarioText::tr("%1 experts cannot be split evenly across expert_parallel = %2")
                .arg(m.experts)
                .arg(t.expertParallel));
    else if ((s.cluster.gpus / (t.tensorParallel * t.pipelineParallel)) % t.expertParallel != 0)
        r.fail(ScenarioKey::TrainingExpertParallel,
            ScenarioText::tr("expert_parallel = %1 does not divide the %2 data-parallel GPUs")
                .arg(t.expertParallel)
                .arg(s.cluster.gpus / (t.tensorParallel * t.pipelineParallel)));
}

void checkConsistency(JsonReader& r, const Scenario& s)
{
    const Training& t = s.training;
    const int modelParallel = t.tensorParallel * t.pipelineParallel;
    if (s.cluster.gpus % modelParallel != 0)
        r.fail(ScenarioKey::ClusterGpus,
            ScenarioText::tr("%1 GPUs cannot be split into tensor × pipeline groups of %2")
                .arg(s.cluster.gpus)
                .arg(modelParallel));
    if (s.model.hidden % s.model.heads != 0)
        r.fail(ScenarioKey::ModelHeads,
            ScenarioText::tr("the hidden size %1 is not divisible by %2 heads").arg(s.model.hidden).arg(s.model.heads));
    // Megatron-LM splits whole heads, and whole key/value groups, across the tensor-parallel ranks.
    if (s.model.heads % t.tensorParallel != 0)
        r.fail(ScenarioKey::ModelHeads,
            ScenarioText::tr("%1 heads cannot be split across tensor_parallel = %2")
                .arg(s.model.heads)
                .arg(t.tensorParallel));
    if (s.model.kvHeads > 0 && s.model.heads % s.model.kvHeads != 0)
        r.fail(ScenarioKey::ModelKvHeads,
            ScenarioText::tr("%1 heads cannot share %2 key/value heads evenly")
                .arg(s.model.heads)
                .arg(s.model.kvHeads));
    // A tensor-parallel group wider than the key/value heads replicates them, as Megatron-LM does.
    if (!kvHeadsFitTensorParallel(s.model, t.tensorParallel))
        r.fail(ScenarioKey::ModelKvHeads,
            ScenarioText::tr("%1 key/value heads cannot be split across tensor_parallel = %2, nor replicated "
                             "evenly on its ranks")
                .arg(kvHeadsOf(s.model))
                .arg(t.tensorParallel));
    if (t.pipelineParallel > s.model.layers)
        r.fail(ScenarioKey::TrainingPipelineParallel,
            ScenarioText::tr("%1 pipeline stages for %2 layers: every stage needs at least one layer")
                .arg(t.pipelineParallel)
                .arg(s.model.layers));
    else if (t.virtualPipelineStages > 1 && t.pipelineParallel * t.virtualPipelineStages > s.model.layers)
        r.fail(ScenarioKey::TrainingVirtualPipelineStages,
            ScenarioText::tr("%1 × %2 model chunks for %3 layers: every chunk needs at least one layer")
                .arg(t.pipelineParallel)
                .arg(t.virtualPipelineStages)
                .arg(s.model.layers));
    checkExperts(r, s);
    if (t.globalBatchTokens < double(t.microBatch) * s.model.seqLen)
        r.fail(ScenarioKey::TrainingMicroBatch,
            ScenarioText::tr("a micro-batch of %Ln sequences of %1 tokens is larger than the global batch of %2 tokens",
                nullptr, t.microBatch)
                .arg(QLocale().toString(s.model.seqLen), QLocale().toString(t.globalBatchTokens, 'f', 0)));
}

struct ScenarioFileText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::ScenarioFile)
};

} // namespace

Result<Scenario> parseScenario(const QByteArray& bytes, const QString& file)
{
    auto root = parseJsonObject(bytes, file);
    if (!root)
        return root.error();
    return scenarioFromJson(root.value(), file);
}

Result<Scenario> scenarioFromJson(const QJsonObject& o, const QString& file)
{
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
    s.energy = readEnergy(r, o);
    const QJsonObject spot = r.object(o, {}, ScenarioKey::Spot, false);
    s.spot.bid = r.optionalNumber(spot, ScenarioKey::Spot, leafOf(ScenarioKey::SpotBid), 0, 1e5);
    s.spot.tracePath = r.string(spot, ScenarioKey::Spot, leafOf(ScenarioKey::SpotTrace), QString());
    // A NUL would end the path the system opens early ("good.csv\0.evil" opens good.csv).
    if (std::any_of(s.spot.tracePath.cbegin(), s.spot.tracePath.cend(), [](QChar c) { return c.unicode() < 0x20; }))
        r.fail(
            ScenarioKey::SpotTrace, ScenarioText::tr("a file path cannot hold control characters (U+0000 to U+001F)"));
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
    auto bytes = readGuardedFile(path, FileLimit::Scenario);
    if (!bytes)
        return bytes.error();
    return parseScenario(bytes.value(), path);
}

QByteArray scenarioToBytes(const Scenario& s)
{
    return orderedJsonTextWithin(scenarioToJson(s), scenarioKeyRank, FileLimit::Scenario);
}
QStringList exampleScenarioFiles()
{
    return QDir(u":/kova/scenarios"_s).entryList({ u"*.kova.json"_s }, QDir::Files, QDir::Name);
}

Result<Scenario> loadExampleScenario(const QString& fileName)
{
    QFile f(u":/kova/scenarios/"_s + fileName);
    if (!f.open(QIODevice::ReadOnly))
        return InputError { fileName, {}, ScenarioFileText::tr("is not an example shipped with this program") };
    return parseScenario(f.readAll(), fileName);
}

Scenario defaultScenario()
{
    auto parsed = loadExampleScenario(u"seed-h100-72h.kova.json"_s);
    Q_ASSERT(parsed.ok());
    return parsed.ok() ? std::move(parsed).value() : Scenario {};
}

std::optional<InputError> saveScenarioFile(const Scenario& s, const QString& path)
{
    const QByteArray bytes = orderedJsonTextWithin(withoutDerivedValues(s), scenarioKeyRank, FileLimit::Scenario);
    if (bytes.size() > FileLimit::Scenario)
        return unsavedFileError(path,
            ScenarioFileText::tr("the scenario would be over %1, which no Kova Planner could open again")
                .arg(fileLimitText(FileLimit::Scenario)));
    return saveFileAtomically(path, bytes);
}

} // namespace Kova
