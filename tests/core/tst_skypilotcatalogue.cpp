#include "io/cataloguefile.h"
#include "io/csvtable.h"
#include "io/feeddocument.h"
#include "io/instancefacts.h"
#include "io/skypilotcatalogue.h"

#include <QFile>
#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// The SkyPilot vms.csv reader on the real files of tests/data/skypilot (see its README) and on broken ones.
class TestSkyPilotCatalogue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void csvFieldsAreReadAsRfc4180Says_data();
    void csvFieldsAreReadAsRfc4180Says();
    void csvErrorsNameTheLine_data();
    void csvErrorsNameTheLine();
    void lambdaWholeFileGivesOneOfferPerTypeAndRegion();
    void realRowsMapToOffers_data();
    void realRowsMapToOffers();
    void googleCloudGpusArePricedWithTheirHost();
    void googleCloudGpusWithoutHostSayTheHostIsLeftOut();
    void memoryThatFitsNoModelIsIgnored();
    void offersSayTheirProvenance();
    void instanceFactsGiveTheNetwork_data();
    void instanceFactsGiveTheNetwork();
    void googleCloudHostsCarryTheirNetwork();
    void badInstanceFactsAreRefusedByKey_data();
    void badInstanceFactsAreRefusedByKey();
    void badRowsAreSkippedWithLineAndColumn_data();
    void badRowsAreSkippedWithLineAndColumn();
    void filesWithoutUsableRowsAreRefused_data();
    void filesWithoutUsableRowsAreRefused();
    void feedFormatComesFromTheContent_data();
    void feedFormatComesFromTheContent();
    void embeddedCatalogueHoldsTheExcerptsBesideTheTiers();
    void providerComesFromTheUrl_data();
    void providerComesFromTheUrl();

private:
    static QByteArray data(const QString& path);
    static SkyPilotImport import(const QByteArray& bytes, const QString& provider = u"lambda"_s);
    static const Offer* find(const Catalogue& c, const QString& id);
};

QByteArray TestSkyPilotCatalogue::data(const QString& path)
{
    QFile f(QStringLiteral(KOVA_SOURCE_DIR "/tests/data/skypilot/") + path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

SkyPilotImport TestSkyPilotCatalogue::import(const QByteArray& bytes, const QString& provider)
{
    const SkyPilotOrigin origin { provider, u"https://feeds.example/%1/vms.csv"_s.arg(provider),
        u"https://feeds.example/%1/vms.csv"_s.arg(provider), QDate(2026, 11, 20) };
    auto r = parseSkyPilotCatalogue(bytes, origin, embeddedCatalogue().gpus);
    if (!r)
        qWarning().noquote() << r.error().toString();
    return r ? r.value() : SkyPilotImport {};
}

const Offer* TestSkyPilotCatalogue::find(const Catalogue& c, const QString& id)
{
    return c.offer(id);
}

void TestSkyPilotCatalogue::csvFieldsAreReadAsRfc4180Says_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("lastRow");
    QTest::addColumn<qsizetype>("lastLine");
    QTest::newRow("lf") << "a,b\n1,2\n"_ba << QStringList { u"1"_s, u"2"_s } << qsizetype(2);
    QTest::newRow("crlf") << "a,b\r\n1,2\r\n3,4\r\n"_ba << QStringList { u"3"_s, u"4"_s } << qsizetype(3);
    QTest::newRow("no final newline") << "a,b\n1,2"_ba << QStringList { u"1"_s, u"2"_s } << qsizetype(2);
    QTest::newRow("quoted comma") << "a,b\n\"x, y\",2\n"_ba << QStringList { u"x, y"_s, u"2"_s } << qsizetype(2);
    QTest::newRow("escaped quote") << "a,b\n\"say \"\"hi\"\"\",2\n"_ba << QStringList { u"say \"hi\""_s, u"2"_s }
                                   << qsizetype(2);
    QTest::newRow("line break in quotes")
        << "a,b\n\"two\nlines\",2\n5,6\n"_ba << QStringList { u"5"_s, u"6"_s } << qsizetype(4);
    QTest::newRow("empty fields") << "a,b,c\n,,\n"_ba << QStringList { QString(), QString(), QString() }
                                  << qsizetype(2);
    QTest::newRow("byte order mark") << "\xEF\xBB\xBF"
                                        "a,b\n1,2\n"_ba
                                     << QStringList { u"1"_s, u"2"_s } << qsizetype(2);
    QTest::newRow("blank lines") << "a,b\n\n1,2\n\n"_ba << QStringList { u"1"_s, u"2"_s } << qsizetype(3);
    QTest::newRow("utf-8") << "a,b\n\"Hafnarfjarðarkaupstaður, IS, EU\",2\n"_ba
                           << QStringList { u"Hafnarfjarðarkaupstaður, IS, EU"_s, u"2"_s } << qsizetype(2);
}

void TestSkyPilotCatalogue::csvFieldsAreReadAsRfc4180Says()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, lastRow);
    QFETCH(qsizetype, lastLine);
    const auto table = readCsv(text, u"t.csv"_s);
    QVERIFY2(table.ok(), qPrintable(table.ok() ? QString() : table.error().toString()));
    QCOMPARE(table.value().header.first(), "a"_ba);
    QStringList got;
    for (const QByteArray& f : table.value().rows.last().fields)
        got << QString::fromUtf8(f);
    QCOMPARE(got, lastRow);
    QCOMPARE(table.value().rows.last().line, lastLine);
}

