#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QProgressDialog>
#include <QString>
#include <QThreadPool>
#include <QtConcurrentRun>
#include <functional>

class QTimer;
class QWidget;

namespace Kova {

// A file the window opens, read and parsed off the GUI thread: `read` runs on a worker and its result is handed to
// `deliver` on the GUI thread, so that a large file leaves the window responsive. A file over ProgressFromBytes
// shows a progress dialog over the window (object name "OpeningFile") once the reading has taken ProgressDelayMs;
// its Cancel closes it at once and drops the result (the worker finishes unseen). The opening belongs to `owner`:
// deleting the owner drops it too.
class FileOpening : public QObject
{
    Q_OBJECT

public:
    static constexpr qint64 ProgressFromBytes = 64 * 1024;
    static constexpr int ProgressDelayMs = 250;

    template <typename Result>
    static FileOpening* start(const QString& path, QWidget* window, QObject* owner, std::function<Result()> read,
        std::function<void(Result)> deliver)
    {
        auto* opening = new FileOpening(path, window, owner);
        auto* watcher = new QFutureWatcher<Result>(opening);
        opening->watch(watcher, [watcher, deliver = std::move(deliver)] { deliver(watcher->result()); });
        watcher->setFuture(QtConcurrent::run(threads(), std::move(read)));
        return opening;
    }

    // The threads files are read and their texts written on: not the global pool, so that a long parse (or one
    // cancelled, finishing unseen) never holds the threads the engine's own QtConcurrent work waits for.
    static QThreadPool* threads();

    QString path() const { return m_path; }
    QProgressDialog* progressDialog() const { return m_dialog; }

public Q_SLOTS:
    // Closes the progress dialog and drops the result; finished(false).
    void cancel();

Q_SIGNALS:
    // Once, after the result was delivered (true) or dropped (false); the opening then deletes itself.
    void finished(bool delivered);

private:
    FileOpening(const QString& path, QWidget* window, QObject* owner);
    void watch(QFutureWatcherBase* watcher, std::function<void()> deliver);
    void showProgress();
    void end(bool delivered);

    QString m_path;
    QPointer<QWidget> m_window;
    QFutureWatcherBase* m_watcher = nullptr;
    QTimer* m_delay;
    QPointer<QProgressDialog> m_dialog;
    bool m_ended = false;
};

} // namespace Kova
