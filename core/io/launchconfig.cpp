#include "io/launchconfig.h"

#include "model/moe.h"
#include "model/names.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct LaunchText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::LaunchConfig)
};

// A little headroom so that a run slightly slower than estimated is not killed at the expected end.
constexpr double TimeLimitMargin = 1.10;

const ModeEstimate* chosenMode(const Scenario& s, const Estimate& e)
{
    return e.priced(s.mode);
}

// The main run's wall-clock: its GPU time and interruption overhead, without the phases.
double mainRunHours(const ModeEstimate* me, const Estimate& e)
{
    if (!me)
        return e.compute.wallHours;
    double hours = 0;
    for (const CostLine& l : me->lines)
        if (l.id == CostLineId::GpuTime || l.id == CostLineId::InterruptionOverhead)
            hours += l.hours;
    return hours;
}

QString slug(const QString& name)
{
    constexpr qsizetype Longest = 40;
    static const QRegularExpression notWord(u"[^a-z0-9]+"_s);
    QString s = name.toLower().replace(notWord, u"-"_s);
    if (s.size() > Longest) {
        // Cut between words: a last word cut short ("…-2b-toke") reads as a typo.
        const qsizetype between = s.lastIndexOf(u'-', Longest);
        s.truncate(between > 0 ? between : Longest);
    }
    while (s.startsWith(u'-'))
        s.remove(0, 1);
    while (s.endsWith(u'-'))
        s.chop(1);
    return s.isEmpty() ? u"run"_s : s;
}

QString comment(const QString& text)
{
    return u"# "_s + text + u'\n';
}

QString summary(const Scenario& s, const Offer& offer, const LaunchPlan& p, const QLocale& locale)
{
    //: %1 GPUs × the offer (provider, offer id): %Ln nodes × %5 GPUs per node, purchase mode key
    return LaunchText::tr("%1 × %2 (%3, %4): %Ln node(s) × %5 GPU(s), %6", nullptr, p.nodes)
        .arg(locale.toString(s.cluster.gpus), offer.name, offer.provider, offer.id, locale.toString(p.gpusPerNode),
            keyOf(p.mode));
}

QString checkpointComment(const LaunchPlan& p, const QLocale& locale)
{
    if (p.checkpointSteps <= 0)
        return LaunchText::tr("No checkpoint interval in the plan: checkpoints at the end only.");
    return LaunchText::tr("Checkpoint every %1 steps: %2 min at %3 s per step.")
        .arg(locale.toString(p.checkpointSteps), locale.toString(p.checkpointIntervalMin, 'f', 1),
            locale.toString(p.stepSeconds, 'f', 1));
}

} // namespace

QString fsdpShardingStrategy(Sharding sharding)
{
    switch (sharding) {
    case Sharding::ZeRO3:
        return u"FULL_SHARD"_s;
    case Sharding::ZeRO2:
    case Sharding::ZeRO1:
        return u"SHARD_GRAD_OP"_s;
    case Sharding::DDP:
        return u"NO_SHARD"_s;
    }
    return {};
}

QString slurmTimeLimit(double hours)
{
    const qint64 minutes = std::max<qint64>(1, qint64(std::ceil(hours * 60.0 - 1e-9)));
    const qlonglong days = minutes / (24 * 60), h = (minutes / 60) % 24, m = minutes % 60;
    return u"%1-%2:%3:00"_s.arg(days).arg(h, 2, 10, QChar(u'0')).arg(m, 2, 10, QChar(u'0'));
}

LaunchPlan launchPlan(const Scenario& s, const Estimate& e, const Offer& offer)
{
    LaunchPlan p;
    const int gpus = std::max(1, s.cluster.gpus);
    p.gpusPerNode = std::clamp(offer.gpusPerNode, 1, gpus);
    p.nodes = (gpus + p.gpusPerNode - 1) / p.gpusPerNode;
    p.dataParallel = std::max(1, gpus / std::max(1, s.training.tensorParallel * s.training.pipelineParallel));
    const double tokensPerMicroStep = double(s.model.seqLen) * s.training.microBatch * p.dataParallel;
    p.gradientAccumulation = std::max(1, int(std::lround(s.training.globalBatchTokens / tokensPerMicroStep)));
    p.stepSeconds = e.compute.stepSeconds;
    p.checkpointIntervalMin = e.checkpoint.intervalMin;
    if (p.checkpointIntervalMin > 0 && p.stepSeconds > 0)
        p.checkpointSteps = std::max(1, int(std::floor(p.checkpointIntervalMin * 60.0 / p.stepSeconds)));
    const ModeEstimate* me = chosenMode(s, e);
    p.mode = me ? me->mode : s.mode;
    p.timeLimitHours = mainRunHours(me, e) * TimeLimitMargin;
    p.fsdpStrategy = fsdpShardingStrategy(s.training.sharding);
    p.mixedPrecision = s.training.precision == Precision::BF16 ? u"bf16"_s : u"fp8"_s;
    p.gradientCheckpointing = s.training.recompute != Recompute::None;
    return p;
}

