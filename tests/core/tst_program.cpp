#include "io/cataloguefile.h"
#include "io/programfile.h"
#include "io/programjson.h"
#include "io/programtext.h"
#include "io/scenariofile.h"
#include "model/ownership.h"
#include "plan/programcosting.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// A program of runs and the ways to buy it: each ownership formula on worked examples, the demand a
// reservation covers, the program file's errors (file and key named), and the options against the engine's
// own bills (the seed's $491.84 and $975.68 per run).
class TestProgram : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void capitalCostIsTheAnnuityOfPriceLessResidual_data();
    void capitalCostIsTheAnnuityOfPriceLessResidual();
    void provisionedPowerOfADgxH100Is10_2Kw();
    void powerCostCountsTheGpusOnlyWhileBusy();
    void ownedCostPerGpuHourSpreadsFixedCostsOverBusyHours_data();
    void ownedCostPerGpuHourSpreadsFixedCostsOverBusyHours();
    void breakEvenIsWhereOwningMeetsTheRate_data();
    void breakEvenIsWhereOwningMeetsTheRate();
    void reservedGpusCoverTheDemandUpToK_data();
    void reservedGpusCoverTheDemandUpToK();
    void termsCoverTheHorizonInWholeTerms_data();
    void termsCoverTheHorizonInWholeTerms();
    void badProgramsNameTheFileAndKey_data();
    void badProgramsNameTheFileAndKey();
    void costingErrorsNameTheKey_data();
    void costingErrorsNameTheKey();
    void rentalOptionsAreTheEnginesBillsTimesTheCount();
    void reservedPicksTheKWithTheLowestTotal();
    void ownedTotalIsTheCostPerBusyGpuHourTimesTheHours();
    void ownedNodesAreSweptLikeReservedK();
    void runsArePlacedOnTheCalendar();
    void referenceTableIsSourcedAndDated();
    void jsonHasTheDocumentedKeys();
    void savedTextFollowsTheContractsKeyOrder();
    void runsOfOneScenarioFileShareItsReading_data();
    void runsOfOneScenarioFileShareItsReading();
    void phasesOfALongRunAreSummarisedByRate_data();
    void phasesOfALongRunAreSummarisedByRate();

private:
    static OwnershipAssumptions workedOwnership();
    static Result<Program> parse(const QByteArray& json);
};

namespace {

const QString ProgramFile = u"/programs/year.kova-program.json"_s;

// The seed scenario for "seed.kova.json"; the seed on another offer for "other.kova.json"; missing otherwise.
Result<Scenario> testLoader(const QString& path)
{
    if (path.endsWith(u"/seed.kova.json"_s))
        return defaultScenario();
    if (path.endsWith(u"/other.kova.json"_s)) {
        Scenario s = defaultScenario();
        s.cluster.offerId = u"kova-b200"_s;
        return s;
    }
    return InputError { path, {}, u"no such file"_s };
}

} // namespace

Result<Program> TestProgram::parse(const QByteArray& json)
{
    return parseProgram(json, ProgramFile, testLoader);
}

// 240,000 per 8-GPU node over 60 months at 0 %, no resale: 4,000 a node-month; 6 kW × 100 = 600; support 12 %
// and staff 6 % a year: 2,400 + 1,200. 8,200 a node-month / 8 GPUs / 720 h = 1.4236111 per GPU-hour.
// Power at PUE 1.2 and 0.10 a kWh: the 250 W overhead 0.03 an hour always, the 500 W GPU 0.06 a busy hour.
OwnershipAssumptions TestProgram::workedOwnership()
{
    OwnershipAssumptions a;
    a.server.gpusPerNode = 8;
    a.server.price.value = 240000;
    a.server.overheadWattsPerGpu.value = 250;
    a.gpuTdpWatts = 500;
    a.gpuPowerFraction.value = 1.0;
    a.pue.value = 1.2;
    a.electricityPerKwh.value = 0.10;
    a.hostingPerKwMonth.value = 100;
    a.supportPerYear.value = 0.12;
    a.staffPerYear.value = 0.06;
    a.depreciationMonths.value = 60;
    a.residualFraction.value = 0;
    a.financingPerYear.value = 0;
    return a;
}

