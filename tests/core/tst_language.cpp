#include "io/cataloguefile.h"
#include "model/names.h"
#include "text/format.h"
#include "text/language.h"

#include <QCoreApplication>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

using namespace Kova;
using namespace Qt::StringLiterals;

// French and English through Kova::applyLanguage: Kova's catalogue and Qt's own are loaded, the seed's
// vocabulary comes back, plurals are right in both languages, and numbers, money and dates follow QLocale.
class TestLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup();
    void wordsFollowTheLanguage_data();
    void wordsFollowTheLanguage();
    void pluralsInBothLanguages_data();
    void pluralsInBothLanguages();
    void tierReasonsAreTheSeedsOwn_data();
    void tierReasonsAreTheSeedsOwn();
    void everyEmbeddedTierHasItsReason();
    void qtOwnCatalogueIsLoaded_data();
    void qtOwnCatalogueIsLoaded();
    void numbersFollowTheLocale_data();
    void numbersFollowTheLocale();
    void lineLabelNumbersFollowTheFormattersLocale_data();
    void lineLabelNumbersFollowTheFormattersLocale();
    void emptyCodeFollowsTheSystem();
};

namespace {
const QString Nbsp = QString(QChar(0x00A0));
const QString NarrowNbsp = QString(QChar(0x202F));

// French typography: "~" stands for a non-breaking space (before a colon, between a number and its unit).
QString nb(const QString& text)
{
    QString out = text;
    return out.replace(u'~', Nbsp);
}

CostLine line(CostLineId id, double gb = 500)
{
    CostLine l;
    l.id = id;
    l.gb = gb;
    return l;
}
} // namespace

void TestLanguage::cleanup()
{
    applyLanguage(u"en"_s);
}

void TestLanguage::wordsFollowTheLanguage_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("fr: the seed's vocabulary")
        << u"fr"_s
        << QStringList { u"à la demande"_s, u"interruptible"_s, u"enchères spot"_s, u"Temps GPU"_s,
               nb(u"Volume de checkpoint 500~Go"_s), nb(u"Import du dataset 500~Go"_s), u"Bon"_s, u"Très bon"_s,
               u"Excellent"_s };
    QTest::newRow("en: the source text") << u"en"_s
                                         << QStringList { u"on-demand"_s, u"interruptible"_s, u"spot"_s, u"GPU time"_s,
                                                u"Checkpoint volume 500 GB"_s, u"Dataset import 500 GB"_s, u"Good"_s,
                                                u"Better"_s, u"Best"_s };
}

void TestLanguage::wordsFollowTheLanguage()
{
    QFETCH(QString, lang);
    QFETCH(QStringList, words);
    applyLanguage(lang);
    const QStringList shown { purchaseModeName(PurchaseMode::OnDemand), purchaseModeName(PurchaseMode::Interruptible),
        purchaseModeName(PurchaseMode::Spot), costLineLabel(line(CostLineId::GpuTime), QLocale()),
        costLineLabel(line(CostLineId::CheckpointVolume), QLocale()),
        costLineLabel(line(CostLineId::DatasetIngress), QLocale()), tierName(u"good"_s), tierName(u"better"_s),
        tierName(u"best"_s) };
    QCOMPARE(shown, words);
}

void TestLanguage::pluralsInBothLanguages_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en 1") << u"en"_s << 1 << u"H100, 1 GPU — eu"_s;
    QTest::newRow("en 8") << u"en"_s << 8 << u"H100, 8 GPUs — eu"_s;
    QTest::newRow("fr 1") << u"fr"_s << 1 << u"H100, 1 GPU — eu"_s;
    QTest::newRow("fr 8") << u"fr"_s << 8 << u"H100, 8 GPU — eu"_s;
}

void TestLanguage::pluralsInBothLanguages()
{
    QFETCH(QString, lang);
    QFETCH(int, n);
    QFETCH(QString, expected);
    applyLanguage(lang);
    QCOMPARE(QCoreApplication::translate("Kova::TextReport", "%1, %Ln GPU(s) — %2", nullptr, n).arg(u"H100"_s, u"eu"_s),
        expected);
}

void TestLanguage::tierReasonsAreTheSeedsOwn_data()
{
    QTest::addColumn<QString>("tier");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("french");
    // The sentences of the seed page's tier table (shared/seeds/003), with French non-breaking spaces.
    QTest::newRow("good") << u"good"_s
                          << u"Proven 80 GB HBM2e workhorse: unbeatable $/step for experiments up to 13B and "
                             "LoRA-heavy labs."_s
                          << nb(u"Cheval de bataille éprouvé à 80~Go HBM2e — $/étape imbattable pour les expériences "
                                "≤13B et les laboratoires à forte utilisation de LoRA."_s);
    QTest::newRow("better") << u"better"_s
                            << u"The default choice: Transformer Engine FP8, 3.35 TB/s, wide availability in every "
                               "major region."_s
                            << nb(u"Le choix par défaut~: Transformer Engine FP8, 3,35~To/s, forte disponibilité dans "
                                  "toutes les grandes régions."_s);
    QTest::newRow("best") << u"best"_s
                          << u"192 GB HBM3e and Blackwell FP4/FP8: the shortest wall-clock time when the deadline is "
                             "the budget."_s
                          << nb(u"192~Go HBM3e et Blackwell FP4/FP8 — le temps réel le plus court quand le délai est "
                                "le budget."_s);
}

