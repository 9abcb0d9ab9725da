#include "models/cachedtextdelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QEvent>
#include <QPainter>
#include <QStyle>
#include <QTextOption>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
// Enough for every cell of a few screens of a table, its texts before and after a change; past it the texts
// least recently shown are laid out again when they come back.
constexpr int KeptLayouts = 4096;
constexpr int KeptSizes = 8192;
// Whether `style` draws a cell's text as QCommonStyle does, which the kept layouts repeat (tests compare the
// pixels under Fusion, the style Qt uses where the desktop names none); any other style paints its cells itself.
bool drawsItemsAsFusion(const QStyle* style)
{
    return style->name().compare("fusion"_L1, Qt::CaseInsensitive) == 0;
}

} // namespace

size_t qHash(const CachedTextDelegate::SizeKey& key, size_t seed)
{
    return qHashMulti(seed, key.text, key.font, key.features, key.decoration.width(), key.decoration.height(),
        key.decorationPosition, key.wrapWidth, key.direction, key.style);
}

size_t qHash(const CachedTextDelegate::LayoutKey& key, size_t seed)
{
    return qHashMulti(seed, key.text, key.font, key.width, key.alignment, key.wrap);
}

CachedTextDelegate::CachedTextDelegate(QObject* parent)
    : QStyledItemDelegate(parent)
    , m_layouts(KeptLayouts)
{
}

CachedTextDelegate* CachedTextDelegate::install(QAbstractItemView* view)
{
    auto* delegate = new CachedTextDelegate(view);
    view->setItemDelegate(delegate);
    view->installEventFilter(delegate);
    return delegate;
}

bool CachedTextDelegate::eventFilter(QObject* watched, QEvent* event)
{
    // The view's editors are filtered by the base class; the view itself only here.
    if (watched != parent())
        return QStyledItemDelegate::eventFilter(watched, event);
    // The keys hold the text, font and style already: this only drops what can no longer be shown, and what a
    // style's metrics at another screen's resolution would measure otherwise.
    switch (event->type()) {
    case QEvent::StyleChange:
    case QEvent::FontChange:
    case QEvent::LanguageChange:
    case QEvent::LocaleChange:
    case QEvent::DevicePixelRatioChange:
    case QEvent::ScreenChangeInternal:
        clear();
        break;
    default:
        break;
    }
    return false;
}

void CachedTextDelegate::clear()
{
    m_layouts.clear();
    m_sizes.clear();
}

QSize CachedTextDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    // As QStyledItemDelegate::sizeHint(), the style's measure of the cell kept by all it depends on.
    if (const QVariant value = index.data(Qt::SizeHintRole); value.isValid())
        return qvariant_cast<QSize>(value);
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    const bool wraps = opt.features & QStyleOptionViewItem::WrapText;
    const bool decorated = opt.features & QStyleOptionViewItem::HasDecoration;
    SizeKey key { opt.text, opt.font, int(opt.features), decorated ? opt.decorationSize : QSize(),
        int(opt.decorationPosition), wraps && opt.rect.isValid() ? opt.rect.width() : -1, int(opt.direction), style };
    if (const auto it = m_sizes.constFind(key); it != m_sizes.cend())
        return it.value();
    const QSize size = style->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), widget);
    if (m_sizes.size() >= KeptSizes)
        m_sizes.clear();
    m_sizes.insert(std::move(key), size);
    return size;
}

const CachedTextDelegate::Laid* CachedTextDelegate::laidOut(const QStyleOptionViewItem& option, int width) const
{
    // As the style lays out a cell's text (QCommonStyle's view item text layout): lines as wide as the room.
    const Qt::Alignment alignment = QStyle::visualAlignment(option.direction, option.displayAlignment);
    const bool wrap = option.features & QStyleOptionViewItem::WrapText;
    LayoutKey key { option.text, option.font, width, int(alignment), wrap };
    if (const Laid* laid = m_layouts.object(key))
        return laid;
    auto* laid = new Laid;
    QTextOption textOption;
    textOption.setWrapMode(wrap ? QTextOption::WordWrap : QTextOption::ManualWrap);
    textOption.setTextDirection(option.direction);
    textOption.setAlignment(alignment);
    laid->layout.setText(option.text);
    laid->layout.setFont(option.font);
    laid->layout.setTextOption(textOption);
    laid->layout.setCacheEnabled(true); // the shaped glyphs are kept for the next paints
    laid->layout.beginLayout();
    for (QTextLine line = laid->layout.createLine(); line.isValid(); line = laid->layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, laid->height));
        laid->height += line.height();
        laid->widest = std::max(laid->widest, line.naturalTextWidth());
    }
    laid->layout.endLayout();
    laid->bounds = laid->layout.boundingRect().size().toSize();
    m_layouts.insert(std::move(key), laid);
    return laid;
}

void CachedTextDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    // What the style draws otherwise than text on a plain background is left to it, as are texts that must be
    // shortened to their room.
    constexpr auto Marked = QStyle::State_Selected | QStyle::State_HasFocus | QStyle::State_Editing;
    // An icon is drawn by the style, on the text's left as the views put it; a check box is left to the style.
    const bool icon = opt.features & QStyleOptionViewItem::HasDecoration;
    if (!drawsItemsAsFusion(style) || opt.text.isEmpty() || (opt.state & Marked)
        || (opt.features & QStyleOptionViewItem::HasCheckIndicator)
        || (icon && opt.decorationPosition != QStyleOptionViewItem::Left) || opt.direction != Qt::LeftToRight) {
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        return;
    }
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    // The text's room: the whole cell, or (a style that does not select the decoration) the text's own size
    // aligned in it, less the margins.
    QRect display = opt.rect;
    if (icon) // the icon and its margins first (QCommonStyle's view item layout)
        display.setLeft(display.left() + opt.decorationSize.width() + 2 * margin);
    if (!opt.showDecorationSelected) {
        const Laid* natural = laidOut(opt, display.width() - 2 * margin);
        const QSize textSize(int(std::ceil(natural->widest)) + 2 * margin, int(std::ceil(natural->height)));
        display = QStyle::alignedRect(opt.direction, opt.displayAlignment, textSize.boundedTo(display.size()), display);
    }
    const QRect textRect = display.adjusted(margin, 0, -margin, 0);
    const Laid* laid = laidOut(opt, textRect.width());
    if (laid->widest > textRect.width() || laid->height > textRect.height()
        || laid->bounds.height() > textRect.height()) { // too long for its room: elided by the style
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        return;
    }
    // The background, as the style draws it, then the kept text where the style would put it.
    const QString text = std::exchange(opt.text, QString());
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    opt.text = text;
    QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
        group = QPalette::Inactive;
    painter->save();
    painter->setClipRegion(painter->hasClipping() ? (painter->clipRegion() & opt.rect) : QRegion(opt.rect));
    painter->setPen(opt.palette.color(group, QPalette::Text));
    const QRect layoutRect = QStyle::alignedRect(Qt::LayoutDirectionAuto, opt.displayAlignment, laid->bounds, textRect);
    laid->layout.draw(painter, QPointF(textRect.x(), layoutRect.top()));
    painter->restore();
}

} // namespace Kova
