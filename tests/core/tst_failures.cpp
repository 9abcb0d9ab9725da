#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/estimate.h"
#include "simulation/montecarlo.h"

#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Hardware failures on every purchase mode (interruptions.gpu_mtbf_hours) on top of the preemptions of
// interruptible and spot capacity, and the warnings about what would fit.
class TestFailures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void effectiveMtbi_data();
    void effectiveMtbi();
    void llama3FailureCountFromTheDefault();
    void seedWithoutTheKeyHasNoFailureLine();
    void seedWithTheDefaultFailsOnEveryMode();
    void monteCarloSimulatesFailuresOnDemand();
    void checkpointPlanFollowsTheChosenMode();
    void shippedExamplesCarryTheDefault_data();
    void shippedExamplesCarryTheDefault();
    void nothingFitsSaysWhatWould();
    void zero3IsNotRecommendedWhenSet();
    void roundedBatchIsWarned();
};

namespace {

Estimate estimated(const Scenario& s)
{
    return estimate(s, embeddedCatalogue(), { .today = QDate(2026, 11, 30) }).value();
}

const CostLine* line(const ModeEstimate& m, CostLineId id)
{
    for (const CostLine& l : m.lines)
        if (l.id == id)
            return &l;
    return nullptr;
}

const Warning* warning(const Estimate& e, const QString& id)
{
    for (const Warning& w : e.warnings)
        if (w.id == id)
            return &w;
    return nullptr;
}

} // namespace

void TestFailures::effectiveMtbi_data()
{
    QTest::addColumn<double>("mtbi");
    QTest::addColumn<double>("mtbf");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<PurchaseMode>("mode");
    QTest::addColumn<double>("hours");
    // Hardware alone: 50,000 GPU-hours per failure on 8 GPUs, one every 6,250 h, whatever the mode.
    QTest::newRow("on-demand, hardware") << 0.0 << 50000.0 << 8 << PurchaseMode::OnDemand << 6250.0;
    QTest::newRow("reserved, hardware") << 0.0 << 50000.0 << 8 << PurchaseMode::Reserved << 6250.0;
    // Preemptions only strike interruptible and spot capacity.
    QTest::newRow("interruptible, preemptions") << 8.0 << 0.0 << 8 << PurchaseMode::Interruptible << 8.0;
    QTest::newRow("on-demand, preemptions") << 8.0 << 0.0 << 8 << PurchaseMode::OnDemand << 0.0;
    // Both: the rates add, 1 / (1/8 + 8/50,000) = 7.989773090444232 h.
    QTest::newRow("spot, both") << 8.0 << 50000.0 << 8 << PurchaseMode::Spot << 7.989773090444232;
    QTest::newRow("nothing modelled") << 0.0 << 0.0 << 8 << PurchaseMode::Spot << 0.0;
}

void TestFailures::effectiveMtbi()
{
    QFETCH(double, mtbi);
    QFETCH(double, mtbf);
    QFETCH(int, gpus);
    QFETCH(PurchaseMode, mode);
    QFETCH(double, hours);
    InterruptionSettings i;
    i.mtbiHours = mtbi;
    i.gpuMtbfHours = mtbf;
    QCOMPARE(effectiveMtbiHours(i, gpus, mode), hours);
}

void TestFailures::llama3FailureCountFromTheDefault()
{
    // The default back on the run it comes from: 16,384 H100 fail every 50,000 / 16,384 = 3.0517578125 h, so
    // 54 days (1,296 h) see 424.7 failures, where the Llama 3 paper counts 419 unexpected interruptions.
    InterruptionSettings i;
    i.gpuMtbfHours = DefaultGpuMtbfHours;
    const double m = effectiveMtbiHours(i, 16384, PurchaseMode::Reserved);
    QCOMPARE(m, 3.0517578125);
    QVERIFY(qAbs(54 * 24 / m - 419) / 419 < 0.02);
}