void TestProgram::capitalCostIsTheAnnuityOfPriceLessResidual_data()
{
    QTest::addColumn<double>("price");
    QTest::addColumn<double>("residual");
    QTest::addColumn<double>("rate");
    QTest::addColumn<int>("months");
    QTest::addColumn<double>("monthly");
    // At 0 %: straight line, (1,200 − 0) / 12 and (1,200 − 120) / 12.
    QTest::newRow("cash") << 1200.0 << 0.0 << 0.0 << 12 << 100.0;
    QTest::newRow("cash with resale") << 1200.0 << 120.0 << 0.0 << 12 << 90.0;
    // The textbook loan: 10,000 at 12 % a year over 12 months, i = 1 %: 10,000 × 0.01 / (1 − 1.01^−12) = 888.49.
    QTest::newRow("loan at 12 %") << 10000.0 << 0.0 << 0.12 << 12 << 888.48788678;
    // With 1,000 back after a year: (10,000 − 1,000 × 1.01^−12) × 0.01 / (1 − 1.01^−12) = 809.64.
    QTest::newRow("loan with resale") << 10000.0 << 1000.0 << 0.12 << 12 << 809.63909811;
}

void TestProgram::capitalCostIsTheAnnuityOfPriceLessResidual()
{
    QFETCH(double, price);
    QFETCH(double, residual);
    QFETCH(double, rate);
    QFETCH(int, months);
    QFETCH(double, monthly);
    QVERIFY2(qAbs(monthlyCapitalCost(price, residual, rate, months) - monthly) < 1e-6,
        qPrintable(QString::number(monthlyCapitalCost(price, residual, rate, months), 'f', 8)));
}

void TestProgram::provisionedPowerOfADgxH100Is10_2Kw()
{
    // NVIDIA's DGX H100 datasheet: 10.2 kW maximum = 8 × (700 W + 575 W).
    QCOMPARE(provisionedKw(8, 700, 575), 10.2);
    QCOMPARE(monthlyHostingCost(10.2, 184), 1876.8);
    QCOMPARE(monthlyCapexShare(270000, 0.10), 2250.0);
}

void TestProgram::powerCostCountsTheGpusOnlyWhileBusy()
{
    // (700 × 1.0 × 0.5 + 575) / 1000 × 1.5 × 0.10 = 0.925 × 0.15 = 0.13875 per GPU per hour.
    QVERIFY(qAbs(powerCostPerGpuHour(700, 1.0, 0.5, 575, 1.5, 0.10) - 0.13875) < 1e-12);
    // Idle: the overhead alone, 575 / 1000 × 1.5 × 0.10.
    QVERIFY(qAbs(powerCostPerGpuHour(700, 1.0, 0, 575, 1.5, 0.10) - 0.08625) < 1e-12);
}

void TestProgram::ownedCostPerGpuHourSpreadsFixedCostsOverBusyHours_data()
{
    QTest::addColumn<double>("utilisation");
    QTest::addColumn<double>("cost");
    // workedOwnership(): (1.4236111 + 0.03 + 0.06) / 1 = 1.5136111.
    QTest::newRow("always busy") << 1.0 << 1.51361111;
    // (1.4236111 + 0.03 + 0.06 × 0.5) / 0.5 = 2.9672222.
    QTest::newRow("half the time") << 0.5 << 2.96722222;
    // (1.4236111 + 0.03 + 0.006) / 0.1 = 14.5961111.
    QTest::newRow("a tenth") << 0.1 << 14.59611111;
}

void TestProgram::ownedCostPerGpuHourSpreadsFixedCostsOverBusyHours()
{
    QFETCH(double, utilisation);
    QFETCH(double, cost);
    const OwnershipAssumptions a = workedOwnership();
    QVERIFY(qAbs(ownedFixedCostPerGpuHour(a) - 8200.0 / 8 / 720) < 1e-12);
    QVERIFY2(qAbs(ownedCostPerGpuHour(a, utilisation) - cost) < 1e-6,
        qPrintable(QString::number(ownedCostPerGpuHour(a, utilisation), 'f', 8)));
}

void TestProgram::breakEvenIsWhereOwningMeetsTheRate_data()
{
    QTest::addColumn<double>("rate");
    QTest::addColumn<double>("utilisation"); // < 0: none
    // (1.4236111 + 0.03) / (2.00 − 0.06) = 0.7492841.
    QTest::newRow("a $2.00 rental") << 2.0 << 0.74928408;
    // (1.4236111 + 0.03) / (1.00 − 0.06) = 1.5463948: above 1, owning never pays.
    QTest::newRow("a $1.00 rental") << 1.0 << 1.54639480;
    // 0.05 does not even pay the busy GPU's 0.06 of electricity.
    QTest::newRow("below the electricity") << 0.05 << -1.0;
}

void TestProgram::breakEvenIsWhereOwningMeetsTheRate()
{
    QFETCH(double, rate);
    QFETCH(double, utilisation);
    const OwnershipAssumptions a = workedOwnership();
    const auto u = breakEvenUtilisation(a, rate);
    if (utilisation < 0) {
        QVERIFY(!u);
        return;
    }
    QVERIFY(u);
    QVERIFY2(qAbs(*u - utilisation) < 1e-6, qPrintable(QString::number(*u, 'f', 8)));
    // At the break-even, owning costs the rate.
    QVERIFY(qAbs(ownedCostPerGpuHour(a, *u) - rate) < 1e-9);
}

