#include "io/wholefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSysInfo>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// The file a save replaces: a symbolic link's target, so that the link stays a link.
QString savedFile(const QString& path)
{
    const QFileInfo info(path);
    return info.exists() && info.isSymLink() ? info.canonicalFilePath() : info.absoluteFilePath();
}

// ".NAME.kova-HOST-PID-": what every temporary file of a save to NAME starts with, per process.
QString temporaryPrefix(const QString& name, const QString& host, qint64 pid)
{
    return u'.' + name + u".kova-"_s + host + u'-' + QString::number(pid) + u'-';
}

QString thisHost()
{
    QString host = QSysInfo::machineHostName();
    host.replace(u'-', u'_'); // the dashes separate the name's parts
    return host.isEmpty() ? u"host"_s : host;
}

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

bool writeAll(int fd, const QByteArray& bytes)
{
    qint64 done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

} // namespace

int removeLeftoverSaves(const QString& path)
{
    const QFileInfo target(savedFile(path));
    const QString name = target.fileName();
    const QString start = u'.' + name + u".kova-"_s + thisHost() + u'-';
    int removed = 0;
    const QDir dir = target.absoluteDir();
    for (const QString& entry : dir.entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        if (!entry.startsWith(start) || !entry.endsWith(".tmp"_L1))
            continue;
        bool ok = false;
        const qint64 pid = QStringView(entry).mid(start.size()).split(u'-').value(0).toLongLong(&ok);
        // kill(pid, 0) fails with ESRCH only when no such process exists.
        if (ok && pid > 0 && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH && QFile::remove(dir.filePath(entry)))
            ++removed;
    }
    return removed;
}

std::optional<QString> writeWholeFile(const QString& path, const QByteArray& bytes)
{
    const QString file = savedFile(path);
    removeLeftoverSaves(file);
    const QFileInfo info(file);
    const QString temporary = info.absoluteDir().filePath(temporaryPrefix(info.fileName(), thisHost(), ::getpid())
        + QString::number(QRandomGenerator::global()->generate(), 36) + u".tmp"_s);
    struct stat previous {};
    const bool existed = ::stat(QFile::encodeName(file).constData(), &previous) == 0;
    const QByteArray tmp = QFile::encodeName(temporary);
    const int fd = ::open(tmp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0)
        return errnoText(errno);
    bool written = writeAll(fd, bytes) && (!existed || ::fchmod(fd, previous.st_mode & 07777) == 0) && ::fsync(fd) == 0;
    int error = errno;
    if (::close(fd) != 0 && written) {
        written = false;
        error = errno;
    }
    if (written && ::rename(tmp.constData(), QFile::encodeName(file).constData()) == 0)
        return std::nullopt;
    if (written)
        error = errno;
    ::unlink(tmp.constData());
    return errnoText(error);
}

} // namespace Kova
