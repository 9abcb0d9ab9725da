#pragma once

#include "model/estimate.h"

#include <QCommandLineOption>
#include <QJsonObject>

class QCommandLineParser;

namespace Kova::Cli {

// `estimate --monte-carlo RUNS`: the distribution of the chosen mode's time and cost.
const QCommandLineOption& monteCarloOption();

// The simulations `estimate` adds to its output: "spot_replay" when the scenario names a price trace,
// "monte_carlo" when --monte-carlo is given. A bad option value or trace is an error naming it.
Result<QJsonObject> estimateSimulations(
    const QCommandLineParser& parser, const QString& file, const Scenario& s, const Estimate& e);

// The same simulations as lines of text for the table output.
QString simulationsText(const QJsonObject& simulations, const Estimate& e, const Scenario& s, const QLocale& locale);

} // namespace Kova::Cli
