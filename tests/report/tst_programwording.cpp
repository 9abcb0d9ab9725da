// The words of a costed program shared by the program report and the program window (report/programwording.*).
#include "model/names.h"
#include "plan/plannames.h"
#include "report/programwording.h"
#include "text/format.h"
#include "text/language.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Kova;

class TestProgramWording : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup();
    void commitmentThatDoesNotPayIsSaidPlainly_data();
    void commitmentThatDoesNotPayIsSaidPlainly();
    void phasesSummedByRateSayHowManyAndTimesTheRuns_data();
    void phasesSummedByRateSayHowManyAndTimesTheRuns();
};

void TestProgramWording::cleanup()
{
    applyLanguage(u"en"_s);
}

void TestProgramWording::commitmentThatDoesNotPayIsSaidPlainly_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<int>("gpus"); // the cheapest K of the term
    QTest::addColumn<int>("term");
    QTest::addColumn<double>("reservedRate"); // effective, per committed GPU-hour
    QTest::addColumn<QStringList>("said"); // empty: no sentence (the commitment pays)
    QTest::addColumn<QStringList>("unsaid");

    // Google Cloud A3 (resources/catalogue.json): 3-year commitment $4.858, on demand $10.980: break-even
    // 4.858 / 10.980 = 44 %.
    QTest::newRow("en, 3 years, K = 0") << u"en"_s << 0 << 36 << 4.858
                                        << QStringList { u"Reserving GPUs for 36 months does not pay"_s,
                                               u"all on-demand costs less"_s, u"at least 44%"_s, u"$4.858"_s,
                                               u"$10.980"_s }
                                        << QStringList { u"0 GPUs"_s, u"would cost"_s };
    QTest::newRow("fr, 3 years, K = 0") << u"fr"_s << 0 << 36 << 4.858
                                        << QStringList { u"36 mois"_s, u"ne paie pas"_s, u"à la demande"_s,
                                               u"44\u00a0%"_s, u"4,858"_s, u"10,980"_s }
                                        << QStringList { u"Reserving"_s, u"0 GPU"_s, u"months"_s };
    QTest::newRow("en, 1 year, K = 0") << u"en"_s << 0 << 12 << 7.673
                                       << QStringList { u"for 12 months does not pay"_s, u"at least 70%"_s }
                                       << QStringList {};
    QTest::newRow("en, rate above on demand")
        << u"en"_s << 0 << 12 << 12.0 << QStringList { u"for 12 months never pays"_s, u"$12.000"_s, u"$10.980"_s }
        << QStringList { u"at least"_s };
    QTest::newRow("fr, rate above on demand")
        << u"fr"_s << 0 << 12 << 12.0 << QStringList { u"12 mois"_s, u"n’est jamais rentable"_s }
        << QStringList { u"never"_s };
    QTest::newRow("en, K = 8 pays") << u"en"_s << 8 << 12 << 7.673 << QStringList {} << QStringList {};
}

void TestProgramWording::commitmentThatDoesNotPayIsSaidPlainly()
{
    QFETCH(QString, lang);
    QFETCH(int, gpus);
    QFETCH(int, term);
    QFETCH(double, reservedRate);
    QFETCH(QStringList, said);
    QFETCH(QStringList, unsaid);
    const QLocale locale = applyLanguage(lang);
    ProgramOption o;
    o.kind = ProgramOptionKind::Reserved;
    o.reservedGpus = gpus;
    o.termMonths = term;
    o.ratePerGpuHour = reservedRate;
    o.effectiveRatePerGpuHour = reservedRate;
    o.burstMode = PurchaseMode::OnDemand;
    o.burstRatePerGpuHour = 10.98;
    o.breakEvenUtilisation = reservedBreakEvenUtilisation(reservedRate, 10.98);
    const QString sentence = ProgramWording::commitmentDoesNotPaySentence(o, Formatter(locale, u"USD"_s));
    QCOMPARE(sentence.isEmpty(), said.isEmpty());
    for (const QString& s : said)
        QVERIFY2(sentence.contains(s), qPrintable(sentence + u" lacks "_s + s));
    for (const QString& s : unsaid)
        QVERIFY2(!sentence.contains(s), qPrintable(sentence + u" has "_s + s));
    // Any other option says nothing of the kind.
    o.kind = ProgramOptionKind::OnDemand;
    QVERIFY(ProgramWording::commitmentDoesNotPaySentence(o, Formatter(locale, u"USD"_s)).isEmpty());
}

void TestProgramWording::phasesSummedByRateSayHowManyAndTimesTheRuns_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<int>("phases");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("formula");
    // 1,500 GPU-hours of 1,200 phases at $1.680, made 10 times: $25,200.
    QTest::newRow("en, 10 runs") << u"en"_s << 1200 << 10 << u"pretrain: 1,200 phases at one rate"_s
                                 << u"1,500 GPU-hours × $1.680 × 10 runs"_s;
    QTest::newRow("en, once") << u"en"_s << 1 << 1 << u"pretrain: 1 phase at one rate"_s
                              << u"1,500 GPU-hours × $1.680"_s;
    QTest::newRow("fr, 10 runs") << u"fr"_s << 1200 << 10 << u"pretrain\u00a0: 1\u202f200 phases au même tarif"_s
                                 << u"1\u202f500 GPU-heures × 1,680\u00a0$\u00a0US × 10 runs"_s;
}

// A run's phases summarised by rate (a RunPhases line, programcosting.h) in the report, the window and `program`.
void TestProgramWording::phasesSummedByRateSayHowManyAndTimesTheRuns()
{
    QFETCH(QString, lang);
    QFETCH(int, phases);
    QFETCH(int, count);
    QFETCH(QString, label);
    QFETCH(QString, formula);
    const QLocale locale = applyLanguage(lang);
    ProgramLine line;
    line.id = ProgramLineId::RunPhases;
    line.run = 0;
    line.phases = phases;
    line.count = count;
    line.unit = ProgramUnit::GpuHours;
    line.quantity = 1500;
    line.rate = 1.68;
    line.amount = 1500 * 1.68 * count;
    QCOMPARE(programLineLabel(line, u"pretrain"_s, locale), label);
    QCOMPARE(ProgramWording::lineFormula(line, Formatter(locale, u"USD"_s)), formula);
}

QTEST_GUILESS_MAIN(TestProgramWording)
#include "tst_programwording.moc"
