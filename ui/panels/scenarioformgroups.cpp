// ScenarioForm's four groups of inputs: model and training, cluster, interruptions and checkpoints,
// storage and transfers. Every text is given as a function, called again on a language change.
#include "document/scenariodocument.h"
#include "model/names.h"
#include "model/scenariokeys.h"
#include "model/scenariolimits.h"
#include "models/offerchoicemodel.h"
#include "panels/scenarioform.h"
#include "plan/gpucount.h"
#include "widgets/retranslation.h"
#include "widgets/valuefield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QRadioButton>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

using Scale = ValueField::Scale;

namespace {
// A box's choices: every value of an enum with its name.
template <typename Enum, std::size_t N>
QList<std::pair<int, QString>> namedChoices(const std::array<Enum, N>& values, QString (*name)(Enum))
{
    QList<std::pair<int, QString>> items;
    for (Enum v : values)
        items.append({ int(v), name(v) });
    return items;
}
} // namespace

void ScenarioForm::buildModelGroup()
{
    QFormLayout* g = addGroup([] { return tr("Model and training"); });
    ValueField* params = addValue(
        g, ScenarioKey::ModelParamsB,
        [] { return QStringList { tr("Model &size"), tr("Model size"), tr("B params") }; }, ScenarioRange::ModelParamsB,
        { 0.1, 2000 }, 3,
        [](Scenario& s, double v) {
            s.model = defaultShapeFor(v);
            s.model.paramsB = v;
        });
    params->setLeastDecimals(1); // 13.0, 0.07 and 0.125 B
    auto* method = addChoice(
        g, ScenarioKey::TrainingMethod, [] { return tr("&Method"); },
        [](Scenario& s, const QVariant& v) { s.training.method = TrainingMethod(v.toInt()); });
    retranslateWith(
        method, [method] { setItems(method, namedChoices(valuesOf<TrainingMethod>(), trainingMethodName)); });
    auto* precision = addChoice(
        g, ScenarioKey::TrainingPrecision, [] { return tr("&Precision"); },
        [](Scenario& s, const QVariant& v) { s.training.precision = Precision(v.toInt()); });
    retranslateWith(precision, [precision] { setItems(precision, namedChoices(TrainingPrecisions, precisionName)); });
    auto* sharding = addChoice(
        g, ScenarioKey::TrainingSharding, [] { return tr("S&harding"); },
        [](Scenario& s, const QVariant& v) { s.training.sharding = Sharding(v.toInt()); });
    retranslateWith(sharding, [sharding] { setItems(sharding, namedChoices(valuesOf<Sharding>(), shardingName)); });
    auto* recompute = addChoice(
        g, ScenarioKey::TrainingRecompute, [] { return tr("&Recomputation"); },
        [](Scenario& s, const QVariant& v) { s.training.recompute = Recompute(v.toInt()); });
    retranslateWith(
        recompute, [recompute] { setItems(recompute, namedChoices(valuesOf<Recompute>(), recomputeName)); });

    auto* toggle = new QWidget;
    auto* row = new QHBoxLayout(toggle);
    row->setContentsMargins(0, 0, 0, 0);
    m_byTokens = new QRadioButton;
    m_byDuration = new QRadioButton;
    row->addWidget(m_byTokens);
    row->addWidget(m_byDuration);
    row->addStretch(1);
    auto* runLength = new QLabel;
    g->addRow(runLength, toggle);
    retranslateWith(toggle, [this, runLength] {
        m_byTokens->setText(tr("&Tokens"));
        m_byDuration->setText(tr("Fixed &duration"));
        m_byTokens->setAccessibleName(tr("Run length given in tokens"));
        m_byDuration->setAccessibleName(tr("Run length given as a fixed duration"));
        runLength->setText(tr("Run length"));
    });
    connect(m_byTokens, &QRadioButton::clicked, this, [this] { setDurationMode(false); });
    connect(m_byDuration, &QRadioButton::clicked, this, [this] { setDurationMode(true); });
    addValue(
        g, ScenarioKey::TrainingTokensB, [] { return QStringList { tr("T&okens"), tr("Tokens"), tr("B tokens") }; },
        ScenarioRange::TrainingTokensB, { 0.01, 100000 }, 2, [](Scenario& s, double v) { s.training.tokensB = v; });
    addValue(
        g, ScenarioKey::TrainingDurationHours,
        [] { return QStringList { tr("D&uration"), tr("Duration"), tr("h", "hours") }; },
        ScenarioRange::TrainingDurationHours, { 0.1, 10000 }, 1,
        [](Scenario& s, double v) { s.training.durationHours = v; });
    addValue(
        g, ScenarioKey::TrainingMfu, [] { return QStringList { tr("MF&U"), tr("Model FLOPs utilisation"), u"%"_s }; },
        { 100 * ScenarioRange::TrainingMfu.min, 100 * ScenarioRange::TrainingMfu.max }, { 0, 100 }, 1,
        [](Scenario& s, double v) { s.training.mfu = v / 100.0; }, Scale::Linear);
    buildMemoryModelRows(g);
}

