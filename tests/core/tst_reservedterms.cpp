#include "io/cataloguefile.h"
#include "io/programfile.h"
#include "io/programjson.h"
#include "model/ownership.h"
#include "plan/programcosting.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Kova::ReservedTerm)

// A program costed against every reserved term an offer sells: the commitment, the part owed after the
// horizon, the burst, the cost-minimising K and the break-even of each term, worked by hand; the program's
// own quote beside the catalogue's terms; a term the offer does not sell refused naming the key; a booking
// with no minimum term and an offer with nothing to burst on.
class TestReservedTerms : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachTermIsCostedByHand_data();
    void eachTermIsCostedByHand();
    void termsAreSideBySideAndTheCheapestIsRecommended();
    void aQuoteReplacesTheCataloguesTermBesideTheOthers();
    void aTermTheOfferDoesNotSellIsRefused_data();
    void aTermTheOfferDoesNotSellIsRefused();
    void aBookingWithNoMinimumTermIsUsedWhileBooked();
    void withoutOnDemandThereIsNoBurst();
    void breakEvenIsTheRateOverTheBurstRate_data();
    void breakEvenIsTheRateOverTheBurstRate();
    void catalogueTermsReadWithTheirSources();
    void jsonGivesEachTermItsKeys();
};

namespace {

const QString ProgramFile = u"/programs/terms.kova-program.json"_s;

Result<Scenario> noFiles(const QString& path)
{
    return InputError { path, {}, u"no such file"_s };
}

ReservedTerm term(int months, double rate, double upfront = 0)
{
    ReservedTerm t;
    t.months = months;
    t.perGpuHour = rate;
    t.upfrontPerGpu = upfront;
    return t;
}

// The embedded catalogue with kova-h100-sxm ($1.68 on demand, $0.84 interruptible) selling `terms` and, with
// `block`, a booking with no minimum term at that price.
Catalogue withTerms(const QList<ReservedTerm>& terms, std::optional<double> block = {}, bool onDemand = true)
{
    Catalogue c = embeddedCatalogue();
    for (Offer& o : c.offers)
        if (o.id == u"kova-h100-sxm"_s) {
            o.prices.reservedTerms = terms;
            o.prices.perGpuHour[int(PurchaseMode::Reserved)] = block;
            o.prices.reservedTermMonths = 0;
            if (!onDemand)
                o.prices.perGpuHour[int(PurchaseMode::OnDemand)].reset();
        }
    return c;
}

// 8 GPUs busy for `hours` from the start of a horizon of `months`, on kova-h100-sxm.
QByteArray busyProgram(int months, int hours, const QByteArray& reserved = {})
{
    return R"({"kova_program": 1, "offer": "kova-h100-sxm", "start": "2027-01", "horizon_months": )"
        + QByteArray::number(months) + (reserved.isEmpty() ? QByteArray() : ", \"reserved\": " + reserved)
        + R"(, "runs": [{"scenario": {"model": {"params_b": 8}, "training": {"duration_hours": )"
        + QByteArray::number(hours) + R"(}, "cluster": {"gpus": 8}, "mode": "on_demand"}, "when": "2027-01"}]})";
}

Result<ProgramCosting> cost(const QByteArray& program, const Catalogue& c)
{
    const auto p = parseProgram(program, ProgramFile, noFiles);
    if (!p)
        return p.error();
    return costProgram(p.value(), c, defaultOwnershipReference());
}

QList<const ProgramOption*> reservedOptions(const ProgramCosting& c)
{
    QList<const ProgramOption*> out;
    for (const ProgramOption& o : c.options)
        if (o.kind == ProgramOptionKind::Reserved)
            out << &o;
    return out;
}

const ProgramOption* reservedFor(const ProgramCosting& c, int months)
{
    for (const ProgramOption* o : reservedOptions(c))
        if (o->termMonths == months)
            return o;
    return nullptr;
}

double lineAmount(const ProgramOption& o, ProgramLineId id)
{
    double sum = 0;
    for (const ProgramLine& l : o.lines)
        if (l.id == id)
            sum += l.amount;
    return sum;
}

// The option's storage and transfer lines, which every rental option pays the same.
double runBills(const ProgramOption& o)
{
    return lineAmount(o, ProgramLineId::RunBill);
}

} // namespace