void TestSkyPilotCatalogue::csvErrorsNameTheLine_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("problem");
    QTest::newRow("truncated in a quote") << "a,b\n1,2\n\"3,4\n"_ba << u"line 3"_s << u"truncated"_s;
    QTest::newRow("latin-1") << "a,b\n1,2\nZ\xFCrich,3\n"_ba << u"line 3"_s << u"not UTF-8"_s;
    QTest::newRow("stray quote") << "a,b\n1,x\"y\n"_ba << u"line 2"_s << u"quote inside"_s;
    QTest::newRow("text after quote") << "a,b\n\"1\"x,2\n"_ba << u"line 2"_s << u"after a closing quote"_s;
    QTest::newRow("empty") << ""_ba << QString() << u"empty"_s;
}

void TestSkyPilotCatalogue::csvErrorsNameTheLine()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, key);
    QFETCH(QString, problem);
    const auto table = readCsv(text, u"t.csv"_s);
    QVERIFY(!table.ok());
    QCOMPARE(table.error().file, u"t.csv"_s);
    QCOMPARE(table.error().key, key);
    QVERIFY2(table.error().problem.contains(problem), qPrintable(table.error().problem));
}

void TestSkyPilotCatalogue::lambdaWholeFileGivesOneOfferPerTypeAndRegion()
{
    const SkyPilotImport r = import(data(u"v8/lambda/vms.csv"_s));
    const ImportSummary& s = r.summary;
    QCOMPARE(s.rows, 408);
    QCOMPARE(s.cpuOnlyRows, 34);
    QCOMPARE(s.unknownAccelerators.value(u"A10"_s), 17);
    QCOMPARE(s.unknownAccelerators.value(u"A6000"_s), 51);
    QCOMPARE(s.unknownAccelerators.value(u"RTX6000"_s), 17);
    QCOMPARE(s.unknownAccelerators.value(u"V100"_s), 34);
    QCOMPARE(s.skipped.size(), 0);
    QCOMPARE(s.offers, 408 - 34 - 119);
    QCOMPARE(r.catalogue.offers.size(), s.offers);
    const QStringList lines = importSummaryLines(s);
    QVERIFY(lines.join(u'\n').contains(u"A6000 (51)"_s));
}

