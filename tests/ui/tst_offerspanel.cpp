#include "../benchmarks/marketgenerator.h"
#include "io/cataloguefile.h"
#include "model/names.h"
#include "offerfiltermodel.h"
#include "offerspanel.h"
#include "offertablemodel.h"
#include "scenariodocument.h"
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

// The offers table as a price list over a whole market: its filters, its sorting and grouping, the
// scenario's total at each offer, and that only an explicit action moves the scenario to an offer.
class TestOffersPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void filtersShowExactlyTheMatchingOffers_data();
    void filtersShowExactlyTheMatchingOffers();
    void sortsByTotalAndGroupsByGpu();
    void totalsColumnIsTheScenarioAtEachOffer_data();
    void totalsColumnIsTheScenarioAtEachOffer();
    void shownTotalsFollowEachEditInEitherSortOrder_data();
    void shownTotalsFollowEachEditInEitherSortOrder();
    void offScreenTotalsWaitUntilShown();
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

int proxyRowOf(OffersPanel& panel, const QString& offerId)
{
    const QModelIndex source = panel.model()->index(panel.model()->rowOf(offerId), 0);
    return panel.proxy()->mapFromSource(source).row();
}

} // namespace

void TestOffersPanel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    auto market = parseCatalogue(MarketGenerator::replicatedMarketJson(600, 7), u"generated market"_s);
    QVERIFY2(market.ok(), qPrintable(market.ok() ? QString() : market.error().toString()));
    m_market = market.value();
    QCOMPARE(m_market.offers.size(), 600);
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
    QTest::newRow("provider") << u"Provider"_s << QVariant(u"Provider 07"_s) << 0 << QString()
                              << OfferTest([](const Offer& o) { return o.provider == "Provider 07"_L1; });
    QTest::newRow("region") << u"Region"_s << QVariant(u"eu-west-3"_s) << 0 << QString()
                            << OfferTest([](const Offer& o) { return o.region == "eu-west-3"_L1; });
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
    QTest::newRow("search: two words in any order")
        << QString() << any << 0 << u"  EU-WEST-1   h100 "_s
        << OfferTest([](const Offer& o) { return o.region == "eu-west-1"_L1 && o.gpuId.startsWith("h100"_L1); });
    // Lambda's offers and their copies: "lambda" is in their ids and sources only.
    QTest::newRow("search and GPU and minimum")
        << u"GPU model"_s << QVariant(u"h100-sxm"_s) << 16 << u"LAMBDA"_s << OfferTest([](const Offer& o) {
               return o.gpuId == "h100-sxm"_L1 && o.id.startsWith("lambda-"_L1)
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
    panel.view()->sortByColumn(OfferTableModel::TotalColumn, Qt::AscendingOrder);
    // Totals rise down the table; offers without the scenario's mode come last.
    double previous = -1;
    bool sawUnsold = false;
    for (int r = 0; r < proxy->rowCount(); ++r) {
        const OfferQuote& q = panel.model()->quotes().at(proxy->mapToSource(proxy->index(r, 0)).row());
        if (!q.sold) {
            sawUnsold = true;
            continue;
        }
        QVERIFY2(!sawUnsold, "an offer with a total after one without");
        const double key = (q.fits ? 0 : 1e15) + q.total;
        QVERIFY(key >= previous);
        previous = key;
    }
    QVERIFY(sawUnsold); // the generated market has offers without interruptible capacity

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
    // Lambda sells no interruptible capacity: no total.
    QTest::newRow("Lambda H100: not sold") << u"lambda-h100-sxm"_s << 8 << QString() << QString();
}

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
        const ModeEstimate* me = e.value().mode(at.mode);
        QCOMPARE(panel.model()->index(r, OfferTableModel::TotalColumn).data().toString(),
            me ? f.money(me->total) : QString());
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
                const ModeEstimate* me = e.value().mode(at.mode);
                QCOMPARE(proxy->index(r, OfferTableModel::TotalColumn).data().toString(),
                    me ? f.money(me->total) : QString());
            }
            if (sortColumn == OfferTableModel::TotalColumn && q.sold) {
                const double key = (q.fits ? 0 : 1e15) + q.total;
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

void TestOffersPanel::selectingARowLeavesTheScenario()
{
    ScenarioDocument doc(m_market);
    OffersPanel panel;
    panel.resize(1400, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setDocument(&doc);
    const Scenario before = doc.scenario();
    const int row = proxyRowOf(panel, u"kova-b200"_s);
    QVERIFY(row >= 0);
    panel.view()->selectRow(row);
    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {},
        panel.view()->visualRect(panel.proxy()->index(row, OfferTableModel::GpuColumn)).center());
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
        const QPoint at = panel.view()->visualRect(panel.proxy()->index(0, OfferTableModel::GpuColumn)).center();
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
