#include "plan/plannames.h"

#include "model/names.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// The same translation contexts as model/names.cpp's: stable whichever file holds them.
struct PlanRoleText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::PlanRole)
};
// The context the offers table has always translated these in.
struct ProgramNameText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Program)
};

} // namespace

QString programOptionTitle(ProgramOptionKind kind)
{
    switch (kind) {
    case ProgramOptionKind::OnDemand:
        return purchaseModeTitle(PurchaseMode::OnDemand);
    case ProgramOptionKind::Interruptible:
        return purchaseModeTitle(PurchaseMode::Interruptible);
    case ProgramOptionKind::Spot:
        return purchaseModeTitle(PurchaseMode::Spot);
    case ProgramOptionKind::Reserved:
        return purchaseModeTitle(PurchaseMode::Reserved);
    case ProgramOptionKind::Owned:
        return ProgramNameText::tr("Owned nodes");
    }
    return {};
}

QString programOptionName(const ProgramOption& o)
{
    if (o.kind != ProgramOptionKind::Reserved)
        return programOptionTitle(o.kind);
    if (o.termMonths <= 0)
        return ProgramNameText::tr("%1, no minimum term", "reserved capacity booked for the hours used")
            .arg(programOptionTitle(o.kind));
    return ProgramNameText::tr("%1, %Ln-month term", "reserved capacity committed for a term", o.termMonths)
        .arg(programOptionTitle(o.kind));
}

QString programLineLabel(const ProgramLine& l, const QString& runLabel, const QLocale& locale)
{
    switch (l.id) {
    case ProgramLineId::RunBill:
        //: A run of a program and one line of its bill, e.g. "pretrain.kova.json: GPU time".
        return ProgramNameText::tr("%1: %2").arg(runLabel, costLineLabel(l.bill, locale));
    case ProgramLineId::RunPhases:
        //: A run of a program and its phases bought at one rate, summed, e.g. "pretrain.kova.json: 334 phases at
        //: one rate".
        return ProgramNameText::tr("%1: %Ln phase(s) at one rate", "phases summarised by rate", l.phases).arg(runLabel);
    case ProgramLineId::ReservedCommitment:
        return ProgramNameText::tr("Reserved commitment");
    case ProgramLineId::ReservedCommitmentAfterHorizon:
        return ProgramNameText::tr("Reserved commitment after the horizon (still owed)");
    case ProgramLineId::OnDemandBurst:
        return ProgramNameText::tr("On-demand beyond the capacity");
    case ProgramLineId::OwnedCapital:
        return ProgramNameText::tr("Servers (capital)");
    case ProgramLineId::OwnedHosting:
        return ProgramNameText::tr("Hosting (colocation)");
    case ProgramLineId::OwnedPower:
        return ProgramNameText::tr("Electricity");
    case ProgramLineId::OwnedSupport:
        return ProgramNameText::tr("Support");
    case ProgramLineId::OwnedStaff:
        return ProgramNameText::tr("Staff");
    }
    return {};
}

QString programUnitName(ProgramUnit unit)
{
    switch (unit) {
    case ProgramUnit::Bill:
        return {};
    case ProgramUnit::GpuHours:
        return ProgramNameText::tr("GPU-hours");
    case ProgramUnit::NodeMonths:
        return ProgramNameText::tr("node-months");
    case ProgramUnit::KwMonths:
        return ProgramNameText::tr("kW-months");
    case ProgramUnit::Kwh:
        return ProgramNameText::tr("kWh");
    case ProgramUnit::CapexYears:
        return ProgramNameText::tr("capex-years");
    }
    return {};
}

QString planRoleTitle(PlanRole r)
{
    switch (r) {
    case PlanRole::Chosen:
        return PlanRoleText::tr("Chosen", "the plan the planner recommends");
    case PlanRole::Cheapest:
        return PlanRoleText::tr("Cheapest", "plan that meets the limit");
    case PlanRole::Fastest:
        return PlanRoleText::tr("Fastest", "plan that meets the limit");
    case PlanRole::FewestGpus:
        return PlanRoleText::tr("Fewest GPUs", "plan that meets the limit");
    }
    return {};
}

} // namespace Kova