void TestSkyPilotCatalogue::realRowsMapToOffers_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("offer");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("onDemand");
    QTest::addColumn<double>("spot"); // 0: none
    // Lambda: SXM from the instance type's words, PCIe likewise, A100 is the 40 GB part.
    QTest::newRow("lambda 8x h100") << u"v8/lambda/vms.csv"_s << u"lambda"_s << u"lambda/gpu_8x_h100_sxm5/us-east-1"_s
                                    << u"h100-sxm"_s << 8 << 31.92 / 8 << 0.0;
    QTest::newRow("lambda h100 pcie") << u"v8/lambda/vms.csv"_s << u"lambda"_s << u"lambda/gpu_1x_h100_pcie/us-east-1"_s
                                      << u"h100-pcie"_s << 1 << 3.29 << 0.0;
    QTest::newRow("lambda 8x a100") << u"v8/lambda/vms.csv"_s << u"lambda"_s << u"lambda/gpu_8x_a100/us-east-1"_s
                                    << u"a100-sxm4-40gb"_s << 8 << 15.92 / 8 << 0.0;
    QTest::newRow("lambda gh200") << u"v8/lambda/vms.csv"_s << u"lambda"_s << u"lambda/gpu_1x_gh200/us-east-1"_s
                                  << u"gh200"_s << 1 << 2.29 << 0.0;
    QTest::newRow("lambda 8x b200") << u"v8/lambda/vms.csv"_s << u"lambda"_s << u"lambda/gpu_8x_b200_sxm6/us-east-1"_s
                                    << u"b200"_s << 8 << 53.52 / 8 << 0.0;
    // RunPod: columns in another order, GpuInfo memory in GB labelled MiB, three data centres in CA.
    QTest::newRow("runpod a100 pcie") << u"v8/runpod/vms.csv"_s << u"runpod"_s << u"runpod/1x_A100-80GB_SECURE/CA"_s
                                      << u"a100-pcie-80gb"_s << 1 << 1.64 << 0.82;
    QTest::newRow("runpod 9x h100 nvl") << u"v8/runpod/vms.csv"_s << u"runpod"_s << u"runpod/9x_H100-NVL_SECURE/IS"_s
                                        << u"h100-nvl"_s << 9 << 27.63 / 9 << 14.85 / 9;
    QTest::newRow("runpod h200 nvl, no spot")
        << u"v8/runpod/vms.csv"_s << u"runpod"_s << u"runpod/4x_NVIDIA-H200-NVL_SECURE/US"_s << u"h200-nvl"_s << 4
        << 13.56 / 4 << 0.0;
    // Vast: spot 0.00 means none; memory given for all the GPUs together.
    QTest::newRow("vast 2x h200") << u"v8/vast/vms.csv"_s << u"vast"_s << u"vast/2x-H200-32-65536/Michigan, US, NA"_s
                                  << u"h200-sxm"_s << 2 << 5.18 / 2 << 0.0;
    QTest::newRow("vast 2x a100 40gb") << u"v8/vast/vms.csv"_s << u"vast"_s
                                       << u"vast/2x-A100_SXM4-32-65536/Slovenia, SI, EU"_s << u"a100-sxm4-40gb"_s << 2
                                       << 1.49 / 2 << 0.0;
    QTest::newRow("vast a100 pcie 80gb") << u"v8/vast/vms.csv"_s << u"vast"_s
                                         << u"vast/1x-A100_PCIE-32-65536/Oklahoma, US, NA"_s << u"a100-pcie-80gb"_s << 1
                                         << 0.87 << 0.0;
    QTest::newRow("vast h100 nvl") << u"v8/vast/vms.csv"_s << u"vast"_s
                                   << u"vast/1x-H100_NVL-32-65536/Bulgaria, BG, EU"_s << u"h100-nvl"_s << 1 << 2.08
                                   << 0.0;
    // Nebius: spot present for H100, trailing zeros.
    QTest::newRow("nebius 8x h100") << u"v8/nebius/vms.csv"_s << u"nebius"_s
                                    << u"nebius/gpu-h100-sxm_8gpu-128vcpu-1600gb/eu-north1"_s << u"h100-sxm"_s << 8
                                    << 23.60 / 8 << 10.00 / 8;
    QTest::newRow("nebius l40s") << u"v8/nebius/vms.csv"_s << u"nebius"_s
                                 << u"nebius/gpu-l40s-d_4gpu-128vcpu-768gb/eu-north1"_s << u"l40s"_s << 4 << 9.1376 / 4
                                 << 0.0;
    // Shadeform: GpuInfo nests its total inside the GPU; 40 GB written as 40 MiB.
    QTest::newRow("shadeform denvr a100")
        << u"v8/shadeform/vms.csv"_s << u"shadeform"_s << u"shadeform/denvr_A100-sxm4x8/calgary-canada-1"_s
        << u"a100-sxm4-40gb"_s << 8 << 11.2 / 8 << 0.0;
    QTest::newRow("shadeform crusoe a100 80")
        << u"v8/shadeform/vms.csv"_s << u"shadeform"_s << u"shadeform/crusoe_A100-80G-sxm4x8/culpeper-usa-1"_s
        << u"a100-sxm4-80gb"_s << 8 << 18.4 / 8 << 0.0;
    // Hyperstack names memory and form factor ("H100-80G-SXM5"); "-NVLink" is a bridge between PCIe cards.
    QTest::newRow("hyperstack h100 sxm5")
        << u"v8/hyperstack/vms.csv"_s << u"hyperstack"_s << u"hyperstack/n3-H100-SXM5x8/US-1"_s << u"h100-sxm"_s << 8
        << 19.2 / 8 << 0.0;
    QTest::newRow("hyperstack h100 pcie nvlink")
        << u"v8/hyperstack/vms.csv"_s << u"hyperstack"_s << u"hyperstack/n3-H100x8-NVLink/CANADA-1"_s << u"h100-pcie"_s
        << 8 << 15.6 / 8 << 0.0;
    QTest::newRow("hyperstack a100 pcie")
        << u"v8/hyperstack/vms.csv"_s << u"hyperstack"_s << u"hyperstack/n3-A100x2/CANADA-1"_s << u"a100-pcie-80gb"_s
        << 2 << 2.7 / 2 << 0.0;
    // Cudo: "pci" in the instance type is PCIe; a 2-GPU row's 81920 MiB (total 163840) is 80 GB per GPU.
    QTest::newRow("cudo a100 pci") << u"v8/cudo/vms.csv"_s << u"cudo"_s
                                   << u"cudo/intel-ice-lake-a100-pci_1x2v4gb/us-carlsbad-1"_s << u"a100-pcie-80gb"_s
                                   << 1 << 1.3734000000000002 << 0.0;
    QTest::newRow("cudo 2x a100 80gb") << u"v8/cudo/vms.csv"_s << u"cudo"_s
                                       << u"cudo/epyc-genoa-a100-pcie_2x8v16gb/no-kristiansand-1"_s
                                       << u"a100-pcie-80gb"_s << 2 << 3.1176 / 2 << 0.0;
}