void ScenarioForm::buildMemoryModelRows(QFormLayout* g)
{
    auto* framework = addChoice(
        g, ScenarioKey::TrainingFramework, [] { return tr("Fra&mework"); },
        [](Scenario& s, const QVariant& v) { s.training.framework = Framework(v.toInt()); });
    retranslateWith(
        framework, [framework] { setItems(framework, namedChoices(valuesOf<Framework>(), frameworkName)); });
    setSourceTip(ScenarioKey::TrainingFramework, [] {
        return tr("The bytes each parameter's weights, gradients and optimizer states take. Default Megatron-LM: "
                  "bf16 weights, an fp32 gradient buffer and fp32 AdamW, 18 bytes (Megatron Core, \"Distributed "
                  "Optimizer\"); DeepSpeed as its memory estimators count; the ZeRO paper's 16 bytes.");
    });
    addValue(
        g, ScenarioKey::ModelKvHeads,
        [] { return QStringList { tr("&Key/value heads"), tr("Key/value heads"), tr("heads") }; },
        ScenarioRange::ModelKvHeads, { 1, 1024 }, 0,
        [](Scenario& s, double v) { s.model.kvHeads = int(v) == s.model.heads ? 0 : int(v); });
    setSourceTip(ScenarioKey::ModelKvHeads, [] {
        return tr("Grouped-query attention: fewer key/value heads than heads shrink the keys and values kept for the "
                  "backward pass. Default: as many as heads (no grouping); Llama 2 70B and Llama 3 use 8.");
    });
    addSwitch(
        g, ScenarioKey::TrainingFlashAttention, [] { return tr("&FlashAttention"); },
        [](Scenario& s, bool on) { s.training.flashAttention = on; });
    setSourceTip(ScenarioKey::TrainingFlashAttention, [] {
        return tr("On by default, as modern training stacks run: the attention scores are never stored "
                  "(Dao et al. 2022). Off: Korthikanti et al. 2022's 5·a·s²·b bytes per layer come back.");
    });
    addSwitch(
        g, ScenarioKey::TrainingSequenceParallel, [] { return tr("Se&quence parallelism"); },
        [](Scenario& s, bool on) { s.training.sequenceParallel = on; });
    setSourceTip(ScenarioKey::TrainingSequenceParallel, [] {
        return tr("With tensor parallelism, splits the layer norms and dropouts across the tensor-parallel GPUs "
                  "(Korthikanti et al. 2022). On by default, as Megatron-LM recipes for large models run.");
    });
    // Four to a row, so that the seven layers do not widen the form.
    constexpr int TargetsPerRow = 4;
    auto* targets = new QWidget;
    auto* grid = new QGridLayout(targets);
    grid->setContentsMargins(0, 0, 0, 0);
    for (LoraTarget target : valuesOf<LoraTarget>()) {
        auto* box = new QCheckBox(loraTargetName(target));
        const int i = int(m_loraTargets.size());
        grid->addWidget(box, i / TargetsPerRow, i % TargetsPerRow);
        m_loraTargets.append(box);
        connect(box, &QCheckBox::toggled, this, [this, target](bool on) {
            if (!m_document || m_refreshing)
                return;
            m_document->edit(
                ScenarioKey::TrainingLoraTargets,
                [&](Scenario& s) {
                    QList<LoraTarget> chosen;
                    for (LoraTarget t : valuesOf<LoraTarget>())
                        if (t == target ? on : s.training.loraTargets.contains(t))
                            chosen.append(t);
                    s.training.loraTargets = chosen;
                },
                false, [] { return tr("Change LoRA target layers"); });
        });
    }
    grid->setColumnStretch(TargetsPerRow, 1);
    auto* targetsLabel = new QLabel;
    g->addRow(targetsLabel, targets);
    retranslateWith(targets, [targets, targetsLabel] {
        targetsLabel->setText(tr("LoRA target layers"));
        targets->setToolTip(tr("The linear layers that get adapters. Default: all of them, as the QLoRA paper "
                               "found necessary to match full fine-tuning (Dettmers et al. 2023, §4)."));
    });
    addValue(
        g, ScenarioKey::TrainingLoraAlpha,
        [] { return QStringList { tr("LoRA &alpha"), tr("LoRA alpha"), QString() }; }, ScenarioRange::TrainingLoraAlpha,
        { 1, 1024 }, 0, [](Scenario& s, double v) { s.training.loraAlpha = v; });
    setSourceTip(ScenarioKey::TrainingLoraAlpha, [] {
        return tr("The adapters' scale is alpha / rank. It changes no figure here; it goes into the launch "
                  "configuration. Default 16, the QLoRA paper's value with rank 64.");
    });
    addValue(
        g, ScenarioKey::TrainingMeasuredTokensPerSecondPerGpu,
        [] {
            return QStringList { tr("&Benchmarked throughput"), tr("Measured tokens per second per GPU"),
                tr("tokens/s/GPU") };
        },
        { 0, ScenarioRange::TrainingMeasuredTokensPerSecondPerGpu.max }, { 0, 1000000 }, 0,
        [](Scenario& s, double v) {
            s.training.measuredTokensPerSecondPerGpu = v > 0 ? std::optional(v) : std::nullopt;
        },
        Scale::Linear);
}

