#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/names.h"
#include "plan/planshortfall.h"
#include "text/language.h"
#include "text/plannaming.h"
#include "text/planwording.h"

#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Plans a buyer would accept: within the tolerance of the best, whole nodes and the fewest GPUs; the few plans that
// matter beside the chosen one; the plans bounded by the offers' node size and contiguous capacity; and, when no plan
// meets the limit, which limit fails first and the nearest plan.
class TestPlanChoice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void acceptablePlanPrefersWholeNodesThenFewerGpus_data();
    void acceptablePlanPrefersWholeNodesThenFewerGpus();
    void tradeOffsNameEachPlanOnceWithItsRoles();
    void seedAtSeventyTwoHoursTakesFewerGpusThanTheCheapest();
    void plansRentWholeNodesOrAPartThatDividesOne_data();
    void plansRentWholeNodesOrAPartThatDividesOne();
    void plansStayWithinContiguousCapacity();
    void shortfallAgainstALimitNamesTheNearestPlan_data();
    void shortfallAgainstALimitNamesTheNearestPlan();
    void shortfallOfMemoryGivesTheFiguresAndLayoutsThatFit();
    void shortfallOfCapacityGivesTheRoomNeeded();
    void shortfallWithoutAUsableGpuCount();
    void nameAfterPlanSaysTheNewCluster_data();
    void nameAfterPlanSaysTheNewCluster();
};

namespace {

PlanCandidate plan(int gpus, int perNode, double total, double wall)
{
    PlanCandidate p;
    p.gpus = gpus;
    p.gpusPerNode = perNode;
    p.total = total;
    p.wallHours = wall;
    p.offerIndex = gpus; // tells them apart
    return p;
}

// The seed's shape in small: the largest cluster is cheapest by a few cents of volume, smaller whole-node plans cost
// a little more, a part of a node and a slow 8-GPU plan around them.
QList<PlanCandidate> market()
{
    return { plan(1024, 8, 100.00, 1.5), plan(64, 8, 101.50, 22), plan(24, 8, 101.90, 64), plan(4, 8, 101.00, 70),
        plan(16, 8, 103.00, 40), plan(8, 8, 99.50, 200), plan(512, 8, 100.80, 1.52) };
}

const QString SeedFile = QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/seed-h100-72h.kova.json");

Scenario loaded(const QString& file)
{
    auto s = loadScenario(file);
    return s.ok() ? s.value() : Scenario {};
}

// The seed's work on Kova's H100 with ZeRO-3 on 8, 16 or 32 GPUs (tst_planner's hand-checked sweep): interruptible
// $483.84 of GPU time + $4.00 import + the volume's days; 32 GPUs take 18 h ($488.84), 16 take 36 h, 8 take 72 h.
PlanSpace handCheckedSpace()
{
    PlanSpace space;
    space.gpuCounts = { 8, 16, 32 };
    space.shardings = { Sharding::ZeRO3 };
    space.offerIds = { u"kova-h100-sxm"_s };
    return space;
}

// A scenario too large for any GPU: 405B parameters, no tensor parallelism, 8,192 tokens of context.
Scenario llama405b()
{
    Scenario s = loaded(SeedFile);
    s.name = u"405B"_s;
    s.model.paramsB = 405;
    s.model.layers = 126;
    s.model.hidden = 16384;
    s.model.heads = 128;
    s.model.kvHeads = 8;
    s.model.seqLen = 8192;
    s.training.durationHours.reset();
    s.training.tokensB = 1000;
    s.training.globalBatchTokens = 16777216;
    return s;
}

} // namespace

void TestPlanChoice::initTestCase()
{
    applyLanguage(u"en"_s);
}