void TestSkyPilotCatalogue::realRowsMapToOffers()
{
    QFETCH(QString, file);
    QFETCH(QString, provider);
    QFETCH(QString, offer);
    QFETCH(QString, gpu);
    QFETCH(int, gpus);
    QFETCH(double, onDemand);
    QFETCH(double, spot);
    const SkyPilotImport r = import(data(file), provider);
    const Offer* o = find(r.catalogue, offer);
    QVERIFY2(o, qPrintable(offer));
    QCOMPARE(o->gpuId, gpu);
    QCOMPARE(o->gpusPerNode, gpus);
    QVERIFY(qFuzzyCompare(*o->prices.price(PurchaseMode::OnDemand), onDemand));
    QCOMPARE(o->prices.has(PurchaseMode::Spot), spot > 0);
    if (spot > 0)
        QVERIFY(qFuzzyCompare(*o->prices.price(PurchaseMode::Spot), spot));
    QVERIFY(!o->prices.has(PurchaseMode::Interruptible));
    QVERIFY(r.catalogue.gpu(gpu));
    // A row is one instance type: rented whole (unless the instance facts say otherwise).
    QVERIFY(o->wholeNodesOnly() || o->rentalUnit == RentalUnit::Gpu);
}

void TestSkyPilotCatalogue::googleCloudGpusArePricedWithTheirHost()
{
    QByteArray both = data(u"v8/gcp/vms.csv"_s);
    const QByteArray hosts = data(u"v8/gcp/vms_a2_a3_host_rows.csv"_s);
    both += hosts.mid(hosts.indexOf('\n') + 1);
    const SkyPilotImport r = import(both, u"gcp"_s);
    // a2-highgpu-1g in us-central1-a: host 0.73948 + one A100 2.93391 (spot 0.36975 + 1.4341).
    const Offer* o = find(r.catalogue, u"gcp/a2-highgpu-1g/us-central1"_s);
    QVERIFY(o);
    QCOMPARE(o->gpuId, u"a100-sxm4-40gb"_s);
    QVERIFY(qFuzzyCompare(*o->prices.price(PurchaseMode::OnDemand), 0.73948 + 2.93391));
    QVERIFY(qFuzzyCompare(*o->prices.price(PurchaseMode::Spot), 0.36975 + 1.4341));
    QVERIFY(o->source.contains(u"host VM a2-highgpu-1g"_s));
    QCOMPARE(o->provider, u"Google Cloud"_s);
    QVERIFY(r.summary.hostRows > 0);
}

void TestSkyPilotCatalogue::googleCloudGpusWithoutHostSayTheHostIsLeftOut()
{
    const SkyPilotImport r = import(data(u"v8/gcp/vms.csv"_s), u"gcp"_s);
    const Offer* o = find(r.catalogue, u"gcp/H100-MEGAx8-gpu-only/us-central1"_s);
    QVERIFY(o);
    QCOMPARE(o->gpuId, u"h100-sxm"_s);
    QVERIFY(qFuzzyCompare(*o->prices.price(PurchaseMode::OnDemand), 82.75421 / 8));
    QVERIFY(o->name.contains(u"host VM not included"_s));
    QVERIFY(o->source.contains(u"host VM (CPUs, memory, disk) is not included"_s));
    QCOMPARE(r.summary.gpuOnlyOffers, r.summary.offers);
    QVERIFY(importSummaryLines(r.summary).join(u'\n').contains(u"host VM is not included"_s));
    // A100-80GB in europe-west4-a: the spot price above on demand is the file's, kept as it is.
    const Offer* a = find(r.catalogue, u"gcp/A100-80GBx1-gpu-only/europe-west4"_s);
    QVERIFY(a);
    QVERIFY(qFuzzyCompare(*a->prices.price(PurchaseMode::Spot), 2.1626));
    QCOMPARE(r.summary.zoneRowsMerged > 0, true);
}

void TestSkyPilotCatalogue::memoryThatFitsNoModelIsIgnored()
{
    // Older Nebius files put the VM's 200 GiB of host memory in GpuInfo: H100 stays H100 80 GB.
    const SkyPilotImport r = import(data(u"history/nebius-c06376bc.csv"_s), u"nebius"_s);
    QVERIFY(!r.catalogue.offers.isEmpty());
    QVERIFY(r.summary.memoryIgnored > 0);
    for (const Offer& o : r.catalogue.offers)
        QVERIFY(o.gpuId == u"h100-sxm"_s || o.gpuId == u"b200"_s || o.gpuId == u"h200-sxm"_s);
    // The v6 file ends without a line break and is read whole.
    const SkyPilotImport v6 = import(data(u"history/nebius-be7ae894.csv"_s), u"nebius"_s);
    QCOMPARE(v6.summary.rows, 2);
    QCOMPARE(v6.summary.skipped.size(), 0);
}

