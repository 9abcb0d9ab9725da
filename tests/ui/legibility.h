#pragma once

// What tst_legibility and tst_screenshots share: the application set up as both run it, the shipped
// scenarios opened, and the checks that no text shown in a chart (title, axis, label, legend), an item view
// (cell, header), a tab bar or a wrapped label is cut short.

#include "document/openscenarios.h"
#include "shell/mainwindow.h"
#include "tests/ui/openfile.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTableView>
#include <QToolButton>
#include <QTreeView>

namespace Legibility {

using namespace Qt::StringLiterals;

// As both tests run the window: settings apart from the user's, and the Fusion style on every platform.
inline void setUpApplication()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
}

// Opens resources/scenarios/<name>.kova.json in the window; false when it could not.
inline bool openShipped(Kova::MainWindow& w, const QString& name)
{
    return OpenFile::scenario(
        *w.scenarios(), QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/") + name + u".kova.json"_s);
}

// build/<preset>/screenshots/<sub>, made when missing.
inline QString screenshotFolder(const QString& sub = {})
{
    const QString folder
        = QStringLiteral(KOVA_BINARY_DIR) + u"/screenshots"_s + (sub.isEmpty() ? QString() : u'/' + sub);
    QDir().mkpath(folder);
    return folder;
}

// The part of w that its parents leave on screen, in w's coordinates (QWidget::visibleRegion() would
// also take away the part its own opaque children cover: all of a chart view, under its viewport).
inline QRect unclipped(const QWidget* w)
{
    QRect r = w->rect();
    QPoint offset;
    for (const QWidget* x = w; !x->isWindow() && x->parentWidget(); x = x->parentWidget()) {
        offset += x->pos();
        r &= QRect(-offset, x->parentWidget()->size());
    }
    return r;
}

// Shown and not wholly covered: a dock behind another in a tab group is "visible" but not on screen.
inline bool onScreen(const QWidget* w)
{
    return w->isVisible() && !unclipped(w).isEmpty() && !w->visibleRegion().isEmpty();
}

// The names the chart's legend shows, in order.
inline QStringList legendEntries(const QChartView* view)
{
    QStringList shown;
    for (const QLegendMarker* marker : view->chart()->legend()->markers())
        if (marker->isVisible())
            shown << marker->label();
    return shown;
}

// The legend as drawn: each entry's text where it stands in the legend, in the order the legend lays them out. An
// entry shown with no text, or a gap left by a hidden one, reads differently from the same legend laid out afresh.
inline QStringList drawnLegend(const QChartView* view)
{
    QList<QPair<QPointF, QString>> entries;
    QList<QGraphicsItem*> items = view->chart()->legend()->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem* item = items.takeFirst();
        items << item->childItems();
        if (!item->isVisible())
            continue;
        if (auto* t = qgraphicsitem_cast<QGraphicsTextItem*>(item))
            entries.append({ t->mapToItem(view->chart()->legend(), QPointF()), t->toPlainText() });
    }
    std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
        return a.first.y() != b.first.y() ? a.first.y() < b.first.y() : a.first.x() < b.first.x();
    });
    QStringList out;
    for (const auto& [at, text] : entries)
        out << u"\"%1\" at %2,%3"_s.arg(text).arg(qRound(at.x())).arg(qRound(at.y()));
    return out;
}

// The texts Qt Charts had to shorten: shown texts ending in an ellipsis, and labels it hid because nothing
// but the ellipsis was left of them, or clipped by what holds them.
inline QStringList cutInChart(QChartView* view)
{
    QStringList out;
    for (QGraphicsItem* item : view->scene()->items()) {
        QString text;
        if (auto* t = qgraphicsitem_cast<QGraphicsTextItem*>(item))
            text = t->toPlainText();
        else if (auto* st = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item))
            text = st->text();
        else
            continue;
        const bool shortened = text.endsWith("..."_L1) || text.endsWith(u'…');
        if ((item->isVisible() && shortened) || (!item->isVisible() && text == "..."_L1))
            out << u"chart \"%1\" (%2×%3): \"%4\" at %5,%6"_s.arg(view->chart()->title())
                       .arg(view->width())
                       .arg(view->height())
                       .arg(text)
                       .arg(item->scenePos().x())
                       .arg(item->scenePos().y());
        // Nor clipped, with no ellipsis, by what holds it: a legend too short for its entries cuts the last ones.
        if (!item->isVisible() || text.isEmpty())
            continue;
        const QRectF box = item->sceneBoundingRect().adjusted(1, 1, -1, -1);
        for (const QGraphicsItem* holder = item->parentItem(); holder; holder = holder->parentItem())
            if ((holder->flags() & QGraphicsItem::ItemClipsChildrenToShape)
                && !holder->sceneBoundingRect().contains(box))
                out << u"chart \"%1\" (%2×%3): \"%4\" clipped at %5,%6"_s.arg(view->chart()->title())
                           .arg(view->width())
                           .arg(view->height())
                           .arg(text)
                           .arg(box.x())
                           .arg(box.y());
    }
    return out;
}

