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
    void meanAbsoluteErrorBelowEightPercent();
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
        r["seq_len"_L1].toInt(), r["vocab"_L1].toInt() };
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

double figureOf(const ComputeEstimate& c, const QString& figure)
{
    if (figure == "gpu_hours"_L1)
        return c.gpuHours;
    if (figure == "wall_days"_L1)
        return c.wallHours / 24.0;
    return c.trainingFlops;
}

} // namespace

void TestValidation::predictionAgainstPublished_data()
{
    QTest::addColumn<QJsonObject>("run");
    QTest::addColumn<double>("tolerance");
    for (const QJsonValue& v : runs()) {
        const QJsonObject r = v.toObject();
        // Megatron's eq. 4 at the paper's 140 TFLOP/s is a worked example: it stays within the paper's rounding
        // (34 days for 33.9); every other row is a prediction with Kova's defaults, within ±15 %.
        const bool workedExample = r.contains("achieved_tflops"_L1);
        // Mixture-of-experts runs are outside the fit: the target for them is ±20 %.
        const double tolerance = workedExample ? 0.005 : r.contains("moe"_L1) ? 0.20 : 0.15;
        QTest::newRow(qPrintable(r["id"_L1].toString())) << r << tolerance;
    }
}

void TestValidation::predictionAgainstPublished()
{
    QFETCH(QJsonObject, run);
    QFETCH(double, tolerance);
    const QString figure = run["published"_L1].toObject().keys().constFirst();
    const double published = run["published"_L1][figure].toDouble();
    const double predicted = figureOf(predict(run), figure);
    const double error = predicted / published - 1.0;
    QVERIFY2(std::abs(error) <= tolerance,
        qPrintable(
            u"%1: predicted %2, published %3 (%4 %)"_s.arg(figure).arg(predicted).arg(published).arg(error * 100)));
    // The C++ model and the refit script's copy of it agree on every row.
    const QJsonObject refit = refitRow(run["id"_L1].toString());
    QVERIFY(!refit.isEmpty());
    QVERIFY2(std::abs(predicted / refit["predicted"_L1].toDouble() - 1.0) < 1e-6,
        qPrintable(u"C++ %1, script %2"_s.arg(predicted).arg(refit["predicted"_L1].toDouble())));
}

void TestValidation::meanAbsoluteErrorBelowEightPercent()
{
    double sum = 0;
    int rows = 0;
    for (const QJsonValue& v : runs()) {
        const QJsonObject r = v.toObject();
        if (!r["published"_L1].toObject().contains("gpu_hours"_L1) || r.contains("moe"_L1))
            continue;
        sum += std::abs(predict(r).gpuHours / r["published"_L1]["gpu_hours"_L1].toDouble() - 1.0);
        ++rows;
    }
    QVERIFY(rows >= 6);
    QVERIFY2(sum / rows < 0.08, qPrintable(QString::number(sum / rows)));
    // The published figure is the leave-one-out error, which the refit computes: it is below 8 % too.
    QVERIFY(readJson(u"calibration.json"_s)["mean_abs_error_loo"_L1].toDouble() < 0.08);
}

void TestValidation::constantsAreTheRefit()
{
    const QJsonObject fit = readJson(u"calibration.json"_s);
    QCOMPARE(Calibration.etaMax, fit["eta_max"_L1].toDouble());
    QCOMPARE(Calibration.memoryBoundK, fit["memory_bound_k"_L1].toDouble());
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
