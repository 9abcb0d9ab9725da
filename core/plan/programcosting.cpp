#include "plan/programcosting.h"

#include "model/cost.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct ProgramText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Program)
};

constexpr double HoursPerMonth = DaysPerMonth * HoursPerDay;

QString runKey(int run)
{
    return ProgramKey::Runs + u'[' + QString::number(run) + u']';
}

QString joinKey(const QString& parent, QLatin1StringView leaf)
{
    return parent + u'.' + leaf;
}

// The lines of a bill that do not buy GPU time: the checkpoint volume and the transfers.
bool buysGpuTime(const CostLine& l)
{
    return l.id == CostLineId::GpuTime || l.id == CostLineId::InterruptionOverhead || l.id == CostLineId::Phase;
}

// The mode whose bill places a run on the calendar: on demand, else the first mode the offer sells.
const ModeEstimate* referenceMode(const Estimate& e)
{
    if (const ModeEstimate* m = e.mode(PurchaseMode::OnDemand))
        return m;
    return e.modes.isEmpty() ? nullptr : &e.modes.first();
}

void addEnergy(EnergyEstimate& sum, const EnergyEstimate& e, int count)
{
    sum.gpuHours += e.gpuHours * count;
    sum.kwh += e.kwh * count;
    sum.kgCo2e += e.kgCo2e * count;
    sum.wattsPerGpu = e.wattsPerGpu;
    sum.pue = e.pue;
    sum.gridKgPerKwh = e.gridKgPerKwh;
    sum.gridArea = e.gridArea;
}

ProgramLine otherLine(ProgramLineId id, ProgramUnit unit, double quantity, double rate)
{
    ProgramLine l;
    l.id = id;
    l.unit = unit;
    l.quantity = quantity;
    l.rate = rate;
    l.amount = quantity * rate;
    return l;
}

ProgramLine runLine(int run, const CostLine& bill, int count)
{
    ProgramLine l;
    l.id = ProgramLineId::RunBill;
    l.run = run;
    l.bill = bill;
    l.count = count;
    l.amount = bill.amount * count;
    return l;
}

double sumOf(const QList<ProgramLine>& lines)
{
    double total = 0;
    for (const ProgramLine& l : lines)
        total += l.amount;
    return total;
}

// The phase lines of a run's bill summarised: one line per rate, in the order the rates first appear, with the
// GPU-hours of its phases (the rate of a phase is its mode's, so a bill has a handful).
QList<ProgramLine> phasesByRate(int run, const QList<CostLine>& bill, int count)
{
    QList<ProgramLine> lines;
    for (const CostLine& l : bill) {
        if (l.id != CostLineId::Phase)
            continue;
        auto it = std::find_if(lines.begin(), lines.end(), [&](const ProgramLine& s) { return s.rate == l.rate; });
        if (it == lines.end()) {
            ProgramLine s = otherLine(ProgramLineId::RunPhases, ProgramUnit::GpuHours, 0, l.rate);
            s.run = run;
            s.count = count;
            it = lines.insert(lines.end(), s);
        }
        it->quantity += l.gpus * l.hours;
        ++it->phases;
    }
    for (ProgramLine& s : lines)
        s.amount = gpuTimeAmount(s.quantity, 1, s.rate) * s.count;
    return lines;
}

// A run's bill in an option: its lines times its count, the phases of a run of more than MaxItemisedPhases
// summarised by rate where they stood.
void appendRunBill(QList<ProgramLine>& lines, int run, const ProgramRun& r, const QList<CostLine>& bill)
{
    const bool summarised = r.scenario.cluster.phases.size() > MaxItemisedPhases;
    bool phasesDone = false;
    for (const CostLine& l : bill) {
        if (!summarised || l.id != CostLineId::Phase) {
            lines.append(runLine(run, l, r.count));
        } else if (!phasesDone) {
            lines.append(phasesByRate(run, bill, r.count));
            phasesDone = true;
        }
    }
}

