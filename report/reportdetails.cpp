#include "model/names.h"
#include "reportcanvas.h"
#include "reportsections.h"
#include "reportstyle.h"
#include "reporttable.h"
#include "reporttext.h"
#include "text/format.h"

#include <QPainter>
#include <QPainterPath>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// 8.21 × 10²⁰ rather than 8.21E+20.
QString scientific(const QLocale& l, double v)
{
    if (!(v > 0))
        return l.toString(v);
    const int exponent = int(std::floor(std::log10(v)));
    static const QString superscripts = u"⁰¹²³⁴⁵⁶⁷⁸⁹"_s;
    QString power;
    for (QChar digit : QString::number(exponent))
        power += digit == u'-' ? u'⁻' : superscripts.at(digit.digitValue());
    return l.toString(v / std::pow(10.0, exponent), 'f', 2) + u" × 10"_s + power;
}

QString shortDate(const QLocale& l, const QDate& d)
{
    return d.isValid() ? l.toString(d, Report::tr("MMM d, yyyy", "date format")) : Report::tr("unknown", "date");
}

QString methodText(const Training& t, const QLocale& l)
{
    if (t.method == TrainingMethod::Full)
        return trainingMethodName(t.method);
    return Report::tr("%1, rank %2", "LoRA or QLoRA, the adapters' rank")
        .arg(trainingMethodName(t.method), l.toString(t.loraRank));
}

QString mfuText(const ComputeEstimate& c, const Formatter& f)
{
    const QString value = f.percent(c.mfu.mfu * 100, 0);
    return Report::tr("%1, %2").arg(value, mfuOriginName(c.mfu));
}

QString interruptionText(const ScenarioReport& r, const Formatter& f)
{
    const InterruptionSettings& i = r.scenario.interruptions;
    if (i.mtbiHours <= 0 && i.gpuMtbfHours <= 0)
        return Report::tr(
            "Not modelled: the run is taken as uninterrupted (mean time between interruptions set to 0).");
    const CheckpointPlan& c = r.estimate.checkpoint;
    const QString hardware = i.gpuMtbfHours <= 0 ? QString()
                                                 : u' '
            + Report::tr("Hardware failures strike every purchase mode: one per %1 GPU-hours (from the Llama 3 405B "
                         "run's %3 interruptions in %4 days on %5 H100 by default), one every %2 on %Ln GPU(s).",
                nullptr, r.estimate.gpus)
                  .arg(f.number(i.gpuMtbfHours, 0), f.hours(i.gpuMtbfHours / r.estimate.gpus), f.number(419, 0),
                      f.number(54, 0), f.number(16384, 0));
    if (i.mtbiHours <= 0)
        return Report::tr("Checkpoint every %1 min (%2; Young: %3 min, Daly: %4 min).")
                   .arg(f.number(c.intervalMin, 1),
                       i.checkpointIntervalMin ? Report::tr("the scenario's interval")
                                               : Report::tr("the optimal interval, Daly 2006"),
                       f.number(c.youngMin, 1), f.number(c.dalyMin, 1))
            + hardware;
    return Report::tr(
               "Interruptions at random (exponential), one every %1 on average; a checkpoint takes %2 min to write "
               "and a restart %3 min. Checkpoint every %4 min (%5; Young: %6 min, Daly: %7 min).")
               .arg(f.hours(i.mtbiHours), f.number(i.checkpointWriteMin, 1), f.number(i.restartMin, 1),
                   f.number(c.intervalMin, 1),
                   i.checkpointIntervalMin ? Report::tr("the scenario's interval")
                                           : Report::tr("the optimal interval, Daly 2006"),
                   f.number(c.youngMin, 1), f.number(c.dalyMin, 1))
        + hardware;
}

