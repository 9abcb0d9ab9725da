#include "io/cataloguefile.h"
#include "io/programfile.h"
#include "io/scenariofile.h"
#include "model/keys.h"
#include "model/names.h"
#include "model/throughput.h"
#include "text/format.h"
#include "text/language.h"

#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// The names the window, the report and the command line share (core/names.h): every value of every enum
// has its English name and its French one, in the seed's words; the market sentence in both languages.
class TestNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup();
    void everyValueIsNamedInBothLanguages_data();
    void everyValueIsNamedInBothLanguages();
    void everyMfuSourceIsTranslated();
    void everyEmbeddedSourceIsTranslated();
    void offerTitlesAreInTheLanguage_data();
    void offerTitlesAreInTheLanguage();
    void marketMedianSentence_data();
    void marketMedianSentence();
    void wallClockShowsMinutesBelowTenHours_data();
    void wallClockShowsMinutesBelowTenHours();
};

namespace {

const QChar Nbsp(0x00A0);

// The name of value `value` of an enum, by the family's name: a data row cannot hold a function.
QString nameOf(const QString& family, int value)
{
    if (family == "mode"_L1)
        return purchaseModeName(PurchaseMode(value));
    if (family == "mode title"_L1)
        return purchaseModeTitle(PurchaseMode(value));
    if (family == "line kind"_L1)
        return lineKindName(LineKind(value));
    if (family == "line kind, short"_L1)
        return lineKindShortName(LineKind(value));
    if (family == "memory part"_L1)
        return memoryPartName(MemoryPart(value));
    if (family == "memory part, short"_L1)
        return memoryPartShortName(MemoryPart(value));
    if (family == "precision"_L1)
        return precisionName(Precision(value));
    if (family == "training method"_L1)
        return trainingMethodName(TrainingMethod(value));
    if (family == "sharding"_L1)
        return shardingName(Sharding(value));
    if (family == "recomputation"_L1)
        return recomputeName(Recompute(value));
    if (family == "link"_L1)
        return linkName(LinkKind(value));
    if (family == "cluster network"_L1)
        return clusterNetworkName(ClusterNetwork(value));
    if (family == "availability"_L1)
        return availabilityName(Availability(value));
    return {};
}

void addRow(const QString& family, int value, const QString& english, const QString& french)
{
    QTest::addRow("%s %d", qPrintable(family), value) << family << value << english << french;
}

template <typename Enum, std::size_t N>
void addRows(
    const QString& family, const std::array<Enum, N>& values, const QStringList& english, const QStringList& french)
{
    QCOMPARE(english.size(), qsizetype(N)); // a row for every value
    QCOMPARE(french.size(), qsizetype(N));
    for (std::size_t i = 0; i < N; ++i)
        addRow(family, int(values[i]), english[i], french[i]);
}

} // namespace

void TestNames::cleanup()
{
    applyLanguage(u"en"_s);
}