void TestPlanChoice::acceptablePlanPrefersWholeNodesThenFewerGpus_data()
{
    QTest::addColumn<int>("goal");
    QTest::addColumn<double>("limit");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<int>("gpus"); // of the chosen plan, 0 for none
    const int deadline = int(PlanGoal::CheapestWithinDeadline);
    const int budget = int(PlanGoal::FastestWithinBudget);
    // Cheapest within 72 h: 1,024 GPUs at $100.00; within 2 % ($102.00) also 512, 64 and 24 GPUs in whole nodes, and
    // 4 GPUs on part of a node: the 24 win.
    QTest::newRow("72 h, 2 %: 24 GPUs in whole nodes beat 4 on part of a node") << deadline << 72.0 << 0.02 << 24;
    QTest::newRow("72 h, 0 %: the strict cheapest") << deadline << 72.0 << 0.0 << 1024;
    QTest::newRow("72 h, 1.6 % ($101.60): 64 GPUs") << deadline << 72.0 << 0.016 << 64;
    QTest::newRow("30 h, 2 %: 24 GPUs are too slow, 64 win") << deadline << 30.0 << 0.02 << 64;
    QTest::newRow("300 h, 2 % of $99.50 ($101.49): 8 GPUs") << deadline << 300.0 << 0.02 << 8;
    QTest::newRow("1 h: none") << deadline << 1.0 << 0.02 << 0;
    // Fastest within the budget: 1,024 GPUs in 1.5 h; within 2 % (1.53 h) 512 GPUs take 1.52 h.
    QTest::newRow("$102, 2 %: 512 GPUs in 1.52 h") << budget << 102.0 << 0.02 << 512;
    QTest::newRow("$102, 1 % (1.515 h): 1,024 GPUs") << budget << 102.0 << 0.01 << 1024;
    QTest::newRow("$100.50: 512 GPUs over budget, 1,024") << budget << 100.5 << 0.02 << 1024;
    QTest::newRow("$99.50: only 8 GPUs") << budget << 99.5 << 0.02 << 8;
    QTest::newRow("$99: none") << budget << 99.0 << 0.02 << 0;
}

void TestPlanChoice::acceptablePlanPrefersWholeNodesThenFewerGpus()
{
    QFETCH(int, goal);
    QFETCH(double, limit);
    QFETCH(double, tolerance);
    QFETCH(int, gpus);
    const auto chosen = acceptablePlan(market(), { PlanGoal(goal), limit, tolerance });
    QCOMPARE(chosen ? chosen->gpus : 0, gpus);
}

void TestPlanChoice::tradeOffsNameEachPlanOnceWithItsRoles()
{
    // Within 72 h at 2 %: chosen 24 GPUs; cheapest and fastest the 1,024; fewest GPUs the 4 on part of a node.
    const PlanChoice choice = choosePlan(market(), { PlanGoal::CheapestWithinDeadline, 72, 0.02 });
    QVERIFY(choice.chosen && choice.best);
    QCOMPARE(choice.best->gpus, 1024);
    QCOMPARE(choice.tradeOffs.size(), 3);
    QCOMPARE(choice.tradeOffs[0].plan.gpus, 24);
    QCOMPARE(choice.tradeOffs[0].roles, QList<PlanRole> { PlanRole::Chosen });
    QCOMPARE(choice.tradeOffs[1].plan.gpus, 1024);
    QCOMPARE(choice.tradeOffs[1].roles, (QList<PlanRole> { PlanRole::Cheapest, PlanRole::Fastest }));
    QCOMPARE(choice.tradeOffs[2].plan.gpus, 4);
    QCOMPARE(choice.tradeOffs[2].roles, QList<PlanRole> { PlanRole::FewestGpus });
    QVERIFY(choosePlan(market(), { PlanGoal::CheapestWithinDeadline, 1, 0.02 }).tradeOffs.isEmpty());
}

void TestPlanChoice::seedAtSeventyTwoHoursTakesFewerGpusThanTheCheapest()
{
    // The case: the strict cheapest plan within 72 h is the largest cluster, a few cents of volume cheaper.
    const Scenario s = loaded(SeedFile);
    const Catalogue& c = embeddedCatalogue();
    const MarketPlans market = marketPlans(s, c);
    const PlanRequest request { PlanGoal::CheapestWithinDeadline, 72, DefaultPlanTolerance };
    const PlanChoice choice = choosePlan(market.plans, request);
    QVERIFY(choice.chosen && choice.best);
    QVERIFY2(choice.chosen->gpus < choice.best->gpus,
        qPrintable(u"%1 GPUs chosen, %2 cheapest"_s.arg(choice.chosen->gpus).arg(choice.best->gpus)));
    QVERIFY(choice.chosen->wholeNodes());
    QVERIFY(choice.chosen->total <= choice.best->total * 1.02);
    QVERIFY(choice.chosen->wallHours <= 72);
    // No plan with fewer GPUs in whole nodes is within 2 %.
    for (const PlanCandidate& p : market.plans)
        if (p.wholeNodes() && p.gpus < choice.chosen->gpus && p.wallHours <= 72)
            QVERIFY(p.total > choice.best->total * 1.02);
}

