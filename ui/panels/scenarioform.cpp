#include "panels/scenarioform.h"

#include "document/scenariodocument.h"
#include "model/names.h"
#include "model/scenariokeys.h"
#include "models/offerchoicemodel.h"
#include "text/format.h"
#include "widgets/plainmessage.h"
#include "widgets/retranslation.h"
#include "widgets/valuefield.h"
#include "widgets/wheelpassesunfocused.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTimer>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

using Scale = ValueField::Scale;

namespace {
// The form scrolls up and down, never sideways: the scroll area is at least as wide as the form's
// minimum width and its vertical scroll bar, so that the dock holding it (and the window's layout) gives
// it that width and nothing in the form is ever cut off at the side.
class FormScrollArea : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;

    QSize minimumSizeHint() const override
    {
        QSize hint = QScrollArea::minimumSizeHint();
        if (widget())
            hint.setWidth(
                widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth());
        return hint;
    }
    QSize sizeHint() const override { return QScrollArea::sizeHint().expandedTo(minimumSizeHint()); }

protected:
    // The form asks for another layout when a text changes (another language): its width may too.
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
};
} // namespace

ScenarioForm::ScenarioForm(QWidget* parent)
    : QWidget(parent)
    , m_scroll(new FormScrollArea(this))
    , m_name(new QLineEdit(this))
    , m_offerChoices(new OfferChoiceModel(this))
{
    auto* inner = new QWidget(m_scroll);
    m_groups = new QVBoxLayout(inner);
    m_groups->setContentsMargins(8, 8, 8, 8);
    m_groups->setSpacing(10);
    m_scroll->setWidget(inner);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll);

    retranslateWith(m_name, [this] {
        m_name->setAccessibleName(tr("Scenario name"));
        m_name->setPlaceholderText(tr("Scenario name"));
    });
    m_groups->addWidget(m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (m_document && m_name->text() != m_document->scenario().name)
            m_document->edit(
                ScenarioKey::Name, [text = m_name->text()](Scenario& s) { s.name = text; }, false,
                [] { return tr("Rename scenario"); });
    });
    buildModelGroup();
    buildClusterGroup();
    buildInterruptionGroup();
    buildStorageGroup();
    m_groups->addStretch(1);
    wheelPassesUnfocusedControls(inner);
}

QFormLayout* ScenarioForm::addGroup(const Text& title)
{
    auto* box = new QGroupBox;
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    form->setVerticalSpacing(4);
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_groups->addWidget(box);
    retranslateWith(box, [box, title] { box->setTitle(title()); });
    return form;
}

ValueField* ScenarioForm::addValue(QFormLayout* group, const QString& key, const FieldTexts& texts, ValueRange accepted,
    ValueRange slider, int decimals, const Setter& setter, Scale scale)
{
    // The smallest value the field can show, when the file accepts smaller ones (0.1 h of a 1e-6 h minimum).
    const double least = accepted.min > 0 ? std::max(accepted.min, std::pow(10.0, -decimals)) : accepted.min;
    auto* field = new ValueField({}, least, accepted.max, decimals, {}, scale);
    field->setSliderSpan(slider.min, slider.max);
    auto* caption = new QLabel;
    caption->setBuddy(field->spinBox());
    group->addRow(caption, field);
    m_values.insert(key, field);
    retranslateWith(field, [this, key, setter, field, caption, texts] {
        const QStringList t = texts();
        caption->setText(t.value(0));
        field->setTexts(t.value(1), t.value(2));
        // A value the engine refused is refused again, so that the reason is said in the new language.
        if (m_document && m_refused.contains(key) && !field->error().isEmpty())
            m_document->edit(key, [&, v = m_refused.value(key)](Scenario& s) { setter(s, v); });
    });
    connect(field, &ValueField::valueEdited, this, [this, key, setter, texts](double v, bool continuing) {
        if (!m_document || m_refreshing)
            return;
        if (m_document->edit(
                key, [&](Scenario& s) { setter(s, v); }, continuing,
                [texts] { return tr("Change %1").arg(texts().value(0).remove(u'&')); }))
            m_refused.remove(key);
        else
            m_refused.insert(key, v);
    });
    return field;
}