void TestNames::everyValueIsNamedInBothLanguages_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("french");
    addRows(u"mode"_s, AllPurchaseModes, { u"on-demand"_s, u"interruptible"_s, u"spot"_s, u"reserved"_s },
        { u"à la demande"_s, u"interruptible"_s, u"enchères spot"_s, u"réservé"_s });
    addRows(u"mode title"_s, AllPurchaseModes, { u"On-demand"_s, u"Interruptible"_s, u"Spot"_s, u"Reserved"_s },
        { u"À la demande"_s, u"Interruptible"_s, u"Enchères spot"_s, u"Réservé"_s });
    addRows(u"line kind"_s, AllLineKinds,
        { u"GPU time"_s, u"Interruption overhead"_s, u"Phases"_s, u"Checkpoint volume"_s, u"Data transfers"_s },
        { u"Temps GPU"_s, u"Surcoût des interruptions"_s, u"Phases"_s, u"Volume de checkpoint"_s,
            u"Transferts de données"_s });
    addRows(u"line kind, short"_s, AllLineKinds,
        { u"GPU time"_s, u"Interruptions"_s, u"Phases"_s, u"Volume"_s, u"Transfers"_s },
        { u"Temps GPU"_s, u"Interruptions"_s, u"Phases"_s, u"Volume"_s, u"Transferts"_s });
    addRows(u"memory part"_s, AllMemoryParts,
        { u"Weights"_s, u"Gradients"_s, u"Optimizer states"_s, u"Activations"_s, u"Framework overhead"_s },
        { u"Poids"_s, u"Gradients"_s, u"États de l’optimiseur"_s, u"Activations"_s, u"Surcoût du framework"_s });
    addRows(u"memory part, short"_s, AllMemoryParts,
        { u"Weights"_s, u"Gradients"_s, u"Optimizer"_s, u"Activations"_s, u"Overhead"_s },
        { u"Poids"_s, u"Gradients"_s, u"Optimiseur"_s, u"Activations"_s, u"Surcoût"_s });
    const std::array precisions { Precision::TF32, Precision::BF16, Precision::FP8, Precision::FP4 };
    addRows(u"precision"_s, precisions, { u"TF32"_s, u"BF16"_s, u"FP8"_s, u"FP4"_s },
        { u"TF32"_s, u"BF16"_s, u"FP8"_s, u"FP4"_s });
    addRows(u"training method"_s, valuesOf<TrainingMethod>(),
        { u"full training (all weights)"_s, u"LoRA"_s, u"QLoRA (4-bit base)"_s },
        { u"entraînement complet (tous les poids)"_s, u"LoRA"_s, u"QLoRA (base en 4 bits)"_s });
    addRows(u"sharding"_s, valuesOf<Sharding>(),
        { u"DDP (no sharding)"_s, u"ZeRO-1 (optimizer states sharded)"_s,
            u"ZeRO-2 (optimizer states, gradients sharded)"_s, u"ZeRO-3 / FSDP (everything sharded)"_s },
        { u"DDP (sans sharding)"_s, u"ZeRO-1 (états de l’optimiseur shardés)"_s,
            u"ZeRO-2 (optimiseur et gradients shardés)"_s, u"ZeRO-3 / FSDP (tout est shardé)"_s });
    addRows(u"recomputation"_s, valuesOf<Recompute>(), { u"none"_s, u"selective"_s, u"full"_s },
        { u"aucun"_s, u"sélectif"_s, u"complet"_s });
    addRows(u"link"_s, valuesOf<LinkKind>(), { u"NVLink"_s, u"PCIe"_s, u"Infinity Fabric"_s },
        { u"NVLink"_s, u"PCIe"_s, u"Infinity Fabric"_s });
    addRows(u"cluster network"_s, valuesOf<ClusterNetwork>(),
        { u"InfiniBand"_s, u"RoCE"_s, u"Ethernet"_s, u"single node"_s, u"EFA"_s, u"GPUDirect-TCPX"_s,
            u"NVLink Switch"_s, u"not published"_s },
        { u"InfiniBand"_s, u"RoCE"_s, u"Ethernet"_s, u"nœud unique"_s, u"EFA"_s, u"GPUDirect-TCPX"_s,
            u"NVLink Switch"_s, u"non publié"_s });
    addRows(u"availability"_s, valuesOf<Availability>(), { u"available"_s, u"limited"_s, u"on request"_s },
        { u"disponible"_s, u"limitée"_s, u"sur demande"_s });
}

void TestNames::everyValueIsNamedInBothLanguages()
{
    QFETCH(QString, family);
    QFETCH(int, value);
    QFETCH(QString, english);
    QFETCH(QString, french);
    QVERIFY(!english.isEmpty());
    QVERIFY(!french.isEmpty());
    applyLanguage(u"en"_s);
    QCOMPARE(nameOf(family, value), english);
    applyLanguage(u"fr"_s);
    QCOMPARE(nameOf(family, value), french);
}

