#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "report/chartparts.h"
#include "report/palette.h"
#include "report/reportcanvas.h"
#include "report/reportcharts.h"
#include "report/reportcontent.h"
#include "report/reportlayout.h"
#include "report/reportstyle.h"
#include "report/reporttable.h"
#include "report/reportwriter.h"

#include <QBuffer>
#include <QPdfWriter>
#include <QTest>
#include <QTextBoundaryFinder>
#include <cmath>

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
    void comparisonChartHasACurvePerScenario_data();
    void comparisonChartHasACurvePerScenario();
    void tableCellsShowEveryWordWhole_data();
    void tableCellsShowEveryWordWhole();
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

void TestReportLayout::comparisonChartHasACurvePerScenario_data()
{
    QTest::addColumn<QStringList>("offers"); // the seed's run on each
    QTest::addColumn<QList<int>>("points"); // each curve's GPU counts
    // The seed's run fits 4 GPUs and its batch covers up to 1,024: 21 counts of the sweep; RunPod rents 8 at most.
    QTest::newRow("two offers") << QStringList { u"kova-h100-sxm"_s, u"runpod-h100-community"_s }
                                << QList<int> { 21, 2 };
    QTest::newRow("three offers") << QStringList { u"kova-h100-sxm"_s, u"lambda-h100-sxm"_s, u"kova-b200"_s }
                                  << QList<int> { 21, 2, -1 };
}

// The comparison's chart of totals against times: one series per scenario, in its colour and named after it, a
// point per GPU count its offer supplies and its current plan, all inside the plot on the axes they share.
void TestReportLayout::comparisonChartHasACurvePerScenario()
{
    QFETCH(QStringList, offers);
    QFETCH(QList<int>, points);
    QList<Kova::Scenario> scenarios;
    for (const QString& offer : offers) {
        Kova::Scenario s = Kova::defaultScenario();
        s.name = u"Seed on "_s + offer;
        s.cluster.offerId = offer;
        scenarios << s;
    }
    const auto content = Kova::gatherReport(scenarios, Kova::embeddedCatalogue(), {});
    QVERIFY(content.ok());
    const QRectF plot(100, 200, 400, 180);
    const Kova::OverlayPlot o = Kova::costTimeOverlay(content.value(), plot);
    QCOMPARE(o.series.size(), scenarios.size());
    const QRectF inside = plot.adjusted(-0.01, -0.01, 0.01, 0.01);
    for (int i = 0; i < o.series.size(); ++i) {
        const Kova::OverlaySeries& s = o.series.at(i);
        const Kova::ScenarioReport& r = content.value().scenarios.at(i);
        QCOMPARE(s.name, r.scenario.name);
        QCOMPARE(s.color, Kova::seriesColor(i));
        QCOMPARE(s.plans.size(), r.curve.plans.size());
        if (points.at(i) >= 0)
            QCOMPARE(s.plans.size(), points.at(i));
        for (const Kova::PlanCandidate& p : r.curve.plans)
            QCOMPARE_LE(p.gpus, r.offer.maxContiguousGpus.value_or(p.gpus));
        for (const QPointF& p : s.plans + s.front)
            QVERIFY(inside.contains(p));
        // The current plan where its estimate's time and total fall on the shared decades.
        const Kova::ModeEstimate* priced = r.estimate.priced(r.scenario.mode);
        QVERIFY(priced && s.current);
        const double across = (std::log10(priced->wallHours) - o.hours.first) / (o.hours.last - o.hours.first);
        const double up = (std::log10(priced->total) - o.money.first) / (o.money.last - o.money.first);
        QCOMPARE(s.current->x(), plot.left() + plot.width() * across);
        QCOMPARE(s.current->y(), plot.bottom() - plot.height() * up);
    }
}

