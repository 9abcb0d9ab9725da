#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "model/names.h"
#include "models/comparisonmodel.h"
#include "models/lineitemmodel.h"
#include "models/offerchoicemodel.h"
#include "models/offerfiltermodel.h"
#include "models/offertablemodel.h"
#include "plan/offerrows.h"
#include "plan/priceoutlier.h"
#include "text/format.h"
#include "text/language.h"
#include "text/planwording.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QGuiApplication>
#include <QPalette>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>
#include <numeric>
#include <set>
#include <tuple>

using namespace Qt::StringLiterals;
using namespace Kova;

class TestModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void lineItemsAreTheSeedsRun_data();
    void lineItemsAreTheSeedsRun();
    void lineItemModelPassesTheTester();
    void lineItemModelSignalsOnlyTheCellsThatChanged();
    void offerModelPassesTheTesterAndFilters();
    void offerModelShowsPricesAndAge();
    void offerTextsPreparedOffTheGuiThreadAreTheShownTexts_data();
    void offerTextsPreparedOffTheGuiThreadAreTheShownTexts();
    void offerTextsPreparedForOldQuotesAreDropped();
    void offerTotalsPricedOnDemandAreMarked();
    void offersWhereTheScenarioCannotRunAreMarkedAndSortedAfter_data();
    void offersWhereTheScenarioCannotRunAreMarkedAndSortedAfter();
    void offersSoldAlikeInSeveralRegionsShareOneRow_data();
    void offersSoldAlikeInSeveralRegionsShareOneRow();
    void aNewCatalogueIsNotFoldedAsTheOldOne();
    void outlierPricesAreFlaggedInTheirCell_data();
    void outlierPricesAreFlaggedInTheirCell();
    void offerChoicesListEveryOfferWithItsTier();
    void comparisonModelListsEveryDocument();
};

void TestModels::initTestCase()
{
    applyLanguage(u"en"_s); // as the window starts: the locale and the English plural forms ("3 days")
}

void TestModels::lineItemsAreTheSeedsRun_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("formula");
    QTest::addColumn<QString>("amount");
    QTest::newRow("gpu time") << 0 << u"GPU time"_s << u"8 × 72 h × $0.840"_s << u"= $483.84"_s;
    QTest::newRow("volume") << 1 << u"Checkpoint volume 500 GB"_s << u"3 days × $40.00/month"_s << u"= $4.00"_s;
    QTest::newRow("dataset") << 2 << u"Dataset import 400 GB"_s << u"400 × $0.01"_s << u"= $4.00"_s;
    QTest::newRow("total") << 3 << u"Total"_s << QString() << u"$491.84"_s;
    QTest::newRow("wall-clock") << 4 << u"Wall-clock time"_s << QString() << u"72 h"_s;
    // Not costs, after the total: 576 GPU-h × (700 + 575) W × PUE 1.58; × 0.436 kg/kWh (world, Ember 2022).
    QTest::newRow("energy") << 5 << u"Energy (not a cost)"_s << u"576 GPU-h × 1,275 W × PUE 1.58"_s
                            << u"= 1,160.4 kWh"_s;
    QTest::newRow("carbon") << 6 << u"Carbon (not a cost)"_s << u"1,160.4 kWh × 0.436 kg/kWh"_s << u"= 505.9 kg CO₂e"_s;
}

void TestModels::lineItemsAreTheSeedsRun()
{
    QFETCH(int, row);
    QFETCH(QString, item);
    QFETCH(QString, formula);
    QFETCH(QString, amount);
    ScenarioDocument doc(embeddedCatalogue());
    LineItemModel model;
    model.setEstimate(doc.estimate(), doc.scenario().mode);
    QCOMPARE(model.rowCount(), 2); // on-demand and interruptible
    const QModelIndex mode = model.index(1, 0);
    QCOMPARE(mode.data().toString(), u"interruptible (chosen)"_s);
    QCOMPARE(model.index(1, LineItemModel::AmountColumn).data().toString(), u"$491.84"_s);
    QCOMPARE(model.index(row, LineItemModel::ItemColumn, mode).data().toString(), item);
    QCOMPARE(model.index(row, LineItemModel::FormulaColumn, mode).data().toString(), formula);
    QCOMPARE(model.index(row, LineItemModel::AmountColumn, mode).data().toString(), amount);
}

