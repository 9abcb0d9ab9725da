#include "chartparts.h"
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "reportcontent.h"
#include "reportwriter.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestReportLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void axisCoversTheMaximumWithRoundSteps_data();
    void axisCoversTheMaximumWithRoundSteps();
    void paperFollowsTheTerritory_data();
    void paperFollowsTheTerritory();
    void paperFollowsTheLocaleNotTheLanguage_data();
    void paperFollowsTheLocaleNotTheLanguage();
    void previewIsTheFirstPageAtTheAskedResolution_data();
    void previewIsTheFirstPageAtTheAskedResolution();
    void recommendsTheCheapestModeOfTheSeed();
    void pdfHoldsEveryPageAndItsMetadata();
};

void TestReportLayout::axisCoversTheMaximumWithRoundSteps_data()
{
    QTest::addColumn<double>("max");
    QTest::addColumn<double>("axisMax");
    QTest::addColumn<double>("step");
    QTest::newRow("seed interruptible") << 491.84 << 500.0 << 100.0;
    QTest::newRow("market on demand") << 1382.40 << 1500.0 << 500.0;
    QTest::newRow("80 GB") << 80.0 << 80.0 << 20.0;
    QTest::newRow("millions") << 2.73e6 << 3e6 << 1e6;
    QTest::newRow("zero") << 0.0 << 1.0 << 1.0;
}

void TestReportLayout::axisCoversTheMaximumWithRoundSteps()
{
    QFETCH(double, max);
    QFETCH(double, axisMax);
    QFETCH(double, step);
    const Kova::Axis axis = Kova::niceAxis(max);
    QCOMPARE(axis.max, axisMax);
    QCOMPARE(axis.step, step);
}

void TestReportLayout::paperFollowsTheTerritory_data()
{
    QTest::addColumn<int>("territory");
    QTest::addColumn<int>("paper");
    QTest::newRow("France: A4") << int(QLocale::France) << int(QPageSize::A4);
    QTest::newRow("United Kingdom: A4") << int(QLocale::UnitedKingdom) << int(QPageSize::A4);
    QTest::newRow("Germany: A4") << int(QLocale::Germany) << int(QPageSize::A4);
    QTest::newRow("United States: Letter") << int(QLocale::UnitedStates) << int(QPageSize::Letter);
    QTest::newRow("Canada: Letter") << int(QLocale::Canada) << int(QPageSize::Letter);
    QTest::newRow("Mexico: Letter") << int(QLocale::Mexico) << int(QPageSize::Letter);
    QTest::newRow("Philippines: Letter") << int(QLocale::Philippines) << int(QPageSize::Letter);
    QTest::newRow("no territory: A4") << int(QLocale::AnyTerritory) << int(QPageSize::A4);
}

void TestReportLayout::paperFollowsTheTerritory()
{
    QFETCH(int, territory);
    QFETCH(int, paper);
    QCOMPARE(int(Kova::paperForTerritory(QLocale::Territory(territory))), paper);
}

// The C library's order for LC_PAPER: LC_ALL, then LC_PAPER, then LANG; the report's language plays no part.
void TestReportLayout::paperFollowsTheLocaleNotTheLanguage_data()
{
    QTest::addColumn<QByteArray>("lcAll");
    QTest::addColumn<QByteArray>("lcPaper");
    QTest::addColumn<QByteArray>("lang");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("paper");
    QTest::newRow("French in France") << QByteArray() << QByteArray() << QByteArray("fr_FR.UTF-8") << u"fr"_s
                                      << int(QPageSize::A4);
    QTest::newRow("English report in France")
        << QByteArray() << QByteArray() << QByteArray("fr_FR.UTF-8") << u"en"_s << int(QPageSize::A4);
    QTest::newRow("French in Canada") << QByteArray() << QByteArray() << QByteArray("fr_CA.UTF-8") << u"fr"_s
                                      << int(QPageSize::Letter);
    QTest::newRow("English in the US") << QByteArray() << QByteArray() << QByteArray("en_US.UTF-8") << u"en"_s
                                       << int(QPageSize::Letter);
    QTest::newRow("English in the UK") << QByteArray() << QByteArray() << QByteArray("en_GB.UTF-8") << u"en"_s
                                       << int(QPageSize::A4);
    QTest::newRow("LC_PAPER beats LANG") << QByteArray() << QByteArray("de_DE.UTF-8") << QByteArray("en_US.UTF-8")
                                         << u"en"_s << int(QPageSize::A4);
    QTest::newRow("LC_ALL beats LC_PAPER") << QByteArray("en_US.UTF-8") << QByteArray("de_DE.UTF-8")
                                           << QByteArray("fr_FR.UTF-8") << u"fr"_s << int(QPageSize::Letter);
    QTest::newRow("C locale: A4") << QByteArray("C.UTF-8") << QByteArray() << QByteArray() << u"en"_s
                                  << int(QPageSize::A4);
}