void TestProgram::reservedGpusCoverTheDemandUpToK_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("horizon");
    QTest::addColumn<double>("covered");
    QTest::addColumn<double>("burst");
    // 8 GPUs over [0, 100) h and 16 over [50, 150) h: 8 busy for 50 h, 24 for 50 h, 16 for 50 h (2,400 GPU-hours).
    QTest::newRow("none reserved") << 0 << 1000.0 << 0.0 << 2400.0;
    // min(D, 8): 8 × 150 = 1,200; the rest 16 × 50 + 8 × 50 = 1,200.
    QTest::newRow("8 reserved") << 8 << 1000.0 << 1200.0 << 1200.0;
    // min(D, 16): 8 × 50 + 16 × 50 + 16 × 50 = 2,000; beyond: 8 × 50 = 400.
    QTest::newRow("16 reserved") << 16 << 1000.0 << 2000.0 << 400.0;
    QTest::newRow("the peak reserved") << 24 << 1000.0 << 2400.0 << 0.0;
    // A 120 h horizon: 8 × 50 + 24 × 50 + 16 × 20 = 1,920 covered; the last 30 h of 16 GPUs (480) beyond it.
    QTest::newRow("past the horizon") << 24 << 120.0 << 1920.0 << 480.0;
}

void TestProgram::reservedGpusCoverTheDemandUpToK()
{
    QFETCH(int, gpus);
    QFETCH(double, horizon);
    QFETCH(double, covered);
    QFETCH(double, burst);
    QList<ScheduledRun> schedule;
    ScheduledRun a;
    a.startHour = 0;
    a.hours = 100;
    a.gpus = 8;
    ScheduledRun b;
    b.startHour = 50;
    b.hours = 100;
    b.gpus = 16;
    schedule << a << b;
    QCOMPARE(peakGpus(schedule), 24);
    const auto [c, u] = coveredGpuHours(schedule, gpus, horizon);
    QCOMPARE(c, covered);
    QCOMPARE(u, burst);
}

void TestProgram::termsCoverTheHorizonInWholeTerms_data()
{
    QTest::addColumn<int>("horizon");
    QTest::addColumn<int>("term");
    QTest::addColumn<int>("terms");
    QTest::newRow("a year of a year") << 12 << 12 << 1;
    QTest::newRow("a year of three") << 12 << 36 << 1;
    QTest::newRow("13 months of a year") << 13 << 12 << 2;
    QTest::newRow("a year of months") << 12 << 1 << 12;
    QTest::newRow("no term") << 12 << 0 << 0;
}

void TestProgram::termsCoverTheHorizonInWholeTerms()
{
    QFETCH(int, horizon);
    QFETCH(int, term);
    QFETCH(int, terms);
    QCOMPARE(termsCovering(horizon, term), terms);
}

void TestProgram::badProgramsNameTheFileAndKey_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("key");
    const QByteArray run = R"({"scenario": "seed.kova.json", "when": "2027-01"})";
    QTest::newRow("not a program") << QByteArray(R"({"runs": []})") << u"kova_program"_s;
    QTest::newRow("newer version") << QByteArray(R"({"kova_program": 2, "runs": [)" + run + "]}") << u"kova_program"_s;
    QTest::newRow("no runs") << QByteArray(R"({"kova_program": 1, "runs": []})") << u"runs"_s;
    QTest::newRow("missing scenario") << QByteArray(
        R"({"kova_program": 1, "runs": [{"scenario": "missing.kova.json", "when": "2027-01"}]})")
                                      << u"runs[0].scenario"_s;
    QTest::newRow("negative count") << QByteArray(
        R"({"kova_program": 1, "runs": [{"scenario": "seed.kova.json", "count": -2, "when": "2027-01"}]})")
                                    << u"runs[0].count"_s;
    QTest::newRow("no month 13") << QByteArray(
        R"({"kova_program": 1, "runs": [{"scenario": "seed.kova.json", "when": "2027-13"}]})")
                                 << u"runs[0].when"_s;
    QTest::newRow("outside the horizon") << QByteArray(
        R"({"kova_program": 1, "start": "2027-01", "horizon_months": 3, "runs": [{"scenario":
            "seed.kova.json", "when": "2027-06"}]})")
                                         << u"runs[0].when"_s;
    QTest::newRow("repeats past the horizon")
        << QByteArray(R"({"kova_program": 1, "horizon_months": 3, "runs": [{"scenario": "seed.kova.json",
            "when": "2027-01", "count": 4, "every_months": 1}]})")
        << u"runs[0].count"_s;
    QTest::newRow("utilisation over 100 %") << QByteArray(R"({"kova_program": 1, "owning": {"gpu_utilisation_pct":
        150}, "runs": [)"
        + run + "]}") << u"owning.gpu_utilisation_pct"_s;
    QTest::newRow("negative server price") << QByteArray(R"({"kova_program": 1, "owning": {"server_price": -5},
        "runs": [)"
        + run + "]}") << u"owning.server_price"_s;
    QTest::newRow("negative reserved price") << QByteArray(R"({"kova_program": 1, "reserved": {"term_months": 12,
        "per_gpu_hour": -1}, "runs": [)"
        + run + "]}") << u"reserved.per_gpu_hour"_s;
    QTest::newRow("a quote without its term") << QByteArray(R"({"kova_program": 1, "reserved": {"per_gpu_hour": 1},
        "runs": [)"
        + run + "]}") << u"reserved.term_months"_s;
    QTest::newRow("two offers") << QByteArray(
        R"({"kova_program": 1, "runs": [)" + run + R"(, {"scenario": "other.kova.json", "when": "2027-02"}]})")
                                << u"runs[1].scenario"_s;
    QTest::newRow("inline scenario error") << QByteArray(R"({"kova_program": 1, "offer": "kova-h100-sxm", "runs":
        [{"scenario": {"model": {"params_b": -1}, "training": {"duration_hours": 5}}, "when": "2027-01"}]})")
                                           << u"runs[0].scenario.model.params_b"_s;
}