// The experts, what memory holds and a token computes with, and the routing's cost.
QString moeText(const Scenario& s, const MoeEstimate& m, const Formatter& f)
{
    const QLocale& l = f.locale();
    return Report::tr("%1 routed experts per layer in %2 layers, %3 per token, %4 shared; %5 billion parameters held, "
                      "%6 billion active per token. Expert parallel %7 (%8): all-to-all %9 s per step; load "
                      "imbalance ×%10 on the experts (Switch Transformer's capacity factor 1.25)")
        .arg(l.toString(s.model.experts), l.toString(moeLayers(s.model)), l.toString(s.model.expertsPerToken),
            l.toString(s.model.sharedExperts), f.number(m.totalParamsB, 1), f.number(m.activeParamsB, 1),
            l.toString(m.expertParallel),
            m.expertParallelInNode ? Report::tr("inside a node") : Report::tr("across nodes"),
            f.number(m.allToAllSecondsPerStep, 3))
        .arg(f.number(m.imbalanceFactor, 3));
}

QString pricesText(const Offer& o, const Formatter& f)
{
    QStringList prices;
    for (PurchaseMode m : AllPurchaseModes)
        if (o.prices.has(m))
            prices << purchaseModeName(m) + u' ' + f.gpuHourRate(*o.prices.price(m));
    return prices.join(u"\n"_s);
}

} // namespace

bool drawAssumptions(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f)
{
    if (!drawHeading(canvas, Report::tr("Assumptions")))
        return false;
    const Scenario& s = r.scenario;
    const ComputeEstimate& c = r.estimate.compute;
    const QLocale& l = f.locale();
    const QString amount = c.fixedDuration
        ? Report::tr("fixed duration of %1 (about %2 billion tokens at the estimated throughput)")
              .arg(f.hours(*s.training.durationHours), f.number(c.tokens / 1e9, 1))
        : Report::tr("%1 billion tokens").arg(f.number(c.tokens / 1e9, c.tokens < 1e10 ? 1 : 0));
    QList<ReportRow> rows {
        { { Report::tr("Model"),
            Report::tr("%1 billion parameters, %2 layers, hidden size %3, %4 heads, sequences of %5 tokens")
                .arg(compact(s.model.paramsB, l, 1), l.toString(s.model.layers), l.toString(s.model.hidden),
                    l.toString(s.model.heads), l.toString(s.model.seqLen)) } },
        { { Report::tr("Training"), methodText(s.training, l) } },
        { { Report::tr("Amount of training"), amount } },
        { { Report::tr("Precision"), precisionName(c.precision) } },
        { { Report::tr("Parallelism"),
            Report::tr("%1; tensor parallel %2, pipeline parallel %3; activation recomputation: %4; "
                       "micro-batch %5")
                .arg(shardingName(s.training.sharding), l.toString(s.training.tensorParallel),
                    l.toString(s.training.pipelineParallel), recomputeName(s.training.recompute),
                    l.toString(s.training.microBatch)) } },
        { { Report::tr("Model FLOPs utilisation (MFU)"), mfuText(c, f) } },
        { { Report::tr("Training compute"),
            s.training.attentionFlops
                ? Report::tr("%1 FLOP (6·N + 12·L·h·T per token, PaLM appendix B)").arg(scientific(l, c.trainingFlops))
                : Report::tr("%1 FLOP (6·N·D, Kaplan et al. 2020)").arg(scientific(l, c.trainingFlops)) } },
        { { Report::tr("Cluster"),
            Report::tr("%Ln GPU(s) of %1, %2; %3 per node", nullptr, r.estimate.gpus)
                .arg(offerTitle(r.offer), catalogueText(r.offer.region), l.toString(r.offer.gpusPerNode)) } },
        { { Report::tr("Interruption model"), interruptionText(r, f) } },
        { { Report::tr("Storage and transfers"),
            Report::tr("checkpoint volume %1 kept %2 after the run; dataset %3 imported; %4 of results taken out")
                .arg(f.gb(s.storage.checkpointVolumeGb), f.days(s.storage.retentionDays), f.gb(s.storage.datasetGb),
                    f.gb(s.storage.egressGb)) } },
        { { Report::tr("Energy and carbon"),
            Report::tr("%1 W per GPU (%2 W TDP × %3 utilisation + %4 W for the rest of the node), PUE %5; grid "
                       "intensity %6 kg CO₂e/kWh: %7. Not costs: not in the totals")
                .arg(l.toString(qRound(r.estimate.energy.wattsPerGpu)), l.toString(qRound(r.gpu.tdpWatts)),
                    f.percentUpTo(s.energy.gpuUtilisation * 100, 1), l.toString(qRound(s.energy.overheadWattsPerGpu)),
                    compact(s.energy.pue, l, 2), compact(r.estimate.energy.gridKgPerKwh, l, 3),
                    f.gridSource(r.estimate.energy)) } },
        { { Report::tr("Month"),
            Report::tr("a month counts 30 days: a volume costs GB × price per GB-month × days ÷ 30") } },
        { { Report::tr("Prices"),
            Report::tr("%1, observed %2").arg(catalogueText(r.offer.source), shortDate(l, r.offer.observed)) } },
    };
    if (r.estimate.moe)
        rows.insert(1, ReportRow { { Report::tr("Mixture of experts"), moeText(s, *r.estimate.moe, f) } });
    const QString notes = s.document.value("notes"_L1).toString();
    if (!notes.isEmpty())
        rows << ReportRow { { Report::tr("Notes"), notes } };
    return drawReportTable(canvas, { { Report::tr("Assumption"), 1.1 }, { Report::tr("Value"), 3.4 } }, rows);
}