void TestReservedTerms::eachTermIsCostedByHand_data()
{
    QTest::addColumn<int>("months"); // the term
    QTest::addColumn<double>("rate");
    QTest::addColumn<double>("upfront");
    QTest::addColumn<int>("k");
    QTest::addColumn<double>("inHorizon");
    QTest::addColumn<double>("afterHorizon");
    QTest::addColumn<double>("burst");
    QTest::addColumn<double>("utilisation");

    // 8 GPUs busy all year: 8 × 8,640 h = 69,120 GPU-hours; on demand 69,120 × $1.68 = $116,121.60.
    // 1-month terms at $1.20: 12 terms, 8 × 8,640 h × 1.20 = $82,944 < $116,121.60, so K = 8, fully used.
    QTest::newRow("1 month, 12 terms") << 1 << 1.20 << 0.0 << 8 << 82944.0 << 0.0 << 0.0 << 1.0;
    // 12 months at $0.90: 8 × 8,640 × 0.90 = $62,208, all inside the horizon.
    QTest::newRow("12 months") << 12 << 0.90 << 0.0 << 8 << 62208.0 << 0.0 << 0.0 << 1.0;
    // 36 months at $0.50: owed 8 × 25,920 h × 0.50 = $103,680 (< $116,121.60, K = 8): 8 × 8,640 × 0.50 = $34,560
    // inside the year, 8 × 17,280 × 0.50 = $69,120 after it; busy 69,120 of 207,360 committed GPU-hours = 1/3.
    QTest::newRow("36 months past the horizon") << 36 << 0.50 << 0.0 << 8 << 34560.0 << 69120.0 << 0.0 << 1.0 / 3;
    // 12 months at $0.50 + $2,592 upfront per GPU: 0.50 + 2,592 / 8,640 h = $0.80 a committed GPU-hour,
    // 8 × 8,640 × 0.80 = $55,296.
    QTest::newRow("12 months with upfront") << 12 << 0.50 << 2592.0 << 8 << 55296.0 << 0.0 << 0.0 << 1.0;
    // 36 months at $1.00: $207,360 owed > $116,121.60 on demand: reserving nothing is cheapest, all 69,120
    // GPU-hours burst at $1.68 = $116,121.60.
    QTest::newRow("36 months too dear: K = 0") << 36 << 1.00 << 0.0 << 0 << 0.0 << 0.0 << 116121.6 << 0.0;
}

void TestReservedTerms::eachTermIsCostedByHand()
{
    QFETCH(int, months);
    QFETCH(double, rate);
    QFETCH(double, upfront);
    QFETCH(int, k);
    QFETCH(double, inHorizon);
    QFETCH(double, afterHorizon);
    QFETCH(double, burst);
    QFETCH(double, utilisation);
    const auto c = cost(busyProgram(12, 8640), withTerms({ term(months, rate, upfront) }));
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    const ProgramOption* o = reservedFor(c.value(), months);
    QVERIFY(o);
    QCOMPARE(o->reservedGpus, k);
    QVERIFY(qAbs(lineAmount(*o, ProgramLineId::ReservedCommitment) - inHorizon) < 1e-6);
    QVERIFY(qAbs(lineAmount(*o, ProgramLineId::ReservedCommitmentAfterHorizon) - afterHorizon) < 1e-6);
    QVERIFY(qAbs(lineAmount(*o, ProgramLineId::OnDemandBurst) - burst) < 1e-6);
    QVERIFY(qAbs(o->commitmentAfterHorizon - afterHorizon) < 1e-6);
    // The total holds the whole commitment; the part inside the horizon is the total less what is owed after it.
    QVERIFY(qAbs(o->total - (inHorizon + afterHorizon + burst + runBills(*o))) < 1e-6);
    QVERIFY(qAbs(o->totalInHorizon - (o->total - afterHorizon)) < 1e-6);
    QVERIFY(qAbs(o->utilisation - utilisation) < 1e-12);
    // The curve: K = 0 (all on demand) and K = 8, the option's K the lowest of them.
    QCOMPARE(o->curve.size(), 2);
    for (const ReservedCurvePoint& pt : o->curve)
        QVERIFY(pt.total >= o->total);
}

