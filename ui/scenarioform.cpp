#include "scenarioform.h"

#include "estimatejson.h"
#include "format.h"
#include "retranslation.h"
#include "scenariodocument.h"
#include "textreport.h"
#include "valuefield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace Kova {

using Scale = ValueField::Scale;

ScenarioForm::ScenarioForm(QWidget* parent)
    : QWidget(parent)
    , m_scroll(new QScrollArea(this))
    , m_name(new QLineEdit(this))
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
            m_document->edit(u"name"_s, [text = m_name->text()](Scenario& s) { s.name = text; });
    });
    buildModelGroup();
    buildClusterGroup();
    buildInterruptionGroup();
    buildStorageGroup();
    m_groups->addStretch(1);
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

ValueField* ScenarioForm::addValue(QFormLayout* group, const QString& key, const FieldTexts& texts, double min,
    double max, int decimals, const Setter& setter, Scale scale)
{
    auto* field = new ValueField({}, min, max, decimals, {}, scale);
    auto* caption = new QLabel;
    caption->setBuddy(field->spinBox());
    group->addRow(caption, field);
    m_values.insert(key, field);
    retranslateWith(field, [field, caption, texts] {
        const QStringList t = texts();
        caption->setText(t.value(0));
        field->setTexts(t.value(1), t.value(2));
    });
    connect(field, &ValueField::valueEdited, this, [this, key, setter, caption](double v, bool continuing) {
        if (m_document && !m_refreshing)
            m_document->edit(
                key, [&](Scenario& s) { setter(s, v); }, continuing,
                tr("Change %1").arg(QString(caption->text()).remove(u'&')));
    });
    return field;
}

QComboBox* ScenarioForm::addChoice(QFormLayout* group, const QString& key, const Text& label,
    const std::function<void(Scenario&, const QVariant&)>& setter)
{
    auto* box = new QComboBox;
    auto* caption = new QLabel;
    caption->setBuddy(box);
    group->addRow(caption, box);
    m_choices.insert(key, box);
    retranslateWith(box, [box, caption, label] {
        caption->setText(label());
        box->setAccessibleName(QString(caption->text()).remove(u'&'));
    });
    connect(box, &QComboBox::activated, this, [this, key, box, setter] {
        if (m_document && !m_refreshing)
            m_document->edit(
                key, [&](Scenario& s) { setter(s, box->currentData()); }, false,
                tr("Change %1").arg(box->accessibleName()));
    });
    return box;
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

void ScenarioForm::buildModelGroup()
{
    QFormLayout* g = addGroup([] { return tr("Model and training"); });
    addValue(
        g, u"model.params_b"_s, [] { return QStringList { tr("Model &size"), tr("Model size"), tr("B params") }; }, 0.1,
        2000, 1,
        [](Scenario& s, double v) {
            s.model = defaultShapeFor(v);
            s.model.paramsB = v;
        });
    auto* method = addChoice(
        g, u"training.method"_s, [] { return tr("&Method"); },
        [](Scenario& s, const QVariant& v) { s.training.method = TrainingMethod(v.toInt()); });
    retranslateWith(method, [method] {
        setItems(method,
            { { int(TrainingMethod::Full), tr("Full fine-tuning / pretraining") },
                { int(TrainingMethod::LoRA), tr("LoRA") }, { int(TrainingMethod::QLoRA), tr("QLoRA") } });
    });
    auto* precision = addChoice(
        g, u"training.precision"_s, [] { return tr("&Precision"); },
        [](Scenario& s, const QVariant& v) { s.training.precision = Precision(v.toInt()); });
    retranslateWith(precision, [precision] {
        setItems(precision,
            { { int(Precision::BF16), tr("BF16") }, { int(Precision::FP8), tr("FP8") },
                { int(Precision::FP4), tr("FP4") } });
    });
    auto* sharding = addChoice(
        g, u"training.sharding"_s, [] { return tr("S&harding"); },
        [](Scenario& s, const QVariant& v) { s.training.sharding = Sharding(v.toInt()); });
    retranslateWith(sharding, [sharding] {
        setItems(sharding,
            { { int(Sharding::DDP), tr("DDP (no sharding)") }, { int(Sharding::ZeRO1), tr("ZeRO-1 (optimizer)") },
                { int(Sharding::ZeRO2), tr("ZeRO-2 (+ gradients)") },
                { int(Sharding::ZeRO3), tr("ZeRO-3 / FSDP (+ weights)") } });
    });
    auto* recompute = addChoice(
        g, u"training.recompute"_s, [] { return tr("&Recomputation"); },
        [](Scenario& s, const QVariant& v) { s.training.recompute = Recompute(v.toInt()); });
    retranslateWith(recompute, [recompute] {
        setItems(recompute,
            { { int(Recompute::None), tr("None", "activation recomputation") },
                { int(Recompute::Selective), tr("Selective") },
                { int(Recompute::Full), tr("Full", "activation recomputation") } });
    });

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
        g, u"training.tokens_b"_s, [] { return QStringList { tr("T&okens"), tr("Tokens"), tr("B tokens") }; }, 0.01,
        100000, 2, [](Scenario& s, double v) { s.training.tokensB = v; });
    addValue(
        g, u"training.duration_hours"_s,
        [] { return QStringList { tr("D&uration"), tr("Duration"), tr("h", "hours") }; }, 0.1, 10000, 1,
        [](Scenario& s, double v) { s.training.durationHours = v; });
    addValue(
        g, u"training.mfu"_s, [] { return QStringList { tr("MF&U"), tr("Model FLOPs utilisation"), u"%"_s }; }, 0, 100,
        1, [](Scenario& s, double v) { s.training.mfu = v / 100.0; }, Scale::Linear);
}