void TestPlanChoice::plansRentWholeNodesOrAPartThatDividesOne_data()
{
    QTest::addColumn<int>("perNode");
    QTest::addColumn<QList<int>>("expected");
    // Tried: 4, 8, 12, 16, 24, 32.
    QTest::newRow("16-GPU nodes: 4, 8 (parts), 16, 32") << 16 << QList<int> { 4, 8, 16, 32 };
    QTest::newRow("8-GPU nodes: 12 is a node and a half") << 8 << QList<int> { 4, 8, 16, 24, 32 };
    QTest::newRow("single GPUs: every count") << 1 << QList<int> { 4, 8, 12, 16, 24, 32 };
}

void TestPlanChoice::plansRentWholeNodesOrAPartThatDividesOne()
{
    QFETCH(int, perNode);
    QFETCH(QList<int>, expected);
    Catalogue c = embeddedCatalogue();
    Offer* h100 = nullptr;
    for (Offer& o : c.offers)
        if (o.id == u"kova-h100-sxm"_s)
            h100 = &o;
    QVERIFY(h100);
    h100->gpusPerNode = perNode;
    PlanSpace space;
    space.gpuCounts = { 4, 8, 12, 16, 24, 32 };
    space.offerIds = { h100->id };
    const Scenario s = loaded(SeedFile);
    for (const QList<PlanCandidate>& plans : { sweepPlans(s, c, space), marketPlans(s, c, space).plans }) {
        QList<int> counts;
        for (const PlanCandidate& p : plans) {
            if (!counts.contains(p.gpus))
                counts << p.gpus;
            QCOMPARE(p.gpusPerNode, perNode);
            QCOMPARE(p.wholeNodes(), p.gpus % perNode == 0);
        }
        std::sort(counts.begin(), counts.end());
        QCOMPARE(counts, expected);
    }
}

void TestPlanChoice::plansStayWithinContiguousCapacity()
{
    // Every offer of the whole market can put at most 16 GPUs in one place: no plan is larger, and the seed's
    // choice within 72 h is found among those.
    Catalogue c = embeddedCatalogue();
    for (Offer& o : c.offers)
        o.maxContiguousGpus = 16;
    const Scenario s = loaded(SeedFile);
    const MarketPlans market = marketPlans(s, c);
    QVERIFY(!market.plans.isEmpty());
    for (const PlanCandidate& p : market.plans)
        QVERIFY(p.gpus <= 16);
    const auto chosen = acceptablePlan(market.plans, { PlanGoal::CheapestWithinDeadline, 72, 0.02 });
    QVERIFY(chosen && chosen->gpus <= 16);
}

void TestPlanChoice::shortfallAgainstALimitNamesTheNearestPlan_data()
{
    QTest::addColumn<int>("goal");
    QTest::addColumn<double>("limit");
    QTest::addColumn<int>("obstacle");
    QTest::addColumn<int>("nearestGpus");
    QTest::addColumn<double>("overBy");
    QTest::addColumn<QString>("text");
    const QString nearest = u"32 GPUs interruptible"_s;
    // The fastest plan: 32 GPUs in 18 h, 8 h past a 10 h deadline.
    QTest::newRow("10 h: the fastest takes 18 h")
        << int(PlanGoal::CheapestWithinDeadline) << 10.0 << int(PlanObstacle::Deadline) << 32 << 8.0
        << u"No plan finishes within 10 h. The fastest plan takes 18 h, 8:00 h over the deadline: %1."_s.arg(nearest);
    // The cheapest plan: 32 GPUs interruptible, $488.84, $88.84 over a $400 budget.
    QTest::newRow("$400: the cheapest costs $488.84")
        << int(PlanGoal::FastestWithinBudget) << 400.0 << int(PlanObstacle::Budget) << 32 << 88.84
        << u"No plan costs $400.00 or less. The cheapest plan costs $488.84, $88.84 over the budget: %1."_s.arg(
               nearest);
}

