#include "app/cliinputs.h"

#include "app/clioutput.h"
#include "io/scenariofile.h"
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

} // namespace Kova::Cli