QComboBox* ScenarioForm::addChoice(QFormLayout* group, const QString& key, const Text& label,
    const std::function<void(Scenario&, const QVariant&)>& setter)
{
    auto* box = new QComboBox;
    // Long choices ("Full fine-tuning / pretraining", offer names) are shortened rather than widening the
    // form; the whole text is in the tooltip and in the list.
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(12);
    connect(
        box, &QComboBox::currentTextChanged, box, [box](const QString& text) { box->setToolTip(plainToolTip(text)); });
    auto* caption = new QLabel;
    caption->setBuddy(box);
    group->addRow(caption, box);
    m_choices.insert(key, box);
    retranslateWith(box, [box, caption, label] {
        caption->setText(label());
        box->setAccessibleName(QString(caption->text()).remove(u'&'));
    });
    connect(box, &QComboBox::activated, this, [this, key, box, setter, label] {
        if (m_document && !m_refreshing)
            m_document->edit(
                key, [&](Scenario& s) { setter(s, box->currentData()); }, false,
                [label] { return tr("Change %1").arg(label().remove(u'&')); });
    });
    return box;
}

QCheckBox* ScenarioForm::addSwitch(
    QFormLayout* group, const QString& key, const Text& text, const std::function<void(Scenario&, bool)>& setter)
{
    auto* box = new QCheckBox;
    group->addRow(QString(), box);
    m_switches.insert(key, box);
    retranslateWith(box, [box, text] { box->setText(text()); });
    connect(box, &QCheckBox::toggled, this, [this, key, setter, text](bool on) {
        if (m_document && !m_refreshing)
            m_document->edit(
                key, [&](Scenario& s) { setter(s, on); }, false,
                [text] { return tr("Change %1").arg(text().remove(u'&')); });
    });
    return box;
}

void ScenarioForm::setSourceTip(const QString& key, const Text& tip)
{
    QWidget* target = m_values.contains(key) ? static_cast<QWidget*>(m_values.value(key)) : control(key);
    if (!target)
        return;
    // A choice box's tooltip shows its whole current choice: the source goes on its caption.
    if (qobject_cast<QComboBox*>(target))
        if (auto* form = qobject_cast<QFormLayout*>(target->parentWidget()->layout()))
            if (QWidget* caption = form->labelForField(target))
                target = caption;
    retranslateWith(target, [this, target, key, tip] {
        target->setToolTip(plainToolTip(tip()));
        if (ValueField* f = m_values.value(key))
            f->spinBox()->setToolTip(plainToolTip(tip()));
    });
}

void ScenarioForm::setItems(QComboBox* box, const QList<std::pair<int, QString>>& items)
{
    // Created the first time, renamed in place afterwards: the current choice stays.
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (i < box->count())
            box->setItemText(int(i), items[i].second);
        else
            box->addItem(items[i].second, items[i].first);
    }
}

void ScenarioForm::setDocument(ScenarioDocument* document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_refused.clear();
    if (!m_document)
        return;
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &ScenarioForm::refresh);
    connect(m_document, &ScenarioDocument::estimateChanged, this, &ScenarioForm::refreshFromEstimate);
    connect(m_document, &ScenarioDocument::inputRejected, this, &ScenarioForm::showRejection);
    connect(m_document, &ScenarioDocument::inputAccepted, this, [this](const QString& key) {
        if (ValueField* f = m_values.value(key))
            f->setError({});
    });
    fillChoices();
    refresh();
    refreshFromEstimate();
    for (auto it = m_values.cbegin(); it != m_values.cend(); ++it)
        it.value()->setError(m_document->rejection(it.key()).value_or(QString()));
}

void ScenarioForm::fillChoices()
{
    const QSignalBlocker block(m_choices.value(ScenarioKey::ClusterOffer));
    m_offerChoices->setCatalogue(m_document->sharedCatalogue());
}