void TestModels::lineItemModelPassesTheTester()
{
    ScenarioDocument doc(embeddedCatalogue());
    LineItemModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEstimate(doc.estimate(), doc.scenario().mode);
    doc.edit(u"cluster.offer"_s, [](Scenario& s) { s.cluster.offerId = u"vast-h100-sxm"_s; });
    doc.recomputeNow();
    model.setEstimate(doc.estimate(), PurchaseMode::Spot);
    QCOMPARE(model.rowCount(), doc.estimate().modes.size());
    model.setEstimate(doc.estimate(), PurchaseMode::OnDemand);
}

void TestModels::lineItemModelSignalsOnlyTheCellsThatChanged()
{
    ScenarioDocument doc(embeddedCatalogue());
    LineItemModel model;
    model.setEstimate(doc.estimate(), doc.scenario().mode);
    const auto texts = [&model] {
        QMap<std::tuple<int, int, int>, QString> out; // (mode, line or -1, column)
        for (int r = 0; r < model.rowCount(); ++r)
            for (int c = 0; c < LineItemModel::NUM_COLUMNS; ++c) {
                out[{ r, -1, c }] = model.index(r, c).data().toString();
                for (int l = 0; l < model.rowCount(model.index(r, 0)); ++l)
                    out[{ r, l, c }] = model.index(l, c, model.index(r, 0)).data().toString();
            }
        return out;
    };
    const auto before = texts();
    doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; });
    doc.recomputeNow();
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setEstimate(doc.estimate(), doc.scenario().mode);
    const auto after = texts();
    std::set<std::tuple<int, int, int>> signalled;
    for (const QList<QVariant>& signal : changed) {
        const QModelIndex from = signal.at(0).toModelIndex(), to = signal.at(1).toModelIndex();
        QCOMPARE(from.parent(), to.parent());
        QCOMPARE(from.row(), to.row());
        const int mode = from.parent().isValid() ? from.parent().row() : from.row();
        const int line = from.parent().isValid() ? from.row() : -1;
        for (int c = from.column(); c <= to.column(); ++c)
            signalled.insert({ mode, line, c });
        // A range starts and ends at a cell whose text changed.
        QVERIFY(before.value({ mode, line, from.column() }) != after.value({ mode, line, from.column() }));
        QVERIFY(before.value({ mode, line, to.column() }) != after.value({ mode, line, to.column() }));
    }
    int changedCells = 0;
    for (auto it = after.cbegin(); it != after.cend(); ++it)
        if (before.value(it.key()) != it.value()) {
            ++changedCells;
            QVERIFY2(signalled.count(it.key()) == 1, qPrintable(it.value()));
        }
    QVERIFY(changedCells > 0);
    QVERIFY2(qsizetype(signalled.size()) < after.size(), "the unchanged item names are not signalled");
    QCOMPARE(model.index(0, 0, model.index(1, 0)).data().toString(), u"GPU time"_s);
}

void TestModels::offerModelPassesTheTesterAndFilters()
{
    OfferTableModel model;
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(OfferTableModel::SortRole);
    proxy.setFilterKeyColumn(-1);
    proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCatalogue(std::make_shared<const Catalogue>(embeddedCatalogue()), QDate(2026, 11, 30));
    QCOMPARE(model.rowCount(), embeddedCatalogue().offers.size());
    QCOMPARE(model.columnCount(), int(OfferTableModel::NUM_COLUMNS));
    proxy.setFilterFixedString(u"b200"_s);
    QVERIFY(proxy.rowCount() >= 2);
    for (int r = 0; r < proxy.rowCount(); ++r)
        QVERIFY(proxy.index(r, OfferTableModel::GpuColumn).data().toString().contains(u"B200"_s));
    proxy.setFilterFixedString({});
    proxy.sort(OfferTableModel::OnDemandColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, OfferTableModel::OnDemandColumn).data().toString(), u"$0.468"_s);
}