// Cells and headers narrower (or lower) than their text: an item view elides them. Cells may scroll
// sideways (the view's scroll bar shows them whole); they may not be cut.
inline QStringList cutInView(QAbstractItemView* view)
{
    QStringList out;
    const QAbstractItemModel* model = view->model();
    if (!model)
        return out;
    auto* tree = qobject_cast<QTreeView*>(view);
    auto* table = qobject_cast<QTableView*>(view);
    QHeaderView* header = tree ? tree->header() : table ? table->horizontalHeader() : nullptr;
    const QString name = view->accessibleName().isEmpty() ? view->objectName() : view->accessibleName();
    for (int c = 0; c < model->columnCount(); ++c) {
        if (header && header->isSectionHidden(c))
            continue;
        if (header && !header->isHidden()) {
            const QString title = model->headerData(c, Qt::Horizontal).toString();
            const int need = header->fontMetrics().horizontalAdvance(title)
                + 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            if (header->sectionSize(c) < need)
                out << u"%1: header \"%2\" %3 px < %4 px"_s.arg(
                    name, title, QString::number(header->sectionSize(c)), QString::number(need));
        }
        // Every row, the children of expanded rows too.
        QList<QModelIndex> parents { QModelIndex() };
        while (!parents.isEmpty()) {
            const QModelIndex parent = parents.takeFirst();
            for (int r = 0; r < model->rowCount(parent); ++r) {
                const QModelIndex index = model->index(r, c, parent);
                const QModelIndex first = model->index(r, 0, parent);
                if (c == 0 && tree && tree->isExpanded(first) && model->rowCount(first) > 0)
                    parents << first;
                const QString text = index.data().toString();
                const QRect cell = view->visualRect(index);
                if (text.isEmpty() || cell.isEmpty())
                    continue;
                QStyleOptionViewItem option;
                option.initFrom(view);
                option.rect = cell;
                option.font
                    = index.data(Qt::FontRole).isValid() ? index.data(Qt::FontRole).value<QFont>() : view->font();
                QSize need = view->itemDelegateForIndex(index)->sizeHint(option, index);
                if (view->property("wordWrap").toBool()) {
                    // Wrapped at the cell's width (less the delegate's margins), as the view lays it out.
                    int widestLine = 0;
                    for (const QString& line : text.split(u'\n'))
                        widestLine = std::max(widestLine, QFontMetrics(option.font).horizontalAdvance(line));
                    const int margins = need.width() - widestLine;
                    const QRect wrapped = QFontMetrics(option.font)
                                              .boundingRect(QRect(0, 0, std::max(1, cell.width() - margins), 100000),
                                                  Qt::TextWordWrap, text);
                    // A word longer than the cell is not wrapped but shortened ("pretraini…").
                    int longestWord = 0;
                    for (const QString& word : text.split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts))
                        longestWord = std::max(longestWord, QFontMetrics(option.font).horizontalAdvance(word));
                    need = QSize(std::max(wrapped.width(), longestWord) + margins, wrapped.height());
                }
                // Lines of text as the delegate lays them out: each must fit the cell's width, all its height.
                if (cell.width() + 1 < need.width() || cell.height() + 1 < need.height())
                    out << u"%1: cell \"%2\" %3×%4 < %5×%6"_s.arg(name, text, QString::number(cell.width()),
                        QString::number(cell.height()), QString::number(need.width()), QString::number(need.height()));
            }
        }
    }
    return out;
}

// Tabs narrower than their text, or out of their bar (scrolled out of sight, as a long name cut from the left).
inline QStringList cutInTabs(QTabBar* bar)
{
    QStringList out;
    for (int i = 0; i < bar->count(); ++i) {
        const QRect tab = bar->tabRect(i);
        const QString text = bar->tabText(i);
        const int need = bar->fontMetrics().horizontalAdvance(text);
        // A tab scrolled wholly out of sight is a scroll button away; one cut at the bar's edge is not read.
        const bool straddles
            = (tab.left() < 0 && tab.right() > 0) || (tab.left() < bar->width() && tab.right() >= bar->width());
        if (tab.width() < need || straddles)
            out << u"tab \"%1\": %2 px wide at x = %3 in a bar of %4 px, its text %5 px"_s.arg(text,
                QString::number(tab.width()), QString::number(tab.left()), QString::number(bar->width()),
                QString::number(need));
    }
    return out;
}