void ScenarioForm::buildClusterGroup()
{
    QFormLayout* g = addGroup([] { return tr("Cluster"); });
    auto* offer = addChoice(
        g, ScenarioKey::ClusterOffer, [] { return tr("O&ffer"); },
        [](Scenario& s, const QVariant& v) { s.cluster.offerId = v.toString(); });
    offer->setModel(m_offerChoices);
    // The offers carry tier names: named again in the new language.
    retranslateWith(offer, [this] { m_offerChoices->retranslate(); });
    ValueField* gpus = addValue(
        g, ScenarioKey::ClusterGpus, [] { return QStringList { tr("&GPUs"), tr("GPU count"), tr("GPUs") }; },
        ScenarioRange::ClusterGpus, { 1, 16384 }, 0, [](Scenario& s, double v) { s.cluster.gpus = int(v); });
    // The slider and the arrows step over counts the offer does not rent or the parallelism cannot split.
    gpus->setStepRule([this](double from, double wanted) {
        const Offer* offer
            = m_document ? m_document->catalogue().offer(m_document->scenario().cluster.offerId) : nullptr;
        if (!offer)
            return wanted;
        return double(steppedGpuCount(*offer, m_document->scenario().training, int(std::lround(from)),
            int(wanted > from ? std::ceil(wanted) : std::floor(wanted)), int(ScenarioRange::ClusterGpus.max)));
    });
    auto* mode = addChoice(
        g, ScenarioKey::Mode, [] { return tr("Purchase m&ode"); },
        [](Scenario& s, const QVariant& v) { s.mode = PurchaseMode(v.toInt()); });
    retranslateWith(mode, [mode] { setItems(mode, namedChoices(AllPurchaseModes, purchaseModeName)); });
}

