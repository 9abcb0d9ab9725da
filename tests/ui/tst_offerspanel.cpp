#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "model/names.h"
#include "models/offerfiltermodel.h"
#include "models/offergroupmodel.h"
#include "models/offertablemodel.h"
#include "panels/offerspanel.h"
#include "tests/benchmarks/wholemarket.h"
#include "text/format.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QUndoStack>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;
using namespace Kova;

// The offers table as a price list over the whole market (the real SkyPilot excerpts and the embedded
// catalogue): its filters, its sorting, its GPU model groups that collapse and expand, the scenario's total
// at each offer, and that only an explicit action moves the scenario to an offer.
class TestOffersPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void filtersShowExactlyTheMatchingOffers_data();
    void filtersShowExactlyTheMatchingOffers();
    void sortsByTotalAndGroupsByGpu();
    void groupHeadersSummariseTheirOffers_data();
    void groupHeadersSummariseTheirOffers();
    void groupsCollapseAndExpandUnderFilters();
    void totalsColumnIsTheScenarioAtEachOffer_data();
    void totalsColumnIsTheScenarioAtEachOffer();
    void shownTotalsFollowEachEditInEitherSortOrder_data();
    void shownTotalsFollowEachEditInEitherSortOrder();
    void offScreenTotalsWaitUntilShown();
    void columnsFitTheirWidestShownText_data();
    void columnsFitTheirWidestShownText();
    void selectingARowLeavesTheScenario();
    void usingAnOfferIsOneUndoStep_data();
    void usingAnOfferIsOneUndoStep();

private:
    Catalogue m_market;
};

namespace {

using OfferTest = std::function<bool(const Offer&)>;

// Picks the entry of `box` whose data is `data`.
void choose(QComboBox* box, const QVariant& data)
{
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    box->setCurrentIndex(index);
}

QComboBox* combo(OffersPanel& panel, const QString& accessibleName)
{
    for (QComboBox* box : panel.findChildren<QComboBox*>())
        if (box->accessibleName() == accessibleName)
            return box;
    qFatal("no combo box named %s", qPrintable(accessibleName));
}

// The scenario total the panel shows at `offerId`, waiting for the quotes of the current scenario.
QString totalCell(OffersPanel& panel, const QString& offerId)
{
    const int row = panel.model()->rowOf(offerId);
    return panel.model()->index(row, OfferTableModel::TotalColumn).data().toString();
}

// The offer's row in the view (the group model over the filter model).
int viewRowOf(OffersPanel& panel, const QString& offerId)
{
    const QModelIndex source = panel.model()->index(panel.model()->rowOf(offerId), 0);
    return panel.groups()->mapFromSource(panel.proxy()->mapFromSource(source)).row();
}

// Whether every column's texts are made (OfferTableModel::prepareTexts() runs on a worker).
bool everyColumnsTextsMade(const OfferTableModel& model)
{
    for (int column = 0; column < OfferTableModel::NUM_COLUMNS; ++column)
        if (model.rowsByTextLength(column).isEmpty())
            return false;
    return true;
}

bool containsLambda(const Offer& o)
{
    return o.id.contains("lambda"_L1, Qt::CaseInsensitive) || o.provider.contains("lambda"_L1, Qt::CaseInsensitive)
        || o.name.contains("lambda"_L1, Qt::CaseInsensitive);
}

} // namespace

void TestOffersPanel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_market = WholeMarket::catalogue(2000);
    QVERIFY(m_market.offers.size() >= 2000);
}