bool drawLineItems(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f)
{
    if (!drawHeading(canvas, Report::tr("Cost line by line, per purchase mode"), 150))
        return false;
    const ModeEstimate* best = r.recommended();
    for (const ModeEstimate& me : r.estimate.modes) {
        QString title
            = Report::tr("%1 — %2 per GPU-hour").arg(purchaseModeTitle(me.mode), f.gpuHourRate(me.ratePerGpuHour));
        if (me.mode == PurchaseMode::Reserved && me.reservedTermMonths > 0)
            title += u", "_s + Report::tr("%Ln-month term", nullptr, me.reservedTermMonths);
        if (best && me.mode == best->mode)
            title += u" · "_s + Report::tr("recommended");
        if (!drawBillHeading(canvas, title))
            return false;
        QList<ReportRow> rows;
        for (const CostLine& l : me.lines)
            rows << ReportRow { { f.lineLabel(l), f.lineFormula(l), u"="_s, f.money(l.amount) } };
        rows << ReportRow { { Report::tr("Total"), QString(), u"="_s, f.money(me.total) }, ReportRow::Kind::Total };
        rows << ReportRow { { Report::tr("Wall-clock time %1").arg(f.wallClock(me.wallHours)) },
            ReportRow::Kind::Note };
        rows << ReportRow { { energyLineName(), f.energyFormula(me.energy), u"="_s, f.kwh(me.energy.kwh) },
            ReportRow::Kind::Note };
        rows << ReportRow { { carbonLineName(), f.carbonFormula(me.energy), u"="_s, f.kgCo2e(me.energy.kgCo2e) },
            ReportRow::Kind::Note };
        const QList<ReportColumn> columns { { Report::tr("Item"), 2.6 }, { Report::tr("Quantity × rate"), 2.4 },
            { QString(), 0.25, Qt::AlignHCenter }, { Report::tr("Amount"), 1.2, Qt::AlignRight } };
        if (!drawReportTable(canvas, columns, rows))
            return false;
    }
    return true;
}

