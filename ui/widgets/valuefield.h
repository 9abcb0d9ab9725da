#pragma once

#include <QWidget>
#include <functional>
#include <optional>

class QDoubleSpinBox;
class QEvent;
class QLabel;
class QSlider;

namespace Kova {

class MarkedSlider;

// A number entered either with a slider or a spin box, kept in step both ways. Wide ranges move the
// slider on a logarithmic scale. Edits are reported with `continuing` set when they continue one gesture
// (one undo step): a slider drag until its release, or a run of slider keys, wheel turns or spin box
// arrow steps until the field loses focus. A value typed in the spin box is a gesture of its own.
class ValueField : public QWidget
{
    Q_OBJECT

public:
    enum class Scale { Linear, Logarithmic };

    ValueField(const QString& name, double min, double max, int decimals, const QString& unit,
        Scale scale = Scale::Linear, QWidget* parent = nullptr);

    // The values the slider spans, within the field's range (by default the whole range): a field that accepts
    // rare values far out keeps its slider on the usual ones, and shows a value beyond them at the slider's end.
    void setSliderSpan(double min, double max);
    // The decimals always shown; those beyond, up to the field's precision, only when not zero (0.125, 13.0).
    void setLeastDecimals(int decimals);
    // The field's name for assistive tools and its unit after the number, in the current language.
    void setTexts(const QString& name, const QString& unit);
    double value() const;
    void setValue(double v); // without emitting valueEdited
    // Where a slider move or an arrow step from a value towards another lands (values a rule steps over,
    // such as GPU counts that are not whole nodes); none: where it is aimed. A typed value is kept as typed.
    using StepRule = std::function<double(double from, double wanted)>;
    void setStepRule(StepRule rule);
    // Shows `text` instead of a number (a value the scenario does not have), until the next setValue().
    void showNoValue(const QString& text);
    void setMarker(std::optional<double> v, const QString& toolTip = {});
    void setError(const QString& problem); // empty: no error
    QString error() const;

    QDoubleSpinBox* spinBox() const { return m_spin; }
    QSlider* slider() const;

Q_SIGNALS:
    void valueEdited(double value, bool continuing);

private:
    double offset() const;
    int toSlider(double v) const;
    double fromSlider(int position) const;
    void onSliderMoved(int position);
    void onSpinEdited();
    bool continueGesture();
    bool eventFilter(QObject* watched, QEvent* event) override;

    MarkedSlider* m_slider;
    QDoubleSpinBox* m_spin;
    QLabel* m_error;
    Scale m_scale;
    double m_min;
    double m_max;
    double m_sliderMin;
    double m_sliderMax;
    bool m_gestureOpen = false; // the next slider or arrow edit continues the last one
    bool m_noValue = false; // showNoValue() lowered the box's minimum to show its text
};

} // namespace Kova