QTEST_MAIN(TestReportLayout)
void TestReportLayout::tableCellsShowEveryWordWhole_data()
{
    QTest::addColumn<QStringList>("headers");
    QTest::addColumn<QStringList>("cells");
    // The French comparison's columns and one of its rows (the header "Mode recommandé" was cut to "recommande").
    QTest::newRow("French comparison") << QStringList { u"Scénario"_s, u"Offre"_s, u"GPU"_s, u"Mode recommandé"_s,
        u"Total"_s, u"Temps réel"_s, u"GPU-heures"_s }
                                       << QStringList { u"70B pretraining on 1T tokens, 256× H100"_s,
                                              u"Kova — H100 SXM 80GB"_s, u"256"_s, u"Interruptible"_s,
                                              u"360\u202f466,04\u00a0$\u00a0US"_s, u"1\u202f676,8\u00a0h"_s,
                                              u"356\u202f001"_s };
    // The offers and their sources (the region "northamerica-northeast2" and the commit in an address were cut).
    QTest::newRow("offers and sources")
        << QStringList { u"Offre"_s, u"Région"_s, u"Prix par GPU-heure"_s, u"Relevé le"_s, u"Source"_s }
        << QStringList { u"Google Cloud — 1× H100, GPUs only (host VM not included)"_s, u"northamerica-northeast2"_s,
               u"à la demande 4,201 $ US"_s, u"1 déc. 2026"_s,
               u"Catalogue SkyPilot https://github.com/skypilot-org/skypilot-catalog/blob/"
               "006059e0f18acb1341e22a27751e9c0d1f2b3a4c/catalogs/v8/gcp/vms.csv"_s };
}

// Every piece of text a table cell shows (between the places its lines may break) fits its column: no word or
// address is cut at a cell's edge.
void TestReportLayout::tableCellsShowEveryWordWhole()
{
    QFETCH(QStringList, headers);
    QFETCH(QStringList, cells);
    Kova::ensureReportFonts();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    const QSizeF page = QPageSize(QPageSize::A4).size(QPageSize::Point);
    const Kova::ReportCanvas canvas(&writer, nullptr, page,
        QMarginsF(Kova::ReportStyle::MarginSide, Kova::ReportStyle::MarginTop, Kova::ReportStyle::MarginSide,
            Kova::ReportStyle::MarginBottom),
        [] { return true; });
    QList<Kova::ReportColumn> columns;
    for (const QString& header : headers)
        columns << Kova::ReportColumn(header, 1.5,
            header.startsWith(u"GPU"_s) || header == u"Total"_s || header.startsWith(u"Temps"_s) ? Qt::AlignRight
                                                                                                 : Qt::AlignLeft);
    const QList<Kova::ReportRow> rows { Kova::ReportRow(cells) };
    const Kova::ReportTableStyle style;
    const QList<double> widths = Kova::reportColumnWidths(canvas, columns, rows, style);
    QCOMPARE(widths.size(), columns.size());
    QStringList cut;
    for (qsizetype i = 0; i < columns.size(); ++i) {
        const double room = widths.at(i) - 2 * Kova::ReportCellPadding;
        const QList<std::pair<QString, QFont>> texts { { headers.at(i), canvas.font(style.fontSize - 1, true) },
            { cells.at(i), canvas.font(style.fontSize) } };
        for (const auto& [text, font] : texts) {
            const QString drawn = Kova::reportCellText(canvas, text, font, room);
            QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, drawn);
            qsizetype from = 0;
            for (qsizetype at = breaks.toNextBoundary(); at != -1; at = breaks.toNextBoundary()) {
                const QString piece = drawn.mid(from, at - from).trimmed().remove(QChar(0x200B));
                if (canvas.textWidth(piece, font) > room + 0.01)
                    cut << u"\"%1\" (%2 pt in %3 pt)"_s.arg(piece).arg(canvas.textWidth(piece, font)).arg(room);
                from = at;
            }
        }
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u"; "_s)));
}

#include "tst_reportlayout.moc"