void TestOffersPanel::filtersShowExactlyTheMatchingOffers_data()
{
    QTest::addColumn<QString>("box");
    QTest::addColumn<QVariant>("choice");
    QTest::addColumn<int>("minGpus");
    QTest::addColumn<QString>("search");
    QTest::addColumn<OfferTest>("expected");
    const QVariant any;
    QTest::newRow("GPU model") << u"GPU model"_s << QVariant(u"b200"_s) << 0 << QString()
                               << OfferTest([](const Offer& o) { return o.gpuId == "b200"_L1; });
    QTest::newRow("provider") << u"Provider"_s << QVariant(u"Lambda"_s) << 0 << QString()
                              << OfferTest([](const Offer& o) { return o.provider == "Lambda"_L1; });
    // The whole region, not its copies ("us-east-1~2") in the replicated market.
    QTest::newRow("region") << u"Region"_s << QVariant(u"us-east-1"_s) << 0 << QString()
                            << OfferTest([](const Offer& o) { return o.region == "us-east-1"_L1; });
    QTest::newRow("mode: spot") << u"Purchase mode"_s << QVariant(int(PurchaseMode::Spot)) << 0 << QString()
                                << OfferTest([](const Offer& o) { return o.prices.has(PurchaseMode::Spot); });
    QTest::newRow("mode: reserved") << u"Purchase mode"_s << QVariant(int(PurchaseMode::Reserved)) << 0 << QString()
                                    << OfferTest([](const Offer& o) { return o.prices.has(PurchaseMode::Reserved); });
    QTest::newRow("link: PCIe") << u"Interconnect"_s << QVariant(u"link:pcie"_s) << 0 << QString()
                                << OfferTest([](const Offer& o) { return o.intraNodeLink == LinkKind::PCIe; });
    QTest::newRow("network: InfiniBand") << u"Interconnect"_s << QVariant(u"network:infiniband"_s) << 0 << QString()
                                         << OfferTest(
                                                [](const Offer& o) { return o.network == ClusterNetwork::InfiniBand; });
    QTest::newRow("at least 64 GPUs") << QString() << any << 64 << QString() << OfferTest([](const Offer& o) {
        return !o.maxContiguousGpus || *o.maxContiguousGpus >= 64;
    });
    // Lambda's offers and those resold by Shadeform ("lambdalabs_H100-sxm5x2"), of every H100.
    QTest::newRow("search: two words in any order")
        << QString() << any << 0 << u"  H100   LAMBDA "_s
        << OfferTest([](const Offer& o) { return containsLambda(o) && o.gpuId.startsWith("h100"_L1); });
    QTest::newRow("search and GPU and minimum")
        << u"GPU model"_s << QVariant(u"h100-sxm"_s) << 16 << u"LAMBDA"_s << OfferTest([](const Offer& o) {
               return o.gpuId == "h100-sxm"_L1 && containsLambda(o)
                   && (!o.maxContiguousGpus || *o.maxContiguousGpus >= 16);
           });
    QTest::newRow("search: nothing matches")
        << QString() << any << 0 << u"no-such-offer"_s << OfferTest([](const Offer&) { return false; });
}

void TestOffersPanel::filtersShowExactlyTheMatchingOffers()
{
    QFETCH(QString, box);
    QFETCH(QVariant, choice);
    QFETCH(int, minGpus);
    QFETCH(QString, search);
    QFETCH(OfferTest, expected);
    ScenarioDocument doc(m_market);
    OffersPanel panel;
    QAbstractItemModelTester tester(panel.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.setDocument(&doc);
    QCOMPARE(panel.proxy()->rowCount(), m_market.offers.size());
    if (!box.isEmpty())
        choose(combo(panel, box), choice);
    panel.findChild<QSpinBox*>()->setValue(minGpus);
    panel.filter()->setText(search);

    QSet<QString> shown;
    for (int r = 0; r < panel.proxy()->rowCount(); ++r)
        shown.insert(panel.proxy()->index(r, 0).data(OfferTableModel::OfferIdRole).toString());
    QSet<QString> matching;
    for (const Offer& o : std::as_const(m_market.offers))
        if (expected(o))
            matching.insert(o.id);
    QCOMPARE(shown, matching);
    if (search != u"no-such-offer"_s)
        QVERIFY(!matching.isEmpty());
    // Back to every offer.
    if (!box.isEmpty())
        combo(panel, box)->setCurrentIndex(0);
    panel.findChild<QSpinBox*>()->setValue(0);
    panel.filter()->clear();
    QCOMPARE(panel.proxy()->rowCount(), m_market.offers.size());
}

void TestOffersPanel::sortsByTotalAndGroupsByGpu()
{
    ScenarioDocument doc(m_market);
    OffersPanel panel;
    QSignalSpy quoted(&panel, &OffersPanel::quotesReady);
    panel.setDocument(&doc);
    QVERIFY(quoted.wait(10000));
    OfferFilterModel* proxy = panel.proxy();
    // Either way, the offers where the scenario runs come first, then those where it cannot, then those without its
    // mode; totals rise (or fall) within each.
    for (const Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
        panel.view()->sortByColumn(OfferTableModel::TotalColumn, order);
        std::array<int, 3> seen {};
        int rank = 0;
        double previous = order == Qt::AscendingOrder ? -1 : 1e300;
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const OfferQuote& q = panel.model()->quotes().at(proxy->mapToSource(proxy->index(r, 0)).row());
            const int now = !q.sold ? 2 : q.runs() ? 0 : 1;
            ++seen[size_t(now)];
            QVERIFY2(now >= rank, "an offer where the scenario runs after one where it cannot, or without a total");
            if (now != rank)
                previous = order == Qt::AscendingOrder ? -1 : 1e300;
            rank = now;
            if (!q.sold)
                continue;
            QVERIFY2(order == Qt::AscendingOrder ? q.total >= previous : q.total <= previous,
                qPrintable(u"row %1, rank %2: %3 after %4"_s.arg(r).arg(now).arg(q.total).arg(previous)));
            previous = q.total;
        }
        // The generated market has offers without interruptible capacity, and offers the run cannot have.
        QVERIFY(seen[0] > 0 && seen[1] > 0 && seen[2] > 0);
    }
    panel.view()->sortByColumn(OfferTableModel::TotalColumn, Qt::AscendingOrder);

    // Grouped by GPU and sorted by on-demand price, descending: GPU names in order, prices falling within.
    panel.findChild<QCheckBox*>()->setChecked(true);
    panel.view()->sortByColumn(OfferTableModel::OnDemandColumn, Qt::DescendingOrder);
    QString gpu;
    double price = 0;
    int groups = 0;
    for (int r = 0; r < proxy->rowCount(); ++r) {
        const Offer& o = panel.model()->offerAt(proxy->mapToSource(proxy->index(r, 0)).row());
        const QString name = m_market.gpu(o.gpuId)->name;
        const double p = o.prices.price(PurchaseMode::OnDemand).value_or(1e18);
        if (name != gpu) {
            QVERIFY2(QString::compare(name, gpu, Qt::CaseInsensitive) > 0, qPrintable(name + u" after "_s + gpu));
            gpu = name;
            ++groups;
        } else {
            QVERIFY(p <= price);
        }
        price = p;
    }
    QVERIFY(groups >= 4);
}