void ScenarioForm::buildClusterGroup()
{
    QFormLayout* g = addGroup([] { return tr("Cluster"); });
    auto* offer = addChoice(
        g, u"cluster.offer"_s, [] { return tr("O&ffer"); },
        [](Scenario& s, const QVariant& v) { s.cluster.offerId = v.toString(); });
    offer->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    offer->setMinimumContentsLength(16);
    // The offers carry tier names: named again in the new language, the chosen one still chosen.
    retranslateWith(offer, [this] {
        if (m_document) {
            fillChoices();
            refresh();
        }
    });
    addValue(
        g, u"cluster.gpus"_s, [] { return QStringList { tr("&GPUs"), tr("GPU count"), tr("GPUs") }; }, 1, 2048, 0,
        [](Scenario& s, double v) { s.cluster.gpus = int(v); });
    auto* mode = addChoice(
        g, u"mode"_s, [] { return tr("Purchase m&ode"); },
        [](Scenario& s, const QVariant& v) { s.mode = PurchaseMode(v.toInt()); });
    retranslateWith(mode, [mode] {
        QList<std::pair<int, QString>> items;
        for (PurchaseMode m : AllPurchaseModes)
            items.append({ int(m), purchaseModeName(m) });
        setItems(mode, items);
    });
}

void ScenarioForm::buildInterruptionGroup()
{
    QFormLayout* g = addGroup([] { return tr("Interruptions and checkpoints"); });
    auto* mtbi = addValue(
        g, u"interruptions.mtbi_hours"_s,
        [] {
            return QStringList { tr("Mean time between &interruptions"), tr("Mean time between interruptions"),
                tr("h", "hours") };
        },
        0, 1000, 1, [](Scenario& s, double v) { s.interruptions.mtbiHours = v; });
    addValue(
        g, u"interruptions.checkpoint_interval_min"_s,
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
        const double current = m_values.value(u"interruptions.checkpoint_interval_min"_s)->value();
        m_document->edit(
            u"interruptions.checkpoint_interval_min"_s,
            [&](Scenario& s) {
                s.interruptions.checkpointIntervalMin = optimal ? std::nullopt : std::optional<double>(current);
            },
            false, tr("Change checkpoint interval"));
    });
}

void ScenarioForm::buildStorageGroup()
{
    QFormLayout* g = addGroup([] { return tr("Storage and transfers"); });
    addValue(
        g, u"storage.checkpoint_volume_gb"_s,
        [] { return QStringList { tr("Checkpoint &volume"), tr("Checkpoint volume"), tr("GB") }; }, 0, 100000, 0,
        [](Scenario& s, double v) { s.storage.checkpointVolumeGb = v; });
    addValue(
        g, u"storage.retention_days"_s,
        [] { return QStringList { tr("R&etention after the run"), tr("Retention after the run"), tr("days") }; }, 0,
        365, 1, [](Scenario& s, double v) { s.storage.retentionDays = v; });
    addValue(
        g, u"storage.dataset_gb"_s, [] { return QStringList { tr("D&ataset"), tr("Dataset size"), tr("GB") }; }, 0,
        100000, 0, [](Scenario& s, double v) { s.storage.datasetGb = v; });
    addValue(
        g, u"storage.egress_gb"_s, [] { return QStringList { tr("E&gress"), tr("Egress of results"), tr("GB") }; }, 0,
        100000, 0, [](Scenario& s, double v) { s.storage.egressGb = v; });
}