void TestProgram::badProgramsNameTheFileAndKey()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, key);
    const auto p = parse(json);
    QVERIFY(!p);
    QCOMPARE(p.error().file, ProgramFile);
    QCOMPARE(p.error().key, key);
    QVERIFY(!p.error().problem.isEmpty());
}

void TestProgram::costingErrorsNameTheKey_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("key");
    const QByteArray run = R"("runs": [{"scenario": "seed.kova.json", "when": "2027-01"}])";
    // kova-h100-sxm sells no reserved capacity; aws-p5-capacity-block only blocks without a term.
    QTest::newRow("a term the offer does not sell")
        << QByteArray(R"({"kova_program": 1, "reserved": {"term_months": 12}, )" + run + "}")
        << u"reserved.term_months"_s;
    QTest::newRow("another term than the offer's") << QByteArray(R"({"kova_program": 1, "offer":
        "aws-p5-capacity-block", "reserved": {"term_months": 12}, )"
        + run + "}") << u"reserved.term_months"_s;
    QTest::newRow("unknown offer") << QByteArray(R"({"kova_program": 1, "offer": "nope", )" + run + "}") << u"offer"_s;
    QTest::newRow("unknown server") << QByteArray(R"({"kova_program": 1, "owning": {"server": "nope"}, )" + run + "}")
                                    << u"owning.server"_s;
    QTest::newRow("a server of another GPU") << QByteArray(R"({"kova_program": 1, "owning": {"server": "dgx-a100"},
        )"
        + run + "}") << u"owning.server"_s;
}

void TestProgram::costingErrorsNameTheKey()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, key);
    const auto p = parse(json);
    QVERIFY2(p, p ? "" : qPrintable(p.error().toString()));
    const auto c = costProgram(p.value(), embeddedCatalogue(), defaultOwnershipReference());
    QVERIFY(!c);
    QCOMPARE(c.error().file, ProgramFile);
    QCOMPARE(c.error().key, key);
}

void TestProgram::rentalOptionsAreTheEnginesBillsTimesTheCount()
{
    const auto p = parse(R"({"kova_program": 1, "runs": [{"scenario": "seed.kova.json", "count": 3, "when":
        "2027-01"}]})");
    QVERIFY(p);
    const auto c = costProgram(p.value(), embeddedCatalogue(), defaultOwnershipReference());
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    // The seed: $491.84 interruptible and $967.68 + $8.00 of storage and transfer on demand, per run.
    QVERIFY(qAbs(c.value().option(ProgramOptionKind::Interruptible)->total - 3 * 491.84) < 1e-6);
    QVERIFY(qAbs(c.value().option(ProgramOptionKind::OnDemand)->total - 3 * 975.68) < 1e-6);
    QVERIFY(c.value().recommended == ProgramOptionKind::Interruptible);
    // Back to back on one 8-GPU cluster: never more than 8 GPUs at once.
    QCOMPARE(c.value().peakGpus, 8);
    QCOMPARE(c.value().gpuHours, 3 * 8 * 72.0);
    // Energy: three times the run's, in the scenario's mode.
    const auto e = estimate(defaultScenario(), embeddedCatalogue());
    QVERIFY(qAbs(c.value().energy.kwh - 3 * e.value().energy.kwh) < 1e-6);
}