void ScenarioForm::buildInterruptionGroup()
{
    QFormLayout* g = addGroup([] { return tr("Interruptions and checkpoints"); });
    auto* mtbi = addValue(
        g, ScenarioKey::InterruptionsMtbiHours,
        [] {
            return QStringList { tr("Mean time between &interruptions"), tr("Mean time between interruptions"),
                tr("h", "hours") };
        },
        ScenarioRange::InterruptionsMtbiHours, { 0, 1000 }, 1,
        [](Scenario& s, double v) { s.interruptions.mtbiHours = v; });
    auto* mtbf = addValue(
        g, ScenarioKey::InterruptionsGpuMtbfHours,
        [] {
            return QStringList { tr("Hours between &failures of one GPU"), tr("Mean hours between failures of one GPU"),
                tr("h", "hours") };
        },
        ScenarioRange::InterruptionsGpuMtbfHours, { 0, 1000000 }, 0,
        [](Scenario& s, double v) { s.interruptions.gpuMtbfHours = v; });
    setSourceTip(ScenarioKey::InterruptionsGpuMtbfHours, [] {
        const QLocale l;
        return tr("Hardware failures strike every purchase mode; a cluster of N GPUs fails N times as often. "
                  "New scenarios take %1 h: the Llama 3 405B run saw %2 unexpected interruptions in %3 days "
                  "on %4 H100 (Llama Team 2024). 0: not modelled.")
            .arg(l.toString(DefaultGpuMtbfHours, 'f', 0), l.toString(419), l.toString(54), l.toString(16384));
    });
    addValue(
        g, ScenarioKey::InterruptionsCheckpointIntervalMin,
        [] { return QStringList { tr("&Checkpoint every"), tr("Checkpoint interval"), tr("min", "minutes") }; },
        ScenarioRange::InterruptionsCheckpointIntervalMin, { 1, 1440 }, 1,
        [](Scenario& s, double v) { s.interruptions.checkpointIntervalMin = v; });
    m_optimalInterval = new QCheckBox;
    g->addRow(QString(), m_optimalInterval);
    retranslateWith(m_optimalInterval, [this, mtbi, mtbf] {
        mtbi->spinBox()->setSpecialValueText(tr("not modelled"));
        mtbf->spinBox()->setSpecialValueText(tr("not modelled"));
        m_optimalInterval->setText(tr("Use the optimal interval (Daly 2006)"));
        m_optimalInterval->setAccessibleName(tr("Use the optimal checkpoint interval"));
    });
    connect(m_optimalInterval, &QCheckBox::toggled, this, [this](bool optimal) {
        if (!m_document || m_refreshing)
            return;
        const double current = m_values.value(ScenarioKey::InterruptionsCheckpointIntervalMin)->value();
        m_document->edit(
            ScenarioKey::InterruptionsCheckpointIntervalMin,
            [&](Scenario& s) {
                s.interruptions.checkpointIntervalMin = optimal ? std::nullopt : std::optional<double>(current);
            },
            false, [] { return tr("Change checkpoint interval"); });
    });
}

void ScenarioForm::buildStorageGroup()
{
    QFormLayout* g = addGroup([] { return tr("Storage and transfers"); });
    addValue(
        g, ScenarioKey::StorageCheckpointVolumeGb,
        [] { return QStringList { tr("Checkpoint &volume"), tr("Checkpoint volume"), tr("GB") }; },
        ScenarioRange::StorageVolumeGb, { 0, 100000 }, 0,
        [](Scenario& s, double v) { s.storage.checkpointVolumeGb = v; });
    addValue(
        g, ScenarioKey::StorageRetentionDays,
        [] { return QStringList { tr("Retentio&n after the run"), tr("Retention after the run"), tr("days") }; },
        ScenarioRange::StorageRetentionDays, { 0, 365 }, 1, [](Scenario& s, double v) { s.storage.retentionDays = v; });
    addValue(
        g, ScenarioKey::StorageDatasetGb, [] { return QStringList { tr("D&ataset"), tr("Dataset size"), tr("GB") }; },
        ScenarioRange::StorageVolumeGb, { 0, 100000 }, 0, [](Scenario& s, double v) { s.storage.datasetGb = v; });
    addValue(
        g, ScenarioKey::StorageEgressGb,
        [] { return QStringList { tr("E&gress"), tr("Egress of results"), tr("GB") }; }, ScenarioRange::StorageVolumeGb,
        { 0, 100000 }, 0, [](Scenario& s, double v) { s.storage.egressGb = v; });
}

} // namespace Kova