void TestFailures::seedWithoutTheKeyHasNoFailureLine()
{
    // The seed file has no gpu_mtbf_hours: its worked run stays $483.84 / $491.84 / $967.68.
    const Estimate e = estimated(defaultScenario());
    const ModeEstimate* interruptible = e.mode(PurchaseMode::Interruptible);
    const ModeEstimate* onDemand = e.mode(PurchaseMode::OnDemand);
    QVERIFY(interruptible && onDemand);
    QCOMPARE(line(*interruptible, CostLineId::GpuTime)->amount, 483.84);
    QCOMPARE(interruptible->total, 491.84);
    QCOMPARE(line(*onDemand, CostLineId::GpuTime)->amount, 967.68);
    for (const ModeEstimate& m : e.modes)
        QVERIFY(!line(m, CostLineId::InterruptionOverhead));
    QVERIFY(!e.checkpoint.modelled);
}

void TestFailures::seedWithTheDefaultFailsOnEveryMode()
{
    Scenario s = defaultScenario();
    s.interruptions.gpuMtbfHours = DefaultGpuMtbfHours;
    const Estimate e = estimated(s);
    // M = 6,250 h, δ = 2 min, R = 10 min. Young √(2δM) = 1,224.7448713915892 min; Daly 1,223.4119009456253 min.
    QVERIFY(e.checkpoint.modelled);
    QCOMPARE(e.checkpoint.youngMin, 1224.7448713915892);
    QCOMPARE(e.checkpoint.dalyMin, 1223.4119009456253);
    // 72 h of work take 72.24492332539727 h on average (Daly 2006, eq. 13): 0.2449 h of overhead on 8 GPUs,
    // billed at each mode's rate — $3.29 on demand at $1.68.
    for (PurchaseMode mode : { PurchaseMode::OnDemand, PurchaseMode::Interruptible }) {
        const ModeEstimate* m = e.mode(mode);
        QVERIFY(m);
        QCOMPARE(m->mtbiHours, 6250.0);
        const CostLine* overhead = line(*m, CostLineId::InterruptionOverhead);
        QVERIFY(overhead);
        QVERIFY(qAbs(overhead->hours - 0.24492332539726647) < 1e-9);
        QCOMPARE(overhead->gpus, 8.0);
    }
    QVERIFY(qAbs(line(*e.mode(PurchaseMode::OnDemand), CostLineId::InterruptionOverhead)->amount - 3.29) < 0.005);
}

void TestFailures::monteCarloSimulatesFailuresOnDemand()
{
    Scenario s = defaultScenario();
    s.mode = PurchaseMode::OnDemand;
    QCOMPARE(planSimulation(s, estimated(s)).value().model.mtbiHours, 0.0);
    s.interruptions.gpuMtbfHours = DefaultGpuMtbfHours;
    const PlanSimulation sim = planSimulation(s, estimated(s)).value();
    QCOMPARE(sim.model.mtbiHours, 6250.0);
    QCOMPARE(sim.model.intervalHours, 1223.4119009456253 / 60.0);
}

void TestFailures::checkpointPlanFollowsTheChosenMode()
{
    Scenario s = defaultScenario();
    s.mode = PurchaseMode::OnDemand;
    s.interruptions.mtbiHours = 8;
    // Without hardware failures the plan shown is the preemptible capacity's, as before the key existed: M = 8 h.
    QCOMPARE(estimated(s).checkpoint.mtbiHours, 8.0);
    // With them, the on-demand run's own: hardware failures only, M = 6,250 h; interruptible adds both.
    s.interruptions.gpuMtbfHours = DefaultGpuMtbfHours;
    QCOMPARE(estimated(s).checkpoint.mtbiHours, 6250.0);
    s.mode = PurchaseMode::Interruptible;
    QCOMPARE(estimated(s).checkpoint.mtbiHours, 1.0 / (1.0 / 8 + 8.0 / 50000));
}