void TestProgram::reservedPicksTheKWithTheLowestTotal()
{
    // 8 GPUs for exactly the 2-month horizon (1,440 h) on demand at $1.68: 8 × 1,440 × 1.68 = $19,353.60 of GPU
    // time. Reserved at $1.00 for 1-month terms: 2 terms × 8 × 720 h × 1.00 = $11,520, $7,833.60 less.
    const auto p = parse(R"({"kova_program": 1, "offer": "kova-h100-sxm", "horizon_months": 2,
        "reserved": {"term_months": 1, "per_gpu_hour": 1.0},
        "runs": [{"scenario": {"model": {"params_b": 8}, "training": {"duration_hours": 1440}, "cluster": {"gpus": 8},
        "mode": "on_demand"}, "when": "2027-01"}]})");
    QVERIFY2(p, p ? "" : qPrintable(p.error().toString()));
    const auto c = costProgram(p.value(), embeddedCatalogue(), defaultOwnershipReference());
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    const ProgramOption* r = c.value().option(ProgramOptionKind::Reserved);
    QVERIFY(r);
    QCOMPARE(r->reservedGpus, 8);
    QCOMPARE(r->terms, 2);
    QCOMPARE(r->utilisation, 1.0);
    QCOMPARE(c.value().reservedCurve.size(), 2);
    QVERIFY(qAbs(c.value().reservedCurve.at(0).total - c.value().reservedCurve.at(1).total - 7833.6) < 1e-6);
    // The offer's interruptible capacity at $0.84 (8 × 1,440 × 0.84 = $9,676.80 of GPU time) is cheaper still.
    QVERIFY(r->total < c.value().option(ProgramOptionKind::OnDemand)->total);
    QVERIFY(c.value().recommended == ProgramOptionKind::Interruptible);
}

void TestProgram::ownedTotalIsTheCostPerBusyGpuHourTimesTheHours()
{
    const auto p = parse(R"({"kova_program": 1, "horizon_months": 12, "owning": {"financing_pct_per_year": 6},
        "runs": [{"scenario": "seed.kova.json", "count": 12, "every_months": 1, "when": "2027-01"}]})");
    QVERIFY(p);
    const auto c = costProgram(p.value(), embeddedCatalogue(), defaultOwnershipReference());
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    const ProgramOption* o = c.value().option(ProgramOptionKind::Owned);
    QVERIFY(o);
    QCOMPARE(o->nodes, 1);
    QCOMPARE(o->burstGpuHours, 0.0);
    // 12 runs of 8 × 72 GPU-hours in 8 GPUs × 8,640 h: 10 % busy.
    QVERIFY(qAbs(o->utilisation - 0.1) < 1e-12);
    QVERIFY(qAbs(o->total - ownedCostPerGpuHour(*c.value().owning, o->utilisation) * o->gpuHours) < 1e-6);
    QVERIFY(c.value().owning->financingPerYear.fromProgram);
    QCOMPARE(c.value().owning->financingPerYear.value, 0.06);
    QCOMPARE(c.value().owning->server.id, u"dgx-h100"_s);
}

void TestProgram::ownedNodesAreSweptLikeReservedK()
{
    // A year of one 8-GPU run a month, and a single 64-GPU peak of 72 h: owning 8 nodes for one peak idles 7 of them
    // all year; one node and the peak's other 56 GPUs on demand costs less.
    const auto p = parse(R"({"kova_program": 1, "horizon_months": 12,
        "runs": [{"scenario": "seed.kova.json", "count": 12, "every_months": 1, "when": "2027-01"},
                 {"scenario": {"model": {"params_b": 8}, "training": {"duration_hours": 72}, "cluster": {"gpus": 64,
                  "offer": "kova-h100-sxm"}, "mode": "on_demand"}, "when": "2027-06"}]})");
    QVERIFY2(p, p ? "" : qPrintable(p.error().toString()));
    const auto c = costProgram(p.value(), embeddedCatalogue(), defaultOwnershipReference());
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    const ProgramOption* o = c.value().option(ProgramOptionKind::Owned);
    QVERIFY(o);
    QVERIFY(c.value().peakGpus >= 64);
    const int atPeak = (c.value().peakGpus + 7) / 8;
    // The curve: every node count from 1 to those the peak needs, with its total; the option is its lowest point.
    QCOMPARE(o->curve.size(), atPeak);
    double lowest = o->curve.first().total;
    for (qsizetype i = 0; i < o->curve.size(); ++i) {
        QCOMPARE(o->curve[i].gpus, int(i + 1) * 8);
        lowest = std::min(lowest, o->curve[i].total);
    }
    QCOMPARE(o->total, lowest);
    QVERIFY(o->nodes < atPeak);
    QVERIFY(o->burstGpuHours > 0);
    QVERIFY(o->total < o->curve.last().total);
    QCOMPARE(c.value().owning->nodes, o->nodes);
    // A node count the program names is kept.
    const auto fixed = parse(R"({"kova_program": 1, "horizon_months": 12, "owning": {"nodes": 9},
        "runs": [{"scenario": "seed.kova.json", "count": 12, "every_months": 1, "when": "2027-01"},
                 {"scenario": {"model": {"params_b": 8}, "training": {"duration_hours": 72}, "cluster": {"gpus": 64,
                  "offer": "kova-h100-sxm"}, "mode": "on_demand"}, "when": "2027-06"}]})");
    QVERIFY2(fixed, fixed ? "" : qPrintable(fixed.error().toString()));
    const auto f = costProgram(fixed.value(), embeddedCatalogue(), defaultOwnershipReference());
    QVERIFY2(f, f ? "" : qPrintable(f.error().toString()));
    QCOMPARE(f.value().option(ProgramOptionKind::Owned)->nodes, 9);
}