void TestSkyPilotCatalogue::offersSayTheirProvenance()
{
    const SkyPilotImport r = import(data(u"v8/nebius/vms.csv"_s), u"nebius"_s);
    for (const Offer& o : r.catalogue.offers) {
        QCOMPARE(o.source, u"SkyPilot catalogue"_s);
        QCOMPARE(o.feed, u"https://feeds.example/nebius/vms.csv"_s);
        QCOMPARE(o.sourceUrl, u"https://feeds.example/nebius/vms.csv"_s);
        QCOMPARE(o.observed, QDate(2026, 11, 20));
        QCOMPARE(o.provider, u"Nebius"_s);
        // SkyPilot gives no network: the instance facts give it where it is published, else it is not known.
        const InstanceFacts* facts = instanceFactsFor(embeddedInstanceFacts(), u"nebius"_s, o.id.section(u'/', 1, 1));
        QCOMPARE(o.network, facts ? facts->fabric : ClusterNetwork::Unknown);
        // SkyPilot gives no storage or transfer price: none is made up.
        QVERIFY(!o.volumePerGbMonth);
        QVERIFY(!o.ingressPerGb);
        QVERIFY(!o.egressPerGb);
    }
    QCOMPARE(r.catalogue.generated, QDate(2026, 11, 20));
}

void TestSkyPilotCatalogue::instanceFactsGiveTheNetwork_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("offerId");
    QTest::addColumn<int>("network");
    QTest::addColumn<double>("gbpsPerGpu");
    QTest::addColumn<bool>("multiNode");
    // AWS's rows as its vms.csv has them (InstanceType first); the facts: resources/instancefacts.json.
    QTest::newRow("p5: 3,200 Gbps of EFA for 8 GPUs")
        << "p5.48xlarge,H100,8,192,2048,98.32,us-east-1,,\n"_ba << u"aws/p5.48xlarge/us-east-1"_s
        << int(ClusterNetwork::Efa) << 400.0 << true;
    QTest::newRow("p4d: 400 Gbps of EFA for 8 GPUs")
        << "p4d.24xlarge,A100,8,96,1152,32.77,us-east-1,,\n"_ba << u"aws/p4d.24xlarge/us-east-1"_s
        << int(ClusterNetwork::Efa) << 50.0 << true;
    // An instance the table does not hold is not known, never a made-up number.
    QTest::newRow("not in the table") << "g5.48xlarge,A100,8,192,768,16.29,us-east-1,,\n"_ba
                                      << u"aws/g5.48xlarge/us-east-1"_s << int(ClusterNetwork::Unknown) << 0.0 << false;
    // The same name with another GPU count is another node: the facts do not apply.
    QTest::newRow("another GPU count") << "p5.48xlarge,H100,4,192,2048,98.32,us-west-2,,\n"_ba
                                       << u"aws/p5.48xlarge/us-west-2"_s << int(ClusterNetwork::Unknown) << 0.0
                                       << false;
}

// Offers imported from a SkyPilot catalogue carry the network, rental unit and cluster sales of the instance facts.
void TestSkyPilotCatalogue::instanceFactsGiveTheNetwork()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, offerId);
    QFETCH(int, network);
    QFETCH(double, gbpsPerGpu);
    QFETCH(bool, multiNode);
    const SkyPilotImport r = import(
        "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n"_ba + row,
        u"aws"_s);
    const Offer* o = find(r.catalogue, offerId);
    QVERIFY(o);
    QCOMPARE(int(o->network), network);
    QCOMPARE(o->networkGbpsPerGpu, gbpsPerGpu);
    QCOMPARE(o->multiNode.value_or(false), multiNode);
    // A row is one instance type: rented whole whether or not the facts cover it (issue 27).
    QVERIFY(o->rentalUnit == RentalUnit::Instance);
    QCOMPARE(o->networkSource.contains(u"2026-12-04"_s), network != int(ClusterNetwork::Unknown));
}

void TestSkyPilotCatalogue::googleCloudHostsCarryTheirNetwork()
{
    QByteArray both = data(u"v8/gcp/vms.csv"_s);
    const QByteArray hosts = data(u"v8/gcp/vms_a2_a3_host_rows.csv"_s);
    both += hosts.mid(hosts.indexOf('\n') + 1);
    const SkyPilotImport r = import(both, u"gcp"_s);
    int withFacts = 0;
    for (const Offer& o : r.catalogue.offers) {
        const InstanceFacts* f = instanceFactsFor(embeddedInstanceFacts(), u"gcp"_s, o.id.section(u'/', 1, 1));
        const bool applies = f && f->gpusPerNode == o.gpusPerNode;
        QCOMPARE(o.network, applies ? f->fabric : ClusterNetwork::Unknown);
        QCOMPARE(o.networkGbpsPerGpu, applies ? f->gbpsPerGpu : 0.0);
        withFacts += applies;
    }
    QVERIFY(withFacts > 0);
    // a2-highgpu-8g: 100 Gbps of Ethernet for the machine's 8 A100.
    const Offer* a2 = nullptr;
    for (const Offer& o : r.catalogue.offers)
        if (o.id.startsWith(u"gcp/a2-highgpu-8g/"_s))
            a2 = &o;
    QVERIFY(a2);
    QCOMPARE(a2->network, ClusterNetwork::Ethernet);
    QCOMPARE(a2->networkGbpsPerGpu, 12.5);
}