void ScenarioForm::refresh()
{
    if (!m_document)
        return;
    const Scenario& s = m_document->scenario();
    m_refreshing = true;
    if (!m_name->hasFocus())
        m_name->setText(s.name);
    auto setChoice = [this](const QString& key, const QVariant& data) {
        QComboBox* box = m_choices.value(key);
        box->setCurrentIndex(box->findData(data));
    };
    setChoice(ScenarioKey::TrainingMethod, int(s.training.method));
    setChoice(ScenarioKey::TrainingPrecision, int(s.training.precision));
    setChoice(ScenarioKey::TrainingSharding, int(s.training.sharding));
    setChoice(ScenarioKey::TrainingRecompute, int(s.training.recompute));
    setChoice(ScenarioKey::ClusterOffer, s.cluster.offerId);
    setChoice(ScenarioKey::Mode, int(s.mode));
    m_values.value(ScenarioKey::ModelParamsB)->setValue(s.model.paramsB);
    const bool fixed = s.training.durationHours.has_value();
    m_byDuration->setChecked(fixed);
    m_byTokens->setChecked(!fixed);
    for (QLatin1StringView key : { ScenarioKey::TrainingTokensB, ScenarioKey::TrainingDurationHours }) {
        ValueField* field = m_values.value(key);
        if (auto* form = qobject_cast<QFormLayout*>(field->parentWidget()->layout()))
            form->setRowVisible(field, key == ScenarioKey::TrainingDurationHours ? fixed : !fixed);
    }
    if (s.training.tokensB)
        m_values.value(ScenarioKey::TrainingTokensB)->setValue(*s.training.tokensB);
    if (s.training.durationHours)
        m_values.value(ScenarioKey::TrainingDurationHours)->setValue(*s.training.durationHours);
    if (s.training.mfu)
        m_values.value(ScenarioKey::TrainingMfu)->setValue(*s.training.mfu * 100.0);
    m_values.value(ScenarioKey::TrainingMeasuredTokensPerSecondPerGpu)
        ->setValue(s.training.measuredTokensPerSecondPerGpu.value_or(0.0));
    m_values.value(ScenarioKey::ClusterGpus)->setValue(s.cluster.gpus);
    m_values.value(ScenarioKey::InterruptionsMtbiHours)->setValue(s.interruptions.mtbiHours);
    m_values.value(ScenarioKey::InterruptionsGpuMtbfHours)->setValue(s.interruptions.gpuMtbfHours);
    refreshMemoryModel(s);
    m_optimalInterval->setChecked(!s.interruptions.checkpointIntervalMin.has_value());
    if (s.interruptions.checkpointIntervalMin)
        m_values.value(ScenarioKey::InterruptionsCheckpointIntervalMin)
            ->setValue(*s.interruptions.checkpointIntervalMin);
    m_values.value(ScenarioKey::StorageCheckpointVolumeGb)->setValue(s.storage.checkpointVolumeGb);
    m_values.value(ScenarioKey::StorageRetentionDays)->setValue(s.storage.retentionDays);
    m_values.value(ScenarioKey::StorageDatasetGb)->setValue(s.storage.datasetGb);
    m_values.value(ScenarioKey::StorageEgressGb)->setValue(s.storage.egressGb);
    m_refreshing = false;
}

void ScenarioForm::refreshMemoryModel(const Scenario& s)
{
    QComboBox* framework = m_choices.value(ScenarioKey::TrainingFramework);
    framework->setCurrentIndex(framework->findData(int(s.training.framework)));
    m_values.value(ScenarioKey::ModelKvHeads)->setValue(kvHeadsOf(s.model));
    m_switches.value(ScenarioKey::TrainingFlashAttention)->setChecked(s.training.flashAttention);
    m_switches.value(ScenarioKey::TrainingSequenceParallel)->setChecked(s.training.sequenceParallel);
    m_switches.value(ScenarioKey::TrainingSequenceParallel)->setEnabled(s.training.tensorParallel > 1);
    const auto all = valuesOf<LoraTarget>();
    const bool adapters = s.training.method != TrainingMethod::Full;
    for (std::size_t i = 0; i < all.size() && i < std::size_t(m_loraTargets.size()); ++i) {
        m_loraTargets[qsizetype(i)]->setChecked(s.training.loraTargets.contains(all[i]));
        m_loraTargets[qsizetype(i)]->setEnabled(adapters);
    }
    m_values.value(ScenarioKey::TrainingLoraAlpha)->setValue(s.training.loraAlpha);
    m_values.value(ScenarioKey::TrainingLoraAlpha)->setEnabled(adapters);
}