// Every run bought in one mode: the engine's bill of each run, times its count.
ProgramOption rentalOption(const Program& p, const QList<ProgramRunCosting>& runs, PurchaseMode mode)
{
    ProgramOption o;
    for (const ProgramRunCosting& rc : runs) {
        const ModeEstimate* me = rc.estimate.mode(mode);
        if (!me)
            continue; // the offer sells the mode, so the engine priced it; never dereference a missing bill
        const ProgramRun& run = p.runs.at(rc.run);
        appendRunBill(o.lines, rc.run, run, me->lines);
        o.gpuHours += runningGpuHours(run.scenario, *me) * run.count;
        o.ratePerGpuHour = me->ratePerGpuHour;
        addEnergy(o.energy, me->energy, run.count);
    }
    o.total = sumOf(o.lines);
    return o;
}

// The checkpoint volume and transfers of every run, which any way of renting GPU time still pays.
QList<ProgramLine> nonGpuLines(const Program& p, const QList<ProgramRunCosting>& runs)
{
    QList<ProgramLine> lines;
    for (const ProgramRunCosting& rc : runs)
        if (const ModeEstimate* me = referenceMode(rc.estimate))
            for (const CostLine& l : me->lines)
                if (!buysGpuTime(l))
                    lines.append(runLine(rc.run, l, p.runs.at(rc.run).count));
    return lines;
}

EnergyEstimate referenceEnergy(const Program& p, const QList<ProgramRunCosting>& runs)
{
    EnergyEstimate e;
    for (const ProgramRunCosting& rc : runs)
        if (const ModeEstimate* me = referenceMode(rc.estimate))
            addEnergy(e, me->energy, p.runs.at(rc.run).count);
    return e;
}

SourcedFigure fromProgram(double value)
{
    return SourcedFigure { value, ProgramText::tr("program file"), {}, true };
}

SourcedFigure percent(SourcedFigure f)
{
    f.value /= 100.0;
    return f;
}

} // namespace

const ProgramOption* ProgramCosting::option(ProgramOptionKind kind) const
{
    const ProgramOption* best = nullptr;
    for (const ProgramOption& o : options)
        if (o.kind == kind && (!best || o.total < best->total))
            best = &o;
    return best;
}

const ProgramOption* ProgramCosting::recommendedOption() const
{
    return recommendedIndex >= 0 && recommendedIndex < options.size() ? &options.at(recommendedIndex) : nullptr;
}

namespace {

// The program's clock counts the project's 30-day months (model/cost.h), as terms and monthly costs do: a date
// is its whole months since the start × 720 h plus its days into the month × 24 h (the 31st is the next
// month's start).
double hourOf(const QDate& start, const QDate& d)
{
    const int months = (d.year() - start.year()) * 12 + d.month() - start.month();
    return months * HoursPerMonth + (d.day() - 1) * HoursPerDay;
}

QDate dateOf(const QDate& start, double hour)
{
    const int months = int(std::floor(hour / HoursPerMonth));
    const int days = int(std::floor((hour - months * HoursPerMonth) / HoursPerDay));
    return start.addMonths(months).addDays(days);
}

} // namespace

QList<ScheduledRun> scheduleProgram(const Program& p, const QList<double>& hoursPerRun, const QList<int>& gpusPerRun)
{
    QList<ScheduledRun> schedule;
    for (int i = 0; i < p.runs.size(); ++i) {
        const ProgramRun& run = p.runs.at(i);
        const double hours = hoursPerRun.value(i);
        const double firstHour = hourOf(p.start, run.when);
        for (int k = 0; k < run.count; ++k) {
            ScheduledRun s;
            s.run = i;
            s.repeat = k;
            s.hours = hours;
            s.gpus = gpusPerRun.value(i);
            if (run.everyMonths > 0) {
                s.start = run.when.addMonths(k * run.everyMonths);
                s.startHour = hourOf(p.start, s.start);
            } else {
                s.startHour = firstHour + k * hours;
                s.start = k == 0 ? run.when : dateOf(p.start, s.startHour);
            }
            schedule.append(s);
        }
    }
    std::stable_sort(schedule.begin(), schedule.end(),
        [](const ScheduledRun& a, const ScheduledRun& b) { return a.startHour < b.startHour; });
    return schedule;
}