void TestReservedTerms::termsAreSideBySideAndTheCheapestIsRecommended()
{
    // The three terms of the rows above, the year busy: $82,944, $62,208 and $103,680 of commitment; the
    // interruptible option 69,120 × $0.84 = $58,060.80 of GPU time is cheaper still.
    const auto c = cost(busyProgram(12, 8640), withTerms({ term(36, 0.50), term(1, 1.20), term(12, 0.90) }));
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    const auto reserved = reservedOptions(c.value());
    QCOMPARE(reserved.size(), 3);
    QCOMPARE(reserved.at(0)->termMonths, 1); // by term
    QCOMPARE(reserved.at(1)->termMonths, 12);
    QCOMPARE(reserved.at(2)->termMonths, 36);
    QCOMPARE(c.value().option(ProgramOptionKind::Reserved)->termMonths, 12); // the cheapest term
    QCOMPARE(c.value().reservedCurve, c.value().option(ProgramOptionKind::Reserved)->curve);
    QVERIFY(c.value().recommended == ProgramOptionKind::Interruptible);
    QVERIFY(c.value().isRecommended(*c.value().option(ProgramOptionKind::Interruptible)));
    for (const ProgramOption* o : reserved)
        QVERIFY(!c.value().isRecommended(*o));
    // Without the interruptible price the 12-month term is the lowest total, and only it is marked.
    Catalogue noInterruptible = withTerms({ term(36, 0.50), term(1, 1.20), term(12, 0.90) });
    for (Offer& o : noInterruptible.offers)
        if (o.id == u"kova-h100-sxm"_s)
            o.prices.perGpuHour[int(PurchaseMode::Interruptible)].reset();
    const auto d = cost(busyProgram(12, 8640), noInterruptible);
    QVERIFY(d);
    QVERIFY(d.value().recommended == ProgramOptionKind::Reserved);
    QCOMPARE(d.value().recommendedOption()->termMonths, 12);
    int marked = 0;
    for (const ProgramOption& o : d.value().options)
        marked += d.value().isRecommended(o);
    QCOMPARE(marked, 1);
}

void TestReservedTerms::aQuoteReplacesTheCataloguesTermBesideTheOthers()
{
    // Quoted $0.70 for 12 months: 8 × 8,640 × 0.70 = $48,384 instead of the catalogue's $0.90; the 1- and
    // 36-month terms still compared.
    const auto c = cost(busyProgram(12, 8640, R"({"term_months": 12, "per_gpu_hour": 0.70})"),
        withTerms({ term(1, 1.20), term(12, 0.90), term(36, 0.50) }));
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    QCOMPARE(reservedOptions(c.value()).size(), 3);
    const ProgramOption* twelve = reservedFor(c.value(), 12);
    QVERIFY(twelve->termFromProgram);
    QCOMPARE(twelve->ratePerGpuHour, 0.70);
    QVERIFY(qAbs(lineAmount(*twelve, ProgramLineId::ReservedCommitment) - 48384.0) < 1e-6);
    QVERIFY(!reservedFor(c.value(), 36)->termFromProgram);
    // A term named without a price: only that term, at the catalogue's price.
    const auto only = cost(
        busyProgram(12, 8640, R"({"term_months": 36})"), withTerms({ term(1, 1.20), term(12, 0.90), term(36, 0.50) }));
    QVERIFY2(only, only ? "" : qPrintable(only.error().toString()));
    QCOMPARE(reservedOptions(only.value()).size(), 1);
    QCOMPARE(reservedOptions(only.value()).first()->termMonths, 36);
}