void TestModels::offerModelShowsPricesAndAge()
{
    OfferTableModel model;
    const Catalogue& c = embeddedCatalogue();
    const QDate today = c.offer(u"kova-h100-sxm"_s)->observed.addDays(10);
    model.setCatalogue(std::make_shared<const Catalogue>(c), today);
    const int row = model.rowOf(u"kova-h100-sxm"_s);
    QCOMPARE(model.index(row, OfferTableModel::TierColumn).data().toString(), u"Better"_s);
    QCOMPARE(model.index(row, OfferTableModel::OnDemandColumn).data().toString(), u"$1.680"_s);
    QCOMPARE(model.index(row, OfferTableModel::InterruptibleColumn).data().toString(), u"$0.840"_s);
    QCOMPARE(model.index(row, OfferTableModel::SpotColumn).data().toString(), QString());
    QVERIFY(model.index(row, OfferTableModel::ObservedColumn).data().toString().contains(u"(10 day"_s));
    QCOMPARE(model.index(row, 0).data(OfferTableModel::OfferIdRole).toString(), u"kova-h100-sxm"_s);
}

void TestModels::offerTextsPreparedOffTheGuiThreadAreTheShownTexts_data()
{
    QTest::addColumn<int>("column");
    for (int column = 0; column < OfferTableModel::NUM_COLUMNS; ++column)
        QTest::newRow(qPrintable(OfferTableModel().headerData(column, Qt::Horizontal).toString())) << column;
}

// Each cell's text made on the worker is the one the cell shows, and the rows are ranked by its length.
void TestModels::offerTextsPreparedOffTheGuiThreadAreTheShownTexts()
{
    QFETCH(int, column);
    const auto c = std::make_shared<const Catalogue>(embeddedCatalogue());
    OfferTableModel model;
    model.setCatalogue(c, QDate(2026, 12, 5));
    const Scenario s = defaultScenario();
    model.setQuotes(quoteOffers(s, *c), s.mode, s.cluster.gpus);
    QStringList shown;
    for (int row = 0; row < model.rowCount(); ++row)
        shown << model.index(row, column).data().toString();
    QVERIFY(model.rowsByTextLength(column).isEmpty()); // nothing formatted on the GUI thread
    QSignalSpy prepared(&model, &OfferTableModel::textsPrepared);
    model.prepareTexts();
    QVERIFY(prepared.wait(10000));
    QVERIFY(prepared.constFirst().constFirst().value<QList<int>>().contains(column));
    const QList<int>& rows = model.rowsByTextLength(column);
    QCOMPARE(rows.size(), model.rowCount());
    for (int i = 0; i < rows.size(); ++i) {
        // The worker also checks the prices and folds the offers sold alike in several regions: the flags and folds
        // it adds are the only difference.
        QString text = model.index(rows[i], column).data().toString();
        if (!shown[rows[i]].startsWith(u"⚠ "_s))
            text.remove(QRegularExpression(u"^⚠ "_s));
        text.remove(QRegularExpression(u" and \\d+ other regions?$"_s)); // and its rows' folds

        QCOMPARE(text, shown[rows[i]]);
        if (i > 0)
            QVERIFY(model.index(rows[i - 1], column).data().toString().size()
                >= model.index(rows[i], column).data().toString().size());
    }
}

// Totals formatted for quotes that were replaced while the worker ran are not taken: the column is made again.
void TestModels::offerTextsPreparedForOldQuotesAreDropped()
{
    const auto c = std::make_shared<const Catalogue>(embeddedCatalogue());
    OfferTableModel model;
    model.setCatalogue(c);
    Scenario s = defaultScenario();
    model.setQuotes(quoteOffers(s, *c), s.mode, s.cluster.gpus);
    QSignalSpy prepared(&model, &OfferTableModel::textsPrepared);
    model.prepareTexts();
    s.cluster.gpus = 16; // other totals arrive while the first texts are made
    model.setQuotes(quoteOffers(s, *c), s.mode, s.cluster.gpus, false);
    model.prepareTexts();
    QTRY_VERIFY(!model.rowsByTextLength(OfferTableModel::TotalColumn).isEmpty());
    const int row = model.rowOf(s.cluster.offerId);
    const QString total = Formatter(QLocale(), c->currency).money(model.quotes().at(row).total);
    QCOMPARE(model.index(row, OfferTableModel::TotalColumn).data().toString(), total);
}