void TestPlanChoice::shortfallAgainstALimitNamesTheNearestPlan()
{
    QFETCH(int, goal);
    QFETCH(double, limit);
    QFETCH(int, obstacle);
    QFETCH(int, nearestGpus);
    QFETCH(double, overBy);
    QFETCH(QString, text);
    const Scenario s = loaded(SeedFile);
    const Catalogue& c = embeddedCatalogue();
    const PlanSpace space = handCheckedSpace();
    const MarketPlans market = marketPlans(s, c, space);
    const PlanRequest request { PlanGoal(goal), limit, 0.02 };
    QVERIFY(!acceptablePlan(market.plans, request));
    const PlanShortfall shortfall = explainShortfall(s, c, market, request, space);
    QCOMPARE(int(shortfall.obstacle), obstacle);
    QVERIFY(shortfall.nearest);
    QCOMPARE(shortfall.nearest->gpus, nearestGpus);
    QCOMPARE(shortfall.nearest->mode, PurchaseMode::Interruptible);
    QVERIFY(qAbs(shortfall.overBy() - overBy) < 1e-9);
    QVERIFY(!shortfall.withMoreCapacity); // Kova's H100 has no capacity limit: more room changes nothing
    const QString said = shortfallText(shortfall, c, Formatter(QLocale(QLocale::English, QLocale::UnitedStates)),
        [](const PlanCandidate& p) { return u"%1 GPUs %2"_s.arg(p.gpus).arg(purchaseModeName(p.mode)); });
    QCOMPARE(said, text);
}

void TestPlanChoice::shortfallOfMemoryGivesTheFiguresAndLayoutsThatFit()
{
    // 405B without tensor parallelism: 8,192 × 16,384 × 34 bytes of activations per layer (Korthikanti et al. 2022,
    // selective recomputation) on 126 layers is already 575 GB per GPU, whatever the count: no GPU holds it.
    const Scenario s = llama405b();
    const Catalogue& c = embeddedCatalogue();
    const MarketPlans market = marketPlans(s, c);
    QCOMPARE(market.considered, 0);
    const PlanRequest request { PlanGoal::CheapestWithinDeadline, 72, 0.02 };
    const PlanShortfall shortfall = explainShortfall(s, c, market, request);
    QCOMPARE(shortfall.obstacle, PlanObstacle::Memory);
    QVERIFY2(shortfall.leastMemoryGb > 575, qPrintable(QString::number(shortfall.leastMemoryGb)));
    QCOMPARE(shortfall.leastMemorySharding, Sharding::ZeRO3);
    double largest = 0;
    for (const Offer& o : c.offers)
        largest = std::max(largest, c.gpu(o.gpuId)->usableVramGb);
    QCOMPARE(shortfall.largestVramGb, largest);
    QCOMPARE(c.gpu(shortfall.largestGpuId)->usableVramGb, largest);
    QVERIFY(!shortfall.layouts.isEmpty()); // a tensor-parallel degree, for one
    const QString said = shortfallText(shortfall, c, Formatter(QLocale(QLocale::English, QLocale::UnitedStates)),
        [](const PlanCandidate&) { return QString(); });
    QVERIFY2(said.startsWith(u"No plan: no offer has enough memory. The run needs at least "_s), qPrintable(said));
    QVERIFY2(said.contains(u"These layouts would fit on it: "_s), qPrintable(said));
}