void ScenarioForm::refreshFromEstimate()
{
    if (!m_document || !m_document->hasEstimate())
        return;
    const Scenario& s = m_document->scenario();
    const Estimate& e = m_document->estimate();
    const Formatter f;
    m_refreshing = true;
    // Values the scenario leaves to core (default MFU, optimal interval) show what core chose.
    if (!s.training.mfu)
        m_values.value(ScenarioKey::TrainingMfu)->setValue(e.compute.mfu.mfu * 100.0);
    // Where the throughput comes from, and what Kova's model predicts when nothing is measured.
    m_values.value(ScenarioKey::TrainingMfu)
        ->setToolTip(
            plainToolTip(tr("MFU %1 %2").arg(f.percent(e.compute.mfu.mfu * 100, 1), mfuOriginName(e.compute.mfu))));
    const double perGpu = e.compute.wallHours > 0 ? e.compute.tokens / (e.compute.wallHours * 3600.0) / e.gpus : 0.0;
    m_values.value(ScenarioKey::TrainingMeasuredTokensPerSecondPerGpu)
        ->setToolTip(plainToolTip(tr("Tokens per second per GPU measured in your own short run of this training; "
                                     "it replaces Kova's model and any MFU. 0: not measured (this estimate: %1).")
                .arg(f.number(perGpu, 0))));
    ValueField* interval = m_values.value(ScenarioKey::InterruptionsCheckpointIntervalMin);
    // Left to core and not modelled: no interval at all (never the value of the scenario shown before).
    if (!s.interruptions.checkpointIntervalMin && e.checkpoint.modelled)
        interval->setValue(e.checkpoint.intervalMin);
    else if (!s.interruptions.checkpointIntervalMin)
        interval->showNoValue(tr("not modelled"));
    interval->setEnabled(e.checkpoint.modelled);
    m_optimalInterval->setEnabled(e.checkpoint.modelled);
    if (e.checkpoint.modelled)
        interval->setMarker(e.checkpoint.dalyMin,
            tr("Optimal interval (Daly 2006): %1 min; Young 1974: %2 min")
                .arg(f.number(e.checkpoint.dalyMin, 1), f.number(e.checkpoint.youngMin, 1)));
    else
        interval->setMarker(std::nullopt, tr("Interruptions are not modelled: set a mean time between interruptions."));
    m_refreshing = false;
}

void ScenarioForm::setDurationMode(bool fixedDuration)
{
    if (!m_document || !m_document->hasEstimate())
        return;
    // Switching keeps the same run: a duration becomes the tokens core says it processes, and back.
    const Scenario work = workloadOf(m_document->scenario(), m_document->catalogue());
    const double wallHours = m_document->estimate().compute.wallHours;
    m_document->edit(
        fixedDuration ? ScenarioKey::TrainingDurationHours : ScenarioKey::TrainingTokensB,
        [&](Scenario& s) {
            if (fixedDuration) {
                s.training.durationHours = wallHours;
                s.training.tokensB.reset();
            } else {
                s.training.tokensB = work.training.tokensB;
                s.training.durationHours.reset();
            }
        },
        false, [] { return tr("Change run length"); });
}

QWidget* ScenarioForm::control(const QString& key) const
{
    if (ValueField* f = m_values.value(key))
        return f->spinBox();
    if (QCheckBox* box = m_switches.value(key))
        return box;
    if (key == ScenarioKey::TrainingLoraTargets && !m_loraTargets.isEmpty())
        return m_loraTargets.first();
    if (key == ScenarioKey::Name)
        return m_name;
    return m_choices.value(key);
}

void ScenarioForm::focusField(const QString& key)
{
    QWidget* w = control(key);
    if (!w)
        return;
    if (!w->isVisible() && (key == ScenarioKey::TrainingTokensB || key == ScenarioKey::TrainingDurationHours))
        w = control(m_byTokens->isChecked() ? ScenarioKey::TrainingTokensB : ScenarioKey::TrainingDurationHours);
    m_scroll->ensureWidgetVisible(w);
    w->setFocus(Qt::OtherFocusReason);
}

void ScenarioForm::showRejection(const QString& key, const QString& problem)
{
    if (ValueField* f = m_values.value(key))
        f->setError(problem);
}

} // namespace Kova
