#include "widgets/fileopening.h"

#include "widgets/busywait.h"
#include "widgets/plainmessage.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QProgressDialog>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace Kova {

QThreadPool* FileOpening::threads()
{
    // Owned by the application: its end waits for a reading still running, after the windows are gone.
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setMaxThreadCount(2);
    }
    return pool;
}

FileOpening::FileOpening(const QString& path, QWidget* window, QObject* owner)
    : QObject(owner)
    , m_path(path)
    , m_window(window)
    , m_delay(new QTimer(this))
{
    m_delay->setSingleShot(true);
    connect(m_delay, &QTimer::timeout, this, &FileOpening::showProgress);
    // A small file is read before anyone could see a dialog; only a large one may take long enough to need one.
    if (QFileInfo(path).size() > ProgressFromBytes)
        m_delay->start(ProgressDelayMs);
}

void FileOpening::watch(QFutureWatcherBase* watcher, std::function<void()> deliver)
{
    m_watcher = watcher;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, deliver = std::move(deliver)] {
        if (m_ended)
            return;
        // The dialog goes before the result is shown, so that the window is painted without it.
        m_delay->stop();
        if (m_dialog) {
            m_dialog->hide();
            m_dialog->deleteLater();
        }
        deliver();
        end(true);
    });
}

void FileOpening::showProgress()
{
    if (m_ended || !m_window)
        return;
    QProgressDialog* dialog = newBusyDialog(m_window, tr("Opening File"),
        tr("Reading %1…").arg(QFileInfo(m_path).fileName())); // its folder is in the tooltip
    m_dialog = dialog;
    dialog->setObjectName(u"OpeningFile"_s);
    dialog->setToolTip(plainToolTip(QDir::toNativeSeparators(m_path)));
    connect(dialog, &QProgressDialog::canceled, this, &FileOpening::cancel);
    dialog->show();
}

void FileOpening::cancel()
{
    if (m_ended)
        return;
    m_delay->stop();
    if (m_dialog) {
        m_dialog->hide();
        m_dialog->deleteLater();
    }
    // The worker cannot be stopped mid-parse: it finishes into a future nobody reads.
    if (m_watcher)
        m_watcher->disconnect(this);
    end(false);
}

void FileOpening::end(bool delivered)
{
    m_ended = true;
    Q_EMIT finished(delivered);
    deleteLater();
}

} // namespace Kova