namespace {

// The demand of a schedule as steps: (hour, GPUs busy from then on), sorted, with `breaks` added as steps
// of no change.
QList<std::pair<double, int>> demandSteps(const QList<ScheduledRun>& schedule, const QList<double>& breaks = {})
{
    QList<std::pair<double, int>> events;
    for (const ScheduledRun& s : schedule) {
        events.append({ s.startHour, s.gpus });
        events.append({ s.startHour + s.hours, -s.gpus });
    }
    for (double b : breaks)
        events.append({ b, 0 });
    std::sort(events.begin(), events.end(),
        [](const auto& a, const auto& b) { return a.first < b.first || (a.first == b.first && a.second < b.second); });
    return events;
}

} // namespace

int peakGpus(const QList<ScheduledRun>& schedule)
{
    int busy = 0;
    int peak = 0;
    for (const auto& [hour, delta] : demandSteps(schedule)) {
        busy += delta;
        peak = std::max(peak, busy);
    }
    return peak;
}

namespace {

using DemandSteps = QList<std::pair<double, int>>;

// ∫ min(D, K) dt over [0, capacityUntil), where K GPUs exist, and ∫ max(D − K, 0) dt everywhere, over the demand's
// steps (demandSteps() without breaks): a sweep of K sorts the schedule once, not once per K.
std::pair<double, double> coveredOnSteps(const DemandSteps& steps, int gpus, double capacityUntil)
{
    double covered = 0;
    double burst = 0;
    int busy = 0;
    const auto add = [&](double from, double to, int capacity) {
        if (to <= from)
            return;
        covered += std::min(busy, capacity) * (to - from);
        burst += std::max(busy - capacity, 0) * (to - from);
    };
    for (qsizetype i = 0; i + 1 < steps.size(); ++i) {
        busy += steps.at(i).second;
        const double from = steps.at(i).first;
        const double to = steps.at(i + 1).first;
        if (to <= from || busy <= 0)
            continue;
        // The capacity's edges split the step: none before 0 and from capacityUntil on.
        const double opens = std::clamp(0.0, from, to);
        const double closes = std::clamp(capacityUntil, opens, to);
        add(from, opens, 0);
        add(opens, closes, gpus);
        add(closes, to, 0);
    }
    return { covered, burst };
}

} // namespace

std::pair<double, double> coveredGpuHours(const QList<ScheduledRun>& schedule, int gpus, double horizonHours)
{
    return coveredOnSteps(demandSteps(schedule), gpus, horizonHours);
}

int termsCovering(int horizonMonths, int termMonths)
{
    if (termMonths <= 0)
        return 0;
    return (horizonMonths + termMonths - 1) / termMonths;
}

double effectiveReservedRate(const ReservedTerm& term)
{
    if (term.months <= 0)
        return term.perGpuHour;
    return term.perGpuHour + term.upfrontPerGpu / (term.months * HoursPerMonth);
}

double reservedBreakEvenUtilisation(double reservedRate, double burstRate)
{
    return burstRate > 0 ? reservedRate / burstRate : 0;
}