void TestFailures::shippedExamplesCarryTheDefault_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("llama 70b") << u"llama-70b-pretrain.kova.json"_s;
    QTest::newRow("lora 13b") << u"lora-13b-a100.kova.json"_s;
}

void TestFailures::shippedExamplesCarryTheDefault()
{
    QFETCH(QString, file);
    const auto s = loadScenario(QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/") + file);
    QVERIFY(s.ok());
    QCOMPARE(s.value().interruptions.gpuMtbfHours, DefaultGpuMtbfHours);
}

void TestFailures::nothingFitsSaysWhatWould()
{
    // 70B with DDP on H100 80 GB: 18 × 70 = 1,260 GB of model states on every GPU, whatever their count.
    Scenario s = defaultScenario();
    s.model = { 70, 80, 8192, 64, 4096, 128256, 8, 28672 };
    s.training.sharding = Sharding::DDP;
    s.cluster.gpus = 8;
    const Estimate e = estimated(s);
    QVERIFY(!e.fits);
    QVERIFY(!e.minGpus);
    const Warning* w = warning(e, u"does_not_fit"_s);
    QVERIFY(w);
    // No single change fits (ZeRO-3 alone leaves 91 GB of activations per GPU); the engine's own search finds the
    // layouts with two changes that do, the one needing the fewest GPUs first, and says from how many GPUs.
    Training fitting = s.training;
    fitting.sharding = Sharding::ZeRO3;
    fitting.recompute = Recompute::Full;
    const auto n = minimumGpus(s.model, fitting, embeddedCatalogue().gpu(u"h100-sxm"_s)->usableVramGb);
    QVERIFY(n);
    QVERIFY2(w->message.contains(
                 u"These would fit: shard the weights too (ZeRO-3) and full recomputation from %1 GPUs"_s.arg(*n)),
        qPrintable(w->message));
    QVERIFY2(w->message.contains(u"tensor_parallel = 8"_s), qPrintable(w->message));
}

void TestFailures::zero3IsNotRecommendedWhenSet()
{
    // 70B under ZeRO-3 with no tensor parallelism on 80 GB: the activations alone do not fit, so more GPUs do not
    // help. The warning must not recommend ZeRO-3, which is set; it names a tensor-parallel degree or recomputation.
    Scenario s = defaultScenario();
    s.model = { 70, 80, 8192, 64, 8192, 128256, 8, 28672 };
    s.training.sharding = Sharding::ZeRO3;
    s.training.recompute = Recompute::None;
    s.cluster.gpus = 8;
    const Estimate e = estimated(s);
    QVERIFY(!e.fits);
    QVERIFY(!e.minGpus);
    const Warning* w = warning(e, u"does_not_fit"_s);
    QVERIFY(w);
    QVERIFY2(!w->message.contains(u"ZeRO-3"_s), qPrintable(w->message));
    QVERIFY2(w->message.contains(u"tensor_parallel = "_s) || w->message.contains(u"full recomputation"_s),
        qPrintable(w->message));
}

void TestFailures::roundedBatchIsWarned()
{
    // 1,024 sequences per step on 12 GPUs: 1,024 / 12 = 85.33 micro-batches each, rounded to 85 → 1,020 sequences.
    Scenario s = defaultScenario();
    s.cluster.gpus = 12;
    QCOMPARE(roundedBatchSequences(s.model, s.training, s.cluster.gpus), 1020.0);
    const Estimate e = estimated(s);
    const Warning* w = warning(e, u"global_batch_rounded"_s);
    QVERIFY(w);
    QCOMPARE(w->field, u"training.global_batch_tokens"_s);
    QVERIFY2(w->message.contains(u"1020"_s) || w->message.contains(u"1,020"_s), qPrintable(w->message));
    QVERIFY(!warning(estimated(defaultScenario()), u"global_batch_rounded"_s));
}

QTEST_GUILESS_MAIN(TestFailures)
#include "tst_failures.moc"