void TestLanguage::tierReasonsAreTheSeedsOwn()
{
    QFETCH(QString, tier);
    QFETCH(QString, english);
    QFETCH(QString, french);
    const Catalogue& c = embeddedCatalogue();
    const auto it = std::find_if(c.tiers.begin(), c.tiers.end(), [&](const Tier& t) { return t.id == tier; });
    QVERIFY(it != c.tiers.end());
    applyLanguage(u"fr"_s);
    QCOMPARE(tierReason(*it), french);
    applyLanguage(u"en"_s);
    QCOMPARE(tierReason(*it), english);
}

void TestLanguage::everyEmbeddedTierHasItsReason()
{
    // The embedded catalogue names its tiers' offers; their reasons are Kova's own sentences, translated.
    for (const Tier& t : embeddedCatalogue().tiers) {
        QVERIFY2(!tierReason(t).isEmpty(), qPrintable(t.id));
        Tier moved = t;
        moved.offerId = u"another-offer"_s;
        QVERIFY2(tierReason(moved).isEmpty(), "a reason speaks of its own offer only");
    }
}

void TestLanguage::qtOwnCatalogueIsLoaded_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("cancel");
    QTest::newRow("fr") << u"fr"_s << u"Annuler"_s;
    QTest::newRow("en") << u"en"_s << u"Cancel"_s;
}

void TestLanguage::qtOwnCatalogueIsLoaded()
{
    QFETCH(QString, lang);
    QFETCH(QString, cancel);
    applyLanguage(lang);
    // The standard buttons' text comes from qtbase_LANG.qm (QLibraryInfo::TranslationsPath).
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), cancel);
}

void TestLanguage::numbersFollowTheLocale_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("fr, dollars") << u"fr"_s << u"USD"_s
                                 << QStringList { u"1"_s + NarrowNbsp + u"382,40"_s,
                                        u"483,84"_s + Nbsp + u"$"_s + Nbsp + u"US"_s,
                                        u"0,840"_s + Nbsp + u"$"_s + Nbsp + u"US"_s, u"72"_s + Nbsp + u"h"_s,
                                        u"30/11/2026"_s,
                                        u"8 × 72"_s + Nbsp + u"h × 0,840"_s + Nbsp + u"$"_s + Nbsp + u"US"_s };
    QTest::newRow("fr, euros") << u"fr"_s << u"EUR"_s
                               << QStringList { u"1"_s + NarrowNbsp + u"382,40"_s, u"483,84"_s + Nbsp + u"€"_s,
                                      u"0,840"_s + Nbsp + u"€"_s, u"72"_s + Nbsp + u"h"_s, u"30/11/2026"_s,
                                      u"8 × 72"_s + Nbsp + u"h × 0,840"_s + Nbsp + u"€"_s };
    QTest::newRow("en, dollars") << u"en"_s << u"USD"_s
                                 << QStringList { u"1,382.40"_s, u"$483.84"_s, u"$0.840"_s, u"72 h"_s, u"11/30/2026"_s,
                                        u"8 × 72 h × $0.840"_s };
}

void TestLanguage::numbersFollowTheLocale()
{
    QFETCH(QString, lang);
    QFETCH(QString, currency);
    QFETCH(QStringList, expected);
    const QLocale locale = applyLanguage(lang);
    QCOMPARE(QLocale(), locale);
    const Formatter f(QLocale(), currency);
    CostLine gpuTime;
    gpuTime.id = CostLineId::GpuTime;
    gpuTime.gpus = 8;
    gpuTime.hours = 72;
    gpuTime.rate = 0.84;
    const QStringList shown { f.number(1382.40, 2), f.money(483.84), f.gpuHourRate(0.84), f.hours(72),
        f.date(QDate(2026, 11, 30)), f.lineFormula(gpuTime) };
    QCOMPARE(shown, expected);
}

void TestLanguage::lineLabelNumbersFollowTheFormattersLocale_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("formatterLocale");
    QTest::addColumn<QString>("expected");
    QTest::newRow("English words, French numbers")
        << u"en"_s << u"fr_FR"_s << u"Checkpoint volume 4"_s + NarrowNbsp + u"000 GB"_s;
    QTest::newRow("French words, English numbers") << u"fr"_s << u"en_US"_s << nb(u"Volume de checkpoint 4,000~Go"_s);
}

// The label's numbers come from the formatter's locale, on any thread, and the process's default
// locale (the language chosen) is left alone.
void TestLanguage::lineLabelNumbersFollowTheFormattersLocale()
{
    QFETCH(QString, lang);
    QFETCH(QString, formatterLocale);
    QFETCH(QString, expected);
    const QLocale chosen = applyLanguage(lang);
    const Formatter f { QLocale(formatterLocale) };
    const CostLine volume = line(CostLineId::CheckpointVolume, 4000);
    QCOMPARE(f.lineLabel(volume), expected);
    QCOMPARE(QtConcurrent::run([&f, &volume] { return f.lineLabel(volume); }).result(), expected);
    QCOMPARE(costLineLabel(volume, QLocale(formatterLocale)), expected);
    QCOMPARE(QLocale(), chosen);
}

void TestLanguage::emptyCodeFollowsTheSystem()
{
    const QLocale locale = applyLanguage(QString());
    QCOMPARE(locale.language(), QLocale::system().language() == QLocale::French ? QLocale::French : QLocale::English);
}

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
