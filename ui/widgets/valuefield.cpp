#include "widgets/valuefield.h"

#include "text/format.h"
#include "widgets/markedslider.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPalette>
#include <QSignalBlocker>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
constexpr int SliderSteps = 1000;

// A spin box that tells an arrow step (key, button, wheel) from a typed value, and lands its steps where
// the field's rule says.
class SteppingSpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    void stepBy(int steps) override
    {
        m_stepping = true;
        if (rule) {
            const double from = value();
            const double to = rule(from, std::clamp(from + steps * singleStep(), minimum(), maximum()));
            if (to != from)
                setValue(to);
        } else {
            QDoubleSpinBox::stepBy(steps);
        }
        m_stepping = false;
    }
    bool stepping() const { return m_stepping; }
    // Trailing zeros beyond `leastDecimals` say nothing: 13.0 and 0.07 B parameters, not 13.000 and 0.070.
    QString textFromValue(double v) const override
    {
        QString text = QDoubleSpinBox::textFromValue(v);
        const QString point = locale().decimalPoint();
        const qsizetype at = text.lastIndexOf(point);
        if (at < 0 || leastDecimals >= decimals())
            return text;
        const qsizetype keep = at + point.size() + leastDecimals;
        while (text.size() > keep && text.endsWith(locale().zeroDigit()))
            text.chop(locale().zeroDigit().size());
        if (text.endsWith(point))
            text.chop(point.size());
        return text;
    }
    int leastDecimals = 99; // all of them
    ValueField::StepRule rule;

private:
    bool m_stepping = false;
};
} // namespace

ValueField::ValueField(
    const QString& name, double min, double max, int decimals, const QString& unit, Scale scale, QWidget* parent)
    : QWidget(parent)
    , m_slider(new MarkedSlider(this))
    , m_spin(new SteppingSpinBox(this))
    , m_error(new QLabel(this))
    , m_scale(scale)
    , m_min(min)
    , m_max(max)
    , m_sliderMin(min)
    , m_sliderMax(max)
{
    m_slider->setRange(0, SliderSteps);
    m_slider->setPageStep(SliderSteps / 20);
    m_spin->setRange(min, max);
    m_spin->setDecimals(decimals);
    m_spin->setKeyboardTracking(false);
    m_spin->setAccelerated(true);
    m_spin->setGroupSeparatorShown(true);
    m_spin->setMinimumWidth(112);
    m_slider->setMinimumWidth(60);
    m_spin->setAlignment(Qt::AlignRight);
    m_error->setVisible(false);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText); // the problem may quote what was typed
    QPalette errorPalette = m_error->palette();
    errorPalette.setColor(QPalette::WindowText, QColor(0xd8, 0x3b, 0x3b));
    m_error->setPalette(errorPalette);
    setTexts(name, unit);

    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(8);
    layout->setVerticalSpacing(2);
    layout->addWidget(m_slider, 0, 0);
    layout->addWidget(m_spin, 0, 1);
    layout->addWidget(m_error, 1, 0, 1, 2);
    setFocusProxy(m_spin);
    setTabOrder(m_slider, m_spin);

    // A press starts a new gesture, a release ends it; so does leaving the field.
    connect(m_slider, &QSlider::sliderPressed, this, [this] { m_gestureOpen = false; });
    connect(m_slider, &QSlider::sliderReleased, this, [this] { m_gestureOpen = false; });
    m_slider->installEventFilter(this);
    m_spin->installEventFilter(this);
    connect(m_slider, &QSlider::valueChanged, this, &ValueField::onSliderMoved);
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, &ValueField::onSpinEdited);
}

void ValueField::setTexts(const QString& name, const QString& unit)
{
    m_slider->setAccessibleName(tr("%1 slider").arg(name));
    // A percentage as the locale writes it (a non-breaking space before the sign in French), other units after a space.
    m_spin->setSuffix(unit.isEmpty() ? QString() : unit == u"%"_s ? Formatter().percentSuffix() : u' ' + unit);
    m_spin->setAccessibleName(name);
    m_error->setAccessibleName(tr("%1 error").arg(name));
}

void ValueField::setSliderSpan(double min, double max)
{
    m_sliderMin = std::max(min, m_min);
    m_sliderMax = std::min(max, m_max);
    const QSignalBlocker block(m_slider);
    m_slider->setValue(toSlider(m_spin->value()));
}

QSlider* ValueField::slider() const
{
    return m_slider;
}

// A logarithmic scale that starts at 0 is shifted by one unit, so 0 stays reachable.
double ValueField::offset() const
{
    return m_sliderMin > 0 ? 0.0 : 1.0;
}

double ValueField::value() const
{
    return m_spin->value();
}

int ValueField::toSlider(double v) const
{
    double t = 0;
    if (m_scale == Scale::Logarithmic)
        t = std::log((std::max(v, m_sliderMin) + offset()) / (m_sliderMin + offset()))
            / std::log((m_sliderMax + offset()) / (m_sliderMin + offset()));
    else
        t = (v - m_sliderMin) / (m_sliderMax - m_sliderMin);
    return int(std::lround(std::clamp(t, 0.0, 1.0) * SliderSteps));
}

