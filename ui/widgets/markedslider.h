#pragma once

#include <QSlider>
#include <optional>

namespace Kova {

// A horizontal slider that can mark one position, e.g. the optimal checkpoint interval.
class MarkedSlider : public QSlider
{
    Q_OBJECT

public:
    explicit MarkedSlider(QWidget* parent = nullptr);

    void setMarker(std::optional<int> position);
    std::optional<int> marker() const { return m_marker; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<int> m_marker;
};

} // namespace Kova
