// Time to write the default scenario's PDF cost report (target < 1 s), first run and warm runs.
// Run: scripts/dev exec build/default/tests/benchmarks/bench_report [RUNS]
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "report/reportcontent.h"
#include "report/reportwriter.h"
#include "text/language.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QTextStream>
#include <algorithm>

using namespace Qt::StringLiterals;

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 20;
    QTextStream out(stdout);
    for (const QString& language : { u"en"_s, u"fr"_s }) {
        Kova::applyLanguage(language);
        QList<double> ms;
        qsizetype bytes = 0;
        int pages = 0;
        for (int i = 0; i < runs; ++i) {
            QElapsedTimer timer;
            timer.start();
            Kova::ReportOptions options;
            options.language = language;
            const auto content = Kova::gatherReport({ Kova::defaultScenario() }, Kova::embeddedCatalogue(), options);
            const Kova::RenderedReport pdf = Kova::renderReportPdf(content.value());
            ms << timer.nsecsElapsed() / 1e6;
            bytes = pdf.pdf.size();
            pages = pdf.pages;
        }
        const double first = ms.first();
        std::sort(ms.begin(), ms.end());
        out << language << ": " << pages << " pages, " << bytes << " bytes; first " << first << " ms, median "
            << ms.at(ms.size() / 2) << " ms, max " << ms.last() << " ms over " << runs << " runs\n";
    }
    return 0;
}