namespace {

// The hour after which no run of the schedule is busy.
double scheduleEnd(const QList<ScheduledRun>& schedule)
{
    double end = 0;
    for (const ScheduledRun& s : schedule)
        end = std::max(end, s.startHour + s.hours);
    return end;
}

// K GPUs committed for whole terms (a term of 0 months: booked only for the hours the runs use them), the rest bought
// in the burst mode: the K with the lowest total, with the total against every K tried. Nothing when no K works
// (no burst mode and demand outside the committed hours).
std::optional<ProgramOption> reservedOption(const Program& p, const ProgramCosting& pc, const DemandSteps& steps,
    const Offer& offer, const ReservedTerm& term, bool fromProgram, const QList<ProgramLine>& others,
    const EnergyEstimate& energy)
{
    const std::optional<double> burstRate = offer.prices.price(PurchaseMode::OnDemand);
    const double rate = effectiveReservedRate(term);
    const int terms = term.months > 0 ? termsCovering(p.horizonMonths, term.months) : 0;
    const double committedHoursPerGpu = terms * term.months * HoursPerMonth;
    const double inHorizonPerGpu = std::min(committedHoursPerGpu, pc.horizonHours);
    // The capacity exists while committed; a booking with no minimum term wherever the runs fall.
    const double capacityUntil
        = term.months > 0 ? committedHoursPerGpu : std::max(pc.horizonHours, scheduleEnd(pc.schedule));
    // Whole nodes, at most MaxReservedSteps steps from none to the peak.
    constexpr int MaxReservedSteps = 256;
    const int node = std::max(1, offer.gpusPerNode);
    const int nodesAtPeak = (pc.peakGpus + node - 1) / node;
    const int step = node * std::max(1, (nodesAtPeak + MaxReservedSteps - 1) / MaxReservedSteps);
    const int top = (pc.peakGpus + step - 1) / step * step;
    std::optional<ProgramOption> best;
    QList<ReservedCurvePoint> curve;
    for (int k = 0; k <= top; k += step) {
        const auto [covered, burst] = coveredOnSteps(steps, k, capacityUntil);
        if (burst > 0 && !burstRate)
            continue; // nothing to burst on
        ProgramOption o;
        o.kind = ProgramOptionKind::Reserved;
        o.reservedGpus = k;
        o.termMonths = term.months;
        o.terms = terms;
        o.reservedTerm = term;
        o.termFromProgram = fromProgram;
        o.ratePerGpuHour = term.perGpuHour;
        o.effectiveRatePerGpuHour = rate;
        if (burstRate) {
            o.burstMode = PurchaseMode::OnDemand;
            o.burstRatePerGpuHour = *burstRate;
            o.breakEvenUtilisation = reservedBreakEvenUtilisation(rate, *burstRate);
        }
        o.burstGpuHours = burst;
        o.gpuHours = covered + burst;
        if (term.months > 0) {
            o.utilisation = k > 0 ? covered / (k * committedHoursPerGpu) : 0;
            if (k > 0)
                o.lines.append(
                    otherLine(ProgramLineId::ReservedCommitment, ProgramUnit::GpuHours, k * inHorizonPerGpu, rate));
            // A term running past the horizon is owed in full: its hours after the horizon on a line of their own.
            if (k > 0 && committedHoursPerGpu > inHorizonPerGpu) {
                o.lines.append(otherLine(ProgramLineId::ReservedCommitmentAfterHorizon, ProgramUnit::GpuHours,
                    k * (committedHoursPerGpu - inHorizonPerGpu), rate));
                o.commitmentAfterHorizon = o.lines.last().amount;
            }
        } else {
            o.utilisation = k > 0 ? 1.0 : 0; // booked for the hours used, never idle
            if (covered > 0)
                o.lines.append(otherLine(ProgramLineId::ReservedCommitment, ProgramUnit::GpuHours, covered, rate));
        }
        if (burst > 0)
            o.lines.append(otherLine(ProgramLineId::OnDemandBurst, ProgramUnit::GpuHours, burst, *burstRate));
        // The runs' other lines are added to the best K alone (they were copied for each of 256 K), in the same
        // order, so the total is the same sum.
        o.total = sumOf(o.lines);
        for (const ProgramLine& l : others)
            o.total += l.amount;
        o.totalInHorizon = o.total - o.commitmentAfterHorizon;
        curve.append({ k, o.total });
        // Ties go to the smaller commitment.
        if (!best || o.total < best->total)
            best = o;
    }
    if (best) {
        best->lines.append(others);
        best->energy = energy;
        best->curve = curve;
    }
    return best;
}

// Owning `a.nodes` nodes for the horizon, the GPUs beyond them bought on demand; nothing when GPUs are needed
// beyond the nodes and the offer sells no on-demand capacity.
std::optional<ProgramOption> ownedOption(const Program& p, const ProgramCosting& pc, const DemandSteps& steps,
    const OwnershipAssumptions& a, std::optional<double> onDemandRate)
{
    const int perNode = std::max(1, a.server.gpusPerNode);
    const int nodes = a.nodes;
    const int capacity = nodes * perNode;
    const auto [covered, burst] = coveredOnSteps(steps, capacity, pc.horizonHours);
    if (burst > 0 && !onDemandRate)
        return std::nullopt;
    const double price = a.server.price.value;
    const double months = p.horizonMonths;
    const double capexYears = nodes * price * months / 12.0;
    ProgramOption o;
    o.kind = ProgramOptionKind::Owned;
    o.nodes = nodes;
    o.burstGpuHours = burst;
    o.gpuHours = covered + burst;
    o.utilisation = covered / (capacity * pc.horizonHours);
    o.ratePerGpuHour = ownedCostPerGpuHour(a, o.utilisation);
    o.lines.append(otherLine(ProgramLineId::OwnedCapital, ProgramUnit::NodeMonths, nodes * months,
        monthlyCapitalCost(price, price * a.residualFraction.value, a.financingPerYear.value,
            int(std::lround(a.depreciationMonths.value)))));
    o.lines.append(otherLine(ProgramLineId::OwnedHosting, ProgramUnit::KwMonths,
        nodes * provisionedKw(perNode, a.gpuTdpWatts, a.server.overheadWattsPerGpu.value) * months,
        a.hostingPerKwMonth.value));
    // The rest of the node draws all the time, the GPUs their share of TDP while busy (energy.h).
    const double kwh = facilityKwh(capacity * pc.horizonHours,
                           powerPerGpuWatts(0, 0, a.server.overheadWattsPerGpu.value), a.pue.value)
        + facilityKwh(covered, powerPerGpuWatts(a.gpuTdpWatts, a.gpuPowerFraction.value, 0), a.pue.value);
    o.lines.append(otherLine(ProgramLineId::OwnedPower, ProgramUnit::Kwh, kwh, a.electricityPerKwh.value));
    o.lines.append(otherLine(ProgramLineId::OwnedSupport, ProgramUnit::CapexYears, capexYears, a.supportPerYear.value));
    o.lines.append(otherLine(ProgramLineId::OwnedStaff, ProgramUnit::CapexYears, capexYears, a.staffPerYear.value));
    if (burst > 0)
        o.lines.append(otherLine(ProgramLineId::OnDemandBurst, ProgramUnit::GpuHours, burst, *onDemandRate));
    o.total = sumOf(o.lines);
    o.energy = referenceEnergy(p, pc.runs);
    return o;
}

// "1, 12, 36": the terms an offer sells, for errors.
QString termList(const QList<ReservedTerm>& terms)
{
    QStringList months;
    for (const ReservedTerm& t : terms)
        months << QString::number(t.months);
    return months.join(u", "_s);
}

} // namespace

