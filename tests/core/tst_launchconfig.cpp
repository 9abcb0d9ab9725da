#include "io/cataloguefile.h"
#include "io/launchconfig.h"
#include "io/scenariofile.h"
#include "model/estimate.h"

#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Kova::Precision)
Q_DECLARE_METATYPE(Kova::Sharding)
Q_DECLARE_METATYPE(Kova::Recompute)
Q_DECLARE_METATYPE(Kova::PurchaseMode)

// The launch files generated for a plan: the lines a cluster and a trainer read.
class TestLaunchConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slurmTimeLimitFormat_data();
    void slurmTimeLimitFormat();
    void fsdpStrategyPerSharding_data();
    void fsdpStrategyPerSharding();
    void keyLines_data();
    void keyLines();
    void checkpointStepsFromIntervalAndStepTime();
    void jobNameEndsOnAWholeWord_data();
    void jobNameEndsOnAWholeWord();
};

namespace {

struct Variant
{
    int gpus = 8;
    Precision precision = Precision::BF16;
    Sharding sharding = Sharding::ZeRO3;
    Recompute recompute = Recompute::Selective;
    int microBatch = 1;
    PurchaseMode mode = PurchaseMode::Interruptible;
    TrainingMethod method = TrainingMethod::Full;
};

Scenario scenarioFor(const Variant& v)
{
    Scenario s = defaultScenario();
    s.cluster.gpus = v.gpus;
    s.training.precision = v.precision;
    s.training.sharding = v.sharding;
    s.training.recompute = v.recompute;
    s.training.microBatch = v.microBatch;
    s.training.method = v.method;
    s.mode = v.mode;
    return s;
}

Estimate estimateOf(const Scenario& s)
{
    auto e = estimate(
        s, embeddedCatalogue(), { .today = QDate(2026, 11, 30), .withWarnings = false, .withFitByGpu = false });
    return e.ok() ? e.value() : Estimate {};
}

} // namespace

void TestLaunchConfig::slurmTimeLimitFormat_data()
{
    QTest::addColumn<double>("hours");
    QTest::addColumn<QString>("limit");
    QTest::newRow("one hour") << 1.0 << u"0-01:00:00"_s;
    QTest::newRow("a few seconds round up to a minute") << 0.001 << u"0-00:01:00"_s;
    QTest::newRow("72 h with the 10 % margin") << 79.2 << u"3-07:12:00"_s;
    QTest::newRow("a day") << 24.0 << u"1-00:00:00"_s;
}

void TestLaunchConfig::slurmTimeLimitFormat()
{
    QFETCH(double, hours);
    QFETCH(QString, limit);
    QCOMPARE(slurmTimeLimit(hours), limit);
}

void TestLaunchConfig::fsdpStrategyPerSharding_data()
{
    QTest::addColumn<Sharding>("sharding");
    QTest::addColumn<QString>("strategy");
    QTest::newRow("zero3") << Sharding::ZeRO3 << u"FULL_SHARD"_s;
    QTest::newRow("zero2") << Sharding::ZeRO2 << u"SHARD_GRAD_OP"_s;
    QTest::newRow("zero1") << Sharding::ZeRO1 << u"SHARD_GRAD_OP"_s;
    QTest::newRow("ddp") << Sharding::DDP << u"NO_SHARD"_s;
}

void TestLaunchConfig::fsdpStrategyPerSharding()
{
    QFETCH(Sharding, sharding);
    QFETCH(QString, strategy);
    QCOMPARE(fsdpShardingStrategy(sharding), strategy);
}

void TestLaunchConfig::keyLines_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<Sharding>("sharding");
    QTest::addColumn<Recompute>("recompute");
    QTest::addColumn<int>("microBatch");
    QTest::addColumn<PurchaseMode>("mode");
    QTest::addColumn<bool>("script"); // else the axolotl configuration
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");

    QTest::newRow("seed run: one node of 8, interruptible, 72 h + 10 %")
        << 8 << Precision::BF16 << Sharding::ZeRO3 << Recompute::Selective << 1 << PurchaseMode::Interruptible << true
        << QStringList { u"#SBATCH --nodes=1"_s, u"#SBATCH --gpus-per-node=8"_s, u"#SBATCH --time=3-07:12:00"_s,
               u"#SBATCH --requeue"_s, u"    --nnodes=1 \\"_s, u"    --nproc_per_node=8 \\"_s,
               u"export KOVA_PRECISION=bf16"_s, u"export KOVA_FSDP_SHARDING=FULL_SHARD"_s,
               u"    -m axolotl.cli.train \"$CONFIG\""_s, u"CONFIG=${CONFIG:-kova-axolotl.yaml}"_s }
        << QStringList {};
    QTest::newRow("20 GPUs on 8-GPU nodes need 3 nodes; on-demand is not requeued")
        << 20 << Precision::FP8 << Sharding::ZeRO2 << Recompute::Selective << 1 << PurchaseMode::OnDemand << true
        << QStringList { u"#SBATCH --nodes=3"_s, u"#SBATCH --gpus-per-node=8"_s, u"    --nnodes=3 \\"_s,
               u"export KOVA_PRECISION=fp8"_s, u"export KOVA_FSDP_SHARDING=SHARD_GRAD_OP"_s }
        << QStringList { u"#SBATCH --requeue"_s };
    QTest::newRow("4 GPUs use half a node")
        << 4 << Precision::BF16 << Sharding::ZeRO3 << Recompute::Selective << 1 << PurchaseMode::Interruptible << true
        << QStringList { u"#SBATCH --nodes=1"_s, u"#SBATCH --gpus-per-node=4"_s, u"    --nproc_per_node=4 \\"_s }
        << QStringList {};
    QTest::newRow("seed run config: 4M tokens = 4096 × 1 × 8 × 128")
        << 8 << Precision::BF16 << Sharding::ZeRO3 << Recompute::Selective << 1 << PurchaseMode::Interruptible << false
        << QStringList { u"sequence_len: 4096"_s, u"micro_batch_size: 1"_s, u"gradient_accumulation_steps: 128"_s,
               u"bf16: true"_s, u"gradient_checkpointing: true"_s, u"fsdp:"_s, u"  - full_shard"_s, u"  - auto_wrap"_s,
               u"  fsdp_sharding_strategy: FULL_SHARD"_s, u"auto_resume_from_checkpoints: true"_s }
        << QStringList { u"fp8: true"_s, u"adapter: lora"_s };
    QTest::newRow("fp8, no recomputation, ZeRO-2, micro batch 2")
        << 8 << Precision::FP8 << Sharding::ZeRO2 << Recompute::None << 2 << PurchaseMode::Interruptible << false
        << QStringList { u"fp8: true"_s, u"gradient_checkpointing: false"_s, u"  - shard_grad_op"_s,
               u"micro_batch_size: 2"_s, u"gradient_accumulation_steps: 64"_s }
        << QStringList { u"  - full_shard"_s };
    QTest::newRow("DDP has no FSDP section")
        << 8 << Precision::BF16 << Sharding::DDP << Recompute::Full << 1 << PurchaseMode::Interruptible << false
        << QStringList { u"gradient_checkpointing: true"_s } << QStringList { u"fsdp:"_s, u"fsdp_config:"_s };
}