void TestReservedTerms::aTermTheOfferDoesNotSellIsRefused_data()
{
    QTest::addColumn<QList<ReservedTerm>>("sold");
    QTest::addColumn<QString>("problem");
    QTest::newRow("other terms sold") << QList<ReservedTerm> { term(1, 1.2), term(12, 0.9), term(36, 0.5) }
                                      << u"sells reserved terms of 1, 12, 36 months, not 6"_s;
    QTest::newRow("no reserved capacity") << QList<ReservedTerm> {} << u"sells no reserved capacity"_s;
}

void TestReservedTerms::aTermTheOfferDoesNotSellIsRefused()
{
    QFETCH(QList<ReservedTerm>, sold);
    QFETCH(QString, problem);
    const auto c = cost(busyProgram(12, 8640, R"({"term_months": 6})"), withTerms(sold));
    QVERIFY(!c);
    QCOMPARE(c.error().file, ProgramFile);
    QCOMPARE(c.error().key, u"reserved.term_months"_s);
    QVERIFY2(c.error().problem.contains(problem), qPrintable(c.error().problem));
}

void TestReservedTerms::aBookingWithNoMinimumTermIsUsedWhileBooked()
{
    // Booked at $1.00 with no minimum term, 8 GPUs busy 1,440 h of a 2-month horizon: K = 8 covers the
    // 11,520 GPU-hours at $1.00 = $11,520 (on demand: × $1.68 = $19,353.60), booked only while used: 100 %.
    const auto c = cost(busyProgram(2, 1440), withTerms({}, 1.00));
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    const ProgramOption* o = reservedFor(c.value(), 0);
    QVERIFY(o);
    QCOMPARE(o->reservedGpus, 8);
    QCOMPARE(o->utilisation, 1.0);
    QVERIFY(qAbs(lineAmount(*o, ProgramLineId::ReservedCommitment) - 11520.0) < 1e-6);
    QCOMPARE(o->curve.size(), 2);
    QVERIFY(qAbs(o->curve.at(0).total - o->curve.at(1).total - (19353.6 - 11520.0)) < 1e-6);
    QVERIFY(o->burstMode == PurchaseMode::OnDemand);
}

void TestReservedTerms::withoutOnDemandThereIsNoBurst()
{
    // The same booking on an offer with no on-demand price: only K ≥ the peak (8) is possible, nothing bursts.
    const auto c = cost(busyProgram(2, 1440), withTerms({}, 1.00, false));
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    const ProgramOption* o = reservedFor(c.value(), 0);
    QVERIFY(o);
    QVERIFY(!o->burstMode);
    QVERIFY(!o->breakEvenUtilisation);
    QCOMPARE(o->curve.size(), 1);
    QCOMPARE(o->curve.first().gpus, 8);
    QCOMPARE(o->burstGpuHours, 0.0);
    QVERIFY(qAbs(lineAmount(*o, ProgramLineId::ReservedCommitment) - 11520.0) < 1e-6);
}

void TestReservedTerms::breakEvenIsTheRateOverTheBurstRate_data()
{
    QTest::addColumn<ReservedTerm>("t");
    QTest::addColumn<double>("breakEven");
    // Committing K·H hours at r costs r·K·H; buying u·K·H of them on demand at $1.68 costs 1.68·u·K·H.
    QTest::newRow("12 months at $0.90") << term(12, 0.90) << 0.90 / 1.68; // 53.6 %
    QTest::newRow("36 months at $0.50") << term(36, 0.50) << 0.50 / 1.68; // 29.8 %
    // Upfront $2,592 per GPU on 8,640 h adds $0.30: (0.50 + 0.30) / 1.68 = 47.6 %.
    QTest::newRow("12 months at $0.50 + $2,592 upfront") << term(12, 0.50, 2592) << 0.80 / 1.68;
}

