#pragma once

// The property fuzz_program checks on every input, shared with tst_fuzzregressions.

#include "io/cataloguefile.h"
#include "io/programfile.h"
#include "io/scenariofile.h"
#include "plan/programcosting.h"

#include <cmath>

namespace KovaFuzz {

// parseProgram refuses with a problem, or reads a program whose costing (if the engine accepts it) has only
// finite, non-negative totals equal to the sum of their lines, and utilisations within 0–1; each reserved term's
// total is the lowest of its K curve and its part inside the horizon plus what is owed after it; a run shares
// only an earlier run's identical scenario, and no option itemises more than MaxItemisedPhases phases of a run.
// Scenario files are never read: every file a program names is the seed scenario.
inline const char* programViolation(const QByteArray& bytes)
{
    using namespace Qt::StringLiterals;
    const auto parsed = Kova::parseProgram(
        bytes, u"/fuzz/fuzz.kova-program.json"_s, [](const QString&) { return Kova::defaultScenario(); });
    if (!parsed)
        return parsed.error().problem.isEmpty() ? "an error without a problem" : nullptr;
    const Kova::Program& p = parsed.value();
    for (qsizetype i = 0; i < p.runs.size(); ++i) {
        const int same = p.runs.at(i).sameScenarioAs;
        if (same >= i || (same >= 0 && !(p.runs.at(same).scenario == p.runs.at(i).scenario)))
            return "a run shares the scenario of a run that is not an earlier one of the same scenario";
    }
    const auto c = Kova::costProgram(p, Kova::embeddedCatalogue(), Kova::defaultOwnershipReference());
    if (!c)
        return c.error().problem.isEmpty() ? "a costing error without a problem" : nullptr;
    for (const Kova::ProgramOption& o : c.value().options) {
        // An option's lines grow with the runs, not their phases: at most MaxItemisedPhases phase lines a run.
        QList<int> phaseLines(p.runs.size());
        for (const Kova::ProgramLine& l : o.lines)
            if (l.id == Kova::ProgramLineId::RunBill && l.bill.id == Kova::CostLineId::Phase
                && ++phaseLines[l.run] > Kova::MaxItemisedPhases)
                return "a run's phases are itemised beyond MaxItemisedPhases";
        if (!std::isfinite(o.total) || o.total < 0)
            return "an option total is not a finite non-negative amount";
        double sum = 0;
        for (const Kova::ProgramLine& l : o.lines) {
            if (!std::isfinite(l.amount) || l.amount < 0)
                return "a program line is not a finite non-negative amount";
            sum += l.amount;
        }
        if (std::abs(sum - o.total) > 1e-6 * std::max(1.0, o.total))
            return "an option total is not the sum of its lines";
        if (!(o.utilisation >= 0 && o.utilisation <= 1 + 1e-9))
            return "a utilisation outside 0–1";
        if (o.kind == Kova::ProgramOptionKind::Reserved) {
            if (std::abs(o.totalInHorizon + o.commitmentAfterHorizon - o.total) > 1e-6 * std::max(1.0, o.total))
                return "a reserved total is not its part inside the horizon plus the commitment after it";
            for (const Kova::ReservedCurvePoint& pt : o.curve)
                if (pt.total < o.total - 1e-6 * std::max(1.0, o.total))
                    return "a reserved term's K is not the lowest of its curve";
        }
    }
    return nullptr;
}

} // namespace KovaFuzz