void TestProgram::runsArePlacedOnTheCalendar()
{
    const auto p = parse(R"({"kova_program": 1, "start": "2027-01", "runs": [{"scenario": "seed.kova.json",
        "count": 2, "when": "2027-03-15"}, {"scenario": "seed.kova.json", "count": 2, "every_months": 2,
        "when": "2027-02"}]})");
    QVERIFY(p);
    const QList<ScheduledRun> s = scheduleProgram(p.value(), { 72, 72 }, { 8, 8 });
    QCOMPARE(s.size(), 4);
    // 1 February (one 30-day month, 720 h, after 1 January), 15 March and 3 days later back to back, 1 April.
    QCOMPARE(s.at(0).start, QDate(2027, 2, 1));
    QCOMPARE(s.at(0).startHour, 720.0);
    QCOMPARE(s.at(1).startHour, 2 * 720.0 + 14 * 24);
    QCOMPARE(s.at(1).start, QDate(2027, 3, 15));
    QCOMPARE(s.at(2).start, QDate(2027, 3, 18));
    QCOMPARE(s.at(2).startHour - s.at(1).startHour, 72.0);
    QCOMPARE(s.at(3).start, QDate(2027, 4, 1));
}

void TestProgram::referenceTableIsSourcedAndDated()
{
    const OwnershipReference& r = defaultOwnershipReference();
    QVERIFY(r.serverFor(u"h100-sxm"_s));
    for (const ServerReference& s : r.servers) {
        QVERIFY(embeddedCatalogue().gpu(s.gpuId));
        for (const SourcedFigure& f : { s.price, s.overheadWattsPerGpu }) {
            QVERIFY(!f.source.isEmpty());
            QVERIFY(f.observed.isValid());
        }
    }
    for (const SourcedFigure& f : { r.electricityPerKwh, r.hostingPerKwMonth, r.supportPctPerYear, r.staffPctPerYear,
             r.depreciationMonths, r.residualPct, r.financingPctPerYear, r.pue }) {
        QVERIFY(!f.source.isEmpty());
        QVERIFY(f.observed.isValid());
    }
}

void TestProgram::jsonHasTheDocumentedKeys()
{
    const auto p = parse(R"({"kova_program": 1, "runs": [{"scenario": "seed.kova.json", "when": "2027-01"}]})");
    const auto c = costProgram(p.value(), embeddedCatalogue(), defaultOwnershipReference());
    const QJsonObject j = programCostingToJson(p.value(), c.value());
    for (const char* key : { "kova_program_costing", "program", "runs", "schedule", "peak_gpus", "gpu_hours", "options",
             "recommended", "reserved_curve", "ownership", "energy" })
        QVERIFY2(j.contains(QLatin1String(key)), key);
    QCOMPARE(j.value("recommended"_L1).toString(), u"interruptible"_s);
    const QJsonObject first = j.value("options"_L1).toArray().first().toObject();
    QCOMPARE(first.value("kind"_L1).toString(), u"on_demand"_s);
    QVERIFY(first.value("lines"_L1).toArray().first().toObject().contains("bill"_L1));
    QVERIFY(j.value("ownership"_L1).toObject().contains("break_even"_L1));
}

void TestProgram::savedTextFollowsTheContractsKeyOrder()
{
    // QJsonObject keeps its keys sorted; the saved text puts them back in the contract's order, an inline
    // scenario in the scenario's own order, the keys this version does not know last.
    const QJsonObject document = QJsonDocument::fromJson(R"({"zzz": 1, "runs": [{"when": "2027-01", "count": 2,
        "scenario": {"name": "x", "kova_scenario": 1, "cluster": {"phases": [{"gpus": 8, "name": "p"}], "gpus": 8,
        "offer": "o"}}}], "reserved": {"per_gpu_hour": 2, "term_months": 12}, "name": "n", "kova_program": 1})")
                                     .object();
    QCOMPARE(orderedProgramText(document), QByteArray(R"({
  "kova_program": 1,
  "name": "n",
  "reserved": {
    "term_months": 12,
    "per_gpu_hour": 2
  },
  "runs": [
    {
      "scenario": {
        "kova_scenario": 1,
        "name": "x",
        "cluster": {
          "offer": "o",
          "gpus": 8,
          "phases": [
            {
              "name": "p",
              "gpus": 8
            }
          ]
        }
      },
      "count": 2,
      "when": "2027-01"
    }
  ],
  "zzz": 1
}
)"));
}