void TestModels::offersSoldAlikeInSeveralRegionsShareOneRow_data()
{
    QTest::addColumn<QString>("sought"); // "", "region" or "words"
    QTest::addColumn<bool>("currentIsFolded"); // the scenario's offer is one a row folds, not the one it shows
    QTest::newRow("nothing sought") << QString() << false;
    QTest::newRow("the current offer is folded") << QString() << true;
    QTest::newRow("a region sought") << u"region"_s << false;
    QTest::newRow("words sought") << u"words"_s << false;
}

// Offers alike in everything but their region (foldRegions()) share one row, which names its first region and
// how many others, its tooltip every one, and the count says every offer; a region or words sought, each offer has
// its row; the current offer always has one.
void TestModels::offersSoldAlikeInSeveralRegionsShareOneRow()
{
    QFETCH(QString, sought);
    QFETCH(bool, currentIsFolded);
    const auto c = std::make_shared<const Catalogue>(embeddedCatalogue());
    QList<int> all(c->offers.size());
    std::iota(all.begin(), all.end(), 0);
    const QList<OfferRow> rows = foldRegions(*c, all);
    const auto folded = std::find_if(rows.cbegin(), rows.cend(), [](const OfferRow& r) { return r.offers.size() > 2; });
    QVERIFY(folded != rows.cend()); // the embedded SkyPilot excerpts sell instances alike in several regions
    OfferTableModel model;
    model.setCatalogue(c);
    if (currentIsFolded)
        model.setCurrentOffer(c->offers[folded->offers[1]].id);
    OfferFilterModel proxy;
    proxy.setOfferModel(&model);
    model.prepareTexts();
    QTRY_VERIFY(!model.foldedRegions().isEmpty());
    QTRY_VERIFY(!model.rowsByTextLength(OfferTableModel::RegionColumn).isEmpty());
    OfferFilter filter;
    if (sought == "region"_L1) {
        filter.region = c->offers[folded->offers.first()].region;
        filter.match = OfferFilter::Match::Whole;
    }
    proxy.setOfferFilter(filter);
    if (sought == "words"_L1)
        proxy.setSearchText(c->offers[folded->offers.first()].provider);
    QSet<int> shown;
    for (int r = 0; r < proxy.rowCount(); ++r)
        shown.insert(proxy.mapToSource(proxy.index(r, 0)).row());
    const QModelIndex first = model.index(folded->offers.first(), OfferTableModel::RegionColumn);
    if (sought.isEmpty()) {
        QCOMPARE(proxy.rowCount(), rows.size() + (currentIsFolded ? 1 : 0));
        QCOMPARE(proxy.offersShown(), c->offers.size());
        for (qsizetype i = 1; i < folded->offers.size(); ++i)
            QCOMPARE(shown.contains(folded->offers[i]), currentIsFolded && i == 1);
        QCOMPARE(first.data().toString(),
            u"%1 and %2 other regions"_s.arg(catalogueText(folded->regions.first())).arg(folded->offers.size() - 1));
        for (const QString& region : folded->regions)
            QVERIFY2(first.data(Qt::ToolTipRole).toString().contains(catalogueText(region).toHtmlEscaped()),
                qPrintable(region));
    } else {
        QCOMPARE(proxy.offersShown(), proxy.rowCount());
        for (int offer : folded->offers) // each sought offer on its own row
            QCOMPARE(shown.contains(offer), filter.region.isEmpty() || c->offers[offer].region == filter.region);
    }
}