QStringList megatronMoeArguments(const Scenario& s)
{
    const ModelShape& m = s.model;
    if (!isMixtureOfExperts(m))
        return {};
    QStringList args { u"--num-experts %1"_s.arg(m.experts), u"--moe-router-topk %1"_s.arg(m.expertsPerToken),
        u"--expert-model-parallel-size %1"_s.arg(s.training.expertParallel),
        u"--moe-ffn-hidden-size %1"_s.arg(expertFfnHiddenOf(m)) };
    // Megatron takes the shared experts as one MLP of their summed inner size.
    if (m.sharedExperts > 0)
        args << u"--moe-shared-expert-intermediate-size %1"_s.arg(qint64(m.sharedExperts) * expertFfnHiddenOf(m));
    // A Python list expression of one flag per layer: the leading dense layers 0, the MoE layers 1.
    if (m.denseLayers > 0)
        args << u"--moe-layer-freq ([0]*%1+[1]*%2)"_s.arg(m.denseLayers).arg(moeLayers(m));
    args << u"--moe-token-dispatcher-type alltoall"_s << u"--moe-grouped-gemm"_s;
    if (s.training.overlapAllToAll)
        args << u"--overlap-moe-expert-parallel-comm"_s;
    return args;
}

QString slurmScript(const Scenario& s, const Estimate& e, const Offer& offer, const QLocale& locale)
{
    const LaunchPlan p = launchPlan(s, e, offer);
    const bool interruptible = isInterruptible(p.mode);
    QString out = u"#!/bin/bash\n"_s;
    out += comment(LaunchText::tr("Kova Planner launch script for \"%1\"").arg(s.name));
    out += comment(summary(s, offer, p, locale));
    out += u"#SBATCH --job-name=kova-"_s + slug(s.name) + u'\n';
    out += u"#SBATCH --nodes=%1\n"_s.arg(p.nodes);
    out += u"#SBATCH --ntasks-per-node=1\n"_s;
    out += u"#SBATCH --gpus-per-node=%1\n"_s.arg(p.gpusPerNode);
    out += u"#SBATCH --time=%1\n"_s.arg(slurmTimeLimit(p.timeLimitHours));
    if (interruptible)
        out += u"#SBATCH --requeue\n"_s;
    out += u"#SBATCH --output=%x-%j.out\n\nset -euo pipefail\n\n"_s;

    out += comment(LaunchText::tr("Precision %1, sharding %2 (FSDP %3), tensor × pipeline parallel %4 × %5.")
            .arg(p.mixedPrecision, keyOf(s.training.sharding), p.fsdpStrategy,
                locale.toString(s.training.tensorParallel), locale.toString(s.training.pipelineParallel)));
    out += comment(checkpointComment(p, locale));
    if (interruptible)
        out += comment(LaunchText::tr("Interruptible capacity: a requeued job resumes from the last checkpoint."));
    out += u"export KOVA_PRECISION=%1\n"_s.arg(p.mixedPrecision);
    out += u"export KOVA_FSDP_SHARDING=%1\n"_s.arg(p.fsdpStrategy);
    out += u"export KOVA_CHECKPOINT_STEPS=%1\n"_s.arg(p.checkpointSteps);
    if (const QStringList moe = megatronMoeArguments(s); !moe.isEmpty()) {
        out += comment(LaunchText::tr("Mixture of experts: Megatron-LM's arguments for the experts and their "
                                      "parallelism, for a Megatron launch (axolotl has no expert parallelism)."));
        out += u"export KOVA_MEGATRON_MOE_ARGS='%1'\n"_s.arg(moe.join(u' '));
    }
    out += u"CONFIG=${CONFIG:-%1}\n"_s.arg(AxolotlConfigFileName);
    out += u"head_node=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1)\n\n"_s;
    out += u"srun torchrun \\\n"_s;
    out += u"    --nnodes=%1 \\\n"_s.arg(p.nodes);
    out += u"    --nproc_per_node=%1 \\\n"_s.arg(p.gpusPerNode);
    out += u"    --rdzv_id=\"$SLURM_JOB_ID\" \\\n"_s;
    out += u"    --rdzv_backend=c10d \\\n"_s;
    out += u"    --rdzv_endpoint=\"$head_node:29500\" \\\n"_s;
    out += u"    -m axolotl.cli.train \"$CONFIG\"\n"_s;
    return out;
}

