#pragma once

#include <QCache>
#include <QFont>
#include <QHash>
#include <QSize>
#include <QStyledItemDelegate>
#include <QTextLayout>

class QAbstractItemView;

namespace Kova {

// QStyledItemDelegate's cells, measured and painted the same, but each text is shaped once: its size hint and
// its laid-out text are kept by what they depend on (the text, font, room, alignment, style), so a table
// repainted or measured again with mostly the same texts (a slider moved: a few amounts change) does not shape
// every cell again. A new text, font, width or language is a new key: it is measured and laid out afresh, never
// shown stale. Sizes are measured by the style, whichever it is; text is painted from the kept layouts under
// Fusion only (other styles paint their cells themselves), and cells it cannot paint exactly as Fusion does
// (selected, focused, with a check box or an icon not on the left, right to left, too long for their room and so
// elided) are left to the style.
class CachedTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit CachedTextDelegate(QObject* parent = nullptr);
    // Sets a new delegate on `view` (its parent): the view's cells are measured and painted through the caches.
    static CachedTextDelegate* install(QAbstractItemView* view);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    void clear();

    struct SizeKey
    {
        QString text;
        QFont font;
        int features;
        QSize decoration;
        int decorationPosition;
        int wrapWidth; // the cell's width when the text wraps, else -1
        int direction;
        const void* style;
        bool operator==(const SizeKey&) const = default;
    };
    struct LayoutKey
    {
        QString text;
        QFont font;
        int width;
        int alignment;
        bool wrap;
        bool operator==(const LayoutKey&) const = default;
    };

protected:
    // The view's style, font, screen or language changed: what was measured is measured again.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Laid
    {
        QTextLayout layout;
        qreal widest = 0; // of its lines' natural widths
        qreal height = 0;
        QSize bounds; // the layout's bounding rectangle's size, rounded as the style rounds it
    };
    const Laid* laidOut(const QStyleOptionViewItem& option, int width) const;

    mutable QCache<LayoutKey, Laid> m_layouts;
    mutable QHash<SizeKey, QSize> m_sizes;
};

size_t qHash(const CachedTextDelegate::SizeKey& key, size_t seed = 0);
size_t qHash(const CachedTextDelegate::LayoutKey& key, size_t seed = 0);

} // namespace Kova