bool drawFitCheck(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f)
{
    const MemoryBreakdown& m = r.estimate.memory;
    const QLocale& l = f.locale();
    const QString verdict = r.estimate.fits
        ? Report::tr("%1 per GPU fits in the %2 usable on the %3.")
              .arg(f.gb(std::round(m.totalGb() * 10) / 10), f.gb(r.gpu.usableVramGb), r.gpu.name)
        : Report::tr("%1 per GPU does not fit in the %2 usable on the %3.")
              .arg(f.gb(std::round(m.totalGb() * 10) / 10), f.gb(r.gpu.usableVramGb), r.gpu.name);
    const QString minimum = r.estimate.minGpus
        ? Report::tr("With this sharding at least %Ln GPU(s) are needed.", nullptr, *r.estimate.minGpus)
        : Report::tr("No GPU count fits with this sharding.");
    if (!canvas.paragraph(verdict + u' ' + minimum, canvas.font(ReportStyle::Body + 0.5), ReportStyle::ink(), 0, 6))
        return false;
    QList<ReportRow> rows;
    for (const GpuFit& fit : r.estimate.fitByGpu) {
        const GpuModel* g = r.gpuModel(fit.gpuId);
        rows << ReportRow { { g ? g->name : fit.gpuId, f.gb(fit.usableVramGb),
                                fit.fits ? Report::tr("yes", "fits in memory")
                                         : Report::tr("no", "does not fit in memory"),
                                fit.minGpus ? l.toString(*fit.minGpus) : Report::tr("none fits", "minimum GPU count") },
            ReportRow::Kind::Normal, fit.fits ? ReportStyle::good() : ReportStyle::bad() };
    }
    const QList<ReportColumn> columns { { Report::tr("GPU model"), 2.4 },
        { Report::tr("Usable memory"), 1.4, Qt::AlignRight },
        { Report::tr("Fits with %Ln GPU(s)", nullptr, r.estimate.gpus), 1.6, Qt::AlignHCenter },
        { Report::tr("Minimum GPUs"), 1.4, Qt::AlignRight } };
    return drawReportTable(canvas, columns, rows, { ReportStyle::Body - 0.5, true, true });
}

bool drawWarnings(ReportCanvas& canvas, const ScenarioReport& r)
{
    if (!drawHeading(canvas, Report::tr("Warnings"), 30))
        return false;
    if (r.estimate.warnings.isEmpty())
        return canvas.paragraph(
            Report::tr("No warnings for this scenario."), canvas.font(ReportStyle::Body), ReportStyle::ink());
    const QFont body = canvas.font(ReportStyle::Body + 0.5);
    for (const Warning& w : r.estimate.warnings) {
        const double h = canvas.textHeight(w.message, body, canvas.width() - 18);
        if (!canvas.ensure(h + 4))
            return false;
        if (QPainter* p = canvas.painter()) {
            QPainterPath triangle;
            const double y = canvas.y() + 1.5;
            triangle.moveTo(canvas.left() + 5, y);
            triangle.lineTo(canvas.left() + 10, y + 9);
            triangle.lineTo(canvas.left(), y + 9);
            triangle.closeSubpath();
            p->fillPath(triangle, ReportStyle::warning());
        }
        canvas.text(QRectF(canvas.left(), canvas.y() + 2.5, 10, 9), Qt::AlignHCenter | Qt::AlignVCenter, u"!"_s,
            canvas.font(6, true), Qt::white);
        canvas.text(QRectF(canvas.left() + 18, canvas.y(), canvas.width() - 18, h + 1),
            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, w.message, body, ReportStyle::ink());
        canvas.advance(h + 4);
    }
    return true;
}