void TestSkyPilotCatalogue::badInstanceFactsAreRefusedByKey_data()
{
    QTest::addColumn<QByteArray>("instance");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("problem");
    const QByteArray head = R"({"provider":"aws","instance_type":"p5.48xlarge","gpus_per_node":8,)";
    const QByteArray tail = R"("source_url":"https://example.org","read":"2026-12-04"})";
    QTest::newRow("unknown fabric") << head + R"("network":{"fabric":"myrinet","gbps_per_gpu":400},)" + tail
                                    << u"instances[0].network.fabric"_s << u"\"myrinet\" is not one of"_s;
    QTest::newRow("fabric not known") << head + R"("network":{"fabric":"unknown","gbps_per_gpu":400},)" + tail
                                      << u"instances[0].network.fabric"_s << u"is not one of"_s;
    QTest::newRow("zero Gb/s") << head + R"("network":{"fabric":"efa","gbps_per_gpu":0},)" + tail
                               << u"instances[0].network.gbps_per_gpu"_s << u"out of range"_s;
    QTest::newRow("no source") << head + R"("network":{"fabric":"efa","gbps_per_gpu":400},"read":"2026-12-04"})"
                               << u"instances[0].source_url"_s << u"is required"_s;
    QTest::newRow("no date") << head + R"("network":{"fabric":"efa","gbps_per_gpu":400},"source_url":"x"})"
                             << u"instances[0].read"_s << u"required"_s;
    QTest::newRow("listed twice") << head + R"("network":{"fabric":"efa","gbps_per_gpu":400},)" + tail + "," + head
            + R"("network":{"fabric":"efa","gbps_per_gpu":400},)" + tail
                                  << u"instances[1].instance_type"_s << u"listed twice"_s;
}

void TestSkyPilotCatalogue::badInstanceFactsAreRefusedByKey()
{
    QFETCH(QByteArray, instance);
    QFETCH(QString, key);
    QFETCH(QString, problem);
    const auto r = parseInstanceFacts(R"({"kova_instance_facts":1,"instances":[)" + instance + "]}", u"facts.json"_s);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().file, u"facts.json"_s);
    QCOMPARE(r.error().key, key);
    QVERIFY2(r.error().problem.contains(problem), qPrintable(r.error().problem));
    // The embedded table reads, every fact with its source and date.
    QVERIFY(!embeddedInstanceFacts().isEmpty());
    for (const InstanceFacts& f : embeddedInstanceFacts()) {
        QVERIFY(f.sourceUrl.startsWith(u"https://"_s));
        QVERIFY(f.read.isValid());
        QVERIFY(f.gbpsPerGpu > 0);
    }
}

void TestSkyPilotCatalogue::badRowsAreSkippedWithLineAndColumn_data()
{
    QTest::addColumn<QByteArray>("bad");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("reason");
    const QByteArray h100 = "gpu_8x_h100_sxm5,H100,8.0,208.0,1800.0,";
    QTest::newRow("negative price") << h100 + "-31.92,us-east-1,,\r\n" << u"Price"_s << u"negative"_s;
    QTest::newRow("nan price") << h100 + "nan,us-east-1,,\r\n" << u"Price"_s << u"finite"_s;
    QTest::newRow("infinite spot") << h100 + "31.92,us-east-1,,inf\r\n" << u"SpotPrice"_s << u"finite"_s;
    QTest::newRow("absurd price") << h100 + "8001,us-east-1,,\r\n" << u"Price"_s << u"more than"_s;
    QTest::newRow("word for a price") << h100 + "call us,us-east-1,,\r\n" << u"Price"_s << u"not a number"_s;
    QTest::newRow("zero price") << h100 + "0,us-east-1,,\r\n" << u"Price"_s << u"price of 0"_s;
    QTest::newRow("no price") << h100 + ",us-east-1,,\r\n" << u"Price"_s << u"no price"_s;
    QTest::newRow("fractional gpus") << "gpu_x,H100,0.5,1,1,2.0,us-east-1,,\r\n"_ba << u"AcceleratorCount"_s
                                     << u"whole number"_s;
    QTest::newRow("too many gpus") << "gpu_x,H100,65,1,1,2.0,us-east-1,,\r\n"_ba << u"AcceleratorCount"_s
                                   << u"whole number"_s;
    QTest::newRow("empty region") << h100 + "31.92,,,\r\n" << u"Region"_s << u"empty"_s;
    QTest::newRow("missing field") << h100 + "31.92,us-east-1\r\n" << QString() << u"fields where the header"_s;
    QTest::newRow("duplicate row") << data(u"v8/lambda/vms.csv"_s).split('\n').at(300) + '\n'
                                   << QString() << u"duplicate of line 301"_s;
    QTest::newRow("same place, other price") << "gpu_8x_h100_sxm5,H100,8.0,208.0,1800.0,30.00,europe-central-1,,\r\n"_ba
                                             << QString() << u"same instance type, region and zone as line"_s;
    QTest::newRow("same type, other gpus")
        << "gpu_8x_h100_sxm5,B200,8.0,208.0,1800.0,30.00,us-west-9,,\r\n"_ba << QString() << u"no bad row"_s;
}