void TestReportLayout::paperFollowsTheLocaleNotTheLanguage()
{
    QFETCH(QByteArray, lcAll);
    QFETCH(QByteArray, lcPaper);
    QFETCH(QByteArray, lang);
    QFETCH(QString, language);
    QFETCH(int, paper);
    const QByteArray saved[] = { qgetenv("LC_ALL"), qgetenv("LC_PAPER"), qgetenv("LANG") };
    const char* names[] = { "LC_ALL", "LC_PAPER", "LANG" };
    const QByteArray values[] = { lcAll, lcPaper, lang };
    for (int i = 0; i < 3; ++i)
        values[i].isEmpty() ? qunsetenv(names[i]) : qputenv(names[i], values[i]);
    Kova::ReportOptions options;
    options.language = language;
    const auto content = Kova::gatherReport({ Kova::defaultScenario() }, Kova::embeddedCatalogue(), options);
    for (int i = 0; i < 3; ++i)
        saved[i].isEmpty() ? qunsetenv(names[i]) : qputenv(names[i], saved[i]);
    QVERIFY(content.ok());
    QCOMPARE(int(content.value().paper.id()), paper);
    QCOMPARE(content.value().locale.language(), language == "fr"_L1 ? QLocale::French : QLocale::English);
}

void TestReportLayout::previewIsTheFirstPageAtTheAskedResolution_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<double>("dpi");
    QTest::addColumn<QSize>("size");
    QTest::newRow("A4 at 72 dpi") << int(QPageSize::A4) << 72.0 << QSize(595, 842);
    QTest::newRow("Letter at 144 dpi") << int(QPageSize::Letter) << 144.0 << QSize(1224, 1584);
}

void TestReportLayout::previewIsTheFirstPageAtTheAskedResolution()
{
    QFETCH(int, paper);
    QFETCH(double, dpi);
    QFETCH(QSize, size);
    Kova::ReportOptions options;
    options.language = u"en"_s;
    options.paper = QPageSize::PageSizeId(paper);
    const auto content = Kova::gatherReport({ Kova::defaultScenario() }, Kova::embeddedCatalogue(), options);
    QVERIFY(content.ok());
    const QImage page = Kova::renderReportFirstPage(content.value(), dpi);
    QCOMPARE(page.size(), size);
    // Ink on the page: the title block, the summary and the footer are painted.
    qsizetype inked = 0;
    for (int y = 0; y < page.height(); y += 2)
        for (int x = 0; x < page.width(); x += 2)
            inked += page.pixel(x, y) != qRgb(255, 255, 255);
    QVERIFY2(inked > page.width() * page.height() / 4 / 50, qPrintable(QString::number(inked)));
    // The footer sits inside the bottom margin.
    bool footer = false;
    for (int y = page.height() * 93 / 100; y < page.height() * 97 / 100 && !footer; ++y)
        for (int x = 0; x < page.width() && !footer; ++x)
            footer = page.pixel(x, y) != qRgb(255, 255, 255);
    QVERIFY(footer);
}

void TestReportLayout::recommendsTheCheapestModeOfTheSeed()
{
    const auto content = Kova::gatherReport({ Kova::defaultScenario() }, Kova::embeddedCatalogue(), {});
    QVERIFY(content.ok());
    const Kova::ScenarioReport& r = content.value().scenarios.first();
    QCOMPARE(r.recommended()->mode, Kova::PurchaseMode::Interruptible);
    QCOMPARE(r.recommended()->total, 491.84);
    QCOMPARE(r.offersConsidered.first().id, u"kova-h100-sxm"_s);
    for (const Kova::Offer& o : r.offersConsidered)
        QCOMPARE(o.gpuId, r.offer.gpuId);
    QVERIFY(r.market.has_value());
}

void TestReportLayout::pdfHoldsEveryPageAndItsMetadata()
{
    Kova::ReportOptions options;
    options.language = u"en"_s;
    options.preparedBy = u"Camille Durand"_s;
    Kova::Scenario other = Kova::defaultScenario();
    other.name = u"Second run"_s;
    const auto content = Kova::gatherReport({ Kova::defaultScenario(), other }, Kova::embeddedCatalogue(), options);
    QVERIFY(content.ok());
    QVERIFY(content.value().isComparison());
    const Kova::RenderedReport pdf = Kova::renderReportPdf(content.value());
    QVERIFY(pdf.pages >= 3); // the comparison, then one part per scenario
    QCOMPARE(pdf.pdf.count("/Type /Page\n") + pdf.pdf.count("/Type /Page\r"), qsizetype(pdf.pages));
    QVERIFY(pdf.pdf.contains("/Author <FEFF"));
}

QTEST_MAIN(TestReportLayout)
#include "tst_reportlayout.moc"