bool drawOffersConsidered(ReportCanvas& canvas, const ScenarioReport& r, const Formatter& f)
{
    if (!drawHeading(canvas, Report::tr("Offers considered, with their sources")))
        return false;
    QList<ReportRow> rows;
    for (const Offer& o : r.offersConsidered) {
        QString name = offerTitle(o);
        if (o.id == r.offer.id)
            name += u'\n' + Report::tr("(this scenario)");
        const QString source
            = o.sourceUrl.isEmpty() ? catalogueText(o.source) : catalogueText(o.source) + u'\n' + o.sourceUrl;
        rows << ReportRow { { name, catalogueText(o.region), pricesText(o, Formatter(f.locale(), o.currency)),
            shortDate(f.locale(), o.observed), source } };
    }
    if (r.offersNotListed > 0)
        rows << ReportRow { { Report::tr("%Ln more offer(s) of the %1 in the catalogue", nullptr, int(r.offersNotListed))
                                    .arg(r.gpu.name),
                                QString(), QString(), QString(),
                                Report::tr("kova-planner catalog --gpu %1 lists them all").arg(r.gpu.id) },
            ReportRow::Kind::Note };
    if (r.market) {
        QStringList prices;
        if (r.market->onDemandMedian)
            prices << Report::tr("on-demand median %1").arg(f.gpuHourRate(*r.market->onDemandMedian));
        if (r.market->spot)
            prices << Report::tr("spot about %1").arg(f.gpuHourRate(*r.market->spot));
        rows << ReportRow { { Report::tr("Market reference for the %1").arg(r.gpu.name), QString(),
                                prices.join(u"\n"_s), shortDate(f.locale(), r.market->observed),
                                catalogueText(r.market->source) },
            ReportRow::Kind::Note };
    }
    if (r.conversion.applies(r.estimate.currency)) {
        const ExchangeRate& rate = *r.conversion.rate;
        const bool ecb = rate.origin == ExchangeRate::Origin::Ecb;
        rows << ReportRow { { Report::tr("Exchange rate used for the amounts in %1").arg(r.conversion.display),
                                QString(), f.exchangeRate(rate), shortDate(f.locale(), rate.date),
                                ecb ? Report::tr("European Central Bank reference rates") + u'\n' + rate.url
                                    : Report::tr("typed by hand", "an exchange rate") },
            ReportRow::Kind::Note };
    }
    const QList<ReportColumn> columns { { Report::tr("Offer"), 2.1 }, { Report::tr("Region"), 1.1 },
        { Report::tr("Price per GPU-hour"), 1.8 }, { Report::tr("Observed"), 1.3 }, { Report::tr("Source"), 2.7 } };
    return drawReportTable(canvas, columns, rows, { ReportStyle::Body - 1, true, true });
}

bool drawNotice(ReportCanvas& canvas)
{
    const QString text
        = Report::tr("This is a general guide, not a recommendation of a specific provider or price. Check the "
                     "current offers and confirm availability and terms with the provider.");
    const QFont heading = canvas.font(ReportStyle::Body + 0.5, true);
    const QFont body = canvas.font(ReportStyle::Body + 0.5);
    const double pad = 10;
    const double h
        = canvas.textHeight(text, body, canvas.width() - 2 * pad - 4) + canvas.lineHeight(heading) + 2 * pad + 2;
    canvas.advance(ReportStyle::SectionGap);
    if (!canvas.ensure(h))
        return false;
    if (QPainter* p = canvas.painter()) {
        p->setPen(QPen(ReportStyle::warning(), 0.8));
        p->setBrush(QColor(0xfd, 0xf6, 0xe9));
        p->drawRoundedRect(QRectF(canvas.left(), canvas.y(), canvas.width(), h), 4, 4);
    }
    const double x = canvas.left() + pad + 4;
    canvas.text(QRectF(x, canvas.y() + pad, canvas.width() - 2 * pad, 14), Qt::AlignLeft | Qt::AlignTop,
        Report::tr("Please note"), heading, ReportStyle::warning());
    canvas.text(QRectF(x, canvas.y() + pad + canvas.lineHeight(heading) + 2, canvas.width() - 2 * pad - 4, h),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text, body, ReportStyle::ink());
    canvas.advance(h);
    return true;
}

} // namespace Kova
