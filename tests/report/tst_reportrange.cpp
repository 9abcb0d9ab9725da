// The report's sentence on how sure an estimate is (report/reportsections.h, rangeSentence()).
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "model/estimate.h"
#include "model/names.h"
#include "report/reportsections.h"
#include "text/format.h"
#include "text/language.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Kova;

class TestReportRange : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup();
    void rangeSaysWhyItIsWider_data();
    void rangeSaysWhyItIsWider();
};

void TestReportRange::cleanup()
{
    applyLanguage(u"en"_s);
}

void TestReportRange::rangeSaysWhyItIsWider_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("offer");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<bool>("fixedDuration");
    QTest::addColumn<QList<UncertaintyReason>>("reasons");
    QTest::addColumn<QStringList>("said");

    const QString calibrated = u"published training runs"_s;
    QTest::newRow("en, calibrated GPU") << u"en"_s << u"kova-h100-sxm"_s << 8 << false << QList<UncertaintyReason> {}
                                        << QStringList { u"Likely range (P10–P90)"_s, calibrated };
    QTest::newRow("en, a GPU no run used")
        << u"en"_s << u"kova-b200"_s << 8 << false << QList { UncertaintyReason::GpuNotCalibrated }
        << QStringList { u"Likely range (P10–P90)"_s,
               u"The range is wider because no calibrated run used this GPU."_s };
    QTest::newRow("en, fixed duration on a GPU no run used")
        << u"en"_s << u"kova-b200"_s << 8 << true << QList { UncertaintyReason::GpuNotCalibrated }
        << QStringList { u"The duration is fixed"_s, u"wider because no calibrated run used this GPU."_s };
    QTest::newRow("fr, a GPU no run used")
        << u"fr"_s << u"kova-b200"_s << 8 << false << QList { UncertaintyReason::GpuNotCalibrated }
        << QStringList { u"Fourchette probable"_s, u"La fourchette est plus large car"_s };
}

// Each reason that widens the P10–P90 is said after it, in the report's language; none when there is none.
void TestReportRange::rangeSaysWhyItIsWider()
{
    QFETCH(QString, lang);
    QFETCH(QString, offer);
    QFETCH(int, gpus);
    QFETCH(bool, fixedDuration);
    QFETCH(QList<UncertaintyReason>, reasons);
    QFETCH(QStringList, said);
    const QLocale locale = applyLanguage(lang);
    Scenario s = defaultScenario();
    s.cluster.offerId = offer;
    s.cluster.gpus = gpus;
    if (!fixedDuration) {
        s.training.durationHours.reset();
        s.training.tokensB = 20;
    }
    const auto e = estimate(s, embeddedCatalogue());
    QVERIFY2(e.ok(), qPrintable(e.ok() ? QString() : e.error().toString()));
    QCOMPARE(e.value().compute.uncertaintyReasons, reasons);
    const QString sentence = rangeSentence(e.value().compute, *e.value().mode(s.mode), Formatter(locale));
    for (const QString& part : std::as_const(said))
        QVERIFY2(sentence.contains(part), qPrintable(sentence));
    for (const UncertaintyReason r : std::as_const(reasons))
        QVERIFY2(sentence.contains(uncertaintyReasonName(r, locale)), qPrintable(sentence));
    QCOMPARE(sentence.contains(lang == u"fr"_s ? u"plus large car"_s : u"wider because"_s), !reasons.isEmpty());
}

QTEST_GUILESS_MAIN(TestReportRange)
#include "tst_reportrange.moc"