Result<std::optional<OwnershipAssumptions>> resolveOwnership(
    const Program& p, const Offer& offer, const GpuModel& gpu, const OwnershipReference& reference)
{
    const OwningOverrides& o = p.owning;
    ServerReference server;
    if (!o.serverId.isEmpty()) {
        const ServerReference* s = reference.server(o.serverId);
        if (!s) {
            QStringList ids;
            for (const ServerReference& r : reference.servers)
                ids << r.id;
            return InputError { p.file, joinKey(QString(ProgramKey::Owning), ProgramKey::OwningServer),
                ProgramText::tr("no server \"%1\" in the reference table (%2)").arg(o.serverId, ids.join(u", "_s)) };
        }
        if (s->gpuId != gpu.id)
            return InputError { p.file, joinKey(QString(ProgramKey::Owning), ProgramKey::OwningServer),
                ProgramText::tr("the server \"%1\" holds %2 GPUs, the offer \"%3\" %4")
                    .arg(s->id, s->gpuId, offer.id, gpu.id) };
        server = *s;
    } else if (const ServerReference* s = reference.serverFor(gpu.id)) {
        server = *s;
    } else if (o.serverPrice) {
        server.id = u"custom"_s;
        server.name = gpu.name;
        server.gpuId = gpu.id;
        server.gpusPerNode = offer.gpusPerNode;
        server.overheadWattsPerGpu
            = SourcedFigure { EnergySettings {}.overheadWattsPerGpu, ProgramText::tr("energy default (DGX H100)"), {} };
    } else {
        return std::optional<OwnershipAssumptions> {};
    }
    if (o.serverPrice)
        server.price = fromProgram(*o.serverPrice);
    if (o.overheadWattsPerGpu)
        server.overheadWattsPerGpu = fromProgram(*o.overheadWattsPerGpu);

    OwnershipAssumptions a;
    a.server = server;
    a.gpuTdpWatts = gpu.tdpWatts;
    a.gpuTdpSource = gpu.source;
    a.nodes = o.nodes.value_or(0);
    a.gpuPowerFraction = o.gpuUtilisationPct
        ? percent(fromProgram(*o.gpuUtilisationPct))
        : SourcedFigure { EnergySettings {}.gpuUtilisation, ProgramText::tr("energy default (power at TDP)"), {} };
    a.pue = o.pue ? fromProgram(*o.pue) : reference.pue;
    a.electricityPerKwh = o.electricityPerKwh ? fromProgram(*o.electricityPerKwh) : reference.electricityPerKwh;
    a.hostingPerKwMonth = o.hostingPerKwMonth ? fromProgram(*o.hostingPerKwMonth) : reference.hostingPerKwMonth;
    a.supportPerYear = percent(o.supportPctPerYear ? fromProgram(*o.supportPctPerYear) : reference.supportPctPerYear);
    a.staffPerYear = percent(o.staffPctPerYear ? fromProgram(*o.staffPctPerYear) : reference.staffPctPerYear);
    a.depreciationMonths = o.depreciationMonths ? fromProgram(*o.depreciationMonths) : reference.depreciationMonths;
    a.residualFraction = percent(o.residualPct ? fromProgram(*o.residualPct) : reference.residualPct);
    a.financingPerYear
        = percent(o.financingPctPerYear ? fromProgram(*o.financingPctPerYear) : reference.financingPctPerYear);
    return std::optional<OwnershipAssumptions>(a);
}