double ValueField::fromSlider(int position) const
{
    const double t = double(position) / SliderSteps;
    const double v = m_scale == Scale::Logarithmic
        ? (m_sliderMin + offset()) * std::pow((m_sliderMax + offset()) / (m_sliderMin + offset()), t) - offset()
        : m_sliderMin + t * (m_sliderMax - m_sliderMin);
    // Round to the spin box's precision, and to about three significant digits on a logarithmic scale so
    // that dragging lands on readable values (8, 16, 70 rather than 7.94).
    double rounded = v;
    if (m_scale == Scale::Logarithmic && v > 0) {
        const double unit = std::pow(10.0, std::floor(std::log10(v)) - 1);
        rounded = std::round(v / unit) * unit;
    }
    const double scale = std::pow(10.0, m_spin->decimals());
    return std::clamp(std::round(rounded * scale) / scale, m_sliderMin, m_sliderMax);
}

void ValueField::setValue(double v)
{
    // The form sets every field at each change of the scenario: a spin box repaints itself even when given
    // the value it shows, and the slider may stand a step away from the value's own position (a drag).
    const QSignalBlocker spinBlock(m_spin);
    const QSignalBlocker sliderBlock(m_slider);
    if (m_noValue) {
        m_noValue = false;
        m_spin->setSpecialValueText(QString());
        m_spin->setMinimum(m_min);
        m_spin->setValue(v);
    } else if (m_spin->value() != v) {
        m_spin->setValue(v);
    }
    if (!m_slider->isSliderDown())
        m_slider->setValue(toSlider(v));
}

void ValueField::showNoValue(const QString& text)
{
    const QSignalBlocker spinBlock(m_spin);
    const QSignalBlocker sliderBlock(m_slider);
    // A spin box shows its special text at its minimum: one step below the range, which no edit can reach
    // while the text shows (the field is disabled) and setValue() takes away.
    m_noValue = true;
    m_spin->setMinimum(m_min - m_spin->singleStep());
    m_spin->setSpecialValueText(text);
    m_spin->setValue(m_spin->minimum());
    m_slider->setValue(0);
}

void ValueField::setMarker(std::optional<double> v, const QString& toolTip)
{
    m_slider->setMarker(v ? std::optional<int>(toSlider(*v)) : std::nullopt);
    m_slider->setToolTip(toolTip);
}

void ValueField::setError(const QString& problem)
{
    m_error->setText(problem);
    m_error->setVisible(!problem.isEmpty());
    m_spin->setProperty("invalid", !problem.isEmpty());
    m_spin->setStyleSheet(problem.isEmpty() ? QString() : u"QDoubleSpinBox { border: 1px solid #d83b3b; }"_s);
}

QString ValueField::error() const
{
    return m_error->text();
}

bool ValueField::continueGesture()
{
    const bool continuing = m_gestureOpen;
    m_gestureOpen = true;
    return continuing;
}

bool ValueField::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::FocusOut)
        m_gestureOpen = false;
    // Undo and Redo are the window's (the scenario's edits), not the box's own text undo: the box does not
    // claim their keys, and a value being typed is replaced by the undone one.
    if (watched == m_spin && event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ValueField::setLeastDecimals(int decimals)
{
    static_cast<SteppingSpinBox*>(m_spin)->leastDecimals = decimals;
    const QSignalBlocker block(m_spin);
    m_spin->setDecimals(m_spin->decimals()); // shows the value again
}

void ValueField::setStepRule(StepRule rule)
{
    static_cast<SteppingSpinBox*>(m_spin)->rule = std::move(rule);
}

void ValueField::onSliderMoved(int position)
{
    double v = fromSlider(position);
    if (const StepRule& rule = static_cast<SteppingSpinBox*>(m_spin)->rule)
        v = rule(m_spin->value(), v);
    if (v == m_spin->value() && m_gestureOpen)
        return; // a move within the values the rule steps over
    if (!m_slider->isSliderDown() && m_slider->value() != toSlider(v)) {
        // A key or wheel step lands where the rule put it, so that the next step starts there.
        const QSignalBlocker block(m_slider);
        m_slider->setValue(toSlider(v));
    }
    const bool continuing = continueGesture();
    {
        const QSignalBlocker block(m_spin);
        m_spin->setValue(v);
    }
    Q_EMIT valueEdited(v, continuing);
}

void ValueField::onSpinEdited()
{
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(toSlider(m_spin->value()));
    }
    bool continuing = false;
    if (static_cast<SteppingSpinBox*>(m_spin)->stepping())
        continuing = continueGesture();
    else
        m_gestureOpen = false; // a typed value is a step of its own, and ends any run of arrow steps
    Q_EMIT valueEdited(m_spin->value(), continuing);
}

} // namespace Kova