// The folds are the catalogue's: another catalogue shows each of its offers on its row until its own are made.
void TestModels::aNewCatalogueIsNotFoldedAsTheOldOne()
{
    const auto first = std::make_shared<const Catalogue>(embeddedCatalogue());
    OfferTableModel model;
    model.setCatalogue(first);
    OfferFilterModel proxy;
    proxy.setOfferModel(&model);
    model.prepareTexts();
    QTRY_VERIFY(!model.foldedRegions().isEmpty());
    QVERIFY(proxy.rowCount() < first->offers.size());
    Catalogue reversed = *first; // the same offers in another order: the old folds would hide the wrong ones
    std::reverse(reversed.offers.begin(), reversed.offers.end());
    model.setCatalogue(std::make_shared<const Catalogue>(std::move(reversed)));
    QCOMPARE(proxy.rowCount(), first->offers.size());
    QCOMPARE(proxy.offersShown(), first->offers.size());
    model.prepareTexts();
    QTRY_VERIFY(!model.foldedRegions().isEmpty());
    QCOMPARE(proxy.offersShown(), first->offers.size());
}

void TestModels::outlierPricesAreFlaggedInTheirCell_data()
{
    // Prices as shares of the H100's median on demand.
    QTest::addColumn<double>("onDemand");
    QTest::addColumn<double>("spot"); // 0: none
    QTest::addColumn<int>("flaggedColumn"); // -1: none
    QTest::newRow("on demand far below the median") << 0.25 << 0.0 << int(OfferTableModel::OnDemandColumn);
    QTest::newRow("spot copied from on demand, cheap") << 0.5 << 0.5 << int(OfferTableModel::SpotColumn);
    QTest::newRow("spot copied, at a market price") << 0.9 << 0.9 << -1;
    QTest::newRow("a market price") << 0.9 << 0.5 << -1;
}

// A price that looks like a slip in its source (checkOfferPrices()) carries a warning sign in its cell once the
// texts are made, and its tooltip says why; the other cells of the row and the other offers carry none.
void TestModels::outlierPricesAreFlaggedInTheirCell()
{
    QFETCH(double, onDemand);
    QFETCH(double, spot);
    QFETCH(int, flaggedColumn);
    Catalogue edited = embeddedCatalogue();
    int row = -1;
    for (int i = 0; i < edited.offers.size() && row < 0; ++i)
        if (edited.offers[i].id == "lambda-h100-sxm"_L1)
            row = i;
    QVERIFY(row >= 0);
    const double median = checkOfferPrices(edited).at(row).median;
    QVERIFY(median > 0);
    onDemand *= median;
    spot *= median;
    ModePrices& prices = edited.offers[row].prices;
    prices.perGpuHour[int(PurchaseMode::OnDemand)] = onDemand;
    prices.perGpuHour[int(PurchaseMode::Spot)] = spot > 0 ? std::optional(spot) : std::nullopt;
    const auto c = std::make_shared<const Catalogue>(std::move(edited));
    OfferTableModel model;
    model.setCatalogue(c);
    QSignalSpy prepared(&model, &OfferTableModel::textsPrepared);
    model.prepareTexts();
    QTRY_VERIFY(!model.rowsByTextLength(OfferTableModel::OnDemandColumn).isEmpty()
        && !model.rowsByTextLength(OfferTableModel::SpotColumn).isEmpty());
    // The other offers as the engine checks them (the Kova A100 tier's $0.468 on demand is one).
    const QList<PriceCheck> checks = checkOfferPrices(*c);
    for (int r = 0; r < model.rowCount(); ++r)
        for (int column : { int(OfferTableModel::OnDemandColumn), int(OfferTableModel::SpotColumn) }) {
            const QModelIndex cell = model.index(r, column);
            const PriceOutlier outlier = checks[r].outlier;
            const bool flagged = r == row
                ? column == flaggedColumn
                : (outlier == PriceOutlier::FarBelowMedian && column == OfferTableModel::OnDemandColumn)
                    || (outlier == PriceOutlier::SpotEqualsOnDemand && column == OfferTableModel::SpotColumn);
            QVERIFY2(cell.data().toString().startsWith(u"⚠ "_s) == flagged,
                qPrintable(u"%1, column %2: %3"_s.arg(c->offers[r].id).arg(column).arg(cell.data().toString())));
            QCOMPARE(cell.data(Qt::ToolTipRole).toString().contains(u"price outlier"_s), flagged);
        }
}

