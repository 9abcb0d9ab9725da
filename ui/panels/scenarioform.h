#pragma once

#include "model/scenario.h"
#include "model/scenariolimits.h"
#include "widgets/valuefield.h"

#include <QHash>
#include <QPointer>
#include <QWidget>
#include <functional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QRadioButton;
class QScrollArea;
class QFormLayout;
class QVBoxLayout;

namespace Kova {

class OfferChoiceModel;
class ScenarioDocument;

// The scenario's inputs: sliders paired with spin boxes and choice boxes, each bound to one scenario key.
class ScenarioForm : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioForm(QWidget* parent = nullptr);

    void setDocument(ScenarioDocument* document);

    // The control editing a scenario key such as "cluster.gpus" (nullptr for an unknown key).
    QWidget* control(const QString& key) const;
    ValueField* valueField(const QString& key) const { return m_values.value(key); }
    QComboBox* choice(const QString& key) const { return m_choices.value(key); }

public Q_SLOTS:
    void focusField(const QString& key);

private:
    using Setter = std::function<void(Scenario&, double)>;
    // Texts are given as functions, called again whenever the language changes (retranslateWith).
    using Text = std::function<QString()>;
    using FieldTexts = std::function<QStringList()>; // the label, the name for assistive tools, the unit
    // A number field accepting what the scenario file accepts (`accepted`), its slider spanning the usual values.
    ValueField* addValue(QFormLayout* group, const QString& key, const FieldTexts& texts, ValueRange accepted,
        ValueRange slider, int decimals, const Setter& setter,
        ValueField::Scale scale = ValueField::Scale::Logarithmic);
    QComboBox* addChoice(QFormLayout* group, const QString& key, const Text& label,
        const std::function<void(Scenario&, const QVariant&)>& setter);
    // A check box bound to a true/false key.
    QCheckBox* addSwitch(
        QFormLayout* group, const QString& key, const Text& text, const std::function<void(Scenario&, bool)>& setter);
    // The tooltip saying where a field's default comes from, retranslated with the form.
    void setSourceTip(const QString& key, const Text& tip);
    static void setItems(QComboBox* box, const QList<std::pair<int, QString>>& items);
    QFormLayout* addGroup(const Text& title);
    void buildModelGroup();
    void buildClusterGroup();
    void buildInterruptionGroup();
    void buildStorageGroup();
    void buildMemoryModelRows(QFormLayout* group);
    void refreshMemoryModel(const Scenario& s);
    void fillChoices();
    void refresh();
    void refreshFromEstimate();
    void showRejection(const QString& key, const QString& problem);
    void setDurationMode(bool fixedDuration);

    QPointer<ScenarioDocument> m_document;
    QScrollArea* m_scroll;
    QVBoxLayout* m_groups;
    QLineEdit* m_name;
    QRadioButton* m_byTokens;
    QRadioButton* m_byDuration;
    QCheckBox* m_optimalInterval;
    QHash<QString, ValueField*> m_values;
    QHash<QString, QComboBox*> m_choices;
    OfferChoiceModel* m_offerChoices;
    QHash<QString, QCheckBox*> m_switches;
    QList<QCheckBox*> m_loraTargets; // in the order of LoraTarget
    bool m_refreshing = false;
    QHash<QString, double> m_refused; // the values of the current document the engine refused, by key
};

} // namespace Kova