void TestOffersPanel::groupHeadersSummariseTheirOffers_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QString>("search");
    QTest::newRow("by tier") << int(OfferTableModel::TierColumn) << Qt::AscendingOrder << QString();
    QTest::newRow("by total, rising") << int(OfferTableModel::TotalColumn) << Qt::AscendingOrder << QString();
    QTest::newRow("by on-demand price, falling, searched")
        << int(OfferTableModel::OnDemandColumn) << Qt::DescendingOrder << u"us-"_s;
}

void TestOffersPanel::groupHeadersSummariseTheirOffers()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QString, search);
    ScenarioDocument doc(m_market);
    OffersPanel panel;
    QAbstractItemModelTester tester(panel.groups(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy quoted(&panel, &OffersPanel::quotesReady);
    panel.setDocument(&doc);
    QVERIFY(quoted.wait(10000));
    panel.findChild<QCheckBox*>()->setChecked(true);
    panel.view()->sortByColumn(column, order);
    panel.filter()->setText(search);
    OfferGroupModel* groups = panel.groups();
    QVERIFY(groups->isGroupRow(0));
    QCOMPARE(groups->rowCount(), panel.proxy()->rowCount() + groups->groupCount());

    // Each header is followed by its offers, all of its GPU model, each GPU model in one group only.
    const Formatter f(QLocale(), m_market.currency);
    QSet<QString> seen;
    int offersShown = 0;
    for (int r = 0; r < groups->rowCount();) {
        QVERIFY(groups->isGroupRow(r));
        const QString gpu = groups->index(r, 0).data(OfferGroupModel::GroupRole).toString();
        QVERIFY2(!seen.contains(gpu), qPrintable(gpu));
        seen.insert(gpu);
        int n = 0;
        std::optional<double> onDemand, spot;
        std::optional<double> bestTotal;
        double previous = order == Qt::AscendingOrder ? -1e300 : 1e300;
        int end = r + 1;
        for (; end < groups->rowCount() && !groups->isGroupRow(end); ++end) {
            const int source = panel.proxy()->mapToSource(groups->mapToSource(groups->index(end, 0))).row();
            const Offer& o = panel.model()->offerAt(source);
            QCOMPARE(o.gpuId, gpu);
            n += panel.proxy()->offersOnShownRow(source); // a row folds an offer's regions
            const std::array<std::pair<PurchaseMode, std::optional<double>*>, 2> cheapestOf {
                { { PurchaseMode::OnDemand, &onDemand }, { PurchaseMode::Spot, &spot } }
            };
            for (const auto& [mode, cheapest] : cheapestOf)
                if (const auto p = o.prices.price(mode); p && (!*cheapest || *p < **cheapest))
                    *cheapest = p;
            const OfferQuote& q = panel.model()->quotes().at(source);
            if (q.runs() && (!bestTotal || q.total < *bestTotal))
                bestTotal = q.total;
            // Sorted within the group.
            if (column == OfferTableModel::OnDemandColumn) {
                const double p = o.prices.price(PurchaseMode::OnDemand).value_or(1e18);
                QVERIFY(order == Qt::AscendingOrder ? p >= previous : p <= previous);
                previous = p;
            }
            // The offer's own total is still in its row.
            QCOMPARE(groups->index(end, OfferTableModel::TotalColumn).data().toString(),
                panel.model()->index(source, OfferTableModel::TotalColumn).data().toString());
        }
        QVERIFY(n > 0);
        offersShown += n;
        const GpuModel* model = m_market.gpu(gpu);
        QVERIFY(model);
        QCOMPARE(groups->index(r, OfferTableModel::OfferColumn).data().toString(),
            OfferGroupModel::tr("%1: %Ln offer(s)", nullptr, n).arg(model->name));
        QCOMPARE(groups->index(r, OfferTableModel::OnDemandColumn).data().toString(),
            onDemand ? f.gpuHourRate(*onDemand) : QString());
        QCOMPARE(
            groups->index(r, OfferTableModel::SpotColumn).data().toString(), spot ? f.gpuHourRate(*spot) : QString());
        QCOMPARE(groups->index(r, OfferTableModel::TotalColumn).data().toString(),
            bestTotal ? f.money(*bestTotal) : QString());
        QCOMPARE(groups->index(r, 0).data(OfferTableModel::OfferIdRole).toString(), QString());
        r = end;
    }
    QCOMPARE(offersShown, panel.proxy()->offersShown());
    QVERIFY(seen.size() >= 5);
    // A header is not an offer: choosing it changes nothing.
    QVERIFY(!panel.chooseRow(0));
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestOffersPanel::groupsCollapseAndExpandUnderFilters()
{
    ScenarioDocument doc(m_market);
    OffersPanel panel;
    panel.resize(1400, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QAbstractItemModelTester tester(panel.groups(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.setDocument(&doc);
    panel.findChild<QCheckBox*>()->setChecked(true);
    OfferGroupModel* groups = panel.groups();
    const int all = groups->rowCount();
    const int h100 = viewRowOf(panel, u"kova-h100-sxm"_s);
    QVERIFY(h100 > 0);
    int header = h100;
    while (!groups->isGroupRow(header))
        --header;
    QCOMPARE(groups->groupAt(h100), u"h100-sxm"_s);
    const QString count = groups->index(header, OfferTableModel::OfferColumn).data().toString();
    int offers = 0;
    for (const Offer& o : std::as_const(m_market.offers))
        offers += o.gpuId == "h100-sxm"_L1 ? 1 : 0;

    // A double-click on the header closes the group: its header stays, its offers go.
    panel.view()->selectRow(header);
    const QPoint at = panel.view()->visualRect(groups->index(header, OfferTableModel::OfferColumn)).center();
    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(panel.view()->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(!groups->isExpanded(u"h100-sxm"_s));
    QCOMPARE(groups->rowCount(), all - offers);
    QCOMPARE(viewRowOf(panel, u"kova-h100-sxm"_s), -1);
    QCOMPARE(groups->index(header, OfferTableModel::OfferColumn).data().toString(), count);
    QCOMPARE(groups->index(header, OfferTableModel::TierColumn).data().toString(), u"▶"_s);
    QCOMPARE(doc.undoStack()->count(), 0); // no offer chosen

    // Closed, it still follows the filters: its count is of the offers the filter keeps.
    panel.filter()->setText(u"lambda"_s);
    int lambdaH100 = 0;
    OfferFilter lambdaSearch;
    lambdaSearch.words = { u"lambda"_s };
    for (const Offer& o : std::as_const(m_market.offers))
        lambdaH100 += o.gpuId == "h100-sxm"_L1 && lambdaSearch.matches(o, m_market) ? 1 : 0;
    QVERIFY(lambdaH100 > 0);
    int closed = -1;
    for (int r = 0; r < groups->rowCount(); ++r)
        if (groups->isGroupRow(r) && groups->groupAt(r) == u"h100-sxm"_s)
            closed = r;
    QVERIFY(closed >= 0);
    QVERIFY(closed + 1 == groups->rowCount() || groups->isGroupRow(closed + 1));
    QVERIFY(
        groups->index(closed, OfferTableModel::OfferColumn).data().toString().contains(QString::number(lambdaH100)));

    // A click on its arrow opens it again; collapse all and expand all from the context menu's actions.
    panel.filter()->clear();
    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {},
        panel.view()->visualRect(groups->index(header, OfferTableModel::TierColumn)).center());
    QVERIFY(groups->isExpanded(u"h100-sxm"_s));
    QCOMPARE(groups->rowCount(), all);
    groups->setAllExpanded(false);
    QCOMPARE(groups->rowCount(), groups->groupCount());
    groups->setAllExpanded(true);
    QCOMPARE(groups->rowCount(), all);
    // Back to the flat table: every offer, no header.
    panel.findChild<QCheckBox*>()->setChecked(false);
    QCOMPARE(groups->rowCount(), m_market.offers.size());
    QVERIFY(!groups->isGroupRow(0));
}

void TestOffersPanel::totalsColumnIsTheScenarioAtEachOffer_data()
{
    QTest::addColumn<QString>("offer");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("total");
    QTest::addColumn<QString>("wall");
    // The seed's run: 8 × 72 h × $0.840 + $4.00 of volume + $4.00 of import.
    QTest::newRow("seed run at Kova's H100") << u"kova-h100-sxm"_s << 8 << u"$491.84"_s << u"72 h"_s;
    // 16 GPUs for the same 72 h: twice the GPU time, the same volume and import.
    QTest::newRow("16 GPUs at Kova's H100") << u"kova-h100-sxm"_s << 16 << u"$975.68"_s << u"72 h"_s;
    // Kova's A100 at $0.234: 8 × 72 × 0.234 = $134.78 + $8.00.
    QTest::newRow("seed run at Kova's A100") << u"kova-a100-sxm4"_s << 8 << u"$142.78"_s << u"72 h"_s;
    // Lambda sells no interruptible capacity: its total on demand.
    QTest::newRow("Lambda H100: on demand") << u"lambda-h100-sxm"_s << 8 << u"$2,308.24"_s << u"72 h"_s;
}

namespace {

// The mode whose total the table shows for an estimate: the scenario's, or on demand where it is not sold.
const ModeEstimate* shownMode(const Estimate& e, PurchaseMode mode)
{
    const ModeEstimate* me = e.mode(mode);
    return me ? me : e.mode(PurchaseMode::OnDemand);
}

} // namespace

void TestOffersPanel::totalsColumnIsTheScenarioAtEachOffer()
{
    QFETCH(QString, offer);
    QFETCH(int, gpus);
    QFETCH(QString, total);
    QFETCH(QString, wall);
    ScenarioDocument doc(m_market);
    OffersPanel panel;
    QSignalSpy quoted(&panel, &OffersPanel::quotesReady);
    panel.setDocument(&doc);
    QVERIFY(quoted.wait(10000));
    if (gpus != doc.scenario().cluster.gpus) {
        // The column follows the scenario: an edit, recomputed, quoted again.
        QVERIFY(doc.edit(u"cluster.gpus"_s, [&](Scenario& s) { s.cluster.gpus = gpus; }));
        doc.recomputeNow();
        QVERIFY(quoted.wait(10000));
    }
    QCOMPARE(totalCell(panel, offer), total);
    const int row = panel.model()->rowOf(offer);
    QCOMPARE(panel.model()->index(row, OfferTableModel::WallClockColumn).data().toString(), wall);
    // Every total is what the estimate would say with the scenario moved to that offer.
    const Formatter f(QLocale(), m_market.currency);
    for (int r = 0; r < m_market.offers.size(); r += 37) {
        Scenario at = doc.scenario();
        at.cluster.offerId = m_market.offers[r].id;
        const auto e = estimate(at, m_market, { .withWarnings = false, .withFitByGpu = false });
        QVERIFY(e.ok());
        const ModeEstimate* me = shownMode(e.value(), at.mode);
        const QString marker = panel.model()->quotes().at(r).runs() ? QString() : u"✕ "_s;
        QCOMPARE(panel.model()->index(r, OfferTableModel::TotalColumn).data().toString(),
            me ? marker + f.money(me->total) : QString());
    }
}

void TestOffersPanel::shownTotalsFollowEachEditInEitherSortOrder_data()
{
    QTest::addColumn<int>("sortColumn");
    // Sorted by tier (the default), the totals arrive as new values in place; sorted by total, the rows are
    // sorted again.
    QTest::newRow("sorted by tier") << int(OfferTableModel::TierColumn);
    QTest::newRow("sorted by total") << int(OfferTableModel::TotalColumn);
}

void TestOffersPanel::shownTotalsFollowEachEditInEitherSortOrder()
{
    QFETCH(int, sortColumn);
    ScenarioDocument doc(m_market);
    OffersPanel panel;
    QAbstractItemModelTester tester(panel.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.resize(1200, 400);
    panel.show();
    QSignalSpy quoted(&panel, &OffersPanel::quotesReady);
    panel.setDocument(&doc);
    QVERIFY(quoted.wait(10000));
    panel.view()->sortByColumn(sortColumn, Qt::AscendingOrder);
    const Formatter f(QLocale(), m_market.currency);
    for (int gpus : { 16, 24, 8 }) {
        QSignalSpy changed(panel.proxy(), &QAbstractItemModel::dataChanged);
        QSignalSpy reordered(panel.proxy(), &QAbstractItemModel::layoutChanged);
        QVERIFY(doc.edit(u"cluster.gpus"_s, [&](Scenario& s) { s.cluster.gpus = gpus; }));
        doc.recomputeNow();
        QVERIFY(quoted.wait(10000));
        // The view is told: the rows sorted again, or the totals' cells changed (so that it paints them again).
        bool totalsChanged = !reordered.isEmpty();
        for (const QList<QVariant>& args : std::as_const(changed))
            totalsChanged = totalsChanged
                || (args.at(0).toModelIndex().column() <= OfferTableModel::TotalColumn
                    && args.at(1).toModelIndex().column() >= OfferTableModel::TotalColumn
                    && args.at(0).toModelIndex().row() == 0
                    && args.at(1).toModelIndex().row() == panel.proxy()->rowCount() - 1);
        QVERIFY(totalsChanged);
        // What the table shows (through its proxy) is the scenario at each offer now, not one edit before.
        OfferFilterModel* proxy = panel.proxy();
        double previous = -1;
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const int source = proxy->mapToSource(proxy->index(r, 0)).row();
            const OfferQuote& q = panel.model()->quotes().at(source);
            if (r % 29 == 0) {
                Scenario at = doc.scenario();
                at.cluster.offerId = m_market.offers[source].id;
                const auto e = estimate(at, m_market, { .withWarnings = false, .withFitByGpu = false });
                QVERIFY(e.ok());
                const ModeEstimate* me = shownMode(e.value(), at.mode);
                QCOMPARE(proxy->index(r, OfferTableModel::TotalColumn).data().toString(),
                    me ? (q.runs() ? QString() : u"✕ "_s) + f.money(me->total) : QString());
            }
            if (sortColumn == OfferTableModel::TotalColumn && q.sold) {
                const double key = (q.runs() ? 0 : 1e15) + q.total;
                QVERIFY2(key >= previous, "the rows were not sorted again by the new totals");
                previous = key;
            }
        }
    }
}

void TestOffersPanel::offScreenTotalsWaitUntilShown()
{
    ScenarioDocument doc(m_market);
    OffersPanel panel;
    QSignalSpy quoted(&panel, &OffersPanel::quotesReady);
    panel.setDocument(&doc);
    QVERIFY(quoted.wait(10000));
    const QString before = totalCell(panel, u"kova-h100-sxm"_s);
    QCOMPARE(before, u"$491.84"_s);
    // Behind another dock's tab: an edit computes no totals.
    panel.setOnScreen(false);
    quoted.clear();
    QVERIFY(doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; }));
    doc.recomputeNow();
    QVERIFY(!quoted.wait(300));
    QCOMPARE(totalCell(panel, u"kova-h100-sxm"_s), before);
    // Shown again: the totals of the scenario as it is now.
    panel.setOnScreen(true);
    QVERIFY(quoted.wait(10000));
    QCOMPARE(totalCell(panel, u"kova-h100-sxm"_s), u"$975.68"_s);
}

void TestOffersPanel::columnsFitTheirWidestShownText_data()
{
    QTest::addColumn<QString>("search");
    QTest::addColumn<bool>("grouped");
    QTest::addColumn<bool>("longestOfferUsed");
    QTest::newRow("every offer") << QString() << false << false;
    QTest::newRow("searched") << u"us-"_s << false << false;
    QTest::newRow("grouped by GPU") << QString() << true << false;
    QTest::newRow("the offer with the longest name used, in bold") << QString() << false << true;
}

void TestOffersPanel::columnsFitTheirWidestShownText()
{
    QFETCH(QString, search);
    QFETCH(bool, grouped);
    QFETCH(bool, longestOfferUsed);
    ScenarioDocument doc(m_market);
    OffersPanel panel;
    panel.resize(1600, 500);
    QSignalSpy quoted(&panel, &OffersPanel::quotesReady);
    panel.setDocument(&doc);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(quoted.count() || quoted.wait(10000));
    QTRY_VERIFY(everyColumnsTextsMade(*panel.model())); // then the columns are fitted to their longest texts
    panel.filter()->setText(search);
    panel.findChild<QCheckBox*>()->setChecked(grouped);
    if (longestOfferUsed) {
        const int longest = panel.model()->rowsByTextLength(OfferTableModel::OfferColumn).constFirst();
        QVERIFY(panel.chooseRow(viewRowOf(panel, panel.model()->offerAt(longest).id)));
    }
    QTableView* view = panel.view();
    QVERIFY(view->model()->rowCount() > 100);
    for (int row = 0; row < view->model()->rowCount(); ++row)
        for (int column = 0; column < view->model()->columnCount(); ++column) {
            if (view->isColumnHidden(column))
                continue;
            const QModelIndex cell = view->model()->index(row, column);
            const int needed = view->sizeHintForIndex(cell).width() + (view->showGrid() ? 1 : 0);
            QVERIFY2(needed <= view->columnWidth(column),
                qPrintable(u"row %1, column %2: \"%3\" needs %4 px, has %5"_s.arg(row)
                        .arg(column)
                        .arg(cell.data().toString())
                        .arg(needed)
                        .arg(view->columnWidth(column))));
        }
}

void TestOffersPanel::selectingARowLeavesTheScenario()
{
    ScenarioDocument doc(m_market);
    OffersPanel panel;
    panel.resize(1400, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setDocument(&doc);
    const Scenario before = doc.scenario();
    const int row = viewRowOf(panel, u"kova-b200"_s);
    QVERIFY(row >= 0);
    panel.view()->selectRow(row);
    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {},
        panel.view()->visualRect(panel.groups()->index(row, OfferTableModel::GpuColumn)).center());
    QCOMPARE(doc.scenario(), before);
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(panel.useButton()->isEnabled());
}

void TestOffersPanel::usingAnOfferIsOneUndoStep_data()
{
    QTest::addColumn<QString>("action");
    QTest::newRow("Use offer button") << u"button"_s;
    QTest::newRow("double-click") << u"double-click"_s;
}

void TestOffersPanel::usingAnOfferIsOneUndoStep()
{
    QFETCH(QString, action);
    ScenarioDocument doc(m_market);
    OffersPanel panel;
    panel.resize(1400, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setDocument(&doc);
    const Scenario before = doc.scenario();
    panel.filter()->setText(u"kova-b200 multi-region"_s); // the original, not its copies elsewhere
    QCOMPARE(panel.proxy()->rowCount(), 1);
    panel.view()->selectRow(0);
    if (action == u"button"_s) {
        QTest::mouseClick(panel.useButton(), Qt::LeftButton);
    } else {
        const QPoint at = panel.view()->visualRect(panel.groups()->index(0, OfferTableModel::GpuColumn)).center();
        QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, at); // the press a double-click starts with
        QCOMPARE(doc.undoStack()->count(), 0);
        QTest::mouseDClick(panel.view()->viewport(), Qt::LeftButton, {}, at);
    }
    QCOMPARE(doc.scenario().cluster.offerId, u"kova-b200"_s);
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->text(0), OffersPanel::tr("Choose offer"));
    QVERIFY(!panel.useButton()->isEnabled()); // it is the scenario's offer now
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario(), before);
}

QTEST_MAIN(TestOffersPanel)
#include "tst_offerspanel.moc"
