#include "model/scenario.h"

#include "model/scenariokeys.h"

#include <QJsonArray>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

QJsonValue optional(const std::optional<double>& v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

} // namespace

QString trainingMethodKey(TrainingMethod m)
{
    return MethodKeys.at(int(m));
}
QString shardingKey(Sharding s)
{
    return ShardingKeys.at(int(s));
}
QString recomputeKey(Recompute r)
{
    return RecomputeKeys.at(int(r));
}

ModelShape defaultShapeFor(double paramsB)
{
    const double n = paramsB * 1e9;
    ModelShape m;
    m.paramsB = paramsB;
    m.layers = std::max(1, int(std::lround(std::cbrt(n / (12.0 * 128 * 128)))));
    m.hidden = std::max(128, int(std::lround(std::sqrt(n / (12.0 * m.layers)) / 128.0)) * 128);
    m.heads = m.hidden / 128;
    return m;
}

bool operator==(const Scenario& a, const Scenario& b)
{
    return scenarioToJson(a) == scenarioToJson(b);
}

QJsonObject scenarioToJson(const Scenario& s)
{
    QJsonObject o = s.document;
    auto section = [&o](QLatin1StringView key) { return o.value(key).toObject(); };
    o.insert("kova_scenario"_L1, ScenarioFormatVersion);
    o.insert("name"_L1, s.name);

    QJsonObject m = section("model"_L1);
    m.insert("params_b"_L1, s.model.paramsB);
    m.insert("layers"_L1, s.model.layers);
    m.insert("hidden"_L1, s.model.hidden);
    m.insert("heads"_L1, s.model.heads);
    m.insert("seq_len"_L1, s.model.seqLen);
    m.insert("vocab"_L1, s.model.vocab);
    o.insert("model"_L1, m);

    const Training& t = s.training;
    QJsonObject tr = section("training"_L1);
    tr.insert("method"_L1, trainingMethodKey(t.method));
    tr.remove("tokens_b"_L1);
    tr.remove("duration_hours"_L1);
    if (t.tokensB)
        tr.insert("tokens_b"_L1, *t.tokensB);
    else
        tr.insert("duration_hours"_L1, t.durationHours.value_or(1.0));
    tr.insert("global_batch_tokens"_L1, t.globalBatchTokens);
    tr.insert("precision"_L1, precisionKey(t.precision));
    tr.insert("optimizer"_L1, t.optimizer);
    tr.insert("sharding"_L1, shardingKey(t.sharding));
    tr.insert("tensor_parallel"_L1, t.tensorParallel);
    tr.insert("pipeline_parallel"_L1, t.pipelineParallel);
    tr.insert("recompute"_L1, recomputeKey(t.recompute));
    tr.insert("micro_batch"_L1, t.microBatch);
    tr.insert("mfu"_L1, optional(t.mfu));
    tr.insert("achieved_tflops"_L1, optional(t.achievedTflops));
    if (t.method != TrainingMethod::Full || tr.contains("lora_rank"_L1))
        tr.insert("lora_rank"_L1, t.loraRank);
    if (t.attentionFlops || tr.contains("attention_flops"_L1))
        tr.insert("attention_flops"_L1, t.attentionFlops);
    o.insert("training"_L1, tr);

    QJsonObject c = section("cluster"_L1);
    c.insert("offer"_L1, s.cluster.offerId);
    c.insert("gpus"_L1, s.cluster.gpus);
    const QJsonArray original = c.value("phases"_L1).toArray();
    QJsonArray phases;
    for (qsizetype i = 0; i < s.cluster.phases.size(); ++i) {
        const Phase& ph = s.cluster.phases[i];
        QJsonObject p = original.at(i).toObject(); // keys of this phase this version does not know
        p.insert("name"_L1, ph.name);
        p.insert("gpus"_L1, ph.gpus);
        p.insert("hours"_L1, ph.hours);
        p.insert("mode"_L1, purchaseModeKey(ph.mode));
        phases.append(p);
    }
    c.insert("phases"_L1, phases);
    o.insert("cluster"_L1, c);
    o.insert("mode"_L1, purchaseModeKey(s.mode));

    QJsonObject i = section("interruptions"_L1);
    i.insert("mtbi_hours"_L1, s.interruptions.mtbiHours);
    i.insert("checkpoint_write_min"_L1, s.interruptions.checkpointWriteMin);
    i.insert("restart_min"_L1, s.interruptions.restartMin);
    i.insert("checkpoint_interval_min"_L1, optional(s.interruptions.checkpointIntervalMin));
    o.insert("interruptions"_L1, i);

    QJsonObject st = section("storage"_L1);
    st.insert("checkpoint_volume_gb"_L1, s.storage.checkpointVolumeGb);
    st.insert("retention_days"_L1, s.storage.retentionDays);
    st.insert("dataset_gb"_L1, s.storage.datasetGb);
    st.insert("egress_gb"_L1, s.storage.egressGb);
    o.insert("storage"_L1, st);

    if (s.seed != Scenario {}.seed || o.contains("seed"_L1))
        o.insert("seed"_L1, double(s.seed));
    if (s.spot.bid || !s.spot.tracePath.isEmpty() || o.contains("spot"_L1)) {
        QJsonObject sp = section("spot"_L1);
        sp.insert("bid"_L1, optional(s.spot.bid));
        sp.insert("trace"_L1, s.spot.tracePath);
        o.insert("spot"_L1, sp);
    }
    return o;
}

} // namespace Kova