void TestNames::everyMfuSourceIsTranslated()
{
    // The MFU Kova's model chooses, on every offer of the catalogue.
    const Catalogue& c = embeddedCatalogue();
    int sources = 0;
    for (const Offer& o : c.offers) {
        const Scenario s = defaultScenario();
        const MfuChoice mfu = estimateCompute(s, o, *c.gpu(o.gpuId), 8, Sharding::ZeRO3).mfu;
        QCOMPARE(mfu.origin, MfuOrigin::Default);
        applyLanguage(u"en"_s);
        const QString english = mfuSourceName(mfu);
        applyLanguage(u"fr"_s);
        const QString french = mfuSourceName(mfu);
        QVERIFY2(!english.isEmpty() && french != english, qPrintable(o.id + u": "_s + english));
        ++sources;
    }
    QVERIFY(sources > 0);
    QVERIFY(mfuSourceName(MfuChoice {}).isEmpty()); // a scenario's own MFU has no source
}

void TestNames::everyEmbeddedSourceIsTranslated()
{
    // The sources and notes of every offer, GPU and market price of the embedded catalogue (resources/ and its
    // SkyPilot excerpts) as the report shows them: in French, none left in English.
    const Catalogue& c = embeddedCatalogue();
    QStringList texts;
    for (const Offer& o : c.offers) {
        texts << o.source;
        for (const ReservedTerm& t : o.prices.reservedTerms)
            texts << t.source;
    }
    for (const GpuModel& g : c.gpus)
        texts << g.source;
    for (const MarketPrice& m : c.market)
        texts << m.source;
    texts << u"multi-region"_s << u"various"_s;
    // And the ownership reference table's (resources/ownership.json), which the program's outputs show.
    const OwnershipReference& own = defaultOwnershipReference();
    for (const ServerReference& server : own.servers)
        texts << server.price.source << server.overheadWattsPerGpu.source;
    for (const SourcedFigure* figure : { &own.electricityPerKwh, &own.hostingPerKwMonth, &own.supportPctPerYear,
             &own.staffPctPerYear, &own.depreciationMonths, &own.residualPct, &own.financingPctPerYear, &own.pue })
        texts << figure->source;
    texts.removeDuplicates();
    texts.removeAll(QString());
    QStringList untranslated;
    for (const QString& text : std::as_const(texts)) {
        applyLanguage(u"en"_s);
        QCOMPARE(catalogueText(text), text);
        applyLanguage(u"fr"_s);
        if (catalogueText(text) == text)
            untranslated << text;
    }
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(u"\n"_s)));
    QVERIFY(texts.size() > 20);
    // A feed's own words, and region codes, as written.
    QCOMPARE(catalogueText(u"us-east-1"_s), u"us-east-1"_s);
    QCOMPARE(catalogueText(u"Some feed's note"_s), u"Some feed's note"_s);
    QCOMPARE(catalogueText(u"SkyPilot catalogue; GPUs priced with their host VM a2-ultragpu-8g"_s),
        u"Catalogue SkyPilot\u00a0; GPU au prix de leur VM hôte a2-ultragpu-8g"_s);
}

void TestNames::offerTitlesAreInTheLanguage_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("french");
    // The SkyPilot reader names GPUs priced without their host VM; a provider's own name is shown as written.
    QTest::newRow("GPUs only") << u"Google Cloud"_s << u"1× H100, GPUs only (host VM not included)"_s
                               << u"Google Cloud — 1× H100, GPUs only (host VM not included)"_s
                               << u"Google Cloud — 1× H100, GPU seuls (VM hôte non comprise)"_s;
    QTest::newRow("GPUs only, 16") << u"Google Cloud"_s << u"16× A100, GPUs only (host VM not included)"_s
                                   << u"Google Cloud — 16× A100, GPUs only (host VM not included)"_s
                                   << u"Google Cloud — 16× A100, GPU seuls (VM hôte non comprise)"_s;
    QTest::newRow("a provider's name") << u"Lambda"_s << u"8× H100 SXM instance"_s << u"Lambda — 8× H100 SXM instance"_s
                                       << u"Lambda — 8× H100 SXM instance"_s;
}