void TestLaunchConfig::keyLines()
{
    QFETCH(int, gpus);
    QFETCH(Precision, precision);
    QFETCH(Sharding, sharding);
    QFETCH(Recompute, recompute);
    QFETCH(int, microBatch);
    QFETCH(PurchaseMode, mode);
    QFETCH(bool, script);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);
    Variant v;
    v.gpus = gpus;
    v.precision = precision;
    v.sharding = sharding;
    v.recompute = recompute;
    v.microBatch = microBatch;
    v.mode = mode;
    const Scenario s = scenarioFor(v);
    const Estimate e = estimateOf(s);
    const Offer* offer = embeddedCatalogue().offer(s.cluster.offerId);
    QVERIFY(offer);
    const QString text = script ? slurmScript(s, e, *offer) : axolotlConfig(s, e, *offer);
    const QStringList lines = text.split(u'\n');
    for (const QString& line : present)
        QVERIFY2(lines.contains(line), qPrintable(u"missing line: "_s + line + u"\n"_s + text));
    for (const QString& line : absent)
        QVERIFY2(!lines.contains(line), qPrintable(u"unexpected line: "_s + line + u"\n"_s + text));
}

void TestLaunchConfig::jobNameEndsOnAWholeWord_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("jobName");
    QTest::newRow("short") << u"Short name"_s << u"kova-short-name"_s;
    QTest::newRow("the LoRA example") << u"LoRA fine-tune of a 13B model on 2B tokens, A100"_s
                                      << u"kova-lora-fine-tune-of-a-13b-model-on-2b"_s;
    QTest::newRow("the seed") << u"Continued pretraining, 8× H100 SXM, 72 h (seed run)"_s
                              << u"kova-continued-pretraining-8-h100-sxm-72-h"_s;
    QTest::newRow("one long word") << QString(50, u'x') << u"kova-"_s + QString(40, u'x');
    QTest::newRow("no word") << u"« »"_s << u"kova-run"_s;
}

// The SLURM job name is the scenario's name in at most 40 letters, digits and hyphens, cut between two words.
void TestLaunchConfig::jobNameEndsOnAWholeWord()
{
    QFETCH(QString, name);
    QFETCH(QString, jobName);
    Scenario s = scenarioFor({});
    s.name = name;
    const Offer* offer = embeddedCatalogue().offer(s.cluster.offerId);
    QVERIFY(offer);
    const QStringList lines = slurmScript(s, estimateOf(s), *offer).split(u'\n');
    QVERIFY2(lines.contains(u"#SBATCH --job-name="_s + jobName), qPrintable(lines.join(u'\n')));
}

void TestLaunchConfig::checkpointStepsFromIntervalAndStepTime()
{
    Scenario s = defaultScenario();
    s.interruptions.checkpointIntervalMin = 30;
    Estimate e = estimateOf(s);
    e.compute.stepSeconds = 7.0; // 30 min / 7 s = 257.1 → every 257 steps, never later than the interval
    const Offer* offer = embeddedCatalogue().offer(s.cluster.offerId);
    QVERIFY(offer);
    QCOMPARE(launchPlan(s, e, *offer).checkpointSteps, 257);
    QVERIFY(slurmScript(s, e, *offer).split(u'\n').contains(u"export KOVA_CHECKPOINT_STEPS=257"_s));
    QVERIFY(axolotlConfig(s, e, *offer).split(u'\n').contains(u"save_steps: 257"_s));

    s.interruptions.checkpointIntervalMin.reset(); // no interruption model, no interval: only at the end
    e = estimateOf(s);
    QCOMPARE(launchPlan(s, e, *offer).checkpointSteps, 0);
    QVERIFY(axolotlConfig(s, e, *offer).split(u'\n').contains(u"saves_per_epoch: 1"_s));
}

QTEST_GUILESS_MAIN(TestLaunchConfig)
#include "tst_launchconfig.moc"