void TestReservedTerms::breakEvenIsTheRateOverTheBurstRate()
{
    QFETCH(ReservedTerm, t);
    QFETCH(double, breakEven);
    const auto c = cost(busyProgram(12, 8640), withTerms({ t }));
    QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    const ProgramOption* o = reservedFor(c.value(), t.months);
    QVERIFY(o && o->breakEvenUtilisation);
    QVERIFY(qAbs(*o->breakEvenUtilisation - breakEven) < 1e-12);
    // Owning is weighed against the same effective rate.
    bool found = false;
    for (const BreakEven& b : c.value().breakEvens)
        if (b.mode == PurchaseMode::Reserved && b.termMonths == t.months) {
            QVERIFY(qAbs(b.ratePerGpuHour - breakEven * 1.68) < 1e-12);
            found = true;
        }
    QVERIFY(found);
}

void TestReservedTerms::catalogueTermsReadWithTheirSources()
{
    // The embedded Google Cloud A3 offer: 1-year $7.673 and 3-year $4.858 (a3-highgpu-8g us-central1,
    // $44,810.08 and $28,371.00 a month / 730 h / 8 GPUs), each with its own source and date.
    const Offer* gcp = embeddedCatalogue().offer(u"gcp-a3-highgpu"_s);
    QVERIFY(gcp);
    const QList<ReservedTerm> terms = gcp->prices.allReservedTerms();
    QCOMPARE(terms.size(), 2);
    QCOMPARE(terms.at(0).months, 12);
    QCOMPARE(terms.at(0).perGpuHour, 7.673);
    QCOMPARE(terms.at(1).months, 36);
    QCOMPARE(terms.at(1).perGpuHour, 4.858);
    for (const ReservedTerm& t : terms) {
        QVERIFY(!t.source.isEmpty());
        QVERIFY(t.sourceUrl.startsWith(u"https://"_s));
        QCOMPARE(t.observed, QDate(2025, 3, 6));
    }
    QVERIFY(!gcp->prices.has(PurchaseMode::Reserved)); // the scenario's reserved mode is not invented from them
    // The legacy `reserved` object reads as before and joins the terms, by term.
    const Offer* block = embeddedCatalogue().offer(u"aws-p5-capacity-block"_s);
    QVERIFY(block);
    QCOMPARE(block->prices.allReservedTerms().size(), 1);
    QCOMPARE(block->prices.allReservedTerms().first().months, 0);
    QCOMPARE(block->prices.allReservedTerms().first().perGpuHour, 4.916);
}

void TestReservedTerms::jsonGivesEachTermItsKeys()
{
    const auto p = parseProgram(busyProgram(12, 8640), ProgramFile, noFiles);
    QVERIFY(p);
    const Catalogue cat = withTerms({ term(12, 0.90), term(36, 0.50) });
    const auto c = costProgram(p.value(), cat, defaultOwnershipReference());
    QVERIFY(c);
    const QJsonObject j = programCostingToJson(p.value(), c.value());
    QVERIFY(j.contains("recommended_option"_L1));
    const QJsonArray options = j.value("options"_L1).toArray();
    QCOMPARE(options.at(j.value("recommended_option"_L1).toInt()).toObject().value("kind"_L1).toString(),
        j.value("recommended"_L1).toString());
    int reserved = 0;
    for (const QJsonValue& v : options) {
        const QJsonObject o = v.toObject();
        if (o.value("kind"_L1).toString() != u"reserved"_s)
            continue;
        ++reserved;
        for (const char* key :
            { "reserved_gpus", "term_months", "terms", "upfront_per_gpu", "effective_rate_per_gpu_hour", "burst_mode",
                "burst_rate_per_gpu_hour", "break_even_utilisation", "commitment_after_horizon", "total_in_horizon",
                "price_source", "curve", "utilisation", "burst_gpu_hours" })
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QCOMPARE(o.value("burst_mode"_L1).toString(), u"on_demand"_s);
    }
    QCOMPARE(reserved, 2);
    for (const QJsonValue& v : j.value("ownership"_L1).toObject().value("break_even"_L1).toArray())
        if (v.toObject().value("mode"_L1).toString() == u"reserved"_s)
            QVERIFY(v.toObject().contains("term_months"_L1));
}

QTEST_GUILESS_MAIN(TestReservedTerms)
#include "tst_reservedterms.moc"
