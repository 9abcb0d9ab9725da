#pragma once

#include <QWidget>

class QLabel;

namespace Kova {

// Holds a word-wrapped label whose text changes often (a summary redone at every step of a slider): the layout
// around it is done again only when the label's height at its width changes, not at every new text. QLabel asks
// its parent's layout to lay everything out again at each setText(), which measures the new text several times
// over (its preferred and minimum sizes); here the label is measured once, at the width it has, and the panel is
// laid out again only when that height changes. Between two such layouts, the size hints the panel reports may
// be those of an earlier text: the label itself is always as tall as its text needs at its width.
// A label selectable by mouse is so while the pointer is over it (or while it holds a selection): Qt lays a
// selectable label's text out again as a document at each new text, which costs more than the rest of its paint.
class WrappedLabelSlot : public QWidget
{
    Q_OBJECT

public:
    // Takes `label` as its child.
    explicit WrappedLabelSlot(QLabel* label, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QLabel* m_label;
    Qt::TextInteractionFlags m_interaction; // what the label allows under the pointer
};

} // namespace Kova