// An offer that does not sell the scenario's mode shows the run's total on demand, in italics, and says why.
void TestModels::offerTotalsPricedOnDemandAreMarked()
{
    const auto c = std::make_shared<const Catalogue>(embeddedCatalogue());
    OfferTableModel model;
    model.setCatalogue(c);
    Scenario s = defaultScenario();
    s.mode = PurchaseMode::Interruptible;
    model.setQuotes(quoteOffersOrOnDemand(s, *c), s.mode, s.cluster.gpus);
    const Formatter f(QLocale(), c->currency);
    int marked = 0;
    int own = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const Offer& o = c->offers.at(row);
        const QModelIndex total = model.index(row, OfferTableModel::TotalColumn);
        const QFont font = total.data(Qt::FontRole).value<QFont>();
        const QString tip = total.data(Qt::ToolTipRole).toString();
        if (o.prices.has(s.mode)) {
            ++own;
            QVERIFY(!font.italic());
            QVERIFY2(!tip.contains(u"Priced on demand"_s), qPrintable(tip));
        } else if (o.prices.has(PurchaseMode::OnDemand)) {
            ++marked;
            const OfferQuote& q = model.quotes().at(row);
            QCOMPARE(total.data().toString(), (q.runs() ? QString() : u"✕ "_s) + f.money(q.total));
            QVERIFY(font.italic());
            QVERIFY2(tip.contains(u"Priced on demand: %1 does not sell interruptible capacity."_s.arg(o.provider)),
                qPrintable(tip));
        }
    }
    QVERIFY(marked > 0 && own > 0);
}

void TestModels::offersWhereTheScenarioCannotRunAreMarkedAndSortedAfter_data()
{
    QTest::addColumn<int>("order");
    QTest::addColumn<int>("column");
    QTest::addColumn<QStringList>("expected"); // the offers from the top
    QTest::newRow("total, ascending") << int(Qt::AscendingOrder) << int(OfferTableModel::TotalColumn)
                                      << QStringList { u"at 2"_s, u"at 3"_s, u"no room, at 1"_s, u"spot only"_s };
    QTest::newRow("total, descending") << int(Qt::DescendingOrder) << int(OfferTableModel::TotalColumn)
                                       << QStringList { u"at 3"_s, u"at 2"_s, u"no room, at 1"_s, u"spot only"_s };
    // The same wall-clock at every offer: the two where the run can be had first, in either order.
    QTest::newRow("wall-clock, descending") << int(Qt::DescendingOrder) << int(OfferTableModel::WallClockColumn)
                                            << QStringList { u"at 2"_s, u"at 3"_s, u"no room, at 1"_s, u"spot only"_s };
}

