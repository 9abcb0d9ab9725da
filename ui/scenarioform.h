#pragma once

#include "scenario.h"

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

class ScenarioDocument;
class ValueField;

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
    ValueField* addValue(
        QFormLayout* group, const QString& key, const QString& label, ValueField* field, const Setter& setter);
    QComboBox* addChoice(QFormLayout* group, const QString& key, const QString& label,
        const std::function<void(Scenario&, const QVariant&)>& setter);
    QFormLayout* addGroup(const QString& title);
    void buildModelGroup();
    void buildClusterGroup();
    void buildInterruptionGroup();
    void buildStorageGroup();
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
    bool m_refreshing = false;
};

} // namespace Kova