void TestProgram::runsOfOneScenarioFileShareItsReading_data()
{
    QTest::addColumn<QByteArray>("runs");
    QTest::addColumn<QList<int>>("sameAs");
    QTest::addColumn<int>("reads");
    QTest::newRow("one file, three runs") << QByteArray(R"([{"scenario": "seed.kova.json", "when": "2027-01"},
        {"scenario": "seed.kova.json", "count": 2, "when": "2027-02"}, {"scenario": "seed.kova.json",
        "when": "2027-03"}])") << QList<int> { -1, 0, 0 }
                                          << 1;
    QTest::newRow("the same file written another way")
        << QByteArray(R"([{"scenario": "seed.kova.json", "when": "2027-01"},
        {"scenario": "./../programs/seed.kova.json", "when": "2027-02"}])")
        << QList<int> { -1, 0 } << 1;
    QTest::newRow("two files") << QByteArray(R"([{"scenario": "seed.kova.json", "when": "2027-01"},
        {"scenario": "phases-3.kova.json", "when": "2027-02"}, {"scenario": "phases-3.kova.json",
        "when": "2027-03"}])") << QList<int> { -1, -1, 1 }
                               << 2;
    QTest::newRow("an inline scenario is its own") << QByteArray(R"([{"scenario": {"name": "inline", "model":
        {"params_b": 8}, "training": {"duration_hours": 10}, "cluster": {"offer": "kova-h100-sxm", "gpus": 8}},
        "when": "2027-01"},
        {"scenario": "seed.kova.json", "when": "2027-02"}])")
                                                   << QList<int> { -1, -1 } << 1;
}

namespace {

// The seed scenario with N phases, alternately on demand and interruptible, for "phases-N.kova.json"; as
// testLoader otherwise.
Result<Scenario> phasesLoader(const QString& path)
{
    static const QRegularExpression name(u"/phases-(\\d+)\\.kova\\.json$"_s);
    const auto m = name.match(path);
    if (!m.hasMatch())
        return testLoader(path);
    Scenario s = defaultScenario();
    for (int i = 0; i < m.captured(1).toInt(); ++i)
        s.cluster.phases.append(Phase { u"phase %1"_s.arg(i), 1 + i % 8, 0.5 + i,
            i % 2 == 0 ? PurchaseMode::OnDemand : PurchaseMode::Interruptible });
    s.document = scenarioToJson(s); // as a file read holds it
    return s;
}

} // namespace

// A scenario file named by several runs is read once and estimated once, the later runs pointing to the first
// (1,000 runs of one file were 1,000 readings and estimates of it, each kept).
void TestProgram::runsOfOneScenarioFileShareItsReading()
{
    QFETCH(QByteArray, runs);
    QFETCH(QList<int>, sameAs);
    QFETCH(int, reads);
    int read = 0;
    const auto counting = [&](const QString& path) {
        ++read;
        return phasesLoader(path);
    };
    const auto p = parseProgram(R"({"kova_program": 1, "runs": )" + runs + "}", ProgramFile, counting);
    QVERIFY2(p, p ? "" : qPrintable(p.error().toString()));
    QCOMPARE(read, reads);
    QList<int> got;
    for (const ProgramRun& run : p.value().runs)
        got << run.sameScenarioAs;
    QCOMPARE(got, sameAs);
    const auto c = costProgram(p.value(), embeddedCatalogue(), defaultOwnershipReference());
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    const QJsonArray json = programCostingToJson(p.value(), c.value()).value("runs"_L1).toArray();
    for (qsizetype i = 0; i < sameAs.size(); ++i) {
        const ProgramRun& run = p.value().runs.at(i);
        QCOMPARE(run.scenario.cluster.offerId, p.value().offerId);
        // The file's JSON is not kept (a third of a gigabyte for 1,000 files of 1,000 phases).
        QVERIFY(run.scenario.document.isEmpty());
        const QJsonValue same = json.at(i).toObject().value("same_scenario_as"_L1);
        QCOMPARE(same.isNull() ? -1 : same.toInt(), sameAs.at(i));
        if (sameAs.at(i) < 0)
            continue;
        // The same scenario, and the same estimate: shared, not computed again.
        QVERIFY(run.scenario == p.value().runs.at(sameAs.at(i)).scenario);
        QCOMPARE(c.value().runs.at(i).estimate.modes.constData(),
            c.value().runs.at(sameAs.at(i)).estimate.modes.constData());
    }
}