// Word-wrapped labels lower than their lines need at their width: the last lines are cut off.
inline QStringList cutInLabel(QLabel* label)
{
    if (!label->wordWrap() || label->text().isEmpty())
        return {};
    const int need = label->heightForWidth(label->width());
    if (label->height() + 1 >= need)
        return {};
    return { u"label \"%1\": %2 px high, its lines %3 px"_s.arg(
        label->text().left(60), QString::number(label->height()), QString::number(need)) };
}

// A combo box narrower than its current text: Qt shows it shortened ("Toute interconnex…").
inline QStringList cutInComboBox(QComboBox* box)
{
    if (box->isEditable() || box->currentText().isEmpty())
        return {};
    QStyleOptionComboBox option;
    option.initFrom(box);
    option.currentText = box->currentText();
    option.currentIcon = box->itemIcon(box->currentIndex());
    option.iconSize = box->iconSize();
    const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
    const int icon = option.currentIcon.isNull() ? 0 : option.iconSize.width() + 4;
    // The style draws the text one pixel inside the field on each side.
    const int need = box->fontMetrics().horizontalAdvance(box->currentText()) + icon + 2;
    if (field.width() >= need)
        return {};
    return { u"combo box \"%1\": %2 px for a text of %3 px"_s.arg(
        box->currentText(), QString::number(field.width()), QString::number(need)) };
}

// An empty line edit narrower than its placeholder: Qt shortens the hint ("Chercher une offre (fournisseur, …").
inline QStringList cutInLineEdit(QLineEdit* edit)
{
    if (!edit->text().isEmpty() || edit->placeholderText().isEmpty() || edit->isReadOnly())
        return {};
    QStyleOptionFrame option;
    option.initFrom(edit);
    option.lineWidth = edit->hasFrame() ? edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, edit) : 0;
    QRect text
        = edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, edit).marginsRemoved(edit->textMargins());
    int room = text.width() - 2 * 2; // QLineEdit's own horizontal margin on each side
    for (QToolButton* button : edit->findChildren<QToolButton*>(Qt::FindDirectChildrenOnly))
        room -= button->width(); // the clear button's place is kept while the text is empty
    const int need = edit->fontMetrics().horizontalAdvance(edit->placeholderText());
    if (room >= need)
        return {};
    return { u"line edit's hint \"%1\": %2 px for a text of %3 px"_s.arg(
        edit->placeholderText(), QString::number(room), QString::number(need)) };
}

// A view or scroll area wider inside than on screen: some of its columns are a sideways scroll away.
inline QStringList scrollsSideways(QAbstractScrollArea* area)
{
    const int hidden = area->horizontalScrollBar()->maximum();
    auto* table = qobject_cast<QTableView*>(area);
    const int beyond = table ? table->horizontalHeader()->length() - table->viewport()->width() : 0;
    if (hidden <= 0 && beyond <= 0)
        return {};
    const QString name = area->accessibleName().isEmpty() ? area->objectName() : area->accessibleName();
    return { u"%1 scrolls sideways: %2 px out of sight"_s.arg(name, QString::number(std::max(hidden, beyond))) };
}

// Every text cut short in the window (or any widget) as it is on screen now.
inline QStringList cutInWindow(QWidget& w)
{
    QStringList out;
    for (QChartView* view : w.findChildren<QChartView*>())
        if (onScreen(view->viewport()) && view->width() > 0)
            out << cutInChart(view);
    for (QAbstractItemView* view : w.findChildren<QAbstractItemView*>())
        if (onScreen(view->viewport()) && !qobject_cast<QHeaderView*>(view))
            out << cutInView(view);
    for (QTabBar* bar : w.findChildren<QTabBar*>())
        if (onScreen(bar))
            out << cutInTabs(bar);
    for (QLabel* label : w.findChildren<QLabel*>())
        if (onScreen(label))
            out << cutInLabel(label);
    for (QComboBox* box : w.findChildren<QComboBox*>())
        if (onScreen(box))
            out << cutInComboBox(box);
    for (QLineEdit* edit : w.findChildren<QLineEdit*>())
        if (onScreen(edit))
            out << cutInLineEdit(edit);
    return out;
}

} // namespace Legibility
