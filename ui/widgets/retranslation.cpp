#include "widgets/retranslation.h"

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QList>
#include <QTabBar>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// Lives as a child of its widget and watches its events; one per widget.
class TextFollower : public QObject
{
    Q_OBJECT

public:
    explicit TextFollower(QWidget* widget)
        : QObject(widget)
    {
        widget->installEventFilter(this);
    }

    void add(std::function<void()> apply)
    {
        apply();
        m_apply.append(std::move(apply));
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == parent() && (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange))
            for (const auto& apply : std::as_const(m_apply))
                apply();
        return false;
    }

private:
    QList<std::function<void()>> m_apply;
};

void announceRows(QAbstractItemModel* model, const QModelIndex& parent)
{
    const int rows = model->rowCount(parent);
    const int columns = model->columnCount(parent);
    if (rows <= 0 || columns <= 0)
        return;
    Q_EMIT model->dataChanged(model->index(0, 0, parent), model->index(rows - 1, columns - 1, parent));
    for (int r = 0; r < rows; ++r) {
        const QModelIndex child = model->index(r, 0, parent);
        if (model->hasChildren(child))
            announceRows(model, child);
    }
}

} // namespace

void retranslateWith(QWidget* widget, std::function<void()> apply)
{
    auto* follower = widget->findChild<TextFollower*>(Qt::FindDirectChildrenOnly);
    if (!follower)
        follower = new TextFollower(widget);
    follower->add(std::move(apply));
}

void retranslateQtParts(QWidget* window)
{
    // Qt's words, translated by Qt's catalogue (qtbase_fr); the contexts are given as variables so that
    // lupdate leaves them out of Kova's.
    const char* const dock = "QDockWidget";
    const char* const tabBar = "QTabBar";
    const char* const closeButton = "CloseButton";
    const auto translated
        = [](const char* context, const char* text) { return QCoreApplication::translate(context, text); };
    for (QDockWidget* d : window->findChildren<QDockWidget*>()) {
        if (auto* b = d->findChild<QAbstractButton*>(QStringLiteral("qt_dockwidget_floatbutton"))) {
            b->setAccessibleName(translated(dock, "Float"));
            b->setAccessibleDescription(translated(dock, "Undocks and re-attaches the dock widget"));
        }
        if (auto* b = d->findChild<QAbstractButton*>(QStringLiteral("qt_dockwidget_closebutton"))) {
            b->setAccessibleName(translated(dock, "Close"));
            b->setAccessibleDescription(translated(dock, "Closes the dock widget"));
        }
    }
    for (QTabBar* bar : window->findChildren<QTabBar*>()) {
        for (int i = 0; i < bar->count(); ++i)
            for (auto side : { QTabBar::LeftSide, QTabBar::RightSide })
                if (QWidget* b = bar->tabButton(i, side); b && b->inherits("CloseButton"))
                    b->setToolTip(translated(closeButton, "Close Tab"));
        const QList<QAbstractButton*> scroll = bar->findChildren<QAbstractButton*>(Qt::FindDirectChildrenOnly);
        for (QAbstractButton* b : scroll) {
            if (b->objectName() == "ScrollLeftButton"_L1)
                b->setAccessibleName(translated(tabBar, "Scroll Left"));
            else if (b->objectName() == "ScrollRightButton"_L1)
                b->setAccessibleName(translated(tabBar, "Scroll Right"));
        }
    }
}

void announceNewTexts(QAbstractItemModel* model)
{
    if (const int columns = model->columnCount(); columns > 0)
        Q_EMIT model->headerDataChanged(Qt::Horizontal, 0, columns - 1);
    if (const int rows = model->rowCount(); rows > 0)
        Q_EMIT model->headerDataChanged(Qt::Vertical, 0, rows - 1);
    announceRows(model, {});
}

} // namespace Kova

#include "retranslation.moc"