// An offer's title as the window, the report and the command line show it: in French, no English note in it.
void TestNames::offerTitlesAreInTheLanguage()
{
    QFETCH(QString, provider);
    QFETCH(QString, name);
    QFETCH(QString, english);
    QFETCH(QString, french);
    Offer o;
    o.provider = provider;
    o.name = name;
    applyLanguage(u"en"_s);
    QCOMPARE(offerTitle(o), english);
    applyLanguage(u"fr"_s);
    QCOMPARE(offerTitle(o), french);
}

void TestNames::marketMedianSentence_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<std::optional<double>>("spot");
    QTest::addColumn<std::optional<double>>("onDemand");
    QTest::addColumn<QString>("expected");
    const std::optional<double> none;
    // The seed's run: the GPU line at $1.20 on spot auctions and $2.40 on demand, 576 GPU-hours.
    QTest::newRow("en, both") << u"en"_s << std::optional(691.2) << std::optional(1382.4)
                              << u"The GPU line alone at the market median: about $691.20 on spot auctions that must "
                                 "be watched — or $1,382.40 on demand."_s;
    QTest::newRow("en, spot") << u"en"_s << std::optional(691.2) << none
                              << u"The GPU line alone at the market median: about $691.20 on spot auctions that must "
                                 "be watched."_s;
    QTest::newRow("en, on demand") << u"en"_s << none << std::optional(1382.4)
                                   << u"The GPU line alone at the market median: $1,382.40 on demand."_s;
    QTest::newRow("en, none") << u"en"_s << none << none << QString();
    // The seed page's own sentence (shared/seeds/003).
    QTest::newRow("fr, both") << u"fr"_s << std::optional(691.2) << std::optional(1382.4)
                              << u"L’équivalent, à la médiane du marché, de la seule ligne GPU~: environ 691,20~$~US "
                                 "aux enchères spot qu’il faut surveiller — ou 1\u202F382,40~$~US à la demande."_s;
    QTest::newRow("fr, on demand")
        << u"fr"_s << none << std::optional(1382.4)
        << u"L’équivalent, à la médiane du marché, de la seule ligne GPU~: 1\u202F382,40~$~US "
           "à la demande."_s;
}

void TestNames::marketMedianSentence()
{
    QFETCH(QString, lang);
    QFETCH(std::optional<double>, spot);
    QFETCH(std::optional<double>, onDemand);
    QFETCH(QString, expected);
    applyLanguage(lang);
    MarketComparison market;
    market.spotGpuTime = spot;
    market.onDemandGpuTime = onDemand;
    QCOMPARE(Kova::marketMedianSentence(market, Formatter()), expected.replace(u'~', Nbsp));
}

void TestNames::wallClockShowsMinutesBelowTenHours_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<double>("hours");
    QTest::addColumn<QString>("expected");
    // Plans of 0.87 h and 0.93 h both read "0.9 h" in tenths of an hour.
    QTest::newRow("0.87 h") << u"en"_s << 0.87 << u"0:52 h"_s;
    QTest::newRow("0.93 h") << u"en"_s << 0.93 << u"0:56 h"_s;
    QTest::newRow("9.999 h, rounded up") << u"en"_s << 9.999 << u"10:00 h"_s;
    QTest::newRow("10 h and above, tenths") << u"en"_s << 72.46 << u"72.5 h"_s;
    QTest::newRow("fr, 1.5 h") << u"fr"_s << 1.5 << u"1:30~h"_s;
    QTest::newRow("fr, above") << u"fr"_s << 1300.25 << u"1~300,3~h"_s;
}

void TestNames::wallClockShowsMinutesBelowTenHours()
{
    QFETCH(QString, lang);
    QFETCH(double, hours);
    QFETCH(QString, expected);
    applyLanguage(lang);
    QString french = expected;
    if (lang == "fr"_L1) // a non-breaking space before the unit, a narrow one between thousands
        french = expected.replace(u"1~300"_s, u"1\u202F300"_s).replace(u'~', Nbsp);
    QCOMPARE(Formatter().wallClock(hours), french);
}

QTEST_GUILESS_MAIN(TestNames)
#include "tst_names.moc"
