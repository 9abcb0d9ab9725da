#include "model/scenario.h"

#include "model/scenariokeys.h"

#include <QJsonArray>
#include <cmath>

namespace Kova {

using ScenarioKey::leafOf;

namespace {

QJsonValue optional(const std::optional<double>& v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

// The expert keys of a mixture-of-experts model; a dense model's file gets none of them.
void writeExperts(QJsonObject& m, const ModelShape& model)
{
    for (QLatin1StringView key : { ScenarioKey::ModelExperts, ScenarioKey::ModelExpertsPerToken,
             ScenarioKey::ModelSharedExperts, ScenarioKey::ModelExpertFfnHidden, ScenarioKey::ModelDenseLayers })
        m.remove(leafOf(key));
    if (model.experts == 0)
        return;
    m.insert(leafOf(ScenarioKey::ModelExperts), model.experts);
    m.insert(leafOf(ScenarioKey::ModelExpertsPerToken), model.expertsPerToken);
    m.insert(leafOf(ScenarioKey::ModelSharedExperts), model.sharedExperts);
    if (model.expertFfnHidden > 0)
        m.insert(leafOf(ScenarioKey::ModelExpertFfnHidden), model.expertFfnHidden);
    m.insert(leafOf(ScenarioKey::ModelDenseLayers), model.denseLayers);
}

} // namespace

ModelShape defaultShapeFor(double paramsB)
{
    const double n = paramsB * 1e9;
    ModelShape m;
    m.paramsB = paramsB;
    const double layers = std::max(1.0, std::round(std::cbrt(n / (12.0 * 128 * 128))));
    const double hidden = std::sqrt(n / (12.0 * layers));
    // Heads of 128 (64 below h = 1,024), as many as split across 8 tensor-parallel ranks.
    const int headSize = hidden < 1024 ? 64 : 128;
    const int quantum = 8 * headSize;
    m.hidden = std::max(quantum, int(std::lround(hidden / quantum)) * quantum);
    m.heads = m.hidden / headSize;
    m.layers = std::max(1, int(std::lround(n / (12.0 * m.hidden * m.hidden))));
    return m;
}

QList<LoraTarget> allLoraTargets()
{
    const auto all = valuesOf<LoraTarget>();
    return QList<LoraTarget>(all.begin(), all.end());
}

int kvHeadsOf(const ModelShape& m)
{
    return m.kvHeads > 0 ? m.kvHeads : m.heads;
}

bool kvHeadsFitTensorParallel(const ModelShape& m, int tensorParallel)
{
    const int kv = kvHeadsOf(m);
    return kv % tensorParallel == 0 || tensorParallel % kv == 0;
}

int kvHeadsPerRank(const ModelShape& m, int tensorParallel)
{
    return std::max(1, kvHeadsOf(m) / std::max(1, tensorParallel));
}

int ffnHiddenOf(const ModelShape& m)
{
    if (m.ffnHidden > 0)
        return m.ffnHidden;
    const int twoThirds = int(2.0 * 4.0 * m.hidden / 3.0);
    return (twoThirds + 255) / 256 * 256;
}

bool pagedOptimizerOf(const Training& t)
{
    return t.pagedOptimizer.value_or(t.method == TrainingMethod::QLoRA);
}

bool operator==(const Scenario& a, const Scenario& b)
{
    return scenarioToJson(a) == scenarioToJson(b);
}

namespace {

// Each section of the file written over the one read (`m`, `tr`...), whose keys this version does not know stay.
QJsonObject writeModel(QJsonObject m, const ModelShape& model)
{
    m.insert(leafOf(ScenarioKey::ModelParamsB), model.paramsB);
    m.insert(leafOf(ScenarioKey::ModelLayers), model.layers);
    m.insert(leafOf(ScenarioKey::ModelHidden), model.hidden);
    m.insert(leafOf(ScenarioKey::ModelHeads), model.heads);
    m.insert(leafOf(ScenarioKey::ModelSeqLen), model.seqLen);
    m.insert(leafOf(ScenarioKey::ModelVocab), model.vocab);
    m.remove(leafOf(ScenarioKey::ModelKvHeads));
    m.remove(leafOf(ScenarioKey::ModelFfnHidden));
    if (model.kvHeads > 0)
        m.insert(leafOf(ScenarioKey::ModelKvHeads), model.kvHeads);
    if (model.ffnHidden > 0)
        m.insert(leafOf(ScenarioKey::ModelFfnHidden), model.ffnHidden);
    writeExperts(m, model);
    return m;
}

QJsonObject writeTraining(QJsonObject tr, const Training& t)
{
    tr.insert(leafOf(ScenarioKey::TrainingMethod), keyOf(t.method));
    tr.remove(leafOf(ScenarioKey::TrainingTokensB));
    tr.remove(leafOf(ScenarioKey::TrainingDurationHours));
    if (t.tokensB)
        tr.insert(leafOf(ScenarioKey::TrainingTokensB), *t.tokensB);
    else
        tr.insert(leafOf(ScenarioKey::TrainingDurationHours), t.durationHours.value_or(1.0));
    tr.insert(leafOf(ScenarioKey::TrainingGlobalBatchTokens), t.globalBatchTokens);
    tr.insert(leafOf(ScenarioKey::TrainingPrecision), keyOf(t.precision));
    tr.insert(leafOf(ScenarioKey::TrainingOptimizer), t.optimizer);
    tr.insert(leafOf(ScenarioKey::TrainingSharding), keyOf(t.sharding));
    tr.insert(leafOf(ScenarioKey::TrainingTensorParallel), t.tensorParallel);
    tr.insert(leafOf(ScenarioKey::TrainingPipelineParallel), t.pipelineParallel);
    tr.insert(leafOf(ScenarioKey::TrainingRecompute), keyOf(t.recompute));
    tr.insert(leafOf(ScenarioKey::TrainingMicroBatch), t.microBatch);
    tr.insert(leafOf(ScenarioKey::TrainingMfu), optional(t.mfu));
    tr.insert(leafOf(ScenarioKey::TrainingAchievedTflops), optional(t.achievedTflops));
    if (t.method != TrainingMethod::Full || tr.contains(leafOf(ScenarioKey::TrainingLoraRank)))
        tr.insert(leafOf(ScenarioKey::TrainingLoraRank), t.loraRank);
    if (!t.attentionFlops || tr.contains(leafOf(ScenarioKey::TrainingAttentionFlops)))
        tr.insert(leafOf(ScenarioKey::TrainingAttentionFlops), t.attentionFlops);
    // Defaults are written only when the file had them, so that a file keeps to what its author set.
    if (t.framework != Framework::Megatron || tr.contains(leafOf(ScenarioKey::TrainingFramework)))
        tr.insert(leafOf(ScenarioKey::TrainingFramework), keyOf(t.framework));
    if (!t.flashAttention || tr.contains(leafOf(ScenarioKey::TrainingFlashAttention)))
        tr.insert(leafOf(ScenarioKey::TrainingFlashAttention), t.flashAttention);
    if (!t.sequenceParallel || tr.contains(leafOf(ScenarioKey::TrainingSequenceParallel)))
        tr.insert(leafOf(ScenarioKey::TrainingSequenceParallel), t.sequenceParallel);
    if (t.method != TrainingMethod::Full || tr.contains(leafOf(ScenarioKey::TrainingLoraTargets))) {
        QJsonArray targets;
        for (LoraTarget target : t.loraTargets)
            targets.append(QString(keyOf(target)));
        tr.insert(leafOf(ScenarioKey::TrainingLoraTargets), targets);
        tr.insert(leafOf(ScenarioKey::TrainingLoraAlpha), t.loraAlpha);
    }
    tr.remove(leafOf(ScenarioKey::TrainingPagedOptimizer));
    if (t.pagedOptimizer)
        tr.insert(leafOf(ScenarioKey::TrainingPagedOptimizer), *t.pagedOptimizer);
    if (t.method == TrainingMethod::QLoRA || tr.contains(leafOf(ScenarioKey::TrainingDoubleQuant)))
        tr.insert(leafOf(ScenarioKey::TrainingDoubleQuant), t.doubleQuant);
    if (t.measuredTokensPerSecondPerGpu || tr.contains(leafOf(ScenarioKey::TrainingMeasuredTokensPerSecondPerGpu)))
        tr.insert(
            leafOf(ScenarioKey::TrainingMeasuredTokensPerSecondPerGpu), optional(t.measuredTokensPerSecondPerGpu));
    if (t.virtualPipelineStages != 1 || tr.contains(leafOf(ScenarioKey::TrainingVirtualPipelineStages)))
        tr.insert(leafOf(ScenarioKey::TrainingVirtualPipelineStages), t.virtualPipelineStages);
    if (t.expertParallel != 1 || tr.contains(leafOf(ScenarioKey::TrainingExpertParallel)))
        tr.insert(leafOf(ScenarioKey::TrainingExpertParallel), t.expertParallel);
    if (t.overlapAllToAll || tr.contains(leafOf(ScenarioKey::TrainingOverlapAllToAll)))
        tr.insert(leafOf(ScenarioKey::TrainingOverlapAllToAll), t.overlapAllToAll);
    return tr;
}

QJsonObject writeCluster(QJsonObject c, const Cluster& cluster)
{
    c.insert(leafOf(ScenarioKey::ClusterOffer), cluster.offerId);
    c.insert(leafOf(ScenarioKey::ClusterGpus), cluster.gpus);
    const QJsonArray original = c.value(leafOf(ScenarioKey::ClusterPhases)).toArray();
    QJsonArray phases;
    for (qsizetype i = 0; i < cluster.phases.size(); ++i) {
        const Phase& ph = cluster.phases[i];
        QJsonObject p = original.at(i).toObject(); // keys of this phase this version does not know
        p.insert(ScenarioKey::PhaseName, ph.name);
        p.insert(ScenarioKey::PhaseGpus, ph.gpus);
        p.insert(ScenarioKey::PhaseHours, ph.hours);
        p.insert(ScenarioKey::PhaseMode, keyOf(ph.mode));
        phases.append(p);
    }
    c.insert(leafOf(ScenarioKey::ClusterPhases), phases);
    QJsonObject n = c.value(leafOf(ScenarioKey::ClusterNetwork)).toObject(); // its keys this version does not know
    c.remove(leafOf(ScenarioKey::ClusterNetwork));
    if (const auto& net = cluster.network) {
        n.insert(ScenarioKey::NetworkFabric, keyOf(net->fabric));
        n.insert(ScenarioKey::NetworkGbpsPerGpu, net->gbpsPerGpu);
        c.insert(leafOf(ScenarioKey::ClusterNetwork), n);
    }
    return c;
}

QJsonObject writeInterruptions(QJsonObject i, const InterruptionSettings& in)
{
    i.insert(leafOf(ScenarioKey::InterruptionsMtbiHours), in.mtbiHours);
    if (in.gpuMtbfHours > 0 || i.contains(leafOf(ScenarioKey::InterruptionsGpuMtbfHours)))
        i.insert(leafOf(ScenarioKey::InterruptionsGpuMtbfHours), in.gpuMtbfHours);
    i.insert(leafOf(ScenarioKey::InterruptionsCheckpointWriteMin), in.checkpointWriteMin);
    i.insert(leafOf(ScenarioKey::InterruptionsRestartMin), in.restartMin);
    i.insert(leafOf(ScenarioKey::InterruptionsCheckpointIntervalMin), optional(in.checkpointIntervalMin));
    return i;
}

QJsonObject writeStorage(QJsonObject st, const StoragePlan& storage)
{
    st.insert(leafOf(ScenarioKey::StorageCheckpointVolumeGb), storage.checkpointVolumeGb);
    st.insert(leafOf(ScenarioKey::StorageRetentionDays), storage.retentionDays);
    st.insert(leafOf(ScenarioKey::StorageDatasetGb), storage.datasetGb);
    st.insert(leafOf(ScenarioKey::StorageEgressGb), storage.egressGb);
    return st;
}

} // namespace

QJsonObject scenarioToJson(const Scenario& s)
{
    QJsonObject o = s.document;
    auto section = [&o](QLatin1StringView key) { return o.value(key).toObject(); };
    o.insert(ScenarioKey::Version, ScenarioFormatVersion);
    o.insert(ScenarioKey::Name, s.name);

    o.insert(ScenarioKey::Model, writeModel(section(ScenarioKey::Model), s.model));
    o.insert(ScenarioKey::Training, writeTraining(section(ScenarioKey::Training), s.training));
    o.insert(ScenarioKey::Cluster, writeCluster(section(ScenarioKey::Cluster), s.cluster));
    o.insert(ScenarioKey::Mode, keyOf(s.mode));
    o.insert(ScenarioKey::Interruptions, writeInterruptions(section(ScenarioKey::Interruptions), s.interruptions));
    o.insert(ScenarioKey::Storage, writeStorage(section(ScenarioKey::Storage), s.storage));
    if (s.seed != Scenario {}.seed || o.contains(ScenarioKey::Seed))
        o.insert(ScenarioKey::Seed, double(s.seed));
    if (s.spot.bid || !s.spot.tracePath.isEmpty() || o.contains(ScenarioKey::Spot)) {
        QJsonObject sp = section(ScenarioKey::Spot);
        sp.insert(leafOf(ScenarioKey::SpotBid), optional(s.spot.bid));
        sp.insert(leafOf(ScenarioKey::SpotTrace), s.spot.tracePath);
        o.insert(ScenarioKey::Spot, sp);
    }
    if (s.energy != EnergySettings {} || o.contains(ScenarioKey::Energy)) {
        QJsonObject en = section(ScenarioKey::Energy);
        en.insert(leafOf(ScenarioKey::EnergyGpuUtilisation), s.energy.gpuUtilisation);
        en.insert(leafOf(ScenarioKey::EnergyOverheadWPerGpu), s.energy.overheadWattsPerGpu);
        en.insert(leafOf(ScenarioKey::EnergyPue), s.energy.pue);
        en.insert(leafOf(ScenarioKey::EnergyGridKgPerKwh), optional(s.energy.gridKgPerKwh));
        o.insert(ScenarioKey::Energy, en);
    }
    return o;
}

} // namespace Kova