// Sorted by total or wall-clock either way, the offers where the scenario runs come first, then those it cannot run
// on (their total marked, greyed, the reason in the tooltip), then those without a total.
void TestModels::offersWhereTheScenarioCannotRunAreMarkedAndSortedAfter()
{
    QFETCH(int, order);
    QFETCH(int, column);
    QFETCH(QStringList, expected);
    Catalogue market = embeddedCatalogue();
    Scenario s = defaultScenario();
    s.mode = PurchaseMode::OnDemand;
    s.cluster.gpus = 16;
    const Offer own = *market.offer(s.cluster.offerId);
    market.offers.clear();
    market.tiers.clear();
    for (const auto& [id, price, room] : { std::tuple(u"at 3"_s, 3.0, 0), std::tuple(u"no room, at 1"_s, 1.0, 8),
             std::tuple(u"at 2"_s, 2.0, 0), std::tuple(u"spot only"_s, 0.0, 0) }) {
        Offer o = own;
        o.id = id;
        o.prices = {};
        o.prices.perGpuHour[int(price > 0 ? PurchaseMode::OnDemand : PurchaseMode::Spot)] = price > 0 ? price : 1.0;
        o.maxContiguousGpus = room > 0 ? std::optional(room) : std::nullopt;
        market.offers.append(o);
    }
    const auto c = std::make_shared<const Catalogue>(market);
    OfferTableModel model;
    model.setCatalogue(c);
    model.setQuotes(quoteOffersOrOnDemand(s, *c), s.mode, s.cluster.gpus);
    OfferFilterModel proxy;
    proxy.setOfferModel(&model);
    proxy.sort(column, Qt::SortOrder(order));
    QStringList shown;
    for (int r = 0; r < proxy.rowCount(); ++r)
        shown << proxy.index(r, 0).data(OfferTableModel::OfferIdRole).toString();
    if (column == OfferTableModel::WallClockColumn)
        std::sort(shown.begin(), shown.begin() + 2);
    QCOMPARE(shown, expected);

    const int blocked = model.rowOf(u"no room, at 1"_s);
    const QModelIndex total = model.index(blocked, OfferTableModel::TotalColumn);
    const Formatter f(QLocale(), c->currency);
    QCOMPARE(total.data().toString(), u"✕ "_s + f.money(model.quotes().at(blocked).total));
    QCOMPARE(
        total.data(Qt::ForegroundRole).value<QColor>(), QGuiApplication::palette().color(QPalette::PlaceholderText));
    const QString reason = runObstacleText(RunObstacle::Capacity, c->offers.at(blocked), 16, f);
    QVERIFY2(
        total.data(Qt::ToolTipRole).toString().contains(reason), qPrintable(total.data(Qt::ToolTipRole).toString()));
    const QModelIndex runs = model.index(model.rowOf(u"at 2"_s), OfferTableModel::TotalColumn);
    QVERIFY(!runs.data().toString().startsWith(u"✕"_s));
    QVERIFY(!runs.data(Qt::ForegroundRole).isValid());
}

// The form's offer box lists the catalogue's offers by name, the tiers' first with their tier, the id as data.
void TestModels::offerChoicesListEveryOfferWithItsTier()
{
    const auto c = std::make_shared<const Catalogue>(embeddedCatalogue());
    OfferChoiceModel choices;
    QAbstractItemModelTester tester(&choices, QAbstractItemModelTester::FailureReportingMode::QtTest);
    choices.setCatalogue(c);
    QCOMPARE(choices.rowCount(), c->offers.size());
    const int row = int(std::find_if(c->offers.cbegin(), c->offers.cend(), [](const Offer& o) {
        return o.id == u"kova-h100-sxm"_s;
    }) - c->offers.cbegin());
    QCOMPARE(choices.index(row).data(Qt::UserRole).toString(), u"kova-h100-sxm"_s);
    QVERIFY2(choices.index(row).data().toString().startsWith(u"[Better] "_s),
        qPrintable(choices.index(row).data().toString()));
    QSignalSpy reset(&choices, &QAbstractItemModel::modelReset);
    choices.setCatalogue(c);
    QCOMPARE(reset.count(), 0); // the same catalogue: the box keeps its choice
}

void TestModels::comparisonModelListsEveryDocument()
{
    ScenarioDocument a(embeddedCatalogue());
    ScenarioDocument b(embeddedCatalogue());
    b.edit(u"mode"_s, [](Scenario& s) { s.mode = PurchaseMode::OnDemand; });
    b.recomputeNow();
    ComparisonModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocuments({ &a, &b });
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, ComparisonModel::TotalColumn).data().toString(), u"$491.84"_s);
    QCOMPARE(model.index(1, ComparisonModel::TotalColumn).data(ComparisonModel::SortRole).toDouble(),
        b.estimate().mode(PurchaseMode::OnDemand)->total);
    QCOMPARE(model.index(1, ComparisonModel::WallColumn).data(ComparisonModel::SortRole).toDouble(),
        b.estimate().mode(PurchaseMode::OnDemand)->wallHours);
    model.setDocuments({ &b });
    QCOMPARE(model.rowCount(), 1);
}

QTEST_MAIN(TestModels)
#include "tst_models.moc"