void TestProgram::phasesOfALongRunAreSummarisedByRate_data()
{
    QTest::addColumn<int>("phases");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("phaseLines");
    QTest::addColumn<int>("summaryLines");
    // Up to MaxItemisedPhases, a line per phase as in the run's bill; beyond, one line per rate (the on-demand and
    // the interruptible ones).
    QTest::newRow("3 phases itemised") << 3 << 2 << 3 << 0;
    QTest::newRow("10 phases itemised") << 10 << 4 << 10 << 0;
    QTest::newRow("11 phases by rate") << 11 << 4 << 0 << 2;
    QTest::newRow("1,000 phases by rate") << 1000 << 10 << 0 << 2;
}

// A run of many phases is summarised in every option (one line per rate, the GPU-hours of its phases summed), so
// that 1,000 runs of 1,000 phases no longer make a million lines per option; the totals stay the bills'.
void TestProgram::phasesOfALongRunAreSummarisedByRate()
{
    QFETCH(int, phases);
    QFETCH(int, count);
    QFETCH(int, phaseLines);
    QFETCH(int, summaryLines);
    const QByteArray runs = "[{\"scenario\": \"phases-" + QByteArray::number(phases)
        + ".kova.json\", \"count\": " + QByteArray::number(count) + ", \"when\": \"2027-01\"}]";
    const auto p = parseProgram(R"({"kova_program": 1, "runs": )" + runs + "}", ProgramFile, phasesLoader);
    QVERIFY2(p, p ? "" : qPrintable(p.error().toString()));
    const auto c = costProgram(p.value(), embeddedCatalogue(), defaultOwnershipReference());
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    const Estimate& e = c.value().runs.first().estimate;
    for (PurchaseMode mode : { PurchaseMode::OnDemand, PurchaseMode::Interruptible }) {
        const ProgramOption* o = c.value().option(
            mode == PurchaseMode::OnDemand ? ProgramOptionKind::OnDemand : ProgramOptionKind::Interruptible);
        QVERIFY(o);
        int itemised = 0;
        int phasesSummed = 0;
        double phaseAmount = 0;
        QList<ProgramLine> summaries;
        for (const ProgramLine& l : o->lines) {
            if (l.id == ProgramLineId::RunBill && l.bill.id == CostLineId::Phase)
                ++itemised;
            if (l.id != ProgramLineId::RunPhases)
                continue;
            summaries << l;
            phasesSummed += l.phases;
            phaseAmount += l.amount;
            QCOMPARE(l.count, count);
            QCOMPARE(l.unit, ProgramUnit::GpuHours);
            QVERIFY(qAbs(l.amount - l.quantity * l.rate * count) < 1e-9 * l.amount);
        }
        QCOMPARE(itemised, phaseLines);
        QCOMPARE(summaries.size(), summaryLines);
        if (summaryLines == 0)
            continue;
        QCOMPARE(phasesSummed, phases);
        // The summaries hold the bill's phase lines, whose rates are their modes'.
        double billed = 0;
        for (const CostLine& l : e.mode(mode)->lines)
            if (l.id == CostLineId::Phase)
                billed += l.amount;
        QVERIFY(qAbs(phaseAmount - billed * count) < 1e-9 * phaseAmount);
        QVERIFY(qAbs(o->total - e.mode(mode)->total * count) < 1e-9 * o->total);
        const auto rate
            = [&](PurchaseMode m) { return *embeddedCatalogue().offer(p.value().offerId)->prices.price(m); };
        QCOMPARE(summaries.at(0).rate, rate(PurchaseMode::OnDemand));
        QCOMPARE(summaries.at(0).phases, (phases + 1) / 2);
        QCOMPARE(summaries.at(1).rate, rate(PurchaseMode::Interruptible));
        // The JSON and the label say what they sum.
        const QJsonObject line = programCostingToJson(p.value(), c.value())
                                     .value("options"_L1)
                                     .toArray()
                                     .at(mode == PurchaseMode::OnDemand ? 0 : 1)
                                     .toObject()
                                     .value("lines"_L1)
                                     .toArray()
                                     .at(1)
                                     .toObject();
        QCOMPARE(line.value("id"_L1).toString(), u"run_phases"_s);
        QCOMPARE(line.value("phases"_L1).toInt(), (phases + 1) / 2);
        QCOMPARE(line.value("count"_L1).toInt(), count);
        QCOMPARE(line.value("run"_L1).toInt(), 0);
        QVERIFY(line.value("label"_L1).toString().contains(QLocale().toString((phases + 1) / 2)));
    }
}

QTEST_GUILESS_MAIN(TestProgram)
#include "tst_program.moc"
