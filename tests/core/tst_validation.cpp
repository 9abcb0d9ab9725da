#include "io/cataloguefile.h"
#include "model/throughput.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Kova's time model with its defaults against the published training runs of tests/validation/published_runs.json,
// the rows VALIDATION.md shows, and against the refit scripts/calibrate_throughput.py wrote to calibration.json.
class TestValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void predictionAgainstPublished_data();
    void predictionAgainstPublished();
    void errorsWithinTheMeasuredBounds();
    void rangeHoldsTheRunsLeftOut();
    void constantsAreTheRefit();
    void validationGpusAreTheCatalogues();
};

namespace {

QJsonObject readJson(const QString& name)
{
    QFile f(QStringLiteral(KOVA_SOURCE_DIR "/tests/validation/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return QJsonDocument::fromJson(f.readAll()).object();
}

QJsonArray runs()
{
    return readJson(u"published_runs.json"_s).value("runs"_L1).toArray();
}

QJsonObject refitRow(const QString& id)
{
    for (const QJsonValue& v : readJson(u"calibration.json"_s).value("rows"_L1).toArray())
        if (v["id"_L1].toString() == id)
            return v.toObject();
    return {};
}

// A mixture-of-experts row's experts and expert parallelism (its "moe" object); nothing for a dense row.
void readExperts(const QJsonObject& r, Scenario& s)
{
    const QJsonObject moe = r["moe"_L1].toObject();
    if (moe.isEmpty())
        return;
    s.model.experts = moe["experts"_L1].toInt();
    s.model.expertsPerToken = moe["experts_per_token"_L1].toInt();
    s.model.sharedExperts = moe["shared_experts"_L1].toInt();
    s.model.expertFfnHidden = moe["expert_ffn_hidden"_L1].toInt();
    s.model.denseLayers = moe["dense_layers"_L1].toInt();
    s.training.expertParallel = moe["expert_parallel"_L1].toInt(1);
    s.training.overlapAllToAll = moe["overlap_all_to_all"_L1].toBool();
}

// The run as a scenario on an 8-GPU NVLink node offer with the run's network.
ComputeEstimate predict(const QJsonObject& r)
{
    const Catalogue& c = embeddedCatalogue();
    Scenario s;
    s.model = { r["params_b"_L1].toDouble(), r["layers"_L1].toInt(), r["hidden"_L1].toInt(), r["heads"_L1].toInt(),
        r["seq_len"_L1].toInt(), r["vocab"_L1].toInt(), r["kv_heads"_L1].toInt() };
    Training& t = s.training;
    t.tokensB = r["tokens_b"_L1].toDouble();
    t.globalBatchTokens = r["global_batch_tokens"_L1].toDouble();
    t.tensorParallel = r["tensor_parallel"_L1].toInt();
    t.pipelineParallel = r["pipeline_parallel"_L1].toInt();
    t.virtualPipelineStages = r["virtual_stages"_L1].toInt(1);
    t.microBatch = r["micro_batch"_L1].toInt();
    t.recompute = *fromKey<Recompute>(r["recompute"_L1].toString());
    t.sharding = *fromKey<Sharding>(r["sharding"_L1].toString());
    t.attentionFlops = r["attention_flops"_L1].toBool(true);
    if (r.contains("achieved_tflops"_L1))
        t.achievedTflops = r["achieved_tflops"_L1].toDouble();
    readExperts(r, s);
    Offer o;
    o.gpusPerNode = 8;
    o.intraNodeLink = LinkKind::NVLink;
    o.network = ClusterNetwork::InfiniBand;
    o.networkGbpsPerGpu = r["network_gbps_per_gpu"_L1].toDouble();
    const GpuModel* gpu = c.gpu(r["gpu"_L1].toString());
    return estimateCompute(s, o, *gpu, r["gpus"_L1].toInt(), t.sharding);
}

// The figure a row published, as Kova predicts it: a benchmark's step time and MFU leave out the whole run's
// restarts and evaluations (ComputeEstimate::runGoodput); the MFU is the step's rate over the dense BF16 peak.
double figureOf(const ComputeEstimate& c, const QString& figure, const QJsonObject& r)
{
    if (figure == "gpu_hours"_L1)
        return c.gpuHours;
    if (figure == "wall_days"_L1)
        return c.wallHours / 24.0;
    if (figure == "step_seconds"_L1)
        return c.stepSeconds;
    if (figure == "mfu"_L1)
        return c.trainingFlops / c.steps / c.stepSeconds / r["gpus"_L1].toInt()
            / embeddedCatalogue().gpu(r["gpu"_L1].toString())->peakTflops(Precision::BF16) / 1e12;
    return c.trainingFlops;
}

// Predicted over published as a time: an MFU is a rate, its ratio inverted (as the refit script does).
double errorOf(const QJsonObject& r)
{
    const QString figure = r["published"_L1].toObject().keys().constFirst();
    const double published = r["published"_L1][figure].toDouble();
    const double predicted = figureOf(predict(r), figure, r);
    return figure == "mfu"_L1 ? published / predicted - 1.0 : predicted / published - 1.0;
}

} // namespace

void TestValidation::predictionAgainstPublished_data()
{
    QTest::addColumn<QJsonObject>("run");
    QTest::addColumn<double>("tolerance");
    for (const QJsonValue& v : runs()) {
        const QJsonObject r = v.toObject();
        // Megatron's eq. 4 at the paper's 140 TFLOP/s is a worked example: it stays within the paper's rounding
        // (34 days for 33.9). Every other row is a prediction with Kova's defaults: the issue's ±15 % is not met
        // by all of them (VALIDATION.md names the rows beyond it); this bound guards against a change making the
        // worst one worse.
        const bool workedExample = r.contains("achieved_tflops"_L1);
        // Mixture-of-experts runs are outside the fit: the target for them is ±20 %.
        const double tolerance = workedExample ? 0.005 : r.contains("moe"_L1) ? 0.20 : 0.55;
        QTest::newRow(qPrintable(r["id"_L1].toString())) << r << tolerance;
    }
}

void TestValidation::predictionAgainstPublished()
{
    QFETCH(QJsonObject, run);
    QFETCH(double, tolerance);
    const QString figure = run["published"_L1].toObject().keys().constFirst();
    const double predicted = figureOf(predict(run), figure, run);
    const double error = errorOf(run);
    QVERIFY2(std::abs(error) <= tolerance,
        qPrintable(u"%1: predicted %2 (%3 %)"_s.arg(figure).arg(predicted).arg(error * 100)));
    // The C++ model and the refit script's copy of it agree on every row.
    const QJsonObject refit = refitRow(run["id"_L1].toString());
    QVERIFY(!refit.isEmpty());
    QVERIFY2(std::abs(predicted / refit["predicted"_L1].toDouble() - 1.0) < 1e-6,
        qPrintable(u"C++ %1, script %2"_s.arg(predicted).arg(refit["predicted"_L1].toDouble())));
}

void TestValidation::errorsWithinTheMeasuredBounds()
{
    double sum = 0;
    int rows = 0, within = 0;
    for (const QJsonValue& v : runs()) {
        const QJsonObject r = v.toObject();
        if (r.contains("achieved_tflops"_L1) || r["published"_L1].toObject().contains("training_flops"_L1)
            || r.contains("moe"_L1))
            continue;
        const double error = std::abs(errorOf(r));
        sum += error;
        within += error <= 0.15 ? 1 : 0;
        ++rows;
    }
    // At least 25 fitted runs; the in-sample error VALIDATION.md reports (10.6 %, 33 of 40 within ±15 %).
    QVERIFY(rows >= 25);
    QVERIFY2(sum / rows < 0.11, qPrintable(QString::number(sum / rows)));
    QVERIFY2(within >= 33, qPrintable(QString::number(within)));
    // Leaving out whole groups (a GPU, a size band, a publication): each mean error below 13 % (12.4 % at most).
    const QJsonObject left = readJson(u"calibration.json"_s)["mean_abs_error_left_out"_L1].toObject();
    QCOMPARE(left.size(), 3);
    for (auto it = left.begin(); it != left.end(); ++it)
        QVERIFY2(it.value().toDouble() < 0.13, qPrintable(it.key()));
}

void TestValidation::rangeHoldsTheRunsLeftOut()
{
    // The P10–P90 the refit derives holds at least 70 % of the runs left out of the fit, whichever group is left out.
    const QJsonObject coverage = readJson(u"calibration.json"_s)["p10_p90_coverage_left_out"_L1].toObject();
    QCOMPARE(coverage.size(), 3);
    for (auto it = coverage.begin(); it != coverage.end(); ++it)
        QVERIFY2(it.value().toDouble() >= 0.70, qPrintable(it.key()));
}

void TestValidation::constantsAreTheRefit()
{
    const QJsonObject fit = readJson(u"calibration.json"_s);
    QCOMPARE(Calibration.etaMax, fit["eta_max"_L1].toDouble());
    QCOMPARE(Calibration.memoryBoundK, fit["memory_bound_k"_L1].toDouble());
    QCOMPARE(Calibration.runGoodput, fit["run_goodput"_L1].toDouble());
    QCOMPARE(Calibration.logSigma, fit["log_sigma"_L1].toDouble());
    QCOMPARE(Calibration.logSigmaExtraGpu, fit["log_sigma_extra_gpu"_L1].toDouble());
    QCOMPARE(Calibration.logSigmaExtraSize, fit["log_sigma_extra_size"_L1].toDouble());
    QCOMPARE(Calibration.hiddenMin, fit["hidden_min"_L1].toInt());
    QCOMPARE(Calibration.hiddenMax, fit["hidden_max"_L1].toInt());
    const QJsonArray gpus = fit["gpus"_L1].toArray();
    QCOMPARE(qsizetype(CalibratedGpus.size()), gpus.size());
    for (qsizetype i = 0; i < gpus.size(); ++i)
        QCOMPARE(QString(CalibratedGpus.at(i)), gpus.at(i).toString());
    QCOMPARE(Calibration.p10Factor, fit["p10_factor"_L1].toDouble());
    QCOMPARE(Calibration.p90Factor, fit["p90_factor"_L1].toDouble());
    QVERIFY(Calibration.p10Factor < 1.0 && Calibration.p90Factor > 1.0);
}

void TestValidation::validationGpusAreTheCatalogues()
{
    const QJsonObject gpus = readJson(u"published_runs.json"_s)["gpus"_L1].toObject();
    for (auto it = gpus.begin(); it != gpus.end(); ++it) {
        const GpuModel* g = embeddedCatalogue().gpu(it.key());
        QVERIFY2(g, qPrintable(it.key()));
        QCOMPARE(g->peakTflops(Precision::BF16), it.value()["bf16_tflops"_L1].toDouble());
        QCOMPARE(g->memoryBandwidthTBs, it.value()["memory_tbs"_L1].toDouble());
        QCOMPARE(g->linkGBs, it.value()["nvlink_gbs"_L1].toDouble());
    }
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