namespace {

// Each run estimated once by the engine, with the GPU-hours each of its GPUs runs (`hours`) and its GPUs.
std::optional<InputError> estimateRuns(const Program& p, const Catalogue& c, const Offer& offer,
    const EstimateOptions& options, ProgramCosting& pc, QList<double>& hours, QList<int>& gpus)
{
    for (int i = 0; i < p.runs.size(); ++i) {
        const ProgramRun& run = p.runs.at(i);
        // A run of the scenario an earlier run read shares its estimate (not compared again: operator== writes
        // both scenarios as JSON, a million phases for 1,000 runs of 1,000).
        const int same = run.sameScenarioAs;
        auto e
            = same >= 0 && same < i ? Result<Estimate>(pc.runs.at(same).estimate) : estimate(run.scenario, c, options);
        if (!e) {
            const InputError& err = e.error();
            return InputError { run.scenarioFile.isEmpty() ? p.file : run.scenarioFile,
                run.scenarioFile.isEmpty()
                    ? joinKey(runKey(i), ProgramKey::RunScenario) + (err.key.isEmpty() ? QString() : u'.' + err.key)
                    : err.key,
                err.problem };
        }
        const ModeEstimate* ref = referenceMode(e.value());
        if (!ref)
            return InputError { p.file, runKey(i),
                ProgramText::tr("the offer \"%1\" sells no capacity to price this run").arg(offer.id) };
        gpus << run.scenario.cluster.gpus;
        hours << runningGpuHours(run.scenario, *ref) / std::max(1, run.scenario.cluster.gpus);
        addEnergy(pc.energy, e.value().energy, run.count);
        pc.runs.append({ i, std::move(e).value() });
    }
    return std::nullopt;
}

// The term and whether the program file priced it.
using ReservedTerms = QList<std::pair<ReservedTerm, bool>>;

// The reserved terms compared: every term the offer sells, at the catalogue's
// price with its source (else the offer's); a price the program was quoted replaces the catalogue's for its
// term; a term the program names alone (without a price) is the only one compared.
Result<ReservedTerms> reservedTerms(const Program& p, const Offer& offer)
{
    const QString termKey = joinKey(QString(ProgramKey::Reserved), ProgramKey::ReservedTermMonths);
    ReservedTerms terms;
    const QList<ReservedTerm> sold = offer.prices.allReservedTerms();
    const auto withSource = [&offer](ReservedTerm t) {
        if (t.source.isEmpty()) {
            t.source = offer.source;
            t.sourceUrl = offer.sourceUrl;
            t.observed = offer.observed;
        }
        return t;
    };
    if (p.reservedPerGpuHour) {
        ReservedTerm quoted;
        // A quote with no term holds the GPUs for the horizon, as a single term.
        quoted.months = p.reservedTermMonths.value_or(0) > 0 ? *p.reservedTermMonths : p.horizonMonths;
        quoted.perGpuHour = *p.reservedPerGpuHour;
        quoted.source = ProgramText::tr("program file");
        for (const ReservedTerm& t : sold)
            if (t.months != quoted.months)
                terms.append({ withSource(t), false });
        terms.append({ quoted, true });
        std::stable_sort(
            terms.begin(), terms.end(), [](const auto& a, const auto& b) { return a.first.months < b.first.months; });
    } else if (p.reservedTermMonths) {
        const auto it = std::find_if(
            sold.begin(), sold.end(), [&](const ReservedTerm& t) { return t.months == *p.reservedTermMonths; });
        if (sold.isEmpty())
            return InputError { p.file, termKey,
                ProgramText::tr("the offer \"%1\" sells no reserved capacity (a term of %2 months asked); give the "
                                "price you were quoted with reserved.per_gpu_hour")
                    .arg(offer.id)
                    .arg(*p.reservedTermMonths) };
        if (it == sold.end())
            return InputError { p.file, termKey,
                ProgramText::tr("the offer \"%1\" sells reserved terms of %2 months, not %3; give the price you were "
                                "quoted with reserved.per_gpu_hour")
                    .arg(offer.id, termList(sold))
                    .arg(*p.reservedTermMonths) };
        terms.append({ withSource(*it), false });
    } else {
        for (const ReservedTerm& t : sold)
            terms.append({ withSource(t), false });
    }
    return terms;
}

// Owning N nodes, the rest on demand: the program's node count, or the best one swept as reserved K is (never more
// than the peak needs), with the break-even utilisation against each mode.
std::optional<InputError> addOwnedOption(const Program& p, ProgramCosting& pc, const DemandSteps& steps,
    const Offer& offer, OwnershipAssumptions a, std::optional<double> onDemandRate)
{
    const int perNode = std::max(1, a.server.gpusPerNode);
    const int atPeak = std::max(1, (pc.peakGpus + perNode - 1) / perNode);
    std::optional<ProgramOption> best;
    QList<ReservedCurvePoint> curve;
    constexpr int MaxOwnedSteps = 256;
    const int step = a.nodes > 0 ? 1 : std::max(1, (atPeak + MaxOwnedSteps - 1) / MaxOwnedSteps);
    for (int nodes = a.nodes > 0 ? a.nodes : step; nodes <= (a.nodes > 0 ? a.nodes : atPeak); nodes += step) {
        OwnershipAssumptions trial = a;
        trial.nodes = nodes;
        auto o = ownedOption(p, pc, steps, trial, onDemandRate);
        if (!o)
            continue;
        curve.append({ nodes * perNode, o->total });
        if (!best || o->total < best->total) // ties go to fewer nodes
            best = o;
    }
    if (!best)
        return InputError { p.file, joinKey(QString(ProgramKey::Owning), ProgramKey::OwningNodes),
            ProgramText::tr("%1 nodes do not hold the program's %2 GPUs at its peak, and the offer \"%3\" sells "
                            "no on-demand capacity for the rest")
                .arg(a.nodes > 0 ? a.nodes : atPeak)
                .arg(pc.peakGpus)
                .arg(offer.id) };
    best->curve = curve;
    a.nodes = best->nodes;
    pc.options.append(*best);
    pc.ownershipCurve = ownershipCurve(a);
    for (PurchaseMode mode : AllPurchaseModes) {
        if (mode == PurchaseMode::Reserved) {
            // Against each reserved term compared, at its rate with any upfront part spread over the term.
            for (const ProgramOption& r : pc.options)
                if (r.kind == ProgramOptionKind::Reserved)
                    pc.breakEvens.append({ mode, r.termMonths, r.effectiveRatePerGpuHour,
                        breakEvenUtilisation(a, r.effectiveRatePerGpuHour) });
        } else if (const auto rate = offer.prices.price(mode)) {
            pc.breakEvens.append({ mode, 0, *rate, breakEvenUtilisation(a, *rate) });
        }
    }
    pc.owning = a;
    return std::nullopt;
}

} // namespace

