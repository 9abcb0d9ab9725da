// ScenarioForm's four groups of inputs: model and training, cluster, interruptions and checkpoints,
// storage and transfers. Every text is given as a function, called again on a language change.
#include "model/gpucount.h"
#include "model/names.h"
#include "model/scenariokeys.h"
#include "retranslation.h"
#include "scenariodocument.h"
#include "scenarioform.h"
#include "valuefield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
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
    addValue(
        g, ScenarioKey::ModelParamsB,
        [] { return QStringList { tr("Model &size"), tr("Model size"), tr("B params") }; }, 0.1, 2000, 1,
        [](Scenario& s, double v) {
            s.model = defaultShapeFor(v);
            s.model.paramsB = v;
        });
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
        0.01, 100000, 2, [](Scenario& s, double v) { s.training.tokensB = v; });
    addValue(
        g, ScenarioKey::TrainingDurationHours,
        [] { return QStringList { tr("D&uration"), tr("Duration"), tr("h", "hours") }; }, 0.1, 10000, 1,
        [](Scenario& s, double v) { s.training.durationHours = v; });
    addValue(
        g, ScenarioKey::TrainingMfu, [] { return QStringList { tr("MF&U"), tr("Model FLOPs utilisation"), u"%"_s }; },
        0, 100, 1, [](Scenario& s, double v) { s.training.mfu = v / 100.0; }, Scale::Linear);
}

void ScenarioForm::buildClusterGroup()
{
    QFormLayout* g = addGroup([] { return tr("Cluster"); });
    auto* offer = addChoice(
        g, ScenarioKey::ClusterOffer, [] { return tr("O&ffer"); },
        [](Scenario& s, const QVariant& v) { s.cluster.offerId = v.toString(); });
    // The offers carry tier names: named again in the new language, the chosen one still chosen.
    retranslateWith(offer, [this] {
        if (m_document) {
            fillChoices();
            refresh();
        }
    });
    ValueField* gpus = addValue(
        g, ScenarioKey::ClusterGpus, [] { return QStringList { tr("&GPUs"), tr("GPU count"), tr("GPUs") }; }, 1, 2048,
        0, [](Scenario& s, double v) { s.cluster.gpus = int(v); });
    // The slider and the arrows step over counts the offer does not rent or the parallelism cannot split.
    gpus->setStepRule([this](double from, double wanted) {
        const Offer* offer
            = m_document ? m_document->catalogue().offer(m_document->scenario().cluster.offerId) : nullptr;
        if (!offer)
            return wanted;
        return double(steppedGpuCount(*offer, m_document->scenario().training, int(std::lround(from)),
            int(wanted > from ? std::ceil(wanted) : std::floor(wanted)), 2048));
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
        0, 1000, 1, [](Scenario& s, double v) { s.interruptions.mtbiHours = v; });
    addValue(
        g, ScenarioKey::InterruptionsCheckpointIntervalMin,
        [] { return QStringList { tr("&Checkpoint every"), tr("Checkpoint interval"), tr("min", "minutes") }; }, 1,
        1440, 1, [](Scenario& s, double v) { s.interruptions.checkpointIntervalMin = v; });
    m_optimalInterval = new QCheckBox;
    g->addRow(QString(), m_optimalInterval);
    retranslateWith(m_optimalInterval, [this, mtbi] {
        mtbi->spinBox()->setSpecialValueText(tr("not modelled"));
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
        [] { return QStringList { tr("Checkpoint &volume"), tr("Checkpoint volume"), tr("GB") }; }, 0, 100000, 0,
        [](Scenario& s, double v) { s.storage.checkpointVolumeGb = v; });
    addValue(
        g, ScenarioKey::StorageRetentionDays,
        [] { return QStringList { tr("Retentio&n after the run"), tr("Retention after the run"), tr("days") }; }, 0,
        365, 1, [](Scenario& s, double v) { s.storage.retentionDays = v; });
    addValue(
        g, ScenarioKey::StorageDatasetGb, [] { return QStringList { tr("D&ataset"), tr("Dataset size"), tr("GB") }; },
        0, 100000, 0, [](Scenario& s, double v) { s.storage.datasetGb = v; });
    addValue(
        g, ScenarioKey::StorageEgressGb,
        [] { return QStringList { tr("E&gress"), tr("Egress of results"), tr("GB") }; }, 0, 100000, 0,
        [](Scenario& s, double v) { s.storage.egressGb = v; });
}

} // namespace Kova