void ScenarioForm::setDocument(ScenarioDocument* document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
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
    QComboBox* offers = m_choices.value(u"cluster.offer"_s);
    const QSignalBlocker block(offers);
    offers->clear();
    const Catalogue& c = m_document->catalogue();
    for (const Offer& o : c.offers) {
        const Tier* tier = c.tierOf(o.id);
        const QString prefix = tier ? u'[' + tierName(tier->id) + u"] "_s : QString();
        offers->addItem(prefix + o.provider + u" — "_s + o.name, o.id);
    }
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
    setChoice(u"training.method"_s, int(s.training.method));
    setChoice(u"training.precision"_s, int(s.training.precision));
    setChoice(u"training.sharding"_s, int(s.training.sharding));
    setChoice(u"training.recompute"_s, int(s.training.recompute));
    setChoice(u"cluster.offer"_s, s.cluster.offerId);
    setChoice(u"mode"_s, int(s.mode));
    m_values.value(u"model.params_b"_s)->setValue(s.model.paramsB);
    const bool fixed = s.training.durationHours.has_value();
    m_byDuration->setChecked(fixed);
    m_byTokens->setChecked(!fixed);
    for (const QString& key : { u"training.tokens_b"_s, u"training.duration_hours"_s }) {
        ValueField* field = m_values.value(key);
        if (auto* form = qobject_cast<QFormLayout*>(field->parentWidget()->layout()))
            form->setRowVisible(field, key == "training.duration_hours"_L1 ? fixed : !fixed);
    }
    if (s.training.tokensB)
        m_values.value(u"training.tokens_b"_s)->setValue(*s.training.tokensB);
    if (s.training.durationHours)
        m_values.value(u"training.duration_hours"_s)->setValue(*s.training.durationHours);
    if (s.training.mfu)
        m_values.value(u"training.mfu"_s)->setValue(*s.training.mfu * 100.0);
    m_values.value(u"cluster.gpus"_s)->setValue(s.cluster.gpus);
    m_values.value(u"interruptions.mtbi_hours"_s)->setValue(s.interruptions.mtbiHours);
    m_optimalInterval->setChecked(!s.interruptions.checkpointIntervalMin.has_value());
    if (s.interruptions.checkpointIntervalMin)
        m_values.value(u"interruptions.checkpoint_interval_min"_s)->setValue(*s.interruptions.checkpointIntervalMin);
    m_values.value(u"storage.checkpoint_volume_gb"_s)->setValue(s.storage.checkpointVolumeGb);
    m_values.value(u"storage.retention_days"_s)->setValue(s.storage.retentionDays);
    m_values.value(u"storage.dataset_gb"_s)->setValue(s.storage.datasetGb);
    m_values.value(u"storage.egress_gb"_s)->setValue(s.storage.egressGb);
    m_refreshing = false;
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
        m_values.value(u"training.mfu"_s)->setValue(e.compute.mfu.mfu * 100.0);
    ValueField* interval = m_values.value(u"interruptions.checkpoint_interval_min"_s);
    if (!s.interruptions.checkpointIntervalMin && e.checkpoint.modelled)
        interval->setValue(e.checkpoint.intervalMin);
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
        fixedDuration ? u"training.duration_hours"_s : u"training.tokens_b"_s,
        [&](Scenario& s) {
            if (fixedDuration) {
                s.training.durationHours = wallHours;
                s.training.tokensB.reset();
            } else {
                s.training.tokensB = work.training.tokensB;
                s.training.durationHours.reset();
            }
        },
        false, tr("Change run length"));
}

QWidget* ScenarioForm::control(const QString& key) const
{
    if (ValueField* f = m_values.value(key))
        return f->spinBox();
    if (key == "name"_L1)
        return m_name;
    return m_choices.value(key);
}

void ScenarioForm::focusField(const QString& key)
{
    QWidget* w = control(key);
    if (!w)
        return;
    if (!w->isVisible() && key.startsWith("training."_L1))
        w = control(m_byTokens->isChecked() ? u"training.tokens_b"_s : u"training.duration_hours"_s);
    m_scroll->ensureWidgetVisible(w);
    w->setFocus(Qt::OtherFocusReason);
}

void ScenarioForm::showRejection(const QString& key, const QString& problem)
{
    if (ValueField* f = m_values.value(key))
        f->setError(problem);
}

} // namespace Kova
