#pragma once

#include "widgets/fileopening.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QWidget>
#include <QtConcurrentRun>
#include <functional>
#include <memory>

class QProgressDialog;

namespace Kova {

// A window-modal dialog over `window` with a busy bar, titled `title` and saying `label` as plain text; not shown yet.
QProgressDialog* newBusyDialog(QWidget* window, const QString& title, const QString& label);

// Shows a busy dialog without Cancel over `window`, titled `title` and saying `label`; closed when it is destroyed.
class BusyDialog
{
public:
    BusyDialog(QWidget* window, const QString& title, const QString& label);
    ~BusyDialog();
    BusyDialog(const BusyDialog&) = delete;
    BusyDialog& operator=(const BusyDialog&) = delete;

private:
    QPointer<QProgressDialog> m_dialog;
};

// Runs `work` off the GUI thread and returns its result once done, turning the event loop meanwhile without user
// input: the window keeps painting and its timers run, while nothing can be edited, closed or started. For work
// the caller must have done before it goes on (a save before a close). A busy dialog (BusyDialog) shows if the
// work lasts longer than FileOpening::ProgressDelayMs.
template <typename Result>
Result waitWithoutInput(QWidget* window, const QString& title, const QString& label, std::function<Result()> work)
{
    QFutureWatcher<Result> watcher;
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    std::unique_ptr<BusyDialog> busy;
    QTimer delay;
    delay.setSingleShot(true);
    QObject::connect(
        &delay, &QTimer::timeout, &loop, [&] { busy = std::make_unique<BusyDialog>(window, title, label); });
    delay.start(FileOpening::ProgressDelayMs);
    watcher.setFuture(QtConcurrent::run(FileOpening::threads(), std::move(work)));
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    return watcher.future().takeResult();
}

} // namespace Kova