QString axolotlConfig(const Scenario& s, const Estimate& e, const Offer& offer, const QLocale& locale)
{
    const LaunchPlan p = launchPlan(s, e, offer);
    const Training& t = s.training;
    QString out = comment(LaunchText::tr("Kova Planner axolotl configuration for \"%1\"").arg(s.name));
    out += comment(summary(s, offer, p, locale));
    out += comment(LaunchText::tr("Set base_model and datasets to your model (%1 B parameters) and data.")
            .arg(locale.toString(s.model.paramsB)));
    out += u"base_model: your-org/your-model\ndatasets:\n  - path: your-org/your-dataset\n"_s;
    if (t.method != TrainingMethod::Full) {
        out += u"adapter: %1\nlora_r: %2\n"_s.arg(t.method == TrainingMethod::QLoRA ? u"qlora"_s : u"lora"_s)
                   .arg(t.loraRank);
        if (t.method == TrainingMethod::QLoRA)
            out += u"load_in_4bit: true\n"_s;
        out += u"lora_alpha: %1\nlora_target_modules:\n"_s.arg(QLocale::c().toString(t.loraAlpha, 'g', 6));
        for (LoraTarget target : t.loraTargets)
            out += u"  - %1\n"_s.arg(loraTargetName(target));
    }
    out += u"sequence_len: %1\n"_s.arg(s.model.seqLen);
    out += u"micro_batch_size: %1\n"_s.arg(t.microBatch);
    out += u"gradient_accumulation_steps: %1\n"_s.arg(p.gradientAccumulation);
    const bool paged = t.method != TrainingMethod::Full && pagedOptimizerOf(t);
    out += paged ? u"optimizer: paged_adamw_32bit\n"_s : u"optimizer: adamw_torch_fused\n"_s;
    if (t.precision == Precision::FP4)
        out += comment(LaunchText::tr("FP4 training is not supported by the framework: FP8 is the closest."));
    out += u"bf16: true\n"_s;
    if (p.mixedPrecision == "fp8"_L1)
        out += u"fp8: true\n"_s;
    out += u"gradient_checkpointing: %1\n"_s.arg(p.gradientCheckpointing ? u"true"_s : u"false"_s);
    if (t.tensorParallel > 1 || t.pipelineParallel > 1)
        out += comment(
            LaunchText::tr("The estimate assumes tensor × pipeline parallel %1 × %2; set it up in your trainer.")
                .arg(locale.toString(t.tensorParallel), locale.toString(t.pipelineParallel)));
    if (t.sharding == Sharding::DDP) {
        out += comment(LaunchText::tr("Plain data parallel (DDP): no FSDP."));
    } else {
        out += u"fsdp:\n  - %1\n  - auto_wrap\n"_s.arg(p.fsdpStrategy.toLower());
        out += u"fsdp_config:\n"_s;
        out += u"  fsdp_sharding_strategy: %1\n"_s.arg(p.fsdpStrategy);
        out += u"  fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP\n"_s;
        out += u"  fsdp_state_dict_type: SHARDED_STATE_DICT\n"_s;
        out += u"  fsdp_offload_params: false\n"_s;
        out += u"  fsdp_use_orig_params: %1\n"_s.arg(t.method == TrainingMethod::Full ? u"false"_s : u"true"_s);
        out += u"  fsdp_sync_module_states: true\n"_s;
    }
    out += comment(checkpointComment(p, locale));
    out += u"output_dir: ./kova-checkpoints\n"_s;
    if (p.checkpointSteps > 0)
        out += u"save_steps: %1\n"_s.arg(p.checkpointSteps);
    else
        out += u"saves_per_epoch: 1\n"_s;
    out += u"auto_resume_from_checkpoints: true\n"_s;
    return out;
}

} // namespace Kova
