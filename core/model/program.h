#pragma once

#include "model/scenario.h"

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <optional>

namespace Kova {

// The newest kova_program version this build reads; a newer one is refused.
inline constexpr int ProgramFormatVersion = 1;

// One line of a program: a scenario, how many times it runs and when.
struct ProgramRun
{
    QString label; // the scenario file as the program wrote it, or the inline scenario's name
    QString scenarioFile; // the file read (absolute); empty for an inline scenario
    Scenario scenario; // its cluster.offer set to the program's offer
    int count = 1; // how many times it runs, ≥ 1
    QDate when; // the first run's start: the first day of the month written, or the date
    bool whenIsMonth = true; // written "2027-03" rather than "2027-03-15"
    int everyMonths = 0; // runs start this many months apart; 0: back to back
    // An earlier run that reads the same scenario file: its index in Program::runs, whose scenario this one holds
    // (read and estimated once, parseProgram sets it); -1 otherwise.
    int sameScenarioAs = -1;

    bool operator==(const ProgramRun& o) const = default;
};

// The program's own choices for owning nodes: each overrides the reference table's figure (ownership.h).
// Percentages as written in the file (7.5 means 7.5 %).
struct OwningOverrides
{
    QString serverId; // a row of the reference table; empty: the row of the offer's GPU
    std::optional<int> nodes; // absent: enough nodes for the program's peak
    std::optional<double> serverPrice;
    std::optional<double> overheadWattsPerGpu;
    std::optional<double> gpuUtilisationPct; // a busy GPU's power as % of its TDP
    std::optional<double> pue;
    std::optional<double> electricityPerKwh;
    std::optional<double> hostingPerKwMonth;
    std::optional<double> supportPctPerYear;
    std::optional<double> staffPctPerYear;
    std::optional<int> depreciationMonths;
    std::optional<double> residualPct;
    std::optional<double> financingPctPerYear;

    bool operator==(const OwningOverrides&) const = default;
};

// A program of runs over a horizon, and how to buy it (kova_program files, io/programfile.h).
struct Program
{
    QString file; // the program file, for errors; empty when built in memory
    QString name;
    QDate start; // the first day of the horizon's first month
    int horizonMonths = 12;
    QString offerId; // every run is bought from it
    std::optional<int> reservedTermMonths; // absent: the offer's term; else it must be the one the offer sells
    // A reserved price the provider quoted for reservedTermMonths (required with it); absent: the catalogue's.
    std::optional<double> reservedPerGpuHour;
    OwningOverrides owning;
    QList<ProgramRun> runs;
    QJsonObject document; // the file as read

    // The first day after the horizon.
    QDate end() const { return start.addMonths(horizonMonths); }
    bool operator==(const Program& o) const = default;
};

// The program's key paths, as errors name them.
namespace ProgramKey {
inline constexpr QLatin1StringView Version("kova_program");
inline constexpr QLatin1StringView Name("name");
inline constexpr QLatin1StringView Start("start");
inline constexpr QLatin1StringView HorizonMonths("horizon_months");
inline constexpr QLatin1StringView Offer("offer");
inline constexpr QLatin1StringView Runs("runs");
inline constexpr QLatin1StringView RunScenario("scenario");
inline constexpr QLatin1StringView RunCount("count");
inline constexpr QLatin1StringView RunWhen("when");
inline constexpr QLatin1StringView RunEveryMonths("every_months");
inline constexpr QLatin1StringView Reserved("reserved");
inline constexpr QLatin1StringView ReservedTermMonths("term_months");
inline constexpr QLatin1StringView ReservedPerGpuHour("per_gpu_hour");
inline constexpr QLatin1StringView Owning("owning");
inline constexpr QLatin1StringView OwningServer("server");
inline constexpr QLatin1StringView OwningNodes("nodes");
inline constexpr QLatin1StringView OwningServerPrice("server_price");
inline constexpr QLatin1StringView OwningOverheadWatts("overhead_watts_per_gpu");
inline constexpr QLatin1StringView OwningGpuUtilisation("gpu_utilisation_pct");
inline constexpr QLatin1StringView OwningPue("pue");
inline constexpr QLatin1StringView OwningElectricity("electricity_per_kwh");
inline constexpr QLatin1StringView OwningHosting("hosting_per_kw_month");
inline constexpr QLatin1StringView OwningSupport("support_pct_per_year");
inline constexpr QLatin1StringView OwningStaff("staff_pct_per_year");
inline constexpr QLatin1StringView OwningDepreciation("depreciation_months");
inline constexpr QLatin1StringView OwningResidual("residual_pct");
inline constexpr QLatin1StringView OwningFinancing("financing_pct_per_year");
} // namespace ProgramKey

} // namespace Kova