void TestPlanChoice::shortfallOfCapacityGivesTheRoomNeeded()
{
    // The 70B run (tensor parallel 8) on a market where no offer has more than 4 GPUs in one place.
    const Scenario s = loaded(QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/llama-70b-pretrain.kova.json"));
    Catalogue c = embeddedCatalogue();
    for (Offer& o : c.offers)
        o.maxContiguousGpus = 4;
    const MarketPlans market = marketPlans(s, c);
    QCOMPARE(market.considered, 0);
    const PlanRequest request { PlanGoal::FastestWithinBudget, 1e9, 0.02 };
    const PlanShortfall shortfall = explainShortfall(s, c, market, request);
    QCOMPARE(shortfall.obstacle, PlanObstacle::Capacity);
    QCOMPARE(shortfall.largestCapacity, 4);
    QVERIFY(shortfall.fewestGpusThatFit >= 8);
    QCOMPARE(shortfall.fewestGpusThatFit % 8, 0);
    QVERIFY(shortfall.nearest && shortfall.nearestIgnoresCapacity);
    QVERIFY(shortfall.nearest->gpus >= shortfall.fewestGpusThatFit);
}

void TestPlanChoice::shortfallWithoutAUsableGpuCount()
{
    // Tensor parallel 2 and only odd counts tried: no count is a whole number of groups.
    Scenario s = loaded(SeedFile);
    s.training.tensorParallel = 2;
    PlanSpace space;
    space.gpuCounts = { 1, 3 };
    const Catalogue& c = embeddedCatalogue();
    const MarketPlans market = marketPlans(s, c, space);
    const PlanShortfall shortfall
        = explainShortfall(s, c, market, { PlanGoal::CheapestWithinDeadline, 72, 0.02 }, space);
    QCOMPARE(shortfall.obstacle, PlanObstacle::GpuCount);
}

void TestPlanChoice::nameAfterPlanSaysTheNewCluster_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("gpusBefore");
    QTest::addColumn<QString>("offer"); // the plan's
    QTest::addColumn<int>("gpus");
    QTest::addColumn<bool>("byTokens"); // the plan trains 0.6B tokens instead of the seed's fixed 72 h
    QTest::addColumn<QString>("expected"); // empty: no new name
    const QString seed = u"Continued pretraining, 8× H100 SXM, 72 h (seed run)"_s;
    QTest::newRow("the seed on 24 A100 for its tokens")
        << seed << 8 << u"kova-a100-sxm4"_s << 24 << true
        << u"Continued pretraining, 24× A100 SXM4, 0.6B tokens (seed run)"_s;
    QTest::newRow("the count alone") << seed << 8 << u"kova-h100-sxm"_s << 16 << false
                                     << u"Continued pretraining, 16× H100 SXM, 72 h (seed run)"_s;
    QTest::newRow("the GPU alone, a B200 name of one word")
        << seed << 8 << u"kova-b200"_s << 8 << false << u"Continued pretraining, 8× B200, 72 h (seed run)"_s;
    QTest::newRow("an x for the times sign, thousands grouped")
        << u"1,024x H100 run"_s << 1024 << u"kova-h100-sxm"_s << 2048 << false << u"2,048x H100 run"_s;
    QTest::newRow("another count than the cluster's is not it")
        << u"Llama 3 8B, 64× H100"_s << 8 << u"kova-h100-sxm"_s << 16 << false << QString();
    QTest::newRow("a name that says nothing of the cluster")
        << u"Budget for the board"_s << 8 << u"kova-a100-sxm4"_s << 24 << true << QString();
    QTest::newRow("the model's size is not a GPU count")
        << u"8B model, 8× H100"_s << 8 << u"kova-h100-sxm"_s << 16 << false << u"8B model, 16× H100"_s;
    QTest::newRow("8×7B experts are not a GPU count")
        << u"Mixtral-style 8×7B mixture of experts, 200B tokens on 64× H100"_s << 64 << u"kova-h100-sxm"_s << 128
        << false << u"Mixtral-style 8×7B mixture of experts, 200B tokens on 128× H100"_s;
    QTest::newRow("another duration than the run's is not it")
        << u"Seed, 48 h"_s << 8 << u"kova-h100-sxm"_s << 8 << true << QString();
}

// Applying a plan renames a scenario whose name describes its cluster: the GPU count, the GPU and the fixed duration
// it says are said of the planned run, and nothing else of the name changes.
void TestPlanChoice::nameAfterPlanSaysTheNewCluster()
{
    QFETCH(QString, name);
    QFETCH(int, gpusBefore);
    QFETCH(QString, offer);
    QFETCH(int, gpus);
    QFETCH(bool, byTokens);
    QFETCH(QString, expected);
    Scenario before = loaded(SeedFile);
    before.name = name;
    before.cluster.gpus = gpusBefore;
    Scenario after = before;
    after.cluster.offerId = offer;
    after.cluster.gpus = gpus;
    if (byTokens) {
        after.training.durationHours.reset();
        after.training.tokensB = 0.6;
    }
    const std::optional<QString> renamed = nameAfterPlan(before, after, embeddedCatalogue(), Formatter());
    QCOMPARE(renamed.value_or(QString()), expected);
}

QTEST_GUILESS_MAIN(TestPlanChoice)
#include "tst_planchoice.moc"
