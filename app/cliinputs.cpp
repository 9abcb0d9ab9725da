#include "app/cliinputs.h"

#include "app/clioutput.h"
#include "io/scenariofile.h"
#include "io/spottracefile.h"
#include "model/estimate.h"
#include "model/scenariokeys.h"

#include <QCoreApplication>

namespace Kova::Cli {

Result<QList<Scenario>> loadScenariosFor(const QStringList& files, const Catalogue& catalogue)
{
    QList<Scenario> scenarios;
    for (const QString& file : files) {
        auto s = loadScenario(file);
        if (!s)
            return s.error();
        if (!catalogue.offer(s.value().cluster.offerId))
            return InputError { file, ScenarioKey::ClusterOffer,
                tr("unknown offer \"%1\"").arg(s.value().cluster.offerId) };
        // What the engine refuses against the catalogue (a TFLOP/s above the GPU's peak) names this file too.
        if (const auto e = estimate(s.value(), catalogue, { .withWarnings = false, .withFitByGpu = false }); !e)
            return InputError { file, e.error().key, e.error().problem };
        scenarios << std::move(s).value();
    }
    return scenarios;
}

QStringList filesReadBy(const QStringList& files, const QList<Scenario>& scenarios)
{
    QStringList read;
    for (qsizetype i = 0; i < files.size() && i < scenarios.size(); ++i) {
        if (!scenarios[i].spot.tracePath.isEmpty())
            read << spotTraceFile(files[i], scenarios[i].spot.tracePath);
    }
    return read;
}

QStringList filesReadBy(const Program& program)
{
    QStringList read;
    for (const ProgramRun& run : program.runs) {
        const QString file = run.scenarioFile.isEmpty() ? program.file : run.scenarioFile;
        if (!run.scenarioFile.isEmpty())
            read << run.scenarioFile;
        if (!run.scenario.spot.tracePath.isEmpty())
            read << spotTraceFile(file, run.scenario.spot.tracePath);
    }
    return read;
}

std::optional<QString> outputOverInput(
    const QString& command, const QString& output, const QString& input, const QStringList& read)
{
    const QString file = inputWrittenOver(read, output);
    if (file.isEmpty())
        return std::nullopt;
    return tr("%1: the output %2 is %3, which %4 reads; nothing was written").arg(command, output, file, input);
}

} // namespace Kova::Cli