void TestSkyPilotCatalogue::badRowsAreSkippedWithLineAndColumn()
{
    QFETCH(QByteArray, bad);
    QFETCH(QString, column);
    QFETCH(QString, reason);
    const QByteArray good = data(u"v8/lambda/vms.csv"_s);
    const SkyPilotImport clean = import(good);
    const SkyPilotImport r = import(good + bad);
    const qsizetype badLine = good.count('\n') + 1;
    if (reason == u"no bad row"_s) { // a new region: a new offer
        QCOMPARE(r.summary.skipped.size(), 0);
        QCOMPARE(r.summary.offers, clean.summary.offers + 1);
        return;
    }
    QCOMPARE(r.summary.skipped.size(), 1);
    QCOMPARE(r.summary.skipped.first().line, badLine);
    QCOMPARE(r.summary.skipped.first().column, column);
    QVERIFY2(r.summary.skipped.first().reason.contains(reason), qPrintable(r.summary.skipped.first().reason));
    QCOMPARE(r.summary.offers, clean.summary.offers);
    const QString text = importSummaryLines(r.summary).join(u'\n');
    QVERIFY2(text.contains(csvPlace(badLine, column)), qPrintable(text));
    // The good offers are untouched.
    const Offer* o = r.catalogue.offer(u"lambda/gpu_8x_h100_sxm5/europe-central-1"_s);
    QVERIFY(o);
    QVERIFY(qFuzzyCompare(*o->prices.price(PurchaseMode::OnDemand), 31.92 / 8));
}

void TestSkyPilotCatalogue::filesWithoutUsableRowsAreRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("problem");
    const QByteArray lambda = data(u"v8/lambda/vms.csv"_s);
    QByteArray noPrice = lambda;
    noPrice.replace("Price,Region", "Cost,Region");
    QTest::newRow("missing Price column") << noPrice << u"line 1, column Price"_s << u"missing"_s;
    QTest::newRow("only CPUs") << "InstanceType,AcceleratorName,AcceleratorCount,Price,Region\r\n"
                                  "cpu_4x_general,,,0.2,us-east-1\r\n"_ba
                               << QString() << u"no usable GPU offer"_s;
    QTest::newRow("only unknown GPUs") << "InstanceType,AcceleratorName,AcceleratorCount,Price,Region\r\n"
                                          "gpu_1x_a10,A10,1,1.29,us-east-1\r\n"_ba
                                       << QString() << u"A10 (1)"_s;
    QTest::newRow("only bad prices") << "InstanceType,AcceleratorName,AcceleratorCount,Price,Region\r\n"
                                        "gpu_1x_h100,H100,1,-3,us-east-1\r\n"_ba
                                     << QString() << u"negative price"_s;
    QTest::newRow("header only") << "InstanceType,AcceleratorName,AcceleratorCount,Price,Region\r\n"_ba << QString()
                                 << u"no usable GPU offer"_s;
    QTest::newRow("truncated inside GpuInfo")
        << lambda.left(lambda.indexOf("gpu_8x_a100,") + 120) << u"line 121"_s << u"truncated"_s;
    QByteArray latin1 = lambda;
    latin1.replace("us-east-1",
        "us-\xE9"
        "ast-1");
    QTest::newRow("not utf-8") << latin1 << u"line 9"_s << u"not UTF-8"_s;
}

void TestSkyPilotCatalogue::filesWithoutUsableRowsAreRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, key);
    QFETCH(QString, problem);
    const SkyPilotOrigin origin { u"lambda"_s, u"https://feeds.example/lambda/vms.csv"_s, {}, QDate(2026, 11, 20) };
    const auto r = parseSkyPilotCatalogue(bytes, origin, embeddedCatalogue().gpus);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().file, u"https://feeds.example/lambda/vms.csv"_s);
    QCOMPARE(r.error().key, key);
    QVERIFY2(r.error().problem.contains(problem), qPrintable(r.error().toString()));
}

