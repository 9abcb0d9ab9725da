#pragma once

#include "plan/planner.h"
#include "plan/programcosting.h"

#include <QLocale>
#include <QString>

namespace Kova {

// The names of the planner's and the program costing's values, in the current language (model/names.h has the
// engine's other names).

// A way of buying a program, at the start of a heading or a row: "On-demand", "Interruptible", "Spot",
// "Reserved", "Owned nodes".
QString programOptionTitle(ProgramOptionKind kind);
// An option's title with its term for a reserved one: "Reserved, 12-month term", "Reserved, no minimum term".
QString programOptionName(const ProgramOption& option);
// A line of a program option: a run's bill line ("pretrain × 4: GPU time"), a run's phases at one rate
// ("pretrain: 334 phases at one rate") or the option's own ("Reserved commitment", "On-demand beyond the capacity",
// "Servers (capital)", "Hosting", "Electricity", "Support", "Staff"). `runLabel` names the run of a RunBill or
// RunPhases line.
QString programLineLabel(const ProgramLine& line, const QString& runLabel, const QLocale& locale);
// The unit of a program line's quantity: "GPU-hours", "node-months", "kW-months", "kWh", "capex-years".
QString programUnitName(ProgramUnit unit);
// Why a plan is shown beside the chosen one, as a row's heading: "Chosen", "Cheapest", "Fastest", "Fewest GPUs".
QString planRoleTitle(PlanRole r);

} // namespace Kova