Result<ProgramCosting> costProgram(
    const Program& p, const Catalogue& c, const OwnershipReference& reference, const EstimateOptions& options)
{
    ProgramCosting pc;
    const Offer* offer = c.offer(p.offerId);
    if (!offer)
        return InputError { p.file, ProgramKey::Offer, ProgramText::tr("unknown offer \"%1\"").arg(p.offerId) };
    const GpuModel* gpu = c.gpu(offer->gpuId);
    if (!gpu)
        return InputError { p.file, ProgramKey::Offer,
            ProgramText::tr("the offer \"%1\" names an unknown GPU \"%2\"").arg(offer->id, offer->gpuId) };
    pc.offerId = offer->id;
    pc.currency = offer->currency;
    pc.horizonHours = p.horizonMonths * HoursPerMonth;

    QList<double> hours;
    QList<int> gpus;
    if (auto problem = estimateRuns(p, c, *offer, options, pc, hours, gpus))
        return *problem;
    pc.schedule = scheduleProgram(p, hours, gpus);
    pc.peakGpus = peakGpus(pc.schedule);
    const DemandSteps steps = demandSteps(pc.schedule);
    for (const ScheduledRun& s : pc.schedule)
        pc.gpuHours += s.gpus * s.hours;

    // Renting: every run bought in the mode.
    for (PurchaseMode mode : { PurchaseMode::OnDemand, PurchaseMode::Interruptible, PurchaseMode::Spot }) {
        if (!offer->prices.has(mode))
            continue;
        ProgramOption o = rentalOption(p, pc.runs, mode);
        o.kind = mode == PurchaseMode::OnDemand ? ProgramOptionKind::OnDemand
            : mode == PurchaseMode::Spot        ? ProgramOptionKind::Spot
                                                : ProgramOptionKind::Interruptible;
        pc.options.append(o);
    }

    const std::optional<double> onDemandRate = offer->prices.price(PurchaseMode::OnDemand);

    // Reserving K GPUs for each term compared, the rest on demand.
    const auto terms = reservedTerms(p, *offer);
    if (!terms)
        return terms.error();
    const QList<ProgramLine> others = nonGpuLines(p, pc.runs);
    const EnergyEstimate energy = referenceEnergy(p, pc.runs);
    for (const auto& [term, fromProgram] : terms.value())
        if (auto o = reservedOption(p, pc, steps, *offer, term, fromProgram, others, energy))
            pc.options.append(*o);
    if (const ProgramOption* cheapest = pc.option(ProgramOptionKind::Reserved))
        pc.reservedCurve = cheapest->curve;

    // Owning N nodes, the rest on demand.
    auto owning = resolveOwnership(p, *offer, *gpu, reference);
    if (!owning)
        return owning.error();
    if (owning.value())
        if (auto problem = addOwnedOption(p, pc, steps, *offer, *owning.value(), onDemandRate))
            return *problem;

    for (qsizetype i = 0; i < pc.options.size(); ++i)
        if (pc.recommendedIndex < 0 || pc.options.at(i).total < pc.options.at(pc.recommendedIndex).total) {
            pc.recommendedIndex = int(i);
            pc.recommended = pc.options.at(i).kind;
        }
    return pc;
}

QList<BusyStep> busyGpuSteps(const QList<ScheduledRun>& schedule)
{
    QList<BusyStep> steps;
    int busy = 0;
    for (const auto& [hour, delta] : demandSteps(schedule)) {
        busy += delta;
        if (!steps.isEmpty() && steps.last().hour == hour)
            steps.last().gpus = busy;
        else
            steps.append({ hour, busy });
        // A step that changes nothing is no step (a run ending when another of the same GPUs starts).
        if (steps.size() >= 2 && steps.at(steps.size() - 2).gpus == steps.last().gpus)
            steps.removeLast();
        else if (steps.size() == 1 && steps.last().gpus == 0)
            steps.removeLast();
    }
    return steps;
}

} // namespace Kova