void TestSkyPilotCatalogue::feedFormatComesFromTheContent_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("url");
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("problem");
    QFile json(QStringLiteral(KOVA_SOURCE_DIR "/resources/catalogue.json"));
    json.open(QIODevice::ReadOnly);
    const QByteArray kova = json.readAll();
    QTest::newRow("csv at a .json address") << data(u"v8/nebius/vms.csv"_s) << u"https://x.example/nebius/feed.json"_s
                                            << int(FeedFormat::SkyPilotCsv) << QString();
    QTest::newRow("json at a .csv address")
        << kova << u"https://x.example/lambda/vms.csv"_s << int(FeedFormat::KovaJson) << QString();
    QTest::newRow("html page") << "<!DOCTYPE html>\n<html><body>Rate limited</body></html>"_ba
                               << u"https://x.example/lambda/vms.csv"_s << int(FeedFormat::Html) << u"HTML page"_s;
    QTest::newRow("html, no doctype") << "\n  <HTML><head></head></HTML>"_ba << u"https://x.example/lambda/vms.csv"_s
                                      << int(FeedFormat::Html) << u"HTML page"_s;
    QByteArray noRegion = data(u"v8/lambda/vms.csv"_s);
    noRegion.replace(",Region,", ",Place,");
    QTest::newRow("vms.csv without Region")
        << noRegion << u"https://x.example/lambda/vms.csv"_s << int(FeedFormat::SkyPilotCsv) << u"missing"_s;
    QTest::newRow("other csv") << "hour,price\n0,1.2\n"_ba << u"https://x.example/lambda/vms.csv"_s
                               << int(FeedFormat::Unknown) << u"neither a Kova catalogue"_s;
}

void TestSkyPilotCatalogue::feedFormatComesFromTheContent()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, url);
    QFETCH(int, format);
    QFETCH(QString, problem);
    QCOMPARE(int(detectFeedFormat(bytes)), format);
    const auto doc = parseFeedDocument(bytes, QUrl(url), QDate(2026, 11, 20));
    QCOMPARE(doc.ok(), problem.isEmpty());
    if (!doc) {
        QCOMPARE(doc.error().file, url);
        QVERIFY2(doc.error().problem.contains(problem), qPrintable(doc.error().toString()));
        return;
    }
    QVERIFY(!doc.value().catalogue.offers.isEmpty());
    if (format == int(FeedFormat::SkyPilotCsv)) {
        QCOMPARE(doc.value().catalogue.offers.first().provider, u"Nebius"_s);
        QVERIFY(!doc.value().notes.isEmpty());
    }
}

void TestSkyPilotCatalogue::embeddedCatalogueHoldsTheExcerptsBesideTheTiers()
{
    const Catalogue& c = embeddedCatalogue();
    QVERIFY(c.offers.size() > 600);
    const Offer* tier = c.offer(u"kova-h100-sxm"_s);
    QVERIFY(tier);
    QCOMPARE(*tier->prices.price(PurchaseMode::OnDemand), 1.680);
    QCOMPARE(*tier->prices.price(PurchaseMode::Interruptible), 0.840);
    QCOMPARE(c.tierOf(u"kova-h100-sxm"_s)->id, u"better"_s);
    const Offer* lambda = c.offer(u"lambda/gpu_8x_h100_sxm5/us-east-1"_s);
    QVERIFY(lambda);
    QCOMPARE(lambda->feed, u"embedded"_s);
    QCOMPARE(lambda->observed, QDate(2026, 12, 1));
    QCOMPARE(lambda->source, u"SkyPilot catalogue"_s);
    QVERIFY(
        lambda->sourceUrl.contains(u"skypilot-org/skypilot-catalog/blob/0f4070387edc953d7004cff197940e1918a1d6aa"_s));
    for (const QString& provider : { u"lambda"_s, u"runpod"_s, u"nebius"_s, u"gcp"_s, u"vast"_s, u"shadeform"_s })
        QVERIFY2(std::any_of(c.offers.begin(), c.offers.end(),
                     [&](const Offer& o) { return o.id.startsWith(provider + u'/'); }),
            qPrintable(provider));
    // Every offer's GPU is a model of the catalogue.
    for (const Offer& o : c.offers)
        QVERIFY2(c.gpu(o.gpuId), qPrintable(o.id));
}

void TestSkyPilotCatalogue::providerComesFromTheUrl_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("name");
    QTest::newRow("github raw") << u"https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/"
                                   "catalogs/v8/gcp/vms.csv"_s
                                << u"gcp"_s << u"Google Cloud"_s;
    QTest::newRow("local") << u"http://127.0.0.1:8000/vast/vms.csv"_s << u"vast"_s << u"Vast.ai"_s;
    QTest::newRow("unknown folder") << u"https://mirror.example/acme/vms.csv"_s << u"acme"_s << u"acme"_s;
    QTest::newRow("no folder") << u"https://mirror.example/vms.csv"_s << u"mirror.example"_s << u"mirror.example"_s;
}

void TestSkyPilotCatalogue::providerComesFromTheUrl()
{
    QFETCH(QString, url);
    QFETCH(QString, key);
    QFETCH(QString, name);
    QCOMPARE(skyPilotProviderKey(QUrl(url)), key);
    QCOMPARE(skyPilotProviderName(key), name);
}

QTEST_GUILESS_MAIN(TestSkyPilotCatalogue)
#include "tst_skypilotcatalogue.moc"
